"""Animalia's art: the game's one registration in sprites/ (see sprites.games).

Plain data: the colours of its families (normal, colour-blind, pattern), its card back,
and where its face and label builders are ("module:function").
"""

from __future__ import annotations

from sprites.theme import OKABE_ITO as _O

FAMILIES = {   # family -> (normal colour, colour-blind colour, pattern)
    "cat": ((236, 128, 52), _O["orange"], "stripes"),
    "horse": ((150, 96, 64), _O["vermillion"], "hatch"),
    "dog": ((70, 132, 200), _O["blue"], "dots"),
    "rabbit": ((222, 124, 168), _O["purple"], "waves"),
    "parrot": ((92, 172, 84), _O["green"], "checks"),
    "owl": ((136, 104, 176), _O["grey"], "rings"),
}
BACK = ((150, 60, 54), (232, 170, 96))   # (main colour, pattern colour)
BACK_EMBLEM = "owl"
BACK_TITLE = "Animalia"
FACE = "sprites.faces_animalia:animalia_face"
LABELS = "sprites.labels:animalia_labels"
# The legend of its signs (see sprites/games/origami.py).
LEGEND_H = 300
LEGEND = (
    ("dog:champion", (("elegance", 31, 31), ("stars", 219, 31), ("family", 238, 170))),
    ("horse:scallywag", (("stain", 219, 31),)),
    ("cat:cutie", (("heart", 219, 31),)),
    ("owl", (("joker", 238, 200),)),
    ("cat:thief", (("thief", 219, 31),)),
    ("rabbit:spy", (("spy", 219, 31),)),
    ("parrot:prankster", (("prankster", 219, 31),)),
)
