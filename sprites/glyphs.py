"""Animal glyphs: small charming portraits written as SVG, each in a 100 x 100 box.

Every glyph is a function returning an SVG fragment (no <svg> wrapper) drawn with a
dark brown outline, flat warm fills and a white eye highlight, so that all four games
share one sticker-like style. `glyph(name)` looks a glyph up; `ANCHORS` tells where a
face's eyes, top and chin are, so that the Animalia member accessories (mask, crown,
binoculars...) sit right on any family. The farm, wild, sea and bug animals live in
`glyphs_wild.py` and register themselves into `GLYPHS` below.
"""

from __future__ import annotations

from sprites.svg import circle, ellipse, group, line, path, poly, rect

from sprites.glyph_parts import (ANCHORS, DARK, GLYPHS, PINK,  # noqa: F401
                                 both, cheeks, eyes, register, w_mouth)


def glyph(name: str) -> str:
    """The SVG fragment of a glyph by name; a paw print for unknown names."""
    return GLYPHS.get(name, paw)()


def has_glyph(name: str) -> bool:
    """True if a glyph of that name is drawn (not the paw fallback)."""
    return name in GLYPHS


def paw() -> str:
    """A paw print: the fallback glyph."""
    out = ellipse(50, 62, 20, 17, "#b07850")
    for x, y in ((28, 38), (42, 28), (58, 28), (72, 38)):
        out += ellipse(x, y, 8, 10, "#b07850")
    return out


# --- Animalia families ------------------------------------------------------------------

@register("cat", (50, 12, 22, 82))
def cat() -> str:
    """A ginger tabby cat."""
    fur, dark, light = "#f2a65a", "#c8702e", "#fde3c0"
    out = both(poly([(22, 48), (19, 12), (46, 30)], fur)
               + poly([(26, 40), (24, 21), (39, 31)], PINK, None))
    out += ellipse(50, 56, 32, 27, fur)
    out += path("M44 31 l2 8 M50 30 v9 M56 31 l-2 8", None, dark, 3)
    out += both(path("M20 50 l7 2 M19 57 l7 0", None, dark, 2.6))
    out += ellipse(50, 65, 12, 8, light, None)
    out += poly([(45.5, 59), (54.5, 59), (50, 64)], PINK, DARK, 2)
    out += w_mouth(50, 64)
    out += both(path("M33 63 L13 59 M33 67 L13 70", None, DARK, 1.8))
    return out + eyes(50) + cheeks(62)


@register("dog", (50, 12, 26, 84))
def dog() -> str:
    """A friendly beagle with floppy ears."""
    fur, dark, light = "#e8c08a", "#9a6238", "#fff2dc"
    out = ellipse(50, 55, 29, 29, fur)
    out += ellipse(61, 47, 10, 9, dark, None, extra='opacity="0.55"')
    out += ellipse(50, 69, 16, 12, light)
    out += both(ellipse(21, 56, 10, 22, dark, rotate=14))
    out += ellipse(50, 62, 7, 5, DARK, None)
    out += circle(48, 60.5, 1.6, "#ffffff", None)
    out += path("M50 67 v3 q-4 5 -8 2 M50 70 q4 5 8 2", None, DARK, 2.4)
    out += path("M47 74 q3 8 6 0", PINK, DARK, 1.8)
    return out + eyes(50)


@register("rabbit", (56, 11, 36, 86))
def rabbit() -> str:
    """A soft grey-white rabbit with tall ears."""
    fur, inner = "#e9e2dc", PINK
    out = both(ellipse(38, 24, 8.5, 23, fur, rotate=-10)
               + ellipse(38, 27, 4, 15, inner, None, rotate=-10))
    out += ellipse(50, 62, 28, 25, fur)
    out += ellipse(50, 70, 10, 7, "#ffffff", None)
    out += ellipse(50, 66, 4.5, 3.2, "#e67f8a", DARK, 1.8)
    out += w_mouth(50, 69, 5)
    out += rect(46.5, 74, 7, 6, "#ffffff", 1.5, DARK, 1.6)
    out += line(50, 74, 50, 80, DARK, 1.2)
    out += both(path("M34 68 L18 65 M34 72 L18 74", None, "#9a8f88", 1.6))
    return out + eyes(56, 11) + cheeks(66, 19)


