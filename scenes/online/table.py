"""The host's table with friends' seats: their names, whose turn, their reactions.

A friend's seat is a "remote" seat of the match (its moves come through the room). This
table names it as the friend's profile said, says "Zoé plays at home" at its turn, and
shows a friend's quick reaction by the header for two seconds.
"""

from __future__ import annotations

import pygame

from game import catalog
from scenes.table.table import TableScene
from scenes.ui import ACCENT, FELT_DARK, HIGHLIGHT, panel

REACTION_SECONDS = 2.0
REACTION_AT = (760, 8)         # the reactions' place: in the header, between its texts


class OnlineTableScene(TableScene):
    """A table whose remote seats are friends through the app's online host."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.shown: list[tuple[int, str, float]] = []    # (seat, reaction, shown until)
        self.clock = 0.0

    def room(self):
        """The online room hosting this match, if any."""
        service = getattr(self.app, "online", None)
        host = service.host if service is not None else None
        return host.room if host is not None and host.room.match is self.match else None

    def friend(self, seat: int | None):
        room = self.room()
        return room.seats.get(seat) if room is not None and seat is not None else None

    def seat_name(self, seat: int | None) -> str:
        friend = self.friend(seat)
        return friend.name if friend is not None and friend.name else super().seat_name(seat)

    log_name = seat_name

    def status_line(self) -> str:
        seat = self.state.current_player
        if not self.state.is_over and self.seats[seat] == "remote":
            return catalog.text("online.plays_at_home", self.app.lang,
                                name=self.seat_name(seat))
        return super().status_line()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        self.shown += [(seat, reaction, self.clock + REACTION_SECONDS)
                       for seat, reaction in self.take_reactions()]
        self.shown = [item for item in self.shown if item[2] > self.clock]

    def take_reactions(self) -> list[tuple[int, str]]:
        """The friends' reactions that came since the last frame."""
        room = self.room()
        if room is None:
            return []
        taken = list(room.reactions)
        room.reactions.clear()
        return taken

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        drawn = super().draw_moving(surface)
        if not self.shown:
            return drawn
        seat, reaction, _until = self.shown[-1]
        lang, t = self.app.lang, self.app.text
        words = catalog.text("online.reaction_by", lang, name=self.seat_name(seat),
                             reaction=catalog.text(f"online.reaction.{reaction}", lang))
        box = pygame.Rect(0, 0, 640, 64)
        box.midtop = REACTION_AT
        panel(surface, box, FELT_DARK, ACCENT)
        return drawn + [box, t.blit(surface, words, 34, box.center, "center", fg=HIGHLIGHT,
                                    bold=True)]
