"""Choosing a path, and a web server for a host that has no phone server.

A guest's invitation may name the host's web server (`direct=http://ADDRESS:PORT`)
beside the NATS server. `guest_link` picks the link: `direct`, `nats`, or `auto`, which
tries the host's web server first (it answers only on the same network) and falls back
to NATS if no socket opened within TRY_DIRECT seconds (`FirstOf`).

In the app the direct route lives on the phone server (`scenes/phone/server.py`).
`DirectServer` serves it alone, with the same connection guard (`guard.Connections`:
a socket must be accepted within HEADERS_WAIT seconds of its connection), for the
headless host (`game/online/headless.py`) and the tests.
"""

from __future__ import annotations

import asyncio
import threading
import time

from aiohttp import web

from game.net.guard import Connections, Tracked
from game.online.direct import DirectLink
from game.net.addresses import listen_host
from game.online.relay import DirectRoute, Links
from game.online.transport import NatsLink

TRY_DIRECT = 3.0           # seconds the direct path has to open before NATS is tried
PATHS = ("auto", "direct", "nats")
REAP_EVERY = 0.5
READY_WAIT = 60.0          # seconds a server may take to bind (a loaded machine)


def direct_url(host: str, port: int) -> str:
    """The address an invitation gives for a host's web server."""
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


def guest_link(invitation, path: str = "auto", name: str = "menagerie-guest",
               direct: str = "", servers=None, clock=time.monotonic):
    """A started link for a guest: the invitation's direct path, its NATS server, or the
    first that works (`auto`). `direct` and `servers` override the invitation's."""
    direct = direct or invitation.direct
    server = servers or invitation.server
    if path == "direct" or (path == "auto" and not server):
        if not direct:
            raise ValueError("the invitation names no direct address (direct=http://...)")
        return DirectLink(direct, name=name).start()
    if path == "nats" or not direct:
        if not server:
            raise ValueError("the invitation names no NATS server: join by the direct path")
        return NatsLink(server, name=name).start()
    return FirstOf(DirectLink(direct, name=name), lambda: NatsLink(server, name=name),
                   clock).start()


def host_link(server, listen: str = "", name: str = "menagerie-host"):
    """A started link for a host and the address its invitations give for the direct path:
    NATS (when `server` names one), the direct route on a `DirectServer` at `listen`
    ("ADDRESS:PORT"; an empty ADDRESS is the LAN address) when given, or both."""
    links, url = [], ""
    if server:
        links.append(NatsLink(server, name=name))
    if listen:
        address, _, port = listen.rpartition(":")
        served = DirectServer().start(listen_host(address.strip("[]")), int(port))
        served.ready.wait(READY_WAIT)
        if not served.address:
            raise OSError(f"cannot serve the direct path at {listen}: "
                          f"{served.error or 'no answer'}")
        links.append(served.route.end())
        url = served.url
    if not links:
        raise ValueError("a host needs a NATS server, a direct address, or both")
    return (links[0] if len(links) == 1 else Links(*links)).start(), url


class FirstOf:
    """The direct link if it opens within TRY_DIRECT seconds, else a NATS link (made
    then). Once chosen, the path stays; `path` says which ("" while trying)."""

    def __init__(self, first: DirectLink, fallback, clock=time.monotonic) -> None:
        self.link = first
        self.fallback = fallback
        self.clock = clock
        self.path = ""
        self.arrived = first.arrived
        self._subjects: list[str] = []
        self._since = 0.0

    def __getattr__(self, name):            # connected, problem, connections, dropped
        return getattr(self.link, name)

    def start(self) -> "FirstOf":
        self._since = self.clock()
        self.link.start()
        return self

    def subscribe(self, subject: str) -> None:
        self._subjects.append(subject)
        self.link.subscribe(subject)

    def publish(self, subject: str, data: bytes) -> None:
        self._choose()
        self.link.publish(subject, data)

    def drain(self, limit: int = 64) -> list[tuple[str, bytes]]:
        self._choose()
        return self.link.drain(limit)

    def close(self, wait: bool = False) -> None:
        self.link.close(wait)

    def _choose(self) -> None:
        if self.path:
            return
        if self.link.connections:
            self.path = "direct"
        elif self.clock() - self._since >= TRY_DIRECT:
            self.link.close()
            self.link = self.fallback()
            self.link.arrived = self.arrived
            self.path = "nats"
            self.link.start()
            for subject in self._subjects:
                self.link.subscribe(subject)


class DirectServer:
    """A web server with only the `/online` route, in its own thread."""

    def __init__(self, route: DirectRoute | None = None, clock=time.monotonic) -> None:
        self.route = route or DirectRoute(clock)
        self.clock = clock
        self.conns = Connections(clock)        # (Tracked reads these three)
        self.conn_of: dict = {}
        self.address: tuple[str, int] | None = None
        self.ready = threading.Event()         # listening (or failed: see `error`)
        self.error = ""
        self._stop: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    @property
    def url(self) -> str:
        return direct_url(*self.address) if self.address else ""

    def start(self, host: str, port: int) -> "DirectServer":
        threading.Thread(target=self._run, args=(host, port), name="direct-server",
                         daemon=True).start()
        return self

    def _run(self, host: str, port: int) -> None:
        try:
            asyncio.run(self._serve(host, port))
        except Exception as exc:  # noqa: BLE001 - said in `error`, never raised in the loop
            self.error = str(exc) or type(exc).__name__
            self.ready.set()

    async def _serve(self, host: str, port: int) -> None:
        self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
        app = web.Application()
        self.route.attach(app, self)
        runner = web.AppRunner(app, access_log=None, handle_signals=False,
                               shutdown_timeout=0.5)
        await runner.setup()
        factory = runner.server
        listener = await self._loop.create_server(lambda: Tracked(self, factory()), host,
                                                  port, reuse_address=True)
        bound = listener.sockets[0].getsockname()
        self.address = (bound[0], bound[1])
        self.ready.set()
        try:
            while not self._stop.is_set():
                for conn in self.conns.due():        # past the headers' deadline
                    self.conns.closed(conn)
                    conn.abort()
                await asyncio.sleep(REAP_EVERY)
        finally:
            listener.close()
            await runner.cleanup()

    def stop(self) -> None:
        """Stop serving (returns at once; the thread ends on its own)."""
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
