"""A NATS connection in its own thread: the frame loop only queues and drains.

`NatsLink` runs nats-py's asyncio client in a daemon thread. `publish` hands a frame to
that thread and returns at once; what arrives waits in `inbox` (a queue) for the frame
loop, or the headless loop, to drain. The client reconnects for ever (every
`RECONNECT_WAIT` seconds); `connections` counts the connections made, so a caller sees a
reconnection and sends its state again (NATS itself delivers at most once: what was
published while the server was away may be lost, and the protocol resends).

Subjects carry only the room id and a seat's opaque channel (see `subject_up`).
"""

from __future__ import annotations

import asyncio
import queue
import threading

PREFIX = "menagerie"
RECONNECT_WAIT = 0.5           # seconds between attempts while the server is away
CONNECT_TIMEOUT = 2            # seconds for one attempt
INBOX_LIMIT = 10_000           # frames waiting for the loop; beyond, new ones are dropped
CLOSE_WAIT = 10                # seconds `close(wait=True)` gives the client to flush


def subject_up(room: str, chan: str) -> str:
    """Where a guest's frames go (the host listens on `...up.*`)."""
    return f"{PREFIX}.{room}.up.{chan}"


def subject_down(room: str, chan: str) -> str:
    """Where the host's frames for one seat go."""
    return f"{PREFIX}.{room}.down.{chan}"


def take(inbox: queue.Queue, limit: int) -> list:
    """Up to `limit` items of a queue, oldest first, without waiting (a link's drain)."""
    out = []
    while len(out) < limit:
        try:
            out.append(inbox.get_nowait())
        except queue.Empty:
            break
    return out


class NatsLink:
    """One connection to a NATS server (or cluster), driven from its own thread."""

    def __init__(self, servers: list[str] | str, name: str = "menagerie") -> None:
        self.servers = [servers] if isinstance(servers, str) else list(servers)
        self.name = name
        self.inbox: queue.Queue = queue.Queue(INBOX_LIMIT)
        self.connected = threading.Event()
        self.arrived = threading.Event()     # set when a frame lands in `inbox`
        self.closed = threading.Event()      # set when the link's thread has stopped
        self.connections = 0             # connections made so far (a reconnection adds one)
        self.problem = ""                # the last connection error, in one line
        self.dropped = 0
        self._subjects: list[str] = []
        self._subscribed: set[str] = set()     # (touched only in the link's thread)
        self._loop = asyncio.new_event_loop()
        self._client = None
        self._closing = False
        self._thread = threading.Thread(target=self._run, name=f"nats-{name}", daemon=True)

    # -- called from the frame loop -------------------------------------------------------
    def start(self) -> "NatsLink":
        self._thread.start()
        return self

    def subscribe(self, subject: str) -> None:
        """Receive frames on `subject` (wildcards allowed) into `inbox`."""
        self._subjects.append(subject)
        self._call(self._subscribe(subject))

    def publish(self, subject: str, data: bytes) -> None:
        """Send a frame; never blocks (buffered by the client while disconnected)."""
        self._call(self._publish(subject, data))

    def drain(self, limit: int = 64) -> list[tuple[str, bytes]]:
        """Up to `limit` frames that arrived, oldest first."""
        return take(self.inbox, limit)

    def close(self, wait: bool = False) -> None:
        """Disconnect and stop the thread, in the background: the frame goes on while
        the client flushes (which may take seconds with the server away). With `wait`
        (a headless process about to end), return once it is done or CLOSE_WAIT
        seconds have passed. `closed` is set when the thread has stopped."""
        self._closing = True
        if not self._thread.is_alive():
            self.closed.set()
            return
        self._call(self._shut())
        if wait:
            self._thread.join(timeout=CLOSE_WAIT)

    def _call(self, coroutine) -> None:
        try:
            asyncio.run_coroutine_threadsafe(coroutine, self._loop)
        except RuntimeError:                 # the loop is closed: the link is shut
            coroutine.close()

    # -- the link's own thread ----------------------------------------------------------
    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.create_task(self._connect())
        self._loop.run_forever()
        for task in asyncio.all_tasks(self._loop):      # (a connection still being tried)
            task.cancel()
        self._loop.run_until_complete(asyncio.sleep(0))
        self._loop.close()
        self.closed.set()

    async def _connect(self) -> None:
        import nats
        from nats.errors import NoServersError

        while not self._closing and self._client is None:
            try:
                self._client = await nats.connect(
                    servers=self.servers, name=self.name, connect_timeout=CONNECT_TIMEOUT,
                    allow_reconnect=True, max_reconnect_attempts=-1,
                    reconnect_time_wait=RECONNECT_WAIT, ping_interval=5,
                    max_outstanding_pings=2, disconnected_cb=self._lost,
                    reconnected_cb=self._back, error_cb=self._error)
            except (NoServersError, OSError, asyncio.TimeoutError) as exc:
                self.problem = f"no NATS server at {', '.join(self.servers)} ({exc or 'refused'})"
                await asyncio.sleep(RECONNECT_WAIT)
        if self._client is not None:
            for subject in list(self._subjects):
                await self._subscribe(subject)
            self.problem = ""
            self.connections += 1
            self.connected.set()

    async def _subscribe(self, subject: str) -> None:
        if self._client is not None and subject not in self._subscribed:
            self._subscribed.add(subject)
            await self._client.subscribe(subject, cb=self._arrived)

    async def _publish(self, subject: str, data: bytes) -> None:
        if self._client is None:
            await self.connected_async()
        try:
            await self._client.publish(subject, data)
        except Exception as exc:         # noqa: BLE001 - the client's errors are many; the
            self.problem = str(exc)[:120]   # protocol resends, so a lost frame is survivable

    async def connected_async(self) -> None:
        while self._client is None:
            await asyncio.sleep(0.05)

    async def _arrived(self, msg) -> None:
        try:
            self.inbox.put_nowait((msg.subject, msg.data))
            self.arrived.set()
        except queue.Full:
            self.dropped += 1

    async def _lost(self) -> None:
        self.connected.clear()
        self.problem = "the NATS server went away; reconnecting"

    async def _back(self) -> None:
        self.problem = ""
        self.connections += 1
        self.connected.set()

    async def _error(self, exc) -> None:
        self.problem = str(exc)[:120] or type(exc).__name__

    async def _shut(self) -> None:
        try:
            await self._close()
        finally:
            self._loop.stop()

    async def _close(self) -> None:
        if self._client is not None:
            try:
                await self._client.close()
            except Exception:            # noqa: BLE001 - closing a broken link: nothing to save
                pass
