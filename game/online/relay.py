"""The direct path on the host's side: a WebSocket route that stands in for NATS.

On the same network a guest may connect straight to the host's web server (the one
phones use) instead of a NATS server. `DirectRoute` is that server's `/online` route: a
socket names the room and channel it speaks for (`/online?room=ROOM&chan=CHAN`, the
two names of its NATS subjects) and carries binary messages, the very same sealed frames
as on NATS. What a socket sends reaches the host's room as if published on
`subject_up(room, chan)`; what the host publishes on `subject_down(room, chan)` goes to
every socket of that channel. The route holds no key: it learns what a NATS server
learns (addresses, the room and channel ids, sizes and timing).

`HostEnd` is the host's side of the route, shaped like `NatsLink` (start, subscribe,
publish, drain, close...), and `Links` joins several links into one, so a host has
guests on NATS and on the direct path at once and `OnlineHost` is none the wiser.

The phone server's guards, with this path's numbers: a request that carries an Origin
(every web page's socket does) is refused, so no page in a browser can open the route;
at most CONNECT_COUNT tries per address in CONNECT_WINDOW seconds (refused ones count,
so a search for rooms is slow); the room must be hosted here and the channel be a
channel's shape; at most SOCKETS_PER_ADDRESS open sockets per address, MAX_SOCKETS in
all; messages of at most MAX_WIRE bytes (a frame's own limit); FLOOD_COUNT messages per
socket in FLOOD_WINDOW seconds, past which the socket is closed; CHANNEL_SOCKETS per
channel (a newer socket closes the oldest: a guest coming back after a cut is not kept
out by its own half-dead socket). The server's `guard.Connections` deadline holds a
socket until it is accepted here.
"""

from __future__ import annotations

import asyncio
import queue
import re
import threading
import time
from collections import deque

from aiohttp import WSMsgType, web

from game.net.guard import JOINED, Rate
from game.online.frame import MAX_WIRE
from game.online.transport import PREFIX, subject_up, take

PATH = "/online"
MAX_SOCKETS = 32                   # direct sockets in all (a table has at most 7 friends)
SOCKETS_PER_ADDRESS = 4            # open sockets from one address (a guest needs one)
CHANNEL_SOCKETS = 2                # sockets on one channel: the newest two
CONNECT_COUNT, CONNECT_WINDOW = 20, 10.0   # new sockets from one address in that many s
FLOOD_COUNT, FLOOD_WINDOW = 80, 5.0        # (the room itself drops past 40 in 5 s a seat)
SOCKET_OUTBOX = 256                # frames waiting for a slow socket; beyond, dropped
HEARTBEAT = 10.0                   # seconds between pings: a dead socket goes in 2 of them
DRAIN_EVERY = 0.008                # seconds between two looks at the hosts' outbox
CLOSE_FLOOD, CLOSE_GONE, CLOSE_REPLACED = 4008, 4004, 4009
INBOX_LIMIT = 10_000
ROOM = re.compile(r"[0-9a-f]{24}")
CHANNEL = re.compile(r"[0-9a-f]{16}")
UP_ALL = re.compile(rf"{PREFIX}\.([0-9a-f]{{24}})\.up\.\*")
DOWN = re.compile(rf"{PREFIX}\.([0-9a-f]{{24}})\.down\.([0-9a-f]{{16}})")


class Socket:
    """One open direct socket: its channel, address and queue of frames to write."""

    __slots__ = ("ws", "peer", "room", "chan", "outbox")

    def __init__(self, ws, peer: str, room: str, chan: str) -> None:
        self.ws, self.peer, self.room, self.chan = ws, peer, room, chan
        self.outbox: asyncio.Queue = asyncio.Queue(SOCKET_OUTBOX)


