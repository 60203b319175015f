"""The phone server: aiohttp (HTTP and WebSocket) in its own thread and event loop.

The frame loop never waits on it. What arrives from phones goes into `inbox` (a
thread-safe queue the frame loop drains, see `scenes.phone.hub`); what the frame loop
sends goes into `outbox` (`send`, `close`, `card_done`), which the server's loop drains
every DRAIN_EVERY seconds. The frame thread makes no system call for it: waking the
server's loop with `call_soon_threadsafe` writes to a socket, which gives the GIL away,
and measured 15 to 47 ms before the frame got it back while the server was busy. The server itself knows nothing of games or
tokens except the set of seat tokens allowed to fetch card images (`card_tokens`,
replaced whole by the hub).

Guards that need no game knowledge live here: the Origin of a WebSocket must be the
page's own, at most MAX_SOCKETS sockets and CONNECT_COUNT new ones per address in
CONNECT_WINDOW seconds, messages of at most MAX_MESSAGE bytes, at most FLOOD_COUNT
messages in FLOOD_WINDOW seconds per socket, at most CARDS_PENDING card images waiting,
a fixed list of static files (no directory listing) and a content-security policy on
every response.
"""

from __future__ import annotations

import asyncio
import json
import mimetypes
import queue
import threading
import time
from collections import deque
from pathlib import Path

from game.data import read_bytes_file
from typing import Any

from aiohttp import WSMsgType, web

from scenes.phone.cards import encode_png

