"""Watchers of an online table, without a server: counted in the lobby, refused on the
host's word, told the feed of no seat (never a hand), and unable to play or react."""

import json

import pytest

from game import GAME_IDS
from game.match.feed import feed_of_match
from game import catalog
from game.online.authority import WATCHER_IDLE, WATCHERS, HostRoom
from game.online.guest import GuestSeat
from game.online.keys import new_secret, parse_link
from game.online.view import told
from game.rng import Rng

from test_online_protocol import SERVER, Clock, deliver, joined


# -- watchers -------------------------------------------------------------------------------
def watch(room, count: int, clock=None) -> list[GuestSeat]:
    """`count` watchers joined through the room's watchers' invitation."""
    invitation = room.invitation(None, SERVER)
    assert parse_link(invitation.link()) == invitation and invitation.seat is None
    watchers = [GuestSeat(invitation, name=f"W{i}") for i in range(count)]
    for index, watcher in enumerate(watchers):
        to_all(watchers[:index + 1], room.receive(room.watch.channel, watcher.join(0.0)))
    return watchers


def to_all(watchers, outs) -> None:
    """Hand frames to every watcher (they share one channel; each opens its own)."""
    for out in outs:
        for watcher in watchers:
            if out.channel == watcher.invitation.channel:
                watcher.receive(out.data, 0.0)


def test_online_watchers_are_counted_in_the_lobby_and_may_be_refused():
    room = HostRoom(None, new_secret(), [1], ["A", "B"])
    watchers = watch(room, 2)
    assert all(w.welcomed for w in watchers) and watchers[1].lobby["watchers"] == 2
    room.refuse_watchers()
    late = GuestSeat(room.invitation(None, SERVER))
    assert room.receive(room.watch.channel, late.join(0.0)) == []
    assert room.refused[-1] == (None, "unknown_channel") and not room.watchers


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_online_watchers_see_no_hand_and_cannot_play(game_id):
    """A watcher is told the feed of no seat: equal to feed_of_match(match, None), and
    the same whatever any seat holds (every seat's hidden cards drawn anew)."""
    match, room, guests, clock = joined(game_id, 4)
    watchers = watch(room, 2)
    rng = Rng(8)
    while match.current is not None:
        clock.now += 1.0
        if match.current == 0:
            moves = match.legal_moves(0)
            match.play(moves[rng.randbelow(len(moves))])
        else:
            guest = guests[match.current]
            deliver(room, guests, room.views())
            paths = guest.told.paths
            frame = guest.move(paths[rng.randbelow(len(paths))], 0.0)
            deliver(room, guests, room.receive(guest.invitation.channel, frame))
        to_all(watchers, room.views())
        feed = feed_of_match(match, None, room.names)
        assert all(w.told.feed == feed for w in watchers)
        assert feed.legal == () and not feed.undo_offered
        if len(match.moves_json) % 7 == 3:
            seen = json.dumps(told(match, None, room.names), sort_keys=True)
            real = match.state
            for seat in range(3):
                match.state = real.determinize(seat, Rng(50 + seat))
                assert json.dumps(told(match, None, room.names), sort_keys=True) == seen
            match.state = real
    assert watchers[0].told.scores is not None and all(w.bad_frames == 0 for w in watchers)
    watcher = watchers[0]
    for message in ({"type": "move", "move_number": 0, "path": [["x"]]},
                    {"type": "react", "reaction": "oops"}):
        clock.now += 1.0
        to_all(watchers, room.receive(room.watch.channel, watcher._frame(message, 0.0)))
        assert watcher.error["code"] == "watcher"
    assert room.reactions == []


def test_online_a_full_table_says_so_and_a_silent_watcher_makes_room():
    """WATCHERS watchers at once: one more is told "full" (and not let in); once one of
    them has been silent for WATCHER_IDLE seconds, a newcomer takes its place."""
    clock = Clock()
    room = HostRoom(None, new_secret(), [1], ["A", "B"], clock=clock)
    watchers = watch(room, WATCHERS)
    late = GuestSeat(room.invitation(None, SERVER))
    to_all([late], room.receive(room.watch.channel, late.join(0.0)))
    assert late.error["code"] == "full" and not late.welcomed
    assert room.refused[-1] == (None, "full") and len(room.watchers) == WATCHERS
    assert catalog.text("online.refused.full", "fr") != catalog.text("online.refused.full", "en")
    clock.now = WATCHER_IDLE / 2
    for watcher in watchers[1:]:                  # all but the first keep syncing
        to_all(watchers, room.receive(room.watch.channel, watcher.sync(clock.now)))
    clock.now = WATCHER_IDLE + 1.0
    again = GuestSeat(room.invitation(None, SERVER))
    to_all([again], room.receive(room.watch.channel, again.join(clock.now)))
    assert again.welcomed and again.lobby["watchers"] == WATCHERS
