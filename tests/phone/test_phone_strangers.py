"""A stranger on the café's Wi-Fi cannot block the phones (issue #34, items 9-13 and 15):
idle sockets, a dropped phone's slot, slow headers, wrong codes from everywhere, a
nested message, a duplicated step and a forged Origin. In each case an honest phone then
joins and plays. The guards' clock is the rig's (`rig.now`): time is stepped, never
waited for; closes are awaited as events (phone_helpers.WAIT is the outer limit)."""

from __future__ import annotations

import asyncio
import logging

import aiohttp
import pytest

from game.net.guard import (BUSY, CODE_PACE, HEADERS_WAIT, HELLO_WAIT, PER_ADDRESS, SOCKET,
                               Conn, Connections)
from scenes.phone.server import MAX_SOCKETS, SOCKETS_PER_ADDRESS
from game.online.view import step_json

from phone_helpers import WAIT, Rig, play_step


def run(coro):
    return asyncio.run(coro)


async def plays_a_move(rig: Rig, local: str = "127.0.0.1", code: bool = False) -> None:
    """An honest phone joins (the QR code, or the typed code), takes seat 0 and plays a
    whole move through its steps."""
    if code:
        ws = await rig.connect(local=local)
        await ws.send_json({"type": "hello", "code": rig.hub.code, "lang": "en"})
        await rig.until(ws, "lobby")
        await ws.send_json({"type": "claim", "seat": 0, "name": "Ana"})
        await rig.until(ws, "seated")
    else:
        ws, _seated = await rig.join(seat=0, local=local)
    match = rig.start(["remote", "easy", "easy"])
    state = await rig.until(ws, "state")
    tree = match.steps(0)
    for step in tree.paths[tree.moves[0]]:
        await play_step(ws, state, step_json(match.game, step))
        state = await rig.until(ws, "state")
    assert len(match.moves_json) == 1 and match.log[-1].seat == 0
    await ws.close()


async def refused(connecting) -> str:
    """The HTTP status of a refused WebSocket handshake ("" if it opened)."""
    try:
        ws = await connecting
    except aiohttp.WSServerHandshakeError as exc:
        return str(exc.status)
    await ws.close()
    return ""


