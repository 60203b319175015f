"""Save a screenshot of one step of each tutorial: `python -m scenes.tutorial.shots`.

Runs headless (dummy SDL drivers), plays each lesson up to its chosen step through the
scene's own API (continue on info steps, the expected move on move steps), lets the
animations settle and saves `docs/screenshots/tutorial-<game>.png` (English) and
`tutorial-<game>-fr.png` (French).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from game import GAME_IDS, catalog

UNSUFFIXED_LANG = "en"      # the README's pictures: tutorial-<game>.png, no suffix
DT = 1 / 60


def shot_step(game_id: str) -> str | None:
    """The lesson step a game's screenshot shows (`TUTORIAL_SHOT` of its package)."""
    from scenes.table.layouts import game_module
    return getattr(game_module(game_id), "TUTORIAL_SHOT", None)

SETTLE_FRAMES = 90
MAX_FRAMES = 6000


def _step(app, frames: int = 1) -> None:
    for _ in range(frames):
        app.step(DT)
        app.frame += 1


def _ready(scene) -> bool:
    return not scene.layout.busy and (scene.reading() or
                                      (scene.expecting() and scene.picker is not None))


def shoot(game_id: str, lang: str, out: Path) -> Path:
    """Play `game_id`'s lesson to its screenshot step in `lang` and save the PNG."""
    import pygame

    from scenes.shell.app import App, AppOptions
    from scenes.tutorial.scene import TutorialScene
    from scenes.tutorial.script import load_script, script_path

    app = App(AppOptions(headless=True, save_dir=Path(tempfile.mkdtemp()), lang=lang,
                         bot_process=False))
    scene = TutorialScene(app, load_script(script_path(game_id)))
    app.stack.clear_to(scene)
    app.stack.apply_pending()
    for _ in range(MAX_FRAMES):
        _step(app)
        if not _ready(scene):
            continue
        if scene.step.id == shot_step(game_id):
            break
        if scene.reading():
            scene.advance()
        else:
            scene.play(scene.step.expect[0])
    _step(app, SETTLE_FRAMES)
    out.mkdir(parents=True, exist_ok=True)
    suffix = "" if lang == UNSUFFIXED_LANG else f"-{lang}"
    path = out / f"tutorial-{game_id}{suffix}.png"
    pygame.image.save(app.screen, str(path))
    app.shutdown()
    return path


def main(argv: list[str] | None = None) -> int:
    """Save the screenshots; returns the exit code."""
    parser = argparse.ArgumentParser(prog="python -m scenes.tutorial.shots")
    parser.add_argument("--out", default="docs/screenshots", help="folder for the PNGs")
    parser.add_argument("--lang", action="append", choices=catalog.languages(),
                        help="language(s) (default: every one)")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    for lang in args.lang or catalog.languages():
        for game_id in [g for g in GAME_IDS if shot_step(g)]:
            print(shoot(game_id, lang, Path(args.out)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
