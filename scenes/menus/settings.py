"""The settings screen: every change applies at once and is saved at once.

At a kiosk a customer gets only the customer-safe settings, language and text size
(`KIOSK_CUSTOMER`); every setting is in the admin menu, behind the PIN
(`SettingsScene(app, admin=True)`).
"""

from __future__ import annotations

import pygame

from game.records.config import ANIM_SPEEDS, TEXT_SCALES, VOLUME_STEPS
from game import catalog
from game.i18n import text
from scenes.ui import FELT, HIGHLIGHT, TEXT_DIM
from scenes.menu import Menu, MenuItem, MenuScene

KIOSK_CUSTOMER = ("language", "text_size", "back")   # the items a kiosk customer sees


class SettingsScene(MenuScene):
    """Language, volumes and mute, full screen, text size, colour-blind mode, animations,
    Animalia's medals face up."""

    name = "settings"

    def __init__(self, app, admin: bool = False) -> None:
        super().__init__(app)
        self.customer = app.settings.kiosk and not admin   # a kiosk without the PIN
        s = app.settings
        lang = lambda: self.app.lang  # noqa: E731
        onoff = lambda v: text("on" if v else "off", lang())  # noqa: E731
        items = [
            MenuItem(lambda: text("language", lang()), key="language",
                     value=lambda: catalog.language_name(lang()),
                     on_change=lambda d: self._set("lang", catalog.next_language(lang(), d))),
        ]
        for key in ("master", "music", "effects"):
            items.append(MenuItem(lambda k=key: text(f"{k}_volume", lang()),
                                  value=lambda k=key: f"{round(getattr(s, k) * 100)} %",
                                  on_change=lambda d, k=key: self._volume(k, d)))
        items += [
            MenuItem(lambda: text("mute", lang()), value=lambda: onoff(s.mute),
                     on_change=lambda d: self._set("mute", not s.mute)),
            MenuItem(lambda: text("fullscreen", lang()), value=lambda: onoff(s.fullscreen),
                     on_change=lambda d: self.app.toggle_fullscreen(),
                     enabled=lambda: not s.kiosk),
            MenuItem(lambda: text("text_size", lang()), key="text_size",
                     value=lambda: f"{round(s.text_scale * 100)} %",
                     on_change=lambda d: self._cycle("text_scale", TEXT_SCALES, d)),
            MenuItem(lambda: text("colorblind", lang()), value=lambda: onoff(s.colorblind),
                     on_change=lambda d: self._set("colorblind", not s.colorblind)),
            MenuItem(lambda: text("anim_speed", lang()),
                     value=lambda: text("instant", lang()) if s.anim_speed == 0 else f"× {s.anim_speed:g}",
                     on_change=lambda d: self._cycle("anim_speed", ANIM_SPEEDS, d)),
            MenuItem(lambda: text("medals_shown", lang()), value=lambda: onoff(s.medals_shown),
                     on_change=lambda d: self._set("medals_shown", not s.medals_shown)),
            MenuItem(lambda: text("moves_panel", lang()), value=lambda: onoff(s.moves_panel),
                     on_change=lambda d: self._set("moves_panel", not s.moves_panel)),
            MenuItem(lambda: text("pad_setup", lang()), self._pad_setup,
                     enabled=lambda: not s.kiosk or admin, key="pad_setup"),
            MenuItem(lambda: text("back", lang()), self.app.stack.pop, key="back"),
        ]
        if self.customer:
            items = [item for item in items if item.key in KIOSK_CUSTOMER]
        self.menu = Menu(items, center=(960, 590), width=1100, row_h=64, size=36,
                         sound=self.app.play_sound)

    def _pad_setup(self) -> None:
        from scenes.menus.padsetup import PadSetupScene
        self.app.stack.push(PadSetupScene(self.app))

    def _set(self, key: str, value) -> None:
        setattr(self.app.settings, key, value)
        self.app.save_settings()
        self.app.play_sound("click")

    def _volume(self, key: str, delta: int) -> None:
        steps = round(getattr(self.app.settings, key) * VOLUME_STEPS) + delta
        self._set(key, max(0, min(VOLUME_STEPS, steps)) / VOLUME_STEPS)

    def _cycle(self, key: str, values: tuple, delta: int) -> None:
        current = getattr(self.app.settings, key)
        index = values.index(current) if current in values else 0
        self._set(key, values[(index + delta) % len(values)])

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        self.app.text.blit(surface, text("settings", self.app.lang), 64, (960, 90), "center",
                           fg=HIGHLIGHT, display=True)
        self.menu.draw(surface, self.app.text)
        if self.customer:
            self.app.text.blit(surface, text("kiosk_settings_note", self.app.lang), 32,
                               (960, 1000), "center", fg=TEXT_DIM)
