"""Round robins between bot levels: win shares, Wilson intervals and Elo.

    python -m game tournament --game high_society --players 3 --levels random,easy \
        --deals 50 --iterations medium=200,hard=1000

For every pair of levels (A the later in --levels, B the earlier) and every deal, one
seat plays A and the others B, with A's seat rotated through every seat on the same deal: a pairing plays deals x players
games. A's result in a game is its `returns()` share (1/k for a k-way shared win), so
its fair share is 1/players. Elo comes from pairwise results (A against each B seat:
1 if A's return is higher, 1/2 if equal), fitted by Bradley-Terry with `random` at 0.
Search bots use iteration budgets (reproducible); `--time` uses their time limits.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations

from game import load_game
from game.core import OptionError

DEFAULT_BUDGETS = {"medium": 200, "hard": 1000, "expert": 3000}
Z95 = 1.959963984540054
MAX_JOBS = 2
ELO_ROUNDS = 200


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The tournament command's options."""
    parser.add_argument("--game", required=True, help="game id")
    parser.add_argument("--players", type=int, default=None, help="seats (default: minimum)")
    parser.add_argument("--levels", default="random,easy,medium",
                        help="comma-separated levels to pair (default random,easy,medium)")
    parser.add_argument("--pairs", default="",
                        help="only these pairings, e.g. easy:random,medium:easy")
    parser.add_argument("--deals", type=int, default=20, help="deals per pairing (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="first deal number (default 1)")
    parser.add_argument("--iterations", default="",
                        help="search budgets, e.g. medium=200,hard=1000 (defaults: "
                             + ",".join(f"{k}={v}" for k, v in DEFAULT_BUDGETS.items()) + ")")
    parser.add_argument("--time", action="store_true",
                        help="use the levels' time limits instead of iteration budgets")
    parser.add_argument("--jobs", type=int, default=1, help="processes (at most 2)")
    parser.add_argument("--quiet", action="store_true", help="no progress line on stderr")


def parse_budgets(text: str) -> dict:
    """'medium=200,hard=1000' -> {'medium': 200, 'hard': 1000} over the defaults."""
    budgets = dict(DEFAULT_BUDGETS)
    for part in filter(None, (p.strip() for p in text.split(","))):
        level, sep, value = part.partition("=")
        if not sep or not value.isdigit() or int(value) <= 0:
            raise OptionError(f"--iterations: {part!r} must be level=positive number")
        budgets[level] = int(value)
    return budgets


def play_one(task: tuple) -> dict:
    """Play one game of a line-up; returns the seats' returns and decision times."""
    from game.ai import make_bot

    game_id, players, seed, lineup, budgets, timed, focus = task
    state = load_game(game_id).new_game(players, seed)
    bots = [make_bot(level, seed * 1000 + seat) for seat, level in enumerate(lineup)]
    times: dict = {}
    while not state.is_over:
        seat = state.current_player
        level = lineup[seat]
        start = time.perf_counter()
        if timed or level not in budgets:
            move = bots[seat].choose(state)
        else:
            move = bots[seat].choose(state, iterations=budgets[level])
        times.setdefault(level, []).append(time.perf_counter() - start)
        state.apply(move)
    return {"returns": state.returns(), "lineup": list(lineup), "seed": seed, "times": times,
            "seat": focus}


def wilson(successes: float, n: int, z: float = Z95) -> list[float]:
    """Wilson score interval for a proportion (fractional successes allowed)."""
    if n == 0:
        return [0.0, 1.0]
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def fit_elo(pairwise: dict, levels: list[str]) -> dict:
    """Bradley-Terry ratings from {(a, b): [score of a, games]}, scaled to Elo."""
    strength = {level: 1.0 for level in levels}
    for _ in range(ELO_ROUNDS):
        for level in levels:
            wins = 0.0
            denominator = 0.0
            for (a, b), (score, n) in pairwise.items():
                if level == a:
                    wins += score
                    denominator += n / (strength[a] + strength[b])
                elif level == b:
                    wins += n - score
                    denominator += n / (strength[a] + strength[b])
            if denominator:
                strength[level] = max(wins, 0.5) / denominator
    anchor = strength.get("random", strength[levels[0]])
    return {level: round(400 * math.log10(strength[level] / anchor), 1) for level in levels}


def _tasks(args, levels, budgets) -> list[tuple]:
    pairs = [tuple(p.split(":")) for p in args.pairs.split(",") if p] or \
        [(high, low) for low, high in combinations(levels, 2)]
    tasks = []
    for a, b in pairs:
        for deal in range(args.deals):
            for seat in range(args.players):
                lineup = [b] * args.players
                lineup[seat] = a
                tasks.append((args.game, args.players, args.seed + deal, tuple(lineup),
                              budgets, args.time, seat))
    return tasks


def run(args) -> dict:
    """Run the round robin the parsed arguments ask for; returns the JSON result."""
    from game.ai import LEVELS

    game = load_game(args.game)
    args.players = args.players or game.min_players
    game.resolve_options({}, args.players)
    if not game.min_players <= args.players <= game.max_players:
        raise OptionError(f"--players: {args.players} is out of range for {game.id}")
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    for level in levels + [x for p in args.pairs.split(",") if p for x in p.split(":")]:
        if level not in LEVELS:
            raise OptionError(f"--levels: unknown level {level!r}")
    budgets = parse_budgets(args.iterations)
    tasks = _tasks(args, levels, budgets)
    start = time.perf_counter()
    results = []
    jobs = max(1, min(MAX_JOBS, args.jobs))
    if jobs == 1:
        for result in map(play_one, tasks):
            results.append(result)
            _progress(args, len(results), len(tasks), start)
    else:  # pool.map keeps the task order, so the result does not depend on jobs
        with ProcessPoolExecutor(jobs) as pool:
            for result in pool.map(play_one, tasks, chunksize=1):
                results.append(result)
                _progress(args, len(results), len(tasks), start)
    if not args.quiet:
        print(file=sys.stderr)
    return summarise(args, levels, budgets, results, time.perf_counter() - start)


def _progress(args, done: int, total: int, start: float) -> None:
    if not args.quiet:
        elapsed = time.perf_counter() - start
        print(f"\rtournament {args.game} x{args.players}: {done}/{total} games, "
              f"{elapsed:.0f} s", end="", file=sys.stderr, flush=True)


def summarise(args, levels, budgets, results, seconds) -> dict:
    """Pairing and level tables from the played games."""
    pairings: dict = {}
    pairwise: dict = {}
    per_level: dict = {}
    times: dict = {}
    for result in results:
        lineup, returns = result["lineup"], result["returns"]
        seat = result["seat"]
        a = lineup[seat]
        b = lineup[(seat + 1) % len(lineup)]
        entry = pairings.setdefault((a, b), [0.0, 0])
        entry[0] += returns[seat]
        entry[1] += 1
        duel = pairwise.setdefault((a, b), [0.0, 0])
        for other in range(len(lineup)):
            if other != seat:
                diff = returns[seat] - returns[other]
                duel[0] += 1.0 if diff > 0 else 0.5 if diff == 0 else 0.0
                duel[1] += 1
        for s, level in enumerate(lineup):
            won = per_level.setdefault(level, [0.0, 0])
            won[0] += returns[s]
            won[1] += 1
        for level, spent in result["times"].items():
            times.setdefault(level, []).extend(spent)
    fair = 1.0 / args.players
    from game.ai import LEVEL_IDS

    elo = fit_elo(pairwise, [lv for lv in LEVEL_IDS if lv in per_level]) if pairwise else {}
    return {
        "game": args.game, "players": args.players, "deals": args.deals,
        "first_seed": args.seed, "fair_share": round(fair, 4),
        "budgets": "time limits" if args.time else budgets,
        "pairings": [{"level": a, "against": b, "games": n, "win_share": round(w / n, 4),
                      "interval": wilson(w, n), "beats_fair_share": wilson(w, n)[0] > fair}
                     for (a, b), (w, n) in pairings.items()],
        "levels": {lv: {"games": n, "win_share": round(w / n, 4), "interval": wilson(w, n),
                        "elo": elo.get(lv), "decision_ms_p95": _p95_ms(times.get(lv, []))}
                   for lv, (w, n) in per_level.items()},
        "seconds": round(seconds, 1),
    }


def _p95_ms(samples: list[float]) -> float | None:
    if not samples:
        return None
    ordered = sorted(samples)
    return round(1000 * ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 1)
