"""Origami at the table: this package is the game's one registration in scenes/.

`LAYOUT` draws the table, and
`TUTORIAL_TARGETS` / `TUTORIAL_SHOT` serve its lesson; the scenes find them by the game's
id (`scenes.table.layouts.game_module`), so a new game adds a package here and edits nothing.
"""

from scenes.table.layouts.origami.layout import LAYOUT
from scenes.table.layouts.origami.targets import RESOLVERS as TUTORIAL_TARGETS

TUTORIAL_SHOT = "pay_first"     # the lesson step of the README's screenshot

# The rules' pictures (scenes.menus.rulepictures): after which paragraph, which picture.
RULES_PICTURES = {1: ("table", (2, 3, 8)), 2: ("table", (2, 3, 24)), 4: ("legend", None)}

__all__ = ["RULES_PICTURES", "LAYOUT", "TUTORIAL_TARGETS", "TUTORIAL_SHOT"]
