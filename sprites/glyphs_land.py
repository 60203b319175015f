"""Mammal portraits for Animimix, Origami and Animalement Vôtre (100 x 100 SVG glyphs).

Same sticker style as `sprites.glyphs`: front-facing heads, dark outline, warm fills.
Imported by `sprites.glyphs`, which owns the registry.
"""

from __future__ import annotations

import math

from sprites.glyph_parts import BLUSH, DARK, both, cheeks, eyes, register, w_mouth
from sprites.svg import circle, ellipse, line, path, poly


@register("monkey", (46, 9, 22, 80))
def monkey() -> str:
    """A brown monkey with a heart-shaped face."""
    fur, face = "#9a6a44", "#f1d3aa"
    out = both(circle(20, 50, 12, fur) + circle(20, 50, 6.5, face, None))
    out += circle(50, 50, 29, fur)
    out += circle(41, 46, 11, face, None) + circle(59, 46, 11, face, None)
    out += ellipse(50, 62, 18, 14, face, None)
    out += path("M44 22 q6 -9 12 0", None, DARK, 2.6)
    out += circle(47, 60, 1.6, DARK, None) + circle(53, 60, 1.6, DARK, None)
    out += path("M41 66 q9 8 18 0", None, DARK, 2.4)
    return out + eyes(46, 9, 4.2) + cheeks(58, 18)


@register("wolf", (48, 12, 24, 84))
def wolf() -> str:
    """A grey wolf with tall ears and a pale muzzle."""
    fur, light, inner = "#8d97a8", "#e6e9ee", "#5d6678"
    out = both(poly([(22, 46), (22, 8), (46, 30)], fur) + poly([(27, 38), (26, 17), (39, 30)],
                                                               inner, None))
    out += path("M18 46 Q22 28 40 26 L60 26 Q78 28 82 46 L86 62 L70 66 L58 84 L42 84 "
                "L30 66 L14 62Z", fur)
    out += path("M36 56 Q50 48 64 56 L60 80 Q50 86 40 80Z", light, None)
    out += path("M40 30 L50 42 L60 30", None, inner, 2.4)
    out += ellipse(50, 66, 6.5, 4.6, DARK, None) + circle(48, 64.5, 1.4, "#ffffff", None)
    out += path("M50 70 v4 q-4 4 -8 1 M50 74 q4 4 8 1", None, DARK, 2.2)
    for x in (38, 62):
        out += ellipse(x, 48, 4.8, 4.4, "#f2b134", DARK, 1.6)
        out += circle(x, 48, 2.4, DARK, None) + circle(x - 1.2, 46.8, 1, "#ffffff", None)
    return out


@register("elephant", (44, 11, 22, 90))
def elephant() -> str:
    """A grey elephant with big ears and a curled trunk."""
    skin, inner = "#a9b0bf", "#e3b7c0"
    out = both(ellipse(20, 48, 19, 25, skin, rotate=-8) + ellipse(22, 49, 11, 16, inner, None,
                                                                  rotate=-8))
    out += ellipse(50, 46, 25, 27, skin)
    out += path("M42 58 Q38 80 46 90 Q54 97 62 89 Q58 84 54 86 Q50 80 58 60Z", skin)
    out += path("M44 72 h6 M45 79 h6", None, "#7d8596", 2)
    out += both(path("M36 62 Q30 72 34 78 Q38 70 42 66Z", "#fffaf0", DARK, 2))
    out += path("M40 26 q10 -6 20 0", None, "#7d8596", 2.4)
    return out + eyes(44, 11, 4.2) + cheeks(55, 19)


