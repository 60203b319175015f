"""Small drawing helpers every scene shares: colours, the text cache, panels.

Text is rendered once and cached (by text, size, colour, weight, wrap). Sizes are
given at 1080p and scaled by the player's text-size setting; nothing read from a sofa
is drawn under `MIN_READABLE` pixels. The menu widget is `scenes.menu`. The art module (`sprites.theme`, `sprites.fonts`,
`sprites.cards`) is used when present; plain shapes and pygame's font otherwise.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from sprites import textfit

try:
    from sprites import theme
except ImportError:  # pragma: no cover - the art module is optional
    theme = None
try:
    from sprites.fonts import get_display_font, get_font
except ImportError:  # pragma: no cover
    get_font = get_display_font = None

MIN_READABLE = 28
TEXT_CACHE_SIZE = 600
# Also bounded by pixels: 600 entries of log lines and scoring notes came to 32 MB in
# the attract loop. 24 MB holds four times the busiest screen's text (a rules page,
# about 5 MB) and the Animimix rules page's 19 MB list of species choices.
TEXT_CACHE_BYTES = 24 * 2**20
SCREEN_BOTTOM = 1076


def colour(name: str, default: tuple[int, int, int]) -> tuple[int, int, int]:
    """A theme colour by name, or `default` without the art module."""
    return getattr(theme, name, default) if theme is not None else default


FELT = colour("FELT", (46, 104, 74))
FELT_DARK = colour("FELT_DARK", (30, 74, 52))
TEXT = colour("TEXT", (252, 244, 226))
TEXT_DIM = colour("TEXT_DIM", (196, 214, 196))
ACCENT = colour("ACCENT", (242, 160, 60))
HIGHLIGHT = colour("HIGHLIGHT", (255, 226, 120))
PANEL = colour("PANEL", (62, 44, 34))
PANEL_LIGHT = colour("PANEL_LIGHT", (92, 68, 52))
DANGER = colour("DANGER", (214, 72, 58))
INK = colour("INK", (58, 40, 32))
CARD_STOCK = colour("CARD_STOCK", (250, 242, 224))
CARD_EDGE = colour("CARD_EDGE", (92, 66, 48))
GREY = (176, 170, 164)          # a disabled row: 5.75:1 on a panel (WCAG AA asks 4.5)


def seat_colour(seat: int, colorblind: bool = False) -> tuple[int, int, int]:
    """A seat's colour (theme if present)."""
    if theme is not None and hasattr(theme, "seat_colour"):
        return theme.seat_colour(seat, colorblind)
    return ((226, 96, 64), (72, 138, 206), (242, 192, 64), (124, 184, 88),
            (170, 110, 196), (236, 140, 178))[seat % 6]