def test_phone_stranger_holding_16_idle_sockets_is_closed_and_a_phone_plays():
    async def go():
        async with Rig() as rig:
            addresses = [f"127.0.0.{n}" for n in range(2, 2 + MAX_SOCKETS // SOCKETS_PER_ADDRESS)]
            idle = [await rig.connect(local=a) for a in addresses
                    for _ in range(SOCKETS_PER_ADDRESS)]
            assert len(idle) == MAX_SOCKETS == rig.server.sockets
            assert await refused(rig.connect(local=addresses[0])) == "429"   # per address
            assert await refused(rig.connect()) == "503"                      # all taken
            rig.now += HELLO_WAIT + 0.5            # no hello in time: every one is closed
            assert rig.server.reap() >= MAX_SOCKETS   # (and refused handshakes kept alive)
            for ws in idle:
                await rig.closed(ws)
            await rig.settle(lambda: rig.server.sockets == 0)
            await plays_a_move(rig)
    run(go())


def test_phone_hello_deadline_counts_from_the_upgrade():
    """A browser may load the page and upgrade the same kept-alive connection later: its
    hello has HELLO_WAIT from the upgrade, not from the accept."""
    now = [0.0]
    conns = Connections(lambda: now[0], cap=8)
    conn = Conn("127.0.0.2", now[0], lambda: None)
    assert conns.opened(conn) == []
    now[0] = HEADERS_WAIT - 1.0                 # the page, then the socket's request
    conns.move(conn, BUSY)
    conns.move(conn, SOCKET)
    now[0] += HELLO_WAIT
    assert conns.due() == []
    now[0] += 0.5
    assert conns.due() == [conn]


def test_phone_a_dropped_phone_keeps_its_slot_for_its_own_token():
    async def go():
        async with Rig() as rig:
            ws, seated = await rig.join(seat=0)
            match = rig.start(["remote", "easy", "easy"])
            await rig.until(ws, "state")
            await ws.close()
            await rig.settle(lambda: not rig.hub.connected(0))
            free = MAX_SOCKETS - 1                 # one slot kept for the seat
            addresses = [f"127.0.0.{n}" for n in range(2, 8)]
            strangers = [await rig.connect(local=addresses[i // SOCKETS_PER_ADDRESS])
                         for i in range(free)]
            assert await refused(rig.connect(local=addresses[-1])) == "503"
            token = seated["seat_token"]
            back = await rig.connect(query=f"?s={token}")          # its own slot
            await back.send_json({"type": "hello", "seat_token": token, "lang": "en"})
            await rig.until(back, "seated")
            state = await rig.until(back, "state")
            tree = match.steps(0)
            for step in tree.paths[tree.moves[0]]:
                await play_step(back, state, step_json(match.game, step))
                state = await rig.until(back, "state")
            assert len(match.moves_json) == 1
            assert await refused(rig.connect(query="?s=forged")) == "503"
            for stranger in strangers:
                await stranger.close()
    run(go())


async def raw(rig: Rig, local: str, headers: bytes = b"GET / HTTP/1.1\r\nHost: x\r\n"):
    """A TCP connection from `local` that sends part of a request's headers."""
    host, port = rig.server.address
    reader, writer = await asyncio.open_connection(host, port, local_addr=(local, 0))
    writer.write(headers)
    await writer.drain()
    return reader, writer


async def cut(reader) -> bool:
    """Whether the server closed this connection (awaited, with the outer limit)."""
    try:
        return await asyncio.wait_for(reader.read(), WAIT) == b""
    except ConnectionResetError:
        return True


def test_phone_slow_headers_are_timed_out_and_a_phone_plays():
    async def go():
        async with Rig() as rig:
            slow = [await raw(rig, f"127.0.0.{2 + n % 5}") for n in range(20)]
            await rig.settle(lambda: len(rig.server.conns) == 20)
            rig.now += HEADERS_WAIT - 0.5
            assert rig.server.reap() == 0          # within the limit: kept
            rig.now += 1.0
            assert rig.server.reap() == 20
            for reader, writer in slow:
                assert await cut(reader)
                writer.close()
            await plays_a_move(rig)
    run(go())


def test_phone_one_address_keeps_at_most_its_share_of_connections():
    async def go():
        async with Rig() as rig:
            slow = [await raw(rig, "127.0.0.2") for _ in range(PER_ADDRESS + 10)]
            for reader, _writer in slow[:10]:           # the oldest 10 were shed
                assert await cut(reader)
            assert len(rig.server.conns) == PER_ADDRESS
            await plays_a_move(rig)                      # another address: untouched
            for _reader, writer in slow:
                writer.close()
    run(go())


def test_phone_overload_sheds_the_oldest_and_logs_once(caplog):
    async def go():
        async with Rig(cap=40) as rig:
            with caplog.at_level(logging.WARNING, logger="menagerie.phone"):
                slow = [await raw(rig, f"127.0.0.{2 + n % 50}") for n in range(100)]
                await rig.settle(lambda: len(rig.server.conns) <= 40)
                for reader, _writer in slow[:60]:      # the oldest 60 were shed
                    assert await cut(reader)
                assert len(rig.server.conns) == 40
                await plays_a_move(rig)
            lines = [r for r in caplog.records if "overloaded" in r.getMessage()]
            assert len(lines) == 1                   # once a minute, not once per accept
            for _reader, writer in slow:
                writer.close()
    run(go())


def test_phone_600_wrong_codes_from_200_addresses_slow_down_but_a_phone_joins():
    async def go():
        async with Rig() as rig:
            first = rig.hub.code
            addresses = [f"127.0.0.{n}" for n in range(2, 202)]
            answers: dict[str, int] = {}
            for round_ in range(3):
                rig.now += CODE_PACE if round_ else 0.0     # each address may guess again
                for address in addresses:
                    ws = await rig.connect(local=address)
                    wrong = f"{(int(rig.hub.code) + 1) % 10 ** 6:06d}"
                    await ws.send_json({"type": "hello", "code": wrong})
                    code = (await rig.until(ws, "error"))["code"]
                    answers[code] = answers.get(code, 0) + 1
                    await rig.closed(ws)
            assert answers == {"bad_token": 600}  # every one checked, none locked out
            assert rig.hub.code != first           # the TV shows a fresh code
            ws = await rig.connect(local=addresses[0])       # at once again: slowed
            await ws.send_json({"type": "hello", "code": rig.hub.code})
            assert (await rig.until(ws, "error"))["code"] == "code_wait"
            await plays_a_move(rig, code=True)     # a phone with no wrong code: at once
    run(go())


def test_phone_nested_json_is_refused_cleanly_and_a_phone_plays():
    async def go():
        async with Rig() as rig:
            ws = await rig.connect()
            for message in ("[" * 3000, "[" * 2000 + "]" * 2000,
                            '{"type": ' + "[" * 50 + "]" * 50 + "}"):
                await ws.send_str(message)
                error = await rig.until(ws, "error")
                assert error["code"] == "bad_message" and "nested" in error["message"]
            await ws.send_json({"type": "hello", "join": rig.hub.join_token})   # still open
            await rig.until(ws, "lobby")
            await ws.close()
            await plays_a_move(rig)
    run(go())


def test_phone_duplicated_step_is_refused_and_the_phone_plays_on():
    async def go():
        async with Rig() as rig:
            ws, _ = await rig.join(seat=0)
            match = rig.start(["remote", "easy", "easy"])
            state = await rig.until(ws, "state")
            tree = match.steps(0)
            path = [step_json(match.game, s) for s in tree.paths[tree.moves[0]]]
            for step in path:
                await play_step(ws, state, step)
                await play_step(ws, state, step)          # the same tap, sent twice
                answers = [await rig.receive(ws), await rig.receive(ws)]
                state = next(a for a in answers if a["type"] == "state")
                assert [a["code"] for a in answers if a["type"] == "error"] == ["stale_step"]
            assert len(match.moves_json) == 1 and state["move"] == 1
            while match.current != 0:                       # the bots' turns, at the TV
                match.play(match.steps(match.current).moves[0])
            await play_step(ws, {**state, "move": 0, "chosen": []}, path[0])   # stale
            errors = []                         # (the bots' state may come before or after)
            while not errors or state["move"] != len(match.moves_json):
                message = await rig.receive(ws)
                if message["type"] == "error":
                    errors.append(message["code"])
                elif message["type"] == "state":
                    state = message
            assert errors == ["stale_step"]
            tree = match.steps(0)
            for step in tree.paths[tree.moves[0]]:
                await play_step(ws, state, step_json(match.game, step))
                state = await rig.until(ws, "state")
            assert match.log[-1].seat == 0 and len(match.moves_json) == 4
    run(go())


@pytest.mark.parametrize("host", ["evil.example", "127.0.0.1"])
def test_phone_origin_must_be_an_address_the_server_serves(host):
    async def go():
        async with Rig() as rig:
            port = rig.server.address[1]
            forged = f"{host}:{port + 1}" if host == "127.0.0.1" else f"{host}:{port}"
            response = await rig.get("/ws", headers={
                "Host": forged, "Origin": f"http://{forged}", "Connection": "Upgrade",
                "Upgrade": "websocket", "Sec-WebSocket-Version": "13",
                "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="})
            assert response.status == 403          # Host and Origin agree, both forged
            await plays_a_move(rig)
    run(go())


def test_a_burst_of_accepts_fits_beside_the_cap():
    """asyncio accepts up to the listen backlog in one wake-up, before the cap is
    checked: the cap and one such burst stay within three quarters of the file limit,
    from the smallest limit to past the largest cap."""
    from game.net.guard import accept_backlog, connection_cap
    for limit in (64, 128, 256, 1024, 4096, 65536):
        cap = connection_cap(limit)
        assert 8 <= accept_backlog(cap) <= 100
        if limit >= 128:
            assert cap + accept_backlog(cap) <= limit * 3 // 4, limit
