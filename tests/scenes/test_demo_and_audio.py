"""The --demo attract loop (PNG screenshots, stats) and running without an audio device."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pygame
import pytest

from scenes.shell.sound import SilentMixer

from scene_helpers import make_app, step

ROOT = Path(__file__).resolve().parents[2]


def run_main(args, env_extra=None, timeout=240):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.update(env_extra or {})
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True,
                          text=True, timeout=timeout, cwd=ROOT, env=env)


def test_demo_writes_stats_and_non_blank_screenshots(tmp_path):
    shots, stats = tmp_path / "shots", tmp_path / "stats.json"
    proc = run_main(["--demo", "--headless", "--unpaced", "--frames", "400", "--stats", str(stats),
                     "--screenshots", str(shots), "--save-dir", str(tmp_path)])
    assert proc.returncode == 0, proc.stderr
    data = json.loads(stats.read_text())
    assert data["frames"] == 400
    tables = [name for name in data["scenes"] if name.startswith("table:")]
    assert tables, data
    for figures in data["scenes"].values():
        assert set(figures) == {"frames", "p50_ms", "p95_ms", "p99_ms", "max_ms",
                                "cpu_p99_ms", "cpu_max_ms"}
        assert 0 < figures["p50_ms"] <= figures["p95_ms"] <= figures["p99_ms"] <= figures["max_ms"]
        assert 0 <= figures["cpu_p99_ms"] <= figures["cpu_max_ms"]
    assert sum(f["frames"] for f in data["scenes"].values()) == 400
    pngs = sorted(shots.glob("*.png"))
    assert pngs and "table_" in pngs[0].name
    pygame.init()
    for png in pngs:
        pixels = pygame.surfarray.array3d(pygame.image.load(str(png)))
        assert pixels.shape[:2] == (1920, 1080)
        colours = np.unique(pixels[::8, ::8].reshape(-1, 3), axis=0)
        assert len(colours) > 20, png.name        # text, panels and felt, not a flat fill


def test_a_timed_demo_visits_every_game_and_fast_forwards_to_the_results(tmp_path):
    """--frames is shared among the games (12 s each at least): 2,880 frames show all
    four tables, and a game that ends inside its slot reaches the results screen.
    Unpaced: the slots are counted in frames, so they need no wall clock."""
    stats = tmp_path / "stats.json"
    proc = run_main(["--demo", "--headless", "--unpaced", "--frames", "2880", "--stats",
                     str(stats), "--save-dir", str(tmp_path)])
    assert proc.returncode == 0, proc.stderr
    data = json.loads(stats.read_text())
    tables = {name for name in data["scenes"] if name.startswith("table:")}
    assert tables == {"table:animalia", "table:high_society", "table:animimix",
                      "table:origami"}, data["scenes"].keys()
    slot = 720                 # a quarter each; the last table gets what is left
    frames = {name: data["scenes"][name]["frames"] for name in tables}
    assert all(n <= slot + 1 for n in frames.values()), frames
    games = data["demo_games"]            # the tables left before the run ended
    assert [g["game"] for g in games[:3]] == ["animalia", "high_society", "animimix"]
    for game in games:
        played = frames["table:" + game["game"]]
        if game["finished"]:   # ended inside its slot: gave way to its scoring and results
            assert played < slot and data["scenes"]["scoring"]["frames"] > 0 \
                and data["scenes"]["results"]["frames"] > 0, (game, data["scenes"])
        else:                  # played out its slot
            assert slot - 1 <= played <= slot + 1, (game, played)
    assert frames["table:origami"] >= 240, frames     # still 4 s of the last game


def test_stats_say_how_long_the_first_screen_took(tmp_path):
    stats = tmp_path / "stats.json"
    proc = run_main(["--headless", "--frames", "2", "--stats", str(stats), "--save-dir",
                     str(tmp_path)])
    assert proc.returncode == 0, proc.stderr
    data = json.loads(stats.read_text())
    assert data["first_scene"] == "title"
    assert 0 < data["first_frame_ms"] < 120_000       # a figure for the README, not a limit


def test_missing_audio_device_is_silent_not_fatal(tmp_path):
    stats = tmp_path / "stats.json"
    proc = run_main(["--frames", "20", "--windowed", "--stats", str(stats), "--save-dir",
                     str(tmp_path)], env_extra={"SDL_AUDIODRIVER": "no_such_audio_driver"})
    assert proc.returncode == 0, proc.stderr
    assert json.loads(stats.read_text())["frames"] == 20
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize("paced", [True, False])
def test_only_a_paced_headless_demo_waits_for_the_clock(tmp_path, monkeypatch, paced):
    """The headless --demo keeps 60 frames a second (one Clock.tick per frame);
    --unpaced (tests) never waits. The loop is what is tested: it runs over the title
    (building the demo's tables would take seconds)."""
    from scenes.shell.app import App, AppOptions
    from scenes.menus.title import TitleScene
    ticks = []

    class Clock:
        def tick(self, fps=0):
            ticks.append(fps)
            return 0

    monkeypatch.setattr(pygame.time, "Clock", Clock)
    monkeypatch.setattr(App, "first_scene", lambda app: TitleScene(app))
    app = App(AppOptions(headless=True, demo=True, paced=paced, frames=3, bot_process=False,
                         save_dir=tmp_path))
    assert app.run() == 0
    assert app.frame == 3 and ticks == ([60] * 3 if paced else [])


def test_a_failing_mixer_is_replaced_by_silence(tmp_path):
    class Broken:
        def play(self, name):
            raise RuntimeError("device lost")

        def set_volumes(self, **kwargs):
            raise RuntimeError("device lost")

    app = make_app(tmp_path)
    try:
        app.mixer = Broken()
        app.play_sound("flip")
        assert isinstance(app.mixer, SilentMixer)
        app.settings.mute = True
        app.save_settings()
        step(app, 2)
    finally:
        app.shutdown()


def test_settings_apply_at_once_and_persist(tmp_path):
    from scenes.shell.input import Action, ActionEvent
    from scenes.menus.settings import SettingsScene
    from scene_helpers import start
    app = make_app(tmp_path)
    try:
        scene = SettingsScene(app)
        start(app, scene)
        assert app.lang == "fr"
        scene.action(ActionEvent(Action.RIGHT))          # language is the first row
        assert app.lang == "en"
        scene.menu.focus = 1                              # master volume
        scene.action(ActionEvent(Action.LEFT))
        assert app.settings.master == 0.7
        saved = json.loads((tmp_path / "settings.json").read_text())
        assert saved["lang"] == "en" and saved["master"] == 0.7 and "kiosk" not in saved
    finally:
        app.shutdown()
    app = make_app(tmp_path)
    try:
        assert app.lang == "en" and app.settings.master == 0.7
    finally:
        app.shutdown()


def test_title_starts_the_attract_loop_when_idle_and_input_returns(tmp_path):
    from scenes.shell.input import Action, ActionEvent
    from scenes.menus.title import TitleScene
    from scene_helpers import start
    app = make_app(tmp_path, config={"attract_after": 5})
    try:
        start(app, TitleScene(app))
        step(app, 60 * 5 + 3)
        assert app.stack.top.name == "table" and app.stack.top.demo is not None
        app.dispatch(ActionEvent(Action.CONFIRM))
        step(app)
        assert app.stack.top.name == "title"
    finally:
        app.shutdown()


def test_unwritable_stats_is_one_line_at_start(tmp_path, capsys):
    from main import main
    stats = tmp_path / "no" / "such" / "dir"
    (tmp_path / "no").write_text("a file, not a folder")
    assert main(["--headless", "--frames", "2", "--save-dir", str(tmp_path), "--stats",
                 str(stats / "s.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--stats" in err and "no such folder" in err


def test_half_points_are_written_with_a_fraction():
    from scenes.menus.results import _fmt
    assert (_fmt(7.5), _fmt(0.5), _fmt(8.0), _fmt(3)) == ("7½", "½", "8", "3")


def test_the_bot_worker_runs_at_a_lower_priority(tmp_path):
    from scenes.shell.loop import BOT_NICENESS
    app = make_app(tmp_path, bot_process=True)
    try:
        pid = app.bots.pid
        if pid is None:           # processes unavailable: the in-process fallback is used
            return
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, mine + BOT_NICENESS)
    finally:
        app.shutdown()
