"""Whole games between two headless Ménagerie processes through a real nats-server.

The host process plays seat 0 (a scripted person) and seat 2 (a bot); the guest process
plays seat 1 through the invitation. Faults are made at known points: the guest waits
at a move while a pause file exists, so a kill or a server stop lands mid-game.
"""

import asyncio
import json
import threading

import pytest

from game import GAME_IDS, load_game
from game.transcript import Transcript, replay, result_summary
from game.online.keys import SealError, new_secret, parse_link, seat_key, unseal
from game.online.transport import NatsLink
from wiretap import leak_words

GUEST = 1
LIMIT = 300.0            # seconds: an outer limit for an awaited event


def movers(transcript: dict) -> list[int]:
    """The seat that made each move of a transcript."""
    game = load_game(transcript["game"])
    state = game.new_game(transcript["players"], transcript["seed"], transcript["options"])
    out = []
    for raw in transcript["moves"]:
        out.append(state.current_player)
        state.apply(game.move_from_json(raw))
    return out


def host_args(server, game_id, seed, save):
    return ("host", "--game", game_id, "--seed", str(seed), "--server", server.url,
            "--save", str(save))


def check_result(host_end: dict, guest_end: dict, chosen: list[int]) -> None:
    """The transcript replays to the host's result; the guest saw it; every move the
    guest chose stands exactly once (0 lost, 0 doubled)."""
    transcript = host_end["transcript"]
    game, state, _ = replay(Transcript.from_json(transcript))
    assert result_summary(game, state, transcript["seed"], transcript["moves"]) \
        == host_end["result"]
    assert guest_end["result"]["move_number"] == len(transcript["moves"])
    assert guest_end["result"]["scores"] == host_end["result"]["scores"]
    assert [i for i, seat in enumerate(movers(transcript)) if seat == GUEST] == chosen


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_online_whole_game_between_two_processes(game_id, nats_server, processes,
                                                 tmp_path):
    server = nats_server()
    spy = NatsLink(server.url, name="eavesdropper").start()
    spy.subscribe(">")
    assert spy.connected.wait(60)
    host = processes(*host_args(server, game_id, 4, tmp_path / "host.json"))
    invite = host.wait("invite")
    guest = processes("guest", invite["invite"], "--seed", "9")
    guest_end = guest.wait("result")
    host_end = host.wait("result")
    assert host.end() == 0 and guest.end() == 0
    check_result(host_end, guest_end, guest_end["chosen"])
    # On a loaded machine the guest may rejoin after a quiet spell, and its resends may be
    # refused as stale, as a copy queued with the first (`repeat`), as a flood or as a
    # session the host never heard (a join NATS lost): never as forged, another seat's
    # or an illegal move.
    assert guest_end["joins"] >= 1
    assert {why for _seat, why in host_end["refused"]} <= {"flood", "old_move", "replayed",
                                                             "repeat", "other_session"}
    # the eavesdropper: room ids and ciphertext only
    heard = spy.drain(100_000)
    spy.close()
    assert len(heard) > len(host_end["transcript"]["moves"]) / 3
    room = invite["room"]
    words = leak_words(game_id)
    wrong = seat_key(new_secret(), GUEST)
    for subject, data in heard:
        parts = subject.split(".")
        assert parts[:2] == ["menagerie", room] and parts[2] in ("up", "down"), subject
        assert data[:1] in (b"J", b"S") and len(data) > 40
        assert not any(word.encode() in data for word in words), subject
        with pytest.raises(SealError):
            unseal(wrong, data[1:])
    assert parse_link(invite["invite"]).room == room


def test_online_guest_killed_mid_game_rejoins(nats_server, processes, tmp_path):
    server = nats_server()
    pause = tmp_path / "pause"
    pause.touch()
    host = processes(*host_args(server, "origami", 5, tmp_path / "host.json"))
    link = host.wait("invite")["invite"]
    first = processes("guest", link, "--seed", "3", "--pause-at", "20",
                      "--pause-file", str(pause))
    chosen_before = first.wait("paused")
    first.kill()
    chosen = [json.loads(line)["chose"] for line in first.lines.seen if '"chose"' in line]
    second = processes("guest", link, "--seed", "4")
    guest_end = second.wait("result")
    host_end = host.wait("result")
    assert chosen_before["paused"] >= 20
    check_result(host_end, guest_end, chosen + guest_end["chosen"])


