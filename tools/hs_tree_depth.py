"""How deep High Society's search trees reach: the plies of nodes with 10 visits or more.

    python tools/hs_tree_depth.py --players 3,4,5

For each player count, 10 positions (deals 5001 and 5002, every 8th move of the first
40 of a game medium plays at 50 iterations) are searched from the seat to move: by
medium's knowledge at 200 iterations, by hard's at 1,000, and by hard's with every Add
in its tree at every count (`prune_seats` past the count). Prints, per count and
search, the mean depth and each position's. Iteration budgets and seeded searches: the
same figures on any machine. docs/bots.md, "Strength at every player count".
"""

from __future__ import annotations

import argparse
import copy
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import load_game  # noqa: E402
from game.ai import ismcts, make_bot  # noqa: E402
from game.ai.knowledge import hard_knowledge, knowledge_for  # noqa: E402
from game.rng import FastRng  # noqa: E402

LEAST_VISITS = 10
DEALS = (5001, 5002)


def depth(node, least: int = LEAST_VISITS, plies: int = 0) -> int:
    """The deepest ply under `node` reached through nodes of `least` visits or more
    (a chance node's subtrees count as the node's children)."""
    kids = list(node.children.values())
    for sub in (node.outcomes or {}).values():
        kids += sub.children.values()
    return max([depth(kid, least, plies + 1) for kid in kids if kid.visits >= least],
               default=plies)


def positions(players: int):
    """Every 8th position of the first 40 moves of medium games on DEALS."""
    for deal in DEALS:
        state = load_game("high_society").new_game(players, deal)
        bots = [make_bot("medium", deal * 1000 + seat) for seat in range(players)]
        for step in range(40):
            if state.is_over:
                break
            if step % 8 == 0 and len(state.legal_moves()) > 1:
                yield deal * 100 + step, state.clone()
            state.apply(bots[state.current_player].choose(state, iterations=50))


def searches():
    """(name, knowledge, iterations) of the three searches compared."""
    every_add = copy.copy(hard_knowledge("high_society"))
    every_add.prune_seats = 99
    return [("medium 200", knowledge_for("high_society"), 200),
            ("hard 1000", hard_knowledge("high_society"), 1000),
            ("hard 1000, every Add", every_add, 1000)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", default="3,4,5", help="player counts, e.g. 4,5")
    args = parser.parse_args(argv)
    try:
        counts = [int(x) for x in args.players.split(",")]
    except ValueError:
        parser.error(f"--players {args.players!r}: whole numbers separated by commas")
    if any(not 3 <= n <= 5 for n in counts):
        parser.error("--players: High Society seats 3 to 5 players")
    for players in counts:
        for name, knowledge, iterations in searches():
            depths = []
            for seed, state in positions(players):
                run = ismcts.Search(state, state.current_player, knowledge, FastRng(seed))
                run.run(iterations)
                depths.append(depth(run.root))
            print(f"{players} players, {name}: {statistics.mean(depths):.1f} plies {depths}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
