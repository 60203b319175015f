"""The pause overlay: a transparent menu over the table (resume, settings, rules, leave)."""

from __future__ import annotations

import pygame

from game.i18n import text
from scenes.shell.input import Action
from scenes.ui import HIGHLIGHT, PANEL, panel
from scenes.menu import Menu, MenuItem, MenuScene

SHADE = (0, 0, 0, 150)
PANEL_PAD = 48           # the panel reaches this far round the title and the menu


class PauseScene(MenuScene):
    """Pauses the table under it; leaving keeps the save so Continue works."""

    name = "pause"
    transparent = True
    BACK_ACTIONS = (Action.BACK, Action.MENU)

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        lang = lambda: self.app.lang  # noqa: E731 - labels follow a language change
        self.menu = Menu([
            MenuItem(lambda: text("resume", lang()), self.app.stack.pop),
            MenuItem(lambda: text("settings", lang()), self._settings),
            MenuItem(lambda: text("rules", lang()), self._rules),
            MenuItem(lambda: text("abandon", lang()), self._leave),
        ], center=(960, 600), width=700, sound=self.app.play_sound)
        self.shade = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        self.shade.fill(SHADE)

    def _settings(self) -> None:
        from scenes.menus.settings import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def _rules(self) -> None:
        from scenes.menus.rules import RulesScene
        self.app.stack.push(RulesScene(self.app, self.table.game.id))

    def _leave(self) -> None:
        self.app.go_home()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.shade, (0, 0))
        rows = self.menu.rects()
        title_top = 330 - 36 - PANEL_PAD // 2
        box = pygame.Rect(rows[0].x - PANEL_PAD, title_top - PANEL_PAD // 2,
                          rows[0].w + 2 * PANEL_PAD, rows[-1].bottom + PANEL_PAD - title_top
                          + PANEL_PAD // 2)
        panel(surface, box, PANEL, HIGHLIGHT, radius=24, width=3)
        self.app.text.blit(surface, text("paused", self.app.lang), 72, (960, 330), "center",
                           fg=HIGHLIGHT, display=True)
        self.menu.draw(surface, self.app.text)
