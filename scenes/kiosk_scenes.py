"""The kiosk's overlays: the admin PIN pad, the admin menu, and "Still playing?".

The PIN pad takes digits from the keyboard (typed, then Enter), from a pad (d-pad over
a 3x4 keypad, A presses) or by touch. Three wrong PINs lock it for 60 s of game time
(`AdminLock`). The right PIN opens the admin menu: exit the kiosk, reset statistics,
choose the games offered. "Exit" is focused and chosen by itself after a short
countdown that any input stops (an admin who unlocks and walks away wants it off).
"""

from __future__ import annotations

import hmac

import pygame

from game import catalog
from scenes.admin import LOCKOUT, MAX_FAILURES, AdminLock
from scenes.input import Action
from scenes.kiosk import log, record_admin_exit, save_offered
from scenes.stack import Scene
from scenes.ui import (ACCENT, DANGER, FELT_DARK, HIGHLIGHT, PANEL, TEXT, TEXT_DIM, Menu,
                       MenuItem, MenuScene, panel)

ADMIN_AUTO_EXIT = 3.0       # seconds before the admin menu's focused Exit is taken
KEYPAD = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "del", "0", "ok")
DIGIT_KEYS = {getattr(pygame, f"K_{d}"): d for d in "0123456789"}
DIGIT_KEYS.update({getattr(pygame, f"K_KP{d}"): d for d in "0123456789"})
SHADE = (0, 0, 0, 170)



def say(key: str, lang: str, **params) -> str:
    """A kiosk text in the language, filled from parameters."""
    return catalog.text(f"kiosk.{key}", lang, **params)


class PinPadScene(Scene):
    """Enter the admin PIN: keyboard digits, pad over a keypad, or touch."""

    name = "pinpad"
    transparent = True

    def __init__(self, app, pin: str, lock: AdminLock) -> None:
        super().__init__(app)
        self.pin = pin
        self.lock = lock
        self.entered = ""
        self.focus = 0
        self.message = ""
        self.shade = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        self.shade.fill(SHADE)

    def key_rects(self) -> list[pygame.Rect]:
        """The 12 keypad buttons."""
        return [pygame.Rect(720 + (i % 3) * 165, 400 + (i // 3) * 130, 150, 115)
                for i in range(len(KEYPAD))]

    def key_down(self, event: pygame.event.Event) -> bool:
        """Raw keys: digits, Backspace, Enter, Escape. True if used."""
        if event.key in DIGIT_KEYS:
            self.press(DIGIT_KEYS[event.key])
        elif event.key == pygame.K_BACKSPACE:
            self.press("del")
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press("ok")
        elif event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
        else:
            return False
        return True

    def press(self, key: str) -> None:
        """One keypad button."""
        if self.lock.locked_for > 0:
            return
        if key == "del":
            self.entered = self.entered[:-1]
        elif key == "ok":
            self._check()
        elif len(self.entered) < 8:
            self.entered += key
            self.message = ""

    def _check(self) -> None:
        if hmac.compare_digest(self.entered.encode(), self.pin.encode()):
            self.lock.failures = 0
            log.info("admin PIN accepted")
            self.app.stack.replace(AdminMenuScene(self.app))
            return
        self.lock.failures += 1
        log.warning("wrong admin PIN (%d of %d)", self.lock.failures, MAX_FAILURES)
        self.message = say("pin_wrong", self.app.lang, n=self.lock.failures, max=MAX_FAILURES)
        self.entered = ""
        if self.lock.failures >= MAX_FAILURES:
            self.lock.failures = 0
            self.lock.locked_for = LOCKOUT
            self.message = ""
            log.warning("admin PIN pad locked for %d s", LOCKOUT)

    def action(self, event) -> None:
        if not event.pressed:
            return
        a = event.action
        if a is Action.BACK and not event.repeat:
            self.app.stack.pop()
        elif a in (Action.LEFT, Action.RIGHT):
            row, col = divmod(self.focus, 3)
            self.focus = row * 3 + (col + (1 if a is Action.RIGHT else -1)) % 3
        elif a in (Action.UP, Action.DOWN):
            self.focus = (self.focus + (3 if a is Action.DOWN else -3)) % len(KEYPAD)
        elif a is Action.CONFIRM and not event.repeat:
            self.press(KEYPAD[self.focus])

    def pointer(self, event) -> None:
        if event.kind != "up":
            return
        for index, rect in enumerate(self.key_rects()):
            if rect.collidepoint(event.pos):
                self.focus = index
                self.press(KEYPAD[index])

    def draw(self, surface: pygame.Surface) -> None:
        lang = self.app.lang
        t = self.app.text
        surface.blit(self.shade, (0, 0))
        panel(surface, pygame.Rect(620, 140, 680, 820), FELT_DARK, ACCENT)
        t.blit(surface, say("pin_title", lang), 56, (960, 210), "center", fg=HIGHLIGHT,
               bold=True)
        t.blit(surface, "•" * len(self.entered) or "—", 64, (960, 320), "center", fg=TEXT,
               bold=True)       # the font has no ● (it drew boxes)
        for index, (label, rect) in enumerate(zip(KEYPAD, self.key_rects())):
            panel(surface, rect, PANEL, HIGHLIGHT if index == self.focus else None, radius=14)
            shown = say(f"key_{label}", lang) if label in ("del", "ok") else label
            t.blit(surface, shown, 56, rect.center, "center", fg=TEXT, bold=True)
        if self.lock.locked_for > 0:
            line = say("pin_locked", lang, s=int(self.lock.locked_for) + 1)
        else:
            line = self.message
        if line:
            t.blit(surface, line, 36, (960, 920), "center", fg=DANGER, bold=True)


class AdminMenuScene(MenuScene):
    """Exit, reset statistics, choose games; shows the statistics."""

    name = "adminmenu"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.countdown = ADMIN_AUTO_EXIT
        lang = lambda: self.app.lang  # noqa: E731 - labels follow the language
        self.menu = Menu([
            MenuItem(self._exit_label, self._exit),
            MenuItem(lambda: say("admin_reset", lang()), self._reset),
            MenuItem(lambda: say("admin_games", lang()), self._games),
            MenuItem(lambda: say("admin_back", lang()), self.back),
        ], center=(560, 560), width=820, sound=self.app.play_sound)
        self.notice = ""

    def _exit_label(self) -> str:
        if self.countdown is None:
            return say("admin_exit", self.app.lang)
        return say("admin_exit_in", self.app.lang, s=int(self.countdown) + 1)

    def _exit(self) -> None:
        log.info("kiosk exit from the admin menu")
        record_admin_exit(self.app.data_dir)
        self.app.running = False

    def _reset(self) -> None:
        self.app.kiosk_stats.reset()
        log.info("statistics reset from the admin menu")
        self.notice = say("admin_reset_done", self.app.lang)

    def _games(self) -> None:
        self.app.stack.push(ChooseGamesScene(self.app))

    def back(self) -> None:
        """Back to the kiosk: the title."""
        from scenes.title import TitleScene
        self.app.stack.clear_to(TitleScene(self.app))

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
            t.blit(surface, self.notice, 32, (560, 900), "center", fg=HIGHLIGHT, bold=True)


class ChooseGamesScene(MenuScene):
    """Switch each configured game on or off (at least one stays on)."""

    name = "admingames"

    def __init__(self, app) -> None:
        super().__init__(app)
        from scenes.app import available_games
        from scenes.i18n import game_name
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
            self.app.abandon_game(self.table)

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
