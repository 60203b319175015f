"""Phones at the couch: the join screen's switch and QR code, a phone's seat mixed with a
pad and bots, its moves at the TV's table, and "reconnect your phone". The real server
thread listens on loopback; the App is stepped frame by frame."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import aiohttp
import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "couch"))

from couch_helpers import add_pads, press  # noqa: E402
from scene_helpers import make_app, start, step  # noqa: E402

from scenes.couch import CouchTableScene  # noqa: E402
from scenes.join import JoinScene  # noqa: E402
from game.online.view import step_json  # noqa: E402
from scenes.phone.service import phone_service  # noqa: E402

from phone_helpers import WAIT  # noqa: E402


async def frames(app) -> None:
    """Step the app a frame at a time, letting the server thread and the client run."""
    while True:
        step(app)
        await asyncio.sleep(0.001)


async def frames_until(app, condition) -> None:
    """Step the app until condition() holds (WAIT seconds at most: a broken server)."""
    async def stepping():
        while not condition():
            step(app)
            await asyncio.sleep(0.001)
    await asyncio.wait_for(stepping(), WAIT)


async def next_message(app, ws, kind: str) -> dict:
    """Step the app until a message of `kind` reaches the phone (awaited as an event,
    WAIT seconds at most)."""
    stepping = asyncio.ensure_future(frames(app))
    try:
        while True:
            message = await asyncio.wait_for(ws.receive(), WAIT)
            assert message.type == aiohttp.WSMsgType.TEXT, message
            data = message.json()
            if data["type"] == kind:
                return data
    finally:
        stepping.cancel()


async def until_closed(app, ws) -> list[dict]:
    """Step the app until the phone's socket closes; the messages it got before."""
    stepping = asyncio.ensure_future(frames(app))
    heard = []
    try:
        while True:
            message = await asyncio.wait_for(ws.receive(), WAIT)
            if message.type != aiohttp.WSMsgType.TEXT:
                return heard
            heard.append(message.json())
    finally:
        stepping.cancel()


def open_join_with_phones(app) -> JoinScene:
    join = JoinScene(app)
    start(app, join)
    join.phones.toggle()
    return join


def test_phone_joins_from_the_couch_screen_and_plays_its_seat(app):
    async def go():
        join = open_join_with_phones(app)
        hub = app.phones.hub
        await frames_until(app, lambda: hub.address is not None)
        assert hub.join_url().startswith("http://127.0.0.1:") and "?t=" in hub.join_url()
        assert len(hub.code) == 6 and hub.code.isdigit()
        host, port = hub.address
        add_pads(app, 7)
        press(app, 7)                           # a pad at the TV joins: seat 1
        step(app)
        assert join.joined == ["pad:7"]
        async with aiohttp.ClientSession() as session:
            ws = await session.ws_connect(f"http://{host}:{port}/ws",
                                          headers={"Origin": f"http://{host}:{port}"})
            await ws.send_json({"type": "hello", "join": hub.join_token, "lang": "en"})
            lobby = await next_message(app, ws, "lobby")
            assert lobby["seats"][0]["kind"] == "device" and lobby["seats"][1]["free"]
            await ws.send_json({"type": "claim", "seat": None, "name": "Zoé", "animal": "owl"})
            seated = await next_message(app, ws, "seated")
            assert seated["seat"] == 1
            step(app)
            assert join.seats()[:2] == ["human", "remote"]
            join._start()
            step(app, 2)
            table = app.stack.top
            assert isinstance(table, CouchTableScene) and table.seats[1] == "remote"
            assert table.seat_name(1) == "Zoé" and 1 not in table.humans
            state = await next_message(app, ws, "state")
            assert state["names"][1] == "Zoé"
            # play until the phone's turn (the pad's seat plays through the table)
            while table.state.current_player != 1:
                seat = table.state.current_player
                if table.seats[seat] == "human":
                    tree = table.match.steps(seat)
                    table.play(tree.moves[0])
                step(app)
            state = await next_message(app, ws, "state")
            while not state["your_turn"]:
                state = await next_message(app, ws, "state")
            assert table.status_line() == "Zoé plays on their phone"
            moves = len(table.moves_json)
            app.idle = 500.0                    # a phone's tap is activity, as a key press
            tree = table.match.steps(1)
            for one in tree.paths[tree.moves[0]]:
                await ws.send_json({"type": "step", "step": step_json(table.game, one),
                                    "move": state["move"], "chosen": len(state["chosen"])})
                state = await next_message(app, ws, "state")
            assert len(table.moves_json) == moves + 1 and table.log[-1].seat == 1
            assert app.idle < 1.0
            await ws.close()
            await frames_until(app, lambda: not hub.connected(1))
            while table.state.current_player != 1 and not table.state.is_over:
                seat = table.state.current_player
                if table.seats[seat] == "human":
                    table.play(table.match.steps(seat).moves[0])
                step(app)
            step(app, 3)
            assert table.waiting_phone == 1              # only that seat waits
    asyncio.run(go())


