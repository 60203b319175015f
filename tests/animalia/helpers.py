"""Shared helpers for the Animalia tests: building states from setups, playing moves."""

from __future__ import annotations

from game import load_game
from game.animalia.cards import CARD_INDEX
from game.animalia.moves import PASS, Decline, Medals, Pick, Take, Target, UsePower

GAME = load_game("animalia")
FAMS = ("cat", "horse", "dog", "rabbit", "parrot")
__all__ = ["GAME", "setup", "kinds", "by_kind", "PASS", "Decline", "Medals", "Pick", "Take",
           "Target", "UsePower", "haul", "fill", "cid"]


def setup(**data):
    """A state from a compact setup (see game.animalia.positions.setup_state)."""
    return GAME.setup(data)


def kinds(events) -> list[str]:
    """The kinds of a list of events, in order."""
    return [e.kind for e in events]


def by_kind(events, kind: str) -> list:
    """The events of one kind."""
    return [e for e in events if e.kind == kind]


def haul(**medals) -> tuple:
    """A 5-tuple haul from family keywords."""
    return tuple(medals.get(f, 0) for f in FAMS)


def cid(card: str) -> int:
    """The int of a card id."""
    return CARD_INDEX[card]


def fill(family: str, members: str) -> list[str]:
    """Card ids of one family: fill('dog', 'champion thief') -> ['dog:champion', ...]."""
    return [f"{family}:{m}" for m in members.split()]
