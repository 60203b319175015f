"""Card faces as SVG plus text requests, in one 250 x 350 design box.

A face is built in layers: card stock, a family-coloured frame, an art window (with the
family pattern in colour-blind mode), the animal glyph, corner badges, a name banner and
a subtitle. Text is not SVG (the rasteriser has none): each face returns `Text` records
that `sprites.cards` renders with the shipped fonts on top of the rasterised image.
"""

from __future__ import annotations

from dataclasses import dataclass

from sprites import glyphs, theme
from sprites.games import art
from sprites.svg import (circle, document, group, linear, pattern, poly, radial, rect,
                         star_points)

BOX_W, BOX_H = 250, 350
WINDOW = (20, 44, 210, 218)         # x, y, w, h of the art window
BANNER = (16, 268, 218, 40)         # the name banner
SUBTITLE_Y = 325
DETAIL_HEIGHT = 300                 # from this pixel height, faces also show rules text
COMPACT_HEIGHT = 170                # below it, corner badges grow to stay readable
COMPACT_ZOOM = 1.45
RULES_BOX = (28, 178, 194, 78)      # where that text goes, inside the art window
WORDS_FROM = 100                    # on a card this tall or taller, words are read at
WORDS_PX = 18                       # this size at least (pixels; digits are larger),
EFFECT_PX = 16                      # an effect paragraph at this size: smaller, a face
                                    # leaves them out and the inspector shows them
HEX = theme.hex_colour


@dataclass(frozen=True)
class Text:
    """A line of text to draw on a face, in design-box units."""

    text: str
    x: float
    y: float
    size: float
    max_w: float
    colour: tuple[int, int, int] = theme.INK
    style: str = "bold"             # "bold", "regular" or "display"
    outline: tuple[int, int, int] | None = None
    min_px: int = 7                 # skip the text when it would be smaller than this
    max_h: float = 0.0              # > 0: a block wrapped to max_w, shrunk to fit max_h
    two_lines: bool = False         # a long text may break into two lines
    band: float = 0.0               # > 0: the height of the band the words sit in


@dataclass
class Face:
    """An SVG document and the text to draw over it."""

    svg: str
    texts: list[Text]


def base(colour: tuple, cb: bool, pattern_name: str, frame_defs: str = "",
          window_tint: float = 0.72) -> tuple[str, str]:
    """Defs and body of stock, frame and art window for a family colour."""
    light, dark = theme.lighten(colour, 0.25), theme.darken(colour, 0.22)
    defs = radial("stock", HEX(theme.WHITE), HEX(theme.CARD_STOCK_SHADE), "45%", "35%", "80%")
    defs += frame_defs or linear("frame", HEX(light), HEX(dark))
    defs += radial("win", HEX(theme.lighten(colour, window_tint + 0.16)),
                   HEX(theme.lighten(colour, window_tint - 0.22)), "50%", "42%", "62%")
    body = rect(1.5, 1.5, 247, 347, "url(#stock)", 20, HEX(theme.CARD_EDGE), 3)
    body += rect(10, 10, 230, 330, "url(#frame)", 14, HEX(theme.darken(colour, 0.35)), 2)
    x, y, w, h = WINDOW
    body += rect(x, y, w, h, "url(#win)", 10, None)
    if cb and pattern_name != "plain":
        body += pattern(pattern_name, x + 2, y + 2, w - 4, h - 4,
                        HEX(theme.darken(colour, 0.45)), step=18, width=3.2, opacity=0.3)
    body += rect(x, y, w, h, None, 10, HEX(theme.darken(colour, 0.3)), 3)
    return defs, body


def glyph_layer(name: str, extra: str = "", scale: float = 2.0, dy: float = 8,
                window: tuple = WINDOW) -> str:
    """A glyph (plus extra fragment) centred in the art window, on a soft ground shadow."""
    x, y, w, h = window
    gx = x + (w - 100 * scale) / 2
    gy = y + (h - 100 * scale) / 2 + dy * 0.5
    ground = (f'<ellipse cx="{x + w / 2:.1f}" cy="{gy + 96 * scale:.1f}" rx="{34 * scale:.1f}" '
              f'ry="{5 * scale:.1f}" fill="#000000" opacity="0.13"/>')
    return ground + group(glyphs.glyph(name) + extra,
                          f"translate({gx:.2f} {gy:.2f}) scale({scale})")


def rules_box(text: str, colour: tuple) -> tuple[str, Text]:
    """A cream box in the lower art window with a wrapped rules text (detail faces)."""
    x, y, w, h = RULES_BOX
    body = rect(x, y, w, h, HEX(theme.CARD_STOCK), 8, HEX(theme.darken(colour, 0.3)), 2,
                'opacity="0.94"')
    return body, Text(text, x + w / 2, y + h / 2, 14, w - 12, theme.INK, "regular",
                      min_px=8, max_h=h - 8)


def effect_fits(text: str, height: int) -> bool:
    """Whether a rules box's paragraph reads at EFFECT_PX or more on a card this tall."""
    from sprites.fonts import get_font
    scale = round(height * BOX_W / BOX_H) / BOX_W      # as the face is drawn: whole pixels
    x, y, w, h = RULES_BOX
    width, room = int((w - 12) * scale), int((h - 8) * scale)
    font = get_font(EFFECT_PX)
    return font.size(max(text.split(), key=len, default=""))[0] <= width and \
        font.render(text, True, (0, 0, 0), None, max(1, width)).get_height() <= room


