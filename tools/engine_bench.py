"""Engines' CPU cost per move beside a no-rules floor, at 2 players (or the fewest) and
at the most, for every game: the table in docs/performance.md.

    python tools/engine_bench.py [--moves 2000] [--rounds 5] [--json FILE]

Per move: legal_moves, a random pick (the game's seeded Rng), play and is_over, over
seeded random playouts of new deals in every round (see `game.bench.move_costs`). The
floor is the same picks from freshly built lists of the same lengths: what a game with
no rules would cost. CPU time of this process, medians over the rounds; the budget is
ratio <= 5.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import GAME_IDS, load_game  # noqa: E402
from game.bench import BATCHES, PER_MOVE_MOVES, move_costs  # noqa: E402

BUDGET = 5.0             # an engine's move may cost this many floors


def player_counts(game_id: str) -> list[int]:
    """2 players (or the fewest the game allows) and the most."""
    game = load_game(game_id)
    return sorted({max(2, game.min_players), game.max_players})


def table(rows: dict) -> str:
    """The figures as a Markdown table."""
    out = ["| game | players | moves | engine µs/move | floor µs/move | ratio |",
           "|---|---:|---:|---:|---:|---:|"]
    for game_id, per in rows.items():
        for players, f in per.items():
            flag = "" if f["ratio"] <= BUDGET else " (over)"
            out.append(f"| {game_id} | {players} | {f['moves']} | {f['engine_us']} | "
                       f"{f['floor_us']} | {f['ratio']}{flag} |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=PER_MOVE_MOVES,
                        help=f"moves timed per round and table row ({PER_MOVE_MOVES})")
    parser.add_argument("--rounds", type=int, default=BATCHES, help=f"rounds ({BATCHES})")
    parser.add_argument("--game", choices=GAME_IDS, action="append",
                        help="only this game (repeatable)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    if args.moves < 1 or args.rounds < 1:
        parser.error("--moves and --rounds must be positive")
    rows = {game_id: {players: move_costs(game_id, players, args.moves, args.rounds)
                      for players in player_counts(game_id)}
            for game_id in args.game or GAME_IDS}
    print(table(rows))
    print(f"load average {os.getloadavg()[0]:.2f} at the end", file=sys.stderr)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
