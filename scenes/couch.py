"""Couch co-op at one TV: a table whose human seats are bound to the devices that joined.

Each human seat belongs to a device ("pad:<instance id>", "keyboard:left",
"keyboard:right", "keyboard", "mouse" or "touch"); one device may hold several seats
(a shared pad passed round the sofa). A device acts only for its own seats; others'
presses are ignored, except MENU (the pause menu is everyone's). The keyboard's two
areas are two devices only while both hold seats: with one area seated, the whole
keyboard plays for it; the keys outside the areas (Escape, P, H...) act for every
keyboard seat. When a seat's pad is unplugged, that seat alone waits: bots and other
seats play on until its turn, then the table shows "Reconnect the pad for seat N" until
a pad presses a button (SDL gives a re-plugged pad a new instance id, so the first
unbound pad to press is bound to the waiting seat). Hand-offs come from TableScene;
hold-to-peek is a button (PEEK) or, for the mouse and touch, the on-screen peek button.

The save stays a plain transcript plus seats. Beside it, a small "couch note" says that
the saved game is a couch game and which device held each seat, for the resume screen
(scenes.join.RejoinScene): pads get new instance ids when the game restarts, so the
players claim their seats again instead of the note binding them.
"""

from __future__ import annotations

import pygame

from game import catalog
from game.transcript import moves_sha256
from game.data import read_json_file
from scenes.shell.input import KEYBOARD, Action, is_keyboard
from scenes.phone import table as phones
from scenes.table.table import TableScene
from scenes.ui import ACCENT, FELT_DARK, HIGHLIGHT, TEXT, panel

UNBOUND = -1      # seat_of_device for a device that holds no seat: it may not act
POINTERS = ("mouse", "touch")
NOTE_SUFFIX = ".couch"                          # the note is <save file name>.couch



def say(key: str, lang: str, **params) -> str:
    """A couch text in the language."""
    return catalog.text(f"couch.{key}", lang, **params)


def device_key(device: str) -> str:
    """A device name as bound to seats (every finger of a touch screen is "touch")."""
    return "touch" if device.startswith("touch") else device


