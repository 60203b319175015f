"""A guest before its table: connecting, the lobby (who is here), the host's refusals.

Once the host sends the seat's first feed, the guest's table takes over
(`scenes.online.guesttable.GuestTableScene`): the game's own table, drawn from it.
"""

from __future__ import annotations

import pygame

from scenes.shell.input import Action
from scenes.online.lobby import say
from scenes.shell.stack import Scene
from scenes.ui import DANGER, FELT, HIGHLIGHT, TEXT

NO_ANSWER = 8.0          # seconds without a word from the host before saying so


class OnlineGuestScene(Scene):
    """A guest waiting for its game: what the host and the server say."""

    name = "online_guest"

    def __init__(self, app, service) -> None:
        super().__init__(app)
        self.service = service
        self.seat = service.guest.seat
        self.note = ""
        self.clock = 0.0

    def update(self, dt: float) -> None:
        self.clock += dt
        for message in self.service.messages:
            if message["type"] == "error":
                self.note = say(f"refused.{message.get('code', '')}", self.app.lang,
                                detail=str(message.get("message", "")))
        self.service.messages.clear()
        if self.seat.told is not None:
            from scenes.online.guesttable import GuestTableScene
            self.app.stack.replace(GuestTableScene(self.app, self.service))

    def action(self, event) -> None:
        if event.pressed and event.action is Action.BACK and not event.repeat:
            self.service.stop()
            self.app.online = None
            self.app.stack.pop()

    def status(self) -> str:
        """What the guest is waiting for, in the player's language."""
        lang = self.app.lang
        if not self.service.connected:
            return say("lost", lang) if self.service.problem else say(
                "connecting", lang, server=self.seat.invitation.server)
        if self.seat.lobby is not None:
            names = [self.seat.lobby["names"][s] for s in self.seat.lobby["joined"]]
            return say("lobby_here", lang, names=", ".join(names))
        waited = self.clock > NO_ANSWER and not self.seat.welcomed
        return say("no_answer" if waited else "waiting_host", lang)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        t, lang = self.app.text, self.app.lang
        t.blit(surface, say("join", lang), 56, (960, 60), "center", fg=HIGHLIGHT,
               display=True)
        t.blit(surface, self.status(), 34, (960, 480), "center", fg=TEXT, wrap=1600)
        if self.note:
            t.blit(surface, self.note, 28, (960, 1045), "center", fg=DANGER, wrap=1800)
