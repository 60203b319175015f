"""Bird glyphs for Animimix, Origami and Animalement Vôtre (100 x 100 SVG fragments).

Same sticker style as `sprites.glyphs`. Imported by `sprites.glyphs`.
"""

from __future__ import annotations

import math

from sprites.glyph_parts import DARK, both, cheeks, eyes, register
from sprites.svg import circle, ellipse, line, path, poly

BEAK = "#f4a83a"


def _eye(x: float, y: float, r: float = 3.6) -> str:
    return (circle(x, y, r, DARK, None) + circle(x - r * 0.35, y - r * 0.4, r * 0.38,
                                                 "#ffffff", None))


def _feet(x: float, y: float) -> str:
    return path(f"M{x - 5} {y} l5 -6 l5 6 M{x} {y - 6} v6", None, BEAK, 2.6)


@register("pelican", (32, 0, 16, 80))
def pelican() -> str:
    """A white pelican with a big orange pouch."""
    out = ellipse(40, 70, 30, 21, "#f6f3ee")
    out += path("M22 64 Q40 56 58 70 Q44 80 22 74Z", "#c9cdd6", DARK, 2.4)
    out += path("M40 50 Q36 64 28 60 Q30 46 40 50Z", "#f6f3ee", None)
    out += circle(42, 32, 17, "#f6f3ee")
    out += path("M30 18 q-6 -6 -2 -12 q4 6 8 8", "#f6f3ee", DARK, 2)
    out += path("M56 28 L96 40 L58 40Z", "#f2c14a")
    out += path("M58 40 L94 42 Q84 66 60 56Z", "#f08a3a")
    return out + _eye(44, 28) + _feet(34, 96) + _feet(50, 96)


@register("penguin", (34, 8, 12, 60))
def penguin() -> str:
    """A little penguin with a white belly and orange feet."""
    navy = "#2e3f5c"
    out = ellipse(31, 90, 9, 5, BEAK) + ellipse(69, 90, 9, 5, BEAK)
    out += ellipse(50, 56, 29, 36, navy)
    out += ellipse(20, 60, 8, 20, navy, rotate=18) + ellipse(80, 60, 8, 20, navy, rotate=-18)
    out += path("M50 36 Q70 30 70 62 Q70 86 50 88 Q30 86 30 62 Q30 30 50 36Z", "#fbf8f2", None)
    out += both(circle(42, 34, 7.5, "#ffffff", None))
    out += poly([(44, 42), (56, 42), (50, 50)], BEAK, DARK, 2)
    return out + eyes(34, 8, 3.6) + cheeks(46, 17)


@register("lovebird", (50, 0, 20, 80))
def lovebird() -> str:
    """Two lovebirds snuggling under a heart."""
    out = ""
    for flip in (False, True):
        bird = ellipse(30, 64, 19, 24, "#7cc95a")
        bird += path("M16 66 Q24 56 38 70 Q30 84 16 80Z", "#4e9e42", DARK, 2.2)
        bird += circle(33, 42, 14, "#f2784a")
        bird += path("M24 34 Q33 27 42 34", None, "#f6b04a", 4)
        bird += path("M44 40 L50 44 L44 48Z", "#f6d048", DARK, 2)
        bird += _eye(37, 39, 3)
        out += (f'<g transform="translate(100 0) scale(-1 1)">{bird}</g>' if flip else bird)
    out += path("M50 24 c-12 -8 -8 -20 0 -13 c8 -7 12 5 0 13Z", "#f06a8a", DARK, 2)
    return out


@register("chick", (48, 10, 24, 80))
def chick() -> str:
    """A fluffy chick hatching from its egg."""
    out = circle(50, 52, 28, "#ffd84a")
    out += path("M46 24 q2 -10 6 -2 q4 -8 4 2", None, DARK, 2.4)
    out += ellipse(26, 56, 6, 10, "#f6c030", rotate=25) + ellipse(74, 56, 6, 10, "#f6c030",
                                                                  rotate=-25)
    out += poly([(44, 56), (56, 56), (50, 63)], BEAK, DARK, 2)
    out += path("M20 66 L28 60 L36 68 L44 60 L52 68 L60 60 L68 68 L76 60 L82 66 Q82 92 50 92 "
                "Q18 92 20 66Z", "#fbf6ea")
    return out + eyes(48, 10, 3.8) + cheeks(58, 18)


