"""Player-facing text by key, from the message catalogs (game/catalog/<lang>.toml).

A thin layer kept for the scenes: `text(key, lang)` reads `[ui] key`, the option and
value labels read `[option]` and `[value]`, the bot levels `[level.<id>]`. Texts are
templates filled from parameters (never finished sentences translated afterwards),
so the game log can be retold in any language at any time.

New text goes into every catalog's `[ui]` table (see docs/languages.md).
"""

from __future__ import annotations

import os
from functools import lru_cache
from typing import Callable

from game import catalog

LOCALE_VARIABLE = "MENAGERIE_LOCALE"     # e.g. "en_GB": stands for the system's locales
LOCALE_ORDER = ("LC_ALL", "LC_MESSAGES", "LANG")   # after LANGUAGE, as gettext reads them
PLAIN_LOCALES = ("C", "POSIX")           # no language: LANGUAGE is ignored, as gettext does

def text(key: str, lang: str = "en", **params) -> str:
    """The text for `key` in `lang`, with {params} filled in (the key itself if unknown)."""
    found = catalog.lookup(f"ui.{key}", lang, **params)
    return key if found is None else found


_system_locales: Callable[[], list] = list     # the shell's: SDL's preferred locales


def use_system_locales(source: Callable[[], list]) -> None:
    """Where the system's preferred locales come from when the environment names none:
    the shell passes SDL's (`scenes.shell.sdl.pref_locales`); no pygame here."""
    global _system_locales
    _system_locales = source
    system_language.cache_clear()


def preferred_locales() -> list:
    """The system's preferred locales, best first: $MENAGERIE_LOCALE when set (the tests
    pin it), else the environment in gettext's order (environment_locales), else those
    the shell passed in (`use_system_locales`; none when SDL cannot tell)."""
    pinned = os.environ.get(LOCALE_VARIABLE)
    if pinned is not None:
        return [part for part in pinned.split(":") if part]
    found = environment_locales(os.environ)
    if found is not None:
        return found
    try:
        return list(_system_locales())
    except Exception:  # noqa: BLE001 - an old SDL, or SDL cannot tell
        return []


def environment_locales(environ) -> list | None:
    """The locales the environment names, as gettext reads them: LANGUAGE's list
    (ignored when the locale is C or POSIX), then the first of LC_ALL, LC_MESSAGES and
    LANG that is set; None when none of them is. "C" names no catalog (English)."""
    locale = next((environ[name] for name in LOCALE_ORDER if environ.get(name)), "")
    if not locale and not environ.get("LANGUAGE"):
        return None
    if locale.split(".")[0] in PLAIN_LOCALES:
        return [locale]
    listed = [part for part in environ.get("LANGUAGE", "").split(":") if part]
    return listed + ([locale] if locale else [])


@lru_cache(maxsize=1)
def system_language() -> str:
    """The language for this system (asked once): the first preferred locale that has a
    catalog, else the default one (English). The player's setting overrides it."""
    return catalog.default_language(preferred_locales())


def player_language(settings) -> str:
    """The language to speak: the player's setting, else the system's."""
    return settings.lang or system_language()


def value_label(value, lang: str) -> str:
    """An option value in the language (True/False as yes/no, ids made readable)."""
    if value is True or value is False:
        return text("yes" if value else "no", lang)
    if isinstance(value, str) and "," in value:          # a list: each part in the language
        return ", ".join(value_label(part, lang) for part in value.split(","))
    found = catalog.lookup(f"value.{value}", lang) if isinstance(value, str) else None
    return str(value).replace("_", " ") if found is None else found


def option_label(name: str, lang: str) -> str:
    """A game option's short name in the language (its id made readable if unknown)."""
    found = catalog.lookup(f"option.{name}", lang)
    return name.replace("_", " ").capitalize() if found is None else found


def option_help(game_id: str, name: str, lang: str) -> str:
    """A game option's one-sentence help in the language ("" when it has none)."""
    return catalog.lookup(f"help.{game_id}.{name}", lang) or ""


def game_name(game, lang: str) -> str:
    """A game's display name in the language (the catalog's `[game] <id>`)."""
    return catalog.lookup(f"game.{game.id}", lang) or game.name


def level_name(level: str, lang: str) -> str:
    """A bot level's name in the language (its id when the catalog does not know it)."""
    return catalog.lookup(f"level.{level}.name", lang) or level


def bot_seat_name(kind: str, seat: int, lang: str) -> str:
    """A bot's seat as the table, the log and the replays name it: "Medium bot 3", or a
    personality's own name with its seat, "Margot 3"."""
    from game.ai.personas import PERSONAS
    if kind in PERSONAS:
        return text("persona_seat", lang, name=level_name(kind, lang), n=seat + 1)
    return text("bot_name", lang, level=level_name(kind, lang), n=seat + 1)


def seat_help(kind: str, lang: str, game_id: str | None = None) -> str:
    """What a seat's choice means: a person here, the bot level's one sentence, or, for
    a personality at a game, its level and its style at that game."""
    if kind == "human":
        return text("human_help", lang)
    from game.ai.personas import PERSONAS
    persona = PERSONAS.get(kind)
    style = persona and game_id and catalog.lookup(f"style.{persona.style}.{game_id}", lang)
    if style:
        return text("persona_help", lang, level=level_name(persona.level, lang), style=style)
    return catalog.lookup(f"level.{kind}.about", lang) or ""
