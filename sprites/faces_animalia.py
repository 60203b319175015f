"""Animalia's card faces: the family's frame and animal, a big elegance number in the
top-left corner, the member's symbol (star, heart, stain, mask, binoculars, gift) in
the top-right, the stars across the top on cards large enough, the name banner and a
subtitle (see `sprites.cardfaces` for the layers every face shares).

Corner badges are sized in screen pixels, not in card units: their digits are drawn at
CORNER_PX or more whatever the card's height (a small card's badges cover more of it),
so that an opponent's card 90 px wide is read at a glance like one's own.
"""

from __future__ import annotations

from game import catalog
from sprites import glyphs, theme
from sprites.cardfaces import (BOX_W, Face, Text, banner, base, document, glyph_layer,
                               subtitle)
from sprites.labels import CardInfo
from sprites.svg import circle

HEX = theme.hex_colour
CORNER_PX = 26               # the corner digits' font, in pixels, at least
CORNER_UNITS = 30            # and at least this in design units (on large cards)
STARS_FROM = 170             # the row of stars is drawn from this card height up
POWERS = ("thief", "spy", "prankster")     # their subtitles: the catalogs' face.animalia
SYMBOL_FIT = {"stain": 15.0}                 # a symbol's size per badge radius: r / this


def signed(value: int) -> str:
    """An elegance as printed in the corner: +3, 0, −1."""
    return f"+{value}" if value > 0 else ("−" + str(-value) if value < 0 else "0")


def corner_units(height: int) -> float:
    """The corner digits' size in design units for a card `height` px tall."""
    scale = height * 5 / 7 / BOX_W          # pixels per design unit
    return max(CORNER_UNITS, CORNER_PX / scale)


def corner_badge(x: float, y: float, r: float, colour: tuple) -> str:
    """A cream disc ringed in the family's dark colour, with a soft shadow."""
    ring = HEX(theme.darken(colour, 0.4))
    return (circle(x, y + r * 0.1, r, "#000000", None, extra='opacity="0.22"')
            + circle(x, y, r, HEX(theme.CARD_STOCK), ring, max(2.5, r * 0.12)))


def animalia_face(info: CardInfo, cb: bool, lang: str, height: int = 240) -> Face:
    """The face of an Animalia card (a family member or the owl) for a card `height`
    px tall (the corners grow on small cards)."""
    fam = info.family
    colour = theme.family_colour("animalia", fam, cb)
    frame_defs = ""
    if fam == "owl":
        rainbow = [HEX(theme.family_colour("animalia", f, cb))
                   for f in ("cat", "rabbit", "horse", "dog", "parrot")]
        stops = "".join(f'<stop offset="{i / 4:.2f}" stop-color="{c}"/>'
                        for i, c in enumerate(rainbow))
        frame_defs = ('<linearGradient id="frame" gradientUnits="userSpaceOnUse" x1="10" '
                      f'y1="10" x2="240" y2="340">{stops}</linearGradient>')
    defs, body = base(colour, cb, theme.family_pattern("animalia", fam), frame_defs)
    member = info.numbers.get("member", "")
    body += glyph_layer(info.glyph, glyphs.accessory(member, info.glyph))
    units = corner_units(height)
    r = units * 0.78
    cx, cy = 8 + r, 8 + r
    rx = BOX_W - 8 - r
    texts: list[Text] = []
    if fam != "owl":
        sym, count = info.numbers["symbol"], info.numbers["symbols"]
        elegance = info.numbers["elegance"]
        body += corner_badge(cx, cy, r, colour)
        ink = theme.darken(theme.family_colour("animalia", fam, cb), 0.55)
        texts.append(Text(signed(elegance), cx, cy + units * 0.04, units, r * 1.8, ink,
                          "bold", min_px=CORNER_PX - 1))   # (-1: a width rounded down)
        body += corner_badge(rx, cy, r, colour)
        body += glyphs.symbol(sym, rx, cy, r / SYMBOL_FIT.get(sym, 11.5))
        if sym == "star" and height >= STARS_FROM and count > 1:
            gap = (rx - cx - 2 * r) / (count + 1)
            if gap > 16:
                for i in range(count):
                    body += glyphs.symbol("star", cx + r + gap * (i + 1), 27, min(1.25, gap / 20))
        subtitle_text = _subtitle(member, elegance, lang)
    else:
        for x in (cx, rx):
            body += corner_badge(x, cy, r, colour)
            body += glyphs.symbol("star", x, cy, r / 11.5)
        subtitle_text = catalog.text("face.animalia.joker", lang)
    banner_svg, name = banner(info.name(lang), colour)
    texts += [name, subtitle(subtitle_text, colour)]
    return Face(document(body + banner_svg, BOX_W, 350, defs), texts)


def _subtitle(member: str, elegance: int, lang: str) -> str:
    if member in POWERS:
        return catalog.text(f"face.animalia.{member}", lang)
    sign = "+" if elegance > 0 else ("−" if elegance < 0 else "")
    return catalog.text("face.animalia.elegance", lang, sign=sign, n=abs(elegance))
