"""The admin PIN holds: lockouts doubling and kept across restarts (a fake clock, never the
wall clock), PIN rules, the forced change of the shipped PIN, `--kiosk-unlock`, and the
customer's Settings at a kiosk."""

from __future__ import annotations

import json
import logging

import pytest

from main import main
from game.records.admin import (LOCK_NAME, LOCKOUT, MAX_FAILURES, MAX_LOCK, PIN_NAME, AdminLock,
                          PinStore, check_pin, duration_text, lock_length)
from game.i18n import text
from scenes.shell.input import Action, ActionEvent
from game.records.kioskconfig import load_kiosk_config, log as kiosk_log
from scenes.kiosk.screens import AdminMenuScene
from scenes.kiosk.pinpad import NewPinScene, PinPadScene
from scenes.menus.settings import SettingsScene
from scenes.menus.title import TitleScene

from scene_helpers import make_app, start, step

T0 = 1_800_000_000.0          # a fake wall clock's start (2027), in seconds


class Clock:
    """A wall clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


def fail_round(lock: AdminLock) -> float:
    """MAX_FAILURES wrong PINs; the lock's length they started."""
    lengths = [lock.fail() for _ in range(MAX_FAILURES)]
    assert lengths[:-1] == [0.0] * (MAX_FAILURES - 1)
    return lengths[-1]


def lock_file(folder) -> dict:
    return json.loads((folder / "kiosk" / LOCK_NAME).read_text())


@pytest.fixture
def logged():
    """The kiosk log's messages during the test (whatever handlers it has)."""
    lines: list[str] = []
    handler = logging.Handler()
    handler.emit = lambda record: lines.append(record.getMessage())
    kiosk_log.addHandler(handler)
    level = kiosk_log.level
    kiosk_log.setLevel(logging.INFO)
    yield lines
    kiosk_log.removeHandler(handler)
    kiosk_log.setLevel(level)


# -- the lockout --------------------------------------------------------------------------
def test_lockout_doubles_each_round_up_to_a_day():
    assert [lock_length(n) for n in range(1, 14)] == [
        60, 120, 240, 480, 960, 1920, 3840, 7680, 15360, 30720, 61440, MAX_LOCK, MAX_LOCK]
    assert lock_length(10_000) == MAX_LOCK == 86400


def test_lockout_doubles_and_survives_a_restart(tmp_path):
    clock = Clock()
    lock = AdminLock(tmp_path, clock)
    lock.refresh()
    assert fail_round(lock) == LOCKOUT
    clock.now += LOCKOUT                              # the first lock ran out
    assert lock.locked_for == 0
    assert fail_round(lock) == 2 * LOCKOUT
    clock.now += 30
    lock.fail()                                       # ignored by the pad while locked,
    restarted = AdminLock(tmp_path, clock)            # but a restart must not clear it
    restarted.refresh()
    assert restarted.rounds == 2 and restarted.locked_for == 2 * LOCKOUT - 30
    assert restarted.failures == 1
    clock.now += 2 * LOCKOUT
    assert restarted.locked_for == 0
    restarted.fail()
    assert restarted.fail() == 4 * LOCKOUT            # the 1 failure before the restart counted
    lengths = []
    for _ in range(10):
        clock.now += MAX_LOCK
        again = AdminLock(tmp_path, clock)            # a restart between every round
        again.refresh()
        lengths.append(fail_round(again))
    assert lengths == [480, 960, 1920, 3840, 7680, 15360, 30720, 61440, MAX_LOCK, MAX_LOCK]
    assert lock_file(tmp_path)["rounds"] == 13


