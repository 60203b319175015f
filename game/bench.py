"""Engine speed figures for `python -m game bench`: medians, never single timings.

- random games per second: whole seeded random playouts from new_game, timed in batches
  (the median batch rate is reported, the machine being shared and noisy), by the wall
  clock and per second of this process's CPU time (steadier when other work shares the
  cores);
- microseconds per clone, legal_moves and apply (the unchecked `play`, which search
  uses) on a fixed sample of mid-game positions.
"""

from __future__ import annotations

import statistics
import time

from game import load_game
from game.rng import Rng

BATCHES = 5
SAMPLE_POSITIONS = 40
REPEATS = 200
PER_MOVE_MOVES = 2000   # `move_costs` plays deals until it has timed this many moves


def random_playout(state, rng: Rng) -> int:
    """Play uniformly random legal moves to the end; return the number of moves."""
    moves = 0
    while not state.is_over:
        state.play(rng.choice(state.legal_moves()))
        moves += 1
    return moves


def games_per_second(game_id: str, players: int, seconds: float) -> dict:
    """Median rate of whole random games over BATCHES batches of about seconds/BATCHES."""
    game = load_game(game_id)
    rng = Rng(12345)
    rates, cpu_rates, lengths = [], [], []
    seed = 0
    for _ in range(BATCHES):
        count, start, cpu_start = 0, time.perf_counter(), time.process_time()
        while True:
            lengths.append(random_playout(game.new_game(players, seed), rng))
            seed += 1
            count += 1
            elapsed = time.perf_counter() - start
            if elapsed >= seconds / BATCHES:
                break
        rates.append(count / elapsed)
        cpu_rates.append(count / max(time.process_time() - cpu_start, 1e-9))
    return {"games_per_s": round(statistics.median(rates), 1),
            "games_per_cpu_s": round(statistics.median(cpu_rates), 1),
            "moves_per_game": round(statistics.mean(lengths), 1)}


def mid_game_positions(game_id: str, players: int, count: int = SAMPLE_POSITIONS) -> list:
    """Fixed mid-game positions: seeded random playouts stopped half-way."""
    game = load_game(game_id)
    positions = []
    for seed in range(count):
        probe = game.new_game(players, seed)
        length = random_playout(probe, Rng(seed))
        state, rng = game.new_game(players, seed), Rng(seed)
        for _ in range(length // 2):
            state.play(rng.choice(state.legal_moves()))
        positions.append(state)
    return positions


def _median_us(fn, states) -> float:
    samples = []
    for state in states:
        start = time.perf_counter()
        for _ in range(REPEATS):
            fn(state)
        samples.append((time.perf_counter() - start) / REPEATS * 1e6)
    return round(statistics.median(samples), 2)


def op_costs(game_id: str, players: int) -> dict:
    """Median µs of clone, legal_moves and apply over mid-game positions."""
    states = mid_game_positions(game_id, players)
    clone_us = _median_us(lambda s: s.clone(), states)
    legal_us = _median_us(lambda s: s.legal_moves(), states)
    pairs = [(s, s.legal_moves()[0]) for s in states if not s.is_over]
    samples = []
    for state, move in pairs:
        copies = [state.clone() for _ in range(REPEATS)]
        start = time.perf_counter()
        for copy in copies:
            copy.play(move)
        samples.append((time.perf_counter() - start) / REPEATS * 1e6)
    return {"clone_us": clone_us, "legal_moves_us": legal_us,
            "apply_us": round(statistics.median(samples), 2)}


def bench_game(game_id: str, seconds: float = 1.0, search: bool = True) -> dict:
    """All figures for one game, per player count."""
    game = load_game(game_id)
    out: dict = {"per_players": {}}
    for players in range(game.min_players, game.max_players + 1):
        figures = games_per_second(game_id, players, seconds)
        figures.update(op_costs(game_id, players))
        out["per_players"][str(players)] = figures
    out["min_games_per_s"] = min(f["games_per_s"] for f in out["per_players"].values())
    out["min_games_per_cpu_s"] = min(f["games_per_cpu_s"] for f in out["per_players"].values())
    if search:
        try:
            from game.ai.bench import search_bench
        except ImportError:
            out["search"] = "unavailable: game.ai.bench not found"
        else:
            out["search"] = search_bench(game_id, seconds=max(seconds, 1.0))
    return out


def move_costs(game_id: str, players: int, least: int = PER_MOVE_MOVES,
               repeats: int = BATCHES) -> dict:
    """CPU µs per move of seeded random playouts (legal_moves, a random pick, play,
    is_over) beside the no-rules floor: the same picks from freshly built lists of the
    same lengths. Each of `repeats` rounds plays new deals until it has `least` moves
    (the engines' caches only warm up as they would over many games); the figures are
    medians over the rounds, the ratio the median of each round's engine/floor."""
    game = load_game(game_id)
    engine, floor = [], []
    seed, moves = 0, 0
    for _ in range(repeats):
        lengths: list[int] = []
        spent = 0.0
        while len(lengths) < least:
            state, rng = game.new_game(players, seed), Rng(seed)
            seed += 1
            start = time.process_time()
            while not state.is_over:
                legal = state.legal_moves()
                lengths.append(len(legal))
                state.play(rng.choice(legal))
            spent += time.process_time() - start
        engine.append(spent / len(lengths) * 1e6)
        rng = Rng(0)
        start = time.process_time()
        for length in lengths:
            rng.choice(list(range(length)))
        floor.append((time.process_time() - start) / len(lengths) * 1e6)
        moves += len(lengths)
    return {"moves": moves, "engine_us": round(statistics.median(engine), 2),
            "floor_us": round(statistics.median(floor), 2),
            "ratio": round(statistics.median(e / f for e, f in zip(engine, floor)), 2)}
