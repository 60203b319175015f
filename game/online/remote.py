"""The match as a guest knows it: the host's feeds in, steps out. No engine runs here.

A guest's table is the game's own table scene (`scenes.online.guesttable`) whose match
is a `RemoteMatch`. It answers what a table asks of a match (whose turn, the seat's
steps, the log, the undo offer) from the latest `SeatFeed` the host sent, and tells
the table's listeners "move_played" and "move_undone" when a new feed shows a move
played or taken back, with the events as this seat may see them, so the layouts animate
as they do at home. `play(move)` sends the move's path of steps to the host and changes
nothing here; `undo()` asks the host, which decides by the match's own policy. Feeds are
taken one at a time (`advance`), when the table is ready to show the next move.
"""

from __future__ import annotations

import time
from typing import Callable

from game import GameError, IllegalMove
from game.match.match import (HUMAN, LISTENED, MOVE_PLAYED, MOVE_UNDONE, REMOTE, Listened,
                              LogEntry)
from game.match.steps import StepTree
from game.online.view import Told, path_json

BEHIND = 3              # feeds waiting beyond which the table skips to the latest


class FeedState:
    """The few facts of the game a table reads of a state, from the feed: never the
    engine's state (a guest has none)."""

    def __init__(self, remote: "RemoteMatch") -> None:
        self._remote = remote

    players = property(lambda self: self._remote.feed.players)
    is_over = property(lambda self: self._remote.feed.is_over)

    @property
    def current_player(self) -> int:
        current = self._remote.feed.current
        return current if current is not None else 0

    def observe(self, _viewer: int | None) -> dict:
        """The observation the host sent (the only one this screen has)."""
        return self._remote.feed.obs

    def setup_events(self) -> tuple:
        """The deal's events as the host told them (none once a move is played)."""
        return self._remote.told.setup if not self._remote.feed.history else ()

    def scores(self) -> list:
        return list(self._remote.told.scores or [])

    def winners(self) -> list:
        return list(self._remote.told.winners or [])


