"""Personalities: named bots of the easy and medium levels with a visible style.

    from game.ai.personas import PERSONAS, level_of
    make_bot("prudence", seed=1)      # easy, cautious: a seat kind like "easy"
    level_of("margot")                # "medium"

A personality is a level (its noise, its search budget, its evaluation) plus a taste:
parameters of that level's knowledge, never a script of moves. The taste is one of two
styles, told apart in every game:

- cautious: High Society bids less for what it wants (`appetite`) and counts money
  kept as worth more (`money_weight`); in the other games it leans, among the moves its
  level finds about as good, to the safe one (`game/ai/styles.py`).
- collector: High Society bids more for possessions and counts money as worth less; in
  the other games it leans to the move that grows its collections.

Easy adds the tilt to its move scores (`style_weight`, in the game's score units);
medium plays, among the moves within `style_margin` of its search's best, the most
stylish (`Knowledge.styled_pick`). Both are checked by tools/bot_audit.py to make no
more absurd moves than their level (docs/bots.md, "Personalities"). The names and the
one-line styles are the catalogs' `[level.<id>]` and `[style.<style>]`.
"""

from __future__ import annotations

import copy
from typing import NamedTuple

from game.ai.knowledge import Knowledge, knowledge_for


class Persona(NamedTuple):
    """A named bot: its seat kind (`id`), its level and its style."""

    id: str
    level: str
    style: str


PERSONAS: dict[str, Persona] = {p.id: p for p in (
    Persona("prudence", "easy", "cautious"),
    Persona("colette", "easy", "collector"),
    Persona("basile", "medium", "cautious"),
    Persona("margot", "medium", "collector"),
)}
PERSONA_IDS: tuple[str, ...] = tuple(PERSONAS)
STYLES = ("cautious", "collector")

# High Society's knobs per style (HighSocietyKnowledge.appetite, price_cap and
# money_weight), tuned with tools/bot_audit.py and tools/persona_style.py on deals
# other than those docs/bots.md reports ("Personalities"): without a price cap, an
# appetite of 1.1 to 1.25 made the easy collector pay more than the fair price a point
# more often than easy did, and money worth 1.3 times as much left the medium cautious
# bidder rich late in the game, paying over that price (21 times in 772 bids, medium
# 13 in 750).
HS_KNOBS = {"cautious": (("appetite", 0.85), ("price_cap", 1.0), ("money_weight", 1.15)),
            "collector": (("appetite", 1.3), ("price_cap", 0.9), ("money_weight", 0.85))}
# The other games: how far medium's pick may fall from the best value (win chance) for
# style, and how much of the tilt easy adds, per game, in its score units (easy's
# noise is 1.2 for Animalia, 6.0 for Animimix, 1.5 for Origami). Animimix's tilt fades
# as the game ends: unfaded, at weight 3, both easy personalities threw away a won
# last move 2.4 times as often as easy (tools/bot_audit.py, 200 deals a count).
STYLE_MARGIN = 0.04
STYLE_WEIGHT = {"animalia": 0.8, "animimix": 6.0, "origami": 0.6}


def with_personas(kinds: tuple[str, ...]) -> tuple[str, ...]:
    """Seat kinds with each level's personalities right after it, in PERSONAS' order."""
    return tuple(k for kind in kinds
                 for k in (kind, *(p.id for p in PERSONAS.values() if p.level == kind)))


def level_of(kind: str) -> str:
    """The level of a seat kind: a personality's level, else the kind itself."""
    persona = PERSONAS.get(kind)
    return persona.level if persona else kind


def is_persona(kind: str) -> bool:
    """Whether a seat kind names a personality."""
    return kind in PERSONAS


_CACHE: dict[tuple[str, str], Knowledge] = {}


def persona_knowledge(game_id: str, persona_id: str) -> Knowledge:
    """The knowledge a personality thinks with in a game: its level's, with its style's
    parameters (cached; the level's own object is never changed)."""
    key = (game_id, persona_id)
    if key not in _CACHE:
        from game.ai import styles
        persona = PERSONAS[persona_id]
        knowledge = copy.copy(knowledge_for(game_id))
        if game_id == "high_society":
            for name, value in HS_KNOBS[persona.style]:
                setattr(knowledge, name, value)
        else:
            tilt = styles.tilt_for(game_id, persona.style)
            if tilt is not None:
                knowledge.style_tilt = tilt
                if persona.level == "easy":
                    knowledge.style_weight = STYLE_WEIGHT.get(game_id, 1.0)
                else:
                    knowledge.style_margin = STYLE_MARGIN
        _CACHE[key] = knowledge
    return _CACHE[key]