def test_online_host_killed_resumes_from_its_save_and_the_guest_rejoins(
        nats_server, processes, tmp_path):
    server = nats_server()
    pause, save = tmp_path / "pause", tmp_path / "host.json"
    pause.touch()
    host = processes(*host_args(server, "animalia", 6, save))
    invite = host.wait("invite")
    guest = processes("guest", invite["invite"], "--seed", "2", "--pause-at", "15",
                      "--pause-file", str(pause))
    at = guest.wait("paused")["paused"]
    host.wait("moves", lambda n: n == at)          # the host has saved that position
    host.kill()                                    # kill -9
    saved = json.loads(save.read_text())["transcript"]["moves"]
    again = processes(*host_args(server, "animalia", 6, save), "--resume")
    resumed = again.wait("invite")
    assert resumed["room"] == invite["room"] and resumed["resumed"] == at == len(saved)
    pause.unlink()
    guest_end = guest.wait("result")
    host_end = again.wait("result")
    assert guest_end["joins"] >= 2                 # the guest rejoined on its own
    assert host_end["transcript"]["moves"][:len(saved)] == saved
    check_result(host_end, guest_end, guest_end["chosen"])


def test_online_server_restarted_mid_game_loses_and_doubles_no_move(
        nats_server, processes, tmp_path):
    server = nats_server()
    pause = tmp_path / "pause"
    pause.touch()
    host = processes(*host_args(server, "high_society", 8, tmp_path / "host.json"))
    guest = processes("guest", host.wait("invite")["invite"], "--seed", "6",
                      "--pause-at", "12", "--pause-file", str(pause))
    at = guest.wait("paused")["paused"]
    server.stop()
    host.wait("link", lambda state: state == "lost")
    guest.wait("link", lambda state: state == "lost")
    pause.unlink()                                 # a move chosen while the server is away
    guest.wait("chose", lambda number: number == at)
    server.start()
    host.wait("link", lambda state: state == "back")
    guest_end = guest.wait("result")
    host_end = host.wait("result")
    check_result(host_end, guest_end, guest_end["chosen"])


def test_online_cluster_of_two_nodes(nats_server, processes, tmp_path):
    """The host on one node, the guest on the other: the route carries the room."""
    route = nats_server.free_port()
    one = nats_server(name="n1", cluster_port=route)
    two = nats_server(name="n2", cluster_port=nats_server.free_port(), routes=[route])
    two.log.wait(lambda line: "Route connection created" in line, "the route")
    host = processes(*host_args(one, "animimix", 9, tmp_path / "host.json"))
    invite = host.wait("invite")["invite"]
    guest = processes("guest", invite, "--seed", "1", "--servers", two.url)
    guest_end = guest.wait("result")
    host_end = host.wait("result")
    check_result(host_end, guest_end, guest_end["chosen"])


class SlowToClose(NatsLink):
    """A link whose client takes until the test says so to close (as a client flushing
    to a server that went away can take seconds)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.release = threading.Event()

    async def _close(self) -> None:
        while not self.release.is_set():
            await asyncio.sleep(0.01)
        await super()._close()


def test_online_link_closes_in_the_background(nats_server):
    """`close` returns at once, the frame goes on; the thread ends once the client has
    closed. A link that never reached a server closes too."""
    server = nats_server()
    link = SlowToClose(server.url, name="slow").start()
    assert link.connected.wait(LIMIT)
    link.close()                         # returned while the client is still closing
    assert not link.closed.is_set()
    link.release.set()
    assert link.closed.wait(LIMIT)
    nowhere = NatsLink(f"nats://127.0.0.1:{nats_server.free_port()}", name="nowhere").start()
    nowhere.close()
    assert nowhere.closed.wait(LIMIT) and not nowhere.connected.is_set()
