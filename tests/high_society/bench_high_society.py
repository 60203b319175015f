"""Random-playout speed of the High Society engine (run by hand, not by pytest).

    .venv/bin/python -m tests.high_society.bench_high_society

A random playout is `state.play(rng.choice(state.legal_moves()))` from new_game to the
end. Prints, per player count, the median of 7 batches of about half a second.
"""

from __future__ import annotations

import statistics
import time

from game import load_game
from game.rng import Rng

BATCHES = 7
BATCH_SECONDS = 0.5


def rate(players: int) -> tuple[float, float]:
    """(median games per second, mean moves per game) over BATCHES batches."""
    game, rng, seed = load_game("high_society"), Rng(12345), 0
    rates, lengths = [], []
    for _ in range(BATCHES):
        start, count = time.perf_counter(), 0
        while time.perf_counter() - start < BATCH_SECONDS:
            state, moves = game.new_game(players, seed), 0
            while not state.is_over:
                state.play(rng.choice(state.legal_moves()))
                moves += 1
            seed, count = seed + 1, count + 1
            lengths.append(moves)
        rates.append(count / (time.perf_counter() - start))
    return statistics.median(rates), statistics.mean(lengths)


if __name__ == "__main__":
    for players in (3, 4, 5):
        games, moves = rate(players)
        print(f"{players} players: {games:.0f} games/s (median), {moves:.1f} moves/game")