def test_phone_join_screen_draws_the_qr_code(app, drawn_lines, tmp_path):
    async def go():
        join = open_join_with_phones(app)
        hub = app.phones.hub
        await frames_until(app, lambda: hub.address is not None)
        step(app)
        pygame.image.save(app.screen, str(tmp_path / "join-phones.png"))   # to look at
        assert any("Scan with your phone" in line for line in drawn_lines)
        assert any(hub.code in line for line in drawn_lines)
        assert join.phones._qr is not None and join.phones._qr[0] == hub.join_url()
        join.phones.toggle()                       # off again: the server stops
        step(app)
        assert app.phones.hub is None
    asyncio.run(go())


def test_phone_admin_menu_switches_phones_and_lists_them(app):
    from scenes.phone.admin import AdminPhonesScene
    app.settings.admin_pin = app.kiosk.admin_pin = "802613"

    async def go():
        admin = AdminPhonesScene(app)
        start(app, admin)
        assert admin.rows() == ["No phone is connected"] and not admin.on
        admin.toggle()                                     # on
        assert admin.on and app.kiosk.phones
        join = JoinScene(app)
        app.stack.push(join)
        step(app)
        hub = app.phones.hub
        await frames_until(app, lambda: hub.address is not None)
        host, port = hub.address
        heard = []
        async with aiohttp.ClientSession() as session:
            ws = await session.ws_connect(f"http://{host}:{port}/ws",
                                          headers={"Origin": f"http://{host}:{port}"})
            await ws.send_json({"type": "hello", "join": hub.join_token, "lang": "en"})
            heard.append(await next_message(app, ws, "lobby"))
            await ws.send_json({"type": "claim", "seat": 0, "name": "Lou"})
            heard.append(await next_message(app, ws, "seated"))
            step(app)
            assert admin.rows() == ["Seat 1: Lou (connected, 127.0.0.1)"]
            app.stack.pop()                  # the join screen left: its seats given back
            step(app, 2)
            assert admin.rows() == ["No phone is connected"]
            admin.toggle()                                 # off: every phone disconnected
            assert not admin.on and app.phones.hub is None and not app.kiosk.phones
            heard += await until_closed(app, ws)
            assert ws.closed
        assert heard and not any("802613" in str(message) for message in heard)
    asyncio.run(go())


def test_phone_seat_is_saved_as_a_person_and_the_kiosk_config_turns_phones_on(app, tmp_path):
    from scenes.menus.title import resume_scene
    table = CouchTableScene(app, "animimix", 3, ["human", "remote", "easy"], {0: "mouse"},
                            seed=4)
    start(app, table)
    table.play(table.match.steps(0).moves[0])
    app.saves.flush()
    loaded = app.saves.load()
    assert loaded is not None and loaded[1] == ["human", "human", "easy"]
    assert resume_scene(app) is not None          # not set aside as a damaged save
    app.kiosk.phones = True
    join = JoinScene(app)
    start(app, join)
    assert app.phones.on and app.phones.hub.host is join.phones


def test_phone_server_reports_a_port_in_use():
    import socket

    from scenes.phone.server import PhoneServer
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    server = PhoneServer()
    server.start("127.0.0.1", taken.getsockname()[1])
    kind, _ident, data = server.inbox.get(timeout=10)      # the server thread's report
    taken.close()
    assert kind == "failed" and data["error"]


def test_phone_plays_as_a_profile_and_its_statistics_count(app):
    async def go():
        ana = app.profiles.add("Ana")                     # (a home app keeps profiles)
        join = open_join_with_phones(app)
        hub = app.phones.hub
        await frames_until(app, lambda: hub.address is not None)
        host, port = hub.address
        async with aiohttp.ClientSession() as session:
            ws = await session.ws_connect(f"http://{host}:{port}/ws",
                                          headers={"Origin": f"http://{host}:{port}"})
            await ws.send_json({"type": "hello", "join": hub.join_token, "lang": "en"})
            lobby = await next_message(app, ws, "lobby")
            assert [p["name"] for p in lobby["profiles"]] == ["Ana"]
            await ws.send_json({"type": "claim", "seat": 0, "name": "x", "profile": ana.id})
            seated = await next_message(app, ws, "seated")
            assert seated["name"] == "Ana"
            lobby = await next_message(app, ws, "lobby")
            assert lobby["profiles"] == []                  # held by this phone now
            join._start()
            step(app, 2)
            table = app.stack.top
            assert app.statistics.seated(table.match)[0] == ana.id
            assert app.statistics.profile_at(table.match, 0).name == "Ana"
            await ws.close()
    asyncio.run(go())


