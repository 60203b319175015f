"""Origami knowledge: folds, costs and engines, from the engine's own greedy scorer.

The Origami engine ships `game.ai.origami_greedy`, a move scorer in points (a fold in hand
worth less as the game ends, a card in hand worth its folds plus a share of playing
it, action cards worth their uses to come). The bots use it as is for the easy level;
playouts and node expansion use a much cheaper scorer (`quick_scores`). Evaluation at a cut-off: each seat's score now plus what
its hand is worth (`keep_value`), a logistic in the gap to the best rival.
"""

from __future__ import annotations

from game import catalog
from game.ai.knowledge import Knowledge, best_of
from game.ai import origami_greedy as greedy
from game.origami.cards import BY_ID, COST, EFFECT, EFFECT_TYPE, FOLDS, PARAMS, POINTS
from game.origami.frames import DRAW_FOLDS, HAND_LIMIT, Frame, TakeMode

SCORE_SCALE = 4.0
QUICK_PLAY = 3.0           # quick scorer: playing beats taking
QUICK_FOLD = 0.5           # quick scorer: per fold taken, per point paid away
QUICK_ACTION = 1.5         # quick scorer: a special action
# Easy, at the hand limit: what taking a card the turn's end will make one discard costs
# beyond the worth it displaces (a turn spent, a card handed to the discard pile), and
# how much easy's noise shrinks once its hand is full (taking more, or discarding down
# to the limit). Chosen with `tools/bot_audit.py --games origami --levels easy --deals
# 60` (docs/bots.md, "Absurd moves"); 1.0 for the cost breached about as often.
OVERFLOW_COST = 0.5
LIMIT_NOISE = 0.3
# The search levels, with a full hand: the discards down to the limit they search (the
# cards least worth keeping). With all of them, medium's 200 iterations left the
# discards' visits nearly even (a card's worth moves the win chance by less than the
# playouts' noise) and it threw away a card it had just taken 27.6 times in 100
# (docs/bots.md, "Absurd moves").
LIMIT_DISCARDS = 2

# Hint reasons that do not depend on the card: the move tags with a `[hint.origami]` text.
REASONS = frozenset({"pay", "discard", "give", "copy", "place", "action", "done", "use",
                     "target", "pass"})


def projected(state) -> list[float]:
    """Per seat: points now plus the worth of the hand (greedy's keep_value without
    the effects, which cost too much to weigh at every cut-off)."""
    points = [float(p) for p in state.scores()]
    if state.is_over:
        return points
    fold = greedy.fold_value(state)
    share = greedy.PLAY_SHARE * greedy.phase(state)
    for seat, hand in enumerate(state.hands):
        points[seat] += sum(fold * FOLDS[c] + share * max(0.0, POINTS[c] - fold * COST[c])
                            for c in hand)
    return points


def kept_gain(state, seat: int, taken: list) -> float:
    """What taking `taken` adds to the worth of the hand the seat keeps: its best
    HAND_LIMIT cards after against before, less OVERFLOW_COST a card over the limit."""
    hand = [greedy.keep_value(state, seat, c) for c in state.hands[seat]]
    new = [greedy.keep_value(state, seat, c) for c in taken]
    before = sum(sorted(hand, reverse=True)[:HAND_LIMIT])
    after = sum(sorted(hand + new, reverse=True)[:HAND_LIMIT])
    over = max(0, len(hand) + len(new) - HAND_LIMIT) - max(0, len(hand) - HAND_LIMIT)
    return after - before - OVERFLOW_COST * over


def limit_take_scores(state, moves: list, scores: list[float]) -> list[float]:
    """Greedy's scores, with every take (and every action that takes) that may end the
    turn over the hand limit scored by the best `kept_gain` of the cards it can gather:
    greedy counts a taken card's whole worth, even when the turn's end makes one
    discard it or a better card."""
    frame = state.stack[-1]
    seat = frame[1]
    out = list(scores)
    for i, move in enumerate(moves):
        take = None
        if frame[0] == Frame.MAIN and move.TAG == "take":
            take = (list(state.line), DRAW_FOLDS, TakeMode.LINE, move.card)
        elif frame[0] == Frame.MAIN and move.TAG == "action":
            take = action_take(state, seat, state.cols[seat][move.col][-1])
        elif frame[0] == Frame.TAKE and move.TAG in ("take", "take_discard"):
            take = (take_pool(state, frame), frame[2], frame[3], move.card)
        if take is not None:
            gain = best_gain(state, seat, *take)
            if gain is not None:
                out[i] = gain + (0.05 if frame[0] == Frame.MAIN else 0.01)
    return out


