"""Phones on is not a listener for ever (issue #34, item 14): the server listens while a
join screen is open or a phone holds a seat, and nowhere else; at the title the page
does not load. The real server thread listens on loopback; the App is stepped."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

from scene_helpers import start, step  # noqa: E402

from scenes.join import JoinScene  # noqa: E402
from scenes.menus.title import TitleScene  # noqa: E402

from test_phone_couch import frames_until, next_message  # noqa: E402


async def page_loads(session, address) -> bool:
    """Whether the phone page answers at `address` (host, port)."""
    host, port = address
    try:
        async with session.get(f"http://{host}:{port}/") as reply:
            return reply.status == 200
    except aiohttp.ClientConnectionError:
        return False


def test_phone_listener_closes_when_no_join_screen_or_seat_needs_it(app):
    async def go():
        start(app, TitleScene(app))
        join = JoinScene(app)
        app.stack.push(join)
        step(app)
        join.phones.toggle()                               # phones on
        hub = app.phones.hub
        await frames_until(app, lambda: hub.address is not None)
        address = hub.address
        async with aiohttp.ClientSession() as session:
            assert await page_loads(session, address)
            app.stack.pop()                                # back to the title
            await frames_until(app, lambda: hub.address is None)
            assert app.phones.on and not await page_loads(session, address)
            join = JoinScene(app)                          # a join screen again
            app.stack.push(join)
            await frames_until(app, lambda: hub.address is not None)
            assert hub.address == address and await page_loads(session, address)
            host, port = address
            ws = await session.ws_connect(f"http://{host}:{port}/ws",
                                          headers={"Origin": f"http://{host}:{port}"})
            await ws.send_json({"type": "hello", "join": hub.join_token, "lang": "en"})
            await next_message(app, ws, "lobby")
            await ws.send_json({"type": "claim", "seat": 0, "name": "Zoé"})
            await next_message(app, ws, "seated")
            join.phones.starting = True
            app.stack.pop()                   # the screen closes into a game: seat kept
            await ws.close()
            for _ in range(30):
                step(app)
                await asyncio.sleep(0.001)
            assert await page_loads(session, address)       # its phone may come back
            hub.end_match()                                 # the game is over
            await frames_until(app, lambda: hub.address is None)
            assert not await page_loads(session, address)
    asyncio.run(go())


def test_phone_listener_closed_while_it_binds_closes_once_bound():
    """Phones switched on where nothing needs them (the kiosk's admin menu): the pause
    may reach the server thread before its listener is bound; it closes once bound."""
    from scenes.phone.server import PhoneServer

    from phone_helpers import WAIT
    server = PhoneServer()
    server.start("127.0.0.1", 0)
    server.pause()
    heard = []
    while "stopped" not in heard:
        kind, _ident, data = server.inbox.get(timeout=WAIT)
        heard.append(kind)
        if kind == "listening":
            address = (data["host"], data["port"])
    assert heard == ["listening", "stopped"]

    async def go():
        async with aiohttp.ClientSession() as session:
            assert not await page_loads(session, address)
    try:
        asyncio.run(go())
    finally:
        server.stop()
