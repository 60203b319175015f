"""The phone server: aiohttp (HTTP and WebSocket) in its own thread and event loop.

The frame loop never waits on it. What arrives from phones goes into `inbox` (a
thread-safe queue the frame loop drains, see `scenes.phone.hub`); what the frame loop
sends goes into `outbox` (`send`, `close`, `card_done`), which the server's loop drains
every DRAIN_EVERY seconds. The frame thread makes no system call for it: waking the
server's loop with `call_soon_threadsafe` writes to a socket, which gives the GIL away,
and measured 15 to 47 ms before the frame got it back while the server was busy. The
server itself knows nothing of games or tokens except the seats' tokens (`seat_tokens`,
replaced whole by the hub), which may fetch card images and have their socket slots.
Guests of a game hosted online may connect to `/online` (`game.online.relay`, its guards).

Guards that need no game knowledge live here: the Origin of a WebSocket must be an
address the server serves (never compared with the request's own Host), at most
MAX_SOCKETS sockets of which the seats' own are kept for them (a phone coming back says
its seat token in `/ws?s=`), SOCKETS_PER_ADDRESS open and CONNECT_COUNT new ones per
address in CONNECT_WINDOW seconds, messages of at most MAX_MESSAGE bytes read through
the depth-limited JSON reader, at most FLOOD_COUNT messages in FLOOD_WINDOW seconds per
socket, at most CARDS_PENDING card images waiting, a fixed list of static files (no
directory listing) and a content-security policy on every response (`page.py`). Every
connection is also watched by `guard.Connections`: deadlines for headers and for the
whole handshake, a cap under the file limit, the oldest not joined shed first. The
listener opens with `listen` and closes with `unlisten`; `pause` and `resume` ask for
either from the frame loop (the service closes it when nothing needs it).
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import queue
import threading
import time
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from game.data import DataError, parse_json
from game.net.guard import (BUSY, JOINED, SOCKET, WAITING, Conn, Connections, Rate, Tracked,
                            accept_backlog, log)
from game.online.relay import DirectRoute
from scenes.phone.page import HEADERS, STATIC_DIR, Pages

MAX_SOCKETS = 16
SOCKETS_PER_ADDRESS = 4            # open sockets from one address (a phone needs one)
MESSAGE_DEPTH = 8                  # nesting of a message (a step nests 3 levels)
REAP_EVERY = 0.5                   # seconds between two looks at the deadlines
LOOP_ERRORS_EVERY = 60.0           # seconds between two logged loop errors (EMFILE...)
MAX_MESSAGE = 4096                 # bytes in one WebSocket message
MAX_BODY = 8192                    # bytes in one HTTP request body (none is expected)
FLOOD_COUNT, FLOOD_WINDOW = 30, 5.0   # messages per socket in that many seconds
CONNECT_COUNT, CONNECT_WINDOW = 20, 10.0   # new sockets from one address in that many s
CLOSE_WAIT = 1.0                   # seconds closing sockets may take when the listener closes
DRAIN_EVERY = 0.008                # seconds between two looks at the frame loop's outbox
CLOSE_BAD_TOKEN, CLOSE_FLOOD, CLOSE_BYE = 4001, 4008, 4000
class Held:
    """An open WebSocket: its queue of messages, its connection, the seat token it holds."""

    __slots__ = ("ws", "outbox", "conn", "peer", "token")

    def __init__(self, ws, conn: Conn | None, peer: str, token: str | None) -> None:
        self.ws, self.conn, self.peer, self.token = ws, conn, peer, token
        self.outbox: asyncio.Queue = asyncio.Queue()


class PhoneServer:
    """The web server and the queues between it and the frame loop."""

    def __init__(self, static_dir: Path = STATIC_DIR, max_sockets: int = MAX_SOCKETS,
                 clock=time.monotonic, cap: int | None = None) -> None:
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()   # (kind, id, data) for the hub
        self.outbox: queue.SimpleQueue = queue.SimpleQueue()  # (function, args) for the loop
        self.pages = Pages(self, static_dir)
        self.max_sockets = max_sockets
        self.clock = clock                     # the guards' clock (tests step their own)
        self.conns = Connections(clock, cap)
        self.conn_of: dict = {}                # aiohttp request handler -> Conn
        self.seat_tokens: dict[str, str] = {}  # seat token -> language (set by the hub)
        self.online = DirectRoute(clock)       # /online: guests of a hosted game, directly
        self.loop: asyncio.AbstractEventLoop | None = None
        self.address: tuple[str, int] | None = None   # where it listens, while it does
        self.error = ""                                # why it could not start
        self.paused = False                            # the frame loop closed the listener
        self._sockets: dict[int, Held] = {}
        self._connects = Rate(CONNECT_COUNT, CONNECT_WINDOW)   # new sockets per address
        self._next_id = 0
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._listener: asyncio.AbstractServer | None = None
        self._where: tuple[str, int] | None = None     # (host, port) to listen on again
        self._stop: asyncio.Event | None = None
        self._quit = threading.Event()      # stop() before the loop ran: it ends at once
        self._loop_error_at: float | None = None

    # -- the application ---------------------------------------------------------------------
    def make_app(self) -> web.Application:
        """The aiohttp application: the page, its files, the languages, card images and
        the socket."""
        app = web.Application(client_max_size=MAX_BODY, middlewares=[self._headers])
        app.router.add_get("/", self.pages.index)
        app.router.add_get("/static/{name}", self.pages.file)
        app.router.add_get("/languages", self.pages.langs)
        app.router.add_get("/card/{card}.png", self.pages.card)
        app.router.add_get("/ws", self._socket)
        self.online.attach(app, self)
        app.cleanup_ctx.append(self._loop_tasks)
        return app

    async def _loop_tasks(self, app):
        """The outbox's drain and the deadlines' reaper, while the application lives."""
        self.loop = asyncio.get_running_loop()
        tasks = [asyncio.ensure_future(self._drain()), asyncio.ensure_future(self._reaper())]
        yield
        for task in tasks:
            task.cancel()

    async def _drain(self) -> None:
        """Carry out what the frame loop asked, every DRAIN_EVERY seconds."""
        while True:
            while True:
                try:
                    function, args = self.outbox.get_nowait()
                except queue.Empty:
                    break
                function(*args)
            await asyncio.sleep(DRAIN_EVERY)

    async def _reaper(self) -> None:
        while True:
            self.reap()
            await asyncio.sleep(REAP_EVERY)

    def reap(self) -> int:
        """Close the connections past their deadline (see guard.Connections); how many."""
        due = self.conns.due()
        for conn in due:
            self.conns.closed(conn)
            conn.abort()
        return len(due)

    @web.middleware
    async def _headers(self, request, handler):
        conn = self.conn_of.get(request.protocol)
        if conn is not None:
            self.conns.move(conn, BUSY)
        try:
            response = await handler(request)
        except web.HTTPException as exc:
            exc.headers.update(HEADERS)
            raise
        finally:
            if conn is not None and conn.stage == BUSY:
                self.conns.move(conn, WAITING)     # the next request's headers, in time
        if not isinstance(response, web.WebSocketResponse):
            response.headers.update(HEADERS)
        return response

    # -- the socket --------------------------------------------------------------------------
    def origins(self) -> set[str]:
        """The Origins a page served here has: the address it listens on (and localhost
        when that is a loopback address: only this machine reaches it), never the
        request's Host (a DNS-rebinding page forges both)."""
        if self.address is None:
            return set()
        host, port = self.address
        names = [host if ":" not in host else f"[{host}]"]
        if ipaddress.ip_address(host).is_loopback:
            names.append("localhost")
        return {f"http://{name}:{port}" for name in names}

    def _refusal(self, request) -> web.HTTPException | None:
        """Why a socket may not open now (None: it may)."""
        if request.headers.get("Origin") not in self.origins():
            return web.HTTPForbidden(text="wrong origin\n")
        peer, token = request.remote or "", request.query.get("s") or None
        held = list(self._sockets.values())
        if sum(h.peer == peer for h in held) >= SOCKETS_PER_ADDRESS:
            return web.HTTPTooManyRequests(text="too many sockets from this address\n")
        if token in self.seat_tokens:              # a seat's own slot, kept for it
            if sum(h.token == token for h in held) >= 2:
                return web.HTTPServiceUnavailable(text="that seat is connected\n")
        elif sum(h.token is None for h in held) >= self.max_sockets - len(self.seat_tokens):
            return web.HTTPServiceUnavailable(text="too many phones\n")
        if not self._connects.allow(peer, self.clock()):
            return web.HTTPTooManyRequests(text="too many connections, wait a little\n")
        return None

    async def _socket(self, request) -> web.StreamResponse:
        refusal = self._refusal(request)
        if refusal is not None:
            raise refusal
        token = request.query.get("s") or None
        ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE, heartbeat=20)
        await ws.prepare(request)
        conn = self.conn_of.get(request.protocol)
        if conn is not None:
            self.conns.move(conn, SOCKET)
        ident = self.new_id()
        held = self._sockets[ident] = Held(ws, conn, request.remote or "",
                                           token if token in self.seat_tokens else None)
        writer = asyncio.ensure_future(self._write(ws, held.outbox))
        self.inbox.put(("open", ident, {"peer": held.peer}))
        try:
            await self._read(ws, ident)
        finally:
            self._sockets.pop(ident, None)
            writer.cancel()
            self.inbox.put(("close", ident, {}))
        return ws

    async def _read(self, ws: web.WebSocketResponse, ident: int) -> None:
        """Messages of one socket to the hub, each one JSON object with a type."""
        flood = Rate(FLOOD_COUNT, FLOOD_WINDOW)
        async for message in ws:
            if message.type != WSMsgType.TEXT:
                return
            if not flood.allow(ident, self.clock()):
                await ws.send_str(json.dumps({"type": "error", "code": "flood",
                                              "message": "too many messages"}))
                await ws.close(code=CLOSE_FLOOD, message=b"flood")
                return
            try:
                data = parse_json(message.data, "message", depth=MESSAGE_DEPTH)
            except DataError:
                data = None
            if not isinstance(data, dict) or not isinstance(data.get("type"), str):
                await ws.send_str(json.dumps({"type": "error", "code": "bad_message",
                                              "message": "not a JSON object with a type, "
                                                         f"nested {MESSAGE_DEPTH} deep at most"}))
                continue
            self.inbox.put(("message", ident, data))

    async def _write(self, ws: web.WebSocketResponse, outbox: asyncio.Queue) -> None:
        while True:
            item = await outbox.get()
            if isinstance(item, tuple):           # ("close", code)
                await ws.close(code=item[1])
                return
            try:
                await ws.send_str(item)
            except (ConnectionError, RuntimeError):
                return

    def new_id(self) -> int:
        self._next_id += 1
        return self._next_id

    # -- the frame loop's side (thread-safe, never blocks) -----------------------------------
    def send(self, ident: int, text: str) -> None:
        """Send one message (already JSON) to a socket, if it is still open."""
        self._call(self._put, ident, text)

    def close(self, ident: int, code: int = CLOSE_BYE) -> None:
        """Close a socket after what was sent to it."""
        self._call(self._put, ident, ("close", code))

    def greeted(self, ident: int, token: str | None) -> None:
        """The socket said a valid hello (its handshake is over); it holds the seat of
        `token` now (None: no seat)."""
        self._call(self._greet, ident, token)

    def card_done(self, ident: int, pixels: tuple | None) -> None:
        """The frame loop's answer to a card request: (width, height, RGBA bytes), or
        None for no such card."""
        self._call(self.pages.finish_card, ident, pixels)

    def pause(self) -> None:
        """Close the listener and every connection (phones are not needed now)."""
        self.paused = True              # (a listener still binding closes when bound)
        self._call(self._later, self.unlisten)

    def resume(self) -> None:
        """Listen again where it listened (the inbox hears "listening" or "failed")."""
        self.paused = False
        self._call(self._later, self._relisten)

    def _call(self, function, *args) -> None:
        self.outbox.put((function, args))

    @staticmethod
    def _later(coroutine_function) -> None:
        asyncio.ensure_future(coroutine_function())

    def _put(self, ident: int, item: Any) -> None:
        held = self._sockets.get(ident)
        if held is not None:
            held.outbox.put_nowait(item)

    def _greet(self, ident: int, token: str | None) -> None:
        held = self._sockets.get(ident)
        if held is not None:
            held.token = token
            if held.conn is not None:
                self.conns.move(held.conn, JOINED)

    @property
    def sockets(self) -> int:
        """How many sockets are open."""
        return len(self._sockets)

    # -- listening (on the server's loop) ------------------------------------------------------
    async def listen(self, host: str, port: int) -> None:
        """Listen on the running loop (the server thread's, or a test's); OSError if the
        address cannot be bound."""
        if self._runner is None:
            self._runner = web.AppRunner(self.make_app(), access_log=None,
                                         shutdown_timeout=0.5, handle_signals=False)
            await self._runner.setup()
        factory = self._runner.server
        self._listener = await asyncio.get_running_loop().create_server(
            lambda: Tracked(self, factory()), host, port, reuse_address=True,
            backlog=accept_backlog(self.conns.cap))
        bound = self._listener.sockets[0].getsockname()
        self.address = self._where = (bound[0], bound[1])
        self.inbox.put(("listening", 0, {"host": bound[0], "port": bound[1]}))
        if self.paused:
            await self.unlisten()

    async def _relisten(self) -> None:
        if self._listener is not None or self._where is None or self.paused:
            return
        try:
            await self.listen(*self._where)
        except OSError as exc:
            self.error = str(exc) or type(exc).__name__
            self.inbox.put(("failed", 0, {"error": self.error}))

    async def unlisten(self) -> None:
        """Stop listening and close every connection."""
        if self._listener is not None:
            self._listener.close()
            self._listener = None
            self.inbox.put(("stopped", 0, {}))
        self.address = None
        closing = [held.ws.close(code=CLOSE_BYE, message=b"server closing")
                   for held in self._sockets.values()]
        if closing:          # (a phone that never answers its close is cut after CLOSE_WAIT)
            await asyncio.wait([asyncio.ensure_future(c) for c in closing], timeout=CLOSE_WAIT)
        for conn in list(self.conns.live):
            self.conns.closed(conn)
            conn.abort()

    async def shut(self) -> None:
        """Stop listening and release the application."""
        await self.unlisten()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    # -- its own thread ---------------------------------------------------------------------
    def start(self, host: str, port: int) -> None:
        """Start serving in a thread; `inbox` gets ("listening", 0, {host, port}) or
        ("failed", 0, {error}) when it knows (the caller does not wait)."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, args=(host, port),
                                        name="phone-server", daemon=True)
        self._thread.start()

    def _run(self, host: str, port: int) -> None:
        try:
            asyncio.run(self._serve(host, port))
        except Exception as exc:  # noqa: BLE001 - reported to the frame loop, never raised there
            self.error = str(exc) or type(exc).__name__
            self.inbox.put(("failed", 0, {"error": self.error}))

    async def _serve(self, host: str, port: int) -> None:
        self._stop = asyncio.Event()
        self.loop = asyncio.get_running_loop()
        self.loop.set_exception_handler(self._loop_error)
        try:
            await self.listen(host, port)
            if not self._quit.is_set():
                await self._stop.wait()
        finally:
            await self.shut()

    def _loop_error(self, loop, context: dict) -> None:
        """The loop's own errors (an accept out of file descriptors...): one log line a
        minute at most, never a traceback per accept."""
        now = self.clock()
        if self._loop_error_at is None or now - self._loop_error_at >= LOOP_ERRORS_EVERY:
            self._loop_error_at = now
            error = context.get("exception")
            log.warning("phone server: %s%s", context.get("message", "error"),
                        f" ({error})" if error is not None else "")

    def stop(self) -> None:
        """Stop serving (returns at once; the thread ends on its own, even when asked
        before its loop began: the join screen's address can change twice in a frame)."""
        self._quit.set()
        if self._stop is not None and self.loop is not None:
            self._call(self._stop.set)       # (the loop sees it at its next look)
        self._thread = None
        self.address = None
