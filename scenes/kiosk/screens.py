"""The kiosk's overlays: the admin menu, the games offered, and "Still playing?".

The PIN pad that opens the admin menu (through the kiosk supervisor) is
`scenes.kiosk.pinpad.PinPadScene`. The admin menu: exit the kiosk, reset statistics, choose the games offered, all
settings, change the PIN, phones on or off (scenes.phone.admin). "Exit" is focused and chosen by itself after a short
countdown that any input stops (an admin who unlocks and walks away wants it off); not
after a forced change of the shipped PIN, where the admin is plainly there.
"""

from __future__ import annotations

import pygame

from game import catalog
from game.i18n import text
from game.records.kioskconfig import log
from game.records.kiosk import record_admin_exit, save_offered
from scenes.shell.stack import Scene
from scenes.ui import ACCENT, FELT_DARK, HIGHLIGHT, TEXT, TEXT_DIM, panel
from scenes.menu import Menu, MenuItem, MenuScene

ADMIN_AUTO_EXIT = 3.0       # seconds before the admin menu's focused Exit is taken
SHADE = (0, 0, 0, 170)


def say(key: str, lang: str, **params) -> str:
    """A kiosk text in the language, filled from parameters."""
    return catalog.text(f"kiosk.{key}", lang, **params)


class AdminMenuScene(MenuScene):
    """Exit, reset statistics, choose games, all settings, change the PIN; shows the
    statistics. `countdown`: whether the focused Exit is taken by itself."""

    name = "adminmenu"

    def __init__(self, app, notice: str = "", countdown: bool = True) -> None:
        super().__init__(app)
        self.countdown = ADMIN_AUTO_EXIT if countdown else None
        lang = lambda: self.app.lang  # noqa: E731 - labels follow the language
        self.menu = Menu([
            MenuItem(self._exit_label, self._exit),
            MenuItem(lambda: say("admin_reset", lang()), self._reset),
            MenuItem(lambda: say("admin_games", lang()), self._games),
            MenuItem(lambda: text("admin_settings", lang()), self._settings),
            MenuItem(lambda: text("admin_change_pin", lang()), self._change_pin),
            MenuItem(lambda: text("pad_setup", lang()), self._pad_setup, key="pad_setup"),
            MenuItem(lambda: catalog.text("phone_tv.admin_phones", lang()), self._phones),
            MenuItem(lambda: say("admin_back", lang()), self.back),
        ], center=(560, 560), width=820, sound=self.app.play_sound)
        self.notice = notice or _unknown_pad_notice(app.lang)

    def _exit_label(self) -> str:
        if self.countdown is None:
            return say("admin_exit", self.app.lang)
        return say("admin_exit_in", self.app.lang, s=int(self.countdown) + 1)

    def _exit(self) -> None:
        log.info("kiosk exit from the admin menu")
        record_admin_exit(self.app.data_dir)
        self.app.running = False

    def _reset(self) -> None:
        """Asked first (the admin menu is already behind the PIN)."""
        from scenes.menus.statscreen import ConfirmScene
        lang = self.app.lang
        self.app.stack.push(ConfirmScene(self.app, say("admin_reset_ask", lang),
                                         say("admin_reset_detail", lang), self._reset_now))

    def _reset_now(self) -> None:
        self.app.kiosk_stats.reset()
        log.info("statistics reset from the admin menu")
        self.notice = say("admin_reset_done", self.app.lang)

    def _games(self) -> None:
        self.app.stack.push(ChooseGamesScene(self.app))

    def _pad_setup(self) -> None:
        from scenes.menus.padsetup import PadSetupScene
        self.app.stack.push(PadSetupScene(self.app))

    def _settings(self) -> None:
        from scenes.menus.settings import SettingsScene
        self.app.stack.push(SettingsScene(self.app, admin=True))

    def _change_pin(self) -> None:
        from game.records.admin import PinStore
        from scenes.kiosk.pinpad import NewPinScene
        store = PinStore(self.app.data_dir, self.app.settings.admin_pin)
        self.app.stack.push(NewPinScene(self.app, store, forced=False,
                                        on_saved=self._noticed))

    def _phones(self) -> None:
        from scenes.phone.admin import AdminPhonesScene
        self.app.stack.push(AdminPhonesScene(self.app))

    def _noticed(self, notice: str) -> None:
        self.notice = notice

    def back(self) -> None:
        """Back to the kiosk: the title."""
        self.app.go_home()

    def update(self, dt: float) -> None:
        if self.countdown is not None:
            self.countdown -= dt
            if self.countdown <= 0:
                self._exit()

    def action(self, event) -> None:
        if event.pressed:
            self.countdown = None       # any input: the admin is here, no auto-exit
            super().action(event)

    def pointer(self, event) -> None:
        if event.kind != "move":
            self.countdown = None
        super().pointer(event)

    def draw(self, surface: pygame.Surface) -> None:
        lang = self.app.lang
        t = self.app.text
        surface.fill(FELT_DARK)
        t.blit(surface, say("admin_title", lang), 64, (960, 120), "center", fg=HIGHLIGHT,
               bold=True)
        self.menu.draw(surface, t)
        t.blit(surface, say("admin_stats", lang), 36, (1100, 260), fg=TEXT, bold=True)
        for row, line in enumerate(self.app.kiosk_stats.lines()[:16]):
            t.blit(surface, line, 30, (1100, 320 + row * 42), fg=TEXT_DIM)
        if self.notice:
            t.blit(surface, self.notice, 32, (560, 880), "midtop", fg=HIGHLIGHT, bold=True,
                   wrap=900)


