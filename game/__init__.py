"""Ménagerie's rules engines and bots, with no dependency on any screen.

    from game import load_game, GAME_IDS
    state = load_game("animalia").new_game(players=4, seed=7)
"""

from __future__ import annotations

__version__ = "0.1.0"          # the one place; pyproject.toml reads it

from game.core import (Event, GameError, IllegalMove, Option, OptionError, PositionError,
                       State, Game, shown)
from game.transcript import Transcript
from game.registry import (GAME_IDS, UnknownGame, available_games, load_game,
                           optional_module)


__all__ = ["GAME_IDS", "load_game", "available_games", "Event", "Game", "State", "Option", "Transcript",
           "GameError", "IllegalMove", "OptionError", "PositionError", "UnknownGame"]
