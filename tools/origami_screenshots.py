"""Screenshots of Origami's moments, made by the game itself at 1920x1080 (the tables at
2 and 4 players are `tools/readme_screenshots.py`'s).

    python tools/origami_screenshots.py [OUT_DIR]     (default docs/screenshots)

Each shot is a headless App started as `main.py --play origami --seats human,easy,...`:
the bots play through their worker, the human seat by the `easy` bot's choice handed to
the table, until the shot's moment on a human turn with nothing moving:
- origami-paying.png: an origami half paid for, from move 30 (its cost, the cards paid,
  what is left);
- origami-inspect.png: a line card shown large, the pointer held on it.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

PAY_FRAME = 2
TIME_LIMIT = 240.0           # seconds of wall clock a shot may take (the bots think in
                             # worker processes, on the clock: frames alone do not bound it)
INSPECT_FRAMES = 40          # frames held on a card before the shot (0.4 s is enough)


def mid_game(table) -> bool:
    return len(table.moves_json) >= 40 and table.obs["stack"][-1][0] == 0


def half_paid(table) -> bool:
    stack = table.obs["stack"]
    if len(table.moves_json) < 30:
        return False
    paying = table.layout.payment(table.view)
    return stack[-1][0] == PAY_FRAME and paying is not None and bool(paying[3])


SHOTS = {  # name: (players, seed, moment, inspect a line card)
    "origami-paying": (3, 4, half_paid, False),
    "origami-inspect": (2, 11, mid_game, True),
}


def shoot(name: str, players: int, seed: int, moment, inspect: bool, out: Path) -> None:
    import pygame

    from game.ai import make_bot
    from scenes.shell.input import PointerEvent
    from table_shots import headless_game, human_turns

    with headless_game("origami", players, seed) as app:
        me = make_bot("easy", seed=seed)
        deadline = time.monotonic() + TIME_LIMIT
        for table in human_turns(app, 10**9):
            if time.monotonic() > deadline:
                break
            if moment(table):
                if inspect:
                    card = table.layout.line_rects(table.view, len(table.obs["line"]))[1]
                    table.aim.pointer(PointerEvent("move", card.center))
                    for _ in range(INSPECT_FRAMES):
                        app.step(1 / 60)
                        app.frame += 1
                pygame.image.save(app.screen, str(out / f"{name}.png"))
                print(f"{name}: move {len(table.moves_json)}, frame {app.frame}")
                return
            table.play(me.choose(table.state))
        raise SystemExit(f"{name}: no such moment on a human turn")


def main_(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    for name, (players, seed, moment, inspect) in SHOTS.items():
        shoot(name, players, seed, moment, inspect, out)
    return 0


if __name__ == "__main__":
    sys.exit(main_(sys.argv[1:]))
