"""Animalia at the table: this package is the game's one registration in scenes/.

`LAYOUT` draws the table, and
`TUTORIAL_TARGETS` / `TUTORIAL_SHOT` serve its lesson, `RULES_CARDS` are the faces the
rules show (every card otherwise); the scenes find them by the game's
id (`scenes.table.layouts.game_module`), so a new game adds a package here and edits nothing.
"""

from scenes.table.layouts.animalia.layout import LAYOUT
from scenes.table.layouts.animalia.targets import RESOLVERS as TUTORIAL_TARGETS

TUTORIAL_SHOT = "third_card"     # the lesson step of the README's screenshot
# The seven members of one family and the owl: the other families repeat them in
# their own colours.
RULES_CARDS = ("cat:champion", "cat:smarty", "cat:cutie", "cat:scallywag", "cat:thief",
               "cat:spy", "cat:prankster", "owl")

# The rules' pictures (scenes.menus.rulepictures): after which paragraph, which picture.
RULES_PICTURES = {2: ("legend", None), 3: ("table", (3, 5, 3)), 6: ("table", (3, 5, 40))}

__all__ = ["RULES_PICTURES", "LAYOUT", "TUTORIAL_TARGETS", "TUTORIAL_SHOT", "RULES_CARDS"]
