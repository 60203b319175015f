"""Animalia's moves as steps on the table (see game/match/steps.py): what a player touches.

- Take(c): one of your collections, ("collection", c): the lot goes there.
- Pass: the "pass" chip beside the lot: the lot goes on to the next seat.
- UsePower(p): a card of the activating collection that has that power, ("power", p).
- Decline: the "decline" chip beside that collection.
- Target(c): the other player's collection, ("collection", c).
- Pick(card): the card itself, ("card", id): the one to steal or give, or the spy's
  next card to put back, face up in the spy's tray.
- Medals(haul, used): one medal option, ("medals", haul, used), drawn as its medals
  and the bonus cards it lays over the collection.
Every Animalia move is one click: the engine already splits a turn into small moves.
"""

from __future__ import annotations

from game.animalia.moves import (Decline, Medals, Pass, Pick, Take, Target,
                                 UsePower)

PASS_STEP = ("chip", "pass")
DECLINE_STEP = ("chip", "decline")


def path(move, obs: dict) -> tuple:
    """The steps of `move` (one each; `obs` is not needed: every step names the object)."""
    kind = type(move)
    if kind is Take or kind is Target:
        return (("collection", move.collection),)
    if kind is Pass:
        return (PASS_STEP,)
    if kind is UsePower:
        return (("power", move.power),)
    if kind is Decline:
        return (DECLINE_STEP,)
    if kind is Pick:
        return (("card", move.card),)
    if kind is Medals:
        return (("medals", tuple(move.haul), tuple(move.used)),)
    raise ValueError(f"not an Animalia move: {move!r}")


def public_move(move, made_events: bool) -> bool:
    """Whether another seat may read this move: a step that made no event (a target that
    a later event explains), but not the spy's pick that made none, the card he put back
    on the deck, which is his secret. A move's events say the rest as each seat may see
    them."""
    return not made_events and not isinstance(move, Pick)