def effect_icon(kind: str, colour: tuple, x: float = 206, y: float = 68,
                k: float = 1.0) -> str:
    """A card effect's kind as a sign in a badge at (x, y), where the face has no room
    for its words: a lightning bolt (instant), a hand's arrow (action), a flag (a bonus
    at the game's end)."""
    ink = HEX(theme.darken(colour, 0.45))
    shapes = {
        "instant": poly([(3, -15), (-8, 2), (-1, 2), (-4, 15), (8, -3), (1, -3), (5, -15)],
                        HEX(theme.GOLD), ink, 2),
        "action": poly([(-10, -4), (2, -4), (2, -11), (12, 0), (2, 11), (2, 4), (-10, 4)],
                       ink, None),
        "bonus": rect(-9, -13, 3, 27, ink, 1, None)
        + poly([(-6, -13), (11, -8), (-6, -2)], HEX(theme.GOLD), ink, 1.6),
    }
    if kind not in shapes:
        return ""
    return group(badge(0, 0, colour, 19) + shapes[kind],
                 f"translate({x - 19 * (k - 1):.1f} {y + 19 * (k - 1):.1f}) scale({k:.3f})")


def detail_glyph(name: str) -> str:
    """The glyph, smaller, in the upper art window (above the rules box)."""
    x, y, w, _h = WINDOW
    return glyph_layer(name, scale=1.28, dy=0, window=(x, y + 2, w, RULES_BOX[1] - y - 2))


def banner(name: str, colour: tuple) -> tuple[str, Text]:
    x, y, w, h = BANNER
    body = rect(x, y, w, h, HEX(theme.CARD_STOCK), 12, HEX(theme.darken(colour, 0.35)), 2.5)
    return body, Text(name, x + w / 2, y + h / 2 + 1, 22, w - 16, theme.INK, "bold",
                      two_lines=True, band=h)


def subtitle(text: str, colour: tuple) -> Text:
    return Text(text, BOX_W / 2, SUBTITLE_Y, 15, 200, theme.lighten(colour, 0.85),
                "bold", theme.darken(colour, 0.55), min_px=9, band=2 * (BOX_H - SUBTITLE_Y))


def corner_zoom(height: int) -> float:
    """How much corner badges grow on a card this many pixels tall."""
    return COMPACT_ZOOM if height < COMPACT_HEIGHT else 1.0


def zoomed(svg_text: str, x: float, y: float, k: float) -> tuple[str, float, float]:
    """A badge scaled by k about (x, y) and moved inwards; returns svg and new centre."""
    if k == 1.0:
        return svg_text, x, y
    nx = x + (k - 1) * 14 * (1 if x < BOX_W / 2 else -1 if x > BOX_W / 2 else 0)
    ny = y + (k - 1) * 14
    return group(svg_text, f"translate({nx:.2f} {ny:.2f}) scale({k}) "
                           f"translate({-x:.2f} {-y:.2f})"), nx, ny


def badge(x: float, y: float, colour: tuple, r: float = 17) -> str:
    return (circle(x, y + 2, r, "#000000", None, extra='opacity="0.2"')
            + circle(x, y, r, HEX(theme.CARD_STOCK), HEX(theme.darken(colour, 0.4)), 2.5))


# Animalia's faces are in sprites/faces_animalia.py.


# --- Card backs -------------------------------------------------------------------------------



def back_face(game_id: str, skin: str | None = None) -> Face:
    """The back shared by every card of a game (High Society: per skin)."""
    module = art(game_id)
    main, accent = module.BACK
    emblem, title = module.BACK_EMBLEM, module.BACK_TITLE
    if skin is not None and skin == getattr(module, "CLASSIC_SKIN", None):
        emblem, title = module.CLASSIC_BACK
    defs = radial("back", HEX(theme.lighten(main, 0.18)), HEX(theme.darken(main, 0.25)),
                  "50%", "45%", "75%")
    body = rect(1.5, 1.5, 247, 347, HEX(theme.CARD_STOCK), 20, HEX(theme.CARD_EDGE), 3)
    body += rect(10, 10, 230, 330, "url(#back)", 14, HEX(theme.darken(main, 0.4)), 2)
    body += pattern("hatch", 14, 14, 222, 322, HEX(accent), step=22, width=2.2, opacity=0.28)
    body += rect(20, 20, 210, 310, None, 10, HEX(accent), 2.5)
    for x, y in ((34, 34), (216, 34), (34, 316), (216, 316)):
        body += poly(star_points(x, y, 8), HEX(accent), None)
    body += circle(125, 160, 74, HEX(theme.CARD_STOCK), HEX(accent), 5)
    body += circle(125, 160, 66, None, HEX(theme.darken(main, 0.1)), 2)
    body += group(glyphs.glyph(emblem), "translate(72 107) scale(1.06)")
    body += rect(40, 262, 170, 42, HEX(theme.darken(main, 0.3)), 21, HEX(accent), 2.5)
    title = Text(title, 125, 283, 28, 158, theme.lighten(accent, 0.4), "display")
    return Face(document(body, BOX_W, BOX_H, defs), [title])