@register("lion", (50, 10, 24, 84))
def lion() -> str:
    """A proud lion with a scalloped mane."""
    mane, fur, light = "#c0642c", "#f2b451", "#fff0cf"
    out = ""
    for i in range(14):
        angle = i / 14 * 2 * math.pi
        out += circle(50 + 33 * math.cos(angle), 52 + 33 * math.sin(angle), 12, mane)
    out += circle(50, 52, 36, mane, None)
    out += both(circle(32, 32, 7, fur) + circle(32, 32, 3.4, "#c98a3a", None))
    out += ellipse(50, 55, 25, 24, fur)
    out += ellipse(50, 67, 12, 8.5, light, None)
    out += poly([(45, 61), (55, 61), (50, 67)], "#8a4a3a", DARK, 2)
    out += w_mouth(50, 67, 5.5)
    return out + eyes(50, 10, 4.2) + cheeks(62, 17)


@register("sheep", (52, 10, 20, 84))
def sheep() -> str:
    """A woolly sheep with a dark face."""
    wool, face = "#fbf6ec", "#5b4b45"
    out = ""
    for x, y in ((22, 44), (30, 26), (50, 20), (70, 26), (78, 44), (76, 64), (24, 64),
                 (34, 80), (66, 80), (50, 84)):
        out += circle(x, y, 14, wool)
    out += circle(50, 52, 30, wool, None)
    out += both(ellipse(22, 50, 11, 5.5, face, rotate=-20))
    out += ellipse(50, 58, 17, 22, face)
    for x, y in ((42, 36), (50, 33), (58, 36)):
        out += circle(x, y, 7, wool)
    for x in (43, 57):
        out += circle(x, 52, 5, "#ffffff", None) + circle(x, 52.5, 3, DARK, None)
    out += both(ellipse(46, 70, 1.6, 2.4, "#2a2220", None))
    out += path("M45 75 q5 4 10 0", None, "#e8d6c8", 2)
    return out


@register("raccoon", (50, 12, 26, 84))
def raccoon() -> str:
    """A masked raccoon."""
    fur, dark, light = "#a3a7ae", "#3a3536", "#f7f4ef"
    out = both(poly([(22, 44), (24, 14), (44, 30)], fur) + poly([(27, 38), (27, 22), (38, 31)],
                                                                dark, None))
    out += ellipse(50, 55, 31, 27, fur)
    out += path("M22 46 Q36 36 50 44 Q64 36 78 46 Q78 58 64 58 Q50 52 36 58 Q22 58 22 46Z",
                dark, None)
    out += both(path("M26 42 Q36 32 46 40", None, light, 3))
    out += ellipse(50, 67, 13, 10, light)
    out += ellipse(50, 62, 5.5, 4, DARK, None)
    out += w_mouth(50, 66, 5)
    for x in (38, 62):
        out += circle(x, 50, 4.6, "#ffffff", None) + circle(x, 50, 3, DARK, None)
        out += circle(x - 1, 49, 1, "#ffffff", None)
    return out


@register("pig", (48, 12, 22, 84))
def pig() -> str:
    """A round pink pig."""
    skin, dark = "#f5b3b8", "#e0838e"
    out = both(poly([(22, 36), (26, 12), (44, 28)], dark))
    out += circle(50, 54, 31, skin)
    out += ellipse(50, 64, 14, 10, "#f7a0ad")
    out += both(ellipse(45, 64, 2.4, 3.8, "#9a4a58", None))
    out += path("M44 76 q6 4 12 0", None, DARK, 2.2)
    return out + eyes(48, 13, 4.2) + cheeks(62, 22, BLUSH)


@register("fox", (50, 12, 24, 82))
def fox() -> str:
    """A sly red fox."""
    fur, white, tip = "#e8783a", "#fff6ea", "#3a2a22"
    out = both(poly([(20, 46), (22, 6), (46, 30)], fur) + poly([(24, 38), (24, 14), (38, 30)],
                                                               "#f7c6a0", None)
               + poly([(21, 16), (22, 6), (28, 12)], tip, None))
    out += path("M14 42 Q20 66 50 86 Q80 66 86 42 Q68 28 50 30 Q32 28 14 42Z", fur)
    out += both(path("M16 44 Q34 54 44 66 L50 86 Q26 68 16 44Z", white, None))
    out += path("M14 42 Q20 66 50 86 Q80 66 86 42", None, DARK, 3)
    out += ellipse(50, 80, 5, 3.6, DARK, None)
    out += both(path("M36 44 l6 3", None, DARK, 2.2))
    return out + eyes(52, 12, 4)


