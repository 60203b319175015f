"""Luxury objects for the classic "High Society" skin (100 x 100 SVG glyphs).

Same sticker style as the animals. Imported by `sprites.glyphs`, which owns the registry.
"""

from __future__ import annotations

from sprites.glyph_parts import DARK, register
from sprites.svg import circle, ellipse, line, path, poly, rect, star_points

GOLD = "#f2c14a"
GOLD_DARK = "#c8922a"


@register("perfume")
def perfume() -> str:
    """A cut-glass perfume bottle with a bulb atomiser."""
    out = path("M62 30 Q80 26 84 14", None, DARK, 2.4) + circle(86, 12, 7, "#e2607a")
    out += rect(44, 22, 16, 12, GOLD, 2)
    out += path("M30 44 Q30 34 40 34 L64 34 Q74 34 74 44 L78 84 Q78 92 68 92 L36 92 "
                "Q26 92 26 84Z", "#c7a0e6")
    out += path("M34 46 L38 84 M46 42 L44 88", None, "#ffffff", 3, 'opacity="0.6"')
    return out + poly(star_points(60, 62, 8), "#ffffff", None, 'opacity="0.8"')


@register("champagne")
def champagne() -> str:
    """A bottle of champagne popping next to a full glass."""
    out = path("M30 94 L30 50 Q30 40 36 34 L36 14 L48 14 L48 34 Q54 40 54 50 L54 94Z",
               "#3d6a3a")
    out += rect(34, 8, 16, 10, GOLD, 2)
    out += rect(32, 58, 20, 16, "#f4ead8", 2, DARK, 2)
    for x, y in ((20, 6), (60, 4), (28, 0)):
        out += circle(x, y + 6, 2.4, "#fff4c0", DARK, 1.2)
    out += path("M64 50 L88 50 L82 72 Q76 78 70 72Z", "#f8e08a")
    out += line(76, 76, 76, 92, DARK, 3) + line(68, 92, 84, 92, DARK, 3)
    return out + circle(72, 60, 1.6, "#ffffff", None) + circle(78, 56, 1.6, "#ffffff", None)


@register("jewellery")
def jewellery() -> str:
    """A gold ring with a great blue diamond."""
    out = circle(50, 64, 26, None, DARK, 11) + circle(50, 64, 26, None, GOLD, 6)
    out += poly([(34, 30), (42, 20), (58, 20), (66, 30), (50, 48)], "#7ec8f0")
    out += path("M34 30 L66 30 M42 20 L46 30 L50 48 L54 30 L58 20", None, DARK, 1.8)
    return out + poly(star_points(76, 18, 6), "#ffffff", None)


@register("couture")
def couture() -> str:
    """An evening gown on a hanger."""
    out = path("M50 4 q6 0 6 6 q0 4 -6 6 v4", None, DARK, 2.4)
    out += path("M50 20 L22 32 L78 32Z", None, DARK, 2.6)
    out += path("M40 32 L60 32 L62 52 Q80 80 84 94 L16 94 Q20 80 38 52Z", "#d8443a")
    out += path("M38 52 Q50 58 62 52", None, GOLD, 3)
    return out + path("M30 92 Q40 70 44 56 M56 56 Q62 74 70 92", None, "#a82e28", 2)


@register("painting")
def painting() -> str:
    """An old master landscape in a gilded frame."""
    out = rect(8, 18, 84, 68, GOLD, 4)
    out += rect(18, 28, 64, 48, "#a8d4ea", 1, DARK, 2)
    out += poly([(18, 76), (36, 46), (52, 64), (64, 50), (82, 76)], "#6a9a4a", None)
    out += circle(68, 38, 6, "#f6d048", None)
    for x, y in ((8, 18), (92, 18), (8, 86), (92, 86)):
        out += circle(x, y, 5, GOLD_DARK)
    return out + rect(18, 28, 64, 48, None, 1, DARK, 2)


@register("sports_car")
def sports_car() -> str:
    """A little red sports car."""
    out = path("M6 66 Q8 52 24 50 L36 36 Q42 32 54 32 L66 32 Q74 34 80 48 Q94 50 94 62 "
               "L94 70 L6 70Z", "#e2402c")
    out += path("M40 38 L36 48 L54 48 L54 36Z M60 36 L60 48 L74 48 Q70 38 64 36Z", "#bfe4f4",
                DARK, 2)
    out += rect(84, 56, 8, 5, "#f6d048", 2, DARK, 1.4)
    for x in (26, 74):
        out += circle(x, 72, 11, "#2e2e34") + circle(x, 72, 5, "#c8ccd4", None)
    return out


@register("yacht")
def yacht() -> str:
    """A yacht under full sail."""
    out = path("M4 84 Q20 78 36 84 Q52 90 68 84 Q84 78 96 84 L96 96 L4 96Z", "#4a8ac8", None)
    out += path("M12 70 L88 70 L78 86 L22 86Z", "#fbf8f2")
    out += rect(14, 74, 72, 3, "#2a6ac8", 0, None)
    out += line(50, 70, 50, 8, DARK, 3)
    out += path("M54 12 L84 62 L54 62Z", "#fbf8f2") + path("M46 18 L46 62 L20 62Z", "#f4ead8")
    return out + path("M50 8 L62 12 L50 16Z", "#e2402c", DARK, 2)


