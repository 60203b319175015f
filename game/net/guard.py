"""The phone server's guards against strangers: connection deadlines and caps, and wrong
join codes. Pygame-free, and the clock is injected: tests step time, they never wait.

`Connections` keeps every TCP connection the server accepted, in the order it came, with
its stage. A connection must send a request's headers within HEADERS_WAIT seconds (of
its accept, or of the last answer on a kept-alive connection), and a WebSocket must say
a valid `hello` within HELLO_WAIT seconds of its upgrade; past that it is closed, so a
handshake takes HEADERS_WAIT + HELLO_WAIT seconds at most, accept to hello. At most `cap` connections are open (half the process's file limit, at most
MAX_CONNECTIONS: the game keeps the other half for its own files) and PER_ADDRESS from
one address: a new one past either sheds the oldest that is waiting (for headers, or
for a hello), never one being answered or joined; with none such, the new one is cut.
Overload is logged at most once every OVERLOAD_EVERY seconds, never once per accept.
The cap is checked as each accepted connection starts, and asyncio accepts up to its
listen backlog of sockets in one wake-up before any of them starts: the backlog
(`accept_backlog`) is a quarter of the cap, so that a burst fits in the half of the file
limit the cap leaves.

`CodeGuard` counts wrong typed codes. An address with CODE_TRIES wrong codes in
CODE_WINDOW seconds is locked out until they age out. Past CODE_SLOW wrong codes in all
within the window, the code is under attack: an address that already failed waits
CODE_PACE seconds between tries, while an address with no failure is still checked at
once (the guesses slow down; honest players are not shut out), and the hub shows a fresh
code on the TV.
"""

from __future__ import annotations

import asyncio
import logging
import resource
from collections import deque
from dataclasses import dataclass, field
from typing import Callable

HEADERS_WAIT = 5.0        # s from accept (or the last answer) to a request's full headers
HELLO_WAIT = 10.0         # s from the WebSocket's upgrade to a valid hello
FILE_SHARE = 2            # connections use at most 1/FILE_SHARE of the file limit
MAX_CONNECTIONS = 512     # and never more than this many
MIN_CONNECTIONS = 32      # even under a tiny file limit (the page, 16 sockets, cards)
BACKLOG_SHARE = 4         # sockets accepted in one wake-up: at most 1/4 of the cap
MAX_BACKLOG = 100         # and no more than asyncio's default backlog
PER_ADDRESS = 16          # connections from one address (a browser opens about 7)
OVERLOAD_EVERY = 60.0     # s between two "overloaded" log lines
CODE_TRIES = 5            # wrong codes from one address in CODE_WINDOW: locked out
CODE_SLOW = 20            # wrong codes from all in CODE_WINDOW: the code is under attack
CODE_WINDOW = 60.0        # s a wrong code is remembered
CODE_PACE = 10.0          # s an address that failed waits between tries under attack

WAITING, BUSY, SOCKET, JOINED = "waiting", "busy", "socket", "joined"   # stages
SHED = (WAITING, SOCKET)      # the stages a connection may be shed in
log = logging.getLogger("menagerie.phone")