STATIC_DIR = Path(__file__).with_name("static")
MAX_SOCKETS = 16
MAX_MESSAGE = 4096                 # bytes in one WebSocket message
MAX_BODY = 8192                    # bytes in one HTTP request body (none is expected)
FLOOD_COUNT, FLOOD_WINDOW = 30, 5.0   # messages per socket in that many seconds
CONNECT_COUNT, CONNECT_WINDOW = 20, 10.0   # new sockets from one address in that many s
CARD_HEIGHTS = (160, 320, 480)
CARDS_PENDING = 32                 # card requests waiting for the frame loop at once
CARD_WAIT = 5.0                    # seconds a card request waits for the frame loop
DRAIN_EVERY = 0.008                # seconds between two looks at the frame loop's outbox
CLOSE_BAD_TOKEN, CLOSE_FLOOD, CLOSE_BYE = 4001, 4008, 4000
CSP = ("default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
       "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
HEADERS = {"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff",
           "Referrer-Policy": "no-referrer", "Cache-Control": "no-store"}
PAGE_TYPES = {".html": "text/html", ".css": "text/css", ".js": "text/javascript",
              ".png": "image/png", ".svg": "image/svg+xml", ".json": "application/json",
              ".ico": "image/x-icon", ".webmanifest": "application/manifest+json"}


def card_height(asked: str | None) -> int:
    """A requested card height rounded up to one the server renders."""
    try:
        wanted = int(asked or CARD_HEIGHTS[1])
    except ValueError:
        wanted = CARD_HEIGHTS[1]
    return next((h for h in CARD_HEIGHTS if h >= wanted), CARD_HEIGHTS[-1])


def static_files(folder: Path) -> dict[str, Path]:
    """The page's files by name (the only ones served: no listing, no sub-paths)."""
    if not folder.is_dir():
        return {}
    return {p.name: p for p in sorted(folder.iterdir())
            if p.is_file() and not p.name.startswith(".")}


class PhoneServer:
    """The web server and the queues between it and the frame loop."""

    def __init__(self, static_dir: Path = STATIC_DIR, max_sockets: int = MAX_SOCKETS) -> None:
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()   # (kind, id, data) for the hub
        self.outbox: queue.SimpleQueue = queue.SimpleQueue()  # (function, args) for the loop
        self.static = static_files(static_dir)
        self.max_sockets = max_sockets
        self.card_tokens: dict[str, str] = {}     # seat token -> language (set by the hub)
        self.loop: asyncio.AbstractEventLoop | None = None
        self.address: tuple[str, int] | None = None   # where it listens, once it does
        self.error = ""                                # why it could not start
        self._sockets: dict[int, tuple[web.WebSocketResponse, asyncio.Queue]] = {}
        self._cards: dict[int, asyncio.Future] = {}
        self._png: dict[tuple, bytes | None] = {}      # (card, height, lang) -> PNG or None
        self._connects: dict[str, deque] = {}          # address -> when its sockets opened
        self._files: dict[str, bytes] = {}
        self._next_id = 0
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._stop: asyncio.Event | None = None
        self._quit = threading.Event()      # stop() before the loop ran: it ends at once

    # -- the application (also served by aiohttp's test server in the tests) -----------------
    def make_app(self) -> web.Application:
        """The aiohttp application: the page, its files, card images and the socket."""
        app = web.Application(client_max_size=MAX_BODY, middlewares=[self._headers])
        app.router.add_get("/", self._index)
        app.router.add_get("/static/{name}", self._file)
        app.router.add_get("/card/{card}.png", self._card)
        app.router.add_get("/ws", self._socket)
        app.on_startup.append(self._bind_loop)
        return app

    async def _bind_loop(self, app) -> None:
        self.loop = asyncio.get_running_loop()
        drain = asyncio.ensure_future(self._drain())
        app.on_cleanup.append(lambda _app: self._cancel(drain))

    @staticmethod
    async def _cancel(task) -> None:
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

    @web.middleware
    async def _headers(self, request, handler):
        try:
            response = await handler(request)
        except web.HTTPException as exc:
            exc.headers.update(HEADERS)
            raise
        if not isinstance(response, web.WebSocketResponse):
            response.headers.update(HEADERS)
        return response

    async def _index(self, request) -> web.StreamResponse:
        if "index.html" not in self.static:
            return web.Response(status=503, text="the phone page is not installed\n")
        return self._send_file("index.html")

    async def _file(self, request) -> web.StreamResponse:
        name = request.match_info["name"]
        if name not in self.static:
            raise web.HTTPNotFound()
        return self._send_file(name)

    def _send_file(self, name: str) -> web.Response:
        path = self.static[name]
        kind = PAGE_TYPES.get(path.suffix) or mimetypes.guess_type(name)[0] or "text/plain"
        charset = "utf-8" if kind.startswith("text/") or kind.endswith("json") else None
        body = self._files.get(name)
        if body is None:
            body = self._files[name] = read_bytes_file(path)   # read once (a few KB)
        return web.Response(body=body, content_type=kind, charset=charset)

    async def _card(self, request) -> web.StreamResponse:
        lang = self.card_tokens.get(request.query.get("s", ""))
        if lang is None:
            raise web.HTTPForbidden(text="a seat token is required\n")
        card, height = request.match_info["card"], card_height(request.query.get("h"))
        key = (card, height, lang)
        if key in self._png and self._png[key] is None:
            raise web.HTTPNotFound(text="no such card\n")
        png = self._png.get(key)
        if png is None:
            if len(self._cards) >= CARDS_PENDING:
                raise web.HTTPServiceUnavailable(text="busy, try again\n")
            ident = self._new_id()
            future = self._cards[ident] = asyncio.get_running_loop().create_future()
            self.inbox.put(("card", ident, {"card": card, "height": height, "lang": lang}))
            try:
                pixels = await asyncio.wait_for(future, CARD_WAIT)
            except asyncio.TimeoutError:
                raise web.HTTPServiceUnavailable(text="busy, try again\n") from None
            finally:
                self._cards.pop(ident, None)
            if len(self._png) > 400:
                self._png.clear()
            if pixels is None:
                self._png[key] = None
                raise web.HTTPNotFound(text="no such card\n")
            png = await asyncio.get_running_loop().run_in_executor(None, encode_png, *pixels)
            self._png[key] = png
        return web.Response(body=png, content_type="image/png")

    async def _socket(self, request) -> web.StreamResponse:
        expected = f"{request.scheme}://{request.host}"
        if request.headers.get("Origin") != expected:
            raise web.HTTPForbidden(text="wrong origin\n")
        if len(self._sockets) >= self.max_sockets:
            raise web.HTTPServiceUnavailable(text="too many phones\n")
        if not self._may_connect(request.remote or "", time.monotonic()):
            raise web.HTTPTooManyRequests(text="too many connections, wait a little\n")
        ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE, heartbeat=20)
        await ws.prepare(request)
        ident = self._new_id()
        outbox: asyncio.Queue = asyncio.Queue()
        self._sockets[ident] = (ws, outbox)
        writer = asyncio.ensure_future(self._write(ws, outbox))
        self.inbox.put(("open", ident, {"peer": request.remote or ""}))
        recent: deque = deque()
        try:
            async for message in ws:
                if message.type != WSMsgType.TEXT:
                    break
                now = time.monotonic()
                recent.append(now)
                while recent and recent[0] < now - FLOOD_WINDOW:
                    recent.popleft()
                if len(recent) > FLOOD_COUNT:
                    await ws.send_str(json.dumps({"type": "error", "code": "flood",
                                                  "message": "too many messages"}))
                    await ws.close(code=CLOSE_FLOOD, message=b"flood")
                    break
                try:
                    data = json.loads(message.data)
                except ValueError:
                    data = None
                if not isinstance(data, dict) or not isinstance(data.get("type"), str):
                    await ws.send_str(json.dumps({"type": "error", "code": "bad_message",
                                                  "message": "not a JSON object with a type"}))
                    continue
                self.inbox.put(("message", ident, data))
        finally:
            self._sockets.pop(ident, None)
            writer.cancel()
            self.inbox.put(("close", ident, {}))
        return ws

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

    def _may_connect(self, peer: str, now: float) -> bool:
        """At most CONNECT_COUNT new sockets from one address in CONNECT_WINDOW s."""
        if len(self._connects) > 1000:
            self._connects.clear()
        recent = self._connects.setdefault(peer, deque())
        while recent and recent[0] < now - CONNECT_WINDOW:
            recent.popleft()
        if len(recent) >= CONNECT_COUNT:
            return False
        recent.append(now)
        return True

    def _new_id(self) -> int:
        self._next_id += 1
        return self._next_id

    # -- the frame loop's side (thread-safe, never blocks) -----------------------------------
    def send(self, ident: int, text: str) -> None:
        """Send one message (already JSON) to a socket, if it is still open."""
        self._call(self._put, ident, text)

    def close(self, ident: int, code: int = CLOSE_BYE) -> None:
        """Close a socket after what was sent to it."""
        self._call(self._put, ident, ("close", code))

    def card_done(self, ident: int, pixels: tuple | None) -> None:
        """The frame loop's answer to a card request: (width, height, RGBA bytes), or
        None for no such card."""
        self._call(self._finish_card, ident, pixels)

    def _call(self, function, *args) -> None:
        self.outbox.put((function, args))

    def _put(self, ident: int, item: Any) -> None:
        held = self._sockets.get(ident)
        if held is not None:
            held[1].put_nowait(item)

    def _finish_card(self, ident: int, pixels: tuple | None) -> None:
        future = self._cards.get(ident)
        if future is not None and not future.done():
            future.set_result(pixels)

    @property
    def sockets(self) -> int:
        """How many sockets are open."""
        return len(self._sockets)

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
        self._runner = web.AppRunner(self.make_app(), access_log=None, shutdown_timeout=0.5)
        await self._runner.setup()
        self.loop = asyncio.get_running_loop()
        site = web.TCPSite(self._runner, host, port)
        try:
            await site.start()
            bound = self._runner.addresses[0]
            self.address = (bound[0], bound[1])
            self.inbox.put(("listening", 0, {"host": bound[0], "port": bound[1]}))
            if not self._quit.is_set():
                await self._stop.wait()
        finally:
            for ws, _outbox in list(self._sockets.values()):
                await ws.close(code=CLOSE_BYE, message=b"server closing")
            await self._runner.cleanup()

    def stop(self) -> None:
        """Stop serving (returns at once; the thread ends on its own, even when asked
        before its loop began: the join screen's address can change twice in a frame)."""
        self._quit.set()
        if self._stop is not None and self.loop is not None:
            self._call(self._stop.set)       # (the loop sees it at its next look)
        self._thread = None
        self.address = None