@register("dove", (36, 0, 22, 70))
def dove() -> str:
    """A white dove carrying an olive twig."""
    out = path("M14 60 L2 52 L6 66 L2 78 L18 70Z", "#eef0f4")
    out += ellipse(42, 62, 30, 20, "#f6f7fa")
    out += path("M26 56 Q40 30 66 40 Q56 62 30 66Z", "#dfe3ea", DARK, 2.4)
    out += circle(68, 42, 14, "#f6f7fa")
    out += poly([(80, 40), (92, 44), (80, 48)], BEAK, DARK, 2)
    out += path("M88 46 Q86 58 78 64", None, "#6b8e3a", 2.4)
    out += ellipse(84, 56, 4, 2, "#8bbf4a", DARK, 1.2, rotate=-40) + ellipse(
        80, 62, 4, 2, "#8bbf4a", DARK, 1.2, rotate=20)
    return out + _eye(70, 38, 3.2) + _feet(40, 92) + _feet(52, 92)


@register("chicken", (46, 10, 18, 80))
def chicken() -> str:
    """A plump brown hen with a red comb."""
    out = path("M74 60 Q96 46 90 30 Q86 50 72 50Z", "#a4652e")
    out += ellipse(50, 62, 32, 28, "#c98b4a")
    out += path("M30 62 Q46 56 56 70 Q42 82 30 74Z", "#a4652e", DARK, 2.4)
    out += circle(44, 40, 18, "#c98b4a")
    for x, y in ((36, 22), (44, 18), (52, 22)):
        out += circle(x, y, 6, "#e2503c")
    out += poly([(24, 42), (34, 37), (34, 47)], BEAK, DARK, 2)
    out += path("M32 48 q-4 8 2 8 q4 0 2 -8Z", "#e2503c", DARK, 1.8)
    return out + _eye(42, 38, 3.4) + _feet(42, 94) + _feet(58, 94)


@register("rooster", (44, 10, 16, 80))
def rooster() -> str:
    """A proud rooster with a rainbow tail."""
    out = ""
    for i, colour in enumerate(("#2f8f6a", "#3a5fb0", "#6a3aa0", "#2f8f6a")):
        angle = -60 + i * 22
        out += ellipse(66 + 8 * math.cos(math.radians(angle)), 46 + 14 * math.sin(
            math.radians(angle)), 7, 22, colour, rotate=angle + 110)
    out += ellipse(48, 64, 28, 24, "#e26a34")
    out += path("M30 62 Q46 54 58 70 Q42 84 30 74Z", "#b8452a", DARK, 2.4)
    out += circle(40, 38, 16, "#f4b040")
    for x, y in ((30, 20), (38, 14), (46, 16), (52, 22)):
        out += circle(x, y, 6.5, "#e2302c")
    out += poly([(20, 40), (30, 35), (30, 45)], "#f6d048", DARK, 2)
    out += path("M28 46 q-4 10 2 10 q5 0 3 -10Z", "#e2302c", DARK, 1.8)
    return out + _eye(38, 36, 3.4) + _feet(40, 96) + _feet(56, 96)


