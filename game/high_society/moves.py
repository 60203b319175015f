"""High Society's moves: small bidding steps a search can afford.

A turn in an auction is either `Pass()`, or one or more `Add(value)` (one money card
shown at a time) closed by `Stand()` once the shown total beats the high bid. Taking a
theft card that finds a possession is followed by `Discard(card)`.

Moves are NamedTuples; two of them (Pass and Stand) have no fields and would compare
equal as plain tuples, so every move class compares and hashes by its kind too.
"""

from __future__ import annotations

from typing import NamedTuple


class Pass(NamedTuple):
    """Leave this auction (taking your shown money back)."""

    TAG = "pass"

    def __eq__(self, other) -> bool:
        return type(other) is Pass

    def __ne__(self, other) -> bool:
        return type(other) is not Pass

    def __hash__(self) -> int:
        return hash("pass")

    def __str__(self) -> str:
        return "pass"


class Add(NamedTuple):
    """Show one more money card of this value in your bid."""

    value: int
    TAG = "add"

    def __eq__(self, other) -> bool:
        # the type test keeps Add(True) and Add(25.0) from passing for Add(1), Add(25)
        return type(other) is Add and self[0] == other[0] and type(self[0]) is type(other[0])

    def __ne__(self, other) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash(("add", self[0]))

    def __str__(self) -> str:
        return f"add {self.value}"


class Stand(NamedTuple):
    """Stop adding: your shown total is now the high bid."""

    TAG = "stand"

    def __eq__(self, other) -> bool:
        return type(other) is Stand

    def __ne__(self, other) -> bool:
        return type(other) is not Stand

    def __hash__(self) -> int:
        return hash("stand")

    def __str__(self) -> str:
        return "stand"


class Discard(NamedTuple):
    """Give up this possession ("1".."10") to the theft card."""

    card: str
    TAG = "discard"

    def __eq__(self, other) -> bool:
        return type(other) is Discard and self[0] == other[0]

    def __ne__(self, other) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash(("discard", self[0]))

    def __str__(self) -> str:
        return f"discard {self.card}"


MOVE_TYPES = (Pass, Add, Stand, Discard)
PASS = Pass()
STAND = Stand()