def test_a_restarted_kiosk_keeps_the_pad_locked(tmp_path):
    """Two Apps on one data folder, one after the other, as systemd restarts a kiosk."""
    clock = Clock()
    config = load_kiosk_config({"kiosk": {"admin_pin": "135790"}})
    for expected in (LOCKOUT, 2 * LOCKOUT):
        app = make_app(tmp_path, kiosk=True, kiosk_config=config, lang="en")
        try:
            app.admin_lock.clock = clock
            app.running = True
            open_pad(app)
            for _ in range(MAX_FAILURES):
                type_pin(app, "0000")
            assert app.admin_lock.locked_for == expected
        finally:
            app.shutdown()
        clock.now += 10
        app = make_app(tmp_path, kiosk=True, kiosk_config=config, lang="en")
        try:
            app.admin_lock.clock = clock
            app.running = True
            open_pad(app)
            type_pin(app, "135790")                   # the right PIN, but still locked
            assert isinstance(app.stack.top, PinPadScene)
            assert app.stack.top.status() == f"Locked: wait {duration_text(expected - 10)}"
        finally:
            app.shutdown()
        clock.now += expected


def test_the_right_pin_clears_the_rounds(tmp_path):
    clock = Clock()
    lock = AdminLock(tmp_path, clock)
    fail_round(lock)
    clock.now += LOCKOUT
    lock.succeed()
    assert not (tmp_path / "kiosk" / LOCK_NAME).exists()
    assert fail_round(AdminLock(tmp_path, clock)) == LOCKOUT


def test_a_clock_set_back_locks_no_longer_than_the_round(tmp_path):
    clock = Clock()
    lock = AdminLock(tmp_path, clock)
    fail_round(lock)
    clock.now -= 365 * 86400                          # the machine's clock went back a year
    lock.refresh()
    assert lock.locked_for == LOCKOUT
    clock.now += LOCKOUT
    assert lock.locked_for == 0


@pytest.mark.parametrize("content", [
    b"{oops", b"[]", b"\xff\xfe", b"[" * 100_000,
    b'{"failures": 0, "rounds": 1, "locked_until": "soon", "lock_seconds": 60}',
    b'{"failures": 9, "rounds": 1, "locked_until": 0, "lock_seconds": 60}',
    b'{"failures": 0, "rounds": -1, "locked_until": 0, "lock_seconds": 60}',
    b'{"failures": 0, "rounds": 1, "locked_until": 0, "lock_seconds": 1e999}',
    b'{"rounds": 1}'])
def test_a_damaged_lockout_file_locks_for_a_day(tmp_path, content, logged):
    path = tmp_path / "kiosk" / LOCK_NAME
    path.parent.mkdir()
    path.write_bytes(content)
    clock = Clock()
    lock = AdminLock(tmp_path, clock)
    lock.refresh()
    assert lock.locked_for == MAX_LOCK
    assert (tmp_path / "kiosk" / f"{LOCK_NAME}.damaged-1").read_bytes() == content
    assert lock_file(tmp_path)["lock_seconds"] == MAX_LOCK
    assert any("damaged" in line and "--kiosk-unlock" in line for line in logged)
    clock.now += 3600
    again = AdminLock(tmp_path, clock)                # a restart does not extend it...
    again.refresh()
    assert again.locked_for == MAX_LOCK - 3600
    clock.now += MAX_LOCK
    assert fail_round(again) == MAX_LOCK              # ...nor does it start from 60 s


def test_failed_attempts_are_in_the_kiosk_log(tmp_path):
    app = make_app(tmp_path, kiosk=True, kiosk_config=load_kiosk_config(
        {"kiosk": {"admin_pin": "135790"}}), lang="en")
    try:
        app.admin_lock.clock = Clock()
        pad = PinPadScene(app, "135790", app.admin_lock)
        start(app, pad)
        for _ in range(MAX_FAILURES):
            for key in ("1", "1", "1", "1", "ok"):
                pad.press(key)
        assert pad.status() == "Locked: wait 1 min 00 s"
    finally:
        app.shutdown()
    log = (tmp_path / "logs" / "kiosk.log").read_text()
    assert log.count("wrong admin PIN") == MAX_FAILURES
    assert "admin PIN pad locked for 60 s (failed round 1)" in log
    assert "1111" not in log and "135790" not in log


def test_durations_read_well():
    assert [duration_text(s) for s in (0.2, 59, 60, 125, 3600, 86400)] == [
        "1 s", "59 s", "1 min 00 s", "2 min 05 s", "1 h 00 min", "24 h 00 min"]


