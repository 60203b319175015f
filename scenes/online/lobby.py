"""Hosting online: the lobby between New game and the table.

Seat 1 is the host's own; any other seat may be made "a friend" (Left/Right). Each
friend seat has its invitation, shown as a QR code and a link (C copies it where the
system has a clipboard). The lobby says who is here; Start opens the table once every
friend has come, with the friends' seats played from their screens ("remote"). The host
also picks after how long a silent friend's seat is played by a bot (until they return),
and whether people may watch: the watchers' invitation (Tab shows it after the friends')
lets anyone who holds it see the public table; the lobby counts them.
"""

from __future__ import annotations

import pygame

from game import GameError, catalog
from game.i18n import game_name, text
from scenes.shell.input import Action
from scenes.online.service import OnlineService
from scenes.phone.service import direct_path
from scenes.shell.stack import Scene
from scenes.ui import DANGER, FELT, HIGHLIGHT, TEXT, TEXT_DIM
from scenes.menu import Menu, MenuItem

QR_SIZE = 380
TAKEOVER = (None, 30, 60, 120, 300)   # seconds of a friend's silence before a bot plays
TAKEOVER_LEVEL = "medium"
WATCH = "watch"                       # `shown` when the watchers' invitation is shown


def say(key: str, lang: str, **params) -> str:
    """An online text in the language."""
    return catalog.text(f"online.{key}", lang, **params)


