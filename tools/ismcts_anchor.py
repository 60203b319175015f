"""`hard` against OpenSpiel's information-set MCTS (ISMCTSBot), at equal time a move.

    pip install open_spiel           # 2.0.2 here; it brings scipy, absl-py, ml-collections
    python tools/ismcts_anchor.py --game high_society --players 3 --deals 4 --simulations 300

OpenSpiel's Python `ISMCTSBot` (open_spiel/python/algorithms/ismcts.py, the port of its
C++ bot: Cowling et al.'s single-observer IS-MCTS, UCT c = 2, one random rollout to the
end per simulation, the most visited move) plays through a thin adapter over the public
engine API (INTERFACES.md): actions are move ids handed out as moves appear, the
information state is `repr(state.observe(seat))` and every world it samples comes from
`state.determinize(seat, rng)`. It runs a fixed number of simulations a move; `hard`
then gets, for each of its moves, the mean seconds the anchor took a move so far in
this game (its first move: the anchor's mean from the previous game, else 0.2 s).
Seats are rotated over the same deals as in `python -m game tournament`; the JSON gives
hard's `returns()` share (fair share 1/players) with a Wilson 95% interval. A tool, not
a test: it needs open_spiel, which the game does not.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game import load_game  # noqa: E402
from game.ai import make_bot  # noqa: E402
from game.ai.tournament import wilson  # noqa: E402
from game.rng import Rng  # noqa: E402

UCT_C = 2.0                 # OpenSpiel's default for its ISMCTS examples
FIRST_GUESS = 0.2           # seconds for hard's first move before any anchor move is timed


class _Ids:
    """Move <-> integer action, handed out as moves appear (one table per game)."""

    def __init__(self, game) -> None:
        self.game, self.ids, self.moves = game, {}, []

    def id(self, move) -> int:
        key = json.dumps(self.game.move_to_json(move))
        if key not in self.ids:
            self.ids[key] = len(self.moves)
            self.moves.append(move)
        return self.ids[key]


class _Type:
    def __init__(self, pyspiel) -> None:
        self.dynamics = pyspiel.GameType.Dynamics.SEQUENTIAL
        self.information = pyspiel.GameType.Information.IMPERFECT_INFORMATION


class _Game:
    def __init__(self, pyspiel) -> None:
        self.type = _Type(pyspiel)

    def get_type(self):
        return self.type


class SpielState:
    """The part of pyspiel.State that OpenSpiel's Python ISMCTS and rollouts call."""

    def __init__(self, state, ids: _Ids, game: _Game) -> None:
        self.state, self.ids, self.game = state, ids, game

    def get_game(self):
        return self.game

    def current_player(self) -> int:
        return -4 if self.state.is_over else self.state.current_player   # TERMINAL

    def is_terminal(self) -> bool:
        return self.state.is_over

    def is_chance_node(self) -> bool:
        return False           # the engines draw from their own seeded rng

    def legal_actions(self, player=None) -> list[int]:
        return [self.ids.id(m) for m in self.state.legal_moves()]

    def apply_action(self, action: int) -> None:
        self.state.play(self.ids.moves[action])

    def returns(self) -> list[float]:
        return list(self.state.returns())

    def information_state_string(self, player=None) -> str:
        return repr(self.state.observe(self.state.current_player))

    def clone(self) -> "SpielState":
        return SpielState(self.state.clone(), self.ids, self.game)


def anchor_bot(pyspiel, seed: int, simulations: int):
    """OpenSpiel's ISMCTSBot, sampling worlds with the engine's determinize."""
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    random_state = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(1, random_state)
    bot = ismcts.ISMCTSBot(None, evaluator, UCT_C, simulations, random_state=random_state,
                           allow_inconsistent_action_sets=True)
    rng = Rng(seed)
    bot.set_resampler(lambda s, seat: SpielState(s.state.determinize(seat, rng), s.ids, s.game))
    return bot


def play(pyspiel, game_id: str, players: int, deal: int, hard_seat: int, simulations: int,
         guess: float) -> dict:
    """One game: hard at hard_seat, the anchor elsewhere; hard's share and the times."""
    game = load_game(game_id)
    state = game.new_game(players, deal)
    ids, spiel_game = _Ids(game), _Game(pyspiel)
    hard = make_bot("hard", deal * 1000 + hard_seat)
    anchors = {s: anchor_bot(pyspiel, deal * 1000 + s, simulations)
               for s in range(players) if s != hard_seat}
    anchor_times, hard_times = [], []
    while not state.is_over:
        seat = state.current_player
        start = time.perf_counter()
        if seat == hard_seat:
            budget = sum(anchor_times) / len(anchor_times) if anchor_times else guess
            move = hard.choose(state, time_limit=budget)
            hard_times.append(time.perf_counter() - start)
        else:
            action = anchors[seat].step(SpielState(state.clone(), ids, spiel_game))
            move = ids.moves[action]
            if len(state.legal_moves()) > 1:
                anchor_times.append(time.perf_counter() - start)
        state.apply(move)
    return {"share": state.returns()[hard_seat], "anchor_times": anchor_times,
            "hard_times": hard_times}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1, help="first deal")
    parser.add_argument("--simulations", type=int, default=300,
                        help="the anchor's simulations a move (default 300)")
    args = parser.parse_args(argv)
    try:
        import pyspiel
    except ImportError as exc:
        print(f"ismcts_anchor: open_spiel is not installed ({exc}); pip install open_spiel",
              file=sys.stderr)
        return 2
    shares, anchor_times, hard_times, guess = [], [], [], FIRST_GUESS
    for deal in range(args.seed, args.seed + args.deals):
        for hard_seat in range(args.players):
            result = play(pyspiel, args.game, args.players, deal, hard_seat,
                          args.simulations, guess)
            shares.append(result["share"])
            anchor_times += result["anchor_times"]
            hard_times += result["hard_times"]
            if anchor_times:
                guess = sum(anchor_times) / len(anchor_times)
            print(f"deal {deal} seat {hard_seat}: hard {result['share']:.2f}", file=sys.stderr)
    games = len(shares)
    mean = lambda xs: round(sum(xs) / len(xs), 4) if xs else None  # noqa: E731
    print(json.dumps({"game": args.game, "players": args.players, "games": games,
                      "hard_share": round(sum(shares) / games, 4),
                      "wilson95": wilson(sum(shares), games), "fair": round(1 / args.players, 4),
                      "simulations": args.simulations, "anchor_s_a_move": mean(anchor_times),
                      "hard_s_a_move": mean(hard_times)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
