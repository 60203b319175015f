"""What each bot level pays for High Society's cards: money per point of possession.

    python tools/hs_prices.py --players 3 --games 100 --levels random,easy,medium,hard \
        --iterations medium=200,hard=1000 --jobs 2 --out prices3.json

For every level, plays `--games` seeded games where every seat is that level (a table
of medium bots, say), and reads the events: what each possession cost its winner
(money discarded, free wins included), what the first possession of a game cost (the
opening auction, where a bot has the most money and the least to go on), what titles
cost, what seats lost bidding on a misfortune someone else took, and the money left at
the end. Search levels use iteration budgets (reproducible; the tournament's defaults
unless `--iterations` says otherwise), so a run gives the same figures on any machine.
Game g uses deal `--seed` + g, and seat s's bot seed deal x 1000 + s, as tournaments do.
Prints a Markdown table (docs/bots.md) and, with `--out`, writes the JSON summary.
`--merge A.json B.json ...` plays nothing: it adds up the games of runs over other
deals (a long level split in two runs that each fit in a few minutes) and prints them.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import load_game  # noqa: E402
from game.ai import LEVEL_IDS, make_bot  # noqa: E402
from game.ai.tournament import MAX_JOBS, parse_budgets  # noqa: E402
from game.core import OptionError  # noqa: E402
from game.high_society.cards import CARDS  # noqa: E402

GAME_ID = "high_society"
SEARCH_LEVELS = ("medium", "hard", "expert")
COUNTERS = ("games", "possessions", "points", "paid", "first_points", "first_paid",
            "titles", "title_paid", "misfortune_lost", "money_left", "seats", "decisions",
            "seconds")


def play_game(task: tuple) -> dict:
    """One game with every seat at `level`: the counters of what was bought and paid."""
    level, players, deal, budget = task
    state = load_game(GAME_ID).new_game(players, deal)
    bots = [make_bot(level, deal * 1000 + seat) for seat in range(players)]
    counts = dict.fromkeys(COUNTERS, 0)
    counts["games"], counts["seats"] = 1, players
    first = True
    start = time.perf_counter()
    while not state.is_over:
        bot = bots[state.current_player]
        move = bot.choose(state, iterations=budget) if budget else bot.choose(state)
        counts["decisions"] += 1
        for event in state.apply(move):
            data = event.data or {}
            if event.kind == "auction_won":
                card = CARDS.physical(data["card"], data["copy"])
                value = CARDS.possession_value[card]
                if value:
                    counts["possessions"] += 1
                    counts["points"] += value
                    counts["paid"] += data["price"]
                    if first:
                        counts["first_points"] += value
                        counts["first_paid"] += data["price"]
                        first = False
                elif CARDS.kind[card] == "title":
                    counts["titles"] += 1
                    counts["title_paid"] += data["price"]
            elif event.kind == "misfortune_taken":
                counts["misfortune_lost"] += sum(sum(v) for _, v in data["discarded"])
    counts["money_left"] = sum(state.money_left())
    counts["seconds"] = time.perf_counter() - start
    return counts


def summarise(level: str, budget: int | None, totals: dict) -> dict:
    """The per-level figures from summed counters."""
    def ratio(a: str, b: str, digits: int = 2):
        return round(totals[a] / totals[b], digits) if totals[b] else None

    games = totals["games"]
    return {
        "level": level, "iterations": budget, "games": games,
        "money_per_point": ratio("paid", "points"),
        "first_money_per_point": ratio("first_paid", "first_points"),
        "possessions_per_game": round(totals["possessions"] / games, 2),
        "title_price": ratio("title_paid", "titles", 1),
        "misfortune_lost_per_game": round(totals["misfortune_lost"] / games, 1),
        "money_left_per_seat": ratio("money_left", "seats", 1),
        "seconds": round(totals["seconds"], 1), "totals": totals,
    }


def run(levels: list[str], players: int, games: int, seed: int, budgets: dict,
        jobs: int) -> list[dict]:
    """Play every level's games (in `jobs` processes) and summarise each level."""
    tasks = [(level, players, seed + g, budgets.get(level) if level in SEARCH_LEVELS else None)
             for level in levels for g in range(games)]
    jobs = max(1, min(MAX_JOBS, jobs))
    if jobs == 1:
        results = list(map(play_game, tasks))
    else:
        with ProcessPoolExecutor(jobs,
                                 mp_context=multiprocessing.get_context("spawn")) as pool:
            results = list(pool.map(play_game, tasks))
    rows = []
    for index, level in enumerate(levels):
        totals = dict.fromkeys(COUNTERS, 0)
        for counts in results[index * games:(index + 1) * games]:
            for key in COUNTERS:
                totals[key] += counts[key]
        totals["seconds"] = round(totals["seconds"], 1)
        rows.append(summarise(level, tasks[index * games][3], totals))
    return rows


