"""The registry of games: every `game/<id>/` package with a `rules.py`, found by
convention, loaded when asked. A new game adds its own folder and edits nothing here.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

from game.core import Game, GameError, shown
from game.data import read_text_file

GAMES_FOLDER = Path(__file__).resolve().parent


def _discover() -> tuple[str, ...]:
    """The game packages here: every `game/<id>/` with a `rules.py` (its `GAME`), in the
    order of their `ORDER = N` line (read, not imported: the engines load when asked)."""
    found = []
    for package in sorted(GAMES_FOLDER.iterdir()):
        if (package / "rules.py").is_file() and (package / "__init__.py").is_file():
            line = re.search(r"^ORDER = (\d+)", read_text_file(package / "__init__.py"),
                             re.M)
            found.append((int(line.group(1)) if line else 1000, package.name))
    return tuple(name for _order, name in sorted(found))


GAME_IDS: tuple[str, ...] = _discover()
_LOADED: dict[str, Game] = {}


def optional_module(name: str):
    """The module `name`, or None when there is none, nor its package (a game without a
    screen package or art module); an error inside an existing module is not hidden."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is None or not (name == exc.name or name.startswith(exc.name + ".")):
            raise                       # a module that exists failed to import another
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
