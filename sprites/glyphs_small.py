"""Sea creatures, reptiles and bugs (100 x 100 SVG glyphs in the shared sticker style).

Imported by `sprites.glyphs`, which owns the registry.
"""

from __future__ import annotations

from sprites.glyph_parts import DARK, both, cheeks, eyes, register
from sprites.svg import circle, ellipse, line, path, poly, rect


def _eye(x: float, y: float, r: float = 3.6) -> str:
    return (circle(x, y, r, DARK, None) + circle(x - r * 0.35, y - r * 0.4, r * 0.38,
                                                 "#ffffff", None))


def _fish(body: str, belly: str, fin: str, stripe: str | None) -> str:
    out = path("M78 50 L96 32 Q92 50 96 68Z", fin)
    out += path("M44 30 Q54 20 64 32Z", fin)
    out += ellipse(48, 50, 34, 22, body)
    out += path("M18 56 Q48 74 78 56 Q66 70 48 72 Q28 70 18 56Z", belly, None)
    if stripe:
        out += path("M26 48 Q50 42 80 48", None, stripe, 3.4)
    out += path("M34 36 Q28 50 34 64", None, DARK, 2.2)
    for x, y in ((50, 44), (60, 48), (50, 56), (62, 58)):
        out += path(f"M{x} {y - 4} q4 4 0 8", None, DARK, 1.4, 'opacity="0.4"')
    out += path("M42 60 Q48 66 42 68Z", fin, DARK, 1.8)
    return out + _eye(24, 46, 4) + path("M14 54 q3 2 6 0", None, DARK, 2)


@register("fish", (46, 0, 28, 72))
def fish() -> str:
    """A quick golden fish."""
    return _fish("#f6a23a", "#fde0a0", "#e2703a", None)


@register("minnow", (46, 0, 28, 72))
def minnow() -> str:
    """A little silver-blue minnow with a stripe."""
    return _fish("#9cc4dc", "#eef6fa", "#6a9cc0", "#3e6e98")


@register("shell", (50, 0, 20, 86))
def shell() -> str:
    """A pink scallop shell."""
    out = path("M40 78 L34 90 L66 90 L60 78Z", "#f0a890")
    out += path("M50 82 L12 44 Q16 10 50 10 Q84 10 88 44Z", "#f8c0a8")
    for x in (22, 32, 42, 50, 58, 68, 78):
        out += line(50, 80, x, 16 + abs(50 - x) * 0.5, "#d8847a", 2.4)
    return out + path("M50 82 L12 44 Q16 10 50 10 Q84 10 88 44Z", None, DARK, 3)


@register("ray", (40, 8, 20, 70))
def ray() -> str:
    """A smiling sting ray gliding."""
    out = path("M50 70 Q52 86 64 96", None, DARK, 3)
    out += path("M50 18 Q72 30 96 50 Q72 58 50 74 Q28 58 4 50 Q28 30 50 18Z", "#7aa6c6")
    out += path("M50 30 Q62 40 66 52 Q58 60 50 66 Q42 60 34 52 Q38 40 50 30Z", "#a8c8dc",
                None)
    for x, y in ((26, 42), (74, 42), (62, 36), (38, 36)):
        out += circle(x, y, 2.2, "#ffffff", None, extra='opacity="0.7"')
    return out + eyes(42, 8, 3.2) + path("M45 52 q5 4 10 0", None, DARK, 2.2)


@register("whale", (52, 0, 20, 80))
def whale() -> str:
    """A blue whale blowing a spout."""
    out = path("M42 26 Q40 10 30 8 M42 26 Q44 8 56 6 M42 26 V8", None, "#6ab8e6", 3)
    out += path("M80 54 Q96 40 96 30 Q88 40 82 36 Q88 46 78 50Z", "#3a78b8")
    out += path("M8 58 Q8 28 44 28 Q76 28 84 56 Q80 78 46 80 Q8 80 8 58Z", "#4a8ac8")
    out += path("M12 64 Q40 82 78 64 Q70 78 46 80 Q16 80 12 64Z", "#dfeaf2", None)
    for y in (68, 73):
        out += path(f"M22 {y} Q44 {y + 8} 68 {y}", None, "#a8c0d4", 1.6)
    out += path("M8 58 Q8 28 44 28 Q76 28 84 56 Q80 78 46 80 Q8 80 8 58Z", None, DARK, 3)
    return out + _eye(26, 52, 3.4) + path("M12 62 q6 4 14 2", None, DARK, 2.2) + cheeks(
        60, 22)


