"""The kiosk's command line: quit attempts ignored, the admin combo + PIN ends it, resume."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from main import main, options_from_args

ROOT = Path(__file__).resolve().parents[2]
PIN = "1357"                 # not the shipped 2468, which the admin menu makes one change
CONFIG = f'[kiosk]\nadmin_pin = "{PIN}"\n'
QUITS = [{"frame": 3, "type": "quit"},
         {"frame": 4, "type": "key", "key": "f4", "mods": ["alt"]},
         {"type": "keyup", "key": "f4"},
         {"frame": 5, "type": "key", "key": "escape"},
         {"frame": 6, "type": "button", "pad": 0, "button": "guide"},
         {"frame": 7, "type": "button", "pad": 0, "button": "b"},
         {"frame": 40, "type": "quit"}]


def typed(frame: int, digits: str) -> list[dict]:
    """Key presses for the digits then Enter, one frame apart."""
    out = []
    for i, key in enumerate(list(digits) + ["return"]):
        out += [{"frame": frame + i * 2, "type": "key", "key": key},
                {"type": "keyup", "key": key}]
    return out


def run_kiosk(tmp_path, script: list, frames: int, config: str = CONFIG) -> tuple[int, dict]:
    (tmp_path / "k.toml").write_text(config)
    (tmp_path / "script.json").write_text(json.dumps(script))
    stats = tmp_path / "stats.json"
    code = main(["--kiosk", "--headless", "--frames", str(frames), "--script",
                 str(tmp_path / "script.json"), "--config", str(tmp_path / "k.toml"),
                 "--stats", str(stats), "--save-dir", str(tmp_path / "data")])
    return code, json.loads(stats.read_text())


def test_quit_attempts_are_ignored(tmp_path):
    code, stats = run_kiosk(tmp_path, QUITS, 90)
    assert code == 0 and stats["frames"] == 90


def test_held_keys_then_pin_end_the_run(tmp_path):
    script = ([{"frame": 10, "type": "key", "key": "a", "mods": ["ctrl", "shift"]},
               {"frame": 200, "type": "keyup", "key": "a"}] + typed(205, PIN))
    code, stats = run_kiosk(tmp_path, QUITS + script, 2000)
    assert code == 0 and 200 < stats["frames"] < 2000
    log = (tmp_path / "data" / "logs" / "kiosk.log").read_text()
    assert "PIN accepted" in log and PIN not in log


def test_separate_modifier_keys_also_count(tmp_path):
    script = ([{"frame": 10, "type": "key", "key": "left ctrl"},
               {"frame": 11, "type": "key", "key": "left shift"},
               {"frame": 12, "type": "key", "key": "a"}] + typed(205, PIN))
    code, stats = run_kiosk(tmp_path, script, 2000)
    assert code == 0 and stats["frames"] < 2000


def test_combo_released_early_does_nothing(tmp_path):
    script = ([{"frame": 10, "type": "key", "key": "a", "mods": ["ctrl", "shift"]},
               {"frame": 150, "type": "keyup", "key": "a"}] + typed(205, PIN))
    code, stats = run_kiosk(tmp_path, script, 700)
    assert code == 0 and stats["frames"] == 700
    assert "pinpad" not in stats["scenes"]


def test_pad_start_and_back_then_pin_on_the_keypad(tmp_path):
    script = [{"frame": 2, "type": "padadded", "pad": 0},
              {"frame": 10, "type": "button", "pad": 0, "button": "start"},
              {"type": "button", "pad": 0, "button": "back"},
              {"frame": 200, "type": "buttonup", "pad": 0, "button": "start"},
              {"type": "buttonup", "pad": 0, "button": "back"}]
    # keypad: 1 2 3 / 4 5 6 / 7 8 9 / del 0 ok; focus starts on 1; the PIN is 1357
    moves = ["a", "dpright", "dpright", "a", "dpdown", "dpleft", "a", "dpdown", "dpleft",
             "a", "dpdown", "dpright", "dpright", "a"]
    frame = 210
    for button in moves:
        script += [{"frame": frame, "type": "button", "pad": 0, "button": button},
                   {"frame": frame + 1, "type": "buttonup", "pad": 0, "button": button}]
        frame += 3
    code, stats = run_kiosk(tmp_path, script, 2000)
    assert code == 0 and stats["frames"] < 2000, stats


def test_three_wrong_pins_lock_the_pad(tmp_path):
    script = [{"frame": 10, "type": "key", "key": "a", "mods": ["ctrl", "shift"]},
              {"frame": 200, "type": "keyup", "key": "a"}]
    script += typed(205, "1111") + typed(220, "2222") + typed(235, "3333")
    script += typed(250, PIN)             # right, but locked: ignored (its Enter: frame 258)
    code, stats = run_kiosk(tmp_path, script, 300)
    assert code == 0 and stats["frames"] == 300
    log = (tmp_path / "data" / "logs" / "kiosk.log").read_text()
    assert "locked for 60 s" in log and "PIN accepted" not in log


def test_bad_config_starts_on_defaults_and_logs_it(tmp_path, capsys):
    bad = 'lang = "en"\n[kiosk]\nadmin_pin = 12\n[idle]\nattract_after = "soon"\n'
    code, stats = run_kiosk(tmp_path, [], 20, config=bad)
    assert code == 0 and stats["frames"] == 20
    log = (tmp_path / "data" / "logs" / "kiosk.log").read_text()
    assert "k.toml: line 3: key 'kiosk.admin_pin'" in log
    assert "k.toml: line 5: key 'idle.attract_after'" in log
    assert "defaults" in log


def test_broken_toml_starts_on_defaults(tmp_path):
    code, stats = run_kiosk(tmp_path, [], 10, config='[kiosk\nadmin_pin = "1"')
    assert code == 0 and stats["frames"] == 10
    assert "the whole file is ignored" in (tmp_path / "data" / "logs" / "kiosk.log").read_text()


def test_bad_kiosk_key_outside_kiosk_is_a_usage_error(tmp_path, capsys):
    (tmp_path / "k.toml").write_text('[kiosk]\nadmin_pin = "12"\n')
    assert main(["--headless", "--config", str(tmp_path / "k.toml")]) == 2
    err = capsys.readouterr().err
    assert "k.toml: line 2: key 'kiosk.admin_pin'" in err


def test_resume_is_the_saved_game_move_for_move(tmp_path):
    save = tmp_path / "save"
    # Headless frames run as fast as they can, while a bot worker process answers in wall
    # time: here the bots think on the frame thread (the worker's own fallback), so
    # their moves come in frames. They play until the human's turn, which waits: the
    # save is never gone. The frames stop there (the frames after it prove nothing).
    from scene_helpers import step
    from scenes.shell.app import App
    options = options_from_args(["--headless", "--play", "high_society", "--players", "3",
                                 "--seats", "random,human,random", "--save-dir", str(save)])
    options.bot_process = False
    app = App(options)
    try:
        app.stack.push(app.first_scene())
        app.stack.apply_pending()
        for _ in range(4000):
            table = app.stack.top
            if getattr(table, "moves_json", None) and table.picker is not None:
                break
            step(app)
    finally:
        assert app.shutdown()
    files = [f for f in save.glob("*.json") if f.name != "statistics.json"]   # its open game
    assert len(files) == 1
    saved = json.loads(files[0].read_text())
    assert saved["moves"], "no move was played in 4000 frames"
    stats = tmp_path / "s.json"
    assert main(["--headless", "--resume", "--save-dir", str(save), "--frames", "5",
                 "--stats", str(stats)]) == 0
    data = json.loads(stats.read_text())
    assert data["resumed_moves"] == len(saved["moves"])
    from scene_helpers import make_app
    from scenes.menus.title import resume_scene
    app = make_app(save)
    try:
        table = resume_scene(app)
        assert table.moves_json == saved["moves"] and table.seed == saved["seed"]
        assert table.seats == saved["seats"]
    finally:
        app.shutdown()
    replay = subprocess.run([sys.executable, "-m", "game", "replay", str(files[0])],
                            capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert replay.returncode == 0, replay.stderr


def test_kiosk_starts_by_resuming(tmp_path):
    from game import load_game
    from game.records.save import SaveSlot
    game = load_game("high_society")
    state = game.new_game(3, 5, {})
    moves = []
    for _ in range(4):
        move = state.legal_moves()[0]
        state.apply(move)
        moves.append(game.move_to_json(move))
    SaveSlot(tmp_path / "data").write({"game": "high_society", "players": 3, "seed": 5,
                                       "options": {}, "moves": moves},
                                      ["human", "random", "random"])
    code, stats = run_kiosk(tmp_path, [], 5)
    assert code == 0 and stats["resumed_moves"] == 4


def wait_for(ready, proc, poll: float = 0.2) -> None:
    """Until ready() holds (a generous two minutes at most, the process alive)."""
    deadline = time.monotonic() + 120
    while not ready():
        assert time.monotonic() < deadline and proc.poll() is None
        time.sleep(poll)


def wait_for_start(log, proc, poll: float = 0.2) -> None:
    """Until the kiosk log says it started."""
    wait_for(lambda: log.exists() and "kiosk start" in log.read_text(), proc, poll)


def test_sigterm_stops_cleanly(tmp_path):
    (tmp_path / "k.toml").write_text(CONFIG)
    proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--kiosk", "--headless",
                             "--config", str(tmp_path / "k.toml"), "--save-dir",
                             str(tmp_path / "data"), "--stats", str(tmp_path / "s.json"),
                             "--screenshots", str(tmp_path / "shots")],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    log = tmp_path / "data" / "logs" / "kiosk.log"
    wait_for(lambda: any((tmp_path / "shots").glob("*.png")), proc)   # a frame was drawn
    proc.send_signal(signal.SIGTERM)
    _out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    assert "(SIGTERM)" in log.read_text()
    assert json.loads((tmp_path / "s.json").read_text())["frames"] > 0
    assert b"Traceback" not in err


def test_sigterm_during_start_up_still_stops_cleanly(tmp_path):
    """systemd may stop the kiosk while it is still starting (art, sounds, bot worker):
    the handler is in place from the first log line on."""
    (tmp_path / "k.toml").write_text(CONFIG)
    proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--kiosk", "--headless",
                             "--config", str(tmp_path / "k.toml"), "--save-dir",
                             str(tmp_path / "data")],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    log = tmp_path / "data" / "logs" / "kiosk.log"
    wait_for_start(log, proc, poll=0.005)
    proc.send_signal(signal.SIGTERM)
    _out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    assert "(SIGTERM)" in log.read_text()
    assert b"Traceback" not in err


def test_the_kiosk_ends_when_its_compositor_dies(tmp_path):
    """Under cage the kiosk is cage's child: if cage dies, the game must not play on with
    no screen (the service would never restart). A shell stands in for cage here."""
    (tmp_path / "k.toml").write_text(CONFIG)
    game = (f"{sys.executable} {ROOT / 'main.py'} --kiosk --headless --config "
            f"{tmp_path / 'k.toml'} --save-dir {tmp_path / 'data'}")
    parent = subprocess.Popen(["/bin/sh", "-c", f"{game} & echo $! ; wait"], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    child = int(parent.stdout.readline())
    log = tmp_path / "data" / "logs" / "kiosk.log"
    wait_for_start(log, parent)
    time.sleep(1.0)
    parent.kill()                                   # the compositor dies
    parent.wait()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            break
        time.sleep(0.2)
    else:
        os.kill(child, signal.SIGKILL)
        pytest.fail("the kiosk played on after its parent died")
    text = log.read_text()
    assert "is gone: stopping" in text and "(parent gone)" in text


@pytest.mark.parametrize("name", ["k.toml"])
def test_unknown_section_and_key_are_named(tmp_path, name):
    from game.data import tomllib
    from game.records.kioskconfig import load_kiosk_config, read_raw
    path = tmp_path / name
    path.write_text('[kiosk]\nadmin_pinn = "1234"\n[idel]\nx = 1\n')
    config = load_kiosk_config(tomllib.loads(path.read_text()), str(path), read_raw(path))
    assert any("line 2: key 'kiosk.admin_pinn': unknown key" in p for p in config.problems)
    assert any("line 3: unknown section [idel]" in p for p in config.problems)
    assert config.admin_pin == "2468"


ADMIN_EXIT = ([{"frame": 10, "type": "key", "key": "a", "mods": ["ctrl", "shift"]},
               {"frame": 200, "type": "keyup", "key": "a"}] + typed(205, PIN))


def gate(tmp_path, capsys) -> tuple[int, str]:
    """`menagerie --kiosk-gate` on the test kiosk's config and data folder."""
    code = main(["--kiosk-gate", "--config", str(tmp_path / "k.toml"),
                 "--save-dir", str(tmp_path / "data")])
    return code, capsys.readouterr().err