@register("castle")
def castle() -> str:
    """A fairy-tale castle with pennants."""
    out = ""
    for x in (14, 70):
        out += rect(x, 34, 16, 58, "#d8cfc4")
        out += poly([(x - 2, 36), (x + 8, 14), (x + 18, 36)], "#4a7ac8")
        out += line(x + 8, 14, x + 8, 6, DARK, 2) + path(f"M{x + 8} 6 l8 3 l-8 3Z", "#e2402c",
                                                          DARK, 1.4)
    out += rect(28, 46, 44, 46, "#e8e0d6")
    for x in (28, 40, 52, 64):
        out += rect(x, 40, 8, 8, "#e8e0d6")
    out += path("M42 92 L42 74 Q50 64 58 74 L58 92Z", "#8a5a34")
    return out + rect(19, 50, 6, 10, "#4a4a5a", 3, DARK, 1.6) + rect(75, 50, 6, 10, "#4a4a5a",
                                                                      3, DARK, 1.6)


@register("island")
def island() -> str:
    """A private island with one palm tree."""
    out = path("M2 84 Q50 74 98 84 L98 98 L2 98Z", "#4aa8d8", None)
    out += ellipse(50, 82, 34, 10, "#f2d89a")
    out += path("M50 80 Q46 56 56 30", None, DARK, 7) + path("M50 80 Q46 56 56 30", None,
                                                             "#9a6a3a", 4)
    for d in ("M56 30 Q36 18 20 30 Q38 26 56 30Z", "M56 30 Q76 16 90 28 Q72 24 56 30Z",
              "M56 30 Q42 36 34 52 Q46 38 56 30Z", "M56 30 Q72 36 78 52 Q66 38 56 30Z",
              "M56 30 Q56 14 66 6 Q60 18 56 30Z"):
        out += path(d, "#5ab048")
    return out + circle(58, 34, 3.6, "#7a4a2a") + circle(52, 35, 3.6, "#7a4a2a")


@register("crown")
def crown() -> str:
    """A peer's crown (the classic titles)."""
    out = poly([(14, 76), (10, 30), (30, 50), (50, 20), (70, 50), (90, 30), (86, 76)], GOLD)
    out += rect(12, 72, 76, 14, GOLD_DARK, 4)
    for x, colour in ((30, "#e2402c"), (50, "#4a8ae0"), (70, "#5ab048")):
        out += circle(x, 79, 4, colour, DARK, 1.6)
    for x, y in ((10, 30), (50, 20), (90, 30)):
        out += circle(x, y, 5, "#fbf8f2", DARK, 2)
    return out


@register("newspaper")
def newspaper() -> str:
    """A gossip paper shouting a scandal."""
    out = poly([(14, 20), (84, 12), (90, 84), (20, 92)], "#f4efe4")
    out += path("M24 26 L78 20 L80 36 L26 42Z", "#e2402c", None)
    for i in range(4):
        y = 52 + i * 9
        out += line(26, y + 1 - i * 0.6, 78, y - 5 - i * 0.6, "#9a948a", 3)
    return out + poly(star_points(80, 76, 12, 0.5), "#f6d048", DARK, 2)


@register("dice")
def dice() -> str:
    """Two dice and an unpaid IOU (the gambling debt)."""
    out = poly([(40, 70), (92, 62), (94, 92), (44, 96)], "#f4efe4")
    out += line(52, 78, 84, 74, "#9a948a", 3) + line(54, 86, 74, 84, "#9a948a", 3)
    out += rect(12, 18, 36, 36, "#fbf8f2", 7)
    out += rect(46, 30, 32, 32, "#e2402c", 7)
    for x, y in ((22, 28), (30, 36), (38, 44)):
        out += circle(x, y, 3, DARK, None)
    for x, y in ((54, 38), (70, 38), (54, 54), (70, 54)):
        out += circle(x, y, 2.8, "#ffffff", None)
    return out


@register("burglar")
def burglar() -> str:
    """A burglar's swag bag with a mask (the theft)."""
    out = path("M24 90 Q10 60 34 44 L66 44 Q90 60 76 90Z", "#8a7a6a")
    out += path("M34 44 Q50 30 66 44", None, DARK, 3)
    out += path("M40 44 Q50 52 60 44", None, "#c8b89a", 4)
    out += path("M30 64 Q30 56 40 57 Q50 60 60 57 Q70 56 70 64 Q70 74 60 72 Q50 68 40 72 "
                "Q30 74 30 64Z", "#26201c")
    out += ellipse(41, 64, 4, 3, "#f4efe4", None) + ellipse(59, 64, 4, 3, "#f4efe4", None)
    return out + path("M42 84 l4 -6 l4 6 l4 -6 l4 6", None, "#f6d048", 2.4)
