"""The direct path: a guest on the host's network speaks to the host's web server, with
no NATS server anywhere.

Whole games run between two headless processes (`--server ''`: the host serves only
the direct path), the guest's socket going through a `Wiretap` that records every byte
(the eavesdropper) and can cut the line mid-game. The guards are checked on the phone
server itself, the app's web server, with a clock that does not move.
"""

from __future__ import annotations

import asyncio
import base64
import json
import queue
import time
from urllib.parse import urlsplit

import aiohttp
import pytest

from game import GAME_IDS
from game.online.direct import DirectLink
from game.online.frame import MAX_WIRE
from game.online.keys import (Invitation, InvitationError, SealError, new_secret, parse_link,
                              room_id, seat_key, unseal)
from game.online.authority import HostRoom
from game.online.guest import GuestSeat
from game.online.lan import FirstOf, TRY_DIRECT, DirectServer, guest_link
from game.online.play import OnlineGuest, OnlineHost
from game.online.relay import Links
from game.online.transport import NatsLink
from game.match.match import HUMAN, REMOTE, Match
from game.rng import Rng
from game.online.relay import CONNECT_COUNT, FLOOD_COUNT, PATH, SOCKETS_PER_ADDRESS
from game.online.transport import subject_down, subject_up
from scenes.phone.server import PhoneServer
from test_online_nats import GUEST, check_result
from wiretap import Wiretap, leak_words, websocket_messages

LIMIT = 300.0            # seconds: an outer limit for any one awaited event
ROUNDS = 20_000          # an outer limit on the in-process loop's rounds


def direct_game(processes, tmp_path, game_id: str, seed: int, *guest_args: str):
    """A host serving only the direct path, a wiretap before it, and a guest through the
    wiretap: (host, guest, the invitation's link, wiretap)."""
    host = processes("host", "--game", game_id, "--seed", str(seed), "--server", "",
                     "--direct", "127.0.0.1:0", "--save", str(tmp_path / "host.json"))
    invite = host.wait("invite")
    invitation = parse_link(invite["invite"])
    target = urlsplit(invitation.direct)
    tap = Wiretap((target.hostname, target.port))
    guest = processes("guest", invite["invite"], "--path", "direct", "--direct", tap.url,
                      *guest_args)
    return host, guest, invite["invite"], tap


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_online_direct_whole_game_is_sealed_on_the_wire(game_id, processes, tmp_path):
    host, guest, link, tap = direct_game(processes, tmp_path, game_id, 4, "--seed", "9")
    invitation = parse_link(link)
    guest_end = guest.wait("result")
    host_end = host.wait("result")
    assert host.end() == 0 and guest.end() == 0
    tap.close()
    check_result(host_end, guest_end, guest_end["chosen"])
    # The eavesdropper on the line: the request names the room and the channel (what a
    # NATS server sees in a subject), never the key; every message is a sealed frame.
    words = {word.encode() for word in leak_words(game_id)}
    key = base64.urlsafe_b64encode(invitation.key).rstrip(b"=")
    wrong = seat_key(new_secret(), GUEST)
    frames = 0
    for up, down in tap.streams:
        request, sent = websocket_messages(up)
        _answer, received = websocket_messages(down)
        assert request.startswith(f"GET {PATH}?room={invitation.room}"
                                  f"&chan={invitation.channel} ".encode())
        assert key not in request and key not in down
        for opcode, data in sent + received:
            if opcode in (9, 10, 8):                 # ping, pong, close
                continue
            assert opcode == 2 and data[:1] in (b"J", b"S") and len(data) > 40
            assert not any(word in data for word in words)
            with pytest.raises(SealError):
                unseal(wrong, data[1:])
            frames += 1
    assert frames > len(host_end["transcript"]["moves"]) / 3


def test_online_direct_socket_cut_mid_game_loses_and_doubles_no_move(processes, tmp_path):
    pause = tmp_path / "pause"
    pause.touch()
    host, guest, _link, tap = direct_game(
        processes, tmp_path, "high_society", 8, "--seed", "6", "--pause-at", "12",
        "--pause-file", str(pause))
    at = guest.wait("paused")["paused"]
    tap.hold.set()
    tap.cut()                                      # the Wi-Fi drops, and stays down
    guest.wait("link", lambda state: state == "lost")
    pause.unlink()                                 # a move chosen while the line is cut
    guest.wait("chose", lambda number: number == at)
    tap.hold.clear()
    guest.wait("link", lambda state: state == "back")
    guest_end = guest.wait("result")
    host_end = host.wait("result")
    tap.close()
    assert len(tap.streams) >= 2                   # a second socket carried the rest
    check_result(host_end, guest_end, guest_end["chosen"])


