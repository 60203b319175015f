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
from sprites.cardfaces import BOX_H, BOX_W, EFFECT_PX, WORDS_FROM, WORDS_PX, Face, Text
from sprites.fonts import fit_font, get_font
from sprites.games import art_games, hook
from sprites.labels import UnknownCard, card_ids, card_info, check_skin
from sprites.svg import SvgUnavailable, rasterise_fresh

CARD_RATIO = 5 / 7
MIN_HEIGHT, MAX_HEIGHT = 16, 2400
BAND_SLACK = 3                # px a face's words may pass their band by
_WORDS: list[list] = []       # open recordings of the words faces print (`face_words`)

__all__ = ["card_surface", "card_back", "card_size", "card_ids", "card_info",
           "UnknownCard", "face_words", "shadow_surface", "glow_surface", "clear_cache", "preload",
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
    draw_texts(surface, face.texts, size[0] / BOX_W, text_scale=text_scale,
               floor=size[1] >= WORDS_FROM)
    return surface


def draw_texts(surface: pygame.Surface, texts: list[Text], scale: float,
               origin: tuple[float, float] = (0, 0), text_scale: float = 1.0,
               floor: bool = False) -> None:
    """Draw design-box Text records onto a surface at a scale (pixels per unit), their
    sizes times `text_scale` (the text-size setting) as far as their widths allow; with
    `floor`, the reading floor of `laid_out`."""
    for item, font, lines, centre in laid_out(texts, scale, origin, text_scale, floor):
        for words in _WORDS:
            words.append((" / ".join(lines), font.point_size, bool(item.max_h)))
        if item.max_h:
            if hasattr(font, "align"):
                font.align = pygame.FONT_CENTER
            image = font.render(item.text, True, item.colour, None, int(item.max_w * scale))
            if hasattr(font, "align"):
                font.align = pygame.FONT_LEFT
            surface.blit(image, image.get_rect(center=centre))
        elif len(lines) == 2:
            _draw_two_lines(surface, item, font, lines, centre)
        else:
            if item.outline is not None:
                shade = font.render(item.text, True, item.outline)
                for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1)):
                    off = max(1, round(scale * 1.2))
                    surface.blit(shade, shade.get_rect(center=(centre[0] + dx * off,
                                                               centre[1] + dy * off)))
            image = font.render(item.text, True, item.colour)
            surface.blit(image, image.get_rect(center=centre))


def laid_out(texts: list[Text], scale: float, origin: tuple[float, float] = (0, 0),
             text_scale: float = 1.0, floor: bool = False):
    """(text, font, lines, centre) for each Text a face draws at `scale`: the font it
    is drawn in (its `point_size` is the size a reader sees) and its one or two lines.
    A text that would be smaller than its `min_px` is left out; with `floor` (a card
    read at the table) words grow to WORDS_PX where their width allows, and words
    still under it, or an effect paragraph under EFFECT_PX, are left out: the
    inspector shows them."""
    if not pygame.font.get_init():
        pygame.font.init()
    for item, font, lines, centre in _laid_out(texts, scale, origin, text_scale, floor):
        least = EFFECT_PX if item.max_h else WORDS_PX
        room = item.band * scale + BAND_SLACK if item.band else font.get_height()
        if not floor or (font.point_size >= least and font.get_height() * len(lines) <= room):
            yield item, font, lines, centre


def _laid_out(texts, scale, origin, text_scale, floor):
    for item in texts:
        base = item.size * scale
        if base < item.min_px:
            continue
        px = max(base * text_scale, (EFFECT_PX if item.max_h else WORDS_PX) if floor else 0)
        max_w = int(item.max_w * scale)
        centre = (origin[0] + item.x * scale, origin[1] + item.y * scale)
        if item.max_h:
            yield item, _block_font(item, px, max_w, int(item.max_h * scale)), \
                [item.text], centre
            continue
        if item.style == "display":
            yield item, fit_font(item.text, max_w, px, display=True), [item.text], centre
            continue
        natural = get_font(base, item.style == "bold").size(item.text)[0]
        if item.two_lines and natural > max_w * 1.2 and " " in item.text and \
                not (floor and base * 0.66 < WORDS_PX):
            # (two lines fill their band already: they keep their 100 % size)
            lines = _halves(item.text)
            font = fit_font(max(lines, key=len), max_w, base * 0.66,
                            bold=item.style == "bold")
            yield item, font, lines, centre
            continue
        font = fit_font(item.text, max_w, px, bold=item.style == "bold")
        while floor and item.band and font.get_height() > item.band * scale + BAND_SLACK \
                and font.point_size > WORDS_PX:          # (a larger text size: back down
            font = get_font(font.point_size - 1, item.style == "bold")   # to the floor)
        yield item, font, [item.text], centre


def _halves(text: str) -> list[str]:
    """A text broken at the space nearest its middle, as two lines."""
    words = text.split(" ")
    best = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i]))
                                                       - len(" ".join(words[i:]))))
    return [" ".join(words[:best]), " ".join(words[best:])]


def _draw_two_lines(surface: pygame.Surface, item: Text, font, lines: list[str],
                    centre: tuple[float, float]) -> None:
    """Draw a text's two lines, centred on `centre`."""
    ascent = font.get_ascent()
    gap = ascent * 0.22
    top = centre[1] - (2 * ascent + gap) / 2 - ascent * 0.12
    for i, line_text in enumerate(lines):
        image = font.render(line_text, True, item.colour)
        surface.blit(image, (centre[0] - image.get_width() / 2, top + i * (ascent + gap)))


def _block_font(item: Text, px: float, max_w: int, max_h: int):
    """The font of a centred paragraph wrapped to max_w: shrunk until it fits max_h."""
    size = px
    while True:
        font = get_font(size, item.style == "bold")
        height = font.render(item.text, True, item.colour, None, max_w).get_height()
        if height <= max_h or size <= item.min_px:
            return font
        size -= 1


def face_words(game_id: str, card_id: str, size: int | tuple[int, int],
               colorblind: bool = False, lang: str = "en", skin: str | None = None,
               text_scale: float = 1.0) -> list[tuple[str, int, bool]]:
    """What a face at `size` prints, drawn afresh (not from a cache): (words, pixel
    size, whether they are a wrapped effect paragraph) for each text blitted."""
    skin = check_skin(game_id, skin) if game_id in art_games() else None
    size = card_size(size)
    face = hook(game_id, "FACE")(card_info(game_id, card_id, skin), bool(colorblind), lang,
                                 size[1])
    words: list[tuple[str, int, bool]] = []
    _WORDS.append(words)
    try:
        _render(face, size, text_scale)
    finally:
        _WORDS.remove(words)
    return words


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
