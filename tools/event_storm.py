"""Event storm: random keyboard, mouse, touch, pad, hot-plug, resize and focus events
through every scene of a headless kiosk App, checking on every frame that

- nothing raises,
- no move the engine refuses was ever played (every table move is legal),
- every table frame is drawn from observe(viewer), and the viewer is allowed to see:
  the only human, the human to play after their hand-off, or a held peek; and the
  table's cached backdrop was not drawn for another seat (a peek ended under an
  overlay must not leave its hand in the picture).

Usage: python tools/event_storm.py [FRAMES] [SEED]  (prints a JSON summary).
tests/kiosk/test_event_storm.py runs it small by default and large under `slow`.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.rng import Rng  # noqa: E402

KEYS = ("return", "escape", "up", "down", "left", "right", "tab", "p", "h", "l", "q", "e",
        "space", "backspace", "1", "2", "4", "6", "8", "f4", "f11", "a")
BUTTONS = tuple(range(15))
SCENE_EVERY = 4000           # frames between forced scene changes, so every scene is stormed
FORCED_SCENES = 15           # how many kinds of scene scenes_for cycles through
MIN_SCENE_FRAMES = 200       # a short storm changes scene sooner, but not sooner than this


class Violation(AssertionError):
    """A storm check failed."""


def random_event(rng: Rng) -> pygame.event.Event:
    """One random input, window or device event."""
    E = pygame.event.Event
    kind = rng.randbelow(12)
    pos = (rng.randbelow(1920), rng.randbelow(1080))
    if kind <= 2:
        etype = pygame.KEYDOWN if kind < 2 else pygame.KEYUP
        mod = rng.choice((0, 0, 0, pygame.KMOD_ALT, pygame.KMOD_CTRL | pygame.KMOD_SHIFT))
        return E(etype, key=pygame.key.key_code(rng.choice(KEYS)), mod=mod, scancode=0,
                 unicode="")
    if kind == 3:
        return E(rng.choice((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)),
                 pos=pos, button=rng.choice((1, 2, 3, 4)), rel=(0, 0), buttons=(0, 0, 0),
                 touch=False)
    if kind == 4:
        return E(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), touch=False, flipped=False)
    if kind == 5:
        etype = rng.choice((pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION))
        return E(etype, x=pos[0] / 1920, y=pos[1] / 1080, dx=0.0, dy=0.0,
                 finger_id=rng.randbelow(3), touch_id=0, pressure=1.0)
    if kind in (6, 7):
        etype = pygame.CONTROLLERBUTTONDOWN if kind == 6 else pygame.CONTROLLERBUTTONUP
        return E(etype, instance_id=rng.randbelow(4), button=rng.choice(BUTTONS))
    if kind == 8:
        return E(pygame.CONTROLLERAXISMOTION, instance_id=rng.randbelow(4),
                 axis=rng.randbelow(6), value=rng.randbelow(65535) - 32767)
    if kind == 9:
        etype = rng.choice((pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED))
        pad = rng.randbelow(4)
        return E(etype, device_index=pad, instance_id=pad)
    if kind == 10:
        return E(rng.choice((pygame.VIDEORESIZE, pygame.WINDOWRESIZED)), size=(800, 600),
                 w=800, h=600, x=800, y=600)
    return E(rng.choice((pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED,
                         pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED, pygame.QUIT)))


def install_checks(counters: dict):
    """Wrap TableScene.play and draw with the storm's checks; returns the undo."""
    from scenes.table.table import TableScene
    original_play, original_draw = TableScene.play, TableScene.draw

    def play(self, move):
        legal = move in self.state.legal_moves()
        ok = original_play(self, move)
        if not legal or not ok:
            raise Violation(f"illegal move {move!r} played or refused in {self.game.id}")
        counters["moves"] += 1
        return ok

    def draw(self, surface):
        check_viewer(self)
        counters["table_frames"] += 1
        return original_draw(self, surface)

    TableScene.play, TableScene.draw = play, draw

    def restore() -> None:
        TableScene.play, TableScene.draw = original_play, original_draw

    return restore


def check_viewer(table) -> None:
    """The hidden-information rule for one drawn table frame."""
    viewer = table.viewer
    if table.obs != table.state.observe(viewer):
        raise Violation("a table frame was not drawn from observe(viewer)")
    for name, layer in (("backdrop", table.static), ("log", table.log_panel)):
        drawn_for = layer.key[1] if layer.key else None
        if layer.front is not None and drawn_for is not None and drawn_for != viewer:
            raise Violation(f"the cached {name} shows seat {drawn_for}'s view, the table is "
                            f"drawn for {viewer} "
                            f"(stack {[s.name for s in table.app.stack.scenes]})")
    if viewer is None or table.state.is_over:
        return
    humans = table.humans
    if len(humans) == 1 and viewer == humans[0]:
        return
    if viewer not in humans:
        raise Violation(f"the table was drawn for seat {viewer}, not a human")
    if viewer == table.peeking:
        return
    if viewer == table.state.current_player == table.confirmed:
        return
    raise Violation(f"seat {viewer}'s view shown without hand-off or peek (current "
                    f"{table.state.current_player}, confirmed {table.confirmed}, seats {table.seats}, "
                    f"stack {[s.name for s in table.app.stack.scenes]})")