def test_online_direct_guest_killed_mid_game_rejoins(processes, tmp_path):
    """kill -9 at a known move; a new guest process joins again through a new socket."""
    pause = tmp_path / "pause"
    pause.touch()
    host, first, link, tap = direct_game(
        processes, tmp_path, "origami", 5, "--seed", "3", "--pause-at", "20",
        "--pause-file", str(pause))
    assert first.wait("paused")["paused"] >= 20
    first.kill()
    chosen = [json.loads(line)["chose"] for line in first.lines.seen if '"chose"' in line]
    second = processes("guest", link, "--path", "direct",
                       "--direct", tap.url, "--seed", "4")
    guest_end = second.wait("result")
    host_end = host.wait("result")
    tap.close()
    assert guest_end["joins"] >= 1 and len(tap.streams) >= 2
    check_result(host_end, guest_end, chosen + guest_end["chosen"])


def test_online_direct_one_host_has_guests_on_both_paths(nats_server):
    """Seat 1 plays through NATS, seat 2 through the host's web server: one room hears
    both, and a whole game is played."""
    server = nats_server()
    served = DirectServer().start("127.0.0.1", 0)
    assert served.ready.wait(LIMIT) and served.address, served.error
    link = Links(NatsLink(server.url, name="host"), served.route.end()).start()
    match = Match("animimix", 3, [HUMAN, REMOTE, REMOTE], seed=12)
    host = OnlineHost(HostRoom(match, new_secret(), [1, 2], ["Host", "", ""]), link,
                      server.url, served.url)
    guests = {seat: OnlineGuest(GuestSeat(host.invitation(seat), name=name),
                                guest_link(host.invitation(seat), path, name=name))
              for seat, name, path in ((1, "Zoé", "nats"), (2, "Léo", "direct"))}
    chooser, moved = Rng(5), {1: 0, 2: 0}
    for _ in range(ROUNDS):
        now = time.monotonic()
        host.poll(now)
        for seat, guest in guests.items():
            guest.poll(now)
            told = guest.seat.told
            if told and told.feed.my_turn and guest.seat.pending is None \
                    and told.feed.move_number == len(match.moves_json):
                guest.move(told.paths[chooser.randbelow(len(told.paths))], now)
                moved[seat] += 1
        if match.current == 0:
            paths = list(match.steps(0).paths)
            match.play(paths[chooser.randbelow(len(paths))])
        if match.is_over and all(g.seat.told and g.seat.told.feed.is_over
                                   for g in guests.values()):
            break
        link.arrived.wait(0.05)
        link.arrived.clear()
    assert match.is_over and host.room.names == ["Host", "Zoé", "Léo"]
    assert min(moved.values()) > 0
    assert isinstance(guests[1].link, NatsLink) and isinstance(guests[2].link, DirectLink)
    assert served.route.sockets                       # the direct guest's socket
    assert {seat for seat, why in host.room.refused} <= {1, 2}
    for guest in guests.values():
        guest.link.close()
    link.close()
    served.stop()


# -- the guards, on the phone server -------------------------------------------------------
@pytest.fixture
def served():
    """The phone server on loopback with a frozen clock, hosting one room on /online:
    (server, the host's end, the room, a friend's channel, the base URL)."""
    server = PhoneServer(clock=lambda: 100.0)
    server.start("127.0.0.1", 0)
    kind, _ident, where = server.inbox.get(timeout=LIMIT)
    assert kind == "listening", where
    room = room_id(new_secret())
    end = server.online.end()
    end.subscribe(subject_up(room, "*"))
    assert end.connected.wait(LIMIT)
    yield server, end, room, "0123456789abcdef", f"http://127.0.0.1:{where['port']}"
    end.close()
    server.stop()


async def status(session, url: str, **headers) -> int:
    """The answer to one socket's opening: 101, or the refusal's status."""
    try:
        ws = await session.ws_connect(url, headers=headers)
    except aiohttp.WSServerHandshakeError as exc:
        return exc.status
    await ws.close()
    return 101


