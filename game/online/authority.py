"""The host's room: the only holder of the match, and the judge of every guest's step.

`HostRoom` is pure: it takes wire frames (`receive`) and returns the frames to send
(`Out`), so the transport and the tests drive it the same way. Every message from a
guest must open with its seat's key, carry a higher count `n` than the last, and, for a
move, carry the match's move number: a step for an old position or a duplicate is
refused (`old_move`), as is a seat that is not to play or a step that is not among the
next steps of `Match.steps(seat)`. A refusal changes nothing and answers with the code
and the seat's current view, so the guest is back in step. A guest's `undo` (take back
its last move) is decided by the match's own policy (`Match.undo`), as at the table. A
`hint` is thought by the host's bot worker, as a local table's (`Match.ask_hint`: the
hint level, in the guest's language) and sent when it comes (`hints`), if the position
has not changed meanwhile.

A flood is dropped: more than FLOOD messages from a seat within FLOOD_SECONDS. What
counts is what the guest means: the same message again within REPEAT seconds (a resend
or a sync queued with the first while the host was slow: a guest's own timers send them
no faster) is a copy, dropped quietly and not counted. A move the host plays is not
counted either: the game itself bounds those (a quick guest with forced moves once sent
46 in 0.6 s, was dropped as a flood and stalled for 9 s).

A friend silent for longer than the host's `takeover` time (guests sync every few
seconds while connected) is away: a bot of the host's level plays the seat until any
frame from the friend opens again, which gives the seat back.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable, NamedTuple

from game import GameError
from game.online import PROTOCOL
from game.online.frame import (JOIN, SESSION, FrameError, OtherSession, encode, kind_of,
                               unwrap, wrap)
from game.online.keys import (SESSION_TAG_BYTES, Invitation, SealError, channel, room_id,
                              seat_key, session_key, session_tag, watch_key)
from game.match.match import HINT_LEVEL
from game.match.workers import bot_seed
from game.online.view import step_json, told

MAX_PATH = 8                   # steps in one move's path (the longest game path is 4)
FLOOD = 40                     # messages from one seat within FLOOD_SECONDS...
FLOOD_SECONDS = 5.0            # ...beyond which its messages are dropped until calm
REPEAT = 0.5                   # seconds within which the same message again is a copy: a
                               # guest resends after 1 s and syncs after 2 s, so copies
                               # this close were queued together (a slow host), not sent
REACTIONS = ("well_played", "oops", "hurry")
REMOTE = "remote"              # the match's kind for a seat played from elsewhere
NAME_CHARS = 20
WATCHERS = 16                  # watchers' sessions held at once; one more is told "full"...
WATCHER_IDLE = 30.0            # ...unless one of them was silent this long (s): it goes
SEATED_ONLY = ("move", "undo", "hint", "react")      # what a watcher may not send


class Out(NamedTuple):
    """A frame to send to one seat's channel."""

    channel: str
    data: bytes


@dataclass
class Seat:
    """A friend seat: its invitation key, channel and current session."""

    number: int | None                  # None: a watcher
    key: bytes
    channel: str
    name: str = ""
    animal: str = ""
    lang: str = "en"
    session: bytes | None = None
    sent: int = 0                       # our count of messages in the session
    heard: int = 0                      # the highest count heard from the guest
    acked: int = -1                     # the move number the guest last said it has
    used_joins: set = field(default_factory=set)
    recent: list = field(default_factory=list)     # arrival times, for the flood limit
    intent: bytes = b""                 # the last message counted, without its count n
    intent_at: float = 0.0              # when it came
    last_heard: float = 0.0             # when a frame of this seat last opened
    away: bool = False                  # a bot plays the seat until the friend is back
    hint: tuple | None = None           # (move number, worker request) of a hint asked

    @property
    def joined(self) -> bool:
        return self.session is not None


