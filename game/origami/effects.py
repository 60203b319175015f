"""Origami's effects: every instant effect and special action as a small named function.

cards.toml names the function of each card (`effect`) and its arguments (`params`).
INSTANTS and ACTIONS map a name to (start, usable): `usable(state, seat, params)` says
whether the effect would do anything now (an effect that cannot be used is never
offered), `start(state, seat, params, events)` applies it, pushing frames for the
decisions it needs (which card to discard, which card to keep...). The handlers of
those decisions are in effect_frames.py, the hidden part of each frame in view.py.
Bonus effects are scoring functions: see scoring.py.
"""

from __future__ import annotations

from game.origami.cards import EFFECT, EFFECT_TYPE, FOLDS, PARAMS
from game.origami.frames import ChooseMode, Frame, TakeMode
from game.origami.payment import can_pay, playable

NOT_COPYABLE = ("copy_instant", "slip_under")


def can_draw(s, seat: int, p: dict) -> bool:
    """Some card can be drawn from the deck (reshuffling the discard if needed)."""
    return bool(s.deck or s.discard)


def has_hand(s, seat: int, p: dict) -> bool:
    """The seat holds at least one card."""
    return bool(s.hands[seat])


def never(s, seat: int, p: dict) -> bool:
    """Effects applied while placing (snake) are never offered afterwards."""
    return False


# -- instant effects ----------------------------------------------------------------------
def draw_deck(s, seat: int, p: dict, events) -> None:
    """Draw p.n cards from the deck (cat, butterfly)."""
    s.draw_private(seat, p["n"], events)


def visible_sheep(s) -> int:
    """Sheep in the draw line and in every collection (covered ones too under "all")."""
    tops_only = s.options["dog_sheep"] == "tops"
    count = s.line.count("sheep")
    for cols in s.cols:
        for pile in cols:
            if tops_only:
                count += bool(pile) and pile[-1] == "sheep"
            else:
                count += pile.count("sheep")
    return count


def dog_draw(s, seat: int, p: dict, events) -> None:
    """Draw p.base cards plus one per visible sheep (dog)."""
    s.draw_private(seat, p["base"] + visible_sheep(s), events)


def draw_then_discard(s, seat: int, p: dict, events) -> None:
    """Draw p.draw cards, then discard p.discard cards from hand (owl)."""
    s.draw_private(seat, p["draw"], events)
    count = min(p["discard"], len(s.hands[seat]))
    if count:
        s.stack.append((Frame.DISCARD, seat, count, "owl"))


def take_line(s, seat: int, p: dict, events) -> None:
    """Take line cards worth up to p.folds in total (monkey, cheetah)."""
    s.stack.append((Frame.TAKE, seat, p["folds"], TakeMode.LINE))


def can_take_line(s, seat: int, p: dict) -> bool:
    """Some line card fits the fold budget."""
    budget = p["folds"]
    for card in s.line:     # a loop over 4 cards costs less than min(map(...))
        if FOLDS[card] <= budget:
            return True
    return False


def take_line_any(s, seat: int, p: dict, events) -> None:
    """Take p.n line cards whatever their folds (eagle)."""
    s.stack.append((Frame.TAKE, seat, p["n"], TakeMode.ANY))


def line_not_empty(s, seat: int, p: dict) -> bool:
    """The draw line has a card."""
    return bool(s.line)


def take_discard_top(s, seat: int, p: dict, events) -> None:
    """Take the top card of the discard pile (fly)."""
    s.take_discard(seat, s.discard[-1], events)


def discard_not_empty(s, seat: int, p: dict) -> bool:
    """The discard pile has a card."""
    return bool(s.discard)


def take_discard_any(s, seat: int, p: dict, events) -> None:
    """Take any card of the discard pile (magpie)."""
    s.stack.append((Frame.MAGPIE, seat))


def swap_cards(s, seat: int, p: dict, events) -> None:
    """Discard up to p.max hand cards, then draw as many (ray)."""
    s.stack.append((Frame.RAY, seat, p["max"], 0))


def opponents_discard_to(s, seat: int, p: dict, events) -> None:
    """Every opponent above p.limit cards discards down to it, in turn order (squid)."""
    n = s.players
    for k in range(n - 1, 0, -1):      # pushed last-first: the left neighbour acts first
        q = (seat + k) % n
        excess = len(s.hands[q]) - p["limit"]
        if excess > 0:
            s.stack.append((Frame.DISCARD, q, excess, "squid"))


def some_opponent_above(s, seat: int, p: dict) -> bool:
    """Some opponent holds more than p.limit cards."""
    return any(len(h) > p["limit"] for q, h in enumerate(s.hands) if q != seat)


def pass_right(s, seat: int, p: dict, events) -> None:
    """Everyone, from the zebra's owner on, picks a hand card to pass right (zebra)."""
    s.stack.append((Frame.ZEBRA, seat, seat, ()))


def anyone_has_cards(s, seat: int, p: dict) -> bool:
    """Some player holds a card."""
    return any(s.hands)


