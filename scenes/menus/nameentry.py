"""Typing a player's name: with the keyboard, or on an on-screen letter grid (a pad,
the mouse, touch).

Keys type what they print (KEYDOWN's text, so é on a French keyboard), Backspace
deletes, Enter is OK and Escape cancels. The grid is moved over with the d-pad or the
arrows and pressed with A, a click or a tap; its last row is space, delete, cancel and
OK.
Only characters the shipped fonts draw are offered or accepted (`game.records.profiles`).
OK hands the name to `on_done`, which answers with a problem (a catalog key of
[players]) shown under the name, or None: then the screen closes.
"""

from __future__ import annotations

from typing import Callable

import pygame

from game import catalog
from scenes.shell.input import Action
from game.records.profiles import NAME_MAX, clean_name
from sprites.fonts import renderable
from scenes.shell.stack import Scene
from scenes.ui import ACCENT, DANGER, FELT_DARK, HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel

ROWS = ("ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZÉÈÇ-", "abcdefghij", "klmnopqrst",
        "uvwxyzéèàç", "0123456789")
SPECIAL = ("space", "del", "back", "ok")      # the last row: four wide keys
COLUMNS = 10
KEY_W, KEY_H, GAP = 112, 78, 10
GRID_X, GRID_Y = 960 - (COLUMNS * (KEY_W + GAP) - GAP) // 2, 330
SHADE = (0, 0, 0, 170)


def say(key: str, lang: str, **params) -> str:
    """A profiles text in the language."""
    return catalog.text(f"players.{key}", lang, **params)


class NameEntryScene(Scene):
    """A name typed or picked letter by letter; `on_done(name)` -> problem key or None."""

    name = "nameentry"
    transparent = True

    def __init__(self, app, title: str, on_done: Callable[[str], str | None],
                 start: str = "") -> None:
        super().__init__(app)
        self.title = title
        self.on_done = on_done
        self.entered = start
        self.problem = ""
        self.rows = [[c for c in row if renderable(c)] for row in ROWS]
        self.focus = (0, 0)                 # (row, column); the last row is SPECIAL
        self.shade = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        self.shade.fill(SHADE)

    # -- the keys -----------------------------------------------------------------------
    def keys(self) -> list[tuple[str, pygame.Rect, tuple[int, int]]]:
        """Every key: (what it types or does, its rect, its (row, column))."""
        out = []
        for r, row in enumerate(self.rows):
            for c, char in enumerate(row):
                rect = pygame.Rect(GRID_X + c * (KEY_W + GAP), GRID_Y + r * (KEY_H + GAP),
                                   KEY_W, KEY_H)
                out.append((char, rect, (r, c)))
        wide = (COLUMNS * (KEY_W + GAP) - GAP - (len(SPECIAL) - 1) * GAP) // len(SPECIAL)
        y = GRID_Y + len(self.rows) * (KEY_H + GAP)
        for c, what in enumerate(SPECIAL):
            out.append((what, pygame.Rect(GRID_X + c * (wide + GAP), y, wide, KEY_H),
                        (len(self.rows), c)))
        return out

    def row_length(self, row: int) -> int:
        return len(SPECIAL) if row == len(self.rows) else len(self.rows[row])

    def press(self, what: str) -> None:
        """One key of the grid (or its keyboard equivalent)."""
        if what == "del":
            self.entered = self.entered[:-1]
        elif what == "back":
            self.app.stack.pop()            # cancelled: nothing changes
            return
        elif what == "ok":
            self.submit()
            return
        elif what == "space":
            self.type(" ")
        else:
            self.type(what)
        self.problem = ""

    def type(self, chars: str) -> None:
        """Add typed characters (those the fonts cannot draw are refused, said so)."""
        for char in chars:
            if not renderable(char):
                self.problem = "name_glyph"
                return
            if len(self.entered) >= NAME_MAX:
                self.problem = "name_long"
                return
            self.entered += char

    def submit(self) -> None:
        problem = self.on_done(clean_name(self.entered))
        if problem:
            self.problem = problem
            self.app.play_sound("error")
        else:
            self.app.stack.pop()

    # -- input --------------------------------------------------------------------------
    def key_down(self, event: pygame.event.Event) -> bool:
        """Raw keys: what they print, Backspace, Enter, Escape. True if used."""
        if event.key == pygame.K_BACKSPACE:
            self.press("del")
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press("ok")
        elif event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
        elif event.unicode and event.unicode.isprintable():
            self.problem = ""
            self.type(event.unicode)
        else:
            return False                    # arrows, modifiers: the mapper's
        return True

    def action(self, event) -> None:
        if not event.pressed:
            return
        a = event.action
        row, col = self.focus
        if a is Action.BACK and not event.repeat:
            if event.device.startswith("keyboard"):
                return                      # Backspace deletes (key_down); X is a letter
            self.app.stack.pop()
        elif a in (Action.LEFT, Action.RIGHT):
            self.focus = (row, (col + (1 if a is Action.RIGHT else -1)) % self.row_length(row))
        elif a in (Action.UP, Action.DOWN):
            row = (row + (1 if a is Action.DOWN else -1)) % (len(self.rows) + 1)
            self.focus = (row, min(col, self.row_length(row) - 1))
        elif a is Action.CONFIRM and not event.repeat:
            if event.device.startswith("keyboard"):
                return      # a tapped Shift is not a press of the grid: Enter is OK
            self.press(self._focused())
        elif a is Action.PREV:
            self.press("del")

    def _focused(self) -> str:
        row, col = self.focus
        return SPECIAL[col] if row == len(self.rows) else self.rows[row][col]

    def pointer(self, event) -> None:
        if event.kind != "up":
            return
        for what, rect, where in self.keys():
            if rect.collidepoint(event.pos):
                self.focus = where
                self.press(what)
                return

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t, lang = self.app.text, self.app.lang
        surface.blit(self.shade, (0, 0))
        panel(surface, pygame.Rect(GRID_X - 40, 40, 1920 - 2 * (GRID_X - 40), 1000),
              FELT_DARK, ACCENT)
        t.blit(surface, self.title, 48, (960, 100), "center", fg=HIGHLIGHT, bold=True)
        box = pygame.Rect(560, 150, 800, 90)
        panel(surface, box, PANEL, HIGHLIGHT, radius=14)
        shown = self.entered + "|"
        t.blit(surface, shown, 56, box.center, "center", fg=TEXT, bold=True)
        line = say(self.problem, lang, max=NAME_MAX) if self.problem else say(
            "name_help", lang, max=NAME_MAX)
        t.blit(surface, line, 28, (960, 280), "center", fg=DANGER if self.problem else TEXT_DIM,
               bold=bool(self.problem))
        for what, rect, where in self.keys():
            focused = where == self.focus
            panel(surface, rect, PANEL, HIGHLIGHT if focused else None, radius=12)
            label = say(f"key_{what}", lang) if what in SPECIAL else what
            t.blit(surface, label, 40 if len(label) == 1 else 32, rect.center, "center",
                   fg=HIGHLIGHT if focused else TEXT, bold=True)