class HostRoom:
    """A match hosted for friend seats; bots and local seats play through the match.
    Before the match starts (`match` None) the room is a lobby: guests join and see who
    is here."""

    def __init__(self, match, secret: bytes, friends: list[int], names: list[str],
                 view: Callable = told, clock: Callable[[], float] = time.monotonic,
                 used_joins: dict | None = None,
                 takeover: tuple[float, str] | None = None) -> None:
        self.match = match
        self.secret = secret
        self.room = room_id(secret)
        self.names = list(names)
        self.view = view
        self.clock = clock
        self.takeover = takeover            # (seconds of silence, bot level), or None
        self.seats: dict[int, Seat] = {}
        for number in friends:
            key = seat_key(secret, number)
            seat = self.seats[number] = Seat(number, key, channel(key))
            seat.used_joins = set((used_joins or {}).get(number, ()))
        self.by_channel = {seat.channel: seat for seat in self.seats.values()}
        key = watch_key(secret)
        self.watch = Seat(None, key, channel(key))     # joins of watchers come here
        self.watching = True                           # the host lets people watch
        self.watchers: dict[bytes, Seat] = {}          # session tag -> a watcher
        self.refused: list[tuple[int | None, str]] = []     # (seat, code), for the screen
        self.reactions: list[tuple[int, str]] = []          # (seat, reaction) not yet shown

    def keep_only(self, friends: list[int]) -> None:
        """At the start: the seats that are not friends after all stop taking frames."""
        for number in [n for n in self.seats if n not in friends]:
            del self.by_channel[self.seats.pop(number).channel]

    def invitation(self, seat: int | None, server: str) -> Invitation:
        """The invitation of one friend seat (None: the watchers')."""
        key = self.watch.key if seat is None else self.seats[seat].key
        return Invitation(server, self.room, seat, key)

    def refuse_watchers(self) -> None:
        """The host lets nobody watch (any more): watchers' frames are not taken."""
        self.watching = False
        self.watchers.clear()

    def _watcher(self, data: bytes) -> Seat | None:
        """The watcher a frame on the watchers' channel is from: a new one for a join
        (sharing the channel's flood count and used joins), else by its session's tag."""
        if kind_of(data) == JOIN:
            return Seat(None, self.watch.key, self.watch.channel,
                        used_joins=self.watch.used_joins, recent=self.watch.recent)
        return self.watchers.get(data[1:1 + SESSION_TAG_BYTES])

    def check_away(self) -> list[int]:
        """Seats whose friend has been silent past the takeover time: a bot plays them
        from now on. Returns the seats taken over now."""
        if self.takeover is None or self.match is None or self.match.is_over:
            return []
        seconds, level = self.takeover
        now, taken = self.clock(), []
        for seat in self.seats.values():
            if not seat.away and now - seat.last_heard > seconds:
                seat.away = True
                self.match.seats[seat.number] = level
                taken.append(seat.number)
        return taken

    def _heard(self, seat: Seat, now: float) -> None:
        seat.last_heard = now
        if seat.away:                        # the friend is back: the seat is theirs
            seat.away = False
            if self.match is not None:
                self.match.seats[seat.number] = REMOTE
                self.match.cancel_bot()

    def used_joins(self) -> dict[int, list[str]]:
        """The join ids each seat has used (saved, so an old join is refused after a
        restart too)."""
        return {n: sorted(s.used_joins) for n, s in self.seats.items()}

    # -- sending --------------------------------------------------------------------------
    def _send(self, seat: Seat, message: dict) -> Out:
        seat.sent += 1
        return Out(seat.channel, wrap(SESSION, seat.session, dict(message, n=seat.sent)))

    def views(self) -> list[Out]:
        """Every joined seat's current view (after a move, a join or a reconnection)."""
        return [self._send(seat, self._view_message(seat)) for seat in self._joined()]

    def _joined(self) -> list[Seat]:
        return [s for s in self.seats.values() if s.joined] + list(self.watchers.values())

    def _view_message(self, seat: Seat) -> dict:
        if self.match is None:
            return {"type": "lobby", "names": self.names, "watchers": len(self.watchers),
                    "joined": sorted(n for n, s in self.seats.items() if s.joined)}
        return dict(self.view(self.match, seat.number, self.names), type="view")

    def _refuse(self, seat: Seat, code: str, detail: str,
                about: dict | None = None) -> list[Out]:
        """An error and the seat's view. A refused move or undo's error names the move
        number it was sent for, so a guest drops only that one from its pending."""
        self.refused.append((seat.number, code))
        error = {"type": "error", "code": code, "message": detail}
        if about is not None and isinstance(about.get("move_number"), int):
            error["move_number"] = about["move_number"]
        return [self._send(seat, error), self._send(seat, self._view_message(seat))]

    # -- receiving ------------------------------------------------------------------------
    def receive(self, chan: str, data: bytes) -> list[Out]:
        """Handle one frame from a seat's channel; returns the frames to send."""
        seat = self.by_channel.get(chan)
        if chan == self.watch.channel and self.watching:
            seat = self._watcher(data) or Seat(None, b"", chan, recent=self.watch.recent)
        if seat is None:
            self.refused.append((None, "unknown_channel"))
            return []
        now = self.clock()
        seat.recent[:] = [t for t in seat.recent if now - t < FLOOD_SECONDS]
        if len(seat.recent) >= FLOOD:
            seat.recent.append(now)         # a flood keeps itself out until it calms down
            self.refused.append((seat.number, "flood"))
            return []
        kind = kind_of(data)
        try:
            if kind == JOIN:
                seat.recent.append(now)
                return self._join(seat, unwrap(data, seat.key))
            if kind == SESSION and seat.joined:
                message = unwrap(data, seat.session)
            else:
                raise OtherSession("a message for no session")
        except OtherSession:        # sent after a join this host never heard (lost on the
            seat.recent.append(now)                                # way, or before a
            self.refused.append((seat.number, "other_session"))    # restart): it rejoins
            return []
        except (FrameError, SealError):
            seat.recent.append(now)
            self.refused.append((seat.number, "bad_message"))
            return []
        count = message.get("n")
        if not isinstance(count, int) or count <= seat.heard:
            seat.recent.append(now)
            self.refused.append((seat.number, "replayed"))
            return []
        seat.heard = count
        self._heard(seat, now)
        intent = encode({k: v for k, v in message.items() if k != "n"})
        if seat.intent == intent and now - seat.intent_at < REPEAT:
            self.refused.append((seat.number, "repeat"))   # a copy queued with the first
            return []                                      # (not counted: it costs nothing)
        seat.intent, seat.intent_at = intent, now
        seat.recent.append(now)
        if seat.number is None and message["type"] in SEATED_ONLY:
            return self._refuse(seat, "watcher", "a watcher does not play")
        handler = {"move": self._move, "undo": self._undo, "hint": self._hint,
                   "sync": self._sync, "react": self._react}.get(message["type"])
        if handler is None:
            return self._refuse(seat, "bad_message", f"unknown type {message['type'][:20]!r}")
        played = self.match is not None and len(self.match.moves_json)
        out = handler(seat, message)
        if message["type"] == "move" and self.match is not None \
                and len(self.match.moves_json) > played:
            seat.recent.pop()                # a move played is the game, never a flood
        return out

    def _join(self, seat: Seat, message: dict) -> list[Out]:
        join = message.get("join")
        if message.get("type") != "join" or not isinstance(join, str) or len(join) != 32:
            self.refused.append((seat.number, "bad_message"))
            return []
        if join in seat.used_joins:
            self.refused.append((seat.number, "replayed"))
            return []
        seat.used_joins.add(join)
        self._heard(seat, self.clock())
        seat.session, seat.sent, seat.heard = session_key(seat.key, bytes.fromhex(join)), 0, 0
        if seat.number is None:                        # a watcher: a session of its own
            if not self._room_for_a_watcher():
                self.refused.append((None, "full"))
                return [self._send(seat, {"type": "error", "code": "full",
                                          "message": f"{WATCHERS} watchers at most"})]
            self.watchers[session_tag(seat.session)] = seat
            seat.recent = [now for now in seat.recent[-1:]]    # its own count from now on
        if message.get("version") != PROTOCOL:
            return self._refuse(seat, "version", f"the host speaks online version {PROTOCOL}, "
                                f"the guest {str(message.get('version'))[:10]}")
        name = message.get("name")
        if isinstance(name, str) and name.strip():
            seat.name = "".join(c for c in name.strip() if c.isprintable())[:NAME_CHARS]
            if seat.number is not None:
                self.names[seat.number] = seat.name
        animal = message.get("animal")
        seat.animal = animal[:NAME_CHARS] if isinstance(animal, str) else ""
        lang = message.get("lang")
        seat.lang = lang if isinstance(lang, str) and lang.isalpha() and len(lang) <= 8 \
            else "en"
        welcome = self._send(seat, {"type": "welcome", "seat": seat.number,
                                    "version": PROTOCOL})
        return [welcome] + self.views()

    def _room_for_a_watcher(self) -> bool:
        """Whether one more watcher fits: watchers silent for WATCHER_IDLE seconds (a
        live one syncs every few seconds) make room first."""
        now = self.clock()
        for tag, watcher in list(self.watchers.items()):
            if now - watcher.last_heard > WATCHER_IDLE:
                del self.watchers[tag]
        return len(self.watchers) < WATCHERS

    def _sync(self, seat: Seat, message: dict) -> list[Out]:
        if isinstance(message.get("have"), int):
            seat.acked = message["have"]
        if self.match is not None and message.get("have") == len(self.match.moves_json):
            return [self._send(seat, {"type": "here", "move_number": message["have"]})]
        return [self._send(seat, self._view_message(seat))]

    def _react(self, seat: Seat, message: dict) -> list[Out]:
        reaction = message.get("reaction")
        if reaction not in REACTIONS:
            return self._refuse(seat, "bad_message", "not a known reaction")
        self.reactions.append((seat.number, reaction))
        shown = {"type": "reaction", "seat": seat.number, "reaction": reaction}
        return [self._send(other, shown) for other in self._joined()]

    def _off_position(self, seat: Seat, message: dict, what: str) -> list[Out] | None:
        """The refusal of a move or an undo sent before the game or for another position
        than the match's, else None."""
        if self.match is None:
            return self._refuse(seat, "not_started", "the game has not started", message)
        if message.get("move_number") != len(self.match.moves_json):
            return self._refuse(seat, "old_move", f"{what} for another position", message)
        return None

    def _move(self, seat: Seat, message: dict) -> list[Out]:
        refused = self._off_position(seat, message, "a step")
        if refused is not None:
            return refused
        match = self.match
        if match.current != seat.number:
            return self._refuse(seat, "not_your_turn", "not this seat's turn", message)
        path = message.get("path")
        if not isinstance(path, list) or not 0 < len(path) <= MAX_PATH:
            return self._refuse(seat, "bad_message", "a move is a list of steps", message)
        tree = match.steps(seat.number)
        move = None
        for wanted in path:
            step = next((s for s in tree.next_steps() if step_json(match.game, s) == wanted),
                        None)
            if step is None or move is not None:
                return self._refuse(seat, "illegal_step", "a step that is not among the next",
                                    message)
            move = tree.choose(step)
        if move is None:
            return self._refuse(seat, "illegal_step", "a move left unfinished", message)
        try:
            match.play(move)
        except GameError as exc:
            return self._refuse(seat, "illegal_step", str(exc)[:120], message)
        return []          # the match's listener sends everyone's views

    def _undo(self, seat: Seat, message: dict) -> list[Out]:
        refused = self._off_position(seat, message, "an undo")
        if refused is not None:
            return refused
        match = self.match
        if match.current != seat.number or not match.log \
                or match.log[-1].seat != seat.number:
            return self._refuse(seat, "undo_refused", "not this seat's move to take back",
                                message)
        try:
            match.undo()
        except GameError as exc:
            return self._refuse(seat, "undo_refused", str(exc)[:120])
        return []          # the match's listener sends everyone's views

    def _hint(self, seat: Seat, message: dict) -> list[Out]:
        match = self.match
        if match is None or match.current != seat.number \
                or message.get("move_number") != len(match.moves_json):
            return self._refuse(seat, "old_move", "a hint for another position")
        if match.worker is None:
            return self._refuse(seat, "no_hint", "this host has no bot to give hints")
        if seat.hint is None or seat.hint[0] != len(match.moves_json):
            number = len(match.moves_json)
            seat.hint = (number, match.worker.submit(
                match.state, HINT_LEVEL, seed=bot_seed(match.seed, number, seat.number),
                kind="suggest", lang=seat.lang))
        return []

    def hints(self) -> list[Out]:
        """The hints whose answer has come (polled once a frame, never waited for)."""
        outs = []
        for seat in self.seats.values():
            if seat.hint is None or self.match is None or self.match.worker is None:
                continue
            number, request = seat.hint
            reply = self.match.worker.poll(request)
            if reply is None:
                continue
            seat.hint = None
            if reply.move is not None and number == len(self.match.moves_json) \
                    and seat.joined:
                outs.append(self._send(seat, {
                    "type": "hint", "move_number": number,
                    "move": self.match.game.move_to_json(reply.move),
                    "reason": str(reply.reason or "")[:200]}))
        return outs
