"""`hard` against OpenSpiel's information-set MCTS (ISMCTSBot), at equal time a move.

    pip install open_spiel           # a tool-only extra (pyproject's `anchor`), not a
                                     # dependency of the game; 2.0.2 here
    nice -n 10 python tools/ismcts_anchor.py --game high_society --players 3 \
        --simulations 200 --games 30 --checkpoint hs3.jsonl

OpenSpiel's Python `ISMCTSBot` (open_spiel/python/algorithms/ismcts.py, the port of its
C++ bot: Cowling et al.'s single-observer IS-MCTS, UCT c = 2, one uniform random rollout
to the end per simulation, the most visited move) plays through a thin adapter over the
public engine API (INTERFACES.md): actions are move ids handed out as moves appear (the
hashable move is its own key), the information state is `repr(state.observe(seat))`
(kept, like the legal actions, until the state's next move) and every world it samples
comes from `state.determinize(seat, rng)`. Two overrides only make it cheaper: the
rollout plays its uniform random moves on the engine state without turning them into
action ids, and the node without this world's illegal moves shares the children's
statistics instead of deep-copying them (ISMCTS only reads it). It runs a fixed number of
simulations a move; `hard` then gets, for each of its moves, the mean seconds of the
anchor's last round (its last `players - 1` moves with a choice), since its moves get
faster as the game goes on (hard's first move: the anchor's mean over the run's earlier
games, else 0.2 s), or `--hard-time F` times that. Forced moves count for neither bot's
seconds a move.
`--set NAME=VALUE` screens a candidate instead: hard's Knowledge with that attribute
changed, as `tools/screen_knowledge.py --set` (its checkpoint lines record the change).

Game i of a run is deal `seed + i // players` with hard at seat `i % players`, the
anchor at every other seat. One sequential process; `--checkpoint FILE` appends each
finished game as a JSON line, and a run that finds FILE plays only the games it lacks.
The JSON gives hard's `returns()` share (fair share 1/players) with a Wilson 95% interval
and the last commit that changed game/ (the hard that was measured). A tool, not a test:
it needs open_spiel, which the game does not.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from game import load_game  # noqa: E402
from game.ai import make_bot  # noqa: E402
from game.ai.tournament import wilson  # noqa: E402
from game.rng import Rng  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "tools"))
from screen_knowledge import ScreenError, candidate_knowledge  # noqa: E402

UCT_C = 2.0                 # OpenSpiel's default for its ISMCTS examples
FIRST_GUESS = 0.2           # seconds for hard's first move before any anchor move is timed
RUN_KEYS = ("game", "players", "simulations", "seed", "hard_time", "set")  # a checkpoint's run


class _Ids:
    """Move <-> integer action, handed out as moves appear (one table per game).

    Moves are hashable and immutable (INTERFACES.md), so the move itself is the key."""

    def __init__(self) -> None:
        self.ids, self.moves = {}, []

    def id(self, move) -> int:
        action = self.ids.get(move)
        if action is None:
            action = self.ids[move] = len(self.moves)
            self.moves.append(move)
        return action


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
    """The part of pyspiel.State that OpenSpiel's Python ISMCTS and rollouts call.

    ISMCTS asks one state for its key and its actions several times between two moves
    (lookup, creation, expansion, the evaluator's prior): both are kept until the next
    apply_action."""

    def __init__(self, state, ids: _Ids, game: _Game) -> None:
        self.state, self.ids, self.game = state, ids, game
        self._actions = self._key = None

    def get_game(self):
        return self.game

    def current_player(self) -> int:
        return -4 if self.state.is_over else self.state.current_player   # TERMINAL

    def is_terminal(self) -> bool:
        return self.state.is_over

    def is_chance_node(self) -> bool:
        return False           # the engines draw from their own seeded rng

    def legal_actions(self, player=None) -> list[int]:
        if self._actions is None:
            self._actions = [self.ids.id(m) for m in self.state.legal_moves()]
        return list(self._actions)   # ISMCTS shuffles the copy it is given

    def apply_action(self, action: int) -> None:
        self.state.play(self.ids.moves[action])
        self._actions = self._key = None

    def returns(self) -> list[float]:
        return list(self.state.returns())

    def information_state_string(self, player=None) -> str:
        if self._key is None:
            self._key = repr(self.state.observe(self.state.current_player))
        return self._key

    def clone(self) -> "SpielState":
        return SpielState(self.state.clone(), self.ids, self.game)


def anchor_bot(pyspiel, seed: int, simulations: int):
    """OpenSpiel's ISMCTSBot, sampling worlds with the engine's determinize."""
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    class Rollout(mcts.RandomRolloutEvaluator):
        """OpenSpiel's one random rollout (a uniform legal move at each step, to the
        end), played on the engine state itself: no move becomes an action id."""

        def evaluate(self, state):
            world, draw = state.state.clone(), self._random_state.randint
            while not world.is_over:
                moves = world.legal_moves()
                world.play(moves[draw(len(moves))])
            return np.array(world.returns())

    class Anchor(ismcts.ISMCTSBot):
        """OpenSpiel's ISMCTSBot; its node without the moves illegal in this world is
        only read, so it shares the children's statistics instead of deep-copying them."""

        def filter_illegals(self, node, legal_actions):
            legal, kept = set(legal_actions), ismcts.ISMCTSNode()
            kept.child_info = {a: c for a, c in node.child_info.items() if a in legal}
            kept.total_visits = node.total_visits - sum(
                c.visits for a, c in node.child_info.items() if a not in legal)
            kept.prior_map = node.prior_map
            return kept

    random_state = np.random.RandomState(seed)
    evaluator = Rollout(1, random_state)
    bot = Anchor(None, evaluator, UCT_C, simulations, random_state=random_state,
                 allow_inconsistent_action_sets=True)
    rng = Rng(seed)
    bot.set_resampler(lambda s, seat: SpielState(s.state.determinize(seat, rng), s.ids, s.game))
    return bot


