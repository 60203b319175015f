"""Tokens and badges: Animalia medals, the Animimix mountain, Origami fold/cost/points
badges and High Society money cards, rendered from SVG once per size and cached.

Every token is a square surface of `size` pixels (money cards are cards: see
`money_card`). Medals carry their family's glyph, colour and, in colour-blind mode,
pattern; the excellence medal ("5") is gold.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from sprites import artcache, glyphs, svg, theme
from sprites.cardfaces import Text
from sprites.cards import _ready, card_surface, draw_texts
from sprites.labels import ANIMALIA_FAMILIES, UnknownCard
from sprites.svg import (SvgUnavailable, circle, document, group, path, pattern,
                         poly, radial, rasterise_fresh, star_points)

HEX = theme.hex_colour
BOX = 100
MIN_SIZE, MAX_SIZE = 8, 1024


def _check(size: int) -> tuple[int, int]:
    size = int(size)
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise ValueError(f"token size {size} is out of range ({MIN_SIZE}..{MAX_SIZE})")
    return size, size


def _render(svg_text: str, size: tuple[int, int], texts: list[Text] = ()) -> pygame.Surface:
    if not svg.HAS_SVG:
        return _ready(_draw(svg_text, size, texts))
    return _ready(artcache.cached(svg_text, size, texts, lambda: _draw(svg_text, size, texts)))


def _draw(svg_text: str, size: tuple[int, int], texts: list[Text]) -> pygame.Surface:
    try:
        surface = rasterise_fresh(svg_text, size)
    except SvgUnavailable:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.circle(surface, theme.GOLD, (size[0] // 2, size[1] // 2), size[0] // 2 - 1)
    draw_texts(surface, list(texts), size[0] / BOX)
    return surface


def medal(family: str, size: int, colorblind: bool = False) -> pygame.Surface:
    """An Animalia medal of a family ("cat"...), or "excellence" for the gold 5."""
    if family not in ANIMALIA_FAMILIES and family != "excellence":
        raise UnknownCard(f"animalia: unknown medal family {family!r}")
    return _medal(family, _check(size), bool(colorblind))


@lru_cache(maxsize=128)
def _medal(family: str, size: tuple[int, int], cb: bool) -> pygame.Surface:
    gold = family == "excellence"
    colour = theme.GOLD if gold else theme.family_colour("animalia", family, cb)
    defs, body = _ribbon_and_disc(colour, (27,))
    texts = []
    if gold:
        body += poly(star_points(50, 64, 22, 0.5), HEX(theme.lighten(theme.GOLD, 0.3)),
                     HEX(theme.GOLD_DARK), 2)
        texts.append(Text("5", 50, 66, 26, 30, theme.INK, "display", min_px=4))
    else:
        if cb:
            body += pattern(theme.family_pattern("animalia", family), 34, 48, 32, 32,
                            HEX(theme.darken(colour, 0.5)), step=8, width=2, opacity=0.35)
        body += group(glyphs.glyph(family), "translate(25 39) scale(0.5)")
    return _render(document(body, BOX, BOX, defs), size, texts)


def medal_back(size: int) -> pygame.Surface:
    """An Animalia medal turned face down (the book keeps won medals secret): a plain
    bronze disc on its ribbon, no family."""
    return _medal_back(_check(size))


@lru_cache(maxsize=16)
def _medal_back(size: tuple[int, int]) -> pygame.Surface:
    defs, body = _ribbon_and_disc(theme.MEDAL_BACK, (22, 12))
    return _render(document(body, BOX, BOX, defs), size)


def _ribbon_and_disc(colour, rings: tuple[int, ...]) -> tuple[str, str]:
    """(defs, body) of a medal's ribbon and shaded disc of `colour`, with light rings
    of the given radii."""
    defs = radial("disc", HEX(theme.lighten(colour, 0.45)), HEX(theme.darken(colour, 0.1)),
                  "40%", "35%", "75%")
    body = poly([(30, 2), (44, 2), (52, 40), (38, 40)], HEX(theme.MEDAL_RIBBON))
    body += poly([(70, 2), (56, 2), (48, 40), (62, 40)], HEX(theme.darken(theme.MEDAL_RIBBON,
                                                                          0.2)))
    body += circle(50, 64, 33, "url(#disc)", HEX(theme.darken(colour, 0.45)), 3)
    for radius in rings:
        body += circle(50, 64, radius, None, HEX(theme.lighten(colour, 0.6)), 2)
    return defs, body


@lru_cache(maxsize=32)
def _mountain(size: tuple[int, int]) -> pygame.Surface:
    defs = radial("stone", HEX(theme.lighten(theme.MOUNTAIN, 0.35)),
                  HEX(theme.darken(theme.MOUNTAIN, 0.2)), "40%", "35%", "75%")
    body = circle(50, 53, 44, "#000000", None, extra='opacity="0.22"')
    body += circle(50, 50, 44, "url(#stone)", HEX(theme.darken(theme.MOUNTAIN, 0.5)), 3)
    body += poly([(14, 74), (40, 30), (56, 56), (66, 42), (86, 74)], "#7a8a70")
    body += poly([(40, 30), (32, 44), (38, 42), (42, 46), (47, 40)], HEX(theme.MOUNTAIN_SNOW),
                 None)
    body += poly([(66, 42), (61, 50), (66, 48), (71, 50)], HEX(theme.MOUNTAIN_SNOW), None)
    body += path("M14 74 L40 30 L56 56 L66 42 L86 74", None, theme.hex_colour(theme.INK), 3)
    return _render(document(body, BOX, BOX, defs), size)


def mountain(size: int) -> pygame.Surface:
    """The Animimix mountain token that locks a card in the grid."""
    return _mountain(_check(size))


@lru_cache(maxsize=128)
def _badge(kind: str, value: str, size: tuple[int, int], colour: tuple) -> pygame.Surface:
    edge = HEX(theme.darken(colour, 0.45))
    if kind == "folds":
        body = poly([(8, 8), (70, 8), (92, 30), (92, 92), (8, 92)], HEX(theme.CARD_STOCK), edge, 4)
        body += poly([(70, 8), (70, 30), (92, 30)], HEX(theme.CARD_STOCK_SHADE), edge, 3)
        body += path("M10 90 L68 32", None, HEX(theme.lighten(colour, 0.3)), 2, 'opacity="0.6"')
    elif kind == "cost":
        body = circle(50, 50, 44, HEX(theme.GOLD), HEX(theme.GOLD_DARK), 4)
        body += circle(50, 50, 35, None, HEX(theme.lighten(theme.GOLD, 0.4)), 3)
    else:
        body = poly(star_points(50, 52, 47, 0.55), HEX(theme.GOLD), HEX(theme.INK), 3.5)
    texts = [Text(value, 50, 54 if kind == "points" else 52, 44 if len(value) < 2 else 36, 70,
                  theme.INK, "display", min_px=4)]
    return _render(document(body, BOX, BOX), size, texts)


def fold_badge(folds: int, size: int, family: str = "farm") -> pygame.Surface:
    """Origami: a square of paper with a folded corner showing a fold value."""
    colour = theme.family_colour("origami", family) if family in theme.FAMILIES[
        "origami"] else theme.CARD_EDGE
    return _badge("folds", str(int(folds)), _check(size), colour)


def cost_badge(cost: int, size: int) -> pygame.Surface:
    """Origami: a gold coin showing the folds an origami costs."""
    return _badge("cost", str(int(cost)), _check(size), theme.GOLD)


def points_badge(points: int, size: int) -> pygame.Surface:
    """Origami (and scores in general): a gold star showing points."""
    return _badge("points", str(int(points)), _check(size), theme.GOLD)


def money_card(value: int, size: int | tuple[int, int], lang: str = "en") -> pygame.Surface:
    """High Society: the money card of a value (the same image as card 'money:N')."""
    return card_surface("high_society", f"money:{int(value)}", size, lang=lang)


@lru_cache(maxsize=16)
def card_stack(game_id: str, height: int) -> pygame.Surface:
    """A pictogram of cards: two of the game's backs `height` px tall, fanned (the
    scoring sheet's "this many cards")."""
    from sprites.cards import card_back
    back = card_back(game_id, max(16, height - 2))
    w, h = back.get_size()
    step = max(3, w // 3)
    stack = pygame.Surface((w + step, h + 2), pygame.SRCALPHA)
    stack.blit(back, (0, 2))
    stack.blit(back, (step, 0))
    return _ready(stack)


def clear_cache() -> None:
    """Forget every cached token."""
    for cached in (_medal, _mountain, _badge, card_stack):
        cached.cache_clear()