def _unknown_pad_notice(lang: str) -> str:
    """What the admin is told of pads plugged here without a mapping ("" if none)."""
    from scenes.menus.padsetup import unknown_pads
    names = ", ".join(sorted(set(unknown_pads().values())))
    return text("admin_unknown_pad", lang, names=names) if names else ""


class ChooseGamesScene(MenuScene):
    """Switch each configured game on or off (at least one stays on)."""

    name = "admingames"

    def __init__(self, app) -> None:
        super().__init__(app)
        from game import available_games
        from game.i18n import game_name
        names = {g.id: g for g in available_games()}
        self.chosen = list(app.kiosk_games)
        items = []
        for game_id in app.kiosk.games:
            game = names.get(game_id)
            label = (lambda g=game, i=game_id: game_name(g, self.app.lang) if g else i)
            items.append(MenuItem(label, on_change=lambda _s, i=game_id: self._toggle(i),
                                  value=lambda i=game_id: "✔" if i in self.chosen else "✘"))
        items.append(MenuItem(lambda: say("admin_back", self.app.lang), self.app.stack.pop))
        self.menu = Menu(items, center=(960, 560), width=900, sound=self.app.play_sound)

    def _toggle(self, game_id: str) -> None:
        if game_id in self.chosen:
            if len(self.chosen) > 1:
                self.chosen.remove(game_id)
        else:
            self.chosen = [g for g in self.app.kiosk.games if g in self.chosen or g == game_id]
        self.app.kiosk_games = list(self.chosen)
        save_offered(self.app.data_dir, self.chosen)
        log.info("games offered: %s", ", ".join(self.chosen))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT_DARK)
        self.app.text.blit(surface, say("games_title", self.app.lang), 64, (960, 140),
                           "center", fg=HIGHLIGHT, bold=True)
        self.menu.draw(surface, self.app.text)


class StillPlayingScene(Scene):
    """"Still playing?" over an idle game; any input keeps it, the countdown ends it."""

    name = "stillplaying"
    transparent = True

    def __init__(self, app, table, seconds: float) -> None:
        super().__init__(app)
        self.table = table
        self.left = seconds
        self.shade = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        self.shade.fill(SHADE)

    def update(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0:
            self.left = 0
            self.app.supervisor.abandon_game(self.table)

    def action(self, event) -> None:
        if event.pressed:
            self.app.stack.pop()

    def pointer(self, event) -> None:
        if event.kind == "down":
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        lang = self.app.lang
        t = self.app.text
        surface.blit(self.shade, (0, 0))
        panel(surface, pygame.Rect(460, 330, 1000, 420), FELT_DARK, ACCENT)
        t.blit(surface, say("still_title", lang), 80, (960, 450), "center", fg=HIGHLIGHT,
               bold=True)
        t.blit(surface, str(int(self.left) + 1), 96, (960, 570), "center", fg=TEXT, bold=True)
        t.blit(surface, say("still_hint", lang, s=int(self.left) + 1), 34, (960, 680),
               "center", fg=TEXT_DIM, wrap=940)
