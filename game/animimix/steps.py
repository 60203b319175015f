"""Animimix's moves as steps on the table: a card of your hand, then a grid cell or the
"hide" spot in front of you (see game/match/steps.py)."""

from __future__ import annotations

from game.animimix.state import PlaceHidden, Swap


def path(move, obs: dict) -> tuple:
    """The steps of `move`: ("hand", species), then ("cell", row, col) or ("hide",)."""
    if isinstance(move, Swap):
        return (("hand", move.species), ("cell", move.row, move.col))
    if isinstance(move, PlaceHidden):
        return (("hand", move.species), ("hide",))
    raise ValueError(f"not an Animimix move: {move!r}")
