"""Card and token images for the four games, rendered once per size and cached.

    card_surface("animalia", "cat:thief", 240)            # height 240, width 171
    card_surface("origami", "fox", (180, 252), colorblind=True, lang="fr")
    card_back("high_society", 240)

`size` is a height in pixels (the width follows the 5:7 card ratio) or a (w, h) pair.
Faces are SVG written by `sprites.cardfaces` / `sprites.facesmore`, rasterised with
pygame-ce's `load_sized_svg`, with text drawn over them in the shipped fonts. Without SVG
support a plainer face is drawn with pygame.draw (`sprites.fallback`). Surfaces are
`convert_alpha()`'d when a display exists; treat them as read-only (they are shared).
Ask for a few fixed heights and scale the result for animations (each new size costs a
rasterisation, about 3 ms, and a cache slot).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterator

import pygame

from game import catalog
from sprites import artcache, cardfaces, fallback, svg, theme
from sprites.cardfaces import BOX_W, Face, Text
from sprites.fonts import fit_font, get_font
from sprites.games import art_games, hook
from sprites.labels import UnknownCard, card_ids, card_info, check_skin
from sprites.svg import SvgUnavailable, rasterise_fresh

CARD_RATIO = 5 / 7
MIN_HEIGHT, MAX_HEIGHT = 16, 2400

__all__ = ["card_surface", "card_back", "card_size", "card_ids", "card_info",
           "UnknownCard", "shadow_surface", "glow_surface", "clear_cache", "preload",
           "iter_preload",
           "CARD_RATIO"]


def card_size(size: int | tuple[int, int]) -> tuple[int, int]:
    """The (w, h) of a card for a height or an explicit (w, h) pair."""
    if isinstance(size, (tuple, list)):
        w, h = int(size[0]), int(size[1])
    else:
        h = int(size)
        w = round(h * CARD_RATIO)
    if not (MIN_HEIGHT <= h <= MAX_HEIGHT and MIN_HEIGHT * CARD_RATIO / 2 <= w <= MAX_HEIGHT):
        raise ValueError(f"card size {w}x{h} is out of range")
    return w, h


def card_surface(game_id: str, card_id: str, size: int | tuple[int, int],
                 colorblind: bool = False, lang: str = "en",
                 skin: str | None = None, text_scale: float = 1.0) -> pygame.Surface:
    """The face of a card at a size (height or (w, h)); cached per arguments.

    `skin` is High Society's "animalement_votre" (default) or "high_society" (classic).
    `text_scale` is the player's text-size setting: the face's words grow by it as far
    as their room on the card allows (then they shrink to fit it, as at 100 %).
    """
    if not catalog.is_language(lang):
        raise ValueError(f"unknown language {lang!r} (known: {', '.join(catalog.languages())})")
    skin = check_skin(game_id, skin) if game_id in art_games() else None
    return _card(game_id, card_id, card_size(size), bool(colorblind), lang, skin,
                 float(text_scale))


def card_back(game_id: str, size: int | tuple[int, int],
              skin: str | None = None) -> pygame.Surface:
    """The back of a game's cards at a size (in a High Society skin); cached."""
    if game_id not in art_games():
        raise UnknownCard(f"unknown game {game_id!r} (known: {', '.join(art_games())})")
    return _back(game_id, card_size(size), check_skin(game_id, skin))


def face_stored(game_id: str, card_id: str, size: int | tuple[int, int],
                colorblind: bool = False, lang: str = "en", skin: str | None = None,
                text_scale: float = 1.0) -> bool:
    """Whether the disk art cache holds this face as `card_surface` would draw it."""
    skin = check_skin(game_id, skin) if game_id in art_games() else None
    key = ("face", card_info(game_id, card_id, skin), bool(colorblind), lang) \
        + ((float(text_scale),) if text_scale != 1.0 else ())
    return artcache.stored(artcache.source_key(key, card_size(size)))


@lru_cache(maxsize=768)
def _card(game_id: str, card_id: str, size: tuple[int, int], cb: bool,
          lang: str, skin: str | None, text_scale: float = 1.0) -> pygame.Surface:
    info = card_info(game_id, card_id, skin)
    try:
        key = ("face", info, cb, lang) + ((text_scale,) if text_scale != 1.0 else ())
        face = hook(game_id, "FACE")
        surface = _cached(key, size, lambda: _render(face(info, cb, lang, size[1]), size,
                                                     text_scale))
    except SvgUnavailable:
        surface = fallback.card(info, size, cb, lang)
    return _ready(surface)


@lru_cache(maxsize=64)
def _back(game_id: str, size: tuple[int, int], skin: str | None) -> pygame.Surface:
    try:
        key = ("back", game_id, skin)
        surface = _cached(key, size, lambda: _render(cardfaces.back_face(game_id, skin), size))
    except SvgUnavailable:
        surface = fallback.back(game_id, size)
    return _ready(surface)




def _cached(parts: tuple, size: tuple[int, int], draw) -> pygame.Surface:
    """A face's pixels from the disk cache (keyed by what it shows and the code that
    draws it, so its SVG need not be written), else drawn now and stored."""
    if not svg.HAS_SVG:
        raise SvgUnavailable("pygame.image.load_sized_svg is not available")
    return artcache.cached_as(artcache.source_key(parts, size), size, draw)


def _render(face: Face, size: tuple[int, int], text_scale: float = 1.0) -> pygame.Surface:
    surface = rasterise_fresh(face.svg, size)
    draw_texts(surface, face.texts, size[0] / BOX_W, text_scale=text_scale)
    return surface


