"""The direct path on a guest's side: a WebSocket to the host's web server.

`DirectLink` has `NatsLink`'s shape (start, subscribe, publish, drain, close, connected,
arrived, problem, connections, dropped), so `OnlineGuest` runs on either unchanged. It
runs aiohttp's client in a daemon thread with its own event loop: `publish` queues a
frame and returns, what arrives waits in `inbox`. Subscribing to a seat's down subject
names the socket's room and channel (`/online?room=ROOM&chan=CHAN`, see
`game.online.relay`); the socket is opened then, and opened again every
`RECONNECT_WAIT` seconds while it is cut (`REFUSED_WAIT` after the host refused it).
Frames published while it is cut wait (at most PENDING of them, the oldest dropped
first) and go out when it is back; the protocol resends what matters, so a lost frame
is survivable, as on NATS.

`close` returns at once: the thread closes the socket and ends on its own (`closed` is
set when it has).
"""

from __future__ import annotations

import asyncio
import queue
import threading
from collections import deque
from urllib.parse import urlencode

import aiohttp

from game.online.frame import MAX_WIRE
from game.online.relay import DOWN, HEARTBEAT, PATH, UP_ALL
from game.online.transport import CLOSE_WAIT, subject_down, take

RECONNECT_WAIT = 0.5           # seconds between attempts while the host is away
REFUSED_WAIT = 2.0             # ...and after a refusal (the route counts tries: 20 in 10 s)
CONNECT_TIMEOUT = 2.0          # seconds for one attempt
PENDING = 64                   # frames kept while the socket is cut
INBOX_LIMIT = 10_000
REFUSED = {                    # what the route's refusals mean, for `problem`
    403: "the host refuses web pages on its online route",
    404: "the host does not hold this room (another game, or it restarted elsewhere)",
    429: "the host refuses more connections from this address for now",
    503: "the host has too many guests connected",
}


class DirectLink:
    """One guest's socket to the host's `/online` route, driven from its own thread."""

    def __init__(self, url: str, name: str = "menagerie") -> None:
        self.url = url.rstrip("/")                # http://192.168.1.20:8765
        self.name = name
        self.inbox: queue.Queue = queue.Queue(INBOX_LIMIT)
        self.connected = threading.Event()
        self.arrived = threading.Event()
        self.closed = threading.Event()           # the thread has ended
        self.tried = threading.Event()            # an attempt to connect had its answer
        self.connections = 0
        self.problem = ""
        self.refused: int | None = None           # the last refusal's HTTP status
        self.dropped = 0
        self.room = self.chan = ""
        self._pending: deque = deque()            # (touched only in the link's thread)
        self._ws = None
        self._wake: asyncio.Event | None = None
        self._closing = False
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name=f"direct-{name}", daemon=True)

    # -- called from the frame loop -------------------------------------------------------
    def start(self) -> "DirectLink":
        self._thread.start()
        return self

    def subscribe(self, subject: str) -> None:
        """Receive a seat's down subject: the socket opens for its room and channel.
        (The host's wildcard subjects have no meaning on a guest's socket.)"""
        found = DOWN.fullmatch(subject)
        if found is None:
            raise ValueError(f"a direct link carries one seat's frames, not {subject!r}"
                             if not UP_ALL.fullmatch(subject) else
                             "a host listens on its own web server, not through a DirectLink")
        if not self.room:
            self.room, self.chan = found.group(1), found.group(2)
            self._call(self._keep_open)

    def publish(self, subject: str, data: bytes) -> None:
        """Send a frame up (the subject names this seat's up channel); never blocks."""
        self._call(self._queue, data)

    def drain(self, limit: int = 64) -> list[tuple[str, bytes]]:
        """Up to `limit` frames that arrived, oldest first."""
        return take(self.inbox, limit)

    def close(self, wait: bool = False) -> None:
        """Close the socket and end the thread, without waiting for either; with `wait`
        (a headless process about to end), return once the thread has ended or
        CLOSE_WAIT seconds have passed."""
        self._closing = True
        self._call(self._shut)
        if wait and self._thread.is_alive():
            self._thread.join(timeout=CLOSE_WAIT)

    def _call(self, function, *args) -> None:
        try:
            self._loop.call_soon_threadsafe(function, *args)
        except RuntimeError:                 # the loop is closed: the link is shut
            pass

    # -- the link's own thread ----------------------------------------------------------
    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._wake = asyncio.Event()
        self._loop.run_forever()
        pending = asyncio.all_tasks(self._loop)
        for task in pending:
            task.cancel()
        self._loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        self._loop.close()
        self.connected.clear()
        self.closed.set()

    def _keep_open(self) -> None:
        self._loop.create_task(self._connect())
        self._loop.create_task(self._send())

    def _queue(self, data: bytes) -> None:
        if len(self._pending) >= PENDING:
            self._pending.popleft()
            self.dropped += 1
        self._pending.append(data)
        self._wake.set()

    def _shut(self) -> None:
        async def shut() -> None:
            if self._ws is not None:
                await self._ws.close()
            self._loop.stop()
        self._loop.create_task(shut())

    async def _connect(self) -> None:
        query = urlencode({"room": self.room, "chan": self.chan})
        url = f"{self.url}{PATH}?{query}"
        timeout = aiohttp.ClientWSTimeout(ws_receive=None, ws_close=CONNECT_TIMEOUT)
        async with aiohttp.ClientSession(
                timeout=aiohttp.ClientTimeout(total=None, connect=CONNECT_TIMEOUT,
                                              sock_connect=CONNECT_TIMEOUT)) as session:
            while not self._closing:
                try:
                    ws = await session.ws_connect(url, heartbeat=HEARTBEAT, timeout=timeout,
                                                  max_msg_size=MAX_WIRE, compress=0)
                except aiohttp.WSServerHandshakeError as exc:
                    self.refused = exc.status
                    self.problem = REFUSED.get(exc.status, f"the host said {exc.status}")
                    self.tried.set()
                except (aiohttp.ClientError, OSError, asyncio.TimeoutError) as exc:
                    self.problem = f"no host at {self.url} ({str(exc)[:80] or 'refused'})"
                    self.tried.set()
                else:
                    await self._hold(ws)
                if not self._closing:
                    await asyncio.sleep(REFUSED_WAIT if self.refused else RECONNECT_WAIT)

    async def _hold(self, ws) -> None:
        """Read one socket until it is cut."""
        self._ws, self.problem, self.refused = ws, "", None
        self.connections += 1
        self.connected.set()
        self.tried.set()
        self._wake.set()                          # what waited goes out now
        subject = subject_down(self.room, self.chan)
        try:
            async for message in ws:
                if message.type == aiohttp.WSMsgType.BINARY:
                    try:
                        self.inbox.put_nowait((subject, message.data))
                        self.arrived.set()
                    except queue.Full:
                        self.dropped += 1
        finally:
            self._ws = None
            self.connected.clear()
            if not self._closing:
                self.problem = f"the host at {self.url} went away; reconnecting"

    async def _send(self) -> None:
        """Write the queued frames, in order, whenever a socket is open."""
        while True:
            await self._wake.wait()
            self._wake.clear()
            while self._pending and self._ws is not None and not self._ws.closed:
                try:
                    await self._ws.send_bytes(self._pending[0])
                except (ConnectionError, RuntimeError, aiohttp.ClientError):
                    break                         # sent again on the next socket
                self._pending.popleft()

