"""The online screens, headless: the host's lobby, the join field, the guest's table.

The lobby runs against a real nats-server (conftest); a guest made of the protocol's own
parts joins it from the test. The guest's table is fed by a host room in the process.
"""

from __future__ import annotations

import time

import pygame
import pytest

from game import catalog
from game.online.authority import HostRoom
from game.online.guest import GuestSeat
from game.online.keys import new_secret
from game.online.play import OnlineGuest
from game.online.transport import NatsLink
from scenes.shell.app import App, AppOptions
from game.match.match import HUMAN, REMOTE, Match
from scenes.menus.newgame import NewGameScene
from scenes.online.guest import OnlineGuestScene
from scenes.online.join import JoinOnlineScene
from scenes.online.lobby import OnlineHostScene
from scenes.online.table import OnlineTableScene

FRAMES = 6000            # an outer limit on frames stepped while waiting for the network
SHOTS = None             # a folder to keep screenshots in (None: the test's tmp_path)


@pytest.fixture(params=["en", "fr"])
def app(request, tmp_path):
    app = App(AppOptions(headless=True, save_dir=tmp_path, bot_process=False,
                         lang=request.param))
    yield app
    app.shutdown()


def step(app, frames: int = 1) -> None:
    for _ in range(frames):
        app.step(1 / 60)
        app.frame += 1


def key(app, scene, code, text: str = "", mod: int = 0) -> None:
    scene.key_down(pygame.event.Event(pygame.KEYDOWN, key=code, unicode=text, mod=mod))


def test_online_lobby_invites_and_starts_with_the_friend_here(app, nats_server, tmp_path,
                                                              drawn_lines):
    server = nats_server()
    app.settings.online_server = server.url
    menu = NewGameScene(app)
    app.stack.push(menu)
    menu._host_online()
    step(app)
    lobby = app.stack.top
    assert isinstance(lobby, OnlineHostScene) and lobby.friends == {1}
    lobby._start()
    assert lobby.note == catalog.text("online.need_here", app.lang)
    lobby._change_takeover(+1)
    assert lobby.room.takeover == (30.0, "medium")
    assert lobby._takeover_value() == catalog.text("online.takeover_seconds", app.lang, n=30)
    invitation = app.online.host.invitation(1)
    friend = OnlineGuest(GuestSeat(invitation, name="Zoé", lang=app.lang),
                         NatsLink(server.url, name="friend").start())
    for _ in range(FRAMES):
        friend.poll(time.monotonic())
        step(app)
        if lobby.room.seats[1].joined and friend.seat.lobby:
            break
        friend.link.arrived.wait(0.05)
    assert lobby._seat_value(1) == catalog.text("online.seat_here", app.lang, name="Zoé")
    pygame.image.save(app.screen, str(tmp_path / f"online-lobby-{app.lang}.png"))
    lobby._start()
    step(app)
    table = app.stack.top
    assert table is not lobby and table.match.seats[1] == REMOTE
    for _ in range(FRAMES):
        friend.poll(time.monotonic())
        step(app)
        if friend.seat.view is not None:
            break
        friend.link.arrived.wait(0.05)
    assert friend.seat.view["seat"] == 1 and friend.seat.view["names"][1] == "Zoé"
    assert isinstance(table, OnlineTableScene) and table.seat_name(1) == "Zoé"
    friend.react("hurry", time.monotonic())
    shown = catalog.text("online.reaction_by", app.lang, name="Zoé",
                         reaction=catalog.text("online.reaction.hurry", app.lang))
    for _ in range(FRAMES):
        step(app)
        if shown in drawn_lines:
            break
        app.online.link.arrived.wait(0.05)
    assert shown in drawn_lines
    friend.link.close()


def test_online_join_field_says_what_is_wrong_with_an_invitation(app):
    scene = JoinOnlineScene(app)
    app.stack.push(scene)
    step(app)
    for char in "https://x":
        key(app, scene, 0, char)
    key(app, scene, pygame.K_RETURN)
    assert scene.problem == catalog.text("online.link.scheme", app.lang)
    scene.entered = "menagerie://join/" + "a" * 24 + "/1/" + "A" * 43 + "?server=nats://h&v=9"
    key(app, scene, pygame.K_RETURN)
    assert scene.problem == catalog.text("online.link.version", app.lang, theirs="9", ours=1)
    assert app.stack.top is scene and app.online is None


class DirectService:
    """What the guest's screen needs of a service, handing frames to a room in-process."""

    def __init__(self, room: HostRoom, seat: GuestSeat) -> None:
        self.room, self.messages, self.connected, self.problem = room, [], True, ""
        self.seat = seat
        self.guest = self
        self.deliver(room.receive(seat.invitation.channel, seat.join(0.0)))

    def deliver(self, outs) -> None:
        for out in outs:
            message = self.seat.receive(out.data, 0.0)
            if message is not None:
                self.messages.append(message)

    def move(self, path, now) -> None:
        self.deliver(self.room.receive(self.seat.invitation.channel, self.seat.move(path, now)))
        self.deliver(self.room.views())

    def react(self, reaction, now) -> None:
        self.deliver(self.room.receive(self.seat.invitation.channel,
                                       self.seat.react(reaction, now)))

    def stop(self) -> None:
        pass


@pytest.mark.parametrize("game_id", ["origami", "high_society"])
def test_online_guest_table_shows_hand_and_moves_and_plays_one(app, game_id, tmp_path,
                                                               drawn_lines):
    match = Match(game_id, 3, [REMOTE, HUMAN, "random"], seed=4)
    room = HostRoom(match, new_secret(), [0], ["Zoé", "Ana", "Bot"])
    seat = GuestSeat(room.invitation(0, "nats://h"), name="Zoé", lang=app.lang)
    service = DirectService(room, seat)
    scene = OnlineGuestScene(app, service)
    app.stack.push(scene)
    step(app)
    while match.current != 0:
        match.play(match.legal_moves(match.current)[0])
    service.deliver(room.views())
    step(app, 2)
    view = seat.view
    assert [item.label() for item in scene.menu.items] == view["labels"]
    assert catalog.text("online.your_turn", app.lang) in drawn_lines
    pygame.image.save(app.screen, str(tmp_path / f"online-guest-{game_id}-{app.lang}.png"))
    key(app, scene, pygame.K_1)
    step(app)
    assert catalog.text("online.reaction.well_played", app.lang) in " ".join(drawn_lines)
    before = len(match.moves_json)
    path = view["paths"][0]
    scene.menu.items[0].on_confirm()
    assert len(match.moves_json) == before + 1 and room.refused == []
    step(app)
    assert scene.menu.items == [] or match.current == 0
    stale = {"type": "move", "move_number": before, "path": path}      # a late copy
    service.deliver(room.receive(seat.invitation.channel, seat._frame(stale, 0.0)))
    step(app)
    assert scene.note == catalog.text("online.refused.old_move", app.lang)
    assert len(match.moves_json) == before + 1