def draw_texts(surface: pygame.Surface, texts: list[Text], scale: float,
               origin: tuple[float, float] = (0, 0), text_scale: float = 1.0) -> None:
    """Draw design-box Text records onto a surface at a scale (pixels per unit), their
    sizes times `text_scale` (the text-size setting) as far as their widths allow."""
    if not pygame.font.get_init():
        pygame.font.init()
    for item in texts:
        base = item.size * scale
        if base < item.min_px:
            continue
        px = base * text_scale
        max_w = int(item.max_w * scale)
        centre = (origin[0] + item.x * scale, origin[1] + item.y * scale)
        if item.max_h:
            _draw_block(surface, item, px, max_w, int(item.max_h * scale), centre)
            continue
        if item.style == "display":
            font = fit_font(item.text, max_w, px, display=True)
        else:
            font = fit_font(item.text, max_w, px, bold=item.style == "bold")
            natural = get_font(base, item.style == "bold").size(item.text)[0]
            if item.two_lines and natural > max_w * 1.2 and " " in item.text:
                # (two lines fill their band already: they keep their 100 % size)
                _draw_two_lines(surface, item, base, max_w, centre)
                continue
        if item.outline is not None:
            shade = font.render(item.text, True, item.outline)
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1)):
                off = max(1, round(scale * 1.2))
                surface.blit(shade, shade.get_rect(center=(centre[0] + dx * off,
                                                           centre[1] + dy * off)))
        image = font.render(item.text, True, item.colour)
        surface.blit(image, image.get_rect(center=centre))


def _draw_two_lines(surface: pygame.Surface, item: Text, px: float, max_w: int,
                    centre: tuple[float, float]) -> None:
    """Break a text at the space nearest its middle and draw it as two lines."""
    words = item.text.split(" ")
    best = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i]))
                                                       - len(" ".join(words[i:]))))
    lines = [" ".join(words[:best]), " ".join(words[best:])]
    longest = max(lines, key=len)
    font = fit_font(longest, max_w, px * 0.66, bold=item.style == "bold")
    ascent = font.get_ascent()
    gap = ascent * 0.22
    top = centre[1] - (2 * ascent + gap) / 2 - ascent * 0.12
    for i, line_text in enumerate(lines):
        image = font.render(line_text, True, item.colour)
        y = top + i * (ascent + gap) - (font.get_ascent() - ascent)
        surface.blit(image, (centre[0] - image.get_width() / 2, y))


def _draw_block(surface: pygame.Surface, item: Text, px: float, max_w: int, max_h: int,
                centre: tuple[float, float]) -> None:
    """Draw a centred paragraph wrapped to max_w, shrinking the font until it fits max_h."""
    size = px
    while True:
        font = get_font(size, item.style == "bold")
        if hasattr(font, "align"):
            font.align = pygame.FONT_CENTER
        image = font.render(item.text, True, item.colour, None, max_w)
        if image.get_height() <= max_h or size <= item.min_px:
            break
        size -= 1
    if hasattr(font, "align"):
        font.align = pygame.FONT_LEFT
    surface.blit(image, image.get_rect(center=centre))


def _ready(surface: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


@lru_cache(maxsize=64)
def shadow_surface(size: tuple[int, int], blur: int = 6, alpha: int = 110) -> pygame.Surface:
    """A soft rounded shadow to blit under a card of `size` (it is `2*blur` larger)."""
    w, h = size
    pad = blur * 2
    base = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    base.fill((*theme.SHADOW, 0))
    radius = max(2, round(min(w, h) * 0.08))
    pygame.draw.rect(base, (*theme.SHADOW, alpha), (pad, pad, w, h), border_radius=radius)
    if hasattr(pygame.transform, "gaussian_blur") and blur > 0:
        base = pygame.transform.gaussian_blur(base, blur)
    return base


@lru_cache(maxsize=64)
def glow_surface(size: tuple[int, int], colour: tuple[int, int, int] = theme.HIGHLIGHT,
                 blur: int = 8) -> pygame.Surface:
    """A soft coloured halo to blit under a card of `size` (a legal target, a selection).

    The halo is `2 * 2 * blur` larger than the card: blit it at card.x - 2 * blur.
    """
    w, h = size
    pad = blur * 2
    base = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    base.fill((*colour, 0))  # transparent pixels carry the colour, so the blur has no fringe
    radius = max(2, round(min(w, h) * 0.08)) + blur
    pygame.draw.rect(base, (*colour, 255), (pad - blur, pad - blur, w + 2 * blur,
                                             h + 2 * blur), border_radius=radius)
    if hasattr(pygame.transform, "gaussian_blur") and blur > 0:
        base = pygame.transform.gaussian_blur(base, blur)
    return base


def clear_cache() -> None:
    """Forget every cached card (call after changing the display mode)."""
    _card.cache_clear()
    _back.cache_clear()
    shadow_surface.cache_clear()
    glow_surface.cache_clear()


def iter_preload(game_id: str, size: int | tuple[int, int], colorblind: bool = False,
                 lang: str = "en") -> Iterator[str]:
    """Build a game's faces and back one at a time, yielding each card id when done.

    A loading scene can call next() on it while time remains in a frame.
    """
    for card_id in card_ids(game_id):
        card_surface(game_id, card_id, size, colorblind, lang)
        yield card_id
    card_back(game_id, size)
    yield "back"


def preload(game_id: str, size: int | tuple[int, int], colorblind: bool = False,
            lang: str = "en") -> int:
    """Build every face and the back of a game at a size now; returns the image count."""
    return sum(1 for _ in iter_preload(game_id, size, colorblind, lang))
