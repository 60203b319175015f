"""The kiosk admin menu's phones screen: phones on or off, and the phones connected.

Reached from the PIN-protected admin menu (scenes.kiosk.screens). The switch lasts until
the kiosk restarts (the config's `[phones] enabled` is the start-up choice). Nothing here
is sent to a phone: phones only ever hear the hub's messages (scenes.phone.hub), and the
hub never knows the admin PIN.
"""

from __future__ import annotations

import pygame

from game import catalog
from scenes.ui import FELT_DARK, HIGHLIGHT, TEXT, TEXT_DIM
from scenes.menu import Menu, MenuItem, MenuScene


def say(key: str, lang: str, **params) -> str:
    return catalog.text(f"phone_tv.{key}", lang, **params)


class AdminPhonesScene(MenuScene):
    """Phones on or off; the phone seats with their names, state and address."""

    name = "adminphones"

    def __init__(self, app) -> None:
        super().__init__(app)
        lang = lambda: self.app.lang  # noqa: E731 - labels follow the language
        self.menu = Menu([
            MenuItem(lambda: say("admin_phones", lang()), self.toggle, value=self.state,
                     on_change=lambda _step: self.toggle()),
            MenuItem(lambda: catalog.text("kiosk.admin_back", lang()), self.app.stack.pop),
        ], center=(560, 480), width=820, sound=self.app.play_sound)

    @property
    def on(self) -> bool:
        return self.app.phones is not None and self.app.phones.on

    def state(self) -> str:
        return say("admin_phones_on" if self.on else "admin_phones_off", self.app.lang)

    def toggle(self) -> None:
        """Phones on (the server starts) or off (every phone disconnected)."""
        from game.records.kioskconfig import log
        from scenes.phone.service import phone_service
        service = phone_service(self.app)
        if self.on:
            service.stop()
            self.app.kiosk.phones = False
        else:
            service.start()
            self.app.kiosk.phones = True
        log.info("phones %s from the admin menu", "on" if self.on else "off")

    def rows(self) -> list[str]:
        """One line per phone seat (none: the line that says so)."""
        lang = self.app.lang
        hub = self.app.phones.hub if self.on else None
        phones = hub.phones() if hub is not None else []
        if not phones:
            return [say("admin_none", lang)]
        return [say("admin_phone_row", lang, n=seat + 1, name=name, address=address or "?",
                    state=say("admin_here" if here else "admin_away", lang))
                for seat, name, here, address in phones]

    def draw(self, surface: pygame.Surface) -> None:
        lang = self.app.lang
        t = self.app.text
        surface.fill(FELT_DARK)
        t.blit(surface, say("admin_phones", lang), 64, (960, 120), "center", fg=HIGHLIGHT,
               bold=True)
        self.menu.draw(surface, t)
        hub = self.app.phones.hub if self.on else None
        if hub is not None and hub.base_url():
            t.blit(surface, hub.base_url(), 32, (560, 620), "midtop", fg=TEXT_DIM)
        t.blit(surface, say("admin_connected", lang), 36, (1100, 260), fg=TEXT, bold=True)
        for row, line in enumerate(self.rows()[:16]):
            t.blit(surface, t.fit(line, 30, 780), 30, (1100, 320 + row * 42), fg=TEXT_DIM)
