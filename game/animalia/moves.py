"""Animalia's moves: small decision steps, all NamedTuples of ints and strings.

Phase 1: `Take(collection)` or `Pass()` for the lot in front of you.
Powers, after a take: `UsePower(power)` or `Decline()` (drops the remaining ones);
then the thief and prankster pick `Target(collection)` and `Pick(card)`; the spy
puts the cards he looked at back one by one with `Pick(card)`, top first.
Phase 3: `Medals(haul, used)`: the medals per family (cat, horse, dog, rabbit,
parrot) and the bonus cards used to cover cards (the engine picks which cards).
"""

from __future__ import annotations

from typing import NamedTuple

from game.core import typed_moves

from game import catalog
from game.animalia.cards import CARD_IDS, CARD_INDEX, FAMILIES, card_name, family_name


class Take(NamedTuple):
    """Take the lot into one of your collections (its index in the table's list)."""

    collection: int
    TAG = "take"

    def __str__(self) -> str:
        return f"take the lot into collection {self.collection}"


class Pass(NamedTuple):
    """Pass the lot to the next player on the left."""

    TAG = "pass"

    def __str__(self) -> str:
        return "pass"


class UsePower(NamedTuple):
    """Use an activated power: "thief", "spy" or "prankster"."""

    power: str
    TAG = "power"

    def __str__(self) -> str:
        return f"use the {self.power}"


class Decline(NamedTuple):
    """Give up the remaining activated powers of this take."""

    TAG = "decline"

    def __str__(self) -> str:
        return "decline the powers"


class Target(NamedTuple):
    """The other player's collection to steal from or give to."""

    collection: int
    TAG = "target"

    def __str__(self) -> str:
        return f"target collection {self.collection}"


class Pick(NamedTuple):
    """A card: the one to steal, to give, or to put back next on the deck (spy)."""

    card: str
    TAG = "pick"

    def __str__(self) -> str:
        return f"pick {self.card}"


class Medals(NamedTuple):
    """Claim a medal haul (5 counts, cat..parrot) using these bonus cards as covers."""

    haul: tuple
    used: tuple
    TAG = "medals"

    def __str__(self) -> str:
        won = ", ".join(f"{n} {FAMILIES[f]}" for f, n in enumerate(self.haul) if n) or "none"
        cover = f" covering with {', '.join(self.used)}" if self.used else ""
        return f"medals: {won}{cover}"


# NamedTuples of different classes with equal fields would compare equal as plain
# tuples (Pass() == Decline(), Take(1) == Target(1)): typed_moves fixes that.
MOVE_TYPES = typed_moves(Take, Pass, UsePower, Decline, Target, Pick, Medals)
PASS = Pass()
DECLINE = Decline()
TAKE = tuple(Take(c) for c in range(6))
TARGET = tuple(Target(c) for c in range(6))
PICK = tuple(Pick(cid) for cid in CARD_IDS)


def haul_text(haul: tuple, lang: str) -> str:
    """Medals per family as words ("2 parrots, 1 dog"), in the language."""
    parts = [catalog.text("move.animalia.haul_part", lang, n=n,
                          family=family_name(f, lang, plural=n > 1))
             for f, n in enumerate(haul) if n]
    if not parts:
        return catalog.text("move.animalia.no_medals", lang)
    return ", ".join(parts)


def describe(move, lang: str = "en") -> str:
    """A short player-facing text for a move, in the language (catalog `[move.animalia]`)."""
    def say(key: str, **params) -> str:
        return catalog.text(f"move.animalia.{key}", lang, **params)

    if isinstance(move, Take):
        return say("take", n=move.collection + 1)
    if isinstance(move, Pass):
        return say("pass")
    if isinstance(move, UsePower):          # each power with its article ("de l'espion")
        return say(f"use_power.{move.power}")
    if isinstance(move, Decline):
        return say("decline")
    if isinstance(move, Target):
        return say("target", n=move.collection + 1)
    if isinstance(move, Pick):
        name = card_name(CARD_INDEX[move.card], lang) if move.card in CARD_INDEX else move.card
        return say("pick", name=name)
    if isinstance(move, Medals):
        haul = haul_text(tuple(move.haul), lang)
        if move.used:
            names = ", ".join(card_name(CARD_INDEX[c], lang) for c in move.used
                              if c in CARD_INDEX)
            return say("medals_covering", haul=haul, names=names)
        return say("medals", haul=haul)
    return str(move)
