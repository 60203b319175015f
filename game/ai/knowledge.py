"""Game knowledge for the bots: heuristics, playout policies and evaluations.

Every game may register a `Knowledge` subclass in `game/ai/<game id>.py` (a module
attribute `KNOWLEDGE`). The generic one here knows nothing about any game: it plays
uniformly at random and evaluates an unfinished game from the current scores. All
methods receive full states that came from `determinize`, so nothing hidden leaks.
"""

from __future__ import annotations

import copy
import importlib
import math
import sys
from pathlib import Path

from game.data import read_json_file

from game.rng import Rng

SCORE_SCALE = 5.0          # points that make about a 73% lead in the generic evaluation
EPSILON = 0.25             # share of uniformly random moves in heuristic playouts
FRUGAL_VISITS = 0.25       # a cheaper move needs this share of the best one's visits
WEIGHTS_FILE = Path(__file__).with_name("weights.json")   # tools/fit_evaluation.py


class Knowledge:
    """What a bot knows about one game; the base class is game-agnostic."""

    game_id = ""
    # Moves of a playout before it is cut and evaluated (None: play to the end).
    playout_depth: int | None = None
    # From this many seats on, playouts run to the end of the game (None: playout_depth
    # at every count). A game's hard level sets it where a cut playout's estimate
    # misjudges a crowded table (docs/bots.md, "Strength at every player count").
    full_playout_seats: int | None = None
    # At a finished playout's end, from margin_players seats on, the weight of a
    # logistic in the final margin (score_estimate of the final scores) beside
    # returns() (0: the win alone). With many seats a win is rare, so a playout's 0/1
    # reward says little about the move; the margin says how near it came.
    final_margin: float = 0.0
    margin_players: int = 6
    # Points worth about one logistic unit when turning a score gap into a win chance.
    score_scale: float = SCORE_SCALE
    # Share of random moves in heuristic playouts.
    epsilon: float = EPSILON
    # Nodes the exact endgame search may visit before giving up.
    endgame_nodes: int = 60_000
    # Whether the heuristic says anything (else playouts are uniformly random).
    has_heuristic = False
    # Noise of the heuristic in playouts and at the easy level, and easy's blunder rate.
    playout_noise: float = 0.3
    # The searcher's own moves in its playouts, if set: their share of random moves and
    # their noise (None: epsilon and playout_noise, as every other seat's). The other
    # seats stand for opponents the searcher cannot read; its own later moves are its
    # own search's.
    searcher_epsilon: float | None = None
    searcher_noise: float | None = None
    # Whether this game's playouts draw on epsilon and playout_noise at all (and so can
    # give the searcher its own): a game whose playouts do not sets it False.
    noisy_playouts = True
    # From crowd_seats seats on (None: at none), a search thinks with crowd_overrides
    # (attribute, value) on a copy of this knowledge (for_table).
    crowd_seats: int | None = None
    crowd_overrides: tuple[tuple[str, object], ...] = ()
    easy_noise: float = 1.0
    easy_blunder: float = 0.15
    # Evaluate cut-offs with the weights fitted to self-play outcomes (weights.json,
    # written by tools/fit_evaluation.py) instead of estimate(), where the game names
    # its features and the file has weights for the player count.
    fitted_eval = False
    feature_names: tuple[str, ...] = ()
    # What the hard level changes over medium's search (attribute, value): what hard's
    # longer think can pay for. Expert starts from hard's knowledge.
    hard_overrides: tuple[tuple[str, object], ...] = ()
    # What else the expert level changes (attribute, value): what only its three times
    # longer think can pay for. Expert also takes the fitted evaluation (above).
    expert_overrides: tuple[tuple[str, object], ...] = ()
    # Whether the search tree branches on what chance reveals (outcome_key): without it,
    # the decisions after a card is drawn are one node whatever the card, as if the
    # player had not seen it (single-observer IS-MCTS fuses them).
    chance_nodes = False
    # The search's move: among the root moves whose mean reward is within this margin
    # of the most visited one's (and that had at least FRUGAL_VISITS of its visits), the
    # one that spends least (`move_cost`). 0: the most visited move, whatever it costs.
    frugal_margin: float = 0.0
    # A personality's taste (game/ai/personas.py; None, 0 and 0 for the plain levels):
    # `style_tilt(state, moves)` says how much each move shows the style. The easy
    # level adds style_weight times it to its move scores; a search plays, among the
    # moves within style_margin of the best (with FRUGAL_VISITS of its visits), the
    # most stylish. The tilt touches neither the evaluation nor the playouts.
    style_tilt = None
    style_weight: float = 0.0
    style_margin: float = 0.0

    def for_table(self, players: int) -> "Knowledge":
        """The knowledge a search at a table of `players` seats thinks with: this one,
        or from crowd_seats seats on a copy with crowd_overrides."""
        if self.crowd_seats is None or players < self.crowd_seats:
            return self
        crowd = copy.copy(self)
        for name, value in self.crowd_overrides:
            setattr(crowd, name, value)
        return crowd

    # -- evaluations ------------------------------------------------------------------
    def evaluate(self, state) -> list[float]:
        """A value in [0, 1] per seat: returns() when over (blended from margin_players
        seats on with a logistic in the final margin, final_margin), else an estimate."""
        if state.is_over:
            weight = self.final_margin if state.players >= self.margin_players else 0.0
            if not weight:
                return state.returns()
            final = [float(x) for x in state.scores()]
            return [(1 - weight) * won + weight * near for won, near
                    in zip(state.returns(), self.score_estimate(state, final))]
        if self.fitted_eval:
            weights = fitted_weights(self.game_id, state.players, self.feature_names)
            if weights is not None:
                return win_chances(self.eval_features(state), weights)
        return self.estimate(state)

    def estimate(self, state) -> list[float]:
        """The hand-made estimate of an unfinished game (generic: from the scores)."""
        return self.score_estimate(state, [float(x) for x in state.scores()])

    def eval_features(self, state) -> list[list[float]]:
        """Per seat, the values of feature_names (for the fitted evaluation)."""
        raise NotImplementedError(f"{self.game_id or 'this game'} names no features")

    def score_estimate(self, state, points: list[float]) -> list[float]:
        """Win chances from projected points: logistic in the gap to the best rival."""
        top = max(points)
        leader = points.index(top)
        second = max(points[:leader] + points[leader + 1:])
        out = []
        scale = self.score_scale
        for seat, own in enumerate(points):
            gap = (own - (second if seat == leader else top)) / scale
            gap = max(-30.0, min(30.0, gap))
            out.append(1.0 / (1.0 + math.exp(-gap)))
        return out

    # -- move preferences -------------------------------------------------------------
    def move_scores(self, state, moves: list) -> list[float]:
        """How good each move looks to the player to move (higher is better)."""
        return [0.0] * len(moves)

    def policy_move(self, state, moves: list, rng: Rng, noise: float):
        """The heuristic's move, its judgement blurred by `noise` (0: its best move)."""
        scores = self.move_scores(state, moves)
        if self.style_weight:
            tilts = self.style_tilt(state, moves)
            scores = [s + self.style_weight * t for s, t in zip(scores, tilts)]
        if noise:
            scores = [s + noise * rng.random() for s in scores]
        return best_of(moves, scores, rng)

    def playout_move(self, state, moves: list, rng: Rng, epsilon: float | None = None,
                     noise: float | None = None):
        """The move a playout plays: epsilon-greedy on the heuristic, else uniform (the
        knowledge's epsilon and playout_noise unless given)."""
        if len(moves) == 1:
            return moves[0]
        if not self.has_heuristic or \
                rng.random() < (self.epsilon if epsilon is None else epsilon):
            return moves[rng.randbelow(len(moves))]
        return self.policy_move(state, moves, rng,
                                self.playout_noise if noise is None else noise)

    def depth_for(self, state) -> int | None:
        """The moves a playout from `state` plays before it is evaluated (None: to the
        end): playout_depth, or the end from full_playout_seats seats on; a game may
        make it depend on the table's size otherwise."""
        seats = self.full_playout_seats
        if seats is not None and state.players >= seats:
            return None
        return self.playout_depth

    def playout_until(self, state):
        """None, or a test of the playout's state that ends it before depth_for's cut
        (a game may stop its playouts at a natural boundary)."""
        return None

    def searcher_moves_differ(self) -> bool:
        """Whether the searcher's own playout moves follow searcher_epsilon or
        searcher_noise (then the search names its seat to playout)."""
        return self.noisy_playouts and (self.searcher_epsilon is not None
                                        or self.searcher_noise is not None)

    def playout(self, state, rng: Rng, searcher: int | None = None) -> list[float]:
        """Play on with playout_move, cut off at depth_for(state), and evaluate; the
        `searcher` seat's moves with searcher_epsilon and searcher_noise.

        A game may play the same moves faster (without building every move list)."""
        depth = self.depth_for(state)
        until = self.playout_until(state)
        policy = self.playout_move
        epsilon, noise = self.searcher_epsilon, self.searcher_noise
        steps = 0
        while not state.is_over:
            if depth is not None and steps >= depth:
                break
            if until is not None and until(state):
                break
            if searcher is not None and state.current_player == searcher:
                state.play(policy(state, state.legal_moves(), rng, epsilon, noise))
            else:
                state.play(policy(state, state.legal_moves(), rng))
            steps += 1
        return self.evaluate(state)

    def tree_moves(self, state, moves: list) -> list:
        """The moves the search tree considers (a game may drop dominated ones)."""
        return moves

    def root_moves(self, state, moves: list) -> list:
        """The searcher's own moves worth searching (computed once per search)."""
        return self.tree_moves(state, moves)

    def expand_move(self, state, untried: list, rng: Rng):
        """Which untried move a tree node adds first: the heuristic's pick, else random."""
        if len(untried) == 1:
            return untried[0]
        if self.has_heuristic:
            move = self.policy_move(state, untried, rng, self.playout_noise)
            if move in untried:
                return move
        return untried[rng.randbelow(len(untried))]

    def easy_move(self, state, moves: list, rng: Rng):
        """The easy level: the heuristic with a lot of noise and some plain blunders."""
        if rng.random() < self.easy_blunder:
            return moves[rng.randbelow(len(moves))]
        return self.policy_move(state, moves, rng, self.easy_noise)

    def move_cost(self, move) -> float:
        """What a move gives up that the evaluation may miss (money shown...)."""
        return 0.0

    def margin_at(self, state) -> float:
        """The frugal margin for the decision in `state` (a game may vary it)."""
        return self.frugal_margin

    def pick(self, state, result):
        """The move a search plays from `state`: the most visited, or, within the
        frugal margin, a cheaper one the search found about as good."""
        best = result.best()
        if self.style_margin:
            return self.styled_pick(state, result)
        margin = self.margin_at(state)
        if not margin:
            return best
        top = result.moves.index(best)
        floor = result.values[top] - margin
        least = FRUGAL_VISITS * result.visits[top]
        equals = [i for i, move in enumerate(result.moves)
                  if result.visits[i] >= least and result.values[i] >= floor]
        cheapest = min(equals, key=lambda i: (self.move_cost(result.moves[i]), -result.visits[i]))
        return result.moves[cheapest]

    def styled_pick(self, state, result):
        """A personality's move: of the moves within style_margin of the most visited
        one's value (and with FRUGAL_VISITS of its visits), the one with the largest
        style_tilt, ties to the most visited."""
        best = result.best()
        top = result.moves.index(best)
        floor = result.values[top] - self.style_margin
        least = FRUGAL_VISITS * result.visits[top]
        equals = [i for i in range(len(result.moves))
                  if result.visits[i] >= least and result.values[i] >= floor]
        tilts = self.style_tilt(state, [result.moves[i] for i in equals])
        chosen = max(range(len(equals)), key=lambda k: (tilts[k], result.visits[equals[k]]))
        return result.moves[equals[chosen]]

    def outcome_key(self, state):
        """What the last move's chance revealed to every seat (a hashable key), or None
        where it revealed nothing; used by the search when chance_nodes is set."""
        return None

    # -- explanations -----------------------------------------------------------------
    def reason(self, state, move, lang: str) -> str:
        """A short reason for a move in the language (generic: what search found)."""
        from game import catalog
        return catalog.text("hint.generic.best", lang)

    # -- exact endgames ---------------------------------------------------------------
    def endgame_small(self, state) -> bool:
        """Whether the rest of the game is small enough for exact search."""
        return False

    def exact_move(self, state, moves: list):
        """A move known to be best by an exact one-player argument, or None."""
        return None


