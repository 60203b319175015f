"""Is a personality's style visible? Seeded games, each kind seated in turn, and per
kind the figures a player would notice.

    python tools/persona_style.py --kinds easy,prudence,colette --deals 60
    python tools/persona_style.py --kinds medium,basile,margot --deals 12 --jobs 2

Seat s of deal d plays kinds[(s + d) % len(kinds)]; search levels think on iteration
budgets (medium and its personalities 200 unless --iterations says otherwise), so a run
replays exactly. The figures, per kind (means per game unless said):

- high_society: the highest bid it showed on the first card, money left at the end,
  possessions won and their points, auctions of a possession it bid in, and its
  highest bid in those auctions (mean);
- animalia: cards per lot taken, and the share of cards taken that joined a family
  already in the collection (or in the same lot);
- animimix: at the end, the share of its face-down cards in its largest species;
- origami: cards in hand at its decisions (mean), origami played.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game import load_game  # noqa: E402
from game.ai import level_of, make_bot  # noqa: E402

BUDGET = 200               # iterations of medium and its personalities by default


def play_game(task: tuple) -> dict:
    """One game: per kind seated, its figures' sums and the seats it played."""
    game_id, players, deal, lineup, budgets = task
    state = load_game(game_id).new_game(players, deal)
    bots = [make_bot(kind, deal * 1000 + seat) for seat, kind in enumerate(lineup)]
    sums = [dict.fromkeys(FIGURES[game_id], 0.0) for _ in range(players)]
    counts = [0] * players          # decisions (for the per-decision means)
    while not state.is_over:
        seat = state.current_player
        kind = lineup[seat]
        budget = budgets.get(kind, BUDGET) if level_of(kind) != "easy" else None
        move = bots[seat].choose(state, iterations=budget)
        counts[seat] += 1
        NOTE[game_id](state, seat, move, sums[seat])
        state.apply(move)
    END[game_id](state, sums)
    out: dict = {}
    for seat, kind in enumerate(lineup):
        row = out.setdefault(kind, {"games": 0, "decisions": 0, **dict.fromkeys(sums[seat], 0.0)})
        row["games"] += 1
        row["decisions"] += counts[seat]
        for key, value in sums[seat].items():
            row[key] += value
    return out


# -- per game: what a move adds to a seat's sums, and what the end adds ----------------
def hs_note(state, seat, move, sums) -> None:
    from game.high_society.state import DECK, POSSESSION
    if move.TAG != "add":
        return
    if len(DECK) - len(state.deck) == 1:
        sums["first_bid"] = max(sums["first_bid"], state.totals[seat] + move[0])
    if POSSESSION[state.card]:
        sums["possession_bids"] += not state.totals[seat]     # its first Add in the auction
        sums["possession_shown"] += move[0]                   # what it showed, all Adds


def hs_end(state, sums) -> None:
    from game.ai.high_society import money_of
    from game.high_society.state import POSSESSION
    for seat, row in enumerate(sums):
        row["money_left"] = money_of(state, seat)
        owned = [POSSESSION[c] for c in state.owned[seat] if POSSESSION[c]]
        row["possessions"] = len(owned)
        row["possession_points"] = sum(owned)


def animalia_note(state, seat, move, sums) -> None:
    from game.animalia.cards import COLLECTION_SIZE, FAMILY_OF
    if move.TAG != "take":
        return
    before = state.colls[move.collection]
    taken = state.lot[:COLLECTION_SIZE - len(before)]
    seen = {FAMILY_OF[c] for c in before}
    for card in taken:
        sums["joined"] += FAMILY_OF[card] in seen
        seen.add(FAMILY_OF[card])
    sums["takes"] += 1
    sums["taken"] += len(taken)


def animimix_end(state, sums) -> None:
    for seat, pile in enumerate(state.piles()):
        sums[seat]["largest_share"] = max(pile) / max(1, sum(pile))


def origami_note(state, seat, move, sums) -> None:
    sums["hand"] += len(state.hands[seat])
    sums["played"] += move.TAG == "play"


def _nothing(*_) -> None:
    return None


FIGURES = {"high_society": ("first_bid", "money_left", "possessions", "possession_points",
                            "possession_bids", "possession_shown"),
           "animalia": ("takes", "taken", "joined"),
           "animimix": ("largest_share",),
           "origami": ("hand", "played")}
NOTE = {"high_society": hs_note, "animalia": animalia_note, "animimix": _nothing,
        "origami": origami_note}
END = {"high_society": hs_end, "animalia": _nothing, "animimix": animimix_end,
       "origami": _nothing}


def merge(results: list[dict]) -> dict:
    """Sum the games' rows per kind."""
    total: dict = {}
    for result in results:
        for kind, row in result.items():
            into = total.setdefault(kind, dict.fromkeys(row, 0.0))
            for key, value in row.items():
                into[key] += value
    return total


def figures(game_id: str, total: dict) -> dict:
    """Per kind, the figures of the module docstring (rounded)."""
    out = {}
    for kind, row in total.items():
        games = row["games"] or 1
        if game_id == "high_society":
            fig = {k: row[k] / games for k in FIGURES[game_id] if k != "possession_shown"}
            fig["top_possession_bid"] = row["possession_shown"] / max(1, row["possession_bids"])
        elif game_id == "animalia":
            fig = {"cards_per_take": row["taken"] / max(1, row["takes"]),
                   "joined_share": row["joined"] / max(1, row["taken"])}
        elif game_id == "animimix":
            fig = {"largest_share": row["largest_share"] / games}
        else:
            fig = {"hand": row["hand"] / max(1, row["decisions"]), "played": row["played"] / games}
        out[kind] = {"games": int(row["games"]), **{k: round(v, 3) for k, v in fig.items()}}
    return out


def run(game_id: str, players: int, kinds: list[str], deals: int, seed: int = 1,
        budgets: dict | None = None, jobs: int = 1) -> dict:
    """The figures of `deals` seeded games of a game at a player count."""
    tasks = [(game_id, players, deal, tuple(kinds[(s + deal) % len(kinds)]
                                            for s in range(players)), budgets or {})
             for deal in range(seed, seed + deals)]
    if jobs > 1:
        with ProcessPoolExecutor(min(jobs, 2),
                                 mp_context=multiprocessing.get_context("spawn")) as pool:
            results = list(pool.map(play_game, tasks))
    else:
        results = [play_game(t) for t in tasks]
    return figures(game_id, merge(results))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="high_society,animalia,animimix,origami")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--kinds", default="easy,prudence,colette")
    parser.add_argument("--deals", type=int, default=24)
    parser.add_argument("--seed", type=int, default=1, help="first deal")
    parser.add_argument("--iterations", default="", help="e.g. basile=400 (default 200)")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    budgets = {k: int(v) for k, v in (p.split("=") for p in args.iterations.split(",") if p)}
    out = {game_id: run(game_id, args.players, args.kinds.split(","), args.deals, args.seed,
                        budgets, args.jobs)
           for game_id in args.games.split(",")}
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
