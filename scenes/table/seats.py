"""Seat policy at one screen: each seat's name, whose eyes the table is drawn through, which device plays
which seat, and hold-to-peek (the key, the pad button and the on-screen button).

`SeatPolicy` is mixed into the table scene; it reads the match's seats and the app's
input mapper, and asks the table to `refresh` when the viewer changes.
"""

from __future__ import annotations

import pygame

from game.i18n import bot_seat_name, text
from game.records.statistics import seat_profile

PEEK_BUTTON = pygame.Rect(1420, 850, 480, 130)  # under the log, over the button bar


class SeatPolicy:
    """Names, viewer, device binding and peeking for a table with `match`, `humans`,
    `confirmed`, `peeking` and `pointer_peek`."""

    def seat_name(self, seat: int | None) -> str:
        """A seat's display name in the player's language: the same in the header, the
        panels and the log."""
        if seat is None:
            return ""
        kind = self.seats[seat]
        if kind in ("human", "remote"):
            profile = seat_profile(self.app, self.match, seat)
            if profile is not None:
                return profile.name
            return text("player_name", self.app.lang, n=seat + 1)
        return bot_seat_name(kind, seat, self.app.lang)

    log_name = seat_name      # (the log names a seat as the panels do)

    def status_line(self) -> str:
        """Whose turn it is, or that the game is over."""
        lang = self.app.lang
        if self.state.is_over:
            return text("game_over", lang)
        seat = self.state.current_player
        if self.seats[seat] == "human":
            return text("your_turn", lang, name=self.seat_name(seat))
        return text("thinking", lang, name=self.seat_name(seat))

    def current_viewer(self) -> int | None:
        """Whose eyes the table is drawn through now."""
        if not self.humans:
            return None
        if len(self.humans) == 1:
            return self.humans[0]
        if self.state.current_player == self.confirmed and not self.state.is_over:
            return self.confirmed
        return self.peeking   # hold-to-peek between turns (None when not held)

    def seat_of_device(self, device: str) -> int | None:
        """The human seat a pad is bound to (pads in join order, humans in seat order).

        None for keyboard, mouse and touch, and for pads in games with one human: those
        act for whoever is to play.
        """
        if len(self.humans) < 2 or not device.startswith("pad:"):
            return None
        order = self.app.mapper.pad_order
        instance = int(device.split(":", 1)[1])
        if instance not in order:
            return None
        return self.humans[order.index(instance) % len(self.humans)]

    def _peek(self, event) -> None:
        """Hold PEEK to see your own hand while others play (several humans only)."""
        if len(self.humans) < 2:
            return
        seat = self.seat_of_device(event.device)
        if seat is None:
            seat = self.confirmed
        self._set_peek(seat if event.pressed else None)

    def _set_peek(self, seat: int | None) -> None:
        if seat != self.peeking:
            self.peeking = seat
            if self.current_viewer() != self.viewer:
                self.refresh()

    def pointer_peek_seat(self, device: str) -> int | None:
        """Whose hand the peek button shows to a pointer: here, the human who played last
        (as the Peek key does); a couch table asks whose seat the pointer holds."""
        return self.confirmed

    def peek_button_shown(self) -> bool:
        """The on-screen peek button, for mouse and touch: with several humans, when it
        has a hand to show, whenever no hand is shown for a turn (peeking then is what
        the button is for)."""
        if len(self.humans) < 2 or self.state.is_over or not self.may_peek:
            return False
        if self.picker is not None or not self.peek_button_ready():
            return False
        return self.viewer is None or self.viewer == self.peeking

    def peek_button_ready(self) -> bool:
        """Whether the button has a hand to show: here, once a human has played."""
        return self.confirmed is not None

    def _pointer_peek(self, event) -> bool:
        """Hold the peek button to peek; releasing or sliding off hides. True if used."""
        if self.pointer_peek is not None and self.peeking is None:
            self.pointer_peek = None     # the peek was ended elsewhere (a pause, a hand-off)
        if self.pointer_peek is not None and event.device == self.pointer_peek:
            if event.kind == "up" or not PEEK_BUTTON.collidepoint(event.pos):
                self.pointer_peek = None
                if self.peeking == self.pointer_peek_seat(event.device):
                    self._set_peek(None)     # not a peek another device took over since
            return True
        if (event.kind == "down" and PEEK_BUTTON.collidepoint(event.pos)
                and self.peek_button_shown()):
            seat = self.pointer_peek_seat(event.device)
            if seat is not None:
                self.pointer_peek = event.device
                self._set_peek(seat)
            return True
        return False

    def pointer_may_play(self, device: str) -> bool:
        """Whether a pointer's clicks and taps may play now: here, any pointer's; a couch
        table lets only the seat to play."""
        return True

    def peek_button_text(self, held: bool) -> str:
        """The peek button's words: whose hand it shows, and the keys that do the same."""
        if held:
            return text("peek_held", self.app.lang, name=self.seat_name(self.peeking))
        return text("peek_button_named", self.app.lang, name=self.seat_name(self.confirmed))
