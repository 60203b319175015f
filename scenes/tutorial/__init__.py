"""Learn to play: a short interactive tutorial per game, scripted in TOML.

    from scenes.tutorial import open_tutorial, has_seen, mark_seen, offer_or_start
    open_tutorial(app, "origami")            # push the lesson (False if its script is broken)
    LearnMenuScene(app)                       # one button per game, for the title screen
    offer_or_start(app, game, start)          # first time a game is picked: offer the lesson

The scripts are `scripts/<game>.toml` (format in `script.py` and docs/tutorials.md).
"""

from __future__ import annotations

import importlib

_HOMES = {"LearnMenuScene": "menu", "OfferScene": "menu", "offer_or_start": "menu",
          "has_seen": "progress", "mark_seen": "progress",
          "TryItScene": "scene", "TutorialScene": "scene", "open_tutorial": "scene",
          "ScriptError": "script", "load_all": "script", "load_script": "script",
          "script_path": "script"}

__all__ = list(_HOMES)


def __getattr__(name: str):
    """The names above, imported when first asked for: every table imports
    `scenes.tutorial.targets`, which needs none of the lessons' menus and scenes."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{home}"), name)
