"""The phone server's guards: tokens, codes, sizes, floods, Origins, the socket cap, the
page's files (no listing, a content-security policy) and card images behind a token."""

from __future__ import annotations

import asyncio

from aiohttp.test_utils import TestClient, TestServer

from scenes.phone.server import (CLOSE_BAD_TOKEN, CLOSE_FLOOD, FLOOD_COUNT, MAX_MESSAGE,
                                 PhoneServer)

from phone_helpers import Rig


def run(coro):
    return asyncio.run(coro)


def test_phone_bad_token_is_refused_and_closed():
    async def go():
        async with Rig() as rig:
            ws = await rig.connect()
            await ws.send_json({"type": "hello", "join": "not-the-token", "seat_token": "nope"})
            assert (await rig.until(ws, "error"))["code"] == "bad_token"
            assert await rig.closed(ws) == CLOSE_BAD_TOKEN
            ws = await rig.connect()
            await ws.send_json({"type": "claim", "seat": 0})         # no hello first
            assert (await rig.until(ws, "error"))["code"] == "hello_first"
    run(go())


def test_phone_join_token_dies_with_the_join_screen():
    async def go():
        async with Rig() as rig:
            token = rig.hub.join_token
            rig.hub.close_join(keep_seats=False)
            ws = await rig.connect()
            await ws.send_json({"type": "hello", "join": token})
            assert (await rig.until(ws, "error"))["code"] == "bad_token"
    run(go())


def test_phone_code_joins_and_wrong_codes_lock():
    async def go():
        async with Rig() as rig:
            ws = await rig.connect()
            await ws.send_json({"type": "hello", "code": rig.hub.code})
            assert (await rig.until(ws, "lobby"))["players"] == 3
            wrong = f"{(int(rig.hub.code) + 1) % 10 ** 6:06d}"
            for _ in range(5):
                ws = await rig.connect()
                await ws.send_json({"type": "hello", "code": wrong})
                assert (await rig.until(ws, "error"))["code"] == "bad_token"
            ws = await rig.connect()
            await ws.send_json({"type": "hello", "code": rig.hub.code})     # even the right one
            assert (await rig.until(ws, "error"))["code"] == "code_locked"
            rig.now += 61.0                                                   # a minute later
            ws = await rig.connect()
            await ws.send_json({"type": "hello", "code": rig.hub.code})
            assert (await rig.until(ws, "lobby"))["type"] == "lobby"
    run(go())


def test_phone_oversized_message_closes_the_socket():
    async def go():
        async with Rig() as rig:
            ws = await rig.connect()
            await ws.send_str('{"type": "hello", "pad": "' + "x" * MAX_MESSAGE + '"}')
            assert await rig.closed(ws) == 1009            # message too big
    run(go())


def test_phone_flood_closes_the_socket():
    async def go():
        async with Rig() as rig:
            ws, _ = await rig.join()
            for _ in range(FLOOD_COUNT + 5):
                await ws.send_json({"type": "ping"})
            seen = []
            while True:
                message = await rig.receive(ws)
                if message is None:
                    break
                seen.append(message["type"])
            assert "error" in seen and seen.count("pong") <= FLOOD_COUNT
            assert ws.close_code == CLOSE_FLOOD
    run(go())


def test_phone_wrong_origin_and_too_many_sockets_are_refused():
    async def go():
        async with Rig() as rig:
            response = await rig.get("/ws", headers={
                "Origin": "http://evil.example", "Connection": "Upgrade", "Upgrade": "websocket",
                "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="})
            assert response.status == 403
            rig.server.max_sockets = 2
            held = [await rig.connect(), await rig.connect()]
            await rig.settle(lambda: rig.server.sockets == 2)
            try:
                await rig.connect()
                refused = False
            except Exception as exc:  # noqa: BLE001 - aiohttp's handshake error
                refused = "503" in str(exc)
            assert refused
            for ws in held:
                await ws.close()
    run(go())


def test_phone_connection_churn_from_one_address_is_refused():
    async def go():
        async with Rig() as rig:
            from scenes.phone.server import CONNECT_COUNT
            for _ in range(CONNECT_COUNT):
                ws = await rig.connect()
                await ws.close()
            try:
                await rig.connect()
                refused = ""
            except Exception as exc:  # noqa: BLE001 - aiohttp's handshake error
                refused = str(exc)
            assert "429" in refused
    run(go())


def test_phone_page_files_with_a_policy_and_no_listing(tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><title>t</title>", encoding="utf-8")
    (tmp_path / "phone.js").write_text("let a = 1;", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "x.js").write_text("secret", encoding="utf-8")

    async def go():
        server = PhoneServer(static_dir=tmp_path)
        async with TestClient(TestServer(server.make_app())) as client:
            page = await client.get("/")
            assert page.status == 200 and "default-src 'self'" in page.headers[
                "Content-Security-Policy"]
            assert (await client.get("/static/phone.js")).content_type == "text/javascript"
            for path in ("/static/", "/static/sub", "/static/sub/x.js", "/static/..%2Fserver.py",
                         "/static/%2e%2e/server.py", "/sub/x.js"):
                response = await client.get(path)
                assert response.status == 404, path
                assert "Content-Security-Policy" in response.headers
    run(go())


def test_the_page_asks_the_server_which_languages_it_speaks(tmp_path):
    from game import catalog

    async def go():
        server = PhoneServer(static_dir=tmp_path)
        async with TestClient(TestServer(server.make_app())) as client:
            reply = await client.get("/languages")
            assert reply.status == 200 and reply.content_type == "application/json"
            assert "Content-Security-Policy" in reply.headers
            assert await reply.json() == {"languages": list(catalog.languages()),
                                          "default": catalog.default_language(())}
    run(go())


def test_phone_card_images_need_a_seat_token():
    async def go():
        async with Rig(game_id="animimix") as rig:
            ws, seated = await rig.join()
            assert (await rig.get("/card/wolf.png?h=320")).status == 403
            token = seated["seat_token"]
            await rig.settle(lambda: token in rig.server.seat_tokens)   # (the hub's pump)
            response = await rig.get(f"/card/wolf.png?h=300&s={token}")
            assert response.status == 200 and response.content_type == "image/png"
            body = await response.read()
            assert body.startswith(b"\x89PNG\r\n\x1a\n")
            import io
            import pygame
            image = pygame.image.load(io.BytesIO(body), "card.png")
            assert image.get_height() == 320               # rounded up to a served height
            assert (await rig.get(f"/card/unicorn.png?s={token}")).status == 404
    run(go())
