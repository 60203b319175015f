"""Origami's moves as clicks on table objects: `path(move, obs)` (see game.match.steps).

Every Origami move is one engine move already small enough to be one click; a turn that
plays an origami is several moves in a row (the card, each payment card, a collection),
each a click of its own. The steps name the object clicked:

    ("line", card)             a card of the draw line: take it (or copy its effect)
    ("discard", card)          a card of the discard pile: take it (raccoon, magpie)
    ("hand", card)             a card of the mover's hand: play, pay, discard or pass it
    ("drawn", card)            a card the fox just drew, not yet in hand: reject it
    ("collection", seat, col)  a collection: place the origami on it, or use its action
    ("under", seat, col)       the bottom of a collection: slip the snake under it
    ("top", card)              a collection whose top card is `card`: copy its effect
    ("seat", seat)             an opponent's panel: the shark's target
    ("chip", name)             a spoken decision: use, skip, stop, draw, keep, pass

Which chip a Done() is depends on the decision it ends (CHIP_OF_FRAME): stop taking,
skip an effect, keep the vulture's card...
"""

from __future__ import annotations

from game.origami.frames import ChooseMode, Frame
from game.origami.moves import (Action, Copy, Discard, Done, Give, Pass, Pay, Place, Play,
                                Take, TakeDiscard, Target, Use)

# The chip a Done() is shown as, by the decision (frame) it ends.
CHIP_OF_FRAME = {Frame.TAKE: "stop", Frame.RAY: "draw", Frame.INSTANT: "skip",
                 Frame.CHOOSE: "skip"}
HAND_MOVES = (Play, Pay, Give)


def frame_of(obs: dict) -> tuple:
    """The decision on top of the observation's stack, as the viewer sees it (or ())."""
    stack = obs.get("stack") or ()
    return tuple(stack[-1]) if stack else ()


def done_chip(frame: tuple) -> str:
    """The chip that ends this decision without doing more."""
    if not frame:
        return "done"
    if frame[0] == Frame.CHOOSE and frame[2] == ChooseMode.VULTURE:
        return "keep"
    return CHIP_OF_FRAME.get(frame[0], "done")


def path(move, obs: dict) -> tuple[tuple, ...]:
    """The table objects the mover clicks, in order, to make `move` (one each)."""
    kind, frame = type(move), frame_of(obs)
    mover = obs.get("current_player")
    if kind is Take:
        return (("line", move.card),)
    if kind is TakeDiscard:
        return (("discard", move.card),)
    if kind in HAND_MOVES:
        return (("hand", move.card),)
    if kind is Discard:
        if frame and frame[0] == Frame.FOX:
            return (("drawn", move.card),)
        return (("hand", move.card),)
    if kind is Place:
        return ((("under" if move.under else "collection"), mover, move.col),)
    if kind is Action:
        return (("collection", mover, move.col),)
    if kind is Copy:
        if move.card in obs.get("line", ()):
            return (("line", move.card),)
        return (("top", move.card),)
    if kind is Target:
        return (("seat", move.seat),)
    if kind is Use:
        return (("chip", "use"),)
    if kind is Done:
        return (("chip", done_chip(frame)),)
    if kind is Pass:
        return (("chip", "pass"),)
    raise ValueError(f"origami: no table step for the move {move!r}")


def public_move(move, made_events: bool) -> bool:
    """Every move is made face up but the zebra's passes: those cards are told (to the
    giver and the taker only) once everyone has chosen."""
    return not isinstance(move, Give)
