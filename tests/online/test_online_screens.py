"""The online screens, headless: the host's lobby, the join field, the guest's table.

The lobby runs against a real nats-server (conftest); a guest made of the protocol's own
parts joins it from the test. The guest's table is fed by a host room in the process
(see test_online_guest_table.py).
"""

from __future__ import annotations

import time
from types import SimpleNamespace

import pygame
import pytest

from game import catalog
from game.online import PROTOCOL
from game.online.authority import HostRoom
from game.online.guest import GuestSeat
from game.online.keys import new_secret, parse_link
from game.online.play import OnlineGuest
from game.online.transport import NatsLink
from scenes.shell.app import App, AppOptions
from scene_helpers import step
from game.match.match import REMOTE
from scenes.menus.newgame import NewGameScene
from scenes.online.guest import OnlineGuestScene
from scenes.online.join import JoinOnlineScene
from scenes.online.lobby import OnlineHostScene
from scenes.online.guesttable import GuestTableScene
from scenes.online.table import OnlineTableScene
from test_online_guest_table import hosted

FRAMES = 6000            # an outer limit on frames stepped while waiting for the network
SHOTS = None             # a folder to keep screenshots in (None: the test's tmp_path)


@pytest.fixture(params=["en", "fr"])
def app(request, tmp_path):
    app = App(AppOptions(headless=True, save_dir=tmp_path, bot_process=False,
                         lang=request.param))
    yield app
    app.shutdown()


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
    key(app, lobby, pygame.K_TAB)                # the watchers' invitation, after Zoé's
    assert lobby.shown == "watch"
    watcher = OnlineGuest(GuestSeat(parse_link(app.online.host.invitation(None).link()),
                                    name="Mia"), NatsLink(server.url, name="mia").start())
    for _ in range(FRAMES):
        watcher.poll(time.monotonic())
        step(app)
        if lobby.room.watchers and watcher.seat.lobby:
            break
        watcher.link.arrived.wait(0.05)
    assert lobby._watchers_value() == catalog.text("online.watchers_welcome", app.lang, n=1)
    assert watcher.seat.lobby["watchers"] == 1
    pygame.image.save(app.screen, str(tmp_path / f"online-lobby-{app.lang}.png"))
    watcher.link.close()
    lobby._start()
    step(app)
    table = app.stack.top
    assert table is not lobby and table.match.seats[1] == REMOTE
    for _ in range(FRAMES):
        friend.poll(time.monotonic())
        step(app)
        if friend.seat.told is not None:
            break
        friend.link.arrived.wait(0.05)
    assert friend.seat.told.feed.seat == 1 and friend.seat.told.feed.names[1] == "Zoé"
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
    assert scene.problem == catalog.text("online.link.version", app.lang, theirs="9",
                                         ours=PROTOCOL)
    assert app.stack.top is scene and app.online is None


@pytest.mark.parametrize("game_id", ["origami", "high_society"])
def test_online_guest_table_says_refusals_and_shows_reactions(app, game_id, tmp_path,
                                                               drawn_lines):
    match, room, service = hosted(app, game_id, 4)
    app.online = service
    app.stack.push(OnlineGuestScene(app, service))
    step(app, 2)
    table = app.stack.top
    assert isinstance(table, GuestTableScene) and table.seat_name(1) == "Zoé"
    while match.current != 1:
        match.play(match.legal_moves(match.current)[0])
    for _ in range(FRAMES):
        step(app)
        if table.aim is not None:
            break
    assert table.status_line() == catalog.text("ui.your_turn", app.lang, name="Zoé")
    pygame.image.save(app.screen, str(tmp_path / f"online-guest-{game_id}-{app.lang}.png"))
    key(app, table, pygame.K_1)
    step(app)
    assert room.reactions == [(1, "well_played")]
    assert catalog.text("online.reaction_by", app.lang, name="Zoé", reaction=catalog.text(
        "online.reaction.well_played", app.lang)) in drawn_lines
    before = len(match.moves_json)
    while table.aim is not None:
        table.take_step(next(iter(table.aim.next_steps())))
    assert len(match.moves_json) == before + 1 and room.refused == []
    step(app, 60)                                # the table shows the move; a copy of it
    service._send(service.seat._frame(                                    # comes late
        {"type": "move", "move_number": before, "path": [["x"]]}, 0.0))
    step(app)
    refusal = catalog.text("online.refused.old_move", app.lang)
    assert table.message == refusal and len(match.moves_json) == before + 1
    step(app, 2)
    assert refusal in drawn_lines
    app.go_home()                                # the pause menu's "leave the game"
    step(app)
    assert service.stopped and app.online is None


class Quiet:
    """A guest's service that has sent its join and heard nothing yet."""

    def __init__(self, seat: GuestSeat) -> None:
        self.guest = SimpleNamespace(seat=seat)
        self.messages, self.connected, self.problem = [], True, ""


def test_online_guest_says_what_it_waits_for(app):
    seat = GuestSeat(parse_link(HostRoom(None, new_secret(), [1], ["Ana", "Zoé"]).invitation(
        1, "nats://h").link()), name="Zoé")
    seat.join(0.0)
    service = Quiet(seat)
    scene = OnlineGuestScene(app, service)
    app.stack.push(scene)
    step(app)
    assert scene.status() == catalog.text("online.waiting_host", app.lang)
    service.connected = False
    assert scene.status() == catalog.text("online.connecting", app.lang, server="nats://h")
    service.problem = "refused"
    assert scene.status() == catalog.text("online.lost", app.lang)
