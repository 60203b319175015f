"""How often players play the heuristic's best move, beside hard's playout models.

    python tools/rival_agreement.py --game animalia --players 6 --deals 201 202 203

Six of OpenSpiel's ISMCTS (tools/ismcts_anchor.py's anchor, 100 simulations) play each
deal; at every decision of theirs with a choice, the tool notes the move they played,
and the heuristic's best (`policy_move` without noise). It prints, for the anchors, for
medium (200 iterations) on the same positions, and for playout_move at each
(epsilon, playout_noise) of --models (20 draws a position): the share of moves that
are the heuristic's best, and the share of each kind of move (its TAG). Hard's
playouts model the other seats with those settings (docs/bots.md, "The anchor").
A tool, not a test: it needs open_spiel, which the game does not.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tools"))

from game import load_game  # noqa: E402
from game.ai import make_bot  # noqa: E402
from game.ai.knowledge import hard_knowledge  # noqa: E402
from game.rng import FastRng, Rng  # noqa: E402

MODELS = ("0.05,0.3", "0.15,0.6", "0.3,1.2", "0.5,2.0", "1.0,0")
DRAWS = 20


def anchor_positions(pyspiel, game_id: str, players: int, deals: list[int]) -> list:
    """(state, legal moves, the anchor's move) at each anchor decision with a choice."""
    from ismcts_anchor import SpielState, _Game, _Ids, anchor_bot

    found = []
    for deal in deals:
        state = load_game(game_id).new_game(players, deal)
        ids, game = _Ids(), _Game(pyspiel)
        bots = [anchor_bot(pyspiel, deal * 1000 + s, 100) for s in range(players)]
        while not state.is_over:
            moves = state.legal_moves()
            move = ids.moves[bots[state.current_player].step(
                SpielState(state.clone(), ids, game))]
            if len(moves) > 1:
                found.append((state.clone(), moves, move))
            state.apply(move)
    return found


def shares(chosen: list, best: list) -> dict:
    """The share of `chosen` that are the heuristic's best, and of each kind of move."""
    kinds = Counter(m.TAG for m in chosen)
    return {"best": round(sum(c == b for c, b in zip(chosen, best)) / len(chosen), 3),
            **{tag: round(n / len(chosen), 3) for tag, n in sorted(kinds.items())}}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="animalia")
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--deals", type=int, nargs="+", default=[201, 202, 203])
    parser.add_argument("--models", nargs="*", default=list(MODELS),
                        metavar="EPSILON,NOISE", help="playout settings to compare")
    args = parser.parse_args(argv)
    try:
        models = [tuple(float(x) for x in m.split(",")) for m in args.models]
        if any(len(m) != 2 for m in models):
            raise ValueError(f"--models {' '.join(args.models)}: each is EPSILON,NOISE")
        load_game(args.game).new_game(args.players, args.deals[0])
    except ValueError as exc:
        print(f"rival_agreement: {exc}", file=sys.stderr)
        return 2
    try:
        import pyspiel
    except ImportError as exc:
        print(f"rival_agreement: open_spiel is not installed ({exc}); pip install open_spiel",
              file=sys.stderr)
        return 2
    knowledge = hard_knowledge(args.game)
    found = anchor_positions(pyspiel, args.game, args.players, args.deals)
    best = [knowledge.policy_move(s, moves, Rng(1), 0.0) for s, moves, _ in found]
    out = {"game": args.game, "players": args.players, "deals": args.deals,
           "positions": len(found), "anchor": shares([m for _, _, m in found], best)}
    medium = make_bot("medium", 7)
    out["medium"] = shares([medium.choose(s, iterations=200) for s, _, _ in found], best)
    for epsilon, noise in models:
        model = copy.copy(knowledge)
        model.epsilon, model.playout_noise = epsilon, noise
        rng = FastRng(3)
        played = [model.playout_move(s, moves, rng) for s, moves, _ in found
                  for _ in range(DRAWS)]
        out[f"playouts {epsilon},{noise}"] = shares(
            played, [b for b in best for _ in range(DRAWS)])
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
