"""Make the README's table screenshots with the game itself.

    python tools/readme_screenshots.py [OUT_DIR]     (default docs/screenshots)

For each game, a headless App started as `main.py --play GAME --seats human,easy,...`
plays on: the bots through their worker as usual, the human seat by the `easy` bot's
choice handed to the table as the picker would. From move MIN_MOVES on, the first frame
where it is the human's turn with nothing moving and the table's layers redrawn is saved
as `table-<game>.png`.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SHOTS = {  # game: (players, seed, moves before the shot)
    "animalia": (3, 11, 48),
    "high_society": (4, 11, 40),
    "animimix": (3, 11, 9),
    "origami": (3, 11, 45),
}
MAX_FRAMES = 40_000


def shoot(game: str, players: int, seed: int, min_moves: int, out: Path) -> None:
    import pygame

    import main
    from game.ai import make_bot
    from scenes.app import App

    seats = ",".join(["human"] + ["easy"] * (players - 1))
    with tempfile.TemporaryDirectory() as tmp:
        opts = main.options_from_args(["--headless", "--lang", "en", "--play", game,
                                       "--players", str(players), "--seats", seats,
                                       "--seed", str(seed), "--save-dir", tmp])
        app = App(opts)
        try:
            app.stack.push(app.first_scene())
            app.stack.apply_pending()
            me = make_bot("easy", seed=seed)
            for _ in range(MAX_FRAMES):
                app.step(1 / 60)
                app.frame += 1
                table = app.stack.top
                if table.name != "table" or table.picker is None or table.layout.busy \
                        or not table.layers_settled():
                    continue
                if len(table.moves_json) >= min_moves:
                    pygame.image.save(app.screen, str(out / f"table-{game}.png"))
                    print(f"{game}: move {len(table.moves_json)}, frame {app.frame}")
                    return
                table.play(me.choose(table.state))
            raise SystemExit(f"{game}: no human turn after move {min_moves}")
        finally:
            app.shutdown()


def main_(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    for game, (players, seed, moves) in SHOTS.items():
        shoot(game, players, seed, moves, out)
    return 0


if __name__ == "__main__":
    sys.exit(main_(sys.argv[1:]))