@register("horse", (47, 14, 18, 88))
def horse() -> str:
    """A chestnut horse with a white blaze and a dark forelock."""
    coat, mane, muzzle = "#b9703e", "#5a3520", "#d7a07a"
    out = both(poly([(31, 28), (30, 6), (45, 21)], coat)
               + poly([(33, 23), (32, 12), (40, 20)], "#e3a98a", None))
    out += ellipse(50, 48, 23, 31, coat)
    out += ellipse(50, 76, 19, 14, muzzle)
    out += path("M47 30 Q50 27 53 30 L53 58 Q50 62 47 58Z", "#fff4e6", None)
    out += path("M36 22 Q50 6 64 22 Q58 34 52 26 Q46 36 36 22Z", mane)
    out += both(ellipse(43, 77, 2.6, 3.8, DARK, None))
    out += path("M43 85 q7 4 14 0", None, DARK, 2.2)
    return out + eyes(47, 14)


@register("parrot", (48, 12, 20, 84))
def parrot() -> str:
    """A green parrot with a hooked beak and a red crest."""
    body, crest, beak = "#5cbf5a", "#e2503c", "#f7c442"
    out = ellipse(40, 18, 5, 13, crest, rotate=-25) + ellipse(50, 14, 5, 14, crest)
    out += ellipse(60, 18, 5, 13, crest, rotate=25)
    out += circle(50, 54, 30, body)
    out += both(ellipse(35, 49, 10, 11, "#fff6e6", None))
    out += both(ellipse(29, 64, 7, 5, "#f6d048", None, extra='opacity="0.85"'))
    out += path("M40 58 Q50 47 60 58 Q60 72 50 80 Q47 70 40 58Z", beak)
    out += path("M44 66 Q50 70 56 66", None, DARK, 2)
    return out + eyes(48, 12, 4.2)


@register("owl", (46, 13, 20, 86))
def owl() -> str:
    """A round tawny owl with ear tufts and big amber eyes."""
    body, face, dark = "#a7794e", "#f3dfbf", "#6e4a2c"
    out = both(poly([(24, 34), (20, 10), (40, 26)], body))
    out += ellipse(50, 56, 31, 33, body)
    out += ellipse(50, 74, 18, 14, "#d9b58c", None)
    for x, y in ((42, 70), (50, 76), (58, 70), (46, 82), (54, 82)):
        out += path(f"M{x - 3} {y} l3 3 l3 -3", None, dark, 2)
    out += both(circle(37, 46, 13, face))
    for x in (37, 63):
        out += circle(x, 46, 7.5, "#f2b134", DARK, 2)
        out += circle(x, 46, 4, DARK, None) + circle(x - 1.6, 44.2, 1.5, "#ffffff", None)
    out += poly([(46, 55), (54, 55), (50, 63)], "#f08a24", DARK, 2)
    return out


# --- Animalia member accessories, placed with a face's anchors --------------------------------

def accessory(member: str, face: str) -> str:
    """The SVG of a member's accessory for a face glyph (crown, mask, binoculars...)."""
    eye_y, dx, top, chin = ANCHORS.get(face, (50, 12, 24, 84))
    draw = _ACCESSORIES.get(member)
    return draw(eye_y, dx, top, chin) if draw else ""


def _crown(eye_y: float, dx: float, top: float, chin: float) -> str:
    y = top
    pts = [(34, y + 6), (32, y - 10), (41, y - 2), (50, y - 14), (59, y - 2), (68, y - 10),
           (66, y + 6)]
    out = poly(pts, "#f4c236", DARK, 2.6)
    out += circle(50, y - 14, 2.6, "#e2503c", DARK, 1.5)
    return out + circle(50, y + 1, 2.4, "#4aa0e0", DARK, 1.4)