def scenes_for(app, index: int):
    """A scene to storm next (cycling through every kind of screen)."""
    from scenes.couch import CouchTableScene
    from scenes.demo import DemoScene
    from scenes.join import JoinScene
    from game.records.admin import PinStore
    from scenes.kiosk.screens import AdminMenuScene
    from scenes.kiosk.pinpad import NewPinScene, PinPadScene
    from scenes.menus.newgame import NewGameScene
    from scenes.menus.rules import RulesScene
    from scenes.menus.settings import SettingsScene
    from scenes.table.table import TableScene
    from scenes.menus.title import TitleScene
    from scenes.menus.results import ResultsScene
    from scenes.menus.scoring import ScoringScene
    games = ("high_society", "animalia", "animimix", "origami")
    game = games[index % len(games)]

    def finished(humans: int):
        """A table played to its end (random moves), for the scoring sheet and results."""
        table = TableScene(app, game, 3, ["human"] * humans + ["easy"] * (3 - humans),
                           seed=index, save=False)
        rng = Rng(index)
        while not table.state.is_over:
            table.state.apply(rng.choice(table.state.legal_moves()))
        return table

    makers = [
        lambda: TitleScene(app),
        lambda: JoinScene(app),
        lambda: CouchTableScene(app, game, 4, ["human", "human", "human", "easy"],
                                {0: "pad:0", 1: "pad:1", 2: "keyboard"}, seed=index),
        lambda: TableScene(app, game, 3, ["human", "easy", "random"], seed=index),
        lambda: TableScene(app, game, 3, ["human", "human", "random"], seed=index),
        lambda: NewGameScene(app),
        lambda: SettingsScene(app),
        lambda: RulesScene(app),
        lambda: DemoScene(app, seed=index),
        lambda: PinPadScene(app, "2468", app.admin_lock),
        lambda: AdminMenuScene(app),
        lambda: NewPinScene(app, PinStore(app.data_dir, "2468"), forced=True),
        lambda: SettingsScene(app, admin=True),
        lambda: ScoringScene(app, finished(2)),
        lambda: ResultsScene(app, finished(1)),
    ]
    return makers[index % len(makers)]()


def run_storm(frames: int, seed: int = 1, folder: Path | None = None) -> dict:
    """Storm a fresh kiosk App for `frames` frames; returns counters, raises Violation."""
    import tempfile
    from scenes.shell.app import App, AppOptions
    from game.records.kioskconfig import load_kiosk_config
    from scenes.menus.title import TitleScene
    counters = {"frames": 0, "events": 0, "moves": 0, "table_frames": 0, "scenes": {}}
    restore = install_checks(counters)
    folder = folder or Path(tempfile.mkdtemp(prefix="storm-"))
    config = load_kiosk_config({"idle": {"attract_after": 20, "still_playing_after": 30,
                                         "still_playing_countdown": 5}})
    app = App(AppOptions(headless=True, kiosk=True, save_dir=folder, bot_process=False,
                         kiosk_config=config, lang="en"))
    app.settings.anim_speed = 0.0
    app.running = True
    rng = Rng(seed)
    # a short storm (CI's) still visits every forced scene
    every = min(SCENE_EVERY, max(MIN_SCENE_FRAMES, frames // FORCED_SCENES))
    started = time.perf_counter()
    try:
        for frame in range(frames):
            if frame % every == 0 or not app.stack.scenes:
                # over a title, as in the app: leaving the scene goes back to it
                app.stack.clear_to(TitleScene(app))
                app.stack.push(scenes_for(app, frame // every + frame % 7))
                app.stack.apply_pending()
            app.running = True                  # the admin menu's Exit: keep storming
            for _ in range(rng.randbelow(4)):
                app.handle_event(random_event(rng))
                counters["events"] += 1
            app.step(1 / 60)
            app.frame += 1
            name = app.stack.top.name if app.stack.top else "none"
            counters["scenes"][name] = counters["scenes"].get(name, 0) + 1
            counters["frames"] += 1
    finally:
        app.shutdown()
        restore()          # the checks must not outlive the storm (other tests share the class)
    counters["seconds"] = round(time.perf_counter() - started, 1)
    return counters


if __name__ == "__main__":
    from cli_args import whole_numbers
    n, s = whole_numbers(sys.argv[1:], (100_000, 1),
                         "usage: python tools/event_storm.py [FRAMES [SEED]]  (whole numbers)")
    print(json.dumps(run_storm(n, s), indent=1))