@register("squid", (44, 10, 10, 70))
def squid() -> str:
    """A pink squid with curly arms."""
    body = "#f08ca0"
    out = ""
    for x in (30, 38, 46, 54, 62, 70):
        bend = 6 if x % 16 else -6
        out += path(f"M{x} 62 Q{x + bend} 76 {x - bend / 2} 86 Q{x} 94 {x + bend / 2} 92",
                    None, DARK, 6.2) + path(f"M{x} 62 Q{x + bend} 76 {x - bend / 2} 86 Q{x} "
                                            f"94 {x + bend / 2} 92", None, body, 3.4)
    out += both(poly([(34, 20), (18, 34), (32, 40)], "#e0708a"))
    out += path("M30 62 Q24 30 50 6 Q76 30 70 62 Q50 70 30 62Z", body)
    for x, y in ((38, 30), (60, 26), (56, 36)):
        out += circle(x, y, 2.4, "#fbd0da", None)
    return out + eyes(44, 10, 4.2) + path("M45 54 q5 4 10 0", None, DARK, 2.2)


@register("crab", (38, 8, 20, 80))
def crab() -> str:
    """A red crab waving its claws."""
    red, light = "#e2583c", "#f28a6a"
    out = both(path("M22 62 L8 58 M24 68 L8 70 M28 74 L14 82", None, DARK, 3.4))
    out += both(path("M30 52 Q20 44 20 32", None, DARK, 3.4)
                + path("M20 32 Q6 28 8 14 Q14 22 20 20 Q18 10 26 12 Q34 26 20 32Z", red))
    out += ellipse(50, 62, 28, 19, red)
    out += path("M28 66 Q50 80 72 66", None, light, 3)
    out += both(line(42, 46, 40, 32, DARK, 2.6))
    for x in (40, 60):
        out += circle(x, 30, 6, "#ffffff") + circle(x + 0.8, 30.5, 3, DARK, None)
    return out + path("M44 64 q6 5 12 0", None, DARK, 2.2) + cheeks(60, 16)


@register("dolphin", (40, 0, 20, 70))
def dolphin() -> str:
    """A leaping dolphin."""
    out = path("M16 88 Q8 74 12 66 Q18 76 26 78Z", "#5a8eb8")
    out += path("M18 80 Q16 40 52 26 Q60 14 66 24 Q80 26 88 40 L98 44 L88 50 Q76 52 66 48 "
                "Q40 56 30 84Z", "#6a9ec8")
    out += path("M30 84 Q40 56 66 48 Q76 52 88 50 Q74 60 56 58 Q40 62 30 84Z", "#e6eef4",
                None)
    out += path("M44 50 Q38 62 34 66 Q44 62 50 54Z", "#5a8eb8", DARK, 2)
    out += path("M88 50 Q76 56 66 52", None, DARK, 2)
    return out + _eye(74, 36, 3.4)


@register("shark", (46, 0, 20, 80))
def shark() -> str:
    """A grinning grey shark."""
    out = path("M86 50 L98 30 Q94 50 98 70Z", "#7f8fa0")
    out += path("M44 32 L54 10 L64 34Z", "#7f8fa0")
    out += path("M4 54 Q20 30 54 30 Q80 32 90 50 Q80 70 50 72 Q20 72 4 54Z", "#8f9fb0")
    out += path("M10 58 Q40 80 86 54 Q76 70 50 72 Q20 72 10 58Z", "#f4f6f8", None)
    out += path("M12 60 Q24 66 36 60", "#ffffff", DARK, 2.2)
    for x in (16, 22, 28):
        out += poly([(x, 61), (x + 3, 61), (x + 1.5, 64.5)], "#ffffff", DARK, 1)
    out += path("M46 42 q-3 8 0 16 M52 42 q-3 8 0 16", None, DARK, 1.8)
    out += path("M50 62 L60 74 L66 60Z", "#7f8fa0", DARK, 2)
    out += path("M4 54 Q20 30 54 30 Q80 32 90 50 Q80 70 50 72 Q20 72 4 54Z", None, DARK, 3)
    return out + _eye(22, 46, 3.4)


@register("chameleon", (40, 0, 20, 80))
def chameleon() -> str:
    """A green chameleon curling its tail on a branch."""
    green, light = "#6cbf4a", "#b8e07a"
    out = path("M4 86 Q50 78 96 84", None, "#8a5a34", 6)
    out += path("M30 62 Q10 66 12 50 Q14 40 24 44 Q30 48 24 54 Q18 54 20 50", None, DARK, 9)
    out += path("M30 62 Q10 66 12 50 Q14 40 24 44 Q30 48 24 54 Q18 54 20 50", None, green, 5)
    out += path("M26 64 Q28 38 56 36 Q68 24 84 34 Q96 42 92 54 Q84 62 72 62 Q56 72 26 64Z",
                green)
    out += path("M30 62 Q52 66 70 58", None, light, 3)
    for x in (40, 50, 60):
        out += path(f"M{x} 40 l3 -5 l3 5", "#4a9a3a", DARK, 1.4)
    out += path("M36 64 L32 82 M62 64 L66 82", None, DARK, 5) + path(
        "M36 64 L32 82 M62 64 L66 82", None, green, 2.4)
    out += circle(78, 42, 9, light) + circle(80, 42, 4, DARK, None) + circle(
        79, 40.5, 1.4, "#ffffff", None)
    return out + path("M84 54 q4 2 8 -2", None, DARK, 2)