def merge(paths: list[str]) -> tuple[int, list[dict]]:
    """Add up the counters of saved runs, level by level (same players and budgets)."""
    players, totals, budgets = None, {}, {}
    for path in paths:
        try:
            data = json.loads(Path(path).read_text())
            rows = [(r["level"], r["iterations"], r["totals"]) for r in data["levels"]]
            if players not in (None, data["players"]):
                raise OptionError(f"{path}: {data['players']} players, not {players}")
            players = data["players"]
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise OptionError(f"--merge: {path}: not a saved run ({exc})") from None
        for level, budget, counts in rows:
            if budgets.setdefault(level, budget) != budget:
                raise OptionError(f"--merge: {path}: {level} at {budget} iterations, "
                                  f"not {budgets[level]}")
            sums = totals.setdefault(level, dict.fromkeys(COUNTERS, 0))
            for key in COUNTERS:
                sums[key] += counts.get(key, 0)
    return players, [summarise(level, budgets[level], sums) for level, sums in totals.items()]


def markdown(rows: list[dict], players: int) -> str:
    """The summary as a Markdown table."""
    lines = ["| level | players | games | money per point | first possession, per point "
             "| possessions a game | a title's price | lost on misfortunes a game "
             "| money left a seat |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        name = r["level"] + (f" ({r['iterations']} it.)" if r["iterations"] else "")
        lines.append(f"| {name} | {players} | {r['games']} | {r['money_per_point']} "
                     f"| {r['first_money_per_point']} | {r['possessions_per_game']} "
                     f"| {r['title_price']} | {r['misfortune_lost_per_game']} "
                     f"| {r['money_left_per_seat']} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Parse the options, play, print the table; 2 on a bad option."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3, help="seats, 3-5 (default 3)")
    parser.add_argument("--games", type=int, default=100, help="games per level (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="first deal number (default 1)")
    parser.add_argument("--levels", default="random,easy,medium,hard",
                        help="comma-separated levels (default random,easy,medium,hard)")
    parser.add_argument("--iterations", default="",
                        help="search budgets, e.g. medium=200,hard=1000 (the tournament's "
                             "defaults)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (at most 2)")
    parser.add_argument("--out", metavar="FILE", help="also write the JSON summary to FILE")
    parser.add_argument("--merge", nargs="+", metavar="FILE",
                        help="play nothing: add up saved runs (--out files) and print them")
    args = parser.parse_args(argv)
    if args.merge:
        try:
            players, rows = merge(args.merge)
        except OptionError as exc:
            print(f"hs_prices: {exc}", file=sys.stderr)
            return 2
        print(markdown(rows, players))
        return 0
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    try:
        unknown = [lv for lv in levels if lv not in LEVEL_IDS]
        if unknown or not levels:
            raise OptionError(f"--levels: unknown level(s) {unknown} (known: "
                              f"{', '.join(LEVEL_IDS)})")
        if not 3 <= args.players <= 5:
            raise OptionError(f"--players: High Society takes 3 to 5 players, not {args.players}")
        if args.games <= 0:
            raise OptionError(f"--games: {args.games} must be positive")
        budgets = parse_budgets(args.iterations)
    except OptionError as exc:
        print(f"hs_prices: {exc}", file=sys.stderr)
        return 2
    rows = run(levels, args.players, args.games, args.seed, budgets, args.jobs)
    print(markdown(rows, args.players))
    if args.out:
        Path(args.out).write_text(json.dumps({"players": args.players, "seed": args.seed,
                                              "levels": rows}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
