"""Make the README's table screenshots with the game itself.

    python tools/readme_screenshots.py [OUT_DIR]     (default docs/screenshots)

Each game at 2 players and at its most, mid-game, through `tools/table_shots.py`: a
headless `main.py --play GAME --seats human,easy,...` whose human seat is played by the
`easy` bot's choice up to a move count, then `table-<game>-<players>.png` at the first
human turn with nothing moving; at the most players also `-step.png` (a first step
taken, the next targets glowing, for a move of several steps) and `-inspect.png` (the
largest card in the inspector). Then `results.png`: a 4-player Origami game played to
its end the same way, its scoring sheet confirmed, the results celebrating.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

SHOTS = {  # game: (seed, {players: moves before the shot})
    "animalia": (11, {2: 30, 6: 60}),
    "high_society": (11, {3: 30, 5: 40}),
    "animimix": (11, {2: 8, 6: 10}),
    "origami": (11, {2: 30, 4: 45}),
}


def results_shot(out: Path, game: str = "origami", players: int = 4, seed: int = 11) -> None:
    """The results screen of a finished game, a second after it opened."""
    import tempfile

    import pygame

    import main
    from game.ai import make_bot
    from scenes.app import App
    from scenes.input import Action, ActionEvent

    seats = ",".join(["human"] + ["easy"] * (players - 1))
    with tempfile.TemporaryDirectory() as tmp:
        app = App(main.options_from_args(["--headless", "--lang", "en", "--play", game,
                                          "--players", str(players), "--seats", seats,
                                          "--seed", str(seed), "--save-dir", tmp]))
        try:
            app.stack.push(app.first_scene())
            app.stack.apply_pending()
            me = make_bot("easy", seed=seed)
            shown = 0
            for _ in range(200_000):
                app.step(1 / 60)
                app.frame += 1
                top = app.stack.top
                if top.name == "results":
                    shown += 1
                    if shown == 60:
                        pygame.image.save(app.screen, str(out / "results.png"))
                        print(f"results: {game}, {players} players")
                        return
                elif top.name == "scoring" and app.frame % 120 == 0:
                    top.action(ActionEvent(Action.CONFIRM))
                elif top.name == "table" and top.aim is not None and not top.layout.busy:
                    top.play(me.choose(top.state))
            raise SystemExit("results: the game never ended")
        finally:
            app.shutdown()


def main_(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    from table_shots import shoot
    for game, (seed, counts) in SHOTS.items():
        for players, moves in counts.items():
            shoot(game, players, seed, moves, out, name=f"table-{game}-{players}")
    results_shot(out)
    return 0


if __name__ == "__main__":
    sys.exit(main_(sys.argv[1:]))
