"""The absurd-move audit: seeded bot games judged by the rules of game/ai/audit.py.

    python tools/bot_audit.py --games high_society --players 3 --deals 12 --jobs 2
    python tools/bot_audit.py --games high_society --players 3 --deals 36 --first-card

For every game and player count, each deal is played once with the levels seated in
turn (seat s plays levels[(s + deal) % len(levels)]), search levels on iteration
budgets, so a run replays exactly. Every decision is judged by the game's rules; the
report gives, per rule and level, the breaches per 100 decisions the rule applies to,
with examples (game, players, deal, move number from 1, seat, move). For High Society
it also gives, per level, the deals where its highest bid on the first card reached 35,
the money it added while already leading, and the money it added against the theft
("level|nothing": owning no possession the theft could take; "level|owned"). The rules' reasons: docs/bots.md.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game import GAME_IDS, load_game  # noqa: E402
from game.ai import make_bot  # noqa: E402
from game.ai.audit import Memory, judge  # noqa: E402
from game.ai.tournament import parse_budgets  # noqa: E402

FIRST_BID_LIMIT = 35     # High Society: a first-card bid this high is a story told at dinner
EXAMPLES = 3             # examples kept per rule and level


def play_deal(task: tuple) -> dict:
    """One audited game: per level, decisions, breaches (with examples) and HS figures."""
    game_id, players, deal, lineup, budgets, first_card = task
    state = load_game(game_id).new_game(players, deal)
    bots = [make_bot(level, deal * 1000 + seat) for seat, level in enumerate(lineup)]
    memory = Memory()
    out = {"decisions": {}, "applies": {}, "breaches": {}, "examples": {},
           "first_bid": {}, "added_leading": {}, "theft_money": {}, "times": {}}
    index = 0
    first_only = first_card and game_id == "high_society"
    deck = len(state.deck) if first_only else 0
    while not state.is_over:
        if first_only and len(state.deck) != deck:
            break
        seat = state.current_player
        level = lineup[seat]
        start = time.process_time()
        move = bots[seat].choose(state, iterations=budgets.get(level))
        out["times"].setdefault(level, []).append(time.process_time() - start)
        index += 1
        out["decisions"][level] = out["decisions"].get(level, 0) + 1
        if game_id == "high_society":
            _hs_figures(state, seat, move, level, out)
        for rule, breached in judge(state, move, memory):
            key = f"{rule}|{level}"
            out["applies"][key] = out["applies"].get(key, 0) + 1
            if breached:
                out["breaches"][key] = out["breaches"].get(key, 0) + 1
                out["examples"].setdefault(key, []).append(
                    [game_id, players, deal, index, seat, str(move)])
        state.apply(move)
    return out


def _hs_figures(state, seat, move, level, out) -> None:
    """The first card's highest bid per level; money added while already leading; money
    added against the theft, by whether the seat owned a possession it could take."""
    from game.high_society.state import DECK, POSSESSION, RAISE, THEFT
    if move.TAG != "add":
        return
    if state.card == THEFT:
        owns = any(POSSESSION[c] for c in state.owned[seat])
        key = f"{level}|{'owned' if owns else 'nothing'}"
        out["theft_money"][key] = out["theft_money"].get(key, 0) + move[0]
    total = state.totals[seat] + move[0]
    if len(DECK) - len(state.deck) == 1:
        out["first_bid"][level] = max(out["first_bid"].get(level, 0), total)
    if state.phase == RAISE and state.totals[seat] > state.high:
        out["added_leading"][level] = out["added_leading"].get(level, 0) + move[0]


def tasks(args, budgets: dict) -> list[tuple]:
    """Every (game, players, deal, line-up, budgets) to play."""
    levels = args.levels.split(",")
    extra = dict(item.split("=") for item in args.extra.split(",") if item)
    extra = {key: int(value) for key, value in extra.items()}
    out = []
    for game_id in args.games.split(","):
        game = load_game(game_id)
        counts = ([int(p) for p in args.players.split(",")] if args.players
                  else range(game.min_players, game.max_players + 1))
        for players in counts:
            if not game.min_players <= players <= game.max_players:
                continue
            deals = extra.get(f"{game_id}:{players}", args.deals)
            for deal in range(args.seed, args.seed + deals):
                lineup = tuple(levels[(s + deal) % len(levels)] for s in range(players))
                out.append((game_id, players, deal, lineup, budgets, args.first_card))
    return out


def merge(results: list[dict]) -> dict:
    """Sum the games' figures."""
    total = {"decisions": {}, "applies": {}, "breaches": {}, "examples": {}, "deals": {},
             "first_bid_35": {}, "added_leading": {}, "theft_money": {}, "times": {}}
    for r in results:
        for key in ("decisions", "applies", "breaches", "added_leading", "theft_money"):
            for k, v in r[key].items():
                total[key][k] = total[key].get(k, 0) + v
        for k, v in r["examples"].items():
            total["examples"].setdefault(k, []).extend(v)
        for level, times in r["times"].items():
            total["times"].setdefault(level, []).extend(times)
        for level in r["decisions"]:
            total["deals"][level] = total["deals"].get(level, 0) + 1
        for level, bid in r["first_bid"].items():
            total["first_bid_35"][level] = (total["first_bid_35"].get(level, 0)
                                            + (bid >= FIRST_BID_LIMIT))
    return total