@register("snake", (30, 6, 10, 50))
def snake() -> str:
    """A coiled green snake flicking its tongue."""
    d = "M78 88 Q94 80 84 70 Q70 60 44 70 Q20 80 16 66 Q12 52 36 50 Q62 48 60 34 Q58 24 46 24"
    out = path(d, None, DARK, 15) + path(d, None, "#7cc24e", 10)
    for x, y in ((84, 72), (56, 66), (28, 74), (22, 56), (50, 48)):
        out += circle(x, y, 2.2, "#f2d84a", None)
    out += ellipse(40, 24, 14, 11, "#7cc24e")
    out += path("M26 26 L16 26 M16 26 l-4 -3 M16 26 l-4 3", None, "#e2503c", 2)
    return out + eyes(20, 5, 2.8, 42)


@register("crocodile", (30, 10, 14, 70))
def crocodile() -> str:
    """A toothy crocodile peeking up."""
    green, light = "#5aa050", "#a8d078"
    out = path("M10 46 Q10 30 34 28 L90 40 Q96 48 90 54 L34 66 Q10 62 10 46Z", green)
    out += path("M30 62 L90 52 Q88 60 80 60 L34 68Z", light, DARK, 2.4)
    out += path("M34 48 L90 48", None, DARK, 2.4)
    for x in range(40, 88, 8):
        out += poly([(x, 48), (x + 3, 53), (x + 6, 48)], "#ffffff", DARK, 1.2)
    for x in (24, 44):
        out += circle(x, 28, 9, green) + circle(x, 28, 4, "#f6e46a", None) + circle(
            x + 1, 28, 2.2, DARK, None)
    out += circle(86, 40, 2, DARK, None)
    for x, y in ((30, 40), (40, 42), (60, 36), (70, 38)):
        out += circle(x, y, 2.2, "#3e8040", None)
    return out


# --- Bugs -----------------------------------------------------------------------------------

@register("ant", (40, 0, 20, 70))
def ant() -> str:
    """A busy red-brown ant."""
    body = "#a8452e"
    out = path("M74 40 Q80 22 90 18 M80 42 Q92 30 98 30", None, DARK, 2.6)
    for x, knee, foot in ((46, (38, 70), (30, 84)), (52, (52, 72), (50, 88)),
                          (58, (68, 70), (74, 86))):
        out += path(f"M{x} 56 L{knee[0]} {knee[1]} L{foot[0]} {foot[1]}", None, DARK, 3)
    out += ellipse(28, 56, 20, 15, body)
    out += ellipse(52, 54, 9, 7, body)
    out += circle(72, 46, 12, body)
    out += circle(22, 50, 3, "#ffffff", None, extra='opacity="0.5"')
    return out + _eye(76, 43, 3.4) + path("M74 52 q4 2 7 -1", None, DARK, 2)


@register("butterfly", (40, 6, 20, 70))
def butterfly() -> str:
    """A bright butterfly with spotted wings."""
    out = both(path("M50 48 Q20 8 10 26 Q4 44 50 52Z", "#f28a3a")
               + path("M50 54 Q18 58 20 78 Q30 92 50 60Z", "#f6c042")
               + circle(24, 30, 5, "#fff4d8", DARK, 1.6) + circle(30, 72, 4, "#fff4d8",
                                                                  DARK, 1.6))
    out += ellipse(50, 54, 5, 22, "#4a3428")
    out += path("M48 34 Q42 18 36 14 M52 34 Q58 18 64 14", None, DARK, 2.2)
    out += circle(36, 14, 2.2, DARK, None) + circle(64, 14, 2.2, DARK, None)
    return out + circle(48, 38, 1.3, "#ffffff", None) + circle(52, 38, 1.3, "#ffffff", None)


