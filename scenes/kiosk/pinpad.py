"""The kiosk's keypads: the admin PIN pad, and the choice of a new PIN.

Digits come from the keyboard (typed, then Enter), from a pad (d-pad over a 3x4
keypad, A presses) or by touch. `PinPadScene` checks the PIN against the `PinStore`
and counts failures in the App's `AdminLock` (rounds of 3, locks doubling up to 24 h,
kept on disk). The right PIN opens the admin menu, or first `NewPinScene` while the PIN
is the shipped default: a new PIN of 4 to 8 digits, typed twice, other than 2468.
"""

from __future__ import annotations

from typing import Callable

import pygame

from game.records.admin import MAX_FAILURES, SHIPPED_PIN, AdminLock, PinStore, duration_text
from game.records.config import PIN_MAX, PIN_MIN, check_pin
from game.i18n import text
from scenes.shell.input import Action
from game.records.kioskconfig import log
from scenes.shell.stack import Scene
from scenes.ui import ACCENT, DANGER, FELT_DARK, HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel

KEYPAD = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "del", "0", "ok")
DIGIT_KEYS = {getattr(pygame, f"K_{d}"): d for d in "0123456789"}
DIGIT_KEYS.update({getattr(pygame, f"K_KP{d}"): d for d in "0123456789"})
SHADE = (0, 0, 0, 170)
REFRESH_EVERY = 1.0        # seconds between looks at the lockout file while the pad shows


class KeypadScene(Scene):
    """A 3x4 keypad over the screen; subclasses say what OK does (`submit`)."""

    transparent = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entered = ""
        self.focus = 0
        self.message = ""
        self.shade = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        self.shade.fill(SHADE)

    # -- what subclasses change ---------------------------------------------------------
    def submit(self) -> None:
        """OK was pressed with `self.entered`."""

    def blocked(self) -> bool:
        """Whether key presses are ignored now."""
        return False

    def title(self) -> str:
        return ""

    def hint(self) -> str:
        return ""

    def status(self) -> str:
        """The red line under the keypad."""
        return self.message

    # -- input --------------------------------------------------------------------------
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
            self.leave()
        else:
            return False
        return True

    def leave(self) -> None:
        """Back, Escape: close the keypad."""
        self.app.stack.pop()

    def press(self, key: str) -> None:
        """One keypad button."""
        if self.blocked():
            return
        if key == "del":
            self.entered = self.entered[:-1]
        elif key == "ok":
            self.submit()
        elif len(self.entered) < PIN_MAX:
            self.entered += key
            self.message = ""

    def action(self, event) -> None:
        if not event.pressed:
            return
        a = event.action
        if a is Action.BACK and not event.repeat:
            self.leave()
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
        t = self.app.text
        surface.blit(self.shade, (0, 0))
        panel(surface, pygame.Rect(560, 120, 800, 860), FELT_DARK, ACCENT)
        hint = self.hint()
        t.blit(surface, self.title(), 48 if hint else 56, (960, 180 if hint else 210),
               "center", fg=HIGHLIGHT, bold=True)
        if hint:
            t.blit(surface, hint, 28, (960, 245), "center", fg=TEXT_DIM)
        t.blit(surface, "•" * len(self.entered) or "—", 64, (960, 320), "center", fg=TEXT,
               bold=True)      # "●" and "⌫" are not in the font: they showed as boxes
        for index, (label, rect) in enumerate(zip(KEYPAD, self.key_rects())):
            panel(surface, rect, PANEL, HIGHLIGHT if index == self.focus else None, radius=14)
            shown = {"del": text("pin_delete", self.app.lang), "ok": "OK"}.get(label, label)
            t.blit(surface, shown, 56 if len(shown) < 3 else 40, rect.center, "center",
                   fg=TEXT, bold=True)
        line = self.status()
        if line:
            t.blit(surface, line, 32, (960, 935), "center", fg=DANGER, bold=True)


class PinPadScene(KeypadScene):
    """Enter the admin PIN (`pin`: the config's; a PIN chosen since, on disk, wins)."""

    name = "pinpad"

    def __init__(self, app, pin: str, lock: AdminLock) -> None:
        super().__init__(app)
        self.store = PinStore(app.data_dir, pin)
        self.lock = lock
        self._since_refresh = 0.0

    def enter(self) -> None:
        self.lock.refresh()

    def update(self, dt: float) -> None:
        self._since_refresh += dt
        if self._since_refresh >= REFRESH_EVERY:    # --kiosk-unlock run meanwhile
            self._since_refresh = 0.0
            self.lock.refresh()

    def blocked(self) -> bool:
        self.lock.refresh()
        return self.lock.locked_for > 0

    def title(self) -> str:
        return text("pin_title", self.app.lang)

    def status(self) -> str:
        if self.lock.locked_for > 0:
            return text("pin_locked", self.app.lang, wait=duration_text(self.lock.locked_for))
        return self.message

    def submit(self) -> None:
        entered, self.entered = self.entered, ""
        if self.store.matches(entered):
            self.lock.succeed()
            log.info("admin PIN accepted")
            if self.store.must_change():
                log.info("the shipped PIN is in force: a new one is asked for")
                self.app.stack.replace(NewPinScene(self.app, self.store, forced=True))
            else:
                self.app.supervisor.admin_menu()
            return
        if self.lock.fail():
            self.message = ""
        else:
            self.message = text("pin_wrong", self.app.lang, n=self.lock.failures,
                                max=MAX_FAILURES)


class NewPinScene(KeypadScene):
    """Choose a new admin PIN, typed twice. `forced`: the shipped PIN is in force, and
    the admin menu opens only after this; else it was chosen from the admin menu."""

    name = "newpin"

    def __init__(self, app, store: PinStore, forced: bool,
                 on_saved: Callable[[str], None] | None = None) -> None:
        super().__init__(app)
        self.store = store
        self.forced = forced
        self.on_saved = on_saved        # told the notice when not forced
        self.first: str | None = None

    def title(self) -> str:
        return text("pin_new_title" if self.first is None else "pin_again_title", self.app.lang)

    def hint(self) -> str:
        return text("pin_new_hint", self.app.lang)

    def status(self) -> str:
        if not self.message and self.forced and self.first is None and not self.entered:
            return text("pin_must_change", self.app.lang)
        return self.message

    def leave(self) -> None:
        if self.forced:
            log.info("new PIN not chosen: the admin menu stays closed")
        self.app.stack.pop()

    def submit(self) -> None:
        entered, self.entered = self.entered, ""
        lang = self.app.lang
        if self.first is None:
            try:
                check_pin(entered)
            except ValueError:
                self.message = text("pin_too_short", lang) if len(entered) < PIN_MIN else ""
                return
            if entered == SHIPPED_PIN:
                self.message = text("pin_not_shipped", lang)
                return
            self.first, self.message = entered, ""
            return
        if entered != self.first:
            self.first = None
            self.message = text("pin_mismatch", lang)
            return
        try:
            self.store.change(entered)
            notice = text("pin_changed", lang)
            log.info("admin PIN changed (%d digits)", len(entered))
        except OSError as exc:
            notice = text("pin_not_saved", lang, why=exc.strerror or exc)
            log.error("%s: cannot save the new admin PIN (%s); it holds until the kiosk "
                      "stops", self.store.path, exc.strerror or exc)
        if self.forced:
            self.app.supervisor.admin_menu(notice=notice, countdown=False)
            return
        if self.on_saved is not None:
            self.on_saved(notice)
        self.app.stack.pop()
