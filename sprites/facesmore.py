"""Card faces of High Society / Animalement Vôtre and Animimix (SVG + text).

Same design box and layers as `sprites.cardfaces`. High Society cards carry their value
or effect in two corner badges; money cards are coins with a big value. Animimix cards
show their scoring rule as a tiny grid pictogram. Origami's faces are in
`sprites.origami_face`.
"""

from __future__ import annotations

from game import catalog
from sprites import glyphs, theme
from sprites.cardfaces import (BOX_H, BOX_W, DETAIL_HEIGHT, WINDOW, Face, Text, badge,
                               effect_fits,
                               banner, base, corner_zoom, detail_glyph, glyph_layer,
                               rules_box, subtitle, zoomed)
from sprites.labels import CardInfo
from sprites.svg import circle, document, group, line, path, poly, radial, rect, star_points

HEX = theme.hex_colour
HS_BADGES = {"x2": "×2", "scandal": "½", "debt": "−5", "theft": ""}
MONEY_TIERS = ((4, (196, 122, 70)), (12, (178, 186, 196)), (999, (232, 184, 60)))
CORNER_PX = 24           # a corner number's font, in screen px at 1080p, at any card size
ONE_CORNER_ZOOM = 2.0    # badges grown more than this leave room for the top-left one only


def corner_scale(height: int, size: float) -> float:
    """How much a corner badge whose number is `size` box units grows on a card `height`
    px tall, so that the number is drawn at least CORNER_PX px (at least corner_zoom)."""
    return max(corner_zoom(height), CORNER_PX * BOX_H / (size * height))


def corners(k: float) -> tuple[int, ...]:
    """The x of the corner badges: both, or the top-left one when they would meet (in a
    fanned row only that corner shows anyway)."""
    return (31,) if k > ONE_CORNER_ZOOM else (31, 219)


# --- High Society ----------------------------------------------------------------------------

def high_society_face(info: CardInfo, cb: bool, lang: str, height: int = 240) -> Face:
    """The face of a High Society card (possession, title, misfortune or money)."""
    if info.family == "money":
        return _money_face(info, cb, lang, height)
    colour = theme.family_colour("high_society", info.family, cb)
    defs, body = base(colour, cb, theme.family_pattern("high_society", info.family))
    body += glyph_layer(info.glyph, _hs_extra(info.glyph))
    key = info.card_id.split(":")[0]
    label = str(info.numbers["value"]) if "value" in info.numbers else HS_BADGES[key]
    texts = []
    size = 26 if len(label) < 2 else 22
    k = corner_scale(height, size)
    for x in corners(k):
        mark = badge(x, 27, colour, 19)
        if not label:  # theft: a possession card struck out
            mark += rect(x - 7, 17, 14, 20, HEX(theme.CARD_STOCK_SHADE), 2.5, HEX(theme.INK), 2)
            mark += line(x - 10, 17, x + 10, 37, HEX(theme.DANGER), 3.4)
            mark += line(x + 10, 17, x - 10, 37, HEX(theme.DANGER), 3.4)
        mark, cx, cy = zoomed(mark, x, 27, k)
        body += mark
        if label:
            texts.append(Text(label, cx, cy + k, size * k, 32 * k,
                              theme.INK, "display", min_px=5))
    banner_svg, name = banner(info.name(lang), colour)
    kind = catalog.text(f"face.high_society.{key if key in ('debt', 'theft') else info.family}",
                        lang)
    texts += [name, subtitle(kind, colour)]
    return Face(document(body + banner_svg, BOX_W, BOX_H, defs), texts)


def _hs_extra(glyph: str) -> str:
    """Small story details over Animalement Vôtre's misfortunes (tears, thermometer, ?)."""
    if glyph == "crocodile":
        return (path("M22 37 q-4 8 0 10 q4 -2 0 -10Z", "#8fd0f0", "#3b7fb0", 1.4)
                + path("M42 37 q-4 8 0 10 q4 -2 0 -10Z", "#8fd0f0", "#3b7fb0", 1.4)
                + path("M17 50 q-3 6 0 8 q3 -2 0 -8Z", "#8fd0f0", "#3b7fb0", 1.2))
    if glyph == "dog":
        return (rect(58, 66, 24, 4, "#ffffff", 2, glyphs.DARK, 1.4)
                + circle(82, 68, 3, "#e2503c", glyphs.DARK, 1.4)
                + path("M30 30 q4 -4 8 0", None, "#6aa84f", 2.4))
    if glyph == "cat":
        return (path("M78 18 q0 -8 8 -8 q8 0 8 8 q0 5 -6 7 v4", None, glyphs.DARK, 3)
                + circle(88, 35, 2, glyphs.DARK, None))
    return ""