def play(pyspiel, game_id: str, players: int, deal: int, hard_seat: int, simulations: int,
         guess: float, factor: float = 1.0, knowledge=None) -> dict:
    """One game: hard at hard_seat (thinking with `knowledge`, if given, instead of
    hard's), the anchor elsewhere; hard's share and the times."""
    game = load_game(game_id)
    state = game.new_game(players, deal)
    ids, spiel_game = _Ids(), _Game(pyspiel)
    hard = make_bot("hard", deal * 1000 + hard_seat)
    if knowledge is not None:
        hard.knowledge = knowledge
    anchors = {s: anchor_bot(pyspiel, deal * 1000 + s, simulations)
               for s in range(players) if s != hard_seat}
    anchor_times, hard_times = [], []
    while not state.is_over:
        seat = state.current_player
        start = time.perf_counter()
        if seat == hard_seat:
            last_round = anchor_times[1 - players:]
            budget = sum(last_round) / len(last_round) if last_round else guess
            move = hard.choose(state, time_limit=budget * factor)
            if len(state.legal_moves()) > 1:
                hard_times.append(time.perf_counter() - start)
        else:
            action = anchors[seat].step(SpielState(state.clone(), ids, spiel_game))
            move = ids.moves[action]
            if len(state.legal_moves()) > 1:
                anchor_times.append(time.perf_counter() - start)
        state.apply(move)
    return {"share": state.returns()[hard_seat], "anchor_times": anchor_times,
            "hard_times": hard_times}


def commit() -> str | None:
    """The last commit that changed game/ here (the hard measured), if git can say."""
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%h", "--", "game"],
                             capture_output=True,
                             text=True, cwd=ROOT, check=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None


def load_checkpoint(path: str, identity: dict) -> list[dict]:
    """The games `path` records for this run (none if it does not exist yet); a line of
    another run is an error naming it, a half-written last line is dropped."""
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
    except FileNotFoundError:
        return []
    games = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            game = json.loads(line)
            mismatch = [k for k in RUN_KEYS if game.get(k) != identity.get(k)]
        except (ValueError, AttributeError):
            if number == len(lines):
                print(f"ismcts_anchor: {path}: line {number} half-written, dropped",
                      file=sys.stderr)
                continue
            raise SystemExit(f"ismcts_anchor: {path}: line {number} is not a game's JSON")
        if mismatch:
            differences = ", ".join(f"{k} {game.get(k)!r}, not {identity.get(k)!r}"
                                    for k in mismatch)
            raise SystemExit(f"ismcts_anchor: {path}: line {number} belongs to another run "
                             f"({differences})")
        games.append(game)
    with open(path, "w", encoding="utf-8") as handle:   # without a dropped line
        handle.writelines(json.dumps(g) + "\n" for g in games)
    return games


