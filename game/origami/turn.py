"""Origami's turn: the moves of the top frame, the main decision and the generic frames
(paying, placing, using an instant effect, discarding), with the tables that map each
frame kind to its handlers: LEGAL[kind](state, frame) -> moves; PLAY[kind](state, frame,
move, events), which plays the move (`play` then goes on to the next decision); and
AUTO[kind](state, frame, events) -> True when it resolved a forced step itself. A handler
that found the next frame's legal moves on the way, and the step not forced, keeps them
in `state.kept` and that frame in `state.ready`: legal_moves hands the list over (once: a
second call lists the moves afresh) while that very frame is on top (every move replaces
or pops the top frame; a clone starts afresh). The main decision is listed afresh every
time: tests and tools build positions by assigning zones.
The frames that effects push are in effect_frames.py.
"""

from __future__ import annotations

from game.origami import effect_frames, effects
from game.origami.cards import COST, EFFECT, EFFECT_TYPE, FAMILIES, FOLDS, PARAMS
from game.origami.effect_frames import line_takes
from game.origami.frames import (DISCARD_FRAME, DRAW_FOLDS, HAND_LIMIT, INSTANT_FRAME,
                                 LINE_TAKING, MAIN_FRAME, PAY_FRAME, PLACE_FRAME,
                                 TAKE_FRAME, Frame)
from game.origami.moves import (DISCARD_OF, DONE, PASS, PAY_MOVE, PAY_OF, PLAY_OF,
                                TAKE_MOVE, TAKE_OF, USE, Action, Done, Play, Take, Use)
from game.origami.payment import (PACKED, PACKED_BITS, PICKS, PLAYABLE, exact_picks, pick_ids,
                                  playable_ids)


# card -> usable(state, seat, params) of its special action or instant effect: whether it
# would do something now (None for the other cards: a subscript costs less than `get`)
ACTION_TESTS = {card: effects.ACTIONS[name][1] if EFFECT_TYPE[card] == "action" else None
                for card, name in EFFECT.items()}
INSTANT_TESTS = {card: effects.INSTANTS[name][1] if EFFECT_TYPE[card] == "instant"
                 and name in effects.INSTANTS else None for card, name in EFFECT.items()}
ACTION_OF = (Action(0), Action(1))
TAKE_BUDGET = {card: DRAW_FOLDS - folds for card, folds in FOLDS.items()}  # after a main Take
# each seat's main frame, made once (a game has at most one family a player)
MAIN_OF = tuple((MAIN_FRAME, seat) for seat in range(len(FAMILIES)))


def legal_moves(s) -> list:
    """The moves of the player on top of the stack ([] once the game is over)."""
    if s.is_over:
        return []
    frame = s.stack[-1]
    if s.ready is frame:        # handed over once: a second call lists them afresh
        s.ready = None
        return s.kept
    kind = frame[0]
    if kind is not MAIN_FRAME:
        # Only a determinization (another seat's hand re-dealt while it pays or plays)
        # can leave a frame without a move: Done then gives up the rest of the step.
        return LEGAL[kind](s, frame) or [DONE]
    seat = frame[1]     # the main decision: take, play or use an action
    line = s.line       # its distinct cards, in order
    if len(line) == 4:  # the usual full line: six compares cost less than one set
        a, b, c, d = line
        if a != b and a != c and a != d and b != c and b != d and c != d:
            moves = [TAKE_OF[a], TAKE_OF[b], TAKE_OF[c], TAKE_OF[d]]
        else:           # a repeat (a third of the lines): each card told from those before
            moves = [TAKE_OF[a]]
            if b != a:
                moves.append(TAKE_OF[b])
            if c != a and c != b:
                moves.append(TAKE_OF[c])
            if d != a and d != b and d != c:
                moves.append(TAKE_OF[d])
    else:
        moves = list(map(TAKE_MOVE, dict.fromkeys(line)))
    hand = s.hands[seat]
    if len(hand) > 1:               # playable(hand), inlined
        key = s.packed[seat]
        try:                        # shipped for hands of up to 8 cards (payment.py)
            cards = PLAYABLE[key]
        except KeyError:
            cards = playable_ids(key)
        cards = cards.intersection(hand)
        if cards:
            for card in sorted(cards):
                moves.append(PLAY_OF[card])
    left, right = s.cols[seat]
    if left:
        top = left[-1]
        usable = ACTION_TESTS[top]
        if usable is not None and usable(s, seat, PARAMS[top]):
            moves.append(ACTION_OF[0])
    if right:
        top = right[-1]
        usable = ACTION_TESTS[top]
        if usable is not None and usable(s, seat, PARAMS[top]):
            moves.append(ACTION_OF[1])
    return moves or [PASS]


