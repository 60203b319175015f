"""The host and the guest on a live link: `OnlineHost` and `OnlineGuest`.

Each ties its pure side (`HostRoom`, `GuestSeat`) to a `NatsLink` and is driven by
`poll(now)`, called by a frame loop or a headless loop: it drains what arrived, answers,
and sends what changed. Nothing here waits for the network.
"""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

from game.online.authority import HostRoom
from game.online.guest import GuestSeat
from game.online.keys import Invitation
from game.online.transport import NatsLink, subject_down, subject_up

DRAIN = 64              # frames handled per poll


class OnlineHost:
    """A hosted room on a NATS link: views go out after every move of the match."""

    def __init__(self, room: HostRoom, link: NatsLink, server: str, direct: str = "") -> None:
        self.room, self.link, self.server = room, link, server
        self.direct = direct        # the host's web server for guests on its network, or ""
        self.changed = True
        self._connections = 0
        if room.match is not None:
            self.start(room.match)
        link.subscribe(subject_up(room.room, "*"))

    def start(self, match) -> None:
        """Host this match (the lobby is over): its moves go out as views."""
        self.room.match = match
        now = self.room.clock()
        for seat in self.room.seats.values():
            seat.last_heard = max(seat.last_heard, now)     # silence counts from the start
        for kind in ("move_played", "move_undone"):
            match.subscribe(kind, self._moved)
        self.changed = True

    def _moved(self, _match, _entry) -> None:
        """Every move (and undo) goes out at once: a guest's table shows each one."""
        for out in self.room.views():
            self._send(out)

    def invitation(self, seat: int) -> Invitation:
        return replace(self.room.invitation(seat, self.server), direct=self.direct)

    def poll(self, now: float | None = None) -> int:
        """Handle what arrived and send what changed; returns the frames handled."""
        frames = self.link.drain(DRAIN)
        for subject, data in frames:
            chan = subject.rpartition(".")[2]
            for out in self.room.receive(chan, data):
                self._send(out)
        for out in self.room.hints():
            self._send(out)
        if self.room.check_away():
            self.changed = True
        if self.link.connections != self._connections:    # (re)connected: say it again
            self._connections = self.link.connections
            self.changed = True
        if self.changed:
            self.changed = False
            for out in self.room.views():
                self._send(out)
        return len(frames)

    def _send(self, out) -> None:
        self.link.publish(subject_down(self.room.room, out.channel), out.data)


class OnlineGuest:
    """A guest seat on a NATS link."""

    def __init__(self, seat: GuestSeat, link: NatsLink) -> None:
        self.seat, self.link = seat, link
        inv = seat.invitation
        self.up = subject_up(inv.room, inv.channel)
        link.subscribe(subject_down(inv.room, inv.channel))

    def poll(self, now: float) -> list[dict]:
        """Handle what arrived; send a resend, a sync or a join if due. Returns the
        messages that opened."""
        got = []
        for _subject, data in self.link.drain(DRAIN):
            message = self.seat.receive(data, now)
            if message is not None:
                got.append(message)
        if self.link.connected.is_set():
            frame = self.seat.tick(now)
            if frame is not None:
                self.link.publish(self.up, frame)
        return got

    def move(self, path: list, now: float) -> None:
        self.link.publish(self.up, self.seat.move(path, now))

    def undo(self, now: float) -> None:
        self.link.publish(self.up, self.seat.undo(now))

    def hint(self, now: float) -> None:
        self.link.publish(self.up, self.seat.hint(now))

    def sync(self, now: float) -> None:
        self.link.publish(self.up, self.seat.sync(now))

    def react(self, reaction: str, now: float) -> None:
        self.link.publish(self.up, self.seat.react(reaction, now))


def save_host(path: Path, host: OnlineHost, extra: dict) -> None:
    """Write the host's save: the transcript, the room secret and the used joins (atomic).
    The secret is the host's own: the save lives in the host's preferences folder."""
    room = host.room
    data = dict(extra, transcript=room.match.transcript(), secret=room.secret.hex(),
                friends=sorted(room.seats), names=room.names, server=host.server,
                used_joins={str(k): v for k, v in room.used_joins().items()})
    tmp = path.with_suffix(path.suffix + ".tmp")
    with open(tmp, "w", encoding="utf-8") as handle:
        json.dump(data, handle)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)