def action_take(state, seat: int, card: str):
    """(pool, budget, mode, None) for a special action that takes line cards, else None."""
    name = EFFECT[card]
    if name == "take_line_exact":
        return list(state.line), PARAMS[card]["folds"], TakeMode.EXACT, None
    if name == "take_line_or_discard":
        pool = list(state.line) + state.discard[-1:]
        return pool, PARAMS[card]["folds"], TakeMode.RACCOON, None
    return None


def take_pool(state, frame) -> list:
    """The cards a TAKE frame may still gather from."""
    if frame[3] == TakeMode.RACCOON:
        return list(state.line) + state.discard[-1:]
    return list(state.line)


def best_gain(state, seat: int, pool: list, budget: int, mode, first) -> float | None:
    """The best `kept_gain` among the sets of `pool` cards the take may gather (with
    `first` among them), or None when no such set can take the hand over the limit."""
    hand = len(state.hands[seat])
    sets = []
    for mask in range(1, 1 << len(pool)):
        cards = [c for j, c in enumerate(pool) if mask >> j & 1]
        folds = sum(FOLDS[c] for c in cards)
        if mode == TakeMode.ANY:
            fits = len(cards) == budget or (len(cards) < budget and len(cards) == len(pool))
        elif mode == TakeMode.EXACT:
            fits = folds == budget
        else:
            fits = folds <= budget
        if fits and (first is None or first in cards):
            sets.append(cards)
    if not sets or hand + max(len(c) for c in sets) <= HAND_LIMIT:
        return None
    return max(kept_gain(state, seat, cards) for cards in sets)


def limit_moves(state, moves: list) -> list:
    """The searcher's own moves worth searching once its hand is full: at the hand
    limit, the discards of the LIMIT_DISCARDS cards least worth keeping; a take that
    overfills the hand only if it adds to the cards kept (`kept_gain`, `best_gain`),
    while another move remains."""
    frame = state.stack[-1]
    kind, seat = frame[0], frame[1]
    if kind == Frame.DISCARD and frame[3] == "limit":
        worth = {m: greedy.keep_value(state, seat, m.card) for m in moves}
        return sorted(moves, key=worth.__getitem__)[:LIMIT_DISCARDS]
    if kind == Frame.TAKE and len(state.hands[seat]) >= HAND_LIMIT:
        kept = [m for m in moves if m.TAG not in ("take", "take_discard")
                or kept_gain(state, seat, [m.card]) > 0]
        return kept or moves
    if kind == Frame.MAIN:
        pool = list(state.line)
        kept = [m for m in moves if m.TAG != "take" or _adds(
            best_gain(state, seat, pool, DRAW_FOLDS, TakeMode.LINE, m.card))]
        return kept or moves
    return moves


def _adds(gain: float | None) -> bool:
    """Whether a take adds to the cards kept (None: it cannot overfill the hand)."""
    return gain is None or gain > 0


