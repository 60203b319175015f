"""Animimix's art: the game's one registration in sprites/ (see sprites.games).

Plain data: the colours of its families (normal, colour-blind, pattern), its card back,
and where its face and label builders are ("module:function").
"""

from __future__ import annotations

from sprites.theme import OKABE_ITO as _O

FAMILIES = {   # family -> (normal colour, colour-blind colour, pattern)
    "monkey": ((156, 102, 66), _O["orange"], "stripes"),
    "wolf": ((96, 106, 138), _O["grey"], "hatch"),
    "elephant": ((118, 162, 170), _O["sky"], "grid"),
    "pelican": ((236, 186, 72), _O["yellow"], "dots"),
    "penguin": ((58, 92, 140), _O["blue"], "checks"),
    "chameleon": ((104, 176, 74), _O["green"], "zigzag"),
    "lovebird": ((234, 104, 132), _O["purple"], "rings"),
    "lion": ((226, 100, 44), _O["vermillion"], "waves"),
}
BACK = ((66, 110, 64), (236, 204, 120))   # (main colour, pattern colour)
BACK_EMBLEM = "chameleon"
BACK_TITLE = "Animimix"
FACE = "sprites.facesmore:animimix_face"
LABELS = "sprites.labels:animimix_labels"
# The legend of its signs (see sprites/games/origami.py).
LEGEND_H = 400
LEGEND = (
    ("monkey", (("pictogram", 152, 30), ("species", 222, 288), ("rule", 218, 217))),
    ("lion", (("pictogram", 152, 30),)),
    ("chameleon", (("centre", 152, 30), ("rule", 222, 325))),
)
