"""Ménagerie's bots: five levels over one search, with game knowledge per game.

    from game.ai import make_bot, LEVELS, suggest
    bot = make_bot("hard", seed=1)
    move = bot.choose(state, time_limit=1.0)     # or iterations=N: reproducible
    hint = suggest(state, "fr")                   # hint.move, hint.reason

A bot sees only `state.observe(state.current_player)`: every full state it searches
comes from `state.determinize(seat, rng)`. Nothing here imports pygame.
"""

from __future__ import annotations

from typing import NamedTuple

from game.ai.bots import Bot, BotError, EasyBot, RandomBot, SearchBot
from game.ai.knowledge import knowledge_for


class Level(NamedTuple):
    """A bot level: player-facing names and descriptions, and its search budget."""

    id: str
    name_en: str
    name_fr: str
    about_en: str
    about_fr: str
    time_limit: float | None      # seconds per decision when no budget is given
    iterations: int | None        # iteration cap when no budget is given


LEVELS: dict[str, Level] = {
    "random": Level("random", "Random", "Hasard",
                    "Plays any legal move at random.",
                    "Joue n'importe quel coup permis, au hasard.", None, None),
    "easy": Level("easy", "Easy", "Facile",
                  "Follows simple rules of thumb and often makes mistakes.",
                  "Suit des règles simples et se trompe souvent.", None, None),
    "medium": Level("medium", "Medium", "Moyen",
                    "Looks a few moves ahead in a quick search.",
                    "Regarde quelques coups à l'avance, en une recherche rapide.",
                    0.22, 400),
    "hard": Level("hard", "Hard", "Difficile",
                  "Thinks for about a second, imagines the hidden cards many times and "
                  "counts out endgames.",
                  "Réfléchit environ une seconde, imagine souvent les cartes cachées et "
                  "calcule les fins de partie.",
                  0.85, None),
    "expert": Level("expert", "Expert", "Expert",
                    "Thinks three times as long as Hard (about three seconds a move) "
                    "and judges positions better.",
                    "Réfléchit trois fois plus longtemps que Difficile (environ trois "
                    "secondes par coup) et juge mieux les positions.",
                    2.7, None),
}
LEVEL_IDS: tuple[str, ...] = tuple(LEVELS)


class Suggestion(NamedTuple):
    """A hint: the move the hard bot would play and why, in the player's language."""

    move: object
    reason: str


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of the given level; raises BotError naming the known levels."""
    if level not in LEVELS:
        raise BotError(f"unknown bot level {level!r} (known: {', '.join(LEVEL_IDS)})")
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
    reason = knowledge_for(state.game.id).reason(det, move, "fr" if lang == "fr" else "en")
    return Suggestion(move, reason)


__all__ = ["LEVELS", "LEVEL_IDS", "Level", "Bot", "BotError", "make_bot", "suggest",
           "Suggestion"]
