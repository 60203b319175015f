"""Per-game table layouts, and the generic one used for any other registered game."""

from __future__ import annotations

import importlib

LAYOUT_MODULES = {"animalia": "scenes.layouts.animalia", "high_society": "scenes.layouts.high_society",
                  "animimix": "scenes.layouts.animimix", "origami": "scenes.layouts.origami"}


def layout_for(scene):
    """The layout object for the scene's game: its own if written, else the generic one."""
    from scenes.layouts.base import GenericLayout

    name = LAYOUT_MODULES.get(scene.game.id)
    if name is not None:
        try:
            module = importlib.import_module(name)
        except ImportError:
            module = None
        if module is not None and hasattr(module, "LAYOUT"):
            return module.LAYOUT(scene)
    return GenericLayout(scene)
