"""The app's lobby on the direct path: its invitation names the phone server, and a guest
on this network joins through `/online` while no NATS server answers at all."""

from __future__ import annotations

import socket
import time

import pytest

from game import catalog
from game.online.direct import DirectLink
from game.online.guest import GuestSeat
from game.online.keys import parse_link
from game.online.lan import guest_link
from game.online.play import OnlineGuest
from scenes.menus.newgame import NewGameScene
from scenes.online.lobby import OnlineHostScene
from scenes.phone.service import PhoneService
from scenes.shell.app import App, AppOptions

FRAMES = 6000            # an outer limit on frames stepped while waiting for the network


@pytest.fixture
def app(tmp_path):
    app = App(AppOptions(headless=True, save_dir=tmp_path, bot_process=False, lang="en"))
    yield app
    app.shutdown()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def step(app) -> None:
    app.step(1 / 60)
    app.frame += 1


def test_online_direct_lobby_takes_a_guest_through_the_phone_server(app):
    app.settings.online_server = f"nats://127.0.0.1:{free_port()}"    # nobody there
    port = free_port()
    app.phones = PhoneService(app, "127.0.0.1", port)
    menu = NewGameScene(app)
    app.stack.push(menu)
    menu._host_online()
    step(app)
    lobby = app.stack.top
    assert isinstance(lobby, OnlineHostScene)
    invitation = parse_link(app.online.host.invitation(1).link())
    assert invitation.direct == f"http://127.0.0.1:{port}"
    link = guest_link(invitation, "auto", name="friend")
    friend = OnlineGuest(GuestSeat(invitation, name="Zoé"), link)
    for _ in range(FRAMES):
        friend.poll(time.monotonic())
        step(app)
        if lobby.room.seats[1].joined and friend.seat.lobby:
            break
        link.arrived.wait(0.05)
    assert link.path == "direct" and isinstance(link.link, DirectLink)
    assert lobby._seat_value(1) == catalog.text("online.seat_here", app.lang, name="Zoé")
    assert app.phones.needed                     # the listener stays open for guests
    link.close()
