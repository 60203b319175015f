"""The table's button bar: menu, hint, log, take back and inspect, for mouse and touch.

Every table control a key or a pad button gives is also a button at the foot of the
right column, drawn like the table's chips, so that a mouse or a touch screen alone can
pause, leave, ask for a hint, read the log and take a move back. Each button is as wide
as its word at the player's text size; when one row cannot hold them (French at 125 %
with five buttons), the bar takes two rows, each pictogram beside its word. On a
human's turn the buttons are d-pad targets too (`Aim` gets them as `extras`). The
header (the pause menu), the prompt (a hint) and the log panel (the whole log) answer
a click as well.

`TableControls` is mixed into the table scene; the pure part (which buttons, where) is
`bar_buttons`. A kiosk's customer gets every button here (none of them can leave the
kiosk: the pause menu's "leave" goes back to the kiosk's title); what only an admin may
do (fullscreen, the kiosk's settings) is never on the bar.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.i18n import text
from scenes.shell.input import Action, ActionEvent
from game.match.steps import Target
from scenes.ui import ACCENT, HIGHLIGHT, PANEL, PANEL_LIGHT, TEXT, panel
from sprites import textfit

BAR = pygame.Rect(1420, 996, 480, 76)     # the right column's foot
BAR_GAP = 8
LABEL_PAD = 6              # px each side of a button's word
LABEL_SIZE = 20
ICON_H = 30                # the pictogram's height, over the label
# A bar too long for one row (French at 125 % and 150 %: 461 and 489 px of words for
# 448) takes two rows of ROW_H, each button's pictogram beside its word.
ROW_GAP = 6
ROW_H = (BAR.h - ROW_GAP) // 2
ICON_W = 30                # the pictogram beside the word, and its gap to the word
ICON_GAP = 8
BAR_STEP = "bar"           # a bar button's step, as a d-pad target: (BAR_STEP, name)
NAMES = ("menu", "hint", "log", "undo", "inspect")
ACTIONS = {"menu": Action.MENU, "hint": Action.HINT, "log": Action.LOG,
           "undo": Action.UNDO, "inspect": Action.INSPECT}


class BarButton(NamedTuple):
    """One button of the bar: its name (a key of NAMES), place and words."""

    name: str
    rect: pygame.Rect
    label: str


def bar_buttons(names: list[str], lang: str, text_cache=None) -> list[BarButton]:
    """The bar's buttons, left to right: one slot of the five each, right-aligned, or,
    given the TextCache, each as wide as its word needs at the player's text size
    ("Conseil" and "Journal" were cut at 100 %); when one row cannot hold the words,
    two rows (the first gets the odd button), each filled by its buttons."""
    labels = [text(f"bar_{name}", lang) for name in names]
    slot = (BAR.w - (len(NAMES) - 1) * BAR_GAP) // len(NAMES)
    if text_cache is None or not names:
        return _row(names, labels, [slot] * len(names), BAR)
    font = text_cache.font(LABEL_SIZE, bold=True)
    words = [font.size(label)[0] for label in labels]
    widths = [max(slot, word + 2 * LABEL_PAD) for word in words]
    if sum(widths) + (len(names) - 1) * BAR_GAP <= BAR.w:
        return _row(names, labels, widths, BAR)
    half = (len(names) + 1) // 2
    top = pygame.Rect(BAR.x, BAR.y, BAR.w, ROW_H)
    bottom = pygame.Rect(BAR.x, BAR.bottom - ROW_H, BAR.w, ROW_H)
    beside = [word + ICON_W + ICON_GAP + 2 * LABEL_PAD for word in words]
    return (_row(names[:half], labels[:half], _filled(beside[:half], BAR.w), top)
            + _row(names[half:], labels[half:], _filled(beside[half:], BAR.w), bottom))


def _filled(widths: list[int], room: int) -> list[int]:
    """Widths grown alike so that, with the gaps, they fill `room` (if they fit it)."""
    extra = max(0, room - (len(widths) - 1) * BAR_GAP - sum(widths)) // len(widths)
    return [w + extra for w in widths]


def _row(names: list[str], labels: list[str], widths: list[int],
         row: pygame.Rect) -> list[BarButton]:
    """Buttons of these widths in `row`, right-aligned, shrunk together if too wide."""
    room = row.w - (len(names) - 1) * BAR_GAP
    if sum(widths) > room:
        widths = [w * room // sum(widths) for w in widths]
    buttons, right = [], row.right
    for name, label, width in reversed(list(zip(names, labels, widths))):
        buttons.append(BarButton(name, pygame.Rect(right - width, row.y, width, row.h), label))
        right -= width + BAR_GAP
    return buttons[::-1]


def button_at(buttons: list[BarButton], pos) -> BarButton | None:
    """The button under a point, if any."""
    return next((b for b in buttons if b.rect.collidepoint(pos)), None)


def draw_bar(surface: pygame.Surface, text_cache, buttons: list[BarButton],
             lit: str | None, on: str | None = None) -> list[pygame.Rect]:
    """The bar: each button a chip with its pictogram over its word; `lit` under the
    pointer or the focus, `on` a mode that is on (looking at cards)."""
    drawn = []
    for button in buttons:
        rect = button.rect
        lift = button.name in (lit, on)
        fg = HIGHLIGHT if lift else TEXT
        panel(surface, rect, PANEL_LIGHT if lift else PANEL, HIGHLIGHT if lift else ACCENT,
              radius=12)
        if rect.h > ROW_H:                  # the pictogram over the word
            icon = pygame.Rect(rect.x, rect.y + 8, rect.w, ICON_H)
            draw_icon(surface, button.name, icon, fg)
            textfit.blit(text_cache, surface, button.label, LABEL_SIZE,
                         pygame.Rect(rect.x + 4, icon.bottom + 2, rect.w - 8,
                                     rect.bottom - icon.bottom - 6),
                         "center", bold=True, fg=fg)
        else:                               # a row of two: the pictogram beside the word
            _draw_beside(surface, text_cache, button, fg)
        drawn.append(rect.inflate(4, 4))
    return drawn


def _draw_beside(surface: pygame.Surface, text_cache, button: BarButton, colour) -> None:
    """A button of a two-row bar: its pictogram and its word side by side, centred."""
    rect = button.rect
    room = pygame.Rect(0, rect.y + 1, rect.w - 2 * LABEL_PAD - ICON_W - ICON_GAP, rect.h - 2)
    shown, size = textfit.fit(text_cache, button.label, LABEL_SIZE, room.w, room.h, bold=True)
    group = ICON_W + ICON_GAP + text_cache.font(size, bold=True).size(shown)[0]
    room.x = rect.centerx - group // 2 + ICON_W + ICON_GAP
    icon = pygame.Rect(room.x - ICON_GAP - ICON_W, 0, ICON_W, min(ICON_H, rect.h - 9))
    icon.centery = rect.centery             # (the page of the log keeps off the border)
    draw_icon(surface, button.name, icon, colour)
    room.w = rect.right - LABEL_PAD - room.x
    textfit.blit(text_cache, surface, button.label, LABEL_SIZE, room, "midleft", bold=True,
                 fg=colour)


def draw_icon(surface: pygame.Surface, name: str, box: pygame.Rect, colour) -> None:
    """A button's pictogram, drawn in `box` (centred, ICON_H tall)."""
    cx, cy, h = box.centerx, box.centery, box.h
    if name == "menu":                     # three bars
        for dy in (-9, 0, 9):
            pygame.draw.rect(surface, colour, (cx - 13, cy + dy - 2, 26, 4), border_radius=2)
    elif name == "hint":                   # a light bulb
        pygame.draw.circle(surface, colour, (cx, cy - 4), 9, 3)
        pygame.draw.rect(surface, colour, (cx - 5, cy + 6, 10, 7), border_radius=2)
    elif name == "log":                    # a page of lines
        page = pygame.Rect(0, 0, 22, h - 2)
        page.center = (cx, cy)
        pygame.draw.rect(surface, colour, page, 3, border_radius=3)
        for dy in (-6, 0, 6):
            pygame.draw.line(surface, colour, (page.x + 6, cy + dy), (page.right - 7, cy + dy), 2)
    elif name == "undo":                   # an arrow curling back
        arc = pygame.Rect(cx - 11, cy - 10, 24, 22)
        pygame.draw.arc(surface, colour, arc, -1.6, 2.4, 3)
        pygame.draw.polygon(surface, colour, [(cx - 16, cy - 6), (cx - 4, cy - 10),
                                              (cx - 9, cy + 2)])
    elif name == "inspect":                # a magnifying glass
        pygame.draw.circle(surface, colour, (cx - 3, cy - 3), 9, 3)
        pygame.draw.line(surface, colour, (cx + 4, cy + 4), (cx + 12, cy + 12), 5)
    else:                                  # a sign of its own (the legend's "?")
        pygame.draw.circle(surface, colour, (cx, cy), h // 2 - 1, 3)


class TableControls:
    """The bar's part of the table scene (a table with `app`, `aim`, `picker`, `match`,
    `view`, `layout`, `humans`, `demo` and `action`)."""

    bar_hover: str | None = None        # the button under the pointer
    has_bar = True                      # False where the right column is another's (a replay)

    def bar_names(self) -> list[str]:
        """The buttons this table offers: none at a bots' demo; take back only while the
        last move may be taken back; hint and inspect only on a human's turn."""
        if self.demo is not None or not self.has_bar:
            return []
        names = ["menu", "log"]
        if self.aim is not None:
            names[1:1] = ["hint"]
            names.append("inspect")
            if self.match.undo_offered():
                names.insert(-1, "undo")
        return [n for n in NAMES if n in names]

    def bar(self) -> list[BarButton]:
        """The bar's buttons now."""
        return bar_buttons(self.bar_names(), self.app.lang, self.app.text)

    def bar_targets(self) -> list[Target]:
        """The bar's buttons as d-pad targets for the move under way (see `Aim`)."""
        return [Target(b.rect, (BAR_STEP, b.name)) for b in self.bar()]

    def press(self, name: str, device: str = "mouse") -> None:
        """A bar button pressed: what its key does (see `TableScene.action`)."""
        self.app.play_sound("click")
        if name == "inspect" and self.aim is not None:
            self.aim.inspecting = not self.aim.inspecting
            self.aim.look = None
            return
        self.action(ActionEvent(ACTIONS[name], True, device))

    def bar_pointer(self, event) -> bool:
        """A pointer on the bar, the header, the prompt or the log; True if used."""
        from scenes.table.aimdraw import prompt_rect
        from scenes.table.tablelayers import HEADER
        button = button_at(self.bar(), event.pos)
        if event.kind == "move":              # the table hears it too (a hover ends)
            touch = event.device.startswith("touch")       # a finger lights nothing
            self.bar_hover = button.name if button is not None and not touch else None
            return False
        if event.kind != "up" or event.button != 1:
            return button is not None
        if button is not None:
            self.press(button.name, event.device)
            return True
        if event.pos[1] < HEADER.bottom + HEADER.y:
            self.press("menu", event.device)
        elif self.aim is not None and prompt_rect(self.app.settings.text_scale) \
                .collidepoint(event.pos) and not self.panel_shown:
            self.press("hint", event.device)
        elif self.show_log and self.log_rect().collidepoint(event.pos) \
                and not (self.panel_shown and self.picker is not None):
            self.press("log", event.device)
        else:
            return False
        return True

    def draw_bar(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The bar, lit under the pointer or the d-pad focus."""
        lit = self.bar_hover
        focus = self.aim.focus if self.aim is not None else None
        if focus is not None and focus.step and focus.step[0] == BAR_STEP \
                and not self.aim.by_pointer:
            lit = focus.step[1]
        on = "inspect" if self.aim is not None and self.aim.inspecting else None
        return draw_bar(surface, self.app.text, self.bar(), lit, on)