def summary(identity: dict, games: list[dict]) -> dict:
    """Hard's share with its Wilson 95% interval, the seconds a move, the commits."""
    shares = [g["share"] for g in games]
    anchor = [t for g in games for t in g["anchor_times"]]
    hard = [t for g in games for t in g["hard_times"]]
    mean = lambda xs: round(sum(xs) / len(xs), 4) if xs else None  # noqa: E731
    return {**identity, "games": len(games),
            "hard_share": mean(shares), "wilson95": wilson(sum(shares), len(shares)),
            "fair": round(1 / identity["players"], 4), "anchor_s_a_move": mean(anchor),
            "hard_s_a_move": mean(hard),
            "seconds_a_game": mean([g["seconds"] for g in games]),
            "commits": sorted({str(g["commit"]) for g in games})}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=None,
                        help="games to play, hard's seat rotating over the deals "
                             "(default: two deals, every seat)")
    parser.add_argument("--seed", type=int, default=1, help="first deal")
    parser.add_argument("--simulations", type=int, default=100,
                        help="the anchor's simulations a move (default 100)")
    parser.add_argument("--hard-time", type=float, default=1.0, metavar="F",
                        help="hard gets F times the anchor's mean seconds a move (default 1)")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                        help="screen a candidate: hard's Knowledge with this attribute "
                             "changed (as tools/screen_knowledge.py --set)")
    parser.add_argument("--checkpoint", metavar="FILE",
                        help="append each finished game to FILE (JSON lines); a run that "
                             "finds FILE plays only the games it does not hold")
    args = parser.parse_args(argv)
    try:
        import pyspiel
    except ImportError as exc:
        print(f"ismcts_anchor: open_spiel is not installed ({exc}); pip install open_spiel",
              file=sys.stderr)
        return 2
    try:
        load_game(args.game).new_game(args.players, args.seed)
        knowledge = (candidate_knowledge(args.game, args.set, args.players) if args.set
                     else None)
    except (ValueError, ScreenError) as exc:
        print(f"ismcts_anchor: {exc}", file=sys.stderr)
        return 2
    identity = {"game": args.game, "players": args.players, "simulations": args.simulations,
                "seed": args.seed}
    if args.hard_time != 1.0:
        identity["hard_time"] = args.hard_time
    if args.set:
        identity["set"] = args.set
    games = load_checkpoint(args.checkpoint, identity) if args.checkpoint else []
    done = {(g["deal"], g["hard_seat"]) for g in games}
    planned = args.games if args.games is not None else 2 * args.players
    here = commit()
    for index in range(planned):
        deal, hard_seat = args.seed + index // args.players, index % args.players
        if (deal, hard_seat) in done:
            continue
        anchor_times = [t for g in games for t in g["anchor_times"]]
        guess = sum(anchor_times) / len(anchor_times) if anchor_times else FIRST_GUESS
        start = time.perf_counter()
        result = play(pyspiel, args.game, args.players, deal, hard_seat,
                      args.simulations, guess, args.hard_time, knowledge)
        game = {**identity, "deal": deal, "hard_seat": hard_seat, **result,
                "seconds": round(time.perf_counter() - start, 2), "commit": here}
        games.append(game)
        if args.checkpoint:
            with open(args.checkpoint, "a", encoding="utf-8") as handle:
                handle.write(json.dumps(game) + "\n")
                handle.flush()
                os.fsync(handle.fileno())
        low, high = wilson(sum(g["share"] for g in games), len(games))
        print(f"deal {deal} seat {hard_seat}: hard {result['share']:.2f} in "
              f"{game['seconds']:.0f} s; {len(games)}/{planned} games, share "
              f"{sum(g['share'] for g in games) / len(games):.3f} [{low:.3f}-{high:.3f}]",
              file=sys.stderr, flush=True)
    print(json.dumps(summary(identity, games)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
