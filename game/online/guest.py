"""A guest's side of one seat: join, keep what it is told, send moves, resend, rejoin.

`GuestSeat` is pure like the host's room: it makes frames and takes frames, and its
`tick(now)` says what to send when nothing came: the pending move again (`RESEND`
seconds after it was sent and no newer view came), a `sync` when the table was quiet
(`QUIET` seconds), and a fresh join after `SILENT_SYNCS` of these went unanswered (the
host restarted, or the session was lost). Resending is safe: a move (or an undo) carries
the move number it was chosen at, so the host applies it once and refuses the copies.

What the host tells is read back as a `Told` (the seat's `SeatFeed`, checked field by
field): `told` is the latest, and `arrived` keeps each one in order for a table that
shows every move (`game.online.remote.RemoteMatch` takes them).
"""

from __future__ import annotations

from game.online import PROTOCOL
from game.match.feed import FeedError
from game.online.frame import JOIN, SESSION, FrameError, OtherSession, kind_of, unwrap, wrap
from game.online.keys import Invitation, SealError, new_join_id, session_key
from game.online.view import Told, read_told

RESEND = 1.0            # seconds before a move without an answer is sent again
QUIET = 2.0             # seconds without a message before asking the host where it is
SILENT_SYNCS = 3        # unanswered resends or syncs before joining again
KEPT = 8                # feeds kept in `arrived` for a table that is behind


class GuestSeat:
    """One seat played from this screen, through an invitation."""

    def __init__(self, invitation: Invitation, name: str = "", animal: str = "",
                 lang: str = "en") -> None:
        self.invitation = invitation
        self.name, self.animal, self.lang = name, animal, lang
        self.lobby: dict | None = None          # who is here, before the game starts
        self.session: bytes | None = None
        self.sent = self.heard = 0
        self.told: Told | None = None          # the latest feed the host sent
        self.arrived: list[Told] = []          # every feed since a table last took them
        self.welcomed = False
        self.error: dict | None = None          # the host's last refusal
        self.reactions: list[tuple[int, str]] = []
        self.hints: list[dict] = []             # the host's hints, for the table to take
        self.pending: dict | None = None        # the move (or undo) sent, not yet seen done
        self.last_sent = self.last_heard = 0.0
        self.unanswered = 0
        self.joins = 0
        self.bad_frames = 0

    @property
    def move_number(self) -> int:
        return self.told.feed.move_number if self.told else -1

    def join(self, now: float) -> bytes:
        """A join frame (a fresh session: the old one stops opening)."""
        join_id = new_join_id()
        self.session = session_key(self.invitation.key, join_id)
        self.sent = self.heard = 0
        self.joins += 1
        self.unanswered = 0
        self.last_sent = self.last_heard = now
        message = {"type": "join", "join": join_id.hex(), "version": PROTOCOL,
                   "name": self.name, "animal": self.animal, "lang": self.lang, "n": 0}
        return wrap(JOIN, self.invitation.key, message)

    def _frame(self, message: dict, now: float) -> bytes:
        self.sent += 1
        self.last_sent = now
        return wrap(SESSION, self.session, dict(message, n=self.sent))

    def move(self, path: list, now: float) -> bytes:
        """A move frame: the path of steps of one of the view's `paths`."""
        self.pending = {"type": "move", "move_number": self.move_number, "path": path}
        return self._frame(self.pending, now)

    def undo(self, now: float) -> bytes:
        """Ask the host to take back this seat's last move (it decides)."""
        self.pending = {"type": "undo", "move_number": self.move_number}
        return self._frame(self.pending, now)

    def hint(self, now: float) -> bytes:
        """Ask the host for a hint at this position (it answers with a `hint`)."""
        return self._frame({"type": "hint", "move_number": self.move_number}, now)

    def sync(self, now: float) -> bytes:
        """Tell the host which move number this seat has (it answers if that is old)."""
        return self._frame({"type": "sync", "have": self.move_number}, now)

    def react(self, reaction: str, now: float) -> bytes:
        """A quick reaction (well_played, oops, hurry)."""
        return self._frame({"type": "react", "reaction": reaction}, now)

    def receive(self, data: bytes, now: float) -> dict | None:
        """Take one frame from the host; returns its message, or None if refused."""
        if self.session is None or kind_of(data) != SESSION:
            self.bad_frames += 1
            return None
        try:
            message = unwrap(data, self.session)
        except OtherSession:
            if self.invitation.seat is None:     # another watcher's, on the shared channel
                return None
            self.bad_frames += 1
            return None
        except (FrameError, SealError):
            self.bad_frames += 1
            return None
        count = message.get("n")
        if not isinstance(count, int) or count <= self.heard:
            self.bad_frames += 1
            return None
        self.heard, self.last_heard, self.unanswered = count, now, 0
        kind = message["type"]
        if kind == "welcome":
            self.welcomed = True
        elif kind == "view":
            try:
                self.told = read_told(message)
            except FeedError:
                self.bad_frames += 1
                return None
            self.arrived = self.arrived[1 - KEPT:] + [self.told]
            if self.pending and self.pending["move_number"] != self.move_number:
                self.pending = None            # the move was played (or overtaken)
        elif kind == "lobby":
            self.lobby = message
        elif kind == "error":
            self.error = message
            about = message.get("move_number")
            if self.pending and about in (None, self.pending["move_number"]):
                self.pending = None            # refused: the view that follows is the truth
        elif kind == "hint":
            self.hints.append(message)
        elif kind == "reaction":
            self.reactions.append((message.get("seat"), message.get("reaction")))
        return message

    def tick(self, now: float) -> bytes | None:
        """What to send when nothing else is sent: a resend, a sync or a rejoin."""
        if self.session is None:
            return self.join(now)
        due = RESEND if self.pending else QUIET
        if now - max(self.last_heard, self.last_sent) < due:
            return None
        if self.unanswered >= SILENT_SYNCS:
            return self.join(now)
        self.unanswered += 1
        return self._frame(self.pending, now) if self.pending else self.sync(now)