def _money_face(info: CardInfo, cb: bool, lang: str, height: int) -> Face:
    value = info.numbers["value"]
    metal = next(c for limit, c in MONEY_TIERS if value <= limit)
    paper = theme.MONEY_PAPER
    defs, body = base(theme.mix(paper, metal, 0.55), False, "plain", window_tint=0.6)
    defs += radial("coin", HEX(theme.lighten(metal, 0.45)), HEX(theme.darken(metal, 0.15)),
                   "40%", "35%", "70%")
    x, y, w, h = WINDOW
    body += (f'<ellipse cx="{x + w / 2}" cy="{y + h - 20}" rx="70" ry="9" fill="#000" '
             'opacity="0.14"/>')
    body += circle(125, 150, 80, "url(#coin)", HEX(theme.darken(metal, 0.45)), 4)
    body += circle(125, 150, 66, None, HEX(theme.darken(metal, 0.3)), 2.5)
    for i in range(12):
        body += group(poly(star_points(0, -73, 3.2), HEX(theme.darken(metal, 0.3)), None),
                      f"translate(125 150) rotate({i * 30})")
    texts = [Text(str(value), 125, 152, 84 if value < 10 else 70, 120,
                  theme.lighten(metal, 0.85), "display", theme.darken(metal, 0.55))]
    k = corner_scale(height, 22)
    for x in corners(k):
        mark, cx, cy = zoomed(badge(x, 27, metal, 19), x, 27, k)
        body += mark
        texts.append(Text(str(value), cx, cy + k, 22 * k, 32 * k, theme.INK, "display",
                          min_px=5))
    banner_svg, name = banner(info.name(lang), metal)
    texts.append(name)
    return Face(document(body + banner_svg, BOX_W, BOX_H, defs), texts)


# --- Animimix ---------------------------------------------------------------------------------

ANIMIMIX_RULES = {  # species -> cells lit in a 4x3 pictogram (words: catalogs' face.animimix)
    "monkey": ((1, 0), (1, 1), (1, 2)),
    "wolf": ((0, 0), (1, 0), (2, 0), (3, 0), (0, 1), (3, 1), (0, 2), (1, 2), (2, 2), (3, 2)),
    "elephant": ((0, 1), (1, 1), (2, 1), (3, 1)),
    "pelican": ((0, 0), (1, 1), (2, 2)),
    "penguin": ((1, 0), (1, 1), (2, 1), (2, 2)),
    "chameleon": ((1, 1), (0, 1), (2, 1), (1, 0), (1, 2)),
    "lovebird": ((1, 1), (2, 1)),
    "lion": ((2, 1),),
}


def animimix_face(info: CardInfo, cb: bool, lang: str, height: int = 240) -> Face:
    """The face of an Animimix species card, with its scoring pictogram."""
    colour = theme.family_colour("animimix", info.family, cb)
    defs, body = base(colour, cb, theme.family_pattern("animimix", info.family))
    cells = ANIMIMIX_RULES[info.family]
    rules = catalog.localized(info.numbers, "scoring", lang)
    texts = []
    if height >= DETAIL_HEIGHT and rules and effect_fits(rules, height):
        body += detail_glyph(info.glyph)
        box, text = rules_box(rules, colour)
        body += box
        texts.append(text)
    else:
        body += glyph_layer(info.glyph)
    k = corner_zoom(height)
    body += zoomed(_pictogram(125 - 23, 13.5, cells, colour, info.family == "chameleon"),
                   125, 13.5, k)[0]
    banner_svg, name = banner(info.name(lang), colour)
    texts += [name, subtitle(catalog.text(f"face.animimix.{info.family}", lang), colour)]
    return Face(document(body + banner_svg, BOX_W, BOX_H, defs), texts)


def _pictogram(x: float, y: float, cells: tuple, colour: tuple, centre: bool) -> str:
    """A 4 x 3 mini grid with the scoring cells lit."""
    size, gap = 9.5, 1.6
    out = rect(x - 2, y - 2, 4 * (size + gap) + 2.4, 3 * (size + gap) + 2.4,
               HEX(theme.CARD_STOCK), 3, HEX(theme.darken(colour, 0.4)), 1.6)
    for row in range(3):
        for col in range(4):
            lit = (col, row) in cells
            fill = HEX(theme.darken(colour, 0.25)) if lit else HEX(theme.CARD_STOCK_SHADE)
            if centre and (col, row) == (1, 1):
                fill = HEX(theme.INK)
            out += rect(x + col * (size + gap), y + row * (size + gap), size, size, fill, 1.5,
                        None)
    return out

