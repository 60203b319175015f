"""Ménagerie's rules engines and bots, with no dependency on any screen.

    from game import load_game, GAME_IDS
    state = load_game("animalia").new_game(players=4, seed=7)
"""

from __future__ import annotations

__version__ = "0.1.0"          # the one place; pyproject.toml reads it

import importlib
import re
from pathlib import Path

from game.core import (Event, GameError, IllegalMove, Option, OptionError, PositionError,
                       State, Game, Transcript, shown)
from game.data import read_text_file


def _discover() -> tuple[str, ...]:
    """The game packages here: every `game/<id>/` with a `rules.py` (its `GAME`), in the
    order of their `ORDER = N` line (read, not imported: the engines load when asked)."""
    found = []
    for package in sorted(Path(__file__).resolve().parent.iterdir()):
        if (package / "rules.py").is_file() and (package / "__init__.py").is_file():
            line = re.search(r"^ORDER = (\d+)", read_text_file(package / "__init__.py"),
                             re.M)
            found.append((int(line.group(1)) if line else 1000, package.name))
    return tuple(name for _order, name in sorted(found))


GAME_IDS: tuple[str, ...] = _discover()
_LOADED: dict[str, Game] = {}


def optional_module(name: str):
    """The module `name`, or None when there is none (a game without a screen package or
    art module); an error inside an existing module is not hidden."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None


class UnknownGame(GameError):
    """A game id that is not registered."""


def load_game(game_id: str) -> Game:
    """The registered Game for an id; raises UnknownGame naming the known ids."""
    if game_id in _LOADED:
        return _LOADED[game_id]
    if game_id not in GAME_IDS:
        raise UnknownGame(f"unknown game {shown(game_id)} (known: {', '.join(GAME_IDS)})")
    module = importlib.import_module(f"game.{game_id}.rules")
    _LOADED[game_id] = module.GAME
    return module.GAME


def available_games() -> list[Game]:
    """The Game objects whose engines import and load (half-written ones are skipped)."""
    games = []
    for game_id in GAME_IDS:
        try:
            games.append(load_game(game_id))
        except Exception:  # noqa: BLE001 - an engine still being written must not stop the client
            continue
    return games


__all__ = ["GAME_IDS", "load_game", "available_games", "Event", "Game", "State", "Option", "Transcript",
           "GameError", "IllegalMove", "OptionError", "PositionError", "UnknownGame"]