@register("vulture", (20, 0, 10, 60))
def vulture() -> str:
    """A hunched vulture on a branch, bald pink head over a white ruff."""
    out = path("M6 90 Q50 84 96 92", None, "#8a5a34", 6)
    out += path("M30 84 Q22 56 36 42 Q52 34 66 42 Q80 56 72 84 Q50 94 30 84Z", "#6a5240")
    out += path("M38 42 Q12 50 10 92 Q26 84 40 64Z", "#3e2e22")
    out += path("M64 42 Q90 50 92 92 Q76 84 62 64Z", "#3e2e22")
    out += path("M20 70 Q24 62 32 56 M80 70 Q76 62 70 56", None, "#6e5a48", 2)
    out += path("M50 40 Q52 30 56 22", None, DARK, 9) + path("M50 40 Q52 30 56 22", None,
                                                             "#f0b8b0", 5)
    out += ellipse(50, 44, 21, 8, "#f3ecdf")
    out += path("M34 46 q4 4 8 0 q4 4 8 0 q4 4 8 0 q4 4 8 0", None, "#c8bca8", 1.8)
    out += circle(58, 20, 11, "#f0b8b0")
    out += path("M66 16 Q82 16 80 32 Q76 26 68 27Z", "#d8d0c0")
    out += path("M42 88 l-4 5 M46 88 l0 6 M60 88 l0 6 M64 88 l4 5", None, "#b8a060", 2.4)
    return out + _eye(57, 17, 2.8) + path("M50 12 l6 2", None, DARK, 2)


@register("eagle", (40, 11, 16, 84))
def eagle() -> str:
    """A bald eagle with a golden hooked beak."""
    out = ellipse(50, 86, 38, 18, "#6a4428")
    out += path("M22 52 Q18 20 50 16 Q82 20 78 52 Q76 76 50 78 Q24 76 22 52Z", "#fbf8f2")
    out += path("M40 48 Q50 42 60 48 Q64 58 56 70 Q54 60 50 58 Q44 60 40 48Z", "#f6c030")
    out += both(path("M30 34 l14 4", None, DARK, 3))
    for x in (39, 61):
        out += circle(x, 41, 4.4, "#f6c030", DARK, 1.6) + circle(x, 41, 2.2, DARK, None)
    return out


@register("magpie", (30, 0, 16, 70))
def magpie() -> str:
    """A chatty black-and-white magpie with a long tail."""
    out = path("M60 62 L96 86 L92 92 L56 72Z", "#2a4a5a")
    out += ellipse(44, 60, 26, 19, "#fbf8f2")
    out += path("M26 48 Q50 40 66 56 Q54 74 30 68Z", "#22262e", DARK, 2.4)
    out += path("M34 58 Q48 56 58 64", None, "#5a8ab0", 3)
    out += circle(30, 36, 14, "#22262e")
    out += poly([(16, 34), (6, 38), (16, 40)], "#3a3a3a", DARK, 2)
    out += path("M8 22 q-4 -4 0 -8 M14 18 q-2 -6 2 -8", None, DARK, 2)
    out += circle(28, 33, 3.6, "#ffffff", None) + circle(27, 33, 2, DARK, None)
    return out + line(42, 78, 40, 92, BEAK, 2.6) + line(50, 78, 52, 92, BEAK, 2.6)


@register("peacock", (42, 6, 30, 70))
def peacock() -> str:
    """A peacock with its tail fanned out."""
    out = ""
    for i in range(9):
        angle = math.radians(-160 + i * 17.5)
        x, y = 50 + 34 * math.cos(angle), 64 + 34 * math.sin(angle)
        turn = math.degrees(angle) + 90
        out += ellipse(x, y, 10, 20, "#3a9a6a", rotate=turn)
        out += circle(50 + 40 * math.cos(angle), 64 + 40 * math.sin(angle), 5.5, "#f2c14a",
                      DARK, 1.4)
        out += circle(50 + 40 * math.cos(angle), 64 + 40 * math.sin(angle), 3, "#2a4ab0", None)
    out += ellipse(50, 70, 12, 22, "#2a6ac8")
    out += circle(50, 42, 11, "#2a6ac8")
    for dx in (-5, 0, 5):
        out += line(50, 31, 50 + dx * 1.2, 22, DARK, 1.6) + circle(50 + dx * 1.2, 21, 2.2,
                                                                  "#2a6ac8", DARK, 1.2)
    out += poly([(47, 46), (53, 46), (50, 52)], "#f2c14a", DARK, 1.6)
    return out + eyes(42, 5, 2.4)