_HARD: dict[str, Knowledge] = {}
_EXPERT: dict[str, Knowledge] = {}


def hard_knowledge(game_id: str) -> Knowledge:
    """The hard level's Knowledge for a game: the game's own with its hard_overrides
    (the very same object where it has none)."""
    if game_id not in _HARD:
        knowledge = knowledge_for(game_id)
        if knowledge.hard_overrides:
            knowledge = copy.copy(knowledge)
            for name, value in knowledge.hard_overrides:
                setattr(knowledge, name, value)
        _HARD[game_id] = knowledge
    return _HARD[game_id]


def expert_knowledge(game_id: str) -> Knowledge:
    """The expert's Knowledge for a game: hard's, with the fitted evaluation (where
    weights.json has weights for the game's features) and the game's expert_overrides."""
    if game_id not in _EXPERT:
        knowledge = copy.copy(hard_knowledge(game_id))
        knowledge.fitted_eval = True
        for name, value in knowledge.expert_overrides:
            setattr(knowledge, name, value)
        _EXPERT[game_id] = knowledge
    return _EXPERT[game_id]


def level_knowledge(game_id: str, level: str) -> Knowledge:
    """The Knowledge a search level thinks with: medium the game's own, hard and
    expert theirs."""
    if level == "expert":
        return expert_knowledge(game_id)
    if level == "hard":
        return hard_knowledge(game_id)
    return knowledge_for(game_id)


