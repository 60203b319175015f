"""Origami's effects: every instant effect and special action as a small named function.

cards.toml names the function of each card (`effect`) and its arguments (`params`).
INSTANTS and ACTIONS map a name to (start, usable): `usable(state, seat, params)` says
whether the effect would do anything now (an effect that cannot be used is never
offered), `start(state, seat, params, events)` applies it, pushing frames for the
decisions it needs (which card to discard, which card to keep...). The frame handlers
of those decisions live here too (LEGAL, PLAY, AUTO), as does the hidden part of each
frame (frame_view, secret_frame_cards, redeal_secret_frames). Bonus effects are
scoring functions: see scoring.py.
"""

from __future__ import annotations

from game.origami.cards import COST, EFFECT, EFFECT_TYPE, FOLDS, PARAMS
from game.origami.frames import GIVEN_NONE, ChooseMode, Frame, TakeMode
from game.origami.moves import TAKE_OF, Copy, Discard, Done, Give, Play, Take, TakeDiscard, Target
from game.origami.payment import can_pay, distinct, exact_picks, payable, playable

NOT_COPYABLE = ("copy_instant", "slip_under")
HIDDEN = "?"


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
    return any(FOLDS[c] <= p["folds"] for c in s.line)


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
    return any(h for q, h in enumerate(s.hands) if q != seat)


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


# -- the frames these effects push ----------------------------------------------------------
def legal_take(s, frame) -> list:
    budget, mode = frame[2], frame[3]
    if mode == TakeMode.EXACT:
        return [Take(c) for c in exact_picks(s.line, budget)]
    if mode == TakeMode.ANY:
        return [Take(c) for c in distinct(s.line)]
    moves = [TAKE_OF[c] for c in distinct(s.line) if FOLDS[c] <= budget]
    if mode == TakeMode.RACCOON and s.discard and FOLDS[s.discard[-1]] <= budget:
        moves.append(TakeDiscard(s.discard[-1]))
    moves.append(Done())
    return moves


def play_take(s, frame, move, events) -> None:
    seat, budget, mode = frame[1], frame[2], frame[3]
    if type(move) is Done:
        finish_take(s, events)
        return
    if type(move) is Take:
        s.take_line(seat, move.card, events)
    else:
        s.take_discard(seat, move.card, events)
    budget -= 1 if mode == TakeMode.ANY else FOLDS[move.card]
    s.stack[-1] = (Frame.TAKE, seat, budget, mode)


def auto_take(s, frame, events) -> bool:
    """End the taking when nothing more can be taken."""
    budget, mode = frame[2], frame[3]
    if budget > 0:
        if mode == TakeMode.LINE:
            if any(FOLDS[c] <= budget for c in s.line):
                return False
        elif len(legal_take(s, frame)) > (mode == TakeMode.RACCOON):
            return False
    finish_take(s, events)
    return True


def finish_take(s, events) -> None:
    s.stack.pop()
    s.refill_line(events)


def legal_choose(s, frame) -> list:
    seat, mode, arg = frame[1], frame[2], frame[3]
    hand = s.hands[seat]
    cards = sorted(set(hand))
    if mode == ChooseMode.FREE:
        return [Play(c) for c in cards]
    if mode == ChooseMode.DISCOUNT:
        return [Play(c) for c in playable(hand, arg)]
    if mode == ChooseMode.GRASS:
        moves = [Play(c) for c in cards if payable(hand, c, COST[c])
                 and (c != arg or hand.count(c) >= 2)]
    else:
        folds = FOLDS[arg]
        moves = [Play(c) for c in cards if COST[c] >= folds and payable(hand, c, COST[c] - folds)]
    return moves + [Done()]


def play_choose(s, frame, move, events) -> None:
    seat, mode, arg = frame[1], frame[2], frame[3]
    s.stack.pop()
    if type(move) is Done:
        if mode == ChooseMode.VULTURE:
            s.add_public(seat, arg)
            s.emit(events, "taken", seat, card=arg, source="revealed")
        return
    card = move.card
    if mode == ChooseMode.FREE:
        s.start_play(seat, card, 0, events)
    elif mode == ChooseMode.DISCOUNT:
        s.start_play(seat, card, max(0, COST[card] - arg), events)
    elif mode == ChooseMode.GRASS:
        s.start_play(seat, card, COST[card], events)
    else:
        s.start_play(seat, card, COST[card] - FOLDS[arg], events)
        s.discard.append(arg)
        s.emit(events, "paid", seat, card=arg)


def auto_choose(s, frame, events) -> bool:
    """An optional play with nothing playable resolves itself as declined."""
    if frame[2] in (ChooseMode.FREE, ChooseMode.DISCOUNT):
        return False
    if len(legal_choose(s, frame)) > 1:
        return False
    play_choose(s, frame, Done(), events)
    return True


def legal_fox(s, frame) -> list:
    return [Discard(c) for c in sorted(set(frame[2]))]


def play_fox(s, frame, move, events) -> None:
    seat, kept = frame[1], list(frame[2])
    kept.remove(move.card)
    s.stack.pop()
    s.discard.append(move.card)
    s.emit(events, "discarded", seat, card=move.card, reason="fox")
    s.hands[seat].extend(kept)
    s.emit(events, "kept", seat, {"cards": list(kept)}, count=len(kept))


def auto_fox(s, frame, events) -> bool:
    if len(set(frame[2])) > 1:
        return False
    if frame[2]:
        play_fox(s, frame, Discard(frame[2][0]), events)
    else:
        s.stack.pop()
    return True


def legal_ray(s, frame) -> list:
    return [Discard(c) for c in sorted(set(s.hands[frame[1]]))] + [Done()]