def copy_text(value: str) -> bool:
    """Put `value` on the system clipboard; False where there is none (a dummy display)."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        pygame.scrap.put_text(value)
        return True
    except (pygame.error, AttributeError):
        return False


class OnlineHostScene(Scene):
    """Friend seats, their invitations, who is here, and Start."""

    name = "online_host"

    def __init__(self, app, game, players: int, seats: list[str], deal: int,
                 options: dict, start_table) -> None:
        super().__init__(app)
        self.game, self.players, self.seats = game, players, list(seats[:players])
        self.deal, self.options = deal, options
        self.start_table = start_table          # (seats) -> the table scene, or raises
        self.friends: set[int] = {1} if players > 1 else set()
        self.shown = min(self.friends) if self.friends else None
        self.note = ""
        if app.online is not None:
            app.online.stop()
        names = [text("seat", app.lang, n=s + 1) for s in range(players)]
        app.online = self.service = OnlineService.hosting(
            app.settings.online_server, list(range(1, players)), names, *direct_path(app))
        self.qr_cache: dict[str, pygame.Surface] = {}
        lang = lambda: self.app.lang  # noqa: E731
        items = [MenuItem(lambda s=s: text("seat", lang(), n=s + 1),
                          value=lambda s=s: self._seat_value(s),
                          on_change=lambda d, s=s: self._toggle(s),
                          enabled=lambda s=s: s > 0) for s in range(players)]
        items += [MenuItem(lambda: say("takeover", lang()), value=self._takeover_value,
                           on_change=self._change_takeover),
                  MenuItem(lambda: say("watchers", lang()), value=self._watchers_value,
                           on_change=lambda _d: self._toggle_watchers()),
                  MenuItem(lambda: text("start", lang()), self._start),
                  MenuItem(lambda: text("back", lang()), self._back)]
        self.menu = Menu(items, center=(560, 560), width=900, row_h=70, size=32,
                         sound=app.play_sound)

    @property
    def room(self):
        return self.service.host.room

    def update(self, dt: float) -> None:
        if self.note == say("need_here", self.app.lang) and all(
                self.room.seats[s].joined for s in self.friends):
            self.note = ""                   # everyone came: the warning is stale

    def _seat_value(self, seat: int) -> str:
        lang = self.app.lang
        if seat not in self.friends:
            return text(self.seats[seat], lang)
        friend = self.room.seats[seat]
        if friend.joined:
            return say("seat_here", lang, name=friend.name or say("seat_friend", lang))
        return f"{say('seat_friend', lang)} · {say('seat_waiting', lang)}"

    def _takeover_value(self) -> str:
        taken = self.room.takeover
        lang = self.app.lang
        return say("takeover_never", lang) if taken is None else say(
            "takeover_seconds", lang, n=round(taken[0]))

    def _change_takeover(self, delta: int) -> None:
        now = None if self.room.takeover is None else round(self.room.takeover[0])
        seconds = TAKEOVER[(TAKEOVER.index(now) + delta) % len(TAKEOVER)]
        self.room.takeover = None if seconds is None else (float(seconds), TAKEOVER_LEVEL)

    def _watchers_value(self) -> str:
        lang = self.app.lang
        if not self.room.watching:
            return say("watchers_refused", lang)
        return say("watchers_welcome", lang, n=len(self.room.watchers))

    def _toggle_watchers(self) -> None:
        """Let people watch (with the watchers' invitation), or refuse them all."""
        if self.room.watching:
            self.room.refuse_watchers()
            self.shown = min(self.friends) if self.shown == WATCH and self.friends else \
                (None if self.shown == WATCH else self.shown)
        else:
            self.room.watching = True

    def _toggle(self, seat: int) -> None:
        self.friends ^= {seat}
        self.shown = seat if seat in self.friends else (min(self.friends) if self.friends
                                                        else None)

    def _start(self) -> None:
        lang = self.app.lang
        if not self.friends:
            self.note = say("need_friend", lang)
            return
        if not all(self.room.seats[s].joined for s in self.friends):
            self.note = say("need_here", lang)
            return
        seats = ["remote" if s in self.friends else kind for s, kind in enumerate(self.seats)]
        try:
            scene = self.start_table(seats)
        except GameError as exc:
            self.note = text("engine_error", lang, error=str(exc))
            return
        self.room.keep_only(sorted(self.friends))
        for seat in range(self.players):      # the friends see the table's names for the rest
            if seat not in self.friends:
                self.room.names[seat] = scene.seat_name(seat)
        self.service.host.start(scene.match)
        self.app.stack.replace(scene)

    def _back(self) -> None:
        self.service.stop()
        self.app.online = None
        self.app.stack.pop()

    def key_down(self, event: pygame.event.Event) -> bool:
        """C copies the shown invitation; Tab shows the next friend's."""
        if event.key == pygame.K_c and self.shown is not None:
            link = self.service.host.invitation(self._shown_seat()).link()
            self.note = say("copied" if copy_text(link) else "copy_unavailable", self.app.lang)
            return True
        if event.key == pygame.K_TAB and (self.friends or self.room.watching):
            order = sorted(self.friends) + ([WATCH] if self.room.watching else [])
            at = order.index(self.shown) if self.shown in order else -1
            self.shown = order[(at + 1) % len(order)]
            return True
        return False

    def action(self, event) -> None:
        if event.pressed and event.action is Action.BACK and not event.repeat:
            self._back()
            return
        self.menu.action(event)

    def pointer(self, event) -> None:
        self.menu.pointer(event)

    def _shown_seat(self) -> int | None:
        """The seat whose invitation is shown (None: the watchers')."""
        return None if self.shown == WATCH else self.shown

    def _qr(self, link: str) -> pygame.Surface:
        if link not in self.qr_cache:
            from scenes.phone.qr import qr_surface
            self.qr_cache[link] = qr_surface(link, QR_SIZE)
        return self.qr_cache[link]

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        t, lang = self.app.text, self.app.lang
        t.blit(surface, f"{say('lobby_title', lang)} · {game_name(self.game, lang)}", 56,
               (960, 60), "center", fg=HIGHLIGHT, display=True)
        server = self.app.settings.online_server
        status = (say("server", lang, server=server) if self.service.connected
                  else say("lost", lang) if self.service.problem
                  else say("connecting", lang, server=server))
        t.blit(surface, status, 26, (960, 120), "center", fg=TEXT_DIM)
        self.menu.draw(surface, t)
        if self.shown is not None:
            link = self.service.host.invitation(self._shown_seat()).link()
            title = say("invite_watch", lang) if self.shown == WATCH else say(
                "invite_for", lang, n=self.shown + 1)
            t.blit(surface, title, 32, (1480, 250), "center", fg=TEXT)
            surface.blit(self._qr(link), (1480 - QR_SIZE // 2, 290))
            t.blit(surface, link, 17, (1480, 700), "midtop", fg=TEXT_DIM, wrap=760)
            t.blit(surface, say("invite_help", lang), 24, (1480, 820), "center", fg=TEXT_DIM)
        if self.note:
            t.blit(surface, self.note, 28, (960, 1040), "center", fg=DANGER, wrap=1800)
