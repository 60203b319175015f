"""Timing script: random playouts per second of Animimix (not collected by pytest).

    .venv/bin/python tests/animimix/bench_animimix.py [players] [games] [repeats]

A playout is new_game(players, seed) then state.play(rng.choice(state.legal_moves()))
until the game is over; prints the median games/s over the repeats.
"""

from __future__ import annotations

import statistics
import sys
import time

from game import load_game
from game.rng import Rng


def games_per_second(players: int, games: int) -> float:
    """Random games per second over `games` seeded playouts."""
    game = load_game("animimix")
    rng = Rng(12345)
    start = time.perf_counter()
    for seed in range(games):
        state = game.new_game(players, seed)
        while not state.is_over:
            state.play(rng.choice(state.legal_moves()))
    return games / (time.perf_counter() - start)


def main() -> None:
    """Print the median rate per player count."""
    counts = [int(sys.argv[1])] if len(sys.argv) > 1 else [2, 3, 4, 5, 6]
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    repeats = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    for players in counts:
        rates = [games_per_second(players, games) for _ in range(repeats)]
        print(f"{players} players: median {statistics.median(rates):.0f} games/s "
              f"(min {min(rates):.0f}, max {max(rates):.0f}, {repeats} x {games})")


if __name__ == "__main__":
    main()