def play_ray(s, frame, move, events) -> None:
    seat, left, count = frame[1], frame[2], frame[3]
    if type(move) is Discard:
        s.discard_card(seat, move.card, "ray", events)
        left, count = left - 1, count + 1
        if left > 0 and s.hands[seat]:
            s.stack[-1] = (Frame.RAY, seat, left, count)
            return
    s.stack.pop()
    s.draw_private(seat, count, events)


def auto_ray(s, frame, events) -> bool:
    if s.hands[frame[1]]:
        return False
    play_ray(s, frame, Done(), events)
    return True


def legal_zebra(s, frame) -> list:
    return [Give(c) for c in sorted(set(s.hands[frame[1]]))]


def play_zebra(s, frame, move, events) -> None:
    chooser, origin, given = frame[1], frame[2], frame[3]
    if type(move) is Give:
        s.remove_hidden(chooser, move.card)
        given += (move.card,)
    else:
        given += (GIVEN_NONE,)
    nxt = (chooser + 1) % s.players
    if nxt != origin:
        s.stack[-1] = (Frame.ZEBRA, nxt, origin, given)
        return
    s.stack.pop()
    for i, card in enumerate(given):
        if card == GIVEN_NONE:
            continue
        giver = (origin + i) % s.players
        taker = (giver - 1) % s.players
        s.hands[taker].append(card)
        s.learn(giver, taker, card)
        s.emit(events, "passed", giver, {"card": card}, to=taker)
        s.emit(events, "received", taker, {"card": card}, **{"from": giver})


def auto_zebra(s, frame, events) -> bool:
    if s.hands[frame[1]]:
        return False
    play_zebra(s, frame, None, events)
    return True


def legal_parrot(s, frame) -> list:
    return [Copy(c) for c in copy_targets(s, frame[1])]


def play_parrot(s, frame, move, events) -> None:
    seat = frame[1]
    s.stack.pop()
    name = EFFECT[move.card]
    s.emit(events, "effect_used", seat, card="parrot", effect=name, copied_from=move.card)
    INSTANTS[name][0](s, seat, PARAMS[move.card], events)


def legal_target(s, frame) -> list:
    seat = frame[1]
    return [Target(q) for q in range(s.players) if q != seat and s.hands[q]]


def play_target(s, frame, move, events) -> None:
    s.stack.pop()
    count = min(frame[2], len(s.hands[move.seat]))
    s.stack.append((Frame.DISCARD, move.seat, count, "shark"))


def legal_magpie(s, frame) -> list:
    return [TakeDiscard(c) for c in sorted(set(s.discard))]


def play_magpie(s, frame, move, events) -> None:
    s.stack.pop()
    s.take_discard(frame[1], move.card, events)


LEGAL = {Frame.TAKE: legal_take, Frame.CHOOSE: legal_choose, Frame.FOX: legal_fox,
         Frame.RAY: legal_ray, Frame.ZEBRA: legal_zebra, Frame.PARROT: legal_parrot,
         Frame.TARGET: legal_target, Frame.MAGPIE: legal_magpie}
PLAY = {Frame.TAKE: play_take, Frame.CHOOSE: play_choose, Frame.FOX: play_fox,
        Frame.RAY: play_ray, Frame.ZEBRA: play_zebra, Frame.PARROT: play_parrot,
        Frame.TARGET: play_target, Frame.MAGPIE: play_magpie}
AUTO = {Frame.TAKE: auto_take, Frame.CHOOSE: auto_choose, Frame.FOX: auto_fox,
        Frame.RAY: auto_ray, Frame.ZEBRA: auto_zebra}


# -- hidden parts of frames ------------------------------------------------------------------
def frame_view(s, frame, seat) -> tuple:
    """A frame as `seat` may see it: others' face-down cards become "?"."""
    kind = frame[0]
    if kind == Frame.FOX and frame[1] != seat:
        return (int(kind), frame[1], len(frame[2]))
    if kind == Frame.ZEBRA:
        origin = frame[2]
        given = tuple(c if c == GIVEN_NONE or (origin + i) % s.players == seat else HIDDEN
                      for i, c in enumerate(frame[3]))
        return (int(kind), frame[1], origin, given)
    if kind == Frame.CHOOSE and frame[2] == ChooseMode.GRASS and frame[1] != seat:
        return (int(kind), frame[1], int(frame[2]), HIDDEN)
    return (int(kind), *frame[1:])


def secret_frame_cards(s, seat) -> list[str]:
    """Cards held in frames that `seat` has not seen (fox draws, others' zebra passes)."""
    out = []
    for frame in s.stack:
        if frame[0] == Frame.FOX and frame[1] != seat:
            out.extend(frame[2])
        elif frame[0] == Frame.ZEBRA:
            origin = frame[2]
            out.extend(c for i, c in enumerate(frame[3])
                       if c != GIVEN_NONE and (origin + i) % s.players != seat)
    return out


def redeal_secret_frames(world, seat, pool: list, fresh: dict) -> None:
    """Replace the unseen frame cards of a determinization by cards from `pool`."""
    stack = []
    for frame in world.stack:
        kind = frame[0]
        if kind == Frame.FOX and frame[1] != seat:
            frame = (kind, frame[1], tuple(pool.pop() for _ in frame[2]))
        elif kind == Frame.ZEBRA:
            origin = frame[2]
            given = tuple(c if c == GIVEN_NONE or (origin + i) % world.players == seat
                          else pool.pop() for i, c in enumerate(frame[3]))
            frame = (kind, frame[1], origin, given)
        elif kind == Frame.CHOOSE and frame[2] == ChooseMode.GRASS and frame[1] != seat:
            drawn = fresh.get(frame[1])
            frame = (kind, frame[1], frame[2], drawn[0] if drawn else frame[3])
        stack.append(frame)
    world.stack = stack
