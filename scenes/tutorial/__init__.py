"""Learn to play: a short interactive tutorial per game, scripted in TOML.

    from scenes.tutorial import open_tutorial, has_seen, mark_seen, offer_or_start
    open_tutorial(app, "origami")            # push the lesson (False if its script is broken)
    LearnMenuScene(app)                       # one button per game, for the title screen
    offer_or_start(app, game, start)          # first time a game is picked: offer the lesson

The scripts are `scripts/<game>.toml` (format in `script.py` and docs/tutorials.md).
"""

from __future__ import annotations

from scenes.tutorial.menu import LearnMenuScene, OfferScene, offer_or_start
from scenes.tutorial.progress import has_seen, mark_seen
from scenes.tutorial.scene import TryItScene, TutorialScene, open_tutorial
from scenes.tutorial.script import ScriptError, load_all, load_script, script_path

__all__ = ["open_tutorial", "has_seen", "mark_seen", "offer_or_start", "LearnMenuScene",
           "OfferScene", "TutorialScene", "TryItScene", "ScriptError", "load_all",
           "load_script", "script_path"]