@register("cheetah", (48, 12, 24, 84))
def cheetah() -> str:
    """A spotted cheetah with dark tear marks."""
    fur, light = "#f0c060", "#fff2d6"
    out = both(circle(26, 30, 8, fur) + circle(26, 30, 4, "#c99a40", None))
    out += ellipse(50, 54, 30, 28, fur)
    for x, y in ((36, 32), (50, 28), (64, 32), (28, 46), (72, 46), (30, 62), (70, 62),
                 (43, 38), (57, 38)):
        out += circle(x, y, 2.4, "#5a3a22", None)
    out += ellipse(50, 68, 13, 9, light, None)
    out += both(path("M39 52 Q38 62 42 70", None, DARK, 2.6))
    out += poly([(46, 61), (54, 61), (50, 66)], DARK, DARK, 1.6)
    out += w_mouth(50, 66, 5)
    return out + eyes(48, 12, 4.2)


@register("rhino", (50, 17, 24, 88))
def rhino() -> str:
    """A grey rhinoceros with a big horn."""
    skin, light = "#9ea3a8", "#c2c6ca"
    out = both(ellipse(28, 26, 7, 12, skin, rotate=-25) + ellipse(28, 27, 3, 7, "#e0b8b8",
                                                                  None, rotate=-25))
    out += ellipse(50, 54, 28, 32, skin)
    out += ellipse(50, 74, 19, 13, light)
    out += both(ellipse(44, 78, 2.2, 3, DARK, None))
    out += poly([(42, 68), (50, 28), (58, 68)], "#f4ead8")
    out += poly([(46, 46), (50, 34), (54, 46)], "#f4ead8", DARK, 2)
    return out + eyes(50, 17, 3.6)


@register("gorilla", (47, 10, 22, 84))
def gorilla() -> str:
    """A gentle gorilla."""
    fur, face = "#4d4a52", "#8f7d76"
    out = both(circle(22, 50, 8, fur))
    out += path("M22 46 Q20 18 50 16 Q80 18 78 46 Q82 76 50 86 Q18 76 22 46Z", fur)
    out += path("M30 50 Q30 36 50 38 Q70 36 70 50 Q74 76 50 80 Q26 76 30 50Z", face)
    out += path("M32 42 Q50 34 68 42", None, DARK, 3)
    out += ellipse(50, 60, 9, 6, "#6e5e58", None)
    out += both(ellipse(46, 60, 2.4, 2, DARK, None))
    out += path("M42 70 q8 4 16 0", None, DARK, 2.4)
    return out + eyes(47, 10, 3.8)


@register("zebra", (46, 14, 18, 88))
def zebra() -> str:
    """A striped zebra with a spiky mane."""
    out = both(poly([(31, 26), (30, 6), (45, 21)], "#f8f6f2"))
    out += path("M38 18 L40 4 L45 14 L50 2 L55 14 L60 4 L62 18Z", "#2a2626")
    out += ellipse(50, 48, 23, 31, "#f8f6f2")
    out += both(path("M28 36 q9 2 14 -3 M27 46 q9 2 13 -2 M28 56 q8 2 12 -2 "
                     "M31 66 q6 1 9 -2", None, "#2a2626", 3.4))
    out += path("M46 24 q4 4 8 0 M45 32 q5 4 10 0", None, "#2a2626", 3.2)
    out += ellipse(50, 76, 19, 14, "#4a4848")
    out += both(ellipse(43, 77, 2.6, 3.8, "#1a1818", None))
    return out + eyes(46, 14)


