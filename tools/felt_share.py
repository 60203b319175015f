"""How much of the table the cards cover, measured on `--play` games mid-game.

    python tools/felt_share.py GAME [PLAYERS ...] [--seed N] [--shots DIR]

A headless App plays `main.py --play GAME --seats human,easy,...` (as
tools/table_shots.py does) to its end, the human seat by the easy bot's choice. At every
human turn it measures the share of the play area (`TABLE_AREA`: the felt left of the
right column, under the header) that the cards cover: the union of the rects of the
layout's card targets (every card on the table is one, to be inspected). The report
gives, per player count, the median and the lowest share over the middle half of the
game's human turns; with --shots, the screen at the median turn is saved as
GAME-PLAYERS-felt.png.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import numpy as np  # noqa: E402
import pygame  # noqa: E402

from scenes.table.layouts.base import TABLE_AREA  # noqa: E402
from table_shots import headless_game, human_turns, settle, turn_at  # noqa: E402


def card_share(targets, area: pygame.Rect = TABLE_AREA) -> float:
    """The share of `area` covered by the rects of the targets that are cards."""
    covered = np.zeros((area.h, area.w), dtype=bool)
    for target in targets:
        if target.card is None:
            continue
        rect = pygame.Rect(target.rect).clip(area)
        covered[rect.y - area.y:rect.bottom - area.y, rect.x - area.x:rect.right - area.x] = True
    return float(covered.mean())


def measure(game: str, players: int, seed: int, shots: Path | None) -> tuple[float, float]:
    """(median, lowest) card share over the middle half of a game's human turns."""
    from game.ai import make_bot

    shares: list[tuple[float, int]] = []
    with headless_game(game, players, seed) as app:
        me = make_bot("easy", seed=seed)
        for table in human_turns(app):
            shares.append((card_share(table.layout.targets(table.view)), len(table.moves_json)))
            table.play(me.choose(table.state))
    middle = shares[len(shares) // 4: max(len(shares) // 4 + 1, 3 * len(shares) // 4)]
    values = [share for share, _ in middle]
    median = statistics.median(values)
    if shots is not None:
        at = min(middle, key=lambda pair: abs(pair[0] - median))[1]
        shoot(game, players, seed, at, shots / f"{game}-{players}-felt.png")
    return median, min(values)


def shoot(game: str, players: int, seed: int, moves: int, path: Path) -> None:
    """The screen at the first human turn from move `moves` on."""
    with headless_game(game, players, seed) as app:
        turn_at(app, seed, moves)
        settle(app)
        pygame.image.save(app.screen, str(path))


def main_(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("players", type=int, nargs="*")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--shots", type=Path)
    args = parser.parse_args(argv)
    from game import load_game
    game = load_game(args.game)
    counts = args.players or list(range(game.min_players, game.max_players + 1))
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    for players in counts:
        median, lowest = measure(args.game, players, args.seed, args.shots)
        print(f"{args.game} {players}p seed {args.seed}: cards cover {median:.1%} of the "
              f"play area mid-game (median; lowest {lowest:.1%})")
    return 0


if __name__ == "__main__":
    sys.exit(main_())