class TextCache:
    """Rendered text surfaces, cached (least recently used dropped first), at most
    TEXT_CACHE_SIZE of them and TEXT_CACHE_BYTES of pixels (the newest always kept)."""

    def __init__(self) -> None:
        self.scale = 1.0
        self.cache: OrderedDict = OrderedDict()
        self.bytes = 0                               # pixel bytes of the cached surfaces
        self.fitted: OrderedDict = OrderedDict()     # (text, size, width...) -> cut text

    def clear(self) -> None:
        """Forget every rendered text."""
        self.cache.clear()
        self.bytes = 0

    def font(self, size: float, bold: bool = False, display: bool = False) -> pygame.font.Font:
        """A font at `size` px scaled by the text-size setting."""
        px = max(8, round(size * self.scale))
        if display and get_display_font is not None:
            return get_display_font(px)
        if get_font is not None:
            return get_font(px, bold)
        return _default_font(px, bold)

    def render(self, text: str, size: float, fg=TEXT, bold: bool = False,
               display: bool = False, wrap: int = 0) -> pygame.Surface:
        """The text rendered (antialiased, transparent background), cached."""
        key = (text, size, fg, bold, display, wrap, self.scale)
        surf = self.cache.get(key)
        if surf is not None:
            self.cache.move_to_end(key)
            return surf
        font = self.font(size, bold, display)
        surf = font.render(text, True, fg, None, wrap) if wrap else font.render(text, True, fg)
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        self.cache[key] = surf
        self.bytes += _size(surf)
        while len(self.cache) > 1 and (len(self.cache) > TEXT_CACHE_SIZE
                                       or self.bytes > TEXT_CACHE_BYTES):
            self.bytes -= _size(self.cache.popitem(last=False)[1])
        return surf

    def fit(self, text: str, size: float, width: int, bold: bool = False) -> str:
        """The text, cut short with an ellipsis if wider than `width` (remembered)."""
        key = (text, size, width, bold, self.scale)
        fitted = self.fitted.get(key)
        if fitted is None:
            font = self.font(size, bold)
            fitted = text
            if len(text) > 4 and font.size(text)[0] > width:

                def cut(n: int) -> str:
                    return text[:n].rstrip(" ,·:(") + "…"

                fitted = cut(max(4, textfit.longest(5, len(text) - 1,
                                                    lambda n: font.size(cut(n))[0] <= width)))
            self.fitted[key] = fitted
            if len(self.fitted) > TEXT_CACHE_SIZE:
                self.fitted.popitem(last=False)
        return fitted

    def blit(self, surface: pygame.Surface, text: str, size: float, where: tuple[float, float],
             anchor: str = "topleft", **kwargs) -> pygame.Rect:
        """Render and blit text with a rect anchor; returns the rect drawn."""
        surf = self.render(text, size, **kwargs)
        rect = surf.get_rect(**{anchor: (round(where[0]), round(where[1]))})
        surface.blit(surf, rect)
        return rect


def _size(surface: pygame.Surface) -> int:
    """The bytes of a surface's pixels."""
    return surface.get_height() * surface.get_pitch()


_FONTS: dict = {}


def _default_font(px: int, bold: bool) -> pygame.font.Font:
    key = (px, bold)
    if key not in _FONTS:
        font = pygame.font.Font(None, px)
        font.bold = bold
        _FONTS[key] = font
    return _FONTS[key]


_PANELS: OrderedDict = OrderedDict()
PANEL_CACHE_SIZE = 300
COLOUR_KEY = (255, 0, 255)


def forget_caches() -> None:
    """Forget fonts and panels (after pygame.quit(), they belong to a dead session)."""
    _FONTS.clear()
    _PANELS.clear()


def warm_canvas() -> pygame.Surface:
    """Where a warm-up draws what a coming scene will show: the display surface itself,
    which the frame's own draw then paints over (opaque scenes paint their whole
    background). SDL encodes a panel for the surface it is blitted onto, so a panel
    warmed anywhere else would still cost 0.5-2.7 ms on its first blit to the screen."""
    return pygame.display.get_surface() or pygame.Surface((1, 1))


def panel(surface: pygame.Surface, rect, fill=PANEL, border=None, radius: int = 18,
          width: int = 3) -> None:
    """A rounded panel with an optional border (drawn once per size, then blitted).

    One image per destination surface: SDL re-encodes a colour-keyed RLE image for each
    new destination it is blitted onto (0.4-1.5 ms), so an image that took turns
    between a layer's two buffers would pay that at every blit."""
    rect = pygame.Rect(rect)
    key = (rect.size, fill, border, radius, width, id(surface))
    image = _PANELS.get(key)
    if image is None:
        # A colour-keyed RLE surface: several times cheaper to blit than per-pixel alpha.
        image = pygame.Surface(rect.size)
        image.fill(COLOUR_KEY)
        local = image.get_rect()
        pygame.draw.rect(image, fill, local, border_radius=radius)
        if border is not None:
            pygame.draw.rect(image, border, local, width, border_radius=radius)
        if pygame.display.get_surface() is not None:
            image = image.convert()
        image.set_colorkey(COLOUR_KEY, pygame.RLEACCEL)
        _PANELS[key] = image
        if len(_PANELS) > PANEL_CACHE_SIZE:
            _PANELS.popitem(last=False)
    else:
        _PANELS.move_to_end(key)
    surface.blit(image, rect)