def test_phone_lobby_profiles_have_colour_and_animal_and_a_kiosk_sends_none(tmp_path):
    """At home the lobby lists the profiles with their colour (an index into
    game.records.profiles.COLOURS) and their animal's words; a kiosk keeps no profiles, and
    its join screen offers no address (the kiosk config's)."""
    from game.records.kioskconfig import load_kiosk_config
    from game.records.profiles import COLOURS
    home = make_app(tmp_path / "home", lang="fr")
    try:
        ana = home.profiles.add("Ana")
        ana.colour, ana.animal = 3, "penguin"
        join = JoinScene(home)
        start(home, join)
        [row] = join.phones.phone_profiles()
        assert row == {"id": ana.id, "name": "Ana", "animal": "penguin", "colour": 3}
        assert 0 <= row["colour"] < len(COLOURS)
        service = phone_service(home)
        service.host, service.port = "127.0.0.1", 0
        hub = service.start()
        hub.open_join(join.phones)
        sock = type("Sock", (), {"seat": None, "lang": "fr"})()
        lobby = hub._lobby(sock)
        assert lobby["profiles"][0]["animal_label"] == "Manchot"
    finally:
        home.shutdown()
    kiosk = make_app(tmp_path / "kiosk", kiosk=True, kiosk_config=load_kiosk_config({}),
                     lang="en")
    try:
        assert kiosk.profiles is None
        join = JoinScene(kiosk)
        start(kiosk, join)
        assert join.phones.phone_profiles() == []
        assert not any(item.value == join.phones.address_label for item in join.menu.items)
        kiosk.settings.phone_host = "127.0.0.3"       # the config's address wins at a kiosk
        assert phone_service(kiosk).host == kiosk.kiosk.phone_host == ""
        kiosk.phones.host, kiosk.phones.port = "127.0.0.1", 0
        hub = phone_service(kiosk).start()
        hub.open_join(join.phones)
        sock = type("Sock", (), {"seat": None, "lang": "en"})()
        assert hub._lobby(sock)["profiles"] == []
    finally:
        kiosk.shutdown()


def test_join_screen_address_row_moves_the_server_and_its_qr_code(app, tmp_path):
    """The address row (pad d-pad like the other rows) cycles through the machine's
    IPv4 addresses (a fake list here; 127.0.0.2 is loopback too on Linux): the server
    starts again there, the QR code and the typed address follow, the choice is saved."""
    import json
    service = app.phones
    service.addresses = lambda: ["127.0.0.1", "127.0.0.2"]

    async def go():
        join = open_join_with_phones(app)
        row = next(i for i, item in enumerate(join.menu.items)
                   if item.value == join.phones.address_label)
        assert join.menu.items[row].label() == "Phones' address"
        await frames_until(app, lambda: service.hub.address is not None)
        step(app)
        before = join.phones._qr[0]
        assert before.startswith("http://127.0.0.1:")
        assert join.phones.address_label() == "127.0.0.1"
        add_pads(app, 7)
        press(app, 7)                                     # the pad joins
        step(app)
        while join.menu.focus != row:
            press(app, 7, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
            step(app)
        old_hub = service.hub
        press(app, 7, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
        step(app)
        hub = service.hub
        assert hub is not old_hub and join.phones.address_label() == "127.0.0.2"
        assert app.settings.phone_host == "127.0.0.2"
        saved = json.loads((tmp_path / "settings.json").read_text())
        assert saved["phone_host"] == "127.0.0.2"
        await frames_until(app, lambda: hub.address is not None)
        step(app)
        after = join.phones._qr[0]
        assert after.startswith("http://127.0.0.2:") and after == hub.join_url()
        assert after != before and hub.host is join.phones       # joining open again
        async with aiohttp.ClientSession() as session:             # it answers there
            host, port = hub.address
            async with session.get(f"http://{host}:{port}/") as reply:
                assert reply.status == 200
        press(app, 7, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)        # round to the first
        step(app)
        assert join.phones.address_label() == "127.0.0.1"
    asyncio.run(go())


def test_phone_service_listens_where_the_settings_say(tmp_path):
    """settings.json's phone_host (the join screen's choice) is where the server listens
    next time; a bad one sets the file aside with a line naming the key."""
    import json
    (tmp_path / "settings.json").write_text(json.dumps({"phone_host": "127.0.0.3"}))
    app = make_app(tmp_path, lang="en")
    try:
        assert app.settings.phone_host == "127.0.0.3"
        assert phone_service(app).host == "127.0.0.3"
    finally:
        app.shutdown()
    from game.records.config import SettingsStore
    (tmp_path / "settings.json").write_text(json.dumps({"phone_host": "the kitchen"}))
    store = SettingsStore(tmp_path)
    assert store.load().phone_host == ""
    assert "'phone_host' must be" in store.warning and "\n" not in store.warning


def test_phone_server_stopped_before_it_listens_still_ends():
    """The address row may restart the server before its thread has bound: that
    thread ends anyway instead of serving on, unseen, forever."""
    from scenes.phone.server import PhoneServer
    for _ in range(5):
        server = PhoneServer()
        server.start("127.0.0.1", 0)
        thread = server._thread
        server.stop()
        thread.join(timeout=20)
        assert not thread.is_alive()
