"""The decisions Origami's effects push as frames (see effects.py): taking line cards,
choosing an origami to play, the fox's, the ray's and the zebra's discards and passes,
the parrot's copy, the target of a forced discard, the magpie's pick. LEGAL, PLAY and
AUTO map each of these frame kinds to its handlers, as turn.py does for the others.
"""

from __future__ import annotations

from game.origami.cards import COST, EFFECT, FOLDS, PARAMS
from game.origami.effects import INSTANTS, copy_targets
from game.origami.frames import (ANY_TAKING, EXACT_TAKING, GIVEN_NONE, LINE_TAKING,
                                 RACCOON_TAKING, TAKE_FRAME, ChooseMode, Frame)
from game.origami.moves import (DONE, TAKE_OF, Copy, Discard, Done, Give, Play, Take,
                                TakeDiscard, Target)
from game.origami.payment import PACKED, distinct, exact_picks, pack, payable, playable


def line_takes(line: list, budget: int) -> list:
    """The Take moves of the line's distinct cards (in order) that fit in `budget` folds:
    the turn's own draw, without its Done."""
    moves = []
    if len(line) == 3:      # the usual line after a take: each card told from those before
        a, b, c = line      # (compares cost less than a set, straight lines than a loop)
        if FOLDS[a] <= budget:
            moves.append(TAKE_OF[a])
        if b != a and FOLDS[b] <= budget:
            moves.append(TAKE_OF[b])
        if c != a and c != b and FOLDS[c] <= budget:
            moves.append(TAKE_OF[c])
        return moves
    for card in dict.fromkeys(line):    # distinct cards, in order
        if FOLDS[card] <= budget:
            moves.append(TAKE_OF[card])
    return moves


def legal_take(s, frame) -> list:
    budget, mode = frame[2], frame[3]
    if mode == LINE_TAKING:     # the turn's own draw: the common case
        moves = line_takes(s.line, budget)
        moves.append(DONE)
        return moves
    if mode == EXACT_TAKING:
        return [Take(c) for c in exact_picks(s.line, budget)]
    if mode == ANY_TAKING:
        return [Take(c) for c in distinct(s.line)]
    moves = [TAKE_OF[c] for c in distinct(s.line) if FOLDS[c] <= budget]
    if mode == RACCOON_TAKING and s.discard and FOLDS[s.discard[-1]] <= budget:
        moves.append(TakeDiscard(s.discard[-1]))
    moves.append(DONE)
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
    budget -= 1 if mode == ANY_TAKING else FOLDS[move.card]
    s.stack[-1] = (TAKE_FRAME, seat, budget, mode)


def auto_take(s, frame, events) -> bool:
    """End the taking when nothing more can be taken."""
    if frame[2] > 0:
        moves = legal_take(s, frame)
        if len(moves) > (frame[3] < EXACT_TAKING):    # LINE and RACCOON offer Done
            s.ready, s.kept = frame, moves
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
    moves = legal_choose(s, frame)
    if len(moves) > 1:
        s.ready, s.kept = frame, moves
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
    s.packed[seat] += pack(kept)
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
        s.packed[taker] += PACKED[card]
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
