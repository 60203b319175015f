"""A phone server listening on loopback in the test's own event loop, its hub, a match.

The hub is pumped by a task of the same loop (as the frame loop would, a frame at a
time), so a test simply awaits what it expects: the next message, or the close of a
socket, with a generous outer limit (WAIT) that only a broken server ever reaches. The
guards' clock is the rig's own (`rig.now`): a test steps it, it never waits for it.
Phones may come from other loopback addresses (127.0.0.x) with `local=`.
"""

from __future__ import annotations

import asyncio

import aiohttp
import pygame

from game.records.config import Settings
from game.match.match import Match
from scenes.phone.hub import PhoneHub
from scenes.phone.server import PhoneServer
from scenes.ui import TextCache

WAIT = 60.0          # seconds before a test gives up waiting for a message or a close
PUMP_EVERY = 0.002   # seconds between two pumps of the hub (a "frame")


def text_renderer() -> TextCache:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    return TextCache()


class Host:
    """The join screen's side of joining, as the hub asks it (see scenes.join)."""

    def __init__(self, game_id: str = "animimix", players: int = 3) -> None:
        self.game_id, self.players = game_id, players
        self.taken: set[int] = set()        # seats held by a device at the TV

    def phone_lobby(self, lang: str) -> dict:
        return {"game": self.game_id, "game_name": self.game_id, "players": self.players,
                "seats": [{"seat": s, "free": s not in self.taken, "name": "",
                           "kind": "device" if s in self.taken else "bot"}
                          for s in range(self.players)]}

    def phone_free_seat(self, seat):
        free = [s for s in range(self.players) if s not in self.taken and s not in self.phones]
        if seat is None:
            return free[0] if free else None
        return seat if seat in free else None

    def phone_game(self):
        return self.game_id, None

    phones: set = set()


class FakeWorker:
    """Answers hints at once with the first legal move and a reason."""

    def __init__(self) -> None:
        self.replies = {}
        self.next = 0

    def submit(self, state, level, seed=0, time_limit=None, iterations=None, kind="choose",
               lang="en"):
        from types import SimpleNamespace
        self.next += 1
        self.replies[self.next] = SimpleNamespace(move=state.legal_moves()[0], error=None,
                                                  reason="because")
        return self.next

    def poll(self, ident):
        return self.replies.pop(ident, None)

    def cancel(self, ident):
        self.replies.pop(ident, None)


class Rig:
    """A server, a hub with a host, and helpers to talk like a phone."""

    def __init__(self, game_id: str = "animimix", players: int = 3, text=None,
                 cap: int | None = None) -> None:
        self.now = 0.0
        self.server = PhoneServer(clock=self.clock, cap=cap)
        self.hub = PhoneHub(self.server, text or text_renderer(), Settings(lang="en"),
                            clock=self.clock)
        self.host = Host(game_id, players)
        self.host.phones = set()
        self.hub.open_join(self.host)
        self.sessions: dict[str, aiohttp.ClientSession] = {}
        self._pumper: asyncio.Task | None = None

    def clock(self) -> float:
        return self.now

    async def __aenter__(self) -> "Rig":
        await self.server.listen("127.0.0.1", 0)
        self._pumper = asyncio.ensure_future(self._pump())
        return self

    async def __aexit__(self, *exc) -> None:
        self._pumper.cancel()
        for session in self.sessions.values():
            await session.close()
        await self.server.shut()

    async def _pump(self) -> None:
        while True:
            self.hub.pump()
            await asyncio.sleep(PUMP_EVERY)

    @property
    def origin(self) -> str:
        host, port = self.server.address
        return f"http://{host}:{port}"

    def session(self, local: str = "127.0.0.1") -> aiohttp.ClientSession:
        """A client whose connections come from `local` (a loopback address)."""
        if local not in self.sessions:
            connector = aiohttp.TCPConnector(local_addr=(local, 0), force_close=True)
            self.sessions[local] = aiohttp.ClientSession(connector=connector)
        return self.sessions[local]

    async def get(self, path: str, local: str = "127.0.0.1", **kwargs):
        return await self.session(local).get(self.origin + path, **kwargs)

    async def connect(self, origin: str | None = None, local: str = "127.0.0.1",
                      query: str = ""):
        return await self.session(local).ws_connect(
            f"{self.origin}/ws{query}", headers={"Origin": origin or self.origin})

    async def receive(self, ws) -> dict | None:
        """The next message to `ws`; None if it closed."""
        message = await asyncio.wait_for(ws.receive(), WAIT)
        if message.type == aiohttp.WSMsgType.TEXT:
            return message.json()
        return None

    async def until(self, ws, kind: str) -> dict:
        """Messages to `ws` up to the first of `kind`."""
        while True:
            message = await self.receive(ws)
            assert message is not None, f"closed before a {kind!r}"
            if message["type"] == kind:
                return message

    async def closed(self, ws) -> int | None:
        """Wait for `ws` to close (what comes before is dropped); the close code the
        server sent (None when it cut the connection without one)."""
        while True:
            message = await asyncio.wait_for(ws.receive(), WAIT)
            if message.type == aiohttp.WSMsgType.CLOSE:
                return message.data
            if message.type in (aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR):
                return ws.close_code if ws.close_code != 1006 else None

    async def settle(self, condition) -> None:
        """Let the loop run (the hub pumps) until condition() holds."""
        async def wait():
            while not condition():
                await asyncio.sleep(PUMP_EVERY)
        await asyncio.wait_for(wait(), WAIT)

    async def join(self, seat=None, name="Ana", animal="fox", local="127.0.0.1"):
        """A phone that scans the QR code and claims a seat: (ws, seated message)."""
        ws = await self.connect(local=local)
        await ws.send_json({"type": "hello", "join": self.hub.join_token, "lang": "en"})
        await self.until(ws, "lobby")
        await ws.send_json({"type": "claim", "seat": seat, "name": name, "animal": animal})
        seated = await self.until(ws, "seated")
        self.host.phones.add(seated["seat"])
        return ws, seated

    def start(self, seats: list[str], seed: int = 3) -> Match:
        """The join screen's Start: a match with the phones' seats remote."""
        match = Match(self.host.game_id, self.host.players, seats, seed, worker=FakeWorker())
        self.hub.close_join(keep_seats=True)
        self.hub.attach(match)
        return match


async def play_step(ws, state: dict, step) -> None:
    """Send one step as the page does: the step, the state's move number, the count of
    steps chosen."""
    await ws.send_json({"type": "step", "step": step, "move": state["move"],
                        "chosen": len(state["chosen"])})