@register("bee", (46, 9, 20, 80))
def bee() -> str:
    """A round bumblebee."""
    out = both(ellipse(34, 30, 12, 18, "#e6f4fb", DARK, 2.4, rotate=-30))
    out += ellipse(50, 56, 28, 26, "#f6c430")
    out += path("M26 46 Q50 40 74 46 L76 54 Q50 48 24 54Z", "#3a2e26", None)
    out += path("M24 64 Q50 58 76 64 L72 72 Q50 66 28 72Z", "#3a2e26", None)
    out += ellipse(50, 56, 28, 26, None)
    out += poly([(46, 82), (54, 82), (50, 92)], "#3a2e26", DARK, 1.6)
    out += path("M44 32 Q38 20 32 18 M56 32 Q62 20 68 18", None, DARK, 2.2)
    return out + eyes(36, 9, 3.2) + path("M45 40 q5 3 10 0", None, DARK, 1.8)


@register("grasshopper", (34, 0, 20, 70))
def grasshopper() -> str:
    """A springy green grasshopper."""
    green, light = "#7cbf3a", "#c6e48a"
    out = path("M60 56 L80 30 L92 80", None, DARK, 7) + path("M60 56 L80 30 L92 80", None,
                                                             "#5a9a2a", 4)
    out += path("M30 62 L24 82 M42 64 L40 84", None, DARK, 3)
    out += path("M22 60 Q30 46 60 50 Q80 54 86 62 Q70 72 40 70 Q24 68 22 60Z", green)
    out += path("M30 54 Q56 48 82 60", None, light, 3)
    out += path("M36 52 Q60 40 84 58 Q60 56 36 58Z", "#5a9a2a", DARK, 2)
    out += ellipse(20, 52, 12, 11, green)
    out += path("M16 42 Q14 24 30 14 M20 42 Q24 26 40 20", None, DARK, 2.2)
    return out + _eye(16, 50, 3.4) + path("M10 58 q3 2 6 0", None, DARK, 1.8)


@register("caterpillar", (40, 6, 20, 70))
def caterpillar() -> str:
    """A smiling green caterpillar."""
    out = ""
    for i, x in enumerate((16, 28, 40, 52, 64)):
        y = 62 - (6 if i % 2 else 0)
        out += line(x, y + 10, x, y + 16, DARK, 3)
        out += circle(x, y, 11, "#8ccf4a" if i % 2 else "#6cb83a")
    out += circle(78, 46, 15, "#8ccf4a")
    out += path("M72 32 Q68 18 62 16 M84 32 Q88 18 94 16", None, DARK, 2.2)
    out += circle(62, 16, 2.6, "#f2784a", DARK, 1.2) + circle(94, 16, 2.6, "#f2784a", DARK, 1.2)
    out += ellipse(68, 52, 3.6, 2.2, "#f28c8c", None, extra='opacity="0.6"')
    out += ellipse(88, 52, 3.6, 2.2, "#f28c8c", None, extra='opacity="0.6"')
    return out + eyes(42, 5.5, 2.8, 78) + path("M73 52 q5 4 10 0", None, DARK, 2)


@register("spider", (48, 7, 20, 70))
def spider() -> str:
    """A friendly spider hanging from its thread."""
    out = line(50, 0, 50, 34, "#9a9a9a", 1.6)
    for side in (-1, 1):
        for i, (knee_y, foot_y) in enumerate(((30, 52), (40, 66), (52, 80), (62, 94))):
            knee_x, foot_x = 50 + side * (24 + i * 3), 50 + side * (36 + i * 3)
            out += path(f"M50 {54 + i * 4} Q{knee_x} {knee_y} {foot_x} {foot_y}", None, DARK,
                        3.2)
    out += circle(50, 62, 18, "#4a3a52")
    out += circle(50, 40, 13, "#5a4a62")
    out += circle(47, 66, 4, "#8a6aa0", None, extra='opacity="0.6"')
    out += both(circle(44, 35, 1.6, "#ffffff", None))
    return out + eyes(42, 6, 3) + path("M46 48 q4 3 8 0", None, "#ffffff", 1.8)


@register("fly", (44, 12, 20, 80))
def fly() -> str:
    """A buzzing fly with big red eyes."""
    out = both(ellipse(30, 36, 12, 20, "#e6f4fb", DARK, 2.4, rotate=-40))
    out += both(path("M40 70 L28 84 M44 74 L38 90", None, DARK, 3))
    out += ellipse(50, 62, 18, 22, "#4a5058")
    out += path("M36 66 Q50 72 64 66 M38 76 Q50 82 62 76", None, "#6a7078", 2)
    out += circle(50, 40, 14, "#4a5058")
    for x in (40, 60):
        out += circle(x, 38, 8, "#d84a3a") + circle(x - 2, 35, 2.4, "#f6a090", None)
    out += rect(48, 50, 4, 8, "#6a7078", 2, DARK, 1.4)
    return out + path("M80 20 q4 4 0 8 q-4 4 0 8 M88 30 q4 4 0 8", None, DARK, 1.6)
