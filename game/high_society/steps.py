"""High Society's moves as steps on the table: each money card you add is a move of
its own (a click on the card in your hand), then the "stand" or "pass" chip; a theft
card asks for one of your possessions (see game/match/steps.py)."""

from __future__ import annotations

from game.high_society.moves import Add, Discard, Pass, Stand


def path(move, obs: dict) -> tuple:
    """The step of `move`: ("money", value), ("owned", card), ("chip", "stand" | "pass")."""
    if isinstance(move, Add):
        return (("money", move.value),)
    if isinstance(move, Discard):
        return (("owned", move.card),)
    if isinstance(move, Stand):
        return (("chip", "stand"),)
    if isinstance(move, Pass):
        return (("chip", "pass"),)
    raise ValueError(f"not a High Society move: {move!r}")


def public_move(move, made_events: bool) -> bool:
    """Every bid, stand and pass is made in the open: everyone may read every move."""
    return True
