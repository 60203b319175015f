"""The online protocol without a server: invitations, keys, frames, the host's checks.

A `HostRoom` over a real `Match` and a `GuestSeat` exchange frames by hand, so every
refusal is seen exactly (forged, replayed, other seat's, old move, duplicate, flood).
"""

import json

import pytest

from game import GAME_IDS
from game.online import PROTOCOL
from game.online.authority import FLOOD, HostRoom
from game.online.frame import MAX_DEPTH, MAX_WIRE, SESSION, FrameError, decode, wrap
from game.online.guest import GuestSeat
from game.online.keys import (InvitationError, SealError, new_secret,
                              parse_link, room_id, seat_key, unseal)
from game.online.view import told
from game.match.feed import feed_of_match
from game.rng import Rng
from game.match.match import HUMAN, REMOTE, Match

SERVER = "nats://127.0.0.1:4222"


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def table(game_id="animimix", seed=3, friends=(1, 2)):
    """A 3-seat match (seat 0 local, the others friends), its room and its guests."""
    seats = [HUMAN] + [REMOTE if s in friends else "random" for s in (1, 2)]
    match = Match(game_id, 3, seats, seed=seed)
    clock = Clock()
    room = HostRoom(match, new_secret(), list(friends), ["A", "B", "C"], clock=clock)
    guests = {s: GuestSeat(room.invitation(s, SERVER), name=f"G{s}") for s in friends}
    return match, room, guests, clock


def deliver(room, guests, outs, now=0.0):
    """Hand the host's frames to the guests whose channel they are for."""
    for out in outs:
        for guest in guests.values():
            if guest.invitation.channel == out.channel:
                guest.receive(out.data, now)


def joined(game_id="animimix", seed=3):
    match, room, guests, clock = table(game_id, seed)
    for seat, guest in guests.items():
        deliver(room, guests, room.receive(guest.invitation.channel, guest.join(0.0)))
    return match, room, guests, clock


def play_local_until(match, seat):
    """Play seat 0 (and bots) with the first legal move until `seat` is to play."""
    while match.current is not None and match.current != seat:
        match.play(match.legal_moves(match.current)[0])


# -- invitations and keys ---------------------------------------------------------------
def test_online_invitation_link_round_trip_and_qr():
    secret = new_secret()
    assert len(secret) * 8 >= 128
    match, room, guests, _ = table()
    invitation = room.invitation(1, SERVER)
    link = invitation.link()
    assert link.startswith("menagerie://join/" + room.room)
    assert parse_link(link) == invitation
    assert invitation.qr().version >= 1
    assert seat_key(room.secret, 1) != seat_key(room.secret, 2)
    assert room_id(room.secret) == room.room and room.room not in link.split("/")[-1]


LINK = "menagerie://join/" + "a" * 24


@pytest.mark.parametrize("link, words", [
    ("https://example.org", "starts with"),
    ("menagerie://join/abc/1/xyz?server=nats%3A%2F%2Fh", "room id"),
    (LINK + "/9/" + "A" * 43 + f"?server=nats://h&v={PROTOCOL}", "seat"),
    (LINK + "/1/" + "A" * 20 + f"?server=nats://h&v={PROTOCOL}", "cut"),
    (LINK + "/1/" + "A" * 43 + f"?v={PROTOCOL}", "server"),
    ("menagerie://join/" + "a" * 24 + "/1/" + "A" * 43 + "?server=nats://h&v=7",
     f"version 7, this Ménagerie speaks version {PROTOCOL}"),
    ("menagerie://join/" + "x" * 700, "at most"),
])
def test_online_bad_invitation_says_what_is_wrong(link, words):
    with pytest.raises(InvitationError, match=words):
        parse_link(link)


# -- frames -------------------------------------------------------------------------------
def test_online_frames_refuse_big_deep_and_malformed():
    with pytest.raises(FrameError, match="bytes"):
        decode(b"{" + b" " * MAX_WIRE + b"}")
    with pytest.raises(FrameError, match="nested"):
        decode(b'{"type":"x","a":' + b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1) + b"}")
    deep_in_string = json.dumps({"type": "x", "s": "[" * 500}).encode()
    assert decode(deep_in_string)["s"] == "[" * 500
    for bad in (b"\xff\xfe", b"not json", b"[1, 2]", b'{"no": "type"}'):
        with pytest.raises(FrameError):
            decode(bad)