class DirectRoute:
    """The `/online` route of a web server, and the rooms hosted behind it."""

    def __init__(self, clock=time.monotonic) -> None:
        self.clock = clock
        self.rooms: dict[str, HostEnd] = {}          # room id -> the host's end
        self.sockets: dict[tuple[str, str], list[Socket]] = {}
        self.outbox: queue.SimpleQueue = queue.SimpleQueue()   # (room, chan, frame)
        self.refused: list[int] = []                 # HTTP statuses of refused sockets
        self.dropped = 0                             # frames a slow socket never got
        self.serving = threading.Event()             # the server's loop runs the route
        self.server = None                           # whose guard.Connections to tell
        self._connects = Rate(CONNECT_COUNT, CONNECT_WINDOW)

    def attach(self, app: web.Application, server=None) -> None:
        """Add the route to an aiohttp application; `server` (with `conns` and
        `conn_of`, as the phone server has) hears when a socket is accepted."""
        self.server = server
        app.router.add_get(PATH, self.socket)
        app.cleanup_ctx.append(self._drain_task)

    def end(self, name: str = "direct") -> "HostEnd":
        """A host's end of this route, to give `OnlineHost` (alone or in `Links`)."""
        return HostEnd(self, name)

    # -- the server's loop ------------------------------------------------------------------
    async def _drain_task(self, _app):
        task = asyncio.ensure_future(self._drain())
        self.serving.set()
        yield
        self.serving.clear()
        task.cancel()

    async def _drain(self) -> None:
        """Hand the hosts' frames to their sockets, every DRAIN_EVERY seconds (the frame
        loop makes no system call to wake this loop; see scenes/phone/server.py)."""
        while True:
            while True:
                try:
                    room, chan, frame = self.outbox.get_nowait()
                except queue.Empty:
                    break
                if frame is None:                    # the room is no longer hosted here
                    self._close_room(room)
                    continue
                for held in self.sockets.get((room, chan), ()):
                    try:
                        held.outbox.put_nowait(frame)
                    except asyncio.QueueFull:
                        self.dropped += 1
            await asyncio.sleep(DRAIN_EVERY)

    def _close_room(self, room: str) -> None:
        for (held_room, _chan), socks in list(self.sockets.items()):
            for held in socks if held_room == room else ():
                asyncio.ensure_future(held.ws.close(code=CLOSE_GONE,
                                                    message=b"the room is not hosted"))

    def _refusal(self, request) -> web.HTTPException | None:
        """Why a socket may not open (None: it may)."""
        if "Origin" in request.headers:
            return web.HTTPForbidden(text="not for web pages\n")
        peer = request.remote or ""
        if not self._connects.allow(peer, self.clock()):     # (every try counts: a
            return web.HTTPTooManyRequests(text="too many connections, wait a little\n")
        room, chan = request.query.get("room", ""), request.query.get("chan", "")
        if not ROOM.fullmatch(room) or not CHANNEL.fullmatch(chan) or room not in self.rooms:
            return web.HTTPNotFound(text="no such room here\n")       # search is slow)
        held = [h for socks in self.sockets.values() for h in socks]
        if sum(h.peer == peer for h in held) >= SOCKETS_PER_ADDRESS:
            return web.HTTPTooManyRequests(text="too many sockets from this address\n")
        if len(held) >= MAX_SOCKETS:
            return web.HTTPServiceUnavailable(text="too many guests\n")
        return None

    async def socket(self, request) -> web.StreamResponse:
        """One guest's socket: its frames up to the room, its channel's frames down."""
        refusal = self._refusal(request)
        if refusal is not None:
            self.refused.append(refusal.status)
            raise refusal
        ws = web.WebSocketResponse(max_msg_size=MAX_WIRE, heartbeat=HEARTBEAT, compress=False)
        await ws.prepare(request)
        if self.server is not None:
            conn = self.server.conn_of.get(request.protocol)
            if conn is not None:
                self.server.conns.move(conn, JOINED)
        room, chan = request.query["room"], request.query["chan"]
        held = Socket(ws, request.remote or "", room, chan)
        mates = self.sockets.setdefault((room, chan), [])
        mates.append(held)
        while len(mates) > CHANNEL_SOCKETS:          # (not awaited: a dead peer never answers)
            asyncio.ensure_future(mates.pop(0).ws.close(code=CLOSE_REPLACED,
                                                        message=b"replaced"))
        writer = asyncio.ensure_future(self._write(held))
        try:
            await self._read(held, subject_up(room, chan))
        finally:
            writer.cancel()
            if held in mates:
                mates.remove(held)
            if not mates and self.sockets.get((room, chan)) is mates:
                del self.sockets[(room, chan)]
        return ws

    async def _read(self, held: Socket, subject: str) -> None:
        flood = Rate(FLOOD_COUNT, FLOOD_WINDOW)
        async for message in held.ws:
            if message.type != WSMsgType.BINARY:
                return                   # text, an error (too big: closed with 1009), close
            if not flood.allow(0, self.clock()):
                await held.ws.close(code=CLOSE_FLOOD, message=b"flood")
                return
            end = self.rooms.get(held.room)
            if end is None:
                await held.ws.close(code=CLOSE_GONE, message=b"the room is not hosted")
                return
            end.arrive(subject, message.data)

    async def _write(self, held: Socket) -> None:
        while True:
            frame = await held.outbox.get()
            try:
                await held.ws.send_bytes(frame)
            except (ConnectionError, RuntimeError):
                return


