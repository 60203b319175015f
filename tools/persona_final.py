"""Do a personality's last moves throw won games more than its level's, on the same
positions? For every last decision (game.ai.audit's `final_throw`) a personality meets
in seeded games, the breach rate of SAMPLES choices by the personality and by a bot of
its level, each drawn with its own seeds from that same position.

    python tools/persona_final.py --games animimix --kinds easy,prudence,colette --deals 100

Seat s of deal d plays kinds[(s + d) % len(kinds)] at every player count of the game
(easy kinds only: the search levels' positions cost too much here). Prints, per
personality: last decisions met, and the mean breaches per 100 choices of the
personality and of its level on them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game import load_game  # noqa: E402
from game.ai import level_of, make_bot  # noqa: E402
from game.ai.audit import Memory, final_applies, final_breach  # noqa: E402

SAMPLES = 8          # choices drawn per position and bot


def rates(game_id: str, kinds: list[str], deals: int) -> dict:
    """Per personality: [positions, its breaches, its level's breaches] (choices)."""
    game = load_game(game_id)
    out: dict = {}
    for players in range(game.min_players, game.max_players + 1):
        for deal in range(1, deals + 1):
            lineup = [kinds[(s + deal) % len(kinds)] for s in range(players)]
            state = game.new_game(players, deal)
            bots = [make_bot(kind, deal * 1000 + seat) for seat, kind in enumerate(lineup)]
            while not state.is_over:
                seat = state.current_player
                kind = lineup[seat]
                if kind != level_of(kind) and final_applies(state, seat, Memory()):
                    row = out.setdefault(kind, [0, 0, 0])
                    row[0] += 1
                    for i in range(SAMPLES):
                        for col, who in ((1, kind), (2, level_of(kind))):
                            move = make_bot(who, 7919 * i + deal).choose(state)
                            row[col] += final_breach(state, seat, move, Memory())
                state.apply(bots[seat].choose(state))
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="animalia,animimix,origami")
    parser.add_argument("--kinds", default="easy,prudence,colette")
    parser.add_argument("--deals", type=int, default=40)
    args = parser.parse_args(argv)
    report = {}
    for game_id in args.games.split(","):
        for kind, (positions, own, level) in rates(game_id, args.kinds.split(","),
                                                   args.deals).items():
            report[f"{game_id}|{kind}"] = {
                "positions": positions, "per_100": round(100 * own / (positions * SAMPLES), 2),
                "level_per_100": round(100 * level / (positions * SAMPLES), 2)}
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