def test_admin_exit_under_systemd_keeps_the_kiosk_stopped_once(tmp_path, capsys, monkeypatch):
    """The admin menu's Exit leaves a note; the gate then tells systemd not to start the
    kiosk (exit 1, an ExecCondition skip) once, and starts it the time after."""
    monkeypatch.setenv("INVOCATION_ID", "0123456789abcdef")
    code, stats = run_kiosk(tmp_path, ADMIN_EXIT, 2000)
    assert code == 0 and stats["frames"] < 2000
    note = tmp_path / "data" / "kiosk" / "admin-exit.json"
    assert note.exists()
    code, said = gate(tmp_path, capsys)
    assert code == 1 and "stopped from the admin menu" in said
    assert not note.exists()
    code, said = gate(tmp_path, capsys)
    assert code == 0 and "no admin exit on record" in said


def test_admin_exit_outside_systemd_leaves_no_note(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("INVOCATION_ID", raising=False)
    code, _stats = run_kiosk(tmp_path, ADMIN_EXIT, 2000)
    assert code == 0
    assert not (tmp_path / "data" / "kiosk" / "admin-exit.json").exists()
    assert gate(tmp_path, capsys)[0] == 0


def test_a_kiosk_that_starts_forgets_an_old_note(tmp_path, capsys, monkeypatch):
    """A kiosk that runs (a crash restart, a manual start) makes any note stale."""
    monkeypatch.setenv("INVOCATION_ID", "0123456789abcdef")
    run_kiosk(tmp_path, ADMIN_EXIT, 2000)
    run_kiosk(tmp_path, [], 10)
    assert gate(tmp_path, capsys)[0] == 0


@pytest.mark.parametrize("note, words", [
    ('{"boot_id": "another-boot", "at": "2026-01-01T10:00:00"}', "before this boot"),
    ("not json", "not an admin-exit note"),
    ('{"at": "2026-01-01T10:00:00"}', "not an admin-exit note")])
def test_the_gate_starts_the_kiosk_on_any_doubt(tmp_path, capsys, note, words):
    if "another-boot" in note and not Path("/proc/sys/kernel/random/boot_id").exists():
        pytest.skip("no boot id on this system")
    (tmp_path / "k.toml").write_text(CONFIG)
    path = tmp_path / "data" / "kiosk" / "admin-exit.json"
    path.parent.mkdir(parents=True)
    path.write_text(note)
    code, said = gate(tmp_path, capsys)
    assert code == 0 and words in said and not path.exists()


def test_the_gate_starts_the_kiosk_when_its_config_is_broken(tmp_path, capsys):
    (tmp_path / "k.toml").write_text("[kiosk\nadmin_pin =")
    code, said = gate(tmp_path, capsys)
    assert code == 0 and "start" in said