# -- the host's checks ------------------------------------------------------------------
def test_online_join_gives_the_seat_its_view_and_only_its_view():
    match, room, guests, _ = joined()
    for seat, guest in guests.items():
        assert guest.welcomed and guest.told.feed == feed_of_match(match, seat, room.names)
        assert guest.told.feed.seat == seat and room.names[seat] == f"G{seat}"


def test_online_wrong_invitation_cannot_open_or_join():
    match, room, guests, _ = joined()
    outs = room.views()
    stranger = seat_key(new_secret(), 1)
    with pytest.raises(SealError):
        unseal(stranger, outs[0].data[1:])
    forged = GuestSeat(room.invitation(1, SERVER).__class__(SERVER, room.room, 1, stranger))
    assert room.receive(guests[1].invitation.channel, forged.join(0.0)) == []
    assert room.refused[-1] == (1, "bad_message")


def test_online_forged_replayed_other_seat_and_old_steps_are_refused():
    match, room, guests, clock = joined()
    play_local_until(match, 1)
    guest, other = guests[1], guests[2]
    deliver(room, guests, room.views())
    path = guest.told.paths[0]
    chan = guest.invitation.channel
    # a session frame sealed with a key that is not the session's: another session
    assert room.receive(chan, wrap(SESSION, seat_key(room.secret, 1), {"type": "move"})) == []
    assert room.refused[-1] == (1, "other_session")
    # forged: the session's tag, but a box that does not open
    honest = guest.sync(0.0)
    forged = honest[:-1] + bytes([honest[-1] ^ 1])
    assert room.receive(chan, forged) == [] and room.refused[-1] == (1, "bad_message")
    # other seat: seat 2 sends a move while seat 1 is to play
    deliver(room, guests, room.receive(other.invitation.channel,
                                      other.move(path, 0.0)))
    assert room.refused[-1] == (2, "not_your_turn")
    # seat 2's frame sent on seat 1's channel does not open there
    assert room.receive(chan, other.move(path, 0.0)) == []
    assert room.refused[-1] == (1, "other_session")
    before = len(match.moves_json)
    frame = guest.move(path, 0.0)
    assert room.receive(chan, frame) == [] and len(match.moves_json) == before + 1
    # replayed: the same frame again opens but its count is spent
    assert room.receive(chan, frame) == [] and room.refused[-1] == (1, "replayed")
    # duplicate: the same move again, freshly sealed (a resend, a second later), is for
    # an old position
    clock.now += 1.0
    deliver(room, guests, room.receive(chan, guest._frame(
        {"type": "move", "move_number": before, "path": path}, 0.0)))
    assert room.refused[-1] == (1, "old_move") and len(match.moves_json) == before + 1
    assert guest.move_number == before + 1         # the refusal resynced it
    # a replayed join is refused too
    old_join = {"type": "join", "join": "00" * 16, "version": PROTOCOL}
    assert room.receive(chan, wrap(b"J", guest.invitation.key, old_join)) != []
    assert room.receive(chan, wrap(b"J", guest.invitation.key, old_join)) == []
    assert room.refused[-1] == (1, "replayed")


def test_online_illegal_step_and_unfinished_path_change_nothing():
    match, room, guests, _ = joined("origami", 2)
    play_local_until(match, 1)
    deliver(room, guests, room.views())
    guest = guests[1]
    before = match.transcript()
    for path in ([["hand", "no such card"]], [], ["x"] * 20):
        deliver(room, guests, room.receive(guest.invitation.channel, guest.move(path, 0.0)))
        assert room.refused[-1] in ((1, "illegal_step"), (1, "bad_message"))
    longest = max(guest.told.paths, key=len)
    if len(longest) > 1:
        deliver(room, guests, room.receive(guest.invitation.channel,
                                          guest.move(longest[:-1], 0.0)))
        assert room.refused[-1] == (1, "illegal_step")
    assert match.transcript() == before


def test_online_guest_undo_is_decided_by_the_host_by_the_tables_policy():
    """A guest's take-back is the match's: offered in its feed, done by `Match.undo`,
    refused when not offered; a copy of a done undo is for an old position."""
    match, room, guests, clock = joined("origami", 1)
    guest, chan = guests[1], guests[1].invitation.channel
    early = guest._frame({"type": "undo", "move_number": len(match.moves_json)}, 0.0)
    deliver(room, guests, room.receive(chan, early))
    assert room.refused[-1] == (1, "undo_refused")
    while not (match.current == 1 and match.undo_offered()):
        match.play(match.legal_moves(match.current)[0])
    deliver(room, guests, room.views())
    assert guest.told.feed.undo_offered
    before = match.transcript()["moves"][:-1]
    frame = guest.undo(0.0)
    deliver(room, guests, room.receive(chan, frame))
    deliver(room, guests, room.views())
    assert match.transcript()["moves"] == before and guest.pending is None
    assert guest.move_number == len(before)
    clock.now += 1.0                             # the undo resent: a copy, refused
    deliver(room, guests, room.receive(chan, guest._frame(
        {"type": "undo", "move_number": len(before) + 1}, 0.0)))
    assert room.refused[-1] == (1, "old_move") and match.transcript()["moves"] == before