def test_online_direct_guards_refuse_strangers(served):
    server, end, room, chan, base = served
    url = f"{base}{PATH}?room={room}&chan={chan}"

    async def scenario() -> dict:
        seen = {}
        async with aiohttp.ClientSession() as session:
            seen["page"] = await status(session, url, Origin=base)
            seen["other room"] = await status(session, url.replace(room, "ab" * 12))
            held = [await session.ws_connect(url.replace(chan, f"{n:016x}"))   # (a channel
                    for n in range(SOCKETS_PER_ADDRESS)]          # keeps its newest two)
            chan0 = f"{0:016x}"
            seen["one too many"] = await status(session, url)
            await held[0].send_bytes(b"S" + bytes(60))
            seen["frame"] = await asyncio.to_thread(end.inbox.get, timeout=LIMIT)
            end.publish(subject_down(room, chan0), b"S" + bytes(70))
            seen["down"] = len((await held[0].receive(timeout=LIMIT)).data)
            await held[1].send_bytes(bytes(MAX_WIRE + 1))
            seen["too big"] = (await held[1].receive(timeout=LIMIT)).type
            for _ in range(FLOOD_COUNT + 1):
                await held[2].send_bytes(b"S" + bytes(60))
            await held[2].receive(timeout=LIMIT)          # the close
            seen["flood"] = held[2].close_code
            seen["flooded"] = len(end.drain(10 * FLOOD_COUNT))
            for ws in held:
                await ws.close()
            seen["then"] = [await status(session, url) for _ in range(CONNECT_COUNT)]
        return seen

    seen = asyncio.run(scenario())
    assert seen["page"] == 403 and seen["other room"] == 404
    assert seen["one too many"] == 429
    tried = 2 + SOCKETS_PER_ADDRESS    # another room, the held ones, one too many: every
    assert seen["then"] == [101] * (CONNECT_COUNT - tried) + [429] * tried   # try counts
    assert seen["frame"] == (subject_up(room, f"{0:016x}"), b"S" + bytes(60))
    assert seen["down"] == 71
    assert seen["too big"] == aiohttp.WSMsgType.CLOSE
    assert seen["flood"] == 4008 and seen["flooded"] == FLOOD_COUNT
    assert sorted(set(server.online.refused)) == [403, 404, 429]
    with pytest.raises(queue.Empty):                 # nothing else reached the host
        end.inbox.get_nowait()


def test_online_direct_link_says_why_it_is_refused(served):
    _server, end, room, chan, base = served
    stranger = DirectLink(base, name="stranger").start()
    stranger.subscribe(subject_down("cd" * 12, chan))    # a room this server does not hold
    assert stranger.tried.wait(LIMIT)
    stranger.close()
    assert stranger.refused == 404 and "does not hold this room" in stranger.problem
    assert stranger.closed.wait(LIMIT) and not stranger.connected.is_set()
    guest = DirectLink(base, name="guest").start()
    guest.subscribe(subject_down(room, chan))
    assert guest.connected.wait(LIMIT) and guest.refused is None
    guest.tried.clear()
    end.close()                                  # the host stops: its sockets close
    assert guest.tried.wait(LIMIT)               # the next attempt's answer
    assert guest.refused == 404 and not guest.connected.is_set()
    guest.close()


# -- the invitation and the choice of path --------------------------------------------------
def test_online_direct_address_rides_in_the_invitation_and_old_links_still_read():
    secret = new_secret()
    plain = Invitation("nats://example.org:4222", room_id(secret), 1, seat_key(secret, 1))
    both = Invitation(plain.server, plain.room, 1, plain.key, "http://192.168.1.20:8765")
    alone = Invitation("", plain.room, 1, plain.key, "http://[fd00::5]:8765")
    assert "direct=" not in plain.link() and parse_link(plain.link()) == plain
    assert parse_link(both.link()) == both and parse_link(alone.link()) == alone
    for bad in ("https://192.168.1.20:8765", "http://evil.example:80", "http://10.0.0.1",
                "http://10.0.0.1:8765/path", "http://user@10.0.0.1:8765"):
        with pytest.raises(InvitationError) as refused:
            parse_link(Invitation("", plain.room, 1, plain.key, bad).link())
        assert refused.value.code == "direct"
    with pytest.raises(InvitationError) as refused:           # neither path named
        parse_link(Invitation("", plain.room, 1, plain.key).link())
    assert refused.value.code == "server"


class StubLink:
    """A link that never connects (a host's address not on this network)."""

    def __init__(self) -> None:
        self.connections, self.subjects, self.closed = 0, [], False
        self.arrived = None

    def start(self):
        return self

    def subscribe(self, subject):
        self.subjects.append(subject)

    def publish(self, subject, data):
        pass

    def drain(self, limit=64):
        return []

    def close(self):
        self.closed = True


def test_online_direct_first_then_nats_when_no_socket_opens():
    now = [0.0]
    first, fallback = StubLink(), StubLink()
    link = FirstOf(first, lambda: fallback, clock=lambda: now[0]).start()
    link.subscribe("menagerie.room.down.chan")
    now[0] = TRY_DIRECT - 0.1
    link.drain()
    assert link.path == "" and link.link is first
    now[0] = TRY_DIRECT
    link.drain()
    assert link.path == "nats" and link.link is fallback and first.closed
    assert fallback.subjects == ["menagerie.room.down.chan"]
    chosen = FirstOf(StubLink(), lambda: fallback, clock=lambda: now[0]).start()
    chosen.link.connections = 1                  # the host's web server answered
    now[0] += 10 * TRY_DIRECT
    chosen.drain()
    assert chosen.path == "direct"


def test_online_direct_choice_follows_the_invitation():
    secret = new_secret()
    alone = Invitation("", room_id(secret), 1, seat_key(secret, 1))
    with pytest.raises(ValueError, match="no direct address"):
        guest_link(alone, "direct")
    with pytest.raises(ValueError, match="no NATS server"):
        guest_link(alone, "nats")
