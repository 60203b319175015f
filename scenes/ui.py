"""Small drawing helpers, the menu widget every scene shares, and the menu screen base.

Text is rendered once and cached (by text, size, colour, weight, wrap). Sizes are
given at 1080p and scaled by the player's text-size setting; nothing read from a sofa
is drawn under `MIN_READABLE` pixels. The art module (`sprites.theme`, `sprites.fonts`,
`sprites.cards`) is used when present; plain shapes and pygame's font otherwise.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Callable

import pygame

from scenes.shell.input import Action, ActionEvent, PointerEvent
from scenes.shell.stack import Scene
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
MENU_PAD = 28            # a menu row's text starts this far inside its panel
VALUE_SHARE = 0.55       # a menu value may take this much of its row; its label has the rest
LABEL_GAP = 24           # at least this much between a label and its value
MAX_CYCLE = 1000         # steps down at most, from a clamped value's last to its first
ARROW_W = 56             # the "<" and ">" of an adjustable row: this wide each, to click
HELP_W = 1760            # the reason or help under a menu: this wide, down to SCREEN_BOTTOM
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


@dataclass
class MenuItem:
    """One line of a menu: a label, an action, and optionally a value to adjust."""

    label: Callable[[], str]
    on_confirm: Callable[[], None] | None = None
    value: Callable[[], str] | None = None
    on_change: Callable[[int], None] | None = None     # -1 / +1 from LEFT / RIGHT
    enabled: Callable[[], bool] = field(default=lambda: True)
    reason: Callable[[], str] = field(default=lambda: "")
    key: str = ""
    help: Callable[[], str] | None = None    # a longer explanation shown when focused


class Menu:
    """A vertical list of items navigated by actions or pointer; disabled items greyed."""

    def __init__(self, items: list[MenuItem], center: tuple[float, float] = (960, 600),
                 width: int = 900, row_h: int = 78, size: int = 40,
                 sound: Callable[[str], None] | None = None) -> None:
        self.items = items
        self.sound = sound or (lambda name: None)
        self.focus = 0
        self.center = center
        self.width = width
        self.row_h = row_h
        self.size = size
        self.message = ""         # the reason shown after trying a disabled item
        # Where the last draw put each adjustable row's "<" and ">" (a pointer clicks
        # what it saw; a row not drawn yet has none, and a click on it cycles).
        self.arrows: dict[int, tuple[pygame.Rect, pygame.Rect]] = {}
        self._skip_to_enabled(1)

    def rects(self) -> list[pygame.Rect]:
        """The rect of each item (logical coordinates)."""
        total = len(self.items) * self.row_h
        top = self.center[1] - total / 2
        return [pygame.Rect(round(self.center[0] - self.width / 2), round(top + i * self.row_h),
                            self.width, self.row_h - 10) for i in range(len(self.items))]

    def _skip_to_enabled(self, step: int) -> None:
        for _ in range(len(self.items)):
            if self.items[self.focus].enabled():
                return
            self.focus = (self.focus + step) % len(self.items)

    def move(self, step: int) -> None:
        """Move the focus to the next enabled item."""
        if not self.items:
            return
        self.focus = (self.focus + step) % len(self.items)
        self._skip_to_enabled(step)
        self.message = ""
        self.sound("click")

    def confirm(self) -> bool:
        """Activate the focused item; False (with `message` set) if it is disabled."""
        item = self.items[self.focus]
        if not item.enabled():
            self.message = item.reason()
            self.sound("error")
            return False
        self.sound("click")
        if item.on_confirm is not None:
            item.on_confirm()
        elif item.on_change is not None:
            item.on_change(1)
        return True

    def action(self, event: ActionEvent) -> bool:
        """Handle an action; True if the menu used it."""
        if not event.pressed or not self.items:
            return False
        if event.action is Action.UP:
            self.move(-1)
        elif event.action is Action.DOWN:
            self.move(1)
        elif event.action in (Action.LEFT, Action.RIGHT):
            item = self.items[self.focus]
            if item.on_change is None or not item.enabled():
                return False
            item.on_change(-1 if event.action is Action.LEFT else 1)
        elif event.action is Action.CONFIRM and not event.repeat:
            self.confirm()
        else:
            return False
        return True

    def pointer(self, event: PointerEvent) -> bool:
        """Hover focuses, a click (release) activates; True if the menu used it."""
        for index, rect in enumerate(self.rects()):
            if rect.collidepoint(event.pos):
                if event.kind == "move":
                    if self.items[index].enabled():
                        self.focus = index
                    return True
                if event.kind == "up":
                    self.focus = index
                    item = self.items[index]
                    if item.on_change is not None and item.on_confirm is None:
                        if not item.enabled():
                            self.message = item.reason()
                            return True
                        self._adjust(index, event.pos)
                        return True
                    self.confirm()
                    return True
        return False

    def _adjust(self, index: int, pos) -> None:
        """A click on an adjustable row: "<" decreases, ">" increases, elsewhere cycles."""
        item = self.items[index]
        less, more = self.arrows.get(index, (pygame.Rect(0, 0, 0, 0),) * 2)
        self.sound("click")
        if less.collidepoint(pos):
            item.on_change(-1)
        elif more.collidepoint(pos):
            item.on_change(1)
        else:
            cycle(item)

    def draw(self, surface: pygame.Surface, text: TextCache) -> None:
        """Draw every item; the focused one highlighted, disabled ones greyed.

        Each text is fitted to its row (see `sprites.textfit`): a value first, in
        `VALUE_SHARE` of the row or all that its label leaves at its 100 % size (a
        short label, "Game", leaves a long game name its room), then its label in the
        room left of it; both
        shrink towards their 100 % size, then are cut. A label is measured in the
        focused (bold) weight, so moving the focus never changes how it is cut. The
        reason or help under the menu is wrapped in the room down to the screen's edge.
        """
        rects = self.rects()
        for index, (item, rect) in enumerate(zip(self.items, rects)):
            enabled, focused = item.enabled(), index == self.focus
            panel(surface, rect, PANEL_LIGHT if focused else PANEL, ACCENT if focused else None,
                  radius=14)
            fg = TEXT if enabled else GREY
            inner = rect.inflate(-2 * MENU_PAD, -4)
            if item.value is None:
                label, size = textfit.fit(text, item.label(), self.size, inner.w, inner.h,
                                          bold=True)
                text.blit(surface, label, size, inner.center, "center", fg=fg, bold=focused)
                continue
            value = item.value()
            least = text.font(textfit.floor_px(self.size) / text.scale, True).size(item.label())[0]
            share = max(round(inner.w * VALUE_SHARE), inner.w - least - LABEL_GAP)
            room = pygame.Rect(inner.right - share, inner.y, share, inner.h)
            if item.on_change is not None:
                drawn = self._draw_arrows(surface, text, index, value, room,
                                          HIGHLIGHT if focused else fg)
            else:
                drawn = textfit.blit(text, surface, value, self.size, room, "midright",
                                     fg=fg, bold=True)
            label, size = textfit.fit(text, item.label(), self.size,
                                      max(1, drawn.x - LABEL_GAP - inner.x), inner.h, bold=True)
            text.blit(surface, label, size, inner.midleft, "midleft", fg=fg, bold=focused)
        focused = self.items[self.focus] if self.items else None
        reason = self.message or (focused.reason() if focused and not focused.enabled() else "")
        top = rects[-1].bottom + 16 if rects else round(self.center[1])
        box = pygame.Rect(round(self.center[0] - HELP_W / 2), top, HELP_W,
                          max(1, SCREEN_BOTTOM - top))
        if reason:
            textfit.blit(text, surface, reason, MIN_READABLE, box, "midtop", wrap=True,
                         fg=DANGER, bold=True)
        elif focused is not None and focused.help is not None:
            textfit.blit(text, surface, focused.help(), MIN_READABLE, box, "midtop", wrap=True,
                         fg=TEXT_DIM)

    def _draw_arrows(self, surface, text: TextCache, index: int, value: str,
                     room: pygame.Rect, fg) -> pygame.Rect:
        """An adjustable value between its "<" and ">" (dim unless focused); returns the
        rect they span together, and keeps where the arrows went for the pointer."""
        more = pygame.Rect(room.right - ARROW_W, room.y, ARROW_W, room.h)
        between = pygame.Rect(room.x + ARROW_W, room.y, max(1, room.w - 2 * ARROW_W), room.h)
        drawn = textfit.blit(text, surface, value, self.size, between, "midright", fg=fg,
                             bold=True)
        less = pygame.Rect(drawn.x - ARROW_W, room.y, ARROW_W, room.h)
        arrow_fg = fg if index == self.focus or fg == GREY else TEXT_DIM
        for sign, box in (("<", less), (">", more)):
            text.blit(surface, sign, self.size, box.center, "center", fg=arrow_fg, bold=True)
        self.arrows[index] = (less, more)
        return less.union(more)


def cycle(item: MenuItem) -> None:
    """Step a value up, and from its last value back to its first (a clamped value, such
    as a number of players, has a last one; most values wrap by themselves)."""
    before = item.value()
    item.on_change(1)
    if item.value() != before:
        return
    for _ in range(MAX_CYCLE):
        here = item.value()
        item.on_change(-1)
        if item.value() == here:
            return


class MenuScene(Scene):
    """A screen built round one `Menu` (`self.menu`, set in `__init__`): a BACK press
    (or any of `BACK_ACTIONS`) calls `back`, which leaves the screen; every other action
    and every pointer event goes to the menu."""

    BACK_ACTIONS: tuple[Action, ...] = (Action.BACK,)
    menu: Menu

    def back(self) -> None:
        """Leave this screen (override to go somewhere else)."""
        self.app.stack.pop()

    def action(self, event: ActionEvent) -> None:
        if event.pressed and event.action in self.BACK_ACTIONS and not event.repeat:
            self.back()
            return
        self.menu.action(event)

    def pointer(self, event: PointerEvent) -> None:
        self.menu.pointer(event)