class RemoteMatch(Listened):
    """A match played at the host's: `guest` is an `OnlineGuest` (or anything with its
    `seat`, `move(path, now)` and `undo(now)`)."""

    def __init__(self, guest, clock: Callable[[], float] = time.monotonic) -> None:
        told = guest.seat.told
        self.guest, self.told, self.clock = guest, told, clock
        self.game = told.game
        self.options = dict(told.options)
        self.seed = None                     # the deal number stays the host's secret
        self.worker = None
        self.request = self.hint_request = None
        self.resumed_moves = len(told.feed.history)
        self.state = FeedState(self)
        self._kept_for, self._kept_lists = None, ([], [])
        self._listeners: dict[str, list[Callable]] = {kind: [] for kind in LISTENED}
        guest.seat.arrived.clear()           # (the table starts from the latest)

    # -- what the feed says ---------------------------------------------------------------
    feed = property(lambda self: self.told.feed)
    players = property(lambda self: self.feed.players)
    current = property(lambda self: self.feed.current)
    is_over = property(lambda self: self.feed.is_over)

    @property
    def seats(self) -> list[str]:
        """Each seat's kind as this screen sees it: its own seat a person here, other
        people "remote", bots their level."""
        return [HUMAN if seat == self.feed.seat else REMOTE if kind in (HUMAN, REMOTE)
                else kind for seat, kind in enumerate(self.feed.kinds)]

    @property
    def humans(self) -> list[int]:
        return [] if self.feed.seat is None else [self.feed.seat]

    @property
    def first_seat(self) -> int | None:
        history = self.feed.history
        return history[0][0] if history else self.feed.current

    @property
    def log(self) -> list[LogEntry]:
        """Every move as this seat may read it (kept per feed: tables read it often)."""
        return self._kept()[0]

    @property
    def moves_json(self) -> list:
        """The moves so far as this seat may read them (None for another's secret)."""
        return self._kept()[1]

    def _kept(self) -> tuple[list, list]:
        """The log and the moves' JSON of the current feed (made once per feed)."""
        if self._kept_for is not self.told:
            history = self.feed.history
            self._kept_for, self._kept_lists = self.told, (
                [LogEntry(*entry) for entry in history],
                [None if move is None else self.game.move_to_json(move)
                 for _seat, move, _events in history])
        return self._kept_lists

    @property
    def waiting(self) -> bool:
        """Whether a move or an undo is out and the host has not answered yet."""
        return self.guest.seat.pending is not None

    def is_bot(self, seat: int) -> bool:
        return self.seats[seat] not in (HUMAN, REMOTE)

    def legal_moves(self, seat: int | None) -> list:
        return list(self.feed.legal) if seat == self.feed.seat else []

    def observe(self, _viewer: int | None) -> dict:
        return self.feed.obs

    def steps(self, seat: int | None) -> StepTree:
        """The seat's steps, from the feed (none while a move is out)."""
        if seat != self.feed.seat or self.waiting:
            return StepTree([], lambda move: ())
        return self.feed.steps()

    def history(self, _viewer: int | None) -> tuple:
        return tuple((seat, events) for seat, _move, events in self.feed.history)

    def undo_offered(self) -> bool:
        return self.feed.undo_offered and not self.waiting

    def transcript(self) -> dict:
        """What this seat may know of the game (a guest cannot replay it: no seed)."""
        return {"game": self.game.id, "players": self.players, "seed": None,
                "options": dict(self.options), "moves": self.moves_json}

    def start(self) -> None:
        """(The host started the match.)"""

    def advance(self) -> bool:
        """Take the next feed the host sent, telling the listeners what it shows: a move
        played, or taken back. True if the feed changed otherwise (the same position
        told anew: an undo offer, a seat's kind), for the table to look again."""
        arrived = self.guest.seat.arrived
        if not arrived:
            return False
        told = arrived[-1] if len(arrived) > BEHIND else arrived[0]
        del arrived[:arrived.index(told) + 1]
        old, new = self.feed.history, told.feed.history
        same = 0
        while same < min(len(old), len(new)) and old[same] == new[same]:
            same += 1
        changed = told.feed != self.feed
        self.told = told
        if told.feed.move_number != self.hint_request:
            self.hint_request = None             # (a hint asked before a move: dropped)
        if len(old) > same:                  # taken back (by this seat or another)
            self._emit(MOVE_UNDONE, LogEntry(*old[-1]))
        if len(new) > same:
            played = new[same:]
            events = tuple(e for _seat, _move, viewed in played for e in viewed)
            self._emit(MOVE_PLAYED, LogEntry(played[-1][0], played[-1][1], events))
        return changed and len(old) == same == len(new)

    # -- playing: sent to the host, done when its feed says so ----------------------------
    def play(self, move) -> None:
        """Send `move` (one of the feed's legal moves) as its path of steps."""
        if self.waiting:
            raise GameError("waiting for the host's answer")
        path = self.feed.steps().paths.get(move)
        if path is None or not self.feed.my_turn:
            raise IllegalMove(f"not a legal move now: {move!r:.80}")
        self.guest.move(path_json(self.game, path), self.clock())

    def undo(self) -> None:
        """Ask the host to take back this seat's last move."""
        if not self.undo_offered():
            raise GameError("nothing of this turn can be taken back")
        self.guest.undo(self.clock())

    # -- what a local match does that a guest leaves to the host (hints: asked of it) -----
    def ask_bot(self) -> bool:
        return False

    def take_bot_move(self):
        return None

    def cancel_bot(self) -> None:
        pass

    def ask_hint(self, _lang: str) -> bool:
        """Ask the host's bots for a hint (in the language the guest joined with)."""
        if not self.feed.my_turn or self.waiting or self.hint_request is not None:
            return False
        self.hint_request = self.feed.move_number
        self.guest.hint(self.clock())
        return True

    def take_hint(self):
        """The hint's (move, reason) if the host's answer for this position has come."""
        hints, self.guest.seat.hints = self.guest.seat.hints, []
        for hint in hints:
            if self.hint_request is None or hint.get("move_number") != self.hint_request \
                    or self.hint_request != self.feed.move_number:
                continue
            try:
                move = self.game.move_from_json(hint.get("move"))
            except GameError:
                continue
            if move in self.feed.legal:
                self.hint_request = None
                return move, str(hint.get("reason", ""))
        return None

    def cancel_hint(self) -> None:
        self.hint_request = None

    def close(self) -> None:
        pass
