"""The seat feed: one frozen object of what a seat may know, and its JSON form.

A feed sent through JSON and read back equals the one sent, for every game at its fewest
and most players, every seat and a spectator, at several points of a seeded game; a
damaged feed is refused with a message naming the field, and nothing else is read.
"""

from __future__ import annotations

import json

import pytest

from game import GAME_IDS, load_game
from game.rng import Rng
from game.match.feed import FeedError, SeatFeed, decode, encode, feed_of_match
from game.match.match import Match

CHECKS_AT = (0, 3, 9, 30, 80)


def played(game_id: str, players: int, seed: int = 4):
    """A seeded match of bots' random moves, paused at each of CHECKS_AT."""
    match = Match(game_id, players, ["human"] * players, seed=seed)
    rng = Rng(seed)
    for at in CHECKS_AT:
        while len(match.moves_json) < at and not match.is_over:
            match.play(rng.choice(match.state.legal_moves()))
        yield match


def names_of(players: int) -> tuple[str, ...]:
    return tuple(f"Seat {i + 1}" for i in range(players))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_feed_comes_back_from_json_equal(game_id):
    game = load_game(game_id)
    checked = 0
    for players in sorted({game.min_players, game.max_players}):
        for match in played(game_id, players):
            for seat in [None, *range(players)]:
                feed = feed_of_match(match, seat, names_of(players))
                back = SeatFeed.from_json(json.loads(feed.dumps(game)), game)
                assert back == feed, (game_id, players, seat, feed.move_number)
                assert back.steps().paths == feed.steps().paths
                checked += 1
    assert checked >= 2 * len(CHECKS_AT) * (game.min_players + 1)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_feed_holds_the_seats_legal_moves_only_on_its_turn(game_id):
    game = load_game(game_id)
    match = next(played(game_id, game.min_players))
    for seat in range(game.min_players):
        feed = feed_of_match(match, seat, names_of(game.min_players))
        if seat == match.current:
            assert feed.legal and set(feed.legal) == set(match.legal_moves(seat))
            assert feed.steps().paths == match.steps(seat).paths
        else:
            assert feed.legal == () and not feed.steps().paths


def test_the_json_form_gives_back_tuples_sets_and_keys():
    from game.origami.frames import TakeMode
    value = {"a": (1, 2, (3,)), "b": [frozenset({"y", "x"})], "c": {4: "four", (5, 6): []},
             "m": TakeMode.EXACT, "__tuple__": 1}
    back = decode(json.loads(json.dumps(encode(value))))
    assert back == value and type(back["a"]) is tuple and type(back["a"][2]) is tuple
    assert back["m"] == TakeMode.EXACT and list(back) == list(value)
    with pytest.raises(FeedError):
        encode({"x": object()})
    with pytest.raises(FeedError, match="deeper"):
        decode(json.loads("[" * 60 + "]" * 60))


@pytest.mark.parametrize("damage, named", [
    (lambda d: d.update(feed=99), "version"),
    (lambda d: d.update(game="chess"), "chess"),
    (lambda d: d.update(players=40), "'players'"),
    (lambda d: d.update(seat=7), "'seat'"),
    (lambda d: d.update(names=["x"]), "'names'"),
    (lambda d: d.update(names=["\x00", "b"]), "'names'"),
    (lambda d: d.update(obs=[]), "'obs'"),
    (lambda d: d.update(history=[[0, None]]), "history entry 0"),
    (lambda d: d.update(history=[[9, None, []]]), "history entry 0"),
    (lambda d: d.update(legal=[["nonsense"]]), "legal"),
    (lambda d: d.update(over="no"), "'over'"),
    (lambda d: d.update(move_number=-1), "'move_number'"),
])
def test_a_damaged_feed_is_refused_naming_the_field(damage, named):
    game = load_game("animimix")
    match = Match("animimix", 2, ["human", "human"], seed=3)
    match.play(match.legal_moves(match.current)[0])
    data = json.loads(feed_of_match(match, 0, names_of(2)).dumps(game))
    damage(data)
    with pytest.raises(FeedError, match=named):
        SeatFeed.from_json(data, game)
