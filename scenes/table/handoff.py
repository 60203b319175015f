"""The hand-off screen between two humans' turns: it hides the table completely.

Opaque (not transparent), so nothing of the previous player's hand shows while the
screen changes hands; the next player confirms when only they are looking. At a couch
table only the device bound to that seat confirms.
"""

from __future__ import annotations

import pygame

from game.i18n import text
from scenes.shell.input import Action
from scenes.shell.stack import Scene
from scenes.ui import FELT_DARK, HIGHLIGHT, TEXT


class HandoffScene(Scene):
    """"Pass the screen to X" until X confirms."""

    name = "handoff"

    def __init__(self, app, table, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat

    def action(self, event) -> None:
        if not event.pressed or event.repeat:
            return
        if not self._may_act(event.device):
            return   # on a couch, only the device of the seat being handed to confirms
        if event.action is Action.CONFIRM:
            self.table.confirm_handoff(self.seat)
            self.app.stack.pop()
        elif event.action in (Action.MENU, Action.BACK):
            from scenes.menus.pause import PauseScene
            self.app.stack.replace(PauseScene(self.app, self.table))

    def _may_act(self, device: str) -> bool:
        check = getattr(self.table, "device_may_act", None)
        return check is None or check(device, self.seat)

    def pointer(self, event) -> None:
        if event.kind == "up" and self._may_act(event.device):
            self.table.confirm_handoff(self.seat)
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT_DARK)
        name = self.table.seat_name(self.seat)
        t = self.app.text
        t.blit(surface, text("handoff", self.app.lang, name=name), 64, (960, 460), "center",
               fg=HIGHLIGHT, bold=True)
        t.blit(surface, text("handoff_hint", self.app.lang, name=name), 36, (960, 580),
               "center", fg=TEXT)
