"""Joining online: the invitation pasted or typed, then the guest's table.

Ctrl+V pastes (where the system has a clipboard), keys type, Backspace deletes, Enter
joins, Escape goes back. An invitation that cannot be read says why, in the player's
language, and nothing else happens.
"""

from __future__ import annotations

import pygame

from game.online.keys import MAX_LINK, InvitationError, parse_link
from game.i18n import text
from scenes.shell.input import Action
from scenes.online.lobby import say
from scenes.shell.stack import Scene
from scenes.ui import DANGER, FELT, HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel


def paste_text() -> str:
    """The clipboard's text, or "" where there is none."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError):
        return ""


class JoinOnlineScene(Scene):
    """The invitation field."""

    name = "online_join"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entered = ""
        self.problem = ""

    def type(self, chars: str) -> None:
        chars = "".join(c for c in chars if c.isprintable() and not c.isspace())
        self.entered = (self.entered + chars)[:MAX_LINK + 1]
        self.problem = ""

    def submit(self) -> None:
        """Join with the invitation, or say what is wrong with it."""
        from scenes.online.guest import OnlineGuestScene
        from scenes.online.service import OnlineService
        lang = self.app.lang
        try:
            invitation = parse_link(self.entered)
        except InvitationError as exc:
            self.problem = say(f"link.{exc.code}", lang, **exc.params)
            self.app.play_sound("error")
            return
        if self.app.online is not None:
            self.app.online.stop()
        profiles = self.app.profiles.profiles if self.app.profiles is not None else []
        name = profiles[0].name if profiles else text("player_name", lang, n=invitation.seat + 1)
        animal = profiles[0].animal if profiles else ""
        self.app.online = OnlineService.joining(invitation, name, animal, lang)
        self.app.stack.replace(OnlineGuestScene(self.app, self.app.online))

    def key_down(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
            self.type(paste_text())
        elif event.key == pygame.K_BACKSPACE:
            self.entered = self.entered[:-1]
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()
        elif event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
        elif event.unicode and event.unicode.isprintable():
            self.type(event.unicode)
        else:
            return False
        return True

    def action(self, event) -> None:
        if event.pressed and event.action is Action.BACK and not event.repeat:
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        t, lang = self.app.text, self.app.lang
        t.blit(surface, say("join", lang), 64, (960, 160), "center", fg=HIGHLIGHT,
               display=True)
        t.blit(surface, say("paste_title", lang), 34, (960, 330), "center", fg=TEXT)
        box = pygame.Rect(160, 400, 1600, 200)
        panel(surface, box, fill=PANEL)
        t.blit(surface, self.entered + "|", 24, (box.x + 30, box.y + 30), fg=TEXT, wrap=1540)
        t.blit(surface, say("paste_help", lang), 26, (960, 660), "center", fg=TEXT_DIM)
        if self.problem:
            t.blit(surface, self.problem, 30, (960, 760), "center", fg=DANGER, wrap=1700)