def _bow_tie(eye_y: float, dx: float, top: float, chin: float) -> str:
    y = chin
    out = poly([(50, y), (36, y - 7), (36, y + 7)], "#d8443a", DARK, 2.4)
    out += poly([(50, y), (64, y - 7), (64, y + 7)], "#d8443a", DARK, 2.4)
    out += circle(41, y - 1, 1.3, "#ffffff", None) + circle(59, y + 1, 1.3, "#ffffff", None)
    out += rect(46.5, y - 4, 7, 8, "#b83028", 2, DARK, 2)
    return out + circle(50 + dx, eye_y, dx * 0.6, None, "#c89a2a", 2.2)


def _hearts(eye_y: float, dx: float, top: float, chin: float) -> str:
    out = ""
    for x, y, s in ((80, top + 4, 1.0), (18, top + 14, 0.7), (86, top + 24, 0.55)):
        out += path(f"M{x} {y + 5 * s} c{-9 * s} {-6 * s} {-6 * s} {-14 * s} 0 {-9 * s} "
                    f"c{6 * s} {-5 * s} {9 * s} {3 * s} 0 {9 * s}Z", "#f06a8a", DARK, 1.8)
    return out + cheeks(eye_y + 11, dx + 9, "#f06a8a")


def _stain(eye_y: float, dx: float, top: float, chin: float) -> str:
    x, y = 50 - dx - 2, eye_y + 14
    out = path(f"M{x - 6} {y} q-2 -7 5 -7 q4 -5 8 0 q7 0 5 7 q3 6 -4 7 q-4 4 -9 0 "
               f"q-7 -1 -5 -7Z", "#2b2420", None, extra='opacity="0.9"')
    for fx, fy in ((80, top + 2), (20, top - 2)):
        out += ellipse(fx - 3, fy - 3, 3, 2, "#dfe8f0", DARK, 1) + ellipse(
            fx + 3, fy - 3, 3, 2, "#dfe8f0", DARK, 1)
        out += circle(fx, fy, 2.6, DARK, None)
        out += path(f"M{fx + 5} {fy + 5} q4 3 0 6 q-4 3 0 6", None, DARK, 1.2)
    return out


def _mask(eye_y: float, dx: float, top: float, chin: float) -> str:
    y = eye_y
    w = dx + 11
    out = path(f"M{50 - w} {y - 2} Q{50 - w} {y - 9} {50 - dx} {y - 8} Q50 {y - 6} "
               f"{50 + dx} {y - 8} Q{50 + w} {y - 9} {50 + w} {y - 2} Q{50 + w} {y + 8} "
               f"{50 + dx} {y + 7} Q50 {y + 3} {50 - dx} {y + 7} Q{50 - w} {y + 8} "
               f"{50 - w} {y - 2}Z", "#26201c", DARK, 2)
    out += path(f"M{50 + w} {y - 2} l10 -6 M{50 + w} {y} l11 3", None, "#26201c", 3)
    for x in (50 - dx, 50 + dx):
        out += ellipse(x, y, 4.2, 3.6, "#ffffff", None) + circle(x + 1, y, 2, DARK, None)
    return out


def _binoculars(eye_y: float, dx: float, top: float, chin: float) -> str:
    out = rect(50 - 4, eye_y - 4, 8, 8, "#3c3f48", 2, DARK, 2)
    for x in (50 - dx, 50 + dx):
        out += rect(x - 8, eye_y - 4, 16, 18, "#4a4f5c", 4, DARK, 2.4)
        out += circle(x, eye_y - 4, 8, "#2c2f38", DARK, 2.4)
        out += circle(x, eye_y - 4, 5, "#8fd0f0", None)
        out += circle(x - 2, eye_y - 6, 1.8, "#ffffff", None)
    return out


