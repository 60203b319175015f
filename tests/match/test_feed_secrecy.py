"""Secrecy: a seat's feed, and so its table, its phone and a remote player's screen, holds
only what that seat may know.

For every game, player count (fewest and most) and seat, at several points of a seeded
game, the seat's feed (`SeatFeed`, as sent) and the phone's `state` payload built from it
are made twice: from the match, and from a twin that differs only in what this seat may
not know: the rules state drawn again from the seat's knowledge (`determinize`), the
secrets of other seats' events replaced, and other seats' private moves replaced by
markers. Both must be byte-identical. (A move the game's rule of secrecy calls public,
`game.<id>.steps.public_move`, is everyone's to read and stays.)
"""

from __future__ import annotations

import copy

import pytest

from game import GAME_IDS, load_game
from game.core import Event
from game.rng import Rng
from game.records.config import Settings
from game.match.match import LogEntry, Match
from game.match.steps import public_move_function
from game.match.feed import feed_of_match
from scenes.phone.payload import Words, dumps, state_payload


CHECKS_AT = (0, 4, 11, 25, 60)       # move counts at which every seat is compared
HIDDEN = "a secret this seat may not know"


def public(match: Match, entry) -> bool:
    """Whether another seat's move may be read by all, as the game's rule of secrecy
    says (`public_move`): the log may tell such a move itself."""
    return public_move_function(match.game.id)(entry.move, bool(entry.events))


def hidden(move):
    """Another seat's private move with every field replaced by a marker: a move of the
    same kind (so the layout still calls it private) that says nothing true."""
    fields = getattr(move, "_fields", None)
    return move._replace(**{name: HIDDEN for name in fields}) if fields else HIDDEN


def twin(match: Match, seat: int, rng: Rng, text, log: bool = True) -> Match:
    """The match with everything `seat` may not know drawn (the state) or written (the
    log, unless not `log`) again."""
    other = copy.copy(match)
    other.state = match.state.determinize(seat, rng)
    if not log:
        return other
    log = []
    for entry in match.log:
        if entry.seat == seat:
            log.append(entry)
            continue
        events = tuple(Event(e.kind, e.seat, e.data, {"x": HIDDEN} if e.secret is not None
                             and e.seat != seat else e.secret) for e in entry.events)
        move = entry.move if public(match, entry) else hidden(entry.move)
        log.append(LogEntry(entry.seat, move, events))
    other.log = log
    other._history = {}
    return other


def payload(match: Match, seat: int, text) -> str:
    """The seat's feed as sent, then the phone payload built from it."""
    names = tuple(f"Seat {i + 1}" for i in range(match.players))
    words = Words(match, text, Settings(lang="en"), "en")
    feed = feed_of_match(match, seat, names)
    return feed.dumps(match.game) + "\n" + dumps(
        state_payload(feed, feed.steps(), words, (None,) * match.players))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_feed_and_payload_are_the_same_whatever_this_seat_cannot_know(game_id, text_cache):
    game = load_game(game_id)
    for players in sorted({game.min_players, game.max_players}):
        for options in ({}, {"money_ledger": "hidden"}) if game_id == "high_society" else ({},):
            check_every_seat(game_id, players, options, text_cache)


def check_every_seat(game_id: str, players: int, options: dict, text) -> None:
    """Every seat's payload against its twins at each of CHECKS_AT."""
    match = Match(game_id, players, ["remote"] * players, seed=11 + players,
                  options=options)
    rng = Rng(players)
    compared = 0
    for at in CHECKS_AT:
        while len(match.moves_json) < at and not match.is_over:
            match.play(rng.choice(match.state.legal_moves()))
        for seat in range(players):
            mine = payload(match, seat, text)
            for sample in range(2):
                other = payload(twin(match, seat, Rng(100 * seat + sample + at), text), seat, text)
                assert other == mine, (game_id, players, seat, len(match.moves_json))
                compared += 1
    assert compared == len(CHECKS_AT) * players * 2


# High Society's only hidden part is the deck's order, which no seat sees: a twin drawn
# from any seat's knowledge looks the same to every seat, so it has no such control.
@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if g != "high_society"])
def test_feed_and_payload_show_what_this_seat_does_know(game_id, text_cache):
    text = text_cache
    """The comparison can fail: a twin drawn from another seat's knowledge, which this
    seat would see differently (its own hand drawn again), gives another payload."""
    game = load_game(game_id)
    players = min(3, game.max_players)
    match = Match(game_id, players, ["remote"] * players, seed=5)
    rng = Rng(2)
    differ = 0
    for _ in range(40):
        if match.is_over:
            break
        match.play(rng.choice(match.state.legal_moves()))
        seat = match.current if match.current is not None else 0
        for other_seat in range(players):
            other = twin(match, other_seat, Rng(9 + other_seat), text, log=False)
            if other.observe(seat) != match.observe(seat):
                assert payload(other, seat, text) != payload(match, seat, text)
                differ += 1
    assert differ > 0, f"{game_id}: no twin ever looked different to the seat"