@register("mole", (50, 12, 26, 82))
def mole() -> str:
    """A velvet mole in round dark glasses."""
    fur, pink = "#6d5d5a", "#f2a0a8"
    out = ellipse(50, 56, 31, 29, fur)
    out += path("M40 30 q10 -6 20 0", None, "#9a8a86", 2.4)
    for x in (37, 63):
        out += circle(x, 48, 9, "#2b2b33", DARK, 2.4) + circle(x - 3, 45, 2.4, "#8a8fa0", None)
    out += line(46, 48, 54, 48, DARK, 2.4)
    out += ellipse(50, 62, 8, 6, pink)
    out += path("M44 72 q6 4 12 0", None, DARK, 2.2)
    for x in (28, 72):
        out += ellipse(x, 84, 10, 7, pink)
        out += path(f"M{x - 6} 90 v4 M{x} 91 v4 M{x + 6} 90 v4", None, DARK, 2)
    return out


@register("mule", (50, 13, 22, 88))
def mule() -> str:
    """A stubborn mule with long ears."""
    coat, light = "#8e7866", "#dccbb8"
    out = both(ellipse(33, 20, 7, 21, coat, rotate=-16) + ellipse(33, 21, 3, 13, "#c9a9a0",
                                                                  None, rotate=-16))
    out += ellipse(50, 52, 22, 30, coat)
    out += ellipse(50, 77, 18, 13, light)
    out += path("M42 26 q4 -8 8 -2 q4 -6 8 2", "#5a4636")
    out += both(ellipse(43, 78, 2.4, 3.6, DARK, None))
    out += path("M40 40 l8 4 M60 40 l-8 4", None, DARK, 2.6)
    return out + eyes(50, 13, 4) + path("M44 87 h12", None, DARK, 2.2)


@register("camel", (22, 0, 10, 60))
def camel() -> str:
    """A calm dromedary with its hump, seen from the side."""
    coat, dark = "#d8ab6c", "#b8834a"
    out = ""
    for x1, x2 in ((26, 24), (36, 37), (54, 56), (64, 66)):
        leg = f"M{x1} 62 L{x2} 92"
        out += path(leg, None, DARK, 9) + path(leg, None, coat if x1 in (26, 54) else dark, 5)
    out += path("M14 58 Q8 66 10 74", None, DARK, 2.6)
    out += path("M16 58 Q16 44 30 42 Q40 8 60 42 Q72 44 74 56 Q70 70 44 70 Q18 70 16 58Z",
                coat)
    neck = "M66 54 Q78 42 80 24"
    out += path(neck, None, DARK, 15) + path(neck, None, coat, 10)
    out += ellipse(85, 22, 12, 8, coat)
    out += ellipse(78, 14, 3, 5, dark, rotate=-30)
    out += path("M92 26 q3 2 0 4", None, DARK, 1.8)
    out += path("M82 19 q3 -2 6 0", None, DARK, 2.4)
    out += path("M32 34 Q40 26 48 34", None, dark, 2.2)
    return out


@register("ox", (46, 12, 26, 86))
def ox() -> str:
    """A strong ox with horns and a nose ring."""
    coat, light = "#8a5a3a", "#e0b49a"
    out = both(path("M28 34 Q8 32 10 10 Q18 26 34 26Z", "#f4ead8"))
    out += both(ellipse(20, 44, 11, 5.5, coat, rotate=20))
    out += ellipse(50, 50, 25, 30, coat)
    out += path("M42 24 q4 6 8 0 q4 6 8 0", None, "#5a3a22", 2.6)
    out += ellipse(50, 72, 20, 14, light)
    out += both(ellipse(43, 72, 2.6, 3.4, DARK, None))
    out += circle(50, 82, 6, None, "#e2b236", 2.6)
    return out + eyes(46, 12, 4)