def play(s, move, events=None) -> None:
    """Play a legal move, then resolve forced steps (AUTO) and turn ends until a real
    decision or the end: a line take of the turn's draw here (the most common moves),
    any other move by PLAY[kind]. One function: a Python call costs more than the
    handful of lines it would hold."""
    stack = s.stack
    frame = stack[-1]
    kind = frame[0]
    if type(move) is Take and (kind is MAIN_FRAME or frame[3] is LINE_TAKING):
        seat, card = frame[1], move.card
        budget = TAKE_BUDGET[card] if kind is MAIN_FRAME else frame[2] - FOLDS[card]
        line = s.line
        line.remove(card)       # take_line, inlined
        s.hands[seat].append(card)
        s.packed[seat] += PACKED[card]
        row = s.pub[seat]
        if card in row:         # a subscript costs less than `get`
            row[card] += 1
        else:
            row[card] = 1
        if events is not None:
            s.emit(events, "taken", seat, card=card, source="line")
        if budget > 0:
            moves = line_takes(line, budget)
            if moves:       # the next takes, as AUTO's `auto_take` would offer them
                moves.append(DONE)
                frame = stack[-1] = (TAKE_FRAME, seat, budget, LINE_TAKING)
                s.ready, s.kept = frame, moves
                s.current_player = seat
                return
        stack.pop()         # finish_take, inlined: the taking ends
        deck = s.deck
        if len(line) == 3 and len(deck) > 1:    # refill_line's usual case, inlined
            card = deck.pop()
            line.append(card)
            if events is not None:
                s.emit(events, "line_filled", None, card=card)
        else:
            s.refill_line(events)
    else:
        PLAY[kind](s, frame, move, events)
    while stack:
        frame = stack[-1]
        auto = AUTO[frame[0]]
        if auto is None or not auto(s, frame, events):
            s.current_player = frame[1]
            return
    # the stack is empty: a discard down to the limit, the next main decision or the end
    seat = s.turn_seat
    held = len(s.hands[seat])
    if held > HAND_LIMIT:
        stack.append((DISCARD_FRAME, seat, held - HAND_LIMIT, "limit"))
        s.current_player = seat
        return
    remaining = s.remaining
    if remaining is not None:
        if remaining == 0:
            s.finish(events)
            return
        s.remaining = remaining - 1
    seat = s.turn_seat = (seat + 1) % s.players
    if seat == s.first:
        s.round += 1
        if s.remaining is None and s.round >= s.options["max_rounds"]:
            s.trigger_end("round_limit", events)
    stack.append(MAIN_OF[seat])
    s.current_player = seat
    if events is not None:
        s.emit(events, "turn_started", seat, round=s.round)


def play_main(s, frame, move, events) -> None:
    """Play, use an action or pass (`play` itself plays a Take)."""
    seat = frame[1]
    kind = type(move)
    s.stack.pop()
    if kind is Play:
        card = move.card
        s.start_play(seat, card, COST[card], events)
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
    seat, card, paid = frame[1], frame[2], move.card
    remaining = frame[3] - FOLDS[paid]
    s.remove_public(seat, paid)
    s.discard.append(paid)
    if events is not None:
        s.emit(events, "paid", seat, card=paid)
    s.stack[-1] = (PAY_FRAME, seat, card, remaining) if remaining else (PLACE_FRAME, seat, card)


def auto_pay(s, frame, events) -> bool:
    """Make the forced payments (one card alone can start an exact payment): True once
    the origami is paid for, False at a choice (its moves kept in `kept`)."""
    hand = s.hands[frame[1]]
    while True:
        key = s.packed[frame[1]] + (frame[3] << PACKED_BITS)    # exact_picks, inlined
        try:
            picks = PICKS[key]
        except KeyError:
            picks = pick_ids(key)
        picks = picks.intersection(hand)
        if len(picks) != 1:
            moves = []
            for card in sorted(picks):
                moves.append(PAY_OF[card])
            s.ready, s.kept = frame, moves or [DONE]
            return False
        (card,) = picks
        play_pay(s, frame, PAY_OF[card], events)
        frame = s.stack[-1]
        if frame[0] is not PAY_FRAME:
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
    usable = INSTANT_TESTS[card]
    if usable is not None and usable(s, seat, PARAMS[card]):
        s.stack.append((INSTANT_FRAME, seat, card))


def auto_place(s, frame, events) -> bool:
    moves = s.placements(frame[1], frame[2])
    if len(moves) != 1:
        s.ready, s.kept = frame, moves
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


LEGAL = {Frame.PAY: legal_pay, Frame.PLACE: legal_place,
         Frame.INSTANT: legal_instant, Frame.DISCARD: legal_discard, **effect_frames.LEGAL}
PLAY_OF_KIND = {Frame.MAIN: play_main, Frame.PAY: play_pay, Frame.PLACE: play_place,
                Frame.INSTANT: play_instant, Frame.DISCARD: play_discard, **effect_frames.PLAY}
AUTO_OF_KIND = {Frame.PAY: auto_pay, Frame.PLACE: auto_place, Frame.DISCARD: auto_discard,
                **effect_frames.AUTO}
# indexed by the frame kind's value: a tuple index costs less than a dict look-up
PLAY = tuple(PLAY_OF_KIND[kind] for kind in Frame)
AUTO = tuple(AUTO_OF_KIND.get(kind) for kind in Frame)
