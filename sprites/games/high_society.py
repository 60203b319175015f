"""High Society / Animalement Vôtre's art: the game's one registration in sprites/ (see sprites.games).

Plain data: the colours of its families (normal, colour-blind, pattern), its card back,
and where its face and label builders are ("module:function").
"""

from __future__ import annotations

from sprites.theme import OKABE_ITO as _O

FAMILIES = {   # family -> (normal colour, colour-blind colour, pattern)
    "possession": ((92, 150, 84), _O["green"], "plain"),
    "title": ((108, 170, 214), _O["sky"], "dots"),
    "scandal": ((108, 170, 214), _O["sky"], "hatch"),
    "misfortune": ((196, 76, 62), _O["vermillion"], "stripes"),
    "money": ((214, 180, 96), _O["yellow"], "plain"),
}
BACK = ((44, 84, 112), (226, 190, 110))   # (main colour, pattern colour)
BACK_EMBLEM = "peacock"
BACK_TITLE = "Animalement Vôtre"
FACE = "sprites.facesmore:high_society_face"
LABELS = "sprites.labels:high_society_labels"
SKINS = ("animalement_votre", "high_society")   # the first is the default
CLASSIC_SKIN = "high_society"                   # its cards' names and back differ:
CLASSIC_LABELS = "sprites.labels:high_society_classic_labels"
CLASSIC_BACK = ("crown", "High Society")        # (emblem, title)
MONEY_CARDS = True                              # "money:<value>" faces, drawn on demand
# The legend of its signs (see sprites/games/origami.py).
LEGEND_H = 330
LEGEND = (
    ("7", (("value", 31, 27), ("kind", 240, 325))),
    ("x2", (("title", 31, 27),)),
    ("scandal", (("scandal", 31, 27),)),
    ("debt", (("debt", 31, 27),)),
    ("theft", (("theft", 31, 27),)),
    ("money:10", (("money", 125, 150),)),
)