def _jester(eye_y: float, dx: float, top: float, chin: float) -> str:
    y = top + 4
    out = path(f"M30 {y} Q28 {y - 16} 14 {y - 22} Q30 {y - 22} 42 {y - 8} Q50 {y - 28} "
               f"58 {y - 8} Q70 {y - 22} 86 {y - 22} Q72 {y - 16} 70 {y}Z", "#7b5cc8", DARK, 2.4)
    out += path(f"M42 {y - 8} Q50 {y - 28} 58 {y - 8} L56 {y}L44 {y}Z", "#f4c236", DARK, 2)
    out += rect(28, y - 3, 44, 7, "#f4c236", 3, DARK, 2.2)
    for x, yy in ((14, y - 22), (86, y - 22), (50, y - 27)):
        out += circle(x, yy, 3.4, "#e2503c", DARK, 1.6)
    return out + _gift(80, chin - 6, 9)


def _gift(x: float, y: float, s: float) -> str:
    out = rect(x - s, y - s * 0.8, s * 2, s * 1.8, "#e2503c", 2, DARK, 2)
    out += rect(x - s * 1.15, y - s * 1.2, s * 2.3, s * 0.6, "#f06a5a", 2, DARK, 2)
    out += line(x, y - s * 1.2, x, y + s, "#f4c236", 2.6)
    out += ellipse(x - 3, y - s * 1.45, 3.4, 2.2, "#f4c236", DARK, 1.4, rotate=20)
    return out + ellipse(x + 3, y - s * 1.45, 3.4, 2.2, "#f4c236", DARK, 1.4, rotate=-20)


_ACCESSORIES = {
    "champion": _crown, "smarty": _bow_tie, "cutie": _hearts, "scallywag": _stain,
    "thief": _mask, "spy": _binoculars, "prankster": _jester,
}


# --- Small symbols for corners and badges (drawn in a 20 x 20 box centred on x, y) ---------

def symbol(name: str, x: float, y: float, s: float = 1.0) -> str:
    """A member or badge symbol (star, stain, mask, binoculars, gift, heart) at (x, y)."""
    from sprites.svg import star_points
    if name == "star":
        return poly(star_points(x, y, 9 * s), "#f4c236", DARK, 1.8 * s)
    if name == "stain":
        return group(path("M-7 0 q-2 -7 5 -8 q4 -5 8 0 q7 0 5 7 q3 7 -4 8 q-4 4 -9 0 "
                          "q-7 -1 -5 -7Z", "#2b2420", None), f"translate({x} {y}) scale({s})")
    if name == "mask":
        return group(path("M-10 -2 Q-10 -7 -5 -6 Q0 -4 5 -6 Q10 -7 10 -2 Q10 5 5 4 "
                          "Q0 1 -5 4 Q-10 5 -10 -2Z", "#26201c", DARK, 1.4)
                     + ellipse(-5, -1, 2.4, 1.8, "#ffffff", None)
                     + ellipse(5, -1, 2.4, 1.8, "#ffffff", None), f"translate({x} {y}) scale({s})")
    if name == "binoculars":
        return group(rect(-9, -6, 8, 13, "#4a4f5c", 2.5, DARK, 1.5)
                     + rect(1, -6, 8, 13, "#4a4f5c", 2.5, DARK, 1.5)
                     + circle(-5, -6, 4, "#8fd0f0", DARK, 1.4)
                     + circle(5, -6, 4, "#8fd0f0", DARK, 1.4), f"translate({x} {y}) scale({s})")
    if name == "gift":
        return group(_gift(0, 1, 7), f"translate({x} {y}) scale({s})")
    if name == "heart":
        return group(path("M0 7 c-11 -7 -7 -17 0 -11 c7 -6 11 4 0 11Z", "#f06a8a", DARK, 1.6),
                     f"translate({x} {y}) scale({s})")
    return ""


# The other animals register themselves into GLYPHS on import.
from sprites import (glyphs_birds, glyphs_land, glyphs_objects,  # noqa: E402,F401
                     glyphs_small)
