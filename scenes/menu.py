"""The menu widget every scene shares (`Menu`, its rows `MenuItem`) and the menu screen
base (`MenuScene`). A row's `<` decreases, its `>` increases and its value cycles, by
pointer, touch, keys or pad alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from scenes.shell.input import Action, ActionEvent, PointerEvent
from scenes.shell.stack import Scene
from scenes.ui import (ACCENT, DANGER, GREY, HIGHLIGHT, MIN_READABLE, PANEL, PANEL_LIGHT,
                       SCREEN_BOTTOM, TEXT, TEXT_DIM, TextCache, panel)
from sprites import textfit

MENU_PAD = 28            # a menu row's text starts this far inside its panel
VALUE_SHARE = 0.55       # a menu value may take this much of its row; its label has the rest
LABEL_GAP = 24           # at least this much between a label and its value
MAX_CYCLE = 1000         # steps down at most, from a clamped value's last to its first
ARROW_W = 56             # the "<" and ">" of an adjustable row: this wide each, to click
HELP_W = 1760            # the reason or help under a menu: this wide, down to SCREEN_BOTTOM


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
