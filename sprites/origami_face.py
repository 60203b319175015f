"""The face of an Origami card (SVG + text, the design box of `sprites.cardfaces`).

Folded paper: crease lines across the art window, and down the left edge the card's
three numbers, each in its badge: the folds in a square of paper with a folded corner,
the cost in a coin, the points in a star. The badges grow as the card shrinks so that
their digits are always at least NUMBER_PX pixels (a 24 px font at 1080p), down to a
card MIN_WIDTH wide; they are stacked in the left strip, which is what a covered card
of a fanned collection still shows.
"""

from __future__ import annotations

from game import catalog
from sprites import theme
from sprites.cardfaces import (BOX_H, BOX_W, WINDOW, Face, Text, badge, banner, base,
                               detail_glyph, effect_fits, effect_icon, glyph_layer,
                               rules_box, subtitle)
from sprites.labels import CardInfo
from sprites.svg import document, group, line, poly, star_points

HEX = theme.hex_colour
ALIASES = {"lawn": "garden", "pelouse": "garden", "jardin": "garden",
           "ferme": "farm", "ciel": "sky", "mer": "sea"}
NUMBER_PX = 24           # the digits' font size in pixels, at least
DIGIT_UNITS = 22         # the digits' font size in design units at zoom 1
BADGE_R = 17             # a badge's radius in design units at zoom 1
MARGIN = 8               # between the card's edge and the badges, design units
SPACING = 2              # between two badges, design units at zoom 1
STAR_EXTRA = 3           # the star's points reach this much further than a badge
COLUMN_BOTTOM = 342      # the badges' column ends above the card's bottom edge
RULES_FROM = 280         # from this pixel height a face may print its effect: where it
                         # reads at EFFECT_PX (the inspector's), else its kind's sign


def zoom(height: int) -> float:
    """How much the badges grow on a card this many pixels tall (see the docstring)."""
    width = height * BOX_W / BOX_H
    wanted = NUMBER_PX / (DIGIT_UNITS * width / BOX_W)
    most = (COLUMN_BOTTOM - 2 * MARGIN) / (6 * BADGE_R + 2 * SPACING + 2 * STAR_EXTRA)
    return max(1.0, min(wanted, most))


def origami_face(info: CardInfo, cb: bool, lang: str, height: int = 240) -> Face:
    """The face of an Origami card: folded paper and its three numbers down the left."""
    family = ALIASES.get(info.family, info.family)
    if family not in theme.FAMILIES["origami"]:
        family = "farm"
    colour = theme.family_colour("origami", family, cb)
    defs, body = base(colour, cb, theme.family_pattern("origami", family), window_tint=0.62)
    x, y, w, h = WINDOW
    body += poly([(x, y), (x + w, y + h), (x, y + h)], "#ffffff", None,
                 extra='opacity="0.16"')
    body += line(x + 3, y + 3, x + w - 3, y + h - 3, "#ffffff", 1.6, 'opacity="0.5"')
    body += line(x + w / 2, y + 3, x + w / 2, y + h - 3, "#ffffff", 1.2, 'opacity="0.35"')
    texts: list[Text] = []
    nums = info.numbers
    rules = str(catalog.localized(nums, "effect", lang) or "")
    k = zoom(height)
    shift = (2 * BADGE_R * k + MARGIN - x) * 0.5 if k > 1.2 else 0   # the art moves right
    kind = nums.get("effect_type", "none")
    if height >= RULES_FROM and rules and effect_fits(rules, height):
        body += group(detail_glyph(info.glyph), f"translate({shift:.1f} 0)")
        box, text = rules_box(rules, colour)
        body += box
        texts.append(text)
    else:
        body += group(glyph_layer(info.glyph), f"translate({shift:.1f} 0)")
    body += effect_icon(kind, colour, k=k)      # the same sign at every size
    body += _numbers(nums, colour, k, texts)
    banner_svg, name = banner(info.name(lang), colour)
    effect = catalog.lookup(f"face.origami.{kind}", lang) or ""
    texts.append(name)
    if effect:
        texts.append(subtitle(effect, colour))
    return Face(document(body + banner_svg, BOX_W, BOX_H, defs), texts)


def _numbers(nums: dict, colour: tuple, k: float, texts: list[Text]) -> str:
    """The folds, cost and points badges stacked down the left edge, at zoom k."""
    out = ""
    r = BADGE_R * k
    cx = MARGIN + r
    cy = MARGIN + r
    marks = (("folds", _fold_badge, 0), ("cost", _coin, 0), ("points", _star, STAR_EXTRA))
    for key, mark, extra in marks:
        if key not in nums:
            continue
        cy += extra * k
        out += group(mark(colour), f"translate({cx:.2f} {cy:.2f}) scale({k:.3f})")
        texts.append(Text(str(nums[key]), cx, cy + 2 * k, DIGIT_UNITS * k, 28 * k, theme.INK,
                          "display", min_px=5))
        cy += 2 * r + SPACING * k
    return out


def _fold_badge(colour: tuple) -> str:
    """A square of paper with one corner folded over, centred on (0, 0)."""
    s, edge = BADGE_R, HEX(theme.darken(colour, 0.4))
    out = poly([(-s, -s), (s - 10, -s), (s, -s + 10), (s, s), (-s, s)],
               HEX(theme.CARD_STOCK), edge, 2.4)
    return out + poly([(s - 10, -s), (s - 10, -s + 10), (s, -s + 10)],
                      HEX(theme.CARD_STOCK_SHADE), edge, 2)


def _coin(colour: tuple) -> str:
    """The cost: a coin, centred on (0, 0)."""
    return badge(0, 0, theme.GOLD, BADGE_R)


def _star(colour: tuple) -> str:
    """The points: a fat gold star, centred on (0, 0)."""
    return poly(star_points(0, 1, BADGE_R + STAR_EXTRA + 1, 0.62), HEX(theme.GOLD),
                HEX(theme.INK), 2)
