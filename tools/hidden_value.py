"""What hidden information is worth: a cheating `hard` against an honest opponent.

    python tools/hidden_value.py --game animimix --players 2 --cheat all --against hard \
        --deals 100 --seed 3000 --iterations 1000
    python tools/hidden_value.py --game animimix --cheat all --against generic --time 0.2

A measuring stick, never a bot of the game: the cheat is the `hard` bot given a state
whose `determinize` does not re-deal what its seat cannot see.

- `--cheat all`: every determinization is the true state (hands, piles, deck, box).
- `--cheat piles` (Animimix only): the rivals' face-down cards are the true ones; their
  hands and the box are re-dealt from what is left, as an honest determinization would.

The cheat's share against an honest opponent bounds what any inference of the hidden
cards could gain (docs/bots.md, "Against a generic determinized MCTS"). The opponent is
`hard` on the same budget (`--iterations`, or `--time` seconds a move) or the generic
determinized MCTS of tools/generic_mcts.py (`--against generic`, `--time` a move for
both). Seats are rotated over the same deals; the JSON on stdout gives the cheat's
`returns()` share with a Wilson 95% interval, a progress line goes to stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game import GAME_IDS, load_game  # noqa: E402
from game.ai import make_bot  # noqa: E402
from game.rng import as_rng  # noqa: E402
from generic_mcts import GenericMCTS, rotate_seats  # noqa: E402

CHEATS = ("all", "piles")


class SeeAll:
    """The true state behind a proxy: every determinization is a plain copy of it."""

    def __init__(self, state) -> None:
        self._state = state

    def __getattr__(self, name):
        return getattr(self._state, name)

    def determinize(self, seat, rng):
        return self._state.clone()


class SeePiles(SeeAll):
    """Animimix: the rivals' face-down cards as they are; hands and box re-dealt."""

    def determinize(self, seat, rng):
        state, rng = self._state, as_rng(rng)
        unseen = state.unseen(seat)
        for p in range(state.players):
            if p != seat:
                unseen = [u - h for u, h in zip(unseen, state.hidden[p])]
        pool = [s for s, n in enumerate(unseen) for _ in range(n)]
        rng.shuffle(pool)
        world, start = state.clone(), 0
        for p in range(state.players):
            if p != seat:
                size = sum(world.hands[p])
                world.hands[p] = _counts(pool[start:start + size])
                start += size
        world.box = _counts(pool[start:])
        return world


def _counts(cards) -> list[int]:
    """Animimix species counts (8 species) of a list of species indexes."""
    counts = [0] * 8
    for species in cards:
        counts[species] += 1
    return counts


def cheating_view(state, cheat: str):
    """The state as the cheat's search sees it."""
    return SeeAll(state) if cheat == "all" else SeePiles(state)


def play_game(game_id: str, players: int, deal: int, cheat_seat: int, cheat: str,
              against: str, iterations: int | None, seconds: float | None) -> float:
    """One game; the cheat's returns() share."""
    game = load_game(game_id)
    state = game.new_game(players, deal, game.resolve_options({}, players))
    cheater = make_bot("hard", seed=deal * 31 + 1)
    honest = {seat: (GenericMCTS(deal * 31 + 2 + seat) if against == "generic"
                     else make_bot("hard", seed=deal * 31 + 2 + seat))
              for seat in range(players) if seat != cheat_seat}
    while not state.is_over:
        seat = state.current_player
        if seat == cheat_seat:
            move = cheater.choose(cheating_view(state, cheat), time_limit=seconds,
                                  iterations=iterations)
        elif against == "generic":
            move = honest[seat].choose(state, seconds)
        else:
            move = honest[seat].choose(state, time_limit=seconds, iterations=iterations)
        state.apply(move)
    return state.returns()[cheat_seat]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=GAME_IDS)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--cheat", choices=CHEATS, default="all")
    parser.add_argument("--against", choices=("hard", "generic"), default="hard")
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=None,
                        help="search budget a move, both sides (not with --against generic)")
    parser.add_argument("--time", type=float, default=None, help="seconds a move, both sides")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error(f"--deals {args.deals}: play at least one deal")
    if args.cheat == "piles" and args.game != "animimix":
        parser.error("--cheat piles exists only for animimix")
    if args.against == "generic" and args.iterations is not None:
        parser.error("the generic MCTS has no iteration budget: give --time")
    if args.iterations is None and args.time is None:
        if args.against == "generic":
            args.time = 0.2
        else:
            args.iterations = 1000
    game = load_game(args.game)
    players = args.players or game.min_players
    if not game.min_players <= players <= game.max_players:
        parser.error(f"{args.game} is for {game.min_players}-{game.max_players} players")
    result = rotate_seats(
        args.game, players, args.seed, args.deals, "cheat",
        lambda deal, seat: play_game(args.game, players, deal, seat, args.cheat, args.against,
                                     args.iterations, args.time))
    json.dump({"game": args.game, "players": players, "cheat": args.cheat,
               "against": args.against, "iterations": args.iterations,
               "seconds_per_move": args.time, "games": result["games"],
               "cheat_share": result["share"], "wilson95": result["wilson95"],
               "fair_share": result["fair_share"], "deals": result["deals"]}, sys.stdout)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
