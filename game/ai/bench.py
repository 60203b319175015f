"""Search speed: SO-ISMCTS iterations per second from fixed mid-game positions.

`search_bench(game_id, seconds)` plays seeded random games to a fixed move number
(a third of a typical game), then runs the `hard` bot's search from each position for
an equal share of `seconds`, and reports iterations per second of thinking, by the wall
clock and per second of this process's CPU time (the fairer figure on a busy machine).
"""

from __future__ import annotations

import statistics
import time

from game import load_game
from game.ai import ismcts
from game.ai.knowledge import hard_knowledge
from game.rng import FastRng, Rng

POSITIONS = 4              # mid-game positions per game
BENCH_SEED = 2024          # the deals the positions come from
MOVE_FRACTION = 3          # positions are at 1/MOVE_FRACTION of a random game's length


def bench_positions(game_id: str, players: int | None = None, count: int = POSITIONS) -> list:
    """Fixed mid-game positions: seeded random playouts stopped at a fixed move number."""
    game = load_game(game_id)
    players = players or min(game.max_players, max(game.min_players, 3))
    positions = []
    for index in range(count):
        seed = BENCH_SEED + index
        rng = Rng(seed)
        probe = game.new_game(players, seed)
        length = 0
        while not probe.is_over:
            moves = probe.legal_moves()
            probe.play(moves[rng.randbelow(len(moves))])
            length += 1
        state = game.new_game(players, seed)
        rng = Rng(seed)
        for _ in range(length // MOVE_FRACTION):
            moves = state.legal_moves()
            state.play(moves[rng.randbelow(len(moves))])
        positions.append(state)
    return positions


def search_bench(game_id: str, seconds: float = 2.0, players: int | None = None) -> dict:
    """Hard's IS-MCTS iterations per second of thinking (median over fixed positions)."""
    knowledge = hard_knowledge(game_id)
    positions = bench_positions(game_id, players)
    rates, cpu_rates = [], []
    total = 0
    for index, state in enumerate(positions):
        run = ismcts.Search(state, state.current_player, knowledge.for_table(state.players),
                            FastRng(index))
        start, cpu_start = time.perf_counter(), time.process_time()
        run.run(None, seconds / len(positions))
        elapsed = time.perf_counter() - start
        cpu = max(1e-6, time.process_time() - cpu_start)
        rates.append(run.iterations / elapsed)
        cpu_rates.append(run.iterations / cpu)
        total += run.iterations
    return {"players": positions[0].players, "positions": len(positions),
            "iterations": total, "iterations_per_second": round(statistics.median(rates)),
            "min_iterations_per_second": round(min(rates)),
            "iterations_per_cpu_second": round(statistics.median(cpu_rates)),
            "playout_depth": knowledge.playout_depth}


def decision_latency(game_id: str, level: str, count: int = 12,
                     players: int | None = None) -> dict:
    """Wall-clock ms per decision of a level with its default budget (p50, p95, max),
    over `count` positions spread through seeded random games."""
    from game.ai import make_bot

    game = load_game(game_id)
    players = players or min(game.max_players, max(game.min_players, 3))
    samples = []
    seed = BENCH_SEED
    while len(samples) < count:
        rng = Rng(seed)
        state = game.new_game(players, seed)
        stop = 5 + rng.randbelow(40)
        for _ in range(stop):
            if state.is_over:
                break
            moves = state.legal_moves()
            state.play(moves[rng.randbelow(len(moves))])
        seed += 1
        if state.is_over or len(state.legal_moves()) < 2:
            continue
        bot = make_bot(level, seed)
        start = time.perf_counter()
        bot.choose(state)
        samples.append(1000 * (time.perf_counter() - start))
    samples.sort()
    return {"game": game_id, "level": level, "players": players, "decisions": count,
            "p50_ms": round(samples[len(samples) // 2], 1),
            "p95_ms": round(samples[min(len(samples) - 1, int(0.95 * len(samples)))], 1),
            "max_ms": round(samples[-1], 1)}
