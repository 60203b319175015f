"""A greedy heuristic Origami player: scores each legal move, plays the best.

It reads only what the seat to move may see (its own hand, the line, the discard pile,
the collections, hand and deck sizes), so it can play from the real state. Used by the
balance study (game/ai/origami_balance.py) and available to the bots as move knowledge:
`move_scores(state, moves)` gives one number per move, higher is better.

Values are in points. A fold in hand is worth FOLD_VALUE points scaled by how much of
the game is left (late in the game, cards in hand are nearly worthless); a card in hand
is worth its folds plus a share of what it would score if played.
"""

from __future__ import annotations

from game.origami.cards import COST, EFFECT, EFFECT_TYPE, FOLDS, PARAMS, POINTS
from game.origami.effects import visible_sheep
from game.origami.frames import ChooseMode, Frame, TakeMode
from game.origami.moves import Action, Done, Play, Take
from game.origami.scoring import player_score
from game.rng import Rng

FOLD_VALUE = 0.22          # points per fold in hand, early in the game
PLAY_SHARE = 0.35          # share of a card's net play value counted while in hand
DRAWN_CARD = 2.4           # expected folds of an unseen card
ACTION_WORTH = {           # extra points for an uncovered action card, per use to come
    "fox_draw": 0.8, "take_line_or_discard": 0.3, "take_line_exact": 0.7,
    "free_play": 1.6, "discount_play": 0.6, "vulture_play": 0.5, "opponent_discards": 0.4,
}


def phase(state) -> float:
    """How much of the game is left, 1.0 at the start down to about 0.1 at the end."""
    if state.remaining is not None:
        return 0.1
    return (1.0, 0.65)[min(state.exhaustions, 1)]


class Greedy:
    """Scores moves for the seat to move; `choose` plays the best (ties: seeded rng)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state):
        """The best-looking legal move."""
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        scores = move_scores(state, moves)
        best = max(scores)
        top = [m for m, s in zip(moves, scores) if s >= best - 1e-9]
        return top[0] if len(top) == 1 else self.rng.choice(top)


# -- values of cards ---------------------------------------------------------------------
def fold_value(state) -> float:
    """Points per fold in hand now."""
    return FOLD_VALUE * phase(state)


def score_with(state, seat: int, card: str) -> int:
    """Points gained by placing `card` on the best collection now (bonuses included)."""
    cols = state.cols[seat]
    hand = len(state.hands[seat])
    before = player_score(cols, hand)
    a, b = len(cols[0]), len(cols[1])
    options = (0, 1) if a == b else ((0,) if a < b else (1,))
    best = -99
    for col in options:
        trial = [list(cols[0]), list(cols[1])]
        trial[col].append(card)
        best = max(best, player_score(trial, hand - 1) - before
                   - covered_action_loss(state, cols[col]))
    return best


def covered_action_loss(state, pile) -> float:
    """What covering the top of `pile` loses (its special action)."""
    if pile and EFFECT_TYPE[pile[-1]] == "action":
        return ACTION_WORTH.get(EFFECT[pile[-1]], 0.0) * 3 * phase(state)
    return 0.0


def effect_value(state, seat: int, card: str) -> float:
    """A rough worth, in points, of the card's effect once played."""
    kind, name, p = EFFECT_TYPE[card], EFFECT[card], PARAMS[card]
    fv = fold_value(state)
    drawn = DRAWN_CARD * fv + 0.3
    if kind == "action":
        return ACTION_WORTH.get(name, 0.0) * 4 * phase(state)
    if kind != "instant":
        return 0.0
    if name == "draw_deck":
        return p["n"] * drawn
    if name == "dog_draw":
        return (p["base"] + visible_sheep(state)) * drawn
    if name == "draw_then_discard":
        return drawn * 1.3
    if name in ("take_line", "take_line_any", "take_discard_any", "take_discard_top"):
        return drawn
    if name == "draw_then_play":
        return drawn + 1.0
    if name == "copy_instant":
        return drawn
    if name == "opponents_discard_to":
        return 0.6
    return 0.3


def keep_value(state, seat: int, card: str) -> float:
    """What a card in hand is worth: its folds plus a share of playing it."""
    fv = fold_value(state)
    play = POINTS[card] + effect_value(state, seat, card) - fv * COST[card]
    return fv * FOLDS[card] + PLAY_SHARE * phase(state) * max(0.0, play)


def play_gain(state, seat: int, card: str, cost: int) -> float:
    """Net points of playing `card` from hand for `cost` folds."""
    fv = fold_value(state)
    gain = score_with(state, seat, card) + effect_value(state, seat, card)
    return gain - fv * (cost + FOLDS[card]) - 0.1 * cost


# -- one score per move, by decision kind ---------------------------------------------------
def move_scores(state, moves: list) -> list[float]:
    """How good each legal move looks to the seat to move."""
    frame = state.stack[-1]
    seat = frame[1]
    return [SCORERS.get(frame[0], _neutral)(state, frame, seat, m) for m in moves]


