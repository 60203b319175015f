"""A resumed couch game: the join screen again, as RejoinScene. Its human seats are
claimed seat by seat with a press (pads change instance ids between runs, so seat
bindings are not saved; see scenes.couch), then the game goes on where it was.
"""

from __future__ import annotations

import pygame

from game import catalog
from game.i18n import game_name, text
from scenes.join import MENU_CENTER, MENU_W, JoinScene, SeatingScene, say
from scenes.ui import TEXT
from scenes.menu import Menu, MenuItem


class RejoinScene(SeatingScene):
    """A resumed couch game: each human seat is taken again with a press, lowest free
    seat first (Back gives it back, leaving the seat free for the right person)."""

    name = "rejoin"

    def __init__(self, app, table, previous: dict[int, str]) -> None:
        super().__init__(app)
        self.table = table                  # the resumed TableScene (its moves replayed)
        self.previous = previous            # seat -> the device that held it last time
        self.claims: dict[int, str] = {}
        lang = lambda: self.app.lang  # noqa: E731
        self.menu = Menu([
            MenuItem(lambda: say("join_more", lang()), self._one_more,
                     enabled=lambda: len(self.claims) < len(self.table.humans)),
            MenuItem(lambda: say("rejoin_start", lang()), self._start,
                     enabled=self.complete, reason=lambda: say("rejoin_need", lang())),
        ], center=MENU_CENTER, width=MENU_W, sound=self.app.play_sound)

    def complete(self) -> bool:
        """Whether every human seat is taken."""
        return set(self.claims) == set(self.table.humans)

    def holders(self) -> list[str]:
        return [self.claims[seat] for seat in sorted(self.claims)]

    def _claim(self, device: str) -> bool:
        free = [seat for seat in self.table.humans if seat not in self.claims]
        if not free:
            return False
        self.claims[free[0]] = device
        return True

    def _release(self, device: str) -> None:
        mine = [seat for seat, held in self.claims.items() if held == device]
        if mine:
            del self.claims[max(mine)]

    def _start(self) -> None:
        if not self.complete():
            self.error = say("rejoin_need", self.app.lang)
            return
        t = self.table
        from scenes.couch import CouchTableScene
        table = CouchTableScene(self.app, t.game.id, t.state.players, t.seats, self.claims,
                                t.seed, t.options, moves=list(t.moves_json),
                                play_again=lambda: JoinScene(self.app))
        self.app.stack.replace(table)

    def was_label(self, seat: int) -> str:
        """Who held a seat last time ("" if unknown): pads by kind only, as their
        numbers change from one run to the next."""
        lang = self.app.lang
        device = self.previous.get(seat, "")
        kind = "pad" if device.startswith("pad:") else device
        if catalog.has(f"join.was_{kind}", lang):
            return say("rejoin_was", lang, device=say(f"was_{kind}", lang))
        if catalog.has(f"join.dev_{kind}", lang):
            return say("rejoin_was", lang, device=say(f"dev_{kind}", lang))
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        lang = self.app.lang
        free = [seat for seat in self.table.humans if seat not in self.claims]
        rows = []
        for seat in range(self.table.state.players):
            note = ""
            if seat in self.claims:
                line = say("seat_taken", lang, n=seat + 1,
                           device=self.device_label(self.claims[seat]))
            elif seat in self.table.humans:
                line = say("rejoin_free", lang, n=seat + 1)
                note = self.was_label(seat)
            else:
                line = say("rejoin_bot", lang, n=seat + 1, name=self.table.seat_name(seat))
            rows.append((line, seat in self.claims, bool(free) and seat == free[0], note))
        self.draw_seats(surface, say("rejoin_title", lang), rows)
        t = self.app.text
        t.blit(surface, f"{game_name(self.table.game, lang)} · "
               f"{text('moves_count', lang, n=len(self.table.moves_json))}", 36,
               (MENU_CENTER[0], 420), "center", fg=TEXT, bold=True)


def rejoin_scene(app, table):
    """A resumed table as it should start: a couch game's screen to take the seats again
    (when the couch note beside the save matches it), any other table as it is."""
    from scenes.couch import read_note
    previous = read_note(app, table.transcript())
    if previous is None or not table.humans:
        return table
    return RejoinScene(app, table, previous)