def win_chances(features: list[list[float]], weights: tuple[float, ...]) -> list[float]:
    """Each seat's chance to win under a conditional logit: exp(w . f) normalised."""
    utility = [sum(w * x for w, x in zip(weights, row)) for row in features]
    top = max(utility)
    odds = [math.exp(max(-30.0, u - top)) for u in utility]
    total = sum(odds)
    return [o / total for o in odds]


_WEIGHTS: dict = {}


def fitted_weights(game_id: str, players: int, names: tuple[str, ...]) -> tuple | None:
    """The fitted weights for a game and player count, or None where weights.json has
    none, has them for other features (a stale fit is not used) or cannot be read (the
    bot then plays with its estimate, and stderr says why once)."""
    key = (game_id, players)
    if key not in _WEIGHTS:
        try:
            stored = read_json_file(WEIGHTS_FILE) if WEIGHTS_FILE.exists() else {}
            fit = stored.get(game_id, {}).get(str(players))
            ok = fit is not None and tuple(fit["features"]) == tuple(names)
            weights = tuple(float(w) for w in fit["weights"]) if ok else None
            if weights is not None and len(weights) != len(names):
                raise ValueError(f"{len(weights)} weights for {len(names)} features")
        except (OSError, ValueError, AttributeError, KeyError, TypeError) as exc:
            print(f"menagerie: {WEIGHTS_FILE}: {game_id} at {players} players: cannot use "
                  f"the fitted weights ({type(exc).__name__}: {exc}); using the estimate",
                  file=sys.stderr)
            weights = None
        _WEIGHTS[key] = weights
    return _WEIGHTS[key]


def best_of(moves: list, scores: list[float], rng: Rng):
    """The move with the highest score, ties broken by rng."""
    top = max(scores)
    best = [m for m, s in zip(moves, scores) if s == top]
    return best[0] if len(best) == 1 else best[rng.randbelow(len(best))]


_CACHE: dict[str, Knowledge] = {}


def knowledge_for(game_id: str) -> Knowledge:
    """The Knowledge registered for a game id (the generic one if none)."""
    if game_id not in _CACHE:
        try:
            module = importlib.import_module(f"game.ai.{game_id}")
            _CACHE[game_id] = module.KNOWLEDGE
        except ModuleNotFoundError as exc:
            if exc.name != f"game.ai.{game_id}":
                raise
            generic = Knowledge()
            generic.game_id = game_id
            _CACHE[game_id] = generic
    return _CACHE[game_id]
