"""Kiosk overlays in-process: admin menu, statistics, choosing games, "Still playing?"."""

from __future__ import annotations

import datetime as dt
import json

import pygame
import pytest

from scenes.shell.input import Action, ActionEvent, PointerEvent
from game.records.kioskconfig import DEFAULT_FILE, SCHEMA, load_kiosk_config
from game.records.kiosk import KioskStats
from scenes.kiosk.screens import AdminMenuScene, ChooseGamesScene
from scenes.kiosk.pinpad import PinPadScene
from scenes.table.table import TableScene
from scenes.menus.title import TitleScene

from scene_helpers import make_app, start, step, wait


@pytest.fixture
def kiosk(tmp_path):
    config = load_kiosk_config({"idle": {"still_playing_after": 10,
                                         "still_playing_countdown": 5}})
    app = make_app(tmp_path, kiosk=True, kiosk_config=config, lang="en")
    app.settings.anim_speed = 0.0
    yield app
    app.shutdown()


def test_every_key_is_documented_in_the_default_file():
    raw = DEFAULT_FILE.read_text().splitlines()
    for section, key in SCHEMA:     # a key unset by default is shown commented out
        index = next(i for i, line in enumerate(raw)
                     if line.removeprefix("# ").startswith(f"{key} =")
                     or line == f"[{section}.{key}]")
        above = raw[max(0, index - 3):index]
        assert any(line.startswith("#") and key.split("_")[0] in " ".join(raw[index - 4:index + 1])
                   for line in above), key


def test_quiet_hours_lower_the_volume():
    config = load_kiosk_config(None)
    assert config.volume_at(dt.time(23, 0)) == config.quiet_volume
    assert config.volume_at(dt.time(8, 59)) == config.quiet_volume
    assert config.volume_at(dt.time(14, 0)) == config.volume


def test_touch_pin_opens_admin_menu_then_reset_stats(kiosk):
    kiosk.kiosk_stats.record("animalia", "finished")
    kiosk.running = True
    start(kiosk, TitleScene(kiosk))
    pad = PinPadScene(kiosk, "1357", kiosk.admin_lock)   # not the shipped PIN: no change asked
    kiosk.stack.push(pad)
    kiosk.stack.apply_pending()
    rects = pad.key_rects()
    for index in (0, 2, 4, 6, 11):         # 1 3 5 7 OK
        pad.pointer(PointerEvent("up", rects[index].center, 1, "touch:0"))
    step(kiosk)
    menu = kiosk.stack.top
    assert isinstance(menu, AdminMenuScene)
    menu.action(ActionEvent(Action.DOWN))  # stops the auto-exit countdown
    menu.action(ActionEvent(Action.CONFIRM))
    step(kiosk)
    ask = kiosk.stack.top                  # the reset is asked first: No is focused
    assert ask.name == "confirm" and kiosk.kiosk_stats.data["games"]
    ask.action(ActionEvent(Action.DOWN))
    ask.action(ActionEvent(Action.CONFIRM))
    step(kiosk, 300)
    assert kiosk.stack.top is menu and kiosk.running is not False
    stats = json.loads(kiosk.kiosk_stats.path.read_text())
    assert stats == {"games": {}, "days": {}}


def test_choose_games_keeps_one_and_feeds_the_attract_loop(kiosk):
    start(kiosk, ChooseGamesScene(kiosk))
    scene = kiosk.stack.top
    for _ in range(6):
        scene.menu.focus = 0
        scene.menu.confirm()
        scene.menu.focus = 1
        scene.menu.confirm()
    assert kiosk.kiosk_games and len(kiosk.kiosk_games) <= 4
    scene.chosen = ["animalia"]
    scene._toggle("animalia")
    assert kiosk.kiosk_games == ["animalia"]
    from scenes.demo import DemoScene
    assert DemoScene(kiosk).game_ids == ["animalia"]
    saved = json.loads((kiosk.data_dir / "kiosk" / "games.json").read_text())
    assert saved == ["animalia"]


def test_idle_game_asks_then_resets_and_clears_the_save(kiosk):
    table = TableScene(kiosk, "high_society", 3, ["human", "random", "random"], seed=3)
    start(kiosk, table)
    table.play(table.state.legal_moves()[0])
    assert kiosk.saves.exists()
    wait(kiosk, 10.1)                   # idle timers: 0.1 s frames (the loop's longest)
    assert kiosk.stack.top.name == "stillplaying"
    kiosk.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                          scancode=0, unicode=""))
    step(kiosk, 2)
    assert kiosk.stack.top is table and kiosk.saves.exists()
    wait(kiosk, 16.1)                   # 10 s idle again, then the 5 s countdown
    assert kiosk.stack.top.name == "title"
    assert not kiosk.saves.exists()
    days = kiosk.kiosk_stats.data["days"]
    assert sum(c.get("abandoned", 0) for d in days.values() for c in d.values()) == 1


def test_stats_count_started_games_per_day(tmp_path):
    stats = KioskStats(tmp_path)
    stats.record("origami", "started", day="2026-11-24")
    stats.record("origami", "finished", day="2026-11-24")
    stats.record("origami", "started", day="2026-11-25")
    again = KioskStats(tmp_path)
    assert again.data["games"]["origami"] == {"started": 2, "finished": 1}
    assert "2026-11-24: 1 / 1" in again.lines()


def test_damaged_stats_file_is_not_fatal(tmp_path):
    (tmp_path / "kiosk").mkdir()
    (tmp_path / "kiosk" / "stats.json").write_text("{oops")
    assert KioskStats(tmp_path).data == {"games": {}, "days": {}}


def test_stale_temp_files_of_a_killed_write_are_removed(tmp_path):
    from game.records.save import SaveSlot
    (tmp_path / "current_game.json.abc123.tmp").write_text('{"half')
    (tmp_path / "other.tmp").write_text("kept")
    SaveSlot(tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == ["other.tmp"]


def test_a_kiosk_whose_launcher_exits_says_why_it_stops_and_the_flag_keeps_it(
        tmp_path, monkeypatch, capsys):
    """A kiosk started by a script that then exited stopped with no word on stderr:
    it now says why, and --kiosk-outlive-parent keeps it running."""
    import os
    for outlive, stops in ((False, True), (True, False)):
        app = make_app(tmp_path / str(outlive), kiosk=True, lang="en",
                       kiosk_config=load_kiosk_config({}), outlive_parent=outlive)
        monkeypatch.setattr(os, "getppid", lambda: 1)          # the launcher is gone
        app.supervisor.parent_gone(2.0)
        monkeypatch.undo()
        assert app.stop_requested is stops
        err = capsys.readouterr().err
        assert ("--kiosk-outlive-parent" in err and "is gone" in err) is stops
        app.shutdown()
