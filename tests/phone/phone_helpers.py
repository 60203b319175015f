"""A phone server on aiohttp's test server, its hub, a match, and a stepped frame loop.

The tests drive the frame loop by hand: `Rig.receive` pumps the hub until a message
arrives (the socket is real, on loopback), so nothing waits on a fixed delay.
"""

from __future__ import annotations

import asyncio

import pygame
from aiohttp.test_utils import TestClient, TestServer

from scenes.config import Settings
from scenes.match import Match
from scenes.phone.hub import PhoneHub
from scenes.phone.server import PhoneServer
from scenes.ui import TextCache

PUMPS = 400          # pumps before a test gives up waiting for a message


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

    def __init__(self, game_id: str = "animimix", players: int = 3, text=None) -> None:
        self.server = PhoneServer()
        self.hub = PhoneHub(self.server, text or text_renderer(), Settings(lang="en"),
                            clock=self.clock)
        self.now = 0.0
        self.host = Host(game_id, players)
        self.host.phones = set()
        self.hub.open_join(self.host)
        self.client: TestClient | None = None

    def clock(self) -> float:
        return self.now

    async def __aenter__(self) -> "Rig":
        self.client = TestClient(TestServer(self.server.make_app()))
        await self.client.start_server()
        return self

    async def __aexit__(self, *exc) -> None:
        await self.client.close()

    @property
    def origin(self) -> str:
        return f"http://{self.client.host}:{self.client.port}"

    async def connect(self, origin: str | None = None):
        return await self.client.ws_connect("/ws", headers={"Origin": origin or self.origin})

    async def receive(self, ws) -> dict | None:
        """The next message to `ws` (pumping the hub meanwhile); None if it closed."""
        for _ in range(PUMPS):
            self.hub.pump()
            try:
                message = await ws.receive(timeout=0.005)
            except asyncio.TimeoutError:
                continue
            if message.type.name == "TEXT":
                return message.json()
            return None
        raise AssertionError("no message came")

    async def until(self, ws, kind: str) -> dict:
        """Messages to `ws` up to the first of `kind`."""
        for _ in range(50):
            message = await self.receive(ws)
            assert message is not None, f"closed before a {kind!r}"
            if message["type"] == kind:
                return message
        raise AssertionError(f"no {kind!r} came")

    async def join(self, seat=None, name="Ana", animal="fox"):
        """A phone that scans the QR code and claims a seat: (ws, seated message)."""
        ws = await self.connect()
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
