"""Python bytecodes and calls an engine runs per move: a cost proxy that load cannot blur.

    python tools/engine_trace.py GAME [--players 2] [--moves 10000] [--top 15]

Plays seeded random playouts (new deals from seed 0, like `tools/engine_bench.py`) and
traces `legal_moves` and `play` with `sys.settrace`, counting every bytecode and every
Python call (a comprehension counts as one), per function. The picks and the set-ups
are not traced. Tracing makes the run about 30 times slower: keep --moves modest. The
counts are the same on every run (of a fresh process: within one, the engines' caches
warm up), so two versions of an engine compare exactly; the CPU time per move
(tools/engine_bench.py) remains the measure of the budget.
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import GAME_IDS, load_game  # noqa: E402
from game.rng import Rng  # noqa: E402


def trace_moves(game_id: str, players: int, moves: int) -> tuple[int, dict, dict]:
    """(moves played, {function: bytecodes}, {function: calls}) over random playouts."""
    codes: collections.Counter = collections.Counter()
    calls: collections.Counter = collections.Counter()

    def tracer(frame, event, arg):
        name = f"{frame.f_code.co_name} ({Path(frame.f_code.co_filename).name})"
        if event == "call":
            calls[name] += 1
            frame.f_trace_opcodes = True
        elif event == "opcode":
            codes[name] += 1
        return tracer

    game = load_game(game_id)
    played, seed, previous = 0, 0, sys.gettrace()     # a coverage tool's, say
    try:
        while played < moves:
            state, rng = game.new_game(players, seed), Rng(seed)
            seed += 1
            while not state.is_over:
                sys.settrace(tracer)
                legal = state.legal_moves()
                sys.settrace(previous)
                move = rng.choice(legal)
                sys.settrace(tracer)
                state.play(move)
                sys.settrace(previous)
                played += 1
    finally:
        sys.settrace(previous)
    return played, codes, calls


def parse_game_moves(parser: argparse.ArgumentParser, argv: list[str] | None):
    """The arguments of a tool that plays GAME at --players for --moves: the player
    count must suit the game, and --moves be positive."""
    args = parser.parse_args(argv)
    game = load_game(args.game)
    if not game.min_players <= args.players <= game.max_players:
        parser.error(f"{args.game} takes {game.min_players}-{game.max_players} players")
    if args.moves < 1:
        parser.error("--moves must be positive")
    return args


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=GAME_IDS)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--moves", type=int, default=10000)
    parser.add_argument("--top", type=int, default=15, help="functions listed (15)")
    args = parse_game_moves(parser, argv)
    played, codes, calls = trace_moves(args.game, args.players, args.moves)
    print(f"{args.game}, {args.players} players, {played} moves: "
          f"{sum(codes.values()) / played:.1f} bytecodes and "
          f"{sum(calls.values()) / played:.2f} calls a move")
    for name, count in codes.most_common(args.top):
        print(f"{count / played:8.1f} {calls[name] / played:6.2f}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
