"""Machine instructions an engine runs per move beside the no-rules floor, counted by
valgrind: a cost measure that a shared machine's load cannot blur.

    python tools/engine_instructions.py GAME [--players 2] [--moves 5000]

The workload is `tools/engine_bench.py`'s: seeded random playouts of new deals from
seed 0 (legal_moves, the Rng's pick, play, is_over), then the floor's picks from fresh
lists of the same lengths. Valgrind's callgrind (`PYTHONHASHSEED=0`) counts three runs
of this file: twice MOVES moves; MOVES moves, with the deals the first run used set up
too but not played on; and twice MOVES moves plus the floor's picks. The engine's
instructions a move are the first less the second, divided by MOVES: the imports,
first calls and deals' set-ups fall out, as engine_bench leaves set-ups out of its
clock. The floor's are the third less the first, divided by twice MOVES.
Callgrind runs the process about 50 times slower than Python alone: keep --moves
modest. The CPU ratio, `tools/engine_bench.py`, remains the budget's measure: it has
run up to about twice this one for Animalia and Origami (the branch mispredictions and
cache misses that the floor's short loop does not have), near it for High Society.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game import GAME_IDS, load_game  # noqa: E402
from game.rng import Rng  # noqa: E402
from engine_trace import parse_game_moves  # noqa: E402  (tools/, this file's folder)

COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def workload(game_id: str, players: int, moves: int, floor: bool = False,
             deals: int = 0) -> int:
    """Play `moves` moves of seeded random playouts, then set up (without playing)
    the deals up to `deals`; with `floor`, then the floor's picks from fresh lists of
    the moves' lengths. Returns the deals set up."""
    game = load_game(game_id)
    lengths: list[int] = []
    seed = 0
    while len(lengths) < moves:
        state, rng = game.new_game(players, seed), Rng(seed)
        seed += 1
        while not state.is_over and len(lengths) < moves:
            legal = state.legal_moves()
            lengths.append(len(legal))
            state.play(rng.choice(legal))
    for seed in range(seed, deals):
        game.new_game(players, seed)
    if floor:
        rng = Rng(0)
        for length in lengths:
            rng.choice(list(range(length)))
    return max(seed, deals)


def instructions(game_id: str, players: int, moves: int, floor: bool = False,
                 deals: int = 0) -> tuple[int, int]:
    """Callgrind's instruction count of one run of the workload, and its deals."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
               sys.executable, __file__, game_id, "--players", str(players),
               "--moves", str(moves), "--child", "--deals", str(deals)]
    command += ["--floor"] if floor else []
    done = subprocess.run(command, capture_output=True, text=True,
                          env={**os.environ, "PYTHONHASHSEED": "0"})
    found = COLLECTED.search(done.stderr)
    if done.returncode or not found:
        raise RuntimeError(f"valgrind failed ({done.returncode}): "
                           f"{done.stderr.strip().splitlines()[-1:]}")
    return int(found.group(1)), int(done.stdout.split()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=GAME_IDS)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--moves", type=int, default=5000)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--floor", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--deals", type=int, default=0, help=argparse.SUPPRESS)
    args = parse_game_moves(parser, argv)
    if args.child:
        print(workload(args.game, args.players, args.moves, args.floor, args.deals))
        return 0
    if shutil.which("valgrind") is None:
        print("engine_instructions: valgrind is not installed "
              "(Debian: apt-get install valgrind)", file=sys.stderr)
        return 2
    try:
        both, deals = instructions(args.game, args.players, 2 * args.moves)
        first, _ = instructions(args.game, args.players, args.moves, deals=deals)
        floor, _ = instructions(args.game, args.players, 2 * args.moves, floor=True)
    except RuntimeError as error:
        print(f"engine_instructions: {error}", file=sys.stderr)
        return 1
    per_move = (both - first) / args.moves
    per_floor = (floor - both) / (2 * args.moves)
    print(f"{args.game}, {args.players} players, moves {args.moves + 1}-{2 * args.moves}: "
          f"{per_move / 1000:.2f}k instructions a move, floor {per_floor / 1000:.2f}k, "
          f"ratio {per_move / per_floor:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