class HostEnd:
    """The host's end of the direct route, shaped like `NatsLink`: up-frames of its room
    arrive in `inbox`; `publish` on a down subject goes to that channel's sockets."""

    def __init__(self, route: DirectRoute, name: str = "direct") -> None:
        self.route, self.name = route, name
        self.inbox: queue.Queue = queue.Queue(INBOX_LIMIT)
        self.connected = route.serving
        self.arrived = threading.Event()
        self.connections = 1             # the route does not reconnect: guests do
        self.problem = ""
        self.dropped = 0
        self.rooms: list[str] = []

    def start(self) -> "HostEnd":
        return self

    def subscribe(self, subject: str) -> None:
        """Take a room's up-frames (`menagerie.ROOM.up.*`); other subjects have no
        sockets on this path."""
        found = UP_ALL.fullmatch(subject)
        if found:
            self.rooms.append(found.group(1))
            self.route.rooms[found.group(1)] = self

    def publish(self, subject: str, data: bytes) -> None:
        """Queue a frame for the sockets of a down subject's channel; never blocks."""
        found = DOWN.fullmatch(subject)
        if found:
            self.route.outbox.put((found.group(1), found.group(2), data))

    def arrive(self, subject: str, data: bytes) -> None:
        """(The server's loop) a frame from a socket of this room."""
        try:
            self.inbox.put_nowait((subject, data))
            self.arrived.set()
        except queue.Full:
            self.dropped += 1

    def drain(self, limit: int = 64) -> list[tuple[str, bytes]]:
        """Up to `limit` frames that arrived, oldest first."""
        return take(self.inbox, limit)

    def close(self, wait: bool = False) -> None:
        """Stop hosting the rooms here and close their sockets; returns at once (the
        server's own thread sends the closes: there is nothing to wait for here)."""
        for room in self.rooms:
            if self.route.rooms.get(room) is self:
                del self.route.rooms[room]
                self.route.outbox.put((room, "", None))


class Links:
    """Several links seen as one by a host: it hears all and speaks on all. The first
    is the main one (its `connected` and `problem` are the host's); all share one
    `arrived` event, so a loop waits on every path at once."""

    def __init__(self, *links) -> None:
        self.links = links
        self.arrived = threading.Event()
        for link in links:
            link.arrived = self.arrived
        self._turn = deque(links)

    @property
    def connected(self) -> threading.Event:
        return self.links[0].connected

    @property
    def problem(self) -> str:
        return self.links[0].problem

    @property
    def connections(self) -> int:
        return sum(link.connections for link in self.links)

    @property
    def dropped(self) -> int:
        return sum(link.dropped for link in self.links)

    def start(self) -> "Links":
        for link in self.links:
            link.start()
        return self

    def subscribe(self, subject: str) -> None:
        for link in self.links:
            link.subscribe(subject)

    def publish(self, subject: str, data: bytes) -> None:
        for link in self.links:
            link.publish(subject, data)

    def drain(self, limit: int = 64) -> list[tuple[str, bytes]]:
        """Up to `limit` frames from all the links, each link first in turn."""
        self._turn.rotate(1)
        out: list = []
        for link in self._turn:
            out += link.drain(limit - len(out))
        return out

    def close(self, wait: bool = False) -> None:
        for link in self.links:
            link.close(wait)