def report(total: dict, seconds: float, jobs: int) -> dict:
    """The summary: rates per 100 decisions, examples, HS figures, decision p95 and the
    CPU seconds the bots thought (on one core; the wall time depends on the load)."""
    rules = {}
    for key, applied in sorted(total["applies"].items()):
        rule, level = key.split("|")
        breaches = total["breaches"].get(key, 0)
        rules.setdefault(rule, {})[level] = {
            "decisions": applied, "breaches": breaches,
            "per_100": round(100.0 * breaches / applied, 2),
            "examples": total["examples"].get(key, [])[:EXAMPLES]}
    p95 = {}
    for level, times in total["times"].items():
        times = sorted(times)
        p95[level] = round(1000 * times[min(len(times) - 1, int(0.95 * len(times)))], 1)
    return {"rules": rules, "decisions": total["decisions"], "deals": total["deals"],
            "hs_first_bid_35": total["first_bid_35"], "hs_added_leading": total["added_leading"],
            "hs_theft_money": total["theft_money"],
            "cpu_p95_ms": p95, "seconds": round(seconds, 1), "jobs": jobs,
            "cpu_seconds": round(sum(sum(t) for t in total["times"].values()), 1),
            "load_before": os.getloadavg()[0]}


def table(summary: dict) -> str:
    """The report as a Markdown table: rule, level, decisions, breaches, per 100."""
    lines = ["| rule | level | decisions | breaches | per 100 | example (game, players, "
             "deal, move, seat, move) |", "|---|---|---|---|---|---|"]
    for rule, levels in summary["rules"].items():
        for level, row in levels.items():
            example = row["examples"][0] if row["examples"] else ""
            lines.append(f"| {rule} | {level} | {row['decisions']} | {row['breaches']} | "
                         f"{row['per_100']} | {example} |")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAME_IDS))
    parser.add_argument("--players", default="", help="e.g. 3,5 (default: every count)")
    parser.add_argument("--levels", default="easy,medium,hard")
    parser.add_argument("--deals", type=int, default=4, help="deals per game and count")
    parser.add_argument("--extra", default="", metavar="GAME:PLAYERS=N,...",
                        help="other deal counts, e.g. high_society:3=36")
    parser.add_argument("--seed", type=int, default=1, help="first deal")
    parser.add_argument("--iterations", default="", help="e.g. medium=200,hard=1000")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--first-card", action="store_true",
                        help="High Society: play only each deal's first auction")
    parser.add_argument("--json", metavar="FILE", help="also write the summary here")
    args = parser.parse_args(argv)
    budgets = parse_budgets(args.iterations)
    work = tasks(args, budgets)
    load = os.getloadavg()[0]
    start = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(min(args.jobs, 2)) as pool:
            results = list(pool.map(play_deal, work))
    else:
        results = [play_deal(t) for t in work]
    summary = report(merge(results), time.perf_counter() - start, args.jobs)
    summary["load_before"] = load
    summary["load_after"] = os.getloadavg()[0]
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(summary, f, indent=1)
    print(table(summary))
    print(json.dumps({k: v for k, v in summary.items() if k != "rules"}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
