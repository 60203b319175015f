"""A list of choices in a side panel: the table's moves panel (M), and menus of choices.

`Choice`s have a label, a value (`move`), and a reason when greyed. The table fills
the moves panel with the next steps of the move under way (see `scenes.table.aim`): one
row a step, so a compound move is a sequence of panels, not a tree in one. The `Picker`
is navigated with actions or the pointer; confirming a choice returns its value.
Rows stop above the footer (controls help or a refusal's reason); a list with more
choices than fit goes to two columns when its labels are short, and scrolls otherwise
(arrows show that more is above or below, and the focused row is always on screen).
"""

from __future__ import annotations

from dataclasses import dataclass
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
    """One option for the player: a move, greyed with a reason when it cannot be taken."""

    label: str
    move: Any = None
    reason: str = ""          # non-empty: shown greyed, not selectable
    key: Any = None           # what the layout highlights on the table for it

    @property
    def enabled(self) -> bool:
        """Whether the choice can be taken."""
        return not self.reason and self.move is not None


class Picker:
    """A navigable column of choices."""

    def __init__(self, choices: list[Choice], rect: pygame.Rect, title: str = "",
                 sound: Callable[[str], None] | None = None, footer: str = "") -> None:
        self.choices = choices
        self.footer = footer          # a line of control hints shown when nothing else is
        self.sound = sound or (lambda name: None)
        self.rect = pygame.Rect(rect)
        self.title = title
        self.focus = 0
        self.scroll = 0
        self.message = ""
        self._first_enabled()

    def _first_enabled(self) -> None:
        for index, choice in enumerate(self.choices):
            if choice.enabled:
                self.focus = index
                break
        self._scroll_to_focus()

    def visible_rows(self) -> int:
        """How many rows fit between the title and the footer."""
        return max(1, (self.rect.h - LIST_TOP - FOOTER_H) // ROW_H)

    def columns(self) -> int:
        """2 when the list is too long for one column and its labels are short, else 1."""
        return 2 if _two_columns(self.choices, self.visible_rows()) else 1

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
        return (len(self.choices) + cols - 1) // cols > self.scroll + self.visible_rows()

    def list_bottom(self) -> int:
        """The y below which no row is drawn (the footer starts there)."""
        return self.rect.bottom - FOOTER_H

    @property
    def focused(self) -> Choice | None:
        """The choice under focus."""
        return self.choices[self.focus] if self.choices else None

    def select(self, index: int) -> Any:
        """Take choice `index`: its move, or None (greyed: its reason is shown)."""
        choice = self.choices[index]
        self.focus = index
        if not choice.enabled:
            self.message = choice.reason
            self.sound("error")
            return None
        self.message = ""
        self.sound("click")
        return choice.move

    def action(self, event: ActionEvent) -> Any:
        """Handle an action; returns a chosen move or None (BACK is the table's)."""
        if not event.pressed or not self.choices:
            return None
        cols = self.columns()
        steps = {Action.UP: -cols, Action.DOWN: cols}
        if cols > 1:
            steps.update({Action.LEFT: -1, Action.RIGHT: 1})
        if event.action in steps:
            self.focus = (self.focus + steps[event.action]) % len(self.choices)
            self.message = ""
            self._scroll_to_focus()
        elif event.action is Action.CONFIRM and not event.repeat:
            return self.select(self.focus)
        return None

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        """(index, rect) of the rows on screen, all above the footer."""
        cols, rows = self.columns(), self.visible_rows()
        top = self.rect.y + LIST_TOP
        width = (self.rect.w - 28 - (cols - 1) * 8) // cols
        first = self.scroll * cols
        shown = range(first, min(len(self.choices), first + rows * cols))
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
        if len(rows) < len(self.choices):      # "3/12" at the top right, the title left of it
            count = textfit.blit(text, surface, f"{self.focus + 1}/{len(self.choices)}", 28,
                                 title_box, "midright", fg=GREY)
            title_box.w = count.x - 12 - title_box.x
        textfit.blit(text, surface, self.title, 30, title_box, "midleft", bold=True, fg=HIGHLIGHT)
        for index, rect in rows:
            choice = self.choices[index]
            focused = index == self.focus
            if focused:
                panel(surface, rect, PANEL_LIGHT, ACCENT, radius=10)
            fg = TEXT if choice.enabled else GREY
            label, size = textfit.fit(text, choice.label, LABEL_SIZE, rect.w - 24, rect.h - 4,
                                      bold=True)
            text.blit(surface, label, size, (rect.x + 14, rect.centery), "midleft", fg=fg,
                      bold=focused)                  # measured in the focused weight
        if len(rows) < len(self.choices):
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


def picker_rect(choices: list[Choice]) -> pygame.Rect:
    """The picker's panel: as tall as its choices need (up to PICKER_RECT), so that the
    log below it gets the rest of the column."""
    fit = (PICKER_RECT.h - LIST_TOP - FOOTER_H) // ROW_H
    rows = (len(choices) + 1) // 2 if _two_columns(choices, fit) else len(choices)
    wanted = LIST_TOP + rows * ROW_H + FOOTER_H + 8
    return pygame.Rect(PICKER_RECT.x, PICKER_RECT.y, PICKER_RECT.w, min(PICKER_RECT.h, wanted))


def _two_columns(choices: list[Choice], rows: int) -> bool:
    """Whether choices too many for `rows` rows are short enough for two columns."""
    return len(choices) > rows and all(len(c.label) <= SHORT_LABEL for c in choices)
