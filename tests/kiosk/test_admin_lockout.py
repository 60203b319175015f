"""The admin PIN pad's lockout holds: doubling each round up to a day, kept across
restarts and against a damaged file or a clock set back (a fake clock, never the wall
clock), logged, and cleared only on the machine with `--kiosk-unlock`."""

from __future__ import annotations

import json

import pytest

from main import main
from game.records.admin import (LOCK_NAME, LOCKOUT, MAX_FAILURES, MAX_LOCK, AdminLock,
                                duration_text, lock_length)
from game.records.kioskconfig import load_kiosk_config
from scenes.kiosk.screens import AdminMenuScene
from scenes.kiosk.pinpad import PinPadScene

from admin_helpers import Clock, open_pad, type_pin
from scene_helpers import make_app, start, step


def fail_round(lock: AdminLock) -> float:
    """MAX_FAILURES wrong PINs; the lock's length they started."""
    lengths = [lock.fail() for _ in range(MAX_FAILURES)]
    assert lengths[:-1] == [0.0] * (MAX_FAILURES - 1)
    return lengths[-1]


def lock_file(folder) -> dict:
    return json.loads((folder / "kiosk" / LOCK_NAME).read_text())


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
