"""High Society's moves: small bidding steps a search can afford.

A turn in an auction is either `Pass()`, or one or more `Add(value)` (one money card
shown at a time) closed by `Stand()` once the shown total beats the high bid. Taking a
theft card that finds a possession is followed by `Discard(card)`.

Moves are NamedTuples; two of them (Pass and Stand) have no fields and would compare
equal as plain tuples, so they go through game.core.typed_moves, which makes every move
class compare and hash by its kind too. Field types (Add(True) is not Add(1)) are
checked where moves come from outside, in Game.move_from_json.
"""

from __future__ import annotations

from typing import NamedTuple

from game.core import typed_moves


class Pass(NamedTuple):
    """Leave this auction (taking your shown money back)."""

    TAG = "pass"

    def __str__(self) -> str:
        return "pass"


class Add(NamedTuple):
    """Show one more money card of this value in your bid."""

    value: int
    TAG = "add"

    def __str__(self) -> str:
        return f"add {self.value}"


class Stand(NamedTuple):
    """Stop adding: your shown total is now the high bid."""

    TAG = "stand"

    def __str__(self) -> str:
        return "stand"


class Discard(NamedTuple):
    """Give up this possession ("1".."10") to the theft card."""

    card: str
    TAG = "discard"

    def __str__(self) -> str:
        return f"discard {self.card}"


MOVE_TYPES = typed_moves(Pass, Add, Stand, Discard)
PASS = Pass()
STAND = Stand()
