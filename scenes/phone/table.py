"""The couch table's phone seats: names, whose turn, and "reconnect your phone".

A phone seat is a "remote" seat of the match: the TV shows no hand for it and no
hand-off screen before its turn (only "human" seats get those, see scenes.table.seats). Its
moves come from the hub through `Match.play`; when its phone is away at its turn, the
table shows "Reconnect your phone (seat N)" and waits for that seat only.
"""

from __future__ import annotations

import pygame

from game import catalog
from scenes.ui import ACCENT, FELT_DARK, HIGHLIGHT, TEXT, panel

RECONNECT_BOX = pygame.Rect(360, 400, 1200, 260)
def hub_of(app):
    service = getattr(app, "phones", None)
    return service.hub if service is not None else None


def attach(table) -> None:
    """A table with phone seats starts: the hub sends its phones the match."""
    hub = hub_of(table.app)
    if hub is not None and "remote" in table.seats:
        hub.attach(table.match)


def leave(table) -> None:
    """The table closes (the game ended or was left): its phones' seat tokens end."""
    hub = hub_of(table.app)
    if hub is not None and hub.match is table.match:
        hub.end_match()


def phone_name(table, seat: int) -> str | None:
    """The guest name of a phone seat (None for any other seat)."""
    hub = hub_of(table.app)
    if hub is None or table.seats[seat] != "remote":
        return None
    return hub.seat_name(seat)


def waiting_phone(table, seat: int) -> bool:
    """Whether a remote seat to play has no phone connected."""
    hub = hub_of(table.app)
    return hub is None or not hub.connected(seat)


def draw_reconnect(table, surface: pygame.Surface, seat: int) -> list[pygame.Rect]:
    """The notice over the table while a phone seat's phone is away at its turn."""
    lang = table.app.lang
    t = table.app.text
    panel(surface, RECONNECT_BOX, FELT_DARK, ACCENT)
    return [RECONNECT_BOX,
            t.blit(surface, catalog.text("phone_tv.reconnect", lang, n=seat + 1), 56,
                   (960, 490), "center", fg=HIGHLIGHT, bold=True),
            t.blit(surface, catalog.text("phone_tv.reconnect_hint", lang), 34, (960, 580),
                   "center", fg=TEXT)]
