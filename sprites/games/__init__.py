"""Each game's art: one module per game, `sprites/games/<game id>.py`, is the game's one
registration in sprites/. It holds plain data (family colours and patterns, the card
back) and names its face and label builders as "module:function" strings, resolved
here when needed, so that the art code and the games' data never import each other
in a circle. Adding a game adds a module here and edits no other file of sprites/.
"""

from __future__ import annotations

import importlib
from functools import lru_cache


@lru_cache(maxsize=None)
def art(game_id: str):
    """The art module of a game, or None when it has none."""
    from game import optional_module
    return optional_module(f"{__name__}.{game_id}")


@lru_cache(maxsize=1)
def art_games() -> tuple[str, ...]:
    """The registered games that have art, in the games' order."""
    from game import GAME_IDS
    return tuple(game_id for game_id in GAME_IDS if art(game_id) is not None)


def hook(game_id: str, attribute: str):
    """The function a game's art module names in `attribute` ("module:function")."""
    where = getattr(art(game_id), attribute)
    module, _, function = where.partition(":")
    return getattr(importlib.import_module(module), function)
