"""Ménagerie's bots: five levels over one search, with game knowledge per game.

    from game.ai import make_bot, LEVELS, suggest
    bot = make_bot("hard", seed=1)
    move = bot.choose(state, time_limit=1.0)     # or iterations=N: reproducible
    hint = suggest(state, lang)                   # hint.move, hint.reason

A bot sees only `state.observe(state.current_player)`: every full state it searches
comes from `state.determinize(seat, rng)`. Nothing here imports pygame. Easy and medium
also come as named personalities with a style (`make_bot("margot")`:
game/ai/personas.py).
"""

from __future__ import annotations

from typing import NamedTuple

from game.ai.bots import Bot, BotError, EasyBot, RandomBot, SearchBot
from game.ai.knowledge import knowledge_for
from game.ai.personas import PERSONA_IDS, PERSONAS, level_of


class Level(NamedTuple):
    """A bot level's search budget (its name and sentence are the catalogs'
    `[level.<id>]`)."""

    id: str
    time_limit: float | None      # seconds per decision when no budget is given
    iterations: int | None        # iteration cap when no budget is given


LEVELS: dict[str, Level] = {
    "random": Level("random", None, None),
    "easy": Level("easy", None, None),
    "medium": Level("medium", 0.22, 400),
    "hard": Level("hard", 0.85, None),
    "expert": Level("expert", 2.7, None),     # three times hard's time
}
LEVEL_IDS: tuple[str, ...] = tuple(LEVELS)


class Suggestion(NamedTuple):
    """A hint: the move the hard bot would play and why, in the player's language."""

    move: object
    reason: str


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of the given level or personality (game/ai/personas.py: "prudence" plays
    as an easy bot with its style); raises BotError naming the known ones."""
    persona = PERSONAS.get(level)
    if persona is not None:
        if persona.level == "easy":
            return EasyBot(seed, persona=persona.id)
        spec = LEVELS[persona.level]
        return SearchBot(seed, persona.level, spec.time_limit, spec.iterations,
                         persona=persona.id)
    if level not in LEVELS:
        raise BotError(f"unknown bot level {level!r} (known: {', '.join(LEVEL_IDS)}; "
                       f"personalities: {', '.join(PERSONA_IDS)})")
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return EasyBot(seed)
    spec = LEVELS[level]
    return SearchBot(seed, level, spec.time_limit, spec.iterations,
                     exact=level in ("hard", "expert"), expert=level == "expert")


def suggest(state, lang: str = "en", seed: int = 0, time_limit: float | None = None,
            iterations: int | None = None) -> Suggestion:
    """The hard bot's move for the seat to move, with a short reason in `lang`."""
    bot = make_bot("hard", seed)
    move = bot.choose(state, time_limit=time_limit, iterations=iterations)
    det = state.determinize(state.current_player, seed)
    reason = knowledge_for(state.game.id).reason(det, move, lang)
    return Suggestion(move, reason)


__all__ = ["LEVELS", "LEVEL_IDS", "Level", "Bot", "BotError", "make_bot", "suggest",
           "Suggestion", "PERSONAS", "PERSONA_IDS", "level_of"]