def connection_cap(soft_limit: int | None = None) -> int:
    """How many connections may be open at once under a file limit (the process's soft
    RLIMIT_NOFILE by default): half of it, between MIN_ and MAX_CONNECTIONS."""
    if soft_limit is None:
        soft_limit = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    if soft_limit == resource.RLIM_INFINITY or soft_limit <= 0:
        return MAX_CONNECTIONS
    return max(MIN_CONNECTIONS, min(MAX_CONNECTIONS, soft_limit // FILE_SHARE))


def accept_backlog(cap: int) -> int:
    """The listen backlog for a connection cap: a quarter of it, 8 to MAX_BACKLOG."""
    return max(8, min(MAX_BACKLOG, cap // BACKLOG_SHARE))


class Conn:
    """One accepted connection: its address, when it came, its stage and since when."""

    __slots__ = ("peer", "opened", "since", "stage", "abort")

    def __init__(self, peer: str, now: float, abort: Callable[[], None]) -> None:
        self.peer, self.opened, self.since = peer, now, now
        self.stage = WAITING
        self.abort = abort                # closes the transport at once


class Connections:
    """The open connections, oldest first, and what must close."""

    def __init__(self, clock: Callable[[], float], cap: int | None = None,
                 per_address: int = PER_ADDRESS) -> None:
        self.clock = clock
        self.cap = connection_cap() if cap is None else cap
        self.per_address = per_address
        self.live: dict[Conn, None] = {}          # insertion order: oldest first
        self.shed = 0                             # shed since the last overload line
        self._logged: float | None = None

    def __len__(self) -> int:
        return len(self.live)

    def opened(self, conn: Conn) -> list[Conn]:
        """Take a new connection; the connections to close for it (the oldest waiting
        from its address, or in all, past a cap; itself when none is waiting)."""
        out = []
        mine = [c for c in self.live if c.peer == conn.peer]
        if len(mine) >= self.per_address:
            out.append(next((c for c in mine if c.stage in SHED), conn))
        elif len(self.live) >= self.cap:
            out.append(next((c for c in self.live if c.stage in SHED), conn))
            self._overloaded()
        if conn not in out:
            self.live[conn] = None
        for old in out:
            self.live.pop(old, None)
        return out

    def closed(self, conn: Conn) -> None:
        self.live.pop(conn, None)

    def move(self, conn: Conn, stage: str) -> None:
        """The connection reached `stage` now."""
        conn.stage, conn.since = stage, self.clock()

    def due(self) -> list[Conn]:
        """The connections past their deadline (to close now)."""
        now = self.clock()
        return [c for c in self.live
                if (c.stage == WAITING and now - c.since > HEADERS_WAIT)
                or (c.stage == SOCKET and now - c.since > HELLO_WAIT)]

    def _overloaded(self) -> None:
        self.shed += 1
        now = self.clock()
        if self._logged is None or now - self._logged >= OVERLOAD_EVERY:
            log.warning("phone server overloaded: %d connections open (cap %d); shedding "
                        "the oldest that have not joined (%d shed)", len(self.live),
                        self.cap, self.shed)
            self._logged, self.shed = now, 0


class Rate:
    """At most `count` events per key in any `window` seconds (new sockets per address,
    messages per socket)."""

    def __init__(self, count: int, window: float, keys: int = 1000) -> None:
        self.count, self.window, self.keys = count, window, keys
        self.seen: dict = {}                      # key -> when its events came

    def allow(self, key, now: float) -> bool:
        """Count one event of `key` now; False (and not counted) past the limit."""
        if len(self.seen) > self.keys:
            self.seen.clear()                     # (a flood of keys forgets, never grows)
        recent = self.seen.setdefault(key, deque())
        while recent and recent[0] < now - self.window:
            recent.popleft()
        if len(recent) >= self.count:
            return False
        recent.append(now)
        return True


@dataclass
class CodeGuard:
    """Wrong join codes, per address and in all, within CODE_WINDOW seconds."""

    failures: deque = field(default_factory=deque)     # (when, peer), oldest first

    def _trim(self, now: float) -> None:
        while self.failures and self.failures[0][0] < now - CODE_WINDOW:
            self.failures.popleft()

    def check(self, peer: str, now: float) -> str:
        """"ok" (check the code), "locked" (this address tried too often) or "wait" (the
        code is under attack and this address failed less than CODE_PACE s ago)."""
        self._trim(now)
        mine = [when for when, who in self.failures if who == peer]
        if len(mine) >= CODE_TRIES:
            return "locked"
        if self.under_attack(now) and mine and now - mine[-1] < CODE_PACE:
            return "wait"
        return "ok"

    def under_attack(self, now: float) -> bool:
        self._trim(now)
        return len(self.failures) >= CODE_SLOW

    def failed(self, peer: str, now: float) -> None:
        self.failures.append((now, peer))


class Tracked(asyncio.Protocol):
    """aiohttp's request handler for one connection, seen by the server's guard: the
    accept (which may shed older connections, or this one) and the close."""

    def __init__(self, server, handler: asyncio.Protocol) -> None:
        self.server, self.handler = server, handler
        self.conn: Conn | None = None

    def connection_made(self, transport) -> None:
        peer = transport.get_extra_info("peername")
        self.conn = Conn(peer[0] if peer else "", self.server.clock(), transport.abort)
        self.server.conn_of[self.handler] = self.conn
        self.handler.connection_made(transport)
        for old in self.server.conns.opened(self.conn):
            old.abort()

    def connection_lost(self, exc) -> None:
        self.server.conns.closed(self.conn)
        self.server.conn_of.pop(self.handler, None)
        self.handler.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        self.handler.data_received(data)

    def eof_received(self):
        return self.handler.eof_received()

    def pause_writing(self) -> None:
        self.handler.pause_writing()

    def resume_writing(self) -> None:
        self.handler.resume_writing()
