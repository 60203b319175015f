"""Per-game table layouts, found by convention, and the generic one for any other game.

A game's layout is the `LAYOUT` class of the module `scenes.layouts.<game id>`, if there
is one: adding a game needs no entry here.
"""

from __future__ import annotations

import importlib


def layout_for(ctx, players: int):
    """The layout object for the context's game: its own if written, else the generic one."""
    from scenes.layouts.base import GenericLayout

    try:
        module = importlib.import_module(f"{__name__}.{ctx.game.id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{ctx.game.id}":
            raise                     # the layout exists but something it imports is missing
        module = None
    layout = getattr(module, "LAYOUT", None) or GenericLayout
    return layout(ctx, players)