# -- PIN rules ------------------------------------------------------------------------------
@pytest.mark.parametrize("pin", ["1234", "000000", "12345678"])
def test_pins_of_4_to_8_ascii_digits_are_accepted(pin):
    assert check_pin(pin) == pin


@pytest.mark.parametrize("pin", ["123", "123456789", "", "12a4", " 1234", "1234\n",
                                 "١٢٣٤", "１２３４", "١٢٣٤٥٦", 1234, None, ["1234"]])
def test_other_pins_are_refused(pin):
    with pytest.raises(ValueError, match="4 to 8 digits 0-9"):
        check_pin(pin)


def test_arabic_indic_pin_is_a_usage_error_outside_the_kiosk(tmp_path, capsys):
    config = tmp_path / "k.toml"
    config.write_text('[kiosk]\nadmin_pin = "٢٤٦٨"\n', encoding="utf-8")
    assert main(["--headless", "--config", str(config)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "k.toml: line 2: key 'kiosk.admin_pin': must be a string of 4 to 8 digits 0-9" in err
    top = tmp_path / "k.json"
    top.write_text('{"admin_pin": "123456789"}')
    assert main(["--headless", "--config", str(top)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "'admin_pin' must be a string of 4 to 8 digits 0-9" in err


def test_a_kiosk_with_a_bad_pin_keeps_the_shipped_one_and_says_so():
    config = load_kiosk_config({"kiosk": {"admin_pin": "１２３４５６"}}, "k.toml",
                               '[kiosk]\nadmin_pin = "１２３４５６"\n')
    assert config.admin_pin == "2468"
    assert len(config.problems) == 1 and "line 2" in config.problems[0]


# -- the shipped PIN is changed first -----------------------------------------------------
@pytest.fixture
def shipped(tmp_path):
    """A kiosk on the embedded defaults: the shipped PIN 2468."""
    app = make_app(tmp_path, kiosk=True, kiosk_config=load_kiosk_config(None), lang="en")
    app.admin_lock.clock = Clock()
    app.running = True
    yield app
    app.shutdown()


def type_pin(app, digits: str) -> None:
    """Digits then OK on the top keypad, then one frame."""
    for key in list(digits) + ["ok"]:
        app.stack.top.press(key)
    step(app)


def open_pad(app) -> None:
    start(app, TitleScene(app))
    app.supervisor.open_admin()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, PinPadScene)


def test_the_shipped_pin_must_be_changed_before_the_admin_menu(shipped, tmp_path):
    open_pad(shipped)
    type_pin(shipped, "2468")
    new = shipped.stack.top
    assert isinstance(new, NewPinScene) and new.forced
    assert new.status() == text("pin_must_change", "en")
    type_pin(shipped, "2468")                         # the shipped PIN again: refused
    assert new.first is None and new.message == text("pin_not_shipped", "en")
    type_pin(shipped, "123")                          # too short
    assert new.first is None and new.message == text("pin_too_short", "en")
    type_pin(shipped, "135790")
    type_pin(shipped, "135791")                       # not the same: start again
    assert new.first is None and new.message == text("pin_mismatch", "en")
    type_pin(shipped, "135790")
    assert shipped.stack.top is new and new.title() == text("pin_again_title", "en")
    type_pin(shipped, "135790")
    menu = shipped.stack.top
    assert isinstance(menu, AdminMenuScene) and menu.notice == text("pin_changed", "en")
    step(shipped, 60 * 5)                             # no auto-exit after a forced change
    assert shipped.running is True and shipped.stack.top is menu
    stored = (tmp_path / "kiosk" / PIN_NAME).read_text()
    assert "135790" not in stored and json.loads(stored)["scheme"] == "pbkdf2_sha256"
    log = (tmp_path / "logs" / "kiosk.log").read_text()
    assert "admin PIN changed (6 digits)" in log and "135790" not in log


def test_the_new_pin_is_used_from_then_on(tmp_path):
    PinStore(tmp_path, "2468").change("135790")
    app = make_app(tmp_path, kiosk=True, kiosk_config=load_kiosk_config(None), lang="en")
    try:
        app.admin_lock.clock = Clock()
        app.running = True
        open_pad(app)
        type_pin(app, "2468")                         # the shipped PIN no longer opens it
        assert isinstance(app.stack.top, PinPadScene) and app.admin_lock.failures == 1
        type_pin(app, "135790")
        assert isinstance(app.stack.top, AdminMenuScene)
    finally:
        app.shutdown()


def test_leaving_the_forced_change_leaves_the_admin_menu_closed(shipped):
    open_pad(shipped)
    type_pin(shipped, "2468")
    shipped.stack.top.action(ActionEvent(Action.BACK))
    step(shipped)
    assert isinstance(shipped.stack.top, TitleScene)
    assert not (shipped.data_dir / "kiosk" / PIN_NAME).exists()


def test_a_pin_of_the_owners_own_is_not_forced_to_change(tmp_path):
    store = PinStore(tmp_path, "97531")
    assert not store.must_change() and store.matches("97531")
    assert PinStore(tmp_path, "2468").must_change()


def test_the_pin_can_be_changed_again_from_the_admin_menu(tmp_path):
    PinStore(tmp_path, "2468").change("135790")
    app = make_app(tmp_path, kiosk=True, kiosk_config=load_kiosk_config(None), lang="en")
    try:
        menu = AdminMenuScene(app, countdown=False)
        start(app, menu)
        menu.menu.focus = 4                           # "Change the PIN"
        menu.menu.confirm()
        step(app)
        assert isinstance(app.stack.top, NewPinScene) and not app.stack.top.forced
        type_pin(app, "24680")
        type_pin(app, "24680")
        assert app.stack.top is menu and menu.notice == text("pin_changed", "en")
        assert PinStore(tmp_path, "2468").matches("24680")
        assert not PinStore(tmp_path, "2468").matches("135790")
    finally:
        app.shutdown()


@pytest.mark.parametrize("damage", [
    {"salt": "zz"}, {"iterations": 10**12}, {"hash": "00"}, {"scheme": "plain"}])
def test_a_damaged_pin_file_is_moved_aside_and_the_config_pin_applies(tmp_path, logged,
                                                                       damage):
    PinStore(tmp_path, "2468").change("135790")
    path = tmp_path / "kiosk" / PIN_NAME
    path.write_text(json.dumps({**json.loads(path.read_text()), **damage}))
    store = PinStore(tmp_path, "97531")
    assert not store.matches("135790")
    assert store.matches("97531")
    assert (tmp_path / "kiosk" / f"{PIN_NAME}.damaged-1").exists() and not path.exists()
    assert any("damaged" in line for line in logged)


def test_an_unsaved_new_pin_still_opens_the_menu_and_says_so(shipped, monkeypatch):
    import game.records.admin

    def refuse(path, data):
        raise OSError(30, "Read-only file system")
    monkeypatch.setattr(game.records.admin, "atomic_write_json", refuse)
    open_pad(shipped)
    type_pin(shipped, "2468")
    type_pin(shipped, "135790")
    type_pin(shipped, "135790")
    menu = shipped.stack.top
    assert isinstance(menu, AdminMenuScene) and "Read-only file system" in menu.notice


def test_the_whole_first_run_through_the_command_line(tmp_path):
    """`main.py --kiosk` on the defaults: combo, 2468, the new PIN twice, then the menu."""
    from test_kiosk_cli import run_kiosk, typed
    script = ([{"frame": 10, "type": "key", "key": "a", "mods": ["ctrl", "shift"]},
               {"frame": 200, "type": "keyup", "key": "a"}]
              + typed(205, "2468") + typed(220, "864200") + typed(240, "864200"))
    code, stats = run_kiosk(tmp_path, script, 400, config="")
    assert code == 0 and stats["frames"] == 400       # no auto-exit after the change
    assert {"pinpad", "newpin", "adminmenu"} <= set(stats["scenes"])
    assert PinStore(tmp_path / "data", "2468").matches("864200")


# -- the owner's way back in -----------------------------------------------------------------
def test_kiosk_unlock_clears_the_lockout(tmp_path, capsys):
    lock = AdminLock(tmp_path / "data")
    for _ in range(6):
        fail_round(lock)
        lock.locked_until = 0.0                       # let the next round count
    fail_round(lock)
    assert lock.locked_for > 3600
    assert main(["--kiosk-unlock", "--save-dir", str(tmp_path / "data")]) == 0
    out, err = capsys.readouterr()
    assert out.count("\n") == 1 and err == ""
    assert "unlocked (it was locked for 1 h 04 min more, after 7 failed rounds)" in out
    assert not (tmp_path / "data" / "kiosk" / LOCK_NAME).exists()
    assert main(["--kiosk-unlock", "--save-dir", str(tmp_path / "data")]) == 0
    assert "was not locked" in capsys.readouterr().out


def test_kiosk_unlock_finds_the_folder_of_the_config(tmp_path, capsys):
    folder = tmp_path / "kiosk-data"
    config = tmp_path / "k.toml"
    config.write_text(f'[folders]\nsave_dir = "{folder}"\n')
    path = folder / "kiosk" / LOCK_NAME
    path.parent.mkdir(parents=True)
    path.write_text("{damaged")
    assert main(["--kiosk-unlock", "--config", str(config)]) == 0
    assert "its lockout file was damaged" in capsys.readouterr().out
    assert not path.exists()


def test_a_running_kiosk_notices_the_unlock(tmp_path):
    app = make_app(tmp_path, kiosk=True, kiosk_config=load_kiosk_config(
        {"kiosk": {"admin_pin": "135790"}}), lang="en")
    try:
        app.admin_lock.clock = Clock()
        app.running = True
        open_pad(app)
        for _ in range(MAX_FAILURES):
            type_pin(app, "0000")
        assert app.admin_lock.locked_for == LOCKOUT
        assert main(["--kiosk-unlock", "--save-dir", str(tmp_path)]) == 0
        step(app, 61)                                 # the pad looks once a second
        assert app.admin_lock.locked_for == 0
        type_pin(app, "135790")
        assert isinstance(app.stack.top, AdminMenuScene)
    finally:
        app.shutdown()
    assert "PIN lockout cleared on the machine" in (tmp_path / "logs" / "kiosk.log").read_text()


# -- Settings at a kiosk ------------------------------------------------------------------------
def test_settings_are_locked_at_a_kiosk(shipped, tmp_path):
    title = TitleScene(shipped)
    start(shipped, title)
    settings_item = next(i for i in title.menu.items if i.label() == text("settings", "en"))
    settings_item.on_confirm()
    step(shipped)
    scene = shipped.stack.top
    assert isinstance(scene, SettingsScene)
    shown = [item.label() for item in scene.menu.items]
    assert shown == [text(k, "en") for k in ("language", "text_size", "back")]
    before = dict(vars(shipped.settings))
    for index in range(len(scene.menu.items) - 1):    # change every item a customer sees
        item = scene.menu.items[index]
        item.on_change(1)
    changed = {k for k, v in vars(shipped.settings).items() if before[k] != v}
    assert changed == {"lang", "text_scale"}
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["mute"] is False and saved["master"] == before["master"]


def test_every_setting_is_in_the_admin_menu(shipped):
    menu = AdminMenuScene(shipped, countdown=False)
    start(shipped, menu)
    menu.menu.focus = 3                               # "All settings"
    menu.menu.confirm()
    step(shipped)
    scene = shipped.stack.top
    assert isinstance(scene, SettingsScene) and not scene.customer
    assert text("mute", "en") in [item.label() for item in scene.menu.items]


def test_settings_outside_a_kiosk_are_all_there(tmp_path):
    app = make_app(tmp_path, lang="en")
    try:
        labels = [item.label() for item in SettingsScene(app).menu.items]
        assert text("mute", "en") in labels and text("pad_setup", "en") in labels
        assert len(labels) == 13 and text("moves_panel", "en") in labels
    finally:
        app.shutdown()