class CouchTableScene(TableScene):
    """A TableScene whose human seats are bound to devices."""

    def __init__(self, app, game_id: str, players: int, seats: list[str],
                 bindings: dict[int, str], seed: int = 0, options: dict | None = None,
                 moves: list | None = None, play_again=None) -> None:
        super().__init__(app, game_id, players, seats, seed, options, moves=moves)
        self.play_again = play_again         # () -> a new join screen, for phone seats
        self.bindings = {int(seat): device for seat, device in bindings.items()}
        self.waiting: int | None = None      # a seat whose pad is unplugged, at its turn
        self.confirmed_at: dict[int, int] = {}   # seat -> when it last confirmed a hand-off
        self.confirmations = 0
        self.waiting_phone: int | None = None   # a phone seat to play whose phone is away

    def again(self, described: dict):
        """Play again: the same seats, each with its device (phones' seat tokens end with
        the game: with phone seats, the join screen opens again for them to scan)."""
        if "remote" in described["seats"] and self.play_again is not None:
            return self.play_again()
        return CouchTableScene(self.app, described["game"], described["players"],
                               described["seats"], self.bindings, described["seed"],
                               described["options"], play_again=self.play_again)

    # -- devices ---------------------------------------------------------------------------
    def seats_of(self, device: str) -> list[int]:
        """The seats a device holds (keyboard areas: see the module docstring)."""
        key = device_key(device)
        if is_keyboard(key):
            boards = {seat: bound for seat, bound in self.bindings.items() if is_keyboard(bound)}
            split = {"keyboard:left", "keyboard:right"} <= set(boards.values())
            return sorted(seat for seat, bound in boards.items()
                          if not split or key in (KEYBOARD, bound) or bound == KEYBOARD)
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

    def peek_seat(self, device: str) -> int | None:
        """Whose hand a device's peek shows: its seat, or, for a device passed round, the
        one of its seats that confirmed a hand-off last (None before any)."""
        seats = self.seats_of(device)
        if len(seats) == 1:
            return seats[0]
        known = [seat for seat in seats if seat in self.confirmed_at]
        return max(known, key=self.confirmed_at.__getitem__) if known else None

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

    # -- turns -----------------------------------------------------------------------------
    def _human_turn(self, seat: int) -> None:
        if seat in self.missing_seats():
            if self.waiting != seat:
                self.waiting = seat
                self.picker = self.aim = None
            return
        self.waiting = None
        super()._human_turn(seat)

    def enter(self) -> None:
        super().enter()
        phones.attach(self)      # phones get the match once the table is up (after its warm-up)

    def exit(self) -> None:
        super().exit()
        phones.leave(self)

    def _bot_turn(self, seat: int, dt: float) -> None:
        if self.seats[seat] != "remote":
            super()._bot_turn(seat, dt)
            return
        # A phone's seat: its move comes from the phone (scenes/phone/hub.py).
        self.waiting_phone = seat if phones.waiting_phone(self, seat) else None

    def _poll_hint(self) -> None:
        if self.state.is_over or self.seats[self.state.current_player] != "remote":
            super()._poll_hint()               # a phone's hint goes to its phone

    def seat_name(self, seat: int | None) -> str:
        name = phones.phone_name(self, seat) if seat is not None else None
        return name if name else super().seat_name(seat)

    log_name = seat_name

    def status_line(self) -> str:
        seat = self.state.current_player
        if not self.state.is_over and self.seats[seat] == "remote":
            return catalog.text("phone_tv.plays_on_phone", self.app.lang,
                                name=self.seat_name(seat))
        return super().status_line()

    def confirm_handoff(self, seat: int) -> None:
        self.confirmations += 1
        self.confirmed_at[seat] = self.confirmations
        super().confirm_handoff(seat)

    def save(self, match) -> None:
        """Save after every move, and the couch note beside the save."""
        if not self.save_enabled:
            return
        super().save(match)
        try:
            if self.state.is_over:
                self.app.saves.forget_file(note_path(self.app))
            else:
                write_note(self.app, self.transcript(), self.bindings)
        except OSError as exc:
            self.save_failed(exc.strerror or str(exc))

    # -- peeking ---------------------------------------------------------------------------
    def _peek(self, event) -> None:
        if len(self.humans) < 2:
            return
        if event.pressed:
            seat = self.peek_seat(event.device)
            if seat is not None:
                self._set_peek(seat)
        elif self.peeking is not None and self.peeking in self.seats_of(event.device):
            self._set_peek(None)     # another device's release leaves a peek alone

    def pointer_peek_seat(self, device: str) -> int | None:
        return self.peek_seat(device)       # the pointer's own seat

    def peek_button_shown(self) -> bool:
        """As at any table, but not while a pad is missing."""
        return self.waiting is None and super().peek_button_shown()

    def peek_button_ready(self) -> bool:
        """A mouse or touch seat has its own hand to show from the start."""
        return any(self.seats_of(p) for p in POINTERS)

    def peek_button_text(self, held: bool) -> str:
        return super().peek_button_text(held) if held else say("peek_button", self.app.lang)

    # -- input -----------------------------------------------------------------------------
    def action(self, event) -> None:
        if event.pressed and self._rebind(event.device):
            return
        if event.action is Action.PEEK:
            super().action(event)
            return
        if not event.pressed:
            return
        seats = self.seats_of(event.device)
        if seats and (self.state.is_over or self.state.current_player in seats):
            super().action(event)
        elif event.action is Action.MENU and (seats or is_keyboard(event.device)):
            self._open_pause()
        elif event.device == KEYBOARD and event.action is Action.BACK:
            self._open_pause()       # Escape always reaches the pause menu

    def _open_pause(self) -> None:
        from scenes.menus.pause import PauseScene
        self.app.stack.push(PauseScene(self.app, self))

    def pointer_may_play(self, device: str) -> bool:
        return self.state.current_player in self.seats_of(device)

    # -- drawing ---------------------------------------------------------------------------
    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The table's moving parts, then the peek button and the reconnect notice
        (their rects go with the table's: see TableScene.draw)."""
        drawn = super().draw_moving(surface)
        lang = self.app.lang
        t = self.app.text
        if self.waiting_phone is not None and not self.state.is_over \
                and self.state.current_player == self.waiting_phone:
            return drawn + phones.draw_reconnect(self, surface, self.waiting_phone)
        if self.waiting is None:
            return drawn
        box = pygame.Rect(360, 400, 1200, 260)
        panel(surface, box, FELT_DARK, ACCENT)
        drawn += [box,
                  t.blit(surface, say("reconnect", lang, n=self.waiting + 1), 56, (960, 490),
                         "center", fg=HIGHLIGHT, bold=True),
                  t.blit(surface, say("reconnect_hint", lang), 34, (960, 580), "center",
                         fg=TEXT)]
        return drawn


# -- the couch note beside the save -----------------------------------------------------------
def note_path(app):
    """Where the couch note of the app's save lives."""
    path = app.saves.path
    return path.with_name(path.name + NOTE_SUFFIX)


def write_note(app, transcript: dict, bindings: dict[int, str]) -> None:
    """Note that the saved game (exactly these moves) is a couch game, and its devices
    (written on the save's writer thread, after the save)."""
    app.saves.write_file_soon(note_path(app), {
        "game": transcript["game"], "players": transcript["players"],
        "seed": transcript["seed"], "moves_sha256": moves_sha256(transcript["moves"]),
        "devices": {str(seat): device for seat, device in sorted(bindings.items())}})


def read_note(app, transcript: dict) -> dict[int, str] | None:
    """The devices that held each seat, if the note belongs to exactly this saved game
    (None otherwise: no note, a stale one, or a damaged one)."""
    try:
        note = read_json_file(note_path(app))        # BadFile is a ValueError
        same = (note["game"] == transcript["game"] and note["players"] == transcript["players"]
                and note["seed"] == transcript["seed"]
                and note["moves_sha256"] == moves_sha256(transcript["moves"]))
        devices = {int(seat): str(device) for seat, device in note["devices"].items()}
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, AttributeError):
        return None
    players = transcript["players"]
    if not same or not devices or any(not 0 <= seat < players for seat in devices):
        return None
    return devices
