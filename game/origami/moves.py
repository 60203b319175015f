"""Origami's moves: small decisions, each a NamedTuple with a TAG.

A turn is a sequence of these: take a line card (and maybe more), or pick an origami,
then pay for it card by card, then place it; effects add their own small steps (which
card to discard, whom to target...). NamedTuples compare as plain tuples, so the classes
go through game.core.typed_moves: they compare and hash by kind too (Take("cat") is not
Pay("cat"), Use() is not Done()), and an empty move like Done() is still true.
"""

from __future__ import annotations

from typing import NamedTuple

from game.core import typed_moves


class Take(NamedTuple):
    """Take this card from the draw line."""

    card: str
    TAG = "take"

    def __str__(self) -> str:
        return f"take {self.card} from the line"


class TakeDiscard(NamedTuple):
    """Take this card from the discard pile (its top, or any card for the magpie)."""

    card: str
    TAG = "take_discard"

    def __str__(self) -> str:
        return f"take {self.card} from the discard pile"


class Play(NamedTuple):
    """Play this origami from hand (its payment and placement follow)."""

    card: str
    TAG = "play"

    def __str__(self) -> str:
        return f"play {self.card}"


class Pay(NamedTuple):
    """Discard this hand card towards the cost being paid."""

    card: str
    TAG = "pay"

    def __str__(self) -> str:
        return f"pay with {self.card}"


class Place(NamedTuple):
    """Put the origami on collection 0 or 1 (under=1: slip it underneath, snake only)."""

    col: int
    under: int
    TAG = "place"

    def __str__(self) -> str:
        return f"place {'under' if self.under else 'on'} collection {self.col + 1}"


class Action(NamedTuple):
    """Use the special action of the origami on top of collection 0 or 1."""

    col: int
    TAG = "action"

    def __str__(self) -> str:
        return f"use the action of collection {self.col + 1}"


class Use(NamedTuple):
    """Apply the instant effect just offered."""

    TAG = "use"

    def __str__(self) -> str:
        return "use the effect"


class Done(NamedTuple):
    """Decline an optional effect, or stop taking / discarding."""

    TAG = "done"

    def __str__(self) -> str:
        return "done"


class Discard(NamedTuple):
    """Discard this card (hand limit, an effect's discard, or the fox's reject)."""

    card: str
    TAG = "discard"

    def __str__(self) -> str:
        return f"discard {self.card}"


class Give(NamedTuple):
    """Pass this hand card to your right-hand neighbour (zebra)."""

    card: str
    TAG = "give"

    def __str__(self) -> str:
        return f"pass {self.card} to the right"


class Copy(NamedTuple):
    """Copy the instant effect of this visible origami (parrot)."""

    card: str
    TAG = "copy"

    def __str__(self) -> str:
        return f"copy the effect of {self.card}"


class Target(NamedTuple):
    """Choose this opponent (shark)."""

    seat: int
    TAG = "target"

    def __str__(self) -> str:
        return f"target player {self.seat + 1}"


class Pass(NamedTuple):
    """End the turn doing nothing: only when no other action is possible."""

    TAG = "pass"

    def __str__(self) -> str:
        return "pass"


MOVE_TYPES = typed_moves(Take, TakeDiscard, Play, Pay, Place, Action, Use, Done, Discard,
                         Give, Copy, Target, Pass)


def _table(cls) -> dict:
    from game.origami.cards import BY_ID
    return {card: cls(card) for card in BY_ID}


# Interned moves for the hot path (building a NamedTuple costs more than a dict lookup).
TAKE_OF, PLAY_OF, PAY_OF, DISCARD_OF = _table(Take), _table(Play), _table(Pay), _table(Discard)
# their lookups as bound methods made once (`TAKE_OF.__getitem__` makes a new one each time)
TAKE_MOVE, PAY_MOVE = TAKE_OF.__getitem__, PAY_OF.__getitem__
DONE, PASS, USE = Done(), Pass(), Use()
PLACE_OF = {(col, under): Place(col, under) for col in (0, 1) for under in (0, 1)}
