"""The whole game log, full screen (L, or a pad's Back): every line the viewer may read,
newest at the bottom, paged with up / down and Page Up / Page Down; Back closes it.

It shows the table's current `TableView.log`, so it never says more than the side panel
would: the same words, through the same eyes.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.i18n import text
from scenes.shell.input import Action
from scenes.shell.stack import Scene
from scenes.ui import HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel

BOX = pygame.Rect(160, 90, 1600, 900)
LINE_SIZE = 30
PAD = 28
SHADE = (0, 0, 0, 170)


class LogViewScene(Scene):
    """An overlay over the table with its whole log."""

    name = "logview"
    transparent = True

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.back = 0                 # lines scrolled back from the newest
        self.shade = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        self.shade.fill(SHADE)

    def lines(self) -> list[tuple[str, int, bool]]:
        """Every log line, wrapped as the side panel wraps it, as (text, indent, told
        of a human seat), oldest first."""
        view = self.table.view
        if not view:
            return []
        wrap = partial(self.table.logs.wrap, width=BOX.w - 2 * PAD, size=LINE_SIZE)
        return [(part, indent, seat in view.humans)
                for seat, line in view.log for part, indent in wrap(line)]

    def rows(self) -> int:
        """How many lines fit in the box."""
        step = self.app.text.font(LINE_SIZE).get_linesize()
        return max(1, (BOX.h - 2 * PAD - 60) // step)

    def action(self, event) -> None:
        if not event.pressed:
            return
        last = max(0, len(self.lines()) - self.rows())
        if event.action in (Action.BACK, Action.LOG, Action.MENU) and not event.repeat:
            self.app.stack.pop()
        elif event.action is Action.UP:
            self.back = min(last, self.back + 1)
        elif event.action is Action.DOWN:
            self.back = max(0, self.back - 1)
        elif event.action is Action.PREV:
            self.back = min(last, self.back + self.rows())
        elif event.action is Action.NEXT:
            self.back = max(0, self.back - self.rows())

    def pointer(self, event) -> None:
        if event.kind == "up" and not BOX.collidepoint(event.pos):
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        t, lang = self.app.text, self.app.lang
        surface.blit(self.shade, (0, 0))
        panel(surface, BOX, PANEL, HIGHLIGHT, radius=20)
        title = text('log', lang)
        if self.table.seed is not None:              # (a guest does not know the deal)
            title = f"{title} · {text('deal', lang)} {self.table.seed}"
        t.blit(surface, title, 40, (BOX.x + PAD, BOX.y + PAD), bold=True, fg=HIGHLIGHT)
        lines = self.lines()
        rows = self.rows()
        end = len(lines) - self.back
        shown = lines[max(0, end - rows):end]
        step = t.font(LINE_SIZE).get_linesize()
        y = BOX.y + PAD + 60
        for line, indent, human in shown:
            t.blit(surface, line, LINE_SIZE, (BOX.x + PAD + indent, y),
                   fg=TEXT if human else TEXT_DIM)
            y += step
        x = BOX.right - PAD - 12
        if end - rows > 0:                       # older lines above: an arrow up
            top = BOX.y + PAD
            pygame.draw.polygon(surface, TEXT_DIM, [(x, top), (x - 12, top + 16), (x + 12, top + 16)])
        if self.back:                            # newer lines below: an arrow down
            bottom = BOX.bottom - PAD
            pygame.draw.polygon(surface, TEXT_DIM,
                                [(x, bottom), (x - 12, bottom - 16), (x + 12, bottom - 16)])
