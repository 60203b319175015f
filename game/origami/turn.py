"""Origami's turn: the main decision and the generic frames (paying, placing, using an
instant effect, discarding), with the tables that map each frame kind to its handlers:
LEGAL[kind](state, frame) -> moves, PLAY[kind](state, frame, move, events), and
AUTO[kind](state, frame, events) -> True when it resolved a forced step itself. An AUTO
handler that found the frame's legal moves on the way, and the step not forced, keeps
them as `state.ready = (frame, moves)`: legal_moves returns a copy while that very frame
is on top (every move replaces or pops the top frame; a clone starts afresh).
The frames that effects push are in effect_frames.py.
"""

from __future__ import annotations

from game.origami import effect_frames, effects
from game.origami.cards import COST, EFFECT, EFFECT_TYPE, FOLDS, PARAMS
from game.origami.frames import (DRAW_FOLDS, INSTANT_FRAME, LINE_TAKING, PAY_FRAME, PLACE_FRAME,
                                 TAKE_FRAME, Frame)
from game.origami.moves import (DISCARD_OF, DONE, PASS, PAY_MOVE, PAY_OF, PLAY_MOVE, TAKE_MOVE,
                                USE, Action, Done, Play, Take, Use)
from game.origami.payment import exact_picks, playable


# card -> usable(state, seat, params) of its special action or instant effect: whether it
# would do something now (for the action cards and the instant ones only)
ACTION_TESTS = {card: effects.ACTIONS[name][1] for card, name in EFFECT.items()
                if EFFECT_TYPE[card] == "action"}
INSTANT_TESTS = {card: effects.INSTANTS[name][1] for card, name in EFFECT.items()
                 if EFFECT_TYPE[card] == "instant" and name in effects.INSTANTS}
ACTION_OF = (Action(0), Action(1))


def legal_main(s, frame) -> list:
    seat = frame[1]
    line = s.line       # distinct cards, in order (a set is cheaper than dict.fromkeys)
    moves = list(map(TAKE_MOVE, line if len(set(line)) == len(line) else dict.fromkeys(line)))
    hand = s.hands[seat]
    if len(hand) > 1:
        moves += map(PLAY_MOVE, playable(hand))
    left, right = s.cols[seat]
    if left and left[-1] in ACTION_TESTS and ACTION_TESTS[left[-1]](s, seat, PARAMS[left[-1]]):
        moves.append(ACTION_OF[0])
    if right and right[-1] in ACTION_TESTS and ACTION_TESTS[right[-1]](s, seat,
                                                                       PARAMS[right[-1]]):
        moves.append(ACTION_OF[1])
    return moves or [PASS]


def play_main(s, frame, move, events) -> None:
    seat = frame[1]
    s.stack.pop()
    kind = type(move)
    if kind is Take:
        s.take_line(seat, move.card, events)
        s.stack.append((TAKE_FRAME, seat, DRAW_FOLDS - FOLDS[move.card], LINE_TAKING))
    elif kind is Play:
        s.start_play(seat, move.card, COST[move.card], events)
    elif kind is Action:
        card = s.cols[seat][move.col][-1]
        s.emit(events, "action_used", seat, card=card, col=move.col)
        effects.ACTIONS[EFFECT[card]][0](s, seat, PARAMS[card], events)
    else:
        s.emit(events, "turn_passed", seat)


def legal_pay(s, frame) -> list:
    seat, remaining = frame[1], frame[3]
    return list(map(PAY_MOVE, exact_picks(s.hands[seat], remaining)))


def play_pay(s, frame, move, events) -> None:
    if type(move) is Done:     # only in determinizations (see legal_moves)
        s.stack[-1] = (PLACE_FRAME, frame[1], frame[2])
        return
    seat, card, remaining = frame[1], frame[2], frame[3] - FOLDS[move.card]
    s.remove_public(seat, move.card)
    s.discard.append(move.card)
    if events is not None:
        s.emit(events, "paid", seat, card=move.card)
    s.stack[-1] = (PAY_FRAME, seat, card, remaining) if remaining else (PLACE_FRAME, seat, card)


def auto_pay(s, frame, events) -> bool:
    picks = exact_picks(s.hands[frame[1]], frame[3])
    if len(picks) != 1:
        s.ready = frame, list(map(PAY_MOVE, picks)) or [DONE]
        return False
    play_pay(s, frame, PAY_OF[picks[0]], events)
    return True


def legal_place(s, frame) -> list:
    return s.placements(frame[1], frame[2])


def play_place(s, frame, move, events) -> None:
    seat, card = frame[1], frame[2]
    s.stack.pop()
    pile = s.cols[seat][move.col]
    if move.under:
        pile.insert(0, card)
    else:
        pile.append(card)
    if events is not None:
        s.emit(events, "placed", seat, card=card, col=move.col, under=move.under)
    usable = INSTANT_TESTS.get(card)
    if usable is not None and usable(s, seat, PARAMS[card]):
        s.stack.append((INSTANT_FRAME, seat, card))


def auto_place(s, frame, events) -> bool:
    moves = s.placements(frame[1], frame[2])
    if len(moves) != 1:
        s.ready = frame, moves
        return False
    play_place(s, frame, moves[0], events)
    return True


def legal_instant(s, frame) -> list:
    return [USE, DONE]


def play_instant(s, frame, move, events) -> None:
    seat, card = frame[1], frame[2]
    s.stack.pop()
    if type(move) is Use:
        s.emit(events, "effect_used", seat, card=card, effect=EFFECT[card], copied_from=None)
        effects.INSTANTS[EFFECT[card]][0](s, seat, PARAMS[card], events)


def legal_discard(s, frame) -> list:
    return [DISCARD_OF[c] for c in sorted(set(s.hands[frame[1]]))]


def play_discard(s, frame, move, events) -> None:
    seat, count, reason = frame[1], frame[2] - 1, frame[3]
    s.discard_card(seat, move.card, reason, events)
    if count > 0 and s.hands[seat]:
        s.stack[-1] = (Frame.DISCARD, seat, count, reason)
    else:
        s.stack.pop()


def auto_discard(s, frame, events) -> bool:
    if s.hands[frame[1]]:
        return False
    s.stack.pop()
    return True


LEGAL = {Frame.MAIN: legal_main, Frame.PAY: legal_pay, Frame.PLACE: legal_place,
         Frame.INSTANT: legal_instant, Frame.DISCARD: legal_discard, **effect_frames.LEGAL}
PLAY = {Frame.MAIN: play_main, Frame.PAY: play_pay, Frame.PLACE: play_place,
        Frame.INSTANT: play_instant, Frame.DISCARD: play_discard, **effect_frames.PLAY}
AUTO = {Frame.PAY: auto_pay, Frame.PLACE: auto_place, Frame.DISCARD: auto_discard,
        **effect_frames.AUTO}