def draw_then_play(s, seat: int, p: dict, events) -> None:
    """Draw 1 card, then you may play an origami, not the drawn one without its twin."""
    drawn = s.draw_private(seat, 1, events)
    if drawn:
        s.stack.append((Frame.CHOOSE, seat, ChooseMode.GRASS, drawn[0]))


def copy_targets(s, seat: int) -> list[str]:
    """Visible origamis (collection tops, line) whose instant effect could be copied now."""
    visible = [pile[-1] for cols in s.cols for pile in cols if pile] + s.line
    out = []
    for card in sorted(set(visible)):
        name = EFFECT[card]
        if (EFFECT_TYPE[card] == "instant" and name not in NOT_COPYABLE
                and INSTANTS[name][1](s, seat, PARAMS[card])):
            out.append(card)
    return out


def copy_instant(s, seat: int, p: dict, events) -> None:
    """Choose a visible instant effect and apply it as your own (parrot)."""
    s.stack.append((Frame.PARROT, seat))


def can_copy(s, seat: int, p: dict) -> bool:
    """Some visible instant effect could be copied."""
    return bool(copy_targets(s, seat))


def slip_under(s, seat: int, p: dict, events) -> None:
    """Nothing after placing: the snake's choice is offered by the placement itself."""


# -- special actions ----------------------------------------------------------------------
def take_line_or_discard(s, seat: int, p: dict, events) -> None:
    """Take line cards and/or discard tops worth up to p.folds (raccoon)."""
    s.stack.append((Frame.TAKE, seat, p["folds"], TakeMode.RACCOON))


def can_raccoon(s, seat: int, p: dict) -> bool:
    """A line card or the discard top fits the budget."""
    return can_take_line(s, seat, p) or bool(s.discard and FOLDS[s.discard[-1]] <= p["folds"])


def fox_draw(s, seat: int, p: dict, events) -> None:
    """Draw p.draw cards face down; discard one of them, keep the others (fox)."""
    drawn = []
    for _ in range(p["draw"]):
        card = s.draw(events)
        if card is not None:
            drawn.append(card)
    s.emit(events, "drawn", seat, {"cards": list(drawn)}, count=len(drawn))
    s.stack.append((Frame.FOX, seat, tuple(drawn)))


def can_fox(s, seat: int, p: dict) -> bool:
    """The deck and the discard together hold enough cards."""
    return len(s.deck) + len(s.discard) >= p["draw"]


def take_line_exact(s, seat: int, p: dict, events) -> None:
    """Take line cards worth exactly p.folds (spider)."""
    s.stack.append((Frame.TAKE, seat, p["folds"], TakeMode.EXACT))


def can_spider(s, seat: int, p: dict) -> bool:
    """Some line cards add up to exactly p.folds."""
    return can_pay(s.line, p["folds"])


def free_play(s, seat: int, p: dict, events) -> None:
    """Play an origami from hand for free (lion)."""
    s.stack.append((Frame.CHOOSE, seat, ChooseMode.FREE, 0))


def discount_play(s, seat: int, p: dict, events) -> None:
    """Play an origami for p.discount folds less, down to 0 (dolphin)."""
    s.stack.append((Frame.CHOOSE, seat, ChooseMode.DISCOUNT, p["discount"]))


def can_discount(s, seat: int, p: dict) -> bool:
    """Some hand card is payable with the discount."""
    return bool(playable(s.hands[seat], p["discount"]))


def vulture_play(s, seat: int, p: dict, events) -> None:
    """Reveal the deck's top card; pay an origami with it (plus hand) or keep it (vulture)."""
    card = s.draw(events)
    s.emit(events, "revealed", seat, card=card)
    s.stack.append((Frame.CHOOSE, seat, ChooseMode.VULTURE, card))


def opponent_discards(s, seat: int, p: dict, events) -> None:
    """Choose an opponent, who discards p.n cards of their choice (shark)."""
    s.stack.append((Frame.TARGET, seat, p["n"]))


def some_opponent_has_cards(s, seat: int, p: dict) -> bool:
    """Some opponent holds a card."""
    for other, hand in enumerate(s.hands):     # no slices to build
        if hand and other != seat:
            return True
    return False


INSTANTS = {
    "draw_deck": (draw_deck, can_draw), "dog_draw": (dog_draw, can_draw),
    "draw_then_discard": (draw_then_discard, can_draw),
    "take_line": (take_line, can_take_line), "take_line_any": (take_line_any, line_not_empty),
    "take_discard_top": (take_discard_top, discard_not_empty),
    "take_discard_any": (take_discard_any, discard_not_empty),
    "swap_cards": (swap_cards, has_hand),
    "opponents_discard_to": (opponents_discard_to, some_opponent_above),
    "pass_right": (pass_right, anyone_has_cards), "draw_then_play": (draw_then_play, can_draw),
    "copy_instant": (copy_instant, can_copy), "slip_under": (slip_under, never),
}
ACTIONS = {
    "take_line_or_discard": (take_line_or_discard, can_raccoon), "fox_draw": (fox_draw, can_fox),
    "take_line_exact": (take_line_exact, can_spider), "free_play": (free_play, has_hand),
    "discount_play": (discount_play, can_discount), "vulture_play": (vulture_play, can_draw),
    "opponent_discards": (opponent_discards, some_opponent_has_cards),
}
