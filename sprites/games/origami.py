"""Origami's art: the game's one registration in sprites/ (see sprites.games).

Plain data: the colours of its families (normal, colour-blind, pattern), its card back,
and where its face and label builders are ("module:function").
"""

from __future__ import annotations

from sprites.theme import OKABE_ITO as _O

FAMILIES = {   # family -> (normal colour, colour-blind colour, pattern)
    "farm": ((206, 84, 66), _O["vermillion"], "stripes"),
    "sky": ((98, 166, 222), _O["sky"], "dots"),
    "sea": ((40, 118, 160), _O["blue"], "waves"),
    "savanna": ((226, 166, 58), _O["yellow"], "hatch"),
    "garden": ((104, 168, 72), _O["green"], "checks"),
}
BACK = ((172, 96, 58), (248, 226, 190))   # (main colour, pattern colour)
BACK_EMBLEM = "fox"
BACK_TITLE = "Origami"
FACE = "sprites.origami_face:origami_face"
LABELS = "sprites.labels:origami_labels"
# The legend of its signs (scenes.menus.legend): sample cards at LEGEND_H px and, on each, the
# signs named by the catalogs' legend.origami.<key>, at (x, y) in the face's design box.
LEGEND_H = 390                 # (the numbers' badges are at their design size from 382)
LEGEND = (
    ("fox", (("folds", 25, 25), ("cost", 25, 61), ("points", 25, 100), ("action", 206, 68),
             ("name", 222, 288))),
    ("squid", (("instant", 206, 68),)),
    ("whale", (("bonus", 206, 68),)),
)
