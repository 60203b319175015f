"""A list of choices in a side panel: the table's moves panel (M), and menus of choices.

`Choice`s have a label, a value (`move`) or children, and a reason when greyed. The
table fills the moves panel with the next steps of the move under way (see
`scenes.table.aim`): one row a step. The `Picker` shows one level at a time, navigated with
actions or the pointer; confirming a leaf returns its value.
Rows stop above the footer (controls help or a refusal's reason); a level with more
choices than fit goes to two columns when its labels are short, and scrolls otherwise
(arrows show that more is above or below, and the focused row is always on screen).
A group that is the only choice of its level is opened at once, its name added to the
title: one row to confirm before the real choice would be a step for nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from scenes.shell.input import Action, ActionEvent, PointerEvent
from scenes.ui import ACCENT, DANGER, GREY, HIGHLIGHT, PANEL, PANEL_LIGHT, TEXT, TextCache, panel
from sprites import textfit

ROW_H = 64
LABEL_SIZE = 30
LIST_TOP = 70        # below the title
FOOTER_H = 104       # two lines of help or reason, and the margin under them
SHORT_LABEL = 13     # labels this short fit in half the panel: two columns when long


@dataclass
class Choice:
    """One option for the player: a move (leaf) or a group of further choices."""

    label: str
    move: Any = None
    children: list["Choice"] = field(default_factory=list)
    reason: str = ""          # non-empty: shown greyed, not selectable
    key: Any = None           # what the layout highlights on the table for it

    @property
    def enabled(self) -> bool:
        """Whether the choice can be taken."""
        return not self.reason and (self.move is not None or bool(self.children))


class Picker:
    """A navigable column of choices with a path for compound decisions."""

    def __init__(self, choices: list[Choice], rect: pygame.Rect, title: str = "",
                 sound: Callable[[str], None] | None = None, footer: str = "") -> None:
        self.trunk: list[Choice] = []     # the only choices, opened for the player
        while len(choices) == 1 and choices[0].children and choices[0].enabled:
            self.trunk.append(choices[0])
            choices = choices[0].children
        self.root = choices
        self.footer = footer          # a line of control hints shown when nothing else is
        self.sound = sound or (lambda name: None)
        self.path: list[Choice] = []
        self.rect = pygame.Rect(rect)
        self.title = title
        self.focus = 0
        self.scroll = 0
        self.message = ""
        self._first_enabled()

    @property
    def level(self) -> list[Choice]:
        """The choices shown now."""
        return self.path[-1].children if self.path else self.root

    def _first_enabled(self) -> None:
        for index, choice in enumerate(self.level):
            if choice.enabled:
                self.focus = index
                break
        self._scroll_to_focus()

    def visible_rows(self) -> int:
        """How many rows fit between the title and the footer."""
        return max(1, (self.rect.h - LIST_TOP - FOOTER_H) // ROW_H)

    def columns(self) -> int:
        """2 when the level is too long for one column and its labels are short, else 1."""
        level = self.level
        if len(level) > self.visible_rows() and all(
                len(c.label) + (2 if c.children else 0) <= SHORT_LABEL for c in level):
            return 2
        return 1

    def _scroll_to_focus(self) -> None:
        cols, rows = self.columns(), self.visible_rows()
        line = self.focus // cols
        if line < self.scroll:
            self.scroll = line
        elif line >= self.scroll + rows:
            self.scroll = line - rows + 1

    def more_above(self) -> bool:
        """Whether rows are scrolled off the top."""
        return self.scroll > 0

    def more_below(self) -> bool:
        """Whether rows are scrolled off the bottom."""
        cols = self.columns()
        return (len(self.level) + cols - 1) // cols > self.scroll + self.visible_rows()

    def list_bottom(self) -> int:
        """The y below which no row is drawn (the footer starts there)."""
        return self.rect.bottom - FOOTER_H

    @property
    def focused(self) -> Choice | None:
        """The choice under focus."""
        return self.level[self.focus] if self.level else None

    def select(self, index: int) -> Any:
        """Take choice `index`: a move (returned), or open its children (None)."""
        choice = self.level[index]
        self.focus = index
        if not choice.enabled:
            self.message = choice.reason
            self.sound("error")
            return None
        self.message = ""
        self.sound("click")
        if choice.move is not None:
            return choice.move
        self.path.append(choice)
        while len(self.level) == 1 and self.level[0].children and self.level[0].enabled:
            self.path.append(self.level[0])          # an only group: opened at once
        self.focus = self.scroll = 0
        self._first_enabled()
        return None

    def select_key(self, key, from_top: bool = False) -> Any:
        """Take the choice whose key is `key` (see `select`) among those shown now, or
        among the top level's with `from_top` (closing what is open, if it is found);
        None if no choice has that key."""
        choices = self.root if from_top else self.level
        for index, choice in enumerate(choices):
            if choice.key == key:
                if from_top:
                    self.path.clear()
                return self.select(index)
        return None

    def opened(self) -> list[Choice]:
        """Every group open now, outermost first (those opened at once included)."""
        return self.trunk + self.path

    def back(self) -> bool:
        """Go up one level (past groups that were the only choice); False at the top."""
        if not self.path:
            return False
        parent = self.path.pop()
        while self.path and len(self.level) == 1:
            parent = self.path.pop()
        self.focus = self.level.index(parent)
        self.scroll = 0
        self._scroll_to_focus()
        return True

    def action(self, event: ActionEvent) -> Any:
        """Handle an action; returns a chosen move or None."""
        if not event.pressed or not self.level:
            return None
        cols = self.columns()
        steps = {Action.UP: -cols, Action.DOWN: cols}
        if cols > 1:
            steps.update({Action.LEFT: -1, Action.RIGHT: 1})
        if event.action in steps:
            self.focus = (self.focus + steps[event.action]) % len(self.level)
            self.message = ""
            self._scroll_to_focus()
        elif event.action is Action.CONFIRM and not event.repeat:
            return self.select(self.focus)
        elif event.action is Action.BACK:
            self.back()
        return None

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        """(index, rect) of the rows on screen, all above the footer."""
        cols, rows = self.columns(), self.visible_rows()
        top = self.rect.y + LIST_TOP
        width = (self.rect.w - 28 - (cols - 1) * 8) // cols
        first = self.scroll * cols
        shown = range(first, min(len(self.level), first + rows * cols))
        return [(i, pygame.Rect(self.rect.x + 14 + ((i - first) % cols) * (width + 8),
                                top + ((i - first) // cols) * ROW_H, width, ROW_H - 8))
                for i in shown]

    def pointer(self, event: PointerEvent) -> Any:
        """Hover focuses, release selects; returns a chosen move or None."""
        for index, rect in self.row_rects():
            if rect.collidepoint(event.pos):
                if event.kind == "move":
                    self.focus = index
                elif event.kind == "up":
                    return self.select(index)
        return None

    def draw(self, surface: pygame.Surface, text: TextCache) -> None:
        """Draw the panel (never changes the picker)."""
        panel(surface, self.rect, PANEL, ACCENT)
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-10, -10))
        rows = self.row_rects()
        title_box = pygame.Rect(self.rect.x + 20, self.rect.y + 10, self.rect.w - 40, LIST_TOP - 12)
        if len(rows) < len(self.level):        # "3/12" at the top right, the title left of it
            count = textfit.blit(text, surface, f"{self.focus + 1}/{len(self.level)}", 28,
                                 title_box, "midright", fg=GREY)
            title_box.w = count.x - 12 - title_box.x
        title = " › ".join([self.title] + [c.label for c in self.opened()])
        textfit.blit(text, surface, title, 30, title_box, "midleft", bold=True, fg=HIGHLIGHT)
        for index, rect in rows:
            choice = self.level[index]
            focused = index == self.focus
            if focused:
                panel(surface, rect, PANEL_LIGHT, ACCENT, radius=10)
            fg = TEXT if choice.enabled else GREY
            label, size = textfit.fit(text, choice.label + ("  ›" if choice.children else ""),
                                      LABEL_SIZE, rect.w - 24, rect.h - 4, bold=True)
            text.blit(surface, label, size, (rect.x + 14, rect.centery), "midleft", fg=fg,
                      bold=focused)                  # measured in the focused weight
        if len(rows) < len(self.level):
            x = self.rect.centerx
            if self.more_above():
                y = rows[0][1].top - 3
                pygame.draw.polygon(surface, HIGHLIGHT, [(x - 14, y), (x + 14, y), (x, y - 10)])
            if self.more_below():
                y = rows[-1][1].bottom + 3
                pygame.draw.polygon(surface, HIGHLIGHT, [(x - 14, y), (x + 14, y), (x, y + 10)])
        focused = self.focused
        reason = self.message or (focused.reason if focused is not None else "")
        footer = pygame.Rect(self.rect.x + 20, self.list_bottom() + 8, self.rect.w - 40,
                             FOOTER_H - 28)
        if reason:
            textfit.blit(text, surface, reason, 28, footer, "bottomleft", wrap=True, fg=DANGER,
                         bold=True)
        elif self.footer:
            textfit.blit(text, surface, self.footer, 28, footer, "bottomleft", wrap=True, fg=GREY)
        surface.set_clip(clip)


PICKER_RECT = pygame.Rect(1420, 90, 480, 760)    # the right column, above the log


def picker_rect(choices) -> pygame.Rect:
    """The picker's panel: as tall as its longest level needs (up to PICKER_RECT), so
    that the log below it gets the rest of the column."""
    fit = (PICKER_RECT.h - LIST_TOP - FOOTER_H) // ROW_H

    def lines(level) -> int:          # two columns when long and short (as the picker does)
        short = all(len(c.label) + (2 if c.children else 0) <= SHORT_LABEL for c in level)
        return (len(level) + 1) // 2 if len(level) > fit and short else len(level)

    def longest(level) -> int:
        return max([lines(level)] + [longest(c.children) for c in level if c.children])

    rows = longest(choices)
    wanted = LIST_TOP + rows * ROW_H + FOOTER_H + 8
    return pygame.Rect(PICKER_RECT.x, PICKER_RECT.y, PICKER_RECT.w, min(PICKER_RECT.h, wanted))
