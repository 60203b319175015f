"""Screenshots of a game's table mid-game, a move half made and a card inspected.

    python tools/table_shots.py GAME PLAYERS [SEED MOVES [OUT_DIR]]

A headless App plays `main.py --play GAME --seats human,easy,...` on: the bots through
their worker, the human seat by the `easy` bot's choice. At the first human turn from
move MOVES on, with nothing moving, it saves `GAME-PLAYERS.png`; then, if the human's
first step is a card that needs a second one (an Animimix hand card), it takes it and
saves `GAME-PLAYERS-step.png` with the next targets glowing; then it holds the focus on
a card with the inspect key and saves `GAME-PLAYERS-inspect.png`.
"""

from __future__ import annotations

import os
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

MAX_FRAMES = 40_000
SETTLE = 20                  # frames drawn after a change (under the inspector's 0.4 s)


def settle(app, frames: int = SETTLE) -> None:
    for _ in range(frames):
        app.step(1 / 60)
        app.frame += 1


@contextmanager
def headless_game(game: str, players: int, seed: int, lang: str = "en"):
    """A headless App playing `main.py --play GAME --seats human,easy,...` in a temporary
    data folder (the bots through their worker), shut down after."""
    import main
    from scenes.shell.app import App

    seats = ",".join(["human"] + ["easy"] * (players - 1))
    with tempfile.TemporaryDirectory() as tmp:
        app = App(main.options_from_args(["--headless", "--lang", lang, "--play", game,
                                          "--players", str(players), "--seats", seats,
                                          "--seed", str(seed), "--save-dir", tmp]))
        try:
            app.stack.push(app.first_scene())
            app.stack.apply_pending()
            yield app
        finally:
            app.shutdown()


def human_turns(app, max_frames: int = MAX_FRAMES):
    """The table at each frame where its human is to choose with nothing moving and its
    layers drawn (the caller plays a move or takes its picture); stops when the game
    leaves the table."""
    for _ in range(max_frames):
        app.step(1 / 60)
        app.frame += 1
        table = app.stack.top
        if table.name != "table":
            return
        if table.aim is not None and not table.layout.busy and table.layers_settled():
            yield table


def turn_at(app, seed: int, moves: int):
    """The table at the first human turn from move `moves` on, the human's moves chosen
    by the easy bot; None if the game left the table before."""
    from game.ai import make_bot

    me = make_bot("easy", seed=seed)
    for table in human_turns(app):
        if len(table.moves_json) >= moves:
            return table
        table.play(me.choose(table.state))
    return None


def shoot(game: str, players: int, seed: int, min_moves: int, out: Path,
          name: str | None = None) -> None:
    import pygame

    with headless_game(game, players, seed) as app:
        table = turn_at(app, seed, min_moves)
        if table is None:
            raise SystemExit(f"{game}: no human turn after move {min_moves}")
        name = name or f"{game}-{players}"
        settle(app)
        pygame.image.save(app.screen, str(out / f"{name}.png"))
        aim = table.aim
        first = next(iter(aim.next_steps()))
        moves = aim.next_steps()[first]
        if aim.tree.follow(moves[0])[1:]:
            table.take_step(first)
            settle(app)
            pygame.image.save(app.screen, str(out / f"{name}-step.png"))
            aim.back()
        cards = [t for t in aim.targets() if isinstance(t.card, str)]
        aim.focus = max(cards, key=lambda t: t.rect[2] * t.rect[3]) if cards else aim.focus
        aim.by_pointer, aim.look = False, None
        aim.toggle_look()                     # as the inspect key does
        settle(app)
        pygame.image.save(app.screen, str(out / f"{name}-inspect.png"))
        print(f"{name}: move {len(table.moves_json)}")


def main_(argv: list[str]) -> int:
    game, players = argv[0], int(argv[1])
    seed = int(argv[2]) if len(argv) > 2 else 11
    moves = int(argv[3]) if len(argv) > 3 else 3 * players
    out = Path(argv[4]) if len(argv) > 4 else Path(tempfile.gettempdir())
    out.mkdir(parents=True, exist_ok=True)
    shoot(game, players, seed, moves, out)
    return 0


if __name__ == "__main__":
    sys.exit(main_(sys.argv[1:]))
