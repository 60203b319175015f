"""Couch co-op at one TV: a table whose human seats are bound to the devices that joined.

Each human seat belongs to a device ("pad:<instance id>", "keyboard", "mouse" or
"touch"); one device may hold several seats (a shared pad passed round the sofa).
A device acts only for its own seats; others' presses are ignored. When a seat's pad
is unplugged, that seat alone waits: bots and other seats play on until its turn,
then the table shows "Reconnect the pad for seat N" until a pad presses a button
(SDL gives a re-plugged pad a new instance id, so the first unbound pad to press is
bound to the waiting seat). Hand-offs and hold-to-peek come from TableScene.
"""

from __future__ import annotations

import pygame

from scenes.input import Action
from scenes.table import TableScene
from scenes.ui import ACCENT, FELT_DARK, HIGHLIGHT, TEXT, panel

UNBOUND = -1      # seat_of_device for a device that holds no seat: it may not act

TEXTS = {   # key: (English, French)
    "reconnect": ("Reconnect the pad for seat {n}", "Rebranchez la manette de la place {n}"),
    "reconnect_hint": ("then press any button on it; the others play on",
                       "puis appuyez sur un de ses boutons ; les autres continuent"),
}


def say(key: str, lang: str, **params) -> str:
    """A couch text in the language."""
    english, french = TEXTS[key]
    return (french if lang == "fr" else english).format(**params)


def device_key(device: str) -> str:
    """A device name as bound to seats (every finger of a touch screen is "touch")."""
    return "touch" if device.startswith("touch") else device


class CouchTableScene(TableScene):
    """A TableScene whose human seats are bound to devices."""

    def __init__(self, app, game_id: str, players: int, seats: list[str],
                 bindings: dict[int, str], seed: int = 0, options: dict | None = None,
                 moves: list | None = None) -> None:
        super().__init__(app, game_id, players, seats, seed, options, moves=moves)
        self.bindings = {int(seat): device for seat, device in bindings.items()}
        self.waiting: int | None = None      # a seat whose pad is unplugged, at its turn

    # -- devices ---------------------------------------------------------------------------
    def seats_of(self, device: str) -> list[int]:
        """The seats a device holds."""
        key = device_key(device)
        return [seat for seat, bound in sorted(self.bindings.items()) if bound == key]

    def seat_of_device(self, device: str) -> int | None:
        """The device's seat: its only seat, the current one if it holds several, or
        UNBOUND (-1) if it holds none."""
        seats = self.seats_of(device)
        if not seats:
            return UNBOUND
        if len(seats) == 1:
            return seats[0]
        current = self.state.current_player
        return current if current in seats else None

    def device_may_act(self, device: str, seat: int) -> bool:
        """Whether this device may confirm or play for `seat`."""
        return seat in self.seats_of(device)

    def missing_seats(self) -> list[int]:
        """Seats whose pad is not plugged in now."""
        pads = self.app.mapper.pads
        return [seat for seat, device in sorted(self.bindings.items())
                if device.startswith("pad:") and int(device[4:]) not in pads]

    def _rebind(self, device: str) -> bool:
        """A press from an unbound pad while a seat's pad is missing: it takes the seat."""
        if not device.startswith("pad:") or self.seats_of(device):
            return False
        missing = self.missing_seats()
        if not missing:
            return False
        old = self.bindings[missing[0]]
        for seat, bound in list(self.bindings.items()):
            if bound == old:
                self.bindings[seat] = device
        self.waiting = None
        return True

    def pause(self) -> None:
        # The release of a held peek goes to the scene on top: forget the peek now, and
        # redraw from the right eyes under a transparent overlay.
        if self.peeking is not None:
            self.peeking = None
            self.refresh()
        super().pause()

    # -- turns -----------------------------------------------------------------------------
    def _human_turn(self, seat: int) -> None:
        if seat in self.missing_seats():
            if self.waiting != seat:
                self.waiting = seat
                self.picker = None
            return
        self.waiting = None
        super()._human_turn(seat)

    def _peek(self, event) -> None:
        if self.seat_of_device(event.device) == UNBOUND:
            return
        super()._peek(event)

    def action(self, event) -> None:
        if event.pressed and self._rebind(event.device):
            return
        if self.seat_of_device(event.device) == UNBOUND and event.action is not Action.PEEK:
            return
        super().action(event)

    def pointer(self, event) -> None:
        if not self.seats_of(event.device):
            return
        super().pointer(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.waiting is None:
            return
        lang = self.app.lang
        box = pygame.Rect(360, 400, 1200, 260)
        panel(surface, box, FELT_DARK, ACCENT)
        t = self.app.text
        t.blit(surface, say("reconnect", lang, n=self.waiting + 1), 56, (960, 490), "center",
               fg=HIGHLIGHT, bold=True)
        t.blit(surface, say("reconnect_hint", lang), 34, (960, 580), "center", fg=TEXT)
