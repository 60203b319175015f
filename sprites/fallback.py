"""Plain card faces drawn with pygame.draw, for a pygame without SVG support.

Used only when `pygame.image.load_sized_svg` is missing or fails: the card keeps its
family colour, its colour-blind pattern, its name and a big initial, so the game stays
playable, just less pretty.
"""

from __future__ import annotations

import pygame

from sprites import theme
from sprites.fonts import fit_font, get_display_font
from sprites.labels import CardInfo

GAME_FOR_FAMILY = {"money": "high_society"}


def _colour(info: CardInfo, cb: bool) -> tuple[int, int, int]:
    family = info.family
    table = theme.FAMILIES.get(info.game_id, {})
    if family not in table:
        return theme.CARD_EDGE
    return theme.family_colour(info.game_id, family, cb)


def _pattern(surface: pygame.Surface, rect: pygame.Rect, name: str, colour: tuple) -> None:
    step = max(6, rect.h // 10)
    clip = surface.get_clip()
    surface.set_clip(rect)
    if name in ("stripes", "hatch", "zigzag", "waves"):
        for c in range(-rect.h, rect.w, step):
            pygame.draw.line(surface, colour, (rect.x + c, rect.bottom),
                             (rect.x + c + rect.h, rect.y), 2)
            if name == "hatch":
                pygame.draw.line(surface, colour, (rect.x + c, rect.y),
                                 (rect.x + c + rect.h, rect.bottom), 2)
    elif name != "plain":
        for y in range(rect.y + step // 2, rect.bottom, step):
            for x in range(rect.x + step // 2, rect.right, step):
                pygame.draw.circle(surface, colour, (x, y), max(2, step // 5),
                                   0 if name in ("dots", "checks", "grid") else 2)
    surface.set_clip(clip)


def card(info: CardInfo, size: tuple[int, int], cb: bool, lang: str) -> pygame.Surface:
    """A plain face: stock, frame, pattern, initial and name."""
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 12)
    colour = _colour(info, cb)
    pygame.draw.rect(surface, theme.CARD_STOCK, (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(surface, colour, (w // 25, w // 25, w - 2 * (w // 25), h - 2 * (w // 25)),
                     border_radius=radius)
    window = pygame.Rect(w // 10, h // 8, w - w // 5, h // 2)
    pygame.draw.rect(surface, theme.lighten(colour, 0.7), window, border_radius=radius // 2)
    if cb:
        _pattern(surface, window, theme.FAMILIES.get(info.game_id, {}).get(
            info.family, (0, 0, "dots"))[2], theme.darken(colour, 0.3))
    initial = info.name(lang)[:1].upper()
    big = get_display_font(window.h * 0.7).render(initial, True, theme.darken(colour, 0.4))
    surface.blit(big, big.get_rect(center=window.center))
    label = info.name(lang)
    font = fit_font(label, int(w * 0.86), max(6, h / 14), bold=True)
    text = font.render(label, True, theme.INK)
    band = pygame.Rect(w // 14, int(h * 0.72), w - w // 7, int(h * 0.14))
    pygame.draw.rect(surface, theme.CARD_STOCK, band, border_radius=radius // 2)
    surface.blit(text, text.get_rect(center=band.center))
    value = info.numbers.get("value", info.numbers.get("folds"))
    if value is not None:
        corner = fit_font(str(value), w // 4, h / 10, bold=True).render(str(value), True,
                                                                         theme.INK)
        surface.blit(corner, (w // 12, h // 40))
    pygame.draw.rect(surface, theme.CARD_EDGE, (0, 0, w, h), 2, border_radius=radius)
    return surface


def back(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    """A plain back: the game's colour with a lattice."""
    w, h = size
    main, accent = theme.BACKS[game_id]
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 12)
    pygame.draw.rect(surface, main, (0, 0, w, h), border_radius=radius)
    _pattern(surface, pygame.Rect(w // 12, w // 12, w - w // 6, h - w // 6), "hatch", accent)
    pygame.draw.rect(surface, theme.CARD_EDGE, (0, 0, w, h), 2, border_radius=radius)
    return surface