class OrigamiKnowledge(Knowledge):
    """The engine's greedy scorer, a cut-off and a points-based evaluation."""

    game_id = "origami"
    has_heuristic = True
    score_scale = SCORE_SCALE
    playout_noise = 0.4
    easy_noise = 1.5
    easy_blunder = 0.1
    epsilon = 0.15
    # Cut-off vs easy, 200 iterations, 3 players, 18 games: 8 moves 78%, 16 moves 89%
    # (fair share 33%; not told apart at this count); 8 is the faster.
    playout_depth = 8
    # With more seats a cut-off of a fixed length sees fewer of each seat's own moves
    # (8 moves at 4 players: about one turn each, often less): from deep_players seats
    # on, hard's playouts are cut after depth_per_seat moves a seat (None: playout_depth
    # at every count).
    depth_per_seat: int | None = None
    deep_players: int = 4
    # Expert plays its playouts four times as deep: at 300 iterations a seat, 2 players,
    # a 32-move cut-off took 73.3% of 60 games against hard's 8 (deals 1001-1030), for
    # 1.9 times the time a move (git log -- docs/bots.md).
    expert_overrides = (("playout_depth", 32), ("depth_per_seat", None))
    hard_overrides = (("depth_per_seat", 4),)

    def move_scores(self, state, moves: list) -> list[float]:
        """The greedy scorer's points per move; a take that overfills the hand is worth
        only what it adds to the cards kept at the limit (`limit_take_scores`)."""
        scores = greedy.move_scores(state, moves)
        return limit_take_scores(state, moves, scores)

    def easy_move(self, state, moves: list, rng):
        """Knowledge.easy_move, with less noise once the hand is full (taking more, or
        discarding down to the limit): a player counts a full hand, and keeps what
        they just chose to take."""
        frame = state.stack[-1]
        full = frame[0] == Frame.TAKE and len(state.hands[frame[1]]) >= HAND_LIMIT
        if full or (frame[0] == Frame.DISCARD and frame[3] == "limit"):
            if rng.random() < self.easy_blunder:
                return moves[rng.randbelow(len(moves))]
            return self.policy_move(state, moves, rng, self.easy_noise * LIMIT_NOISE)
        return super().easy_move(state, moves, rng)

    def root_moves(self, state, moves: list) -> list:
        """The searcher's own moves, none that overfills its hand for nothing and only
        the least worth discards at the limit (`limit_moves`)."""
        return limit_moves(state, self.tree_moves(state, moves))

    def quick_scores(self, moves: list) -> list[float]:
        """A scorer a hundred times cheaper than greedy's, for playouts: play the
        highest-scoring origami, take the most folds, pay with low-point cards."""
        out = []
        for move in moves:
            tag = move.TAG
            if tag == "play":
                out.append(QUICK_PLAY + POINTS[move.card])
            elif tag in ("take", "take_discard"):
                out.append(QUICK_FOLD * FOLDS[move.card])
            elif tag == "pay":
                out.append(-QUICK_FOLD * POINTS[move.card])
            elif tag == "action":
                out.append(QUICK_ACTION)
            else:
                out.append(0.0)
        return out

    def playout_move(self, state, moves: list, rng, epsilon=None, noise=None):
        """Epsilon-greedy on quick_scores (greedy's scorer costs too much per move); the
        knowledge's epsilon and playout_noise unless given."""
        if len(moves) == 1:
            return moves[0]
        if rng.random() < (self.epsilon if epsilon is None else epsilon):
            return moves[rng.randbelow(len(moves))]
        if noise is None:
            noise = self.playout_noise
        scores = [s + noise * rng.random() for s in self.quick_scores(moves)]
        return best_of(moves, scores, rng)

    def depth_for(self, state) -> int | None:
        """playout_depth, or depth_per_seat moves a seat where it is set (from
        deep_players seats on)."""
        if self.depth_per_seat is None or state.players < self.deep_players:
            return self.playout_depth
        return self.depth_per_seat * state.players

    def expand_move(self, state, untried: list, rng):
        """The quick scorer's pick among the untried moves."""
        return self.playout_move(state, untried, rng)

    def outcome_key(self, state):
        """The face-up draw line: taking from it turns deck cards face up (chance nodes)."""
        return tuple(state.line)

    feature_names = ("points", "points_late", "hand_folds", "hand_folds_late", "hand_play",
                     "hand_play_late", "hand_size", "actions_up", "turn_seat")

    def eval_features(self, state) -> list[list[float]]:
        """Per seat: points now (and late in the game), the folds and the net printed
        points of the hand (and late), the hand's size, the special actions on top of
        its collections, and whether its turn is the one under way."""
        late = 1.0 - greedy.phase(state)
        points = state.scores()
        rows = []
        for seat, hand in enumerate(state.hands):
            folds = float(sum(FOLDS[c] for c in hand))
            play = sum(max(0.0, POINTS[c] - greedy.FOLD_VALUE * COST[c]) for c in hand)
            actions = sum(1.0 for pile in state.cols[seat]
                          if pile and EFFECT_TYPE[pile[-1]] == "action")
            rows.append([float(points[seat]), points[seat] * late, folds, folds * late,
                         play, play * late, float(len(hand)), actions,
                         1.0 if seat == state.turn_seat else 0.0])
        return rows

    def estimate(self, state) -> list[float]:
        """A logistic in projected points."""
        return self.score_estimate(state, projected(state))

    def reason(self, state, move, lang: str) -> str:
        """Points, folds and actions, in words (catalog `[hint.origami]`)."""
        def say(key: str, **params) -> str:
            return catalog.text(f"hint.origami.{key}", lang, **params)

        tag = move.TAG
        card = getattr(move, "card", None)
        the = BY_ID[card].the(lang) if card in BY_ID else ""
        if tag == "play":
            return say("play", the=the, points=say("points", count=POINTS[card]),
                       cost=say("folds", count=COST[card]))
        if tag in ("take", "take_discard"):
            return say("take", the=the, folds=say("folds", count=FOLDS[card]))
        if tag == "done" and state.stack and state.stack[-1][0] != Frame.TAKE:
            # Declining a free play, a discard or an instant effect, not ending a draw.
            return say("decline")
        if tag in REASONS:
            return say(tag)
        return super().reason(state, move, lang)


KNOWLEDGE = OrigamiKnowledge()