def test_online_hint_is_refused_by_a_host_without_bots_and_off_turn():
    match, room, guests, clock = joined()
    guest, chan = guests[1], guests[1].invitation.channel
    deliver(room, guests, room.receive(chan, guest.hint(0.0)))
    assert guest.error["code"] == "old_move"                # not its turn
    play_local_until(match, 1)
    deliver(room, guests, room.views())
    clock.now += 1.0
    deliver(room, guests, room.receive(chan, guest.hint(0.0)))
    assert guest.error["code"] == "no_hint" and room.hints() == []


def test_online_guest_counts_a_bad_feed_as_a_bad_frame():
    match, room, guests, _ = joined()
    guest, seat = guests[1], room.seats[1]
    for bad in ({"feed": "[" * 50 + "]" * 50}, {"feed": '{"game": "chess"}'},
                {"feed": 3}, {"feed": '{"feed": 1, "game": "animimix"}'}):
        frame = room._send(seat, dict(bad, type="view", options={}))
        assert guest.receive(frame, 0.0) is None
    assert guest.bad_frames == 4 and guest.told.feed.move_number == 0


def test_online_version_mismatch_states_both_versions():
    match, room, guests, _ = table()
    guest = guests[1]
    frame = guest.join(0.0)
    message = json.loads(unseal(guest.invitation.key, frame[1:]))
    message["version"] = 99
    outs = room.receive(guest.invitation.channel, wrap(b"J", guest.invitation.key, message))
    deliver(room, guests, outs)
    assert guest.error["code"] == "version"
    assert f"version {PROTOCOL}" in guest.error["message"] and "99" in guest.error["message"]


def test_online_lost_join_is_another_session_until_the_guest_joins_again():
    """NATS delivers at most once: a join may be lost. The guest's next frames are of a
    session the host never heard: refused as such (not as forged), until its rejoin."""
    match, room, guests, clock = joined()
    play_local_until(match, 1)
    guest, chan = guests[1], guests[1].invitation.channel
    guest.join(clock.now)                    # lost on the way
    for second in range(1, 30):
        frame = guest.tick(float(second))
        if frame is None:
            continue
        outs = room.receive(chan, frame)
        if frame[:1] == b"J":
            deliver(room, guests, outs)
            break
        assert outs == [] and room.refused[-1] == (1, "other_session")
    else:
        pytest.fail("the guest never joined again")
    assert guest.welcomed and guest.move_number == len(match.moves_json)
    assert {why for _seat, why in room.refused} == {"other_session"}


def test_online_flood_is_dropped_until_calm():
    match, room, guests, clock = joined()
    guest = guests[1]
    for have in range(FLOOD + 5):                # as many different messages at once
        room.receive(guest.invitation.channel, guest._frame({"type": "sync", "have": have},
                                                            0.0))
    assert room.refused[-1] == (1, "flood")
    assert sum(why == "flood" for _seat, why in room.refused) == 6      # (+ the join)
    clock.now = 60.0
    assert room.receive(guest.invitation.channel, guest.sync(0.0)) != []


def test_online_copies_queued_by_a_slow_host_are_not_a_flood():
    """A host stalled for a minute gets the guest's resends all at once: the move is
    played once, its copies are dropped quietly, nothing is called a flood."""
    match, room, guests, clock = joined()
    play_local_until(match, 1)
    deliver(room, guests, room.views())
    guest, chan = guests[1], guests[1].invitation.channel
    queued = [guest.move(guest.told.paths[0], 0.0)]
    queued += [guest._frame(guest.pending, float(s)) for s in range(1, 3 * FLOOD)]
    before = len(match.moves_json)
    for frame in queued:
        room.receive(chan, frame)
    assert len(match.moves_json) == before + 1
    assert {why for _seat, why in room.refused} == {"repeat"}


