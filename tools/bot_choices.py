"""Whether a change left a bot's choices alone, and what it did to their cost.

    python tools/bot_choices.py --game animalia --players 6 [--level hard]
        [--iterations 300] [--deals 6] [--every 25]

Plays `--deals` seeded random games (deals 0, 1, ...) and keeps every `--every`-th
position with a choice; the bot of `--level` then chooses in each, on an iteration
budget (so the same code gives the same moves on any machine), each with its own seed.
It prints the positions, the CPU seconds of all the choices, and a digest of the moves
chosen: run it on two commits, and the same digest means the same moves. A speed-up
meant to change nothing shows as the same digest at less CPU (alternate the two runs:
a shared machine is noisy).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import GAME_IDS, load_game  # noqa: E402
from game.ai import make_bot  # noqa: E402
from game.rng import Rng  # noqa: E402


def positions(game_id: str, players: int, deals: int, every: int) -> list:
    """Every `every`-th position with more than one legal move of seeded random games
    (counted from the 6th move of each)."""
    kept = []
    game = load_game(game_id)
    for deal in range(deals):
        state, rng, move_number = game.new_game(players, deal), Rng(deal), 0
        while not state.is_over:
            moves = state.legal_moves()
            if move_number % every == 5 and len(moves) > 1:
                kept.append(state.clone())
            state.play(moves[rng.randbelow(len(moves))])
            move_number += 1
    return kept


def choices(states: list, level: str, iterations: int) -> tuple[list, float]:
    """The moves the level chooses (bot seed = the position's index) and their CPU
    seconds."""
    start = time.process_time()
    moves = [make_bot(level, i).choose(state, iterations=iterations)
             for i, state in enumerate(states)]
    return moves, time.process_time() - start


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=GAME_IDS)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--level", default="hard", choices=("medium", "hard", "expert"))
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--every", type=int, default=25)
    args = parser.parse_args(argv)
    states = positions(args.game, args.players, args.deals, args.every)
    moves, seconds = choices(states, args.level, args.iterations)
    digest = hashlib.md5(repr(moves).encode()).hexdigest()[:12]
    print(f"{len(states)} positions, {seconds:.2f} CPU s, moves {digest}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
