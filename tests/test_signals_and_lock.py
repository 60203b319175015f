"""One program per data folder (issue #34, item 5), and the stop signals: handled by
main alone, given back afterwards, and ending a normal game as SIGTERM does (item 7)."""

import os
import signal

import pytest

import main
from scenes.shell.app import App, AppOptions
from game.records.folderlock import FolderBusy, FolderLock
from scenes.shell.stopsignals import StopSignals


def test_a_second_lock_on_a_folder_names_the_holder(tmp_path):
    with FolderLock(tmp_path):
        with pytest.raises(FolderBusy) as busy:
            FolderLock(tmp_path).acquire()
        assert busy.value.pid == os.getpid()
        assert f"process {os.getpid()}" in str(busy.value)
    with FolderLock(tmp_path):                 # released: the next one takes it
        pass


def test_a_second_program_on_a_data_folder_says_who_and_exits_2(tmp_path, capsys):
    data = tmp_path / "data"
    with FolderLock(data):
        code = main.main(["--headless", "--frames", "2", "--save-dir", str(data)])
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and f"in use by process {os.getpid()}" in err
    assert main.main(["--headless", "--frames", "2", "--save-dir", str(data)]) == 0


def test_the_kiosk_folder_is_locked_too(tmp_path, capsys):
    data = tmp_path / "kiosk-data"
    with FolderLock(data):
        code = main.main(["--headless", "--kiosk", "--frames", "2", "--save-dir", str(data)])
    assert code == 2 and "in use by process" in capsys.readouterr().err


def test_an_app_run_in_a_test_changes_no_signal_handler(tmp_path, monkeypatch):
    before = {sig: signal.getsignal(sig) for sig in (signal.SIGTERM, signal.SIGINT)}
    seen = []
    step = App.step

    def watched(app, dt):
        seen.append({sig: signal.getsignal(sig) for sig in before})
        step(app, dt)

    monkeypatch.setattr(App, "step", watched)
    for kiosk in (False, True):
        app = App(AppOptions(headless=True, frames=3, kiosk=kiosk, bot_process=False,
                             save_dir=tmp_path / str(kiosk)))
        assert app.run() == 0
    assert seen and all(handlers == before for handlers in seen)
    assert {sig: signal.getsignal(sig) for sig in before} == before


@pytest.mark.parametrize("name", ["SIGINT", "SIGHUP", "SIGQUIT", "SIGTERM"])
def test_a_stop_signal_ends_a_normal_game_saved_with_exit_0(tmp_path, monkeypatch, name):
    number = getattr(signal, name, None)
    if number is None:
        pytest.skip(f"no {name} here")
    before = signal.getsignal(number)
    step, apps = App.step, []

    def signalled(app, dt):
        if app.frame == 5:
            apps.append(app)
            os.kill(os.getpid(), number)
        step(app, dt)

    monkeypatch.setattr(App, "step", signalled)
    code = main.main(["--headless", "--save-dir", str(tmp_path), "--play", "animalia",
                      "--seats", "human,random"])
    assert code == 0
    assert apps[0].stop_reason == name and apps[0].frame < 10
    assert signal.getsignal(number) == before


def test_a_kiosk_heeds_only_sigterm():
    assert StopSignals(kiosk=True).signals == [signal.SIGTERM]
    assert signal.SIGINT in StopSignals(kiosk=False).signals
