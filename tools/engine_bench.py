"""Engines' CPU cost per move beside a no-rules floor, at 2 players (or the fewest) and
at the most, for every game: the table in docs/performance.md.

    python tools/engine_bench.py [--moves 2000] [--rounds 5] [--runs 1] [--json FILE]

Per move: legal_moves, a random pick (the game's seeded Rng), play and is_over, over
seeded random playouts of new deals in every round (see `game.bench.move_costs`). The
floor is the same picks from freshly built lists of the same lengths: what a game with
no rules would cost. CPU time of this process, medians over the rounds; the budget is
ratio <= 5. With --runs N, N fresh processes each measure everything (cold caches, as
a new game would meet them) and the table gives the median of their figures and the
range of their ratios: a shared machine is noisy.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
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
    """The figures as a Markdown table (with the ratios' range when there are runs)."""
    ranged = any("ratio_range" in f for per in rows.values() for f in per.values())
    out = ["| game | players | moves | engine µs/move | floor µs/move | ratio |"
           + (" ratio range |" if ranged else ""),
           "|---|---:|---:|---:|---:|---:|" + ("---:|" if ranged else "")]
    for game_id, per in rows.items():
        for players, f in per.items():
            flag = "" if f["ratio"] <= BUDGET else " (over)"
            spread = f" {f['ratio_range'][0]}-{f['ratio_range'][1]} |" if ranged else ""
            out.append(f"| {game_id} | {players} | {f['moves']} | {f['engine_us']} | "
                       f"{f['floor_us']} | {f['ratio']}{flag} |{spread}")
    return "\n".join(out)


def in_fresh_processes(argv: list[str], runs: int) -> dict:
    """The figures of `runs` separate processes: medians, and each ratio's range."""
    results = []
    with tempfile.TemporaryDirectory() as folder:
        for run in range(runs):
            out = Path(folder) / f"run{run}.json"
            subprocess.run([sys.executable, __file__, *argv, "--json", str(out)],
                           check=True, stdout=subprocess.DEVNULL)
            results.append(json.loads(out.read_text()))
    rows: dict = {}
    for game_id, per in results[0].items():
        rows[game_id] = {}
        for players in per:
            each = [r[game_id][players] for r in results]
            ratios = [f["ratio"] for f in each]
            rows[game_id][players] = {
                "moves": each[0]["moves"],
                **{key: round(statistics.median(f[key] for f in each), 2)
                   for key in ("engine_us", "floor_us", "ratio")},
                "ratio_range": [min(ratios), max(ratios)], "runs": runs}
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=PER_MOVE_MOVES,
                        help=f"moves timed per round and table row ({PER_MOVE_MOVES})")
    parser.add_argument("--rounds", type=int, default=BATCHES, help=f"rounds ({BATCHES})")
    parser.add_argument("--game", choices=GAME_IDS, action="append",
                        help="only this game (repeatable)")
    parser.add_argument("--runs", type=int, default=1,
                        help="separate processes to take medians over (1)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    if args.moves < 1 or args.rounds < 1 or args.runs < 1:
        parser.error("--moves, --rounds and --runs must be positive")
    if args.runs > 1:
        child = ["--moves", str(args.moves), "--rounds", str(args.rounds)]
        for game_id in args.game or []:
            child += ["--game", game_id]
        rows = in_fresh_processes(child, args.runs)
    else:
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
