"""Round robins between bot levels: win shares, Wilson intervals and Elo.

    python -m game tournament --game high_society --players 3 --levels random,easy \
        --deals 50 --iterations medium=200,hard=1000

For every pair of levels (A the later in --levels, B the earlier) and every deal, one
seat plays A and the others B, with A's seat rotated through every seat on the same deal: a pairing plays deals x players
games. A's result in a game is its `returns()` share (1/k for a k-way shared win), so
its fair share is 1/players. Elo comes from pairwise results (A against each B seat:
1 if A's return is higher, 1/2 if equal), fitted by Bradley-Terry with `random` at 0.
Search bots use iteration budgets (reproducible); `--time` uses their time limits.

Long tournaments survive being killed: with `--checkpoint FILE` every finished game is
appended to FILE as one JSON line (game.ai.checkpoint). Running the same command again
skips the games FILE records and plays the rest; the summary covers all games as if the
run had never stopped ("seconds" adds up the time spent in every run).
Adding deals to a checkpointed tournament keeps its games. `--out FILE` also writes the
summary to FILE (atomically). `--report` with the same options plays nothing: it
summarises the games FILE records so far (adding "complete", "games_recorded" and
"games_planned"), only reading FILE, so it is safe beside the run that writes it.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations
from pathlib import Path

from game import load_game
from game.ai.checkpoint import Checkpoint
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
    parser.add_argument("--checkpoint", metavar="FILE",
                        help="append each finished game to FILE (JSON lines) and, if FILE "
                             "exists, resume: skip the games it records")
    parser.add_argument("--out", metavar="FILE",
                        help="also write the JSON summary to FILE (atomically)")
    parser.add_argument("--report", action="store_true",
                        help="play nothing: summarise the games the --checkpoint FILE "
                             "records so far (read only, safe beside the running "
                             "tournament)")


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


def parse_pairs(text: str, known) -> list[tuple[str, str]]:
    """"hard:medium,medium:easy" as [("hard", "medium"), ...]; OptionError names a
    pairing that is not two different known levels."""
    pairs = []
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        names = [name.strip() for name in item.split(":")]
        if len(names) != 2 or not all(names):
            raise OptionError(f"--pairs: {item!r} must be two levels, as in hard:medium")
        for name in names:
            if name not in known:
                raise OptionError(f"--pairs: unknown level {name!r} "
                                  f"(known: {', '.join(known)})")
        if names[0] == names[1]:
            raise OptionError(f"--pairs: {item!r} pits a level against itself")
        pairs.append((names[0], names[1]))
    return pairs


def _tasks(args, pairs, budgets) -> list[tuple]:
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
    if args.deals < 1:
        raise OptionError(f"--deals: {args.deals} must be at least 1")
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    for level in levels:
        if level not in LEVELS:
            raise OptionError(f"--levels: unknown level {level!r} (known: {', '.join(LEVELS)})")
    pairs = parse_pairs(args.pairs, list(LEVELS)) or \
        [(high, low) for low, high in combinations(levels, 2)]
    budgets = parse_budgets(args.iterations)
    tasks = _tasks(args, pairs, budgets)
    if getattr(args, "report", False):
        return report(args, levels, budgets, tasks)
    checkpoint = Checkpoint(Path(args.checkpoint), tasks) if args.checkpoint else None
    results = dict(checkpoint.results) if checkpoint else {}
    earlier = checkpoint.seconds if checkpoint else 0.0
    todo = [index for index in range(len(tasks)) if index not in results]
    if results and not args.quiet:
        print(f"tournament {args.game} x{args.players}: resumed {len(results)} of "
              f"{len(tasks)} games from {args.checkpoint}", file=sys.stderr)
    start = time.perf_counter()
    try:
        for index, result in zip(todo, _play([tasks[i] for i in todo], args.jobs)):
            results[index] = result
            if checkpoint:
                checkpoint.record(tasks[index], result,
                                  earlier + time.perf_counter() - start)
            _progress(args, len(results), len(tasks), start)
    finally:
        if checkpoint:
            checkpoint.close()
    if not args.quiet:
        print(file=sys.stderr)
    return summarise(args, levels, budgets, [results[i] for i in range(len(tasks))],
                     earlier + time.perf_counter() - start)


def report(args, levels, budgets, tasks) -> dict:
    """The summary of the games a checkpoint records so far, the file only read: a
    running tournament may be appending to it (its unfinished last line is skipped)."""
    if not args.checkpoint:
        raise OptionError("--report: give the --checkpoint FILE to summarise")
    path = Path(args.checkpoint)
    if not path.exists():
        raise OptionError(f"--report: {path}: no such checkpoint")
    checkpoint = Checkpoint(path, tasks, writable=False)
    if not checkpoint.results:
        raise OptionError(f"--report: {path} records no game yet")
    played = [checkpoint.results[i] for i in sorted(checkpoint.results)]
    summary = summarise(args, levels, budgets, played, checkpoint.seconds)
    summary["complete"] = len(played) == len(tasks)
    summary["games_recorded"], summary["games_planned"] = len(played), len(tasks)
    return summary


def _play(tasks: list[tuple], jobs: int):
    """The tasks' results, in task order, from one process or a pool."""
    jobs = max(1, min(MAX_JOBS, jobs))
    if jobs == 1:
        yield from map(play_one, tasks)
    else:  # pool.map keeps the task order, so the result does not depend on jobs
        # Spawned, not forked: a fork copies the caller's threads' locks but not the
        # threads (a pytest-xdist worker's child hung on one that way).
        with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
            yield from pool.map(play_one, tasks, chunksize=1)


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