def _neutral(state, frame, seat, move) -> float:
    return 0.0


def _best_take(state, seat: int, budget: int, cards) -> float:
    """Worth of the best cards taken greedily within a fold budget."""
    left, total = budget, 0.0
    for card in sorted(cards, key=lambda c: -keep_value(state, seat, c) / FOLDS[c]):
        if FOLDS[card] <= left:
            total += keep_value(state, seat, card)
            left -= FOLDS[card]
    return total


def score_main(state, frame, seat, move) -> float:
    kind = type(move)
    if kind is Take:
        line = list(state.line)
        line.remove(move.card)
        first = keep_value(state, seat, move.card)
        return first + _best_take(state, seat, 4 - FOLDS[move.card], line) + 0.05
    if kind is Play:
        return play_gain(state, seat, move.card, COST[move.card])
    if kind is Action:
        card = state.cols[seat][move.col][-1]
        return action_value(state, seat, card)
    return -1.0


def action_value(state, seat: int, card: str) -> float:
    """Worth of using a special action now."""
    name, p = EFFECT[card], PARAMS[card]
    fv = fold_value(state)
    hand = state.hands[seat]
    if name == "fox_draw":
        return 2 * (DRAWN_CARD * fv + 0.4)
    if name == "take_line_or_discard":
        pool = list(state.line) + ([state.discard[-1]] if state.discard else [])
        return _best_take(state, seat, p["folds"], pool)
    if name == "take_line_exact":
        return 6 * fv + 0.6
    if name == "free_play":
        return max(play_gain(state, seat, c, 0) for c in set(hand))
    if name == "discount_play":
        from game.origami.payment import payable
        gains = [play_gain(state, seat, c, max(0, COST[c] - p["discount"])) for c in set(hand)
                 if payable(hand, c, COST[c] - p["discount"])]
        return max(gains, default=-1.0)
    if name == "vulture_play":
        return DRAWN_CARD * fv + 0.8
    if name == "opponent_discards":
        return 0.9
    return 0.0


def score_take(state, frame, seat, move) -> float:
    if type(move) is Done:
        return 0.0 if frame[3] != TakeMode.EXACT else -9.0
    return keep_value(state, seat, move.card) + 0.01


def score_pay(state, frame, seat, move) -> float:
    if type(move) is Done:
        return 0.0
    return -keep_value(state, seat, move.card) / FOLDS[move.card]


def score_place(state, frame, seat, move) -> float:
    card = frame[2]
    cols = [list(state.cols[seat][0]), list(state.cols[seat][1])]
    pile = cols[move.col]
    loss = 0.0 if move.under else covered_action_loss(state, pile)
    if move.under:
        pile.insert(0, card)
    else:
        pile.append(card)
    return player_score(cols, len(state.hands[seat])) - loss


def score_instant(state, frame, seat, move) -> float:
    if type(move) is Done:
        return 0.0
    name = EFFECT[frame[2]]
    if name == "pass_right":
        hand = state.hands[seat]
        return -0.2 if hand and min(keep_value(state, seat, c) for c in hand) > 1.0 else 0.2
    return 1.0


def score_discard(state, frame, seat, move) -> float:
    return -keep_value(state, seat, move.card)


def score_choose(state, frame, seat, move) -> float:
    if type(move) is Done:
        return 0.0
    mode, arg, card = frame[2], frame[3], move.card
    if mode == ChooseMode.FREE:
        cost = 0
    elif mode == ChooseMode.DISCOUNT:
        cost = max(0, COST[card] - arg)
    elif mode == ChooseMode.GRASS:
        cost = COST[card]
    else:
        cost = COST[card] - FOLDS[arg]
    return play_gain(state, seat, card, cost) + 0.2


def score_ray(state, frame, seat, move) -> float:
    if type(move) is Done:
        return 0.0
    return DRAWN_CARD * fold_value(state) - keep_value(state, seat, move.card)


def score_copy(state, frame, seat, move) -> float:
    return effect_value(state, seat, move.card)


def score_target(state, frame, seat, move) -> float:
    return state.scores()[move.seat] + 0.5 * len(state.hands[move.seat])


def score_take_discard_any(state, frame, seat, move) -> float:
    return keep_value(state, seat, move.card)


SCORERS = {
    Frame.MAIN: score_main, Frame.TAKE: score_take, Frame.PAY: score_pay,
    Frame.PLACE: score_place, Frame.INSTANT: score_instant, Frame.DISCARD: score_discard,
    Frame.CHOOSE: score_choose, Frame.FOX: score_discard, Frame.RAY: score_ray,
    Frame.ZEBRA: score_discard, Frame.PARROT: score_copy, Frame.TARGET: score_target,
    Frame.MAGPIE: score_take_discard_any,
}