def test_online_guest_refuses_frames_it_did_not_ask_for():
    match, room, guests, _ = joined()
    guest = guests[1]
    outs = room.views()
    seen = guest.receive(outs[0].data, 0.0)
    assert seen is not None
    assert guest.receive(outs[0].data, 0.0) is None          # replayed to the guest
    assert guest.receive(b"S" + b"\0" * 64, 0.0) is None     # forged
    assert guest.bad_frames == 2


def test_online_silent_friend_is_played_by_a_bot_until_back():
    match, room, guests, clock = table()
    room.takeover = (30.0, "easy")
    for guest in guests.values():
        deliver(room, guests, room.receive(guest.invitation.channel, guest.join(0.0)))
    clock.now = 20.0
    deliver(room, guests, room.receive(guests[2].invitation.channel, guests[2].sync(20.0)))
    clock.now = 31.0
    assert room.check_away() == [1] and match.seats[1] == "easy" and match.is_bot(1)
    assert room.check_away() == []
    deliver(room, guests, room.receive(guests[1].invitation.channel, guests[1].sync(31.0)))
    assert match.seats[1] == REMOTE and not room.seats[1].away
    clock.now = 55.0
    assert room.check_away() == [2] and match.seats[2] == "easy"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_online_view_is_blind_to_other_seats_secrets(game_id):
    """Two matches that differ only in what seat 1 cannot know give it the same view."""
    match = Match(game_id, 3, [HUMAN, REMOTE, "random"], seed=5)
    rng = Rng(5)
    for _ in range(6):
        if match.current is None:
            break
        moves = match.legal_moves(match.current)
        match.play(moves[rng.randbelow(len(moves))])
    view = json.dumps(told(match, 1, ["A", "B", "C"]), sort_keys=True)
    for sample in range(3):
        match.state = match.state.determinize(1, Rng(100 + sample))
        assert json.dumps(told(match, 1, ["A", "B", "C"]), sort_keys=True) == view


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_online_whole_game_in_process_replays(game_id):
    """A whole game with two guests choosing from their views, frames by hand."""
    match, room, guests, clock = joined(game_id, 7)
    rng = Rng(11)
    wire = []
    while match.current is not None:
        seat = match.current
        if seat == 0:
            match.play(match.legal_moves(0)[rng.randbelow(len(match.legal_moves(0)))])
        else:
            guest = guests[seat]
            clock.now += 1.0                 # a move a second: under the flood limit
            outs = room.views()
            wire += [o.data for o in outs]
            deliver(room, guests, outs)
            paths = guest.told.paths
            frame = guest.move(paths[rng.randbelow(len(paths))], 0.0)
            wire.append(frame)
            deliver(room, guests, room.receive(guest.invitation.channel, frame))
    deliver(room, guests, room.views())
    from game.transcript import Transcript, replay
    _game, state, _moves = replay(Transcript.from_json(match.transcript()))
    assert state.scores() == match.state.scores() == guests[1].told.scores
    assert room.refused == []
    names = {c["name"] for c in match.game.cards() if len(c["name"].encode()) >= 6}
    assert not any(name.encode() in frame for frame in wire for name in names)


def test_online_refused_old_copy_leaves_the_guest_s_next_move_pending():
    """On a loaded line a resent copy of a played move can be refused after the guest
    has chosen its next one. The refusal names the old move number, so the new move
    stays pending (were it dropped, the guest would choose twice for one position)."""
    match, room, guests, clock = joined("animimix", 3)
    guest, chan = guests[1], guests[1].invitation.channel
    play_local_until(match, 1)
    deliver(room, guests, room.views())
    played = len(match.moves_json)
    assert room.receive(chan, guest.move(guest.told.paths[0], 0.0)) == []
    play_local_until(match, 1)
    deliver(room, guests, room.views())
    guest.move(guest.told.paths[0], 0.0)                  # the next move, on its way
    clock.now += 1.0
    copy = guest._frame({"type": "move", "move_number": played, "path": []}, 0.0)
    deliver(room, guests, room.receive(chan, copy))
    assert room.refused[-1] == (1, "old_move") and guest.error["move_number"] == played
    assert guest.pending is not None and guest.pending["move_number"] == guest.move_number
    # a refusal of the pending move itself drops it: the view that came with it rules
    wrong = guest._frame({"type": "move", "move_number": guest.move_number,
                          "path": [["no such step"]]}, 0.0)
    deliver(room, guests, room.receive(chan, wrong))
    assert room.refused[-1] == (1, "illegal_step") and guest.pending is None
