"""The `hard` bot against a generic, off-the-shelf determinized MCTS, same wall time.

    python tools/generic_mcts.py --game origami --players 2 --deals 20 --time 0.25

The opponent is the textbook baseline that knows nothing of the game beyond the public
engine API (INTERFACES.md): "determinized UCT" (perfect-information Monte Carlo, as in
Cowling, Powley & Whitehouse 2012, section 5). For each decision it samples
determinizations of the state from the mover's point of view (`determinize`), runs
plain UCT on each (UCB1 with c = 0.7, uniformly random playouts to the end of the game,
max^n backup of `returns()`), and plays the move with the most visits summed over all
determinizations. It gets the same wall time per move as `hard`
(`make_bot("hard").choose(state, time_limit=T)`).

Seats are rotated over the same deals, as in `python -m game tournament`; the JSON on
stdout gives hard's win share (`returns()` share, fair share 1/players) with a Wilson
95% interval. This is a check, not part of the game: it lives in tools/.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from typing import Callable

from game import load_game
from game.ai import make_bot
from game.ai.tournament import wilson
from game.rng import Rng

UCB_C = 0.7
DETERMINIZATION_SECONDS = 0.05   # time given to each determinization's tree


class Node:
    """A node of one determinized UCT tree."""

    __slots__ = ("move", "parent", "mover", "children", "untried", "visits", "reward")

    def __init__(self, move, parent, mover, legal) -> None:
        self.move = move
        self.parent = parent
        self.mover = mover              # the seat that played `move` into this node
        self.children: list[Node] = []
        self.untried = list(legal)
        self.visits = 0
        self.reward = 0.0


class GenericMCTS:
    """Determinized UCT with random playouts; knows only the engine API."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, state, time_limit: float):
        seat = state.current_player
        legal = state.legal_moves()
        if len(legal) == 1:
            return legal[0]
        deadline = time.perf_counter() + time_limit
        visits: dict = {}
        while time.perf_counter() < deadline:
            world = state.determinize(seat, self.rng)
            slice_end = min(deadline, time.perf_counter() + DETERMINIZATION_SECONDS)
            root = self._search(world, slice_end)
            for child in root.children:
                visits[child.move] = visits.get(child.move, 0) + child.visits
        best = max(legal, key=lambda m: visits.get(m, -1))
        return best

    def _search(self, world, deadline: float) -> Node:
        root = Node(None, None, None, world.legal_moves())
        rng = self.rng
        while time.perf_counter() < deadline:
            node, game = root, world.clone()
            while not node.untried and node.children and not game.is_over:   # select
                log_n = math.log(node.visits)
                node = max(node.children, key=lambda c: c.reward / c.visits
                           + UCB_C * math.sqrt(log_n / c.visits))
                game.play(node.move)
            if node.untried and not game.is_over:                              # expand
                move = node.untried.pop(rng.randbelow(len(node.untried)))
                mover = game.current_player
                game.play(move)
                child = Node(move, node, mover,
                             () if game.is_over else game.legal_moves())
                node.children.append(child)
                node = child
            while not game.is_over:                                            # playout
                moves = game.legal_moves()
                game.play(moves[rng.randbelow(len(moves))])
            returns = game.returns()
            while node is not None:                                            # backup
                node.visits += 1
                if node.mover is not None:
                    node.reward += returns[node.mover]
                node = node.parent
        return root


def play_game(game_id: str, players: int, seed: int, hard_seat: int, seconds: float) -> float:
    """One game; hard's returns() share."""
    game = load_game(game_id)
    state = game.new_game(players, seed, game.resolve_options({}, players))
    hard = make_bot("hard", seed=seed * 31 + 1)
    generic = GenericMCTS(seed * 31 + 2)
    while not state.is_over:
        if state.current_player == hard_seat:
            move = hard.choose(state, time_limit=seconds)
        else:
            move = generic.choose(state, seconds)
        state.apply(move)
    return state.returns()[hard_seat]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--time", type=float, default=0.25, help="seconds per move, both bots")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error(f"--deals {args.deals}: play at least one deal")
    game = load_game(args.game)
    players = args.players or game.min_players
    result = rotate_seats(
        args.game, players, args.seed, args.deals, "hard",
        lambda deal, seat: play_game(args.game, players, deal, seat, args.time))
    json.dump({"game": args.game, "players": players, "games": result["games"],
               "seconds_per_move": args.time, "hard_share": result["share"],
               "wilson95": result["wilson95"], "fair_share": result["fair_share"],
               "deals": result["deals"]}, sys.stdout)
    print()
    return 0


def rotate_seats(game_id: str, players: int, first_deal: int, deals: int, who: str,
                 play: Callable[[int, int], float]) -> dict:
    """play(deal, seat) for every seat of every deal, a progress line on stderr; the
    measured seat's share (games, share, wilson95, fair_share, deals)."""
    total, share, start = 0, 0.0, time.time()
    for deal in range(first_deal, first_deal + deals):
        for seat in range(players):
            share += play(deal, seat)
            total += 1
            print(f"\r{game_id} x{players}: {total}/{deals * players} games, {who} "
                  f"{share / total:.1%}, {time.time() - start:.0f} s", end="", file=sys.stderr)
    print(file=sys.stderr)
    low, high = wilson(share, total)
    return {"games": total, "share": round(share / total, 4),
            "wilson95": [round(low, 4), round(high, 4)], "fair_share": round(1 / players, 4),
            "deals": [first_deal, first_deal + deals - 1]}


if __name__ == "__main__":
    sys.exit(main())
