"""The glyphs' shared parts: colours, the registry every glyph module registers into,
and the features many animals share (eyes, cheeks, mirrored halves, a 'w' mouth).

The glyph modules (`glyphs`, `glyphs_birds`, `glyphs_land`, ...) import from here, never
from each other, so that no import goes round in a circle.
"""

from __future__ import annotations

from typing import Callable

from sprites.svg import OUTLINE, circle, ellipse, group, path

PINK = "#f4a6a0"
BLUSH = "#f28c8c"
WHITE = "#fffaf0"
DARK = OUTLINE


# (eye_y, eye_dx, top_y, chin_y) of each face glyph, in its 100-unit box.
ANCHORS: dict[str, tuple[float, float, float, float]] = {}
GLYPHS: dict[str, Callable[[], str]] = {}


def register(name: str, anchors: tuple[float, float, float, float] | None = None):
    """Decorator adding a glyph function (and its face anchors) to the registry."""
    def wrap(func: Callable[[], str]) -> Callable[[], str]:
        GLYPHS[name] = func
        if anchors:
            ANCHORS[name] = anchors
        return func
    return wrap


# --- Shared features -----------------------------------------------------------------

def mirror(svg: str) -> str:
    """The fragment mirrored left-right about x = 50."""
    return group(svg, "translate(100 0) scale(-1 1)")


def both(svg: str) -> str:
    """The fragment and its mirror image (for ears, whiskers, cheeks)."""
    return svg + mirror(svg)


def eyes(y: float, dx: float = 12, r: float = 4.6, cx: float = 50) -> str:
    """Two shiny dark eyes."""
    out = ""
    for x in (cx - dx, cx + dx):
        out += ellipse(x, y, r, r * 1.15, DARK, None)
        out += circle(x - r * 0.35, y - r * 0.45, r * 0.38, "#ffffff", None)
    return out


def cheeks(y: float, dx: float = 21, colour: str = BLUSH) -> str:
    """Soft pink cheeks."""
    return both(ellipse(50 - dx, y, 6, 3.6, colour, None, extra='opacity="0.55"'))


def w_mouth(x: float, y: float, w: float = 6) -> str:
    """A small 'w' mouth under a nose at (x, y)."""
    return path(f"M{x} {y} q0 {w * 0.8} {-w} {w * 0.8} M{x} {y} q0 {w * 0.8} {w} {w * 0.8}",
                None, DARK, 2.4)
