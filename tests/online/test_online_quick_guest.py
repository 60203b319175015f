"""A quick guest is not a flood: moves the host plays are the game, never counted."""

from game.online.authority import FLOOD

from tests.online.test_online_protocol import deliver, joined, play_local_until


def test_online_quick_guest_s_played_moves_are_never_a_flood():
    """Seat 1 plays every turn of a whole Origami game at one instant of the host's
    clock: more moves than FLOOD, each played, none dropped (a scripted guest once sent
    46 in 0.6 s and stalled 9 s behind the flood guard)."""
    match, room, guests, _clock = joined("origami", 4)
    guest, chan = guests[1], guests[1].invitation.channel
    played = 0
    while True:
        play_local_until(match, 1)
        if match.current is None:
            break
        deliver(room, guests, room.views())
        before = len(match.moves_json)
        deliver(room, guests, room.receive(chan, guest.move(guest.told.paths[0], 0.0)))
        assert len(match.moves_json) == before + 1, room.refused[-1:]
        played += 1
    assert played > FLOOD and room.refused == []
