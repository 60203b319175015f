"""Auction rules: which steps are offered, who pays, who opens, and illegal moves."""

from __future__ import annotations

import pytest

from game import IllegalMove
from game.high_society.moves import PASS, STAND, Add, Discard
from game.high_society.state import HighSocietyState
from game.rng import Rng

from .support import GAME, bid, kinds, pass_, rigged, snapshot

ALL_ADDS = [Add(v) for v in (1, 2, 3, 4, 6, 8, 10, 12, 15, 20, 25)]


def test_opening_offers_pass_and_every_card() -> None:
    state = rigged(3, ["5"])
    assert state.current_player == 0 and state.opener == 0
    assert state.legal_moves() == [PASS, *ALL_ADDS]


def test_raising_offers_adds_and_stand_but_no_pass() -> None:
    state = rigged(3, ["5"])
    state.apply(Add(1))
    moves = state.legal_moves()
    assert PASS not in moves and Add(1) not in moves
    assert STAND in moves and Add(25) in moves
    state.apply(STAND)
    assert state.current_player == 1 and state.high == 1


def test_stand_only_once_the_total_beats_the_high_bid() -> None:
    state = rigged(3, ["5"])
    bid(state, 10)
    state.apply(Add(4))
    assert STAND not in state.legal_moves()        # 4 does not beat 10
    state.apply(Add(6))
    assert STAND not in state.legal_moves()        # 10 ties, does not beat
    state.apply(Add(1))
    assert STAND in state.legal_moves()            # 11 beats 10
    with pytest.raises(IllegalMove):
        rigged(3, ["5"]).apply(STAND)              # nothing shown yet


def test_adds_offered_only_while_the_high_bid_can_be_beaten() -> None:
    state = rigged(3, ["5"])
    bid(state, 25, 20, 15, 12, 10, 8, 6, 4, 3, 2)  # 105: beaten only by all 106
    assert state.legal_moves() == [PASS, *ALL_ADDS]
    state = rigged(3, ["5"])
    bid(state, 25, 20, 15, 12, 10, 8, 6, 4, 3, 2, 1)   # 106: cannot be beaten
    assert state.legal_moves() == [PASS]
    assert state.current_player == 1


def test_shown_cards_stay_out_and_count_toward_the_next_raise() -> None:
    state = rigged(3, ["5"])
    bid(state, 3)                                  # seat 0: 3
    bid(state, 4)                                  # seat 1: 4
    bid(state, 6)                                  # seat 2: 6
    state.apply(Add(4))                            # seat 0: 3 + 4 = 7
    assert Add(3) not in state.legal_moves()       # the 3 is already shown
    state.apply(STAND)
    assert state.high == 7 and state.observe(None)["bids"][0] == (3, 4)


def test_passing_ends_your_part_and_returns_your_cards() -> None:
    state = rigged(3, ["5"])
    bid(state, 1)
    bid(state, 2)
    events = pass_(state)                          # seat 2 never bid
    assert kinds(events) == ["player_passed"]
    events = pass_(state)                          # seat 0 takes its 1 back
    assert events[0].data["took_back"] == (1,)
    assert kinds(events) == ["player_passed", "auction_won", "card_revealed"]
    assert events[1].seat == 1 and events[1].data["paid"] == (2,)
    assert state.current_player == 1               # the winner opens the next one
    assert state.money_left() == [106, 104, 106]


def test_passed_players_are_skipped() -> None:
    state = rigged(4, ["5"])
    bid(state, 1)
    pass_(state)                                   # seat 1 out
    bid(state, 2)
    bid(state, 3)
    assert state.current_player == 0
    pass_(state)                                   # seat 0 out
    assert state.current_player == 2              # seat 1 skipped


def test_negative_card_first_pass_takes_it_even_unbid() -> None:
    state = rigged(3, ["scandal", "1"])
    events = pass_(state)
    assert kinds(events) == ["misfortune_taken", "card_revealed"]
    assert events[0].data["discarded"] == []
    assert state.observe(None)["owned"][0] == (("scandal", 0),)
    assert state.current_player == 0


def test_negative_card_bidders_discard_and_taker_keeps_money() -> None:
    state = rigged(3, ["debt"])
    bid(state, 1)
    bid(state, 2)
    bid(state, 3)
    bid(state, 4)                                  # seat 0: 1 + 4 = 5
    pass_(state)                                   # seat 1 takes the debt
    assert state.money_left() == [101, 106, 103]
    assert state.scores() == [0, -5, 0]
    assert state.current_player == 1


def test_illegal_moves_raise_and_change_nothing() -> None:
    state = rigged(3, ["5"])
    bid(state, 10)
    before = snapshot(state)
    for bad in (STAND, Add(7), Add(99), Add(True), Add(25.0), Add("25"), Discard("5"),
                None, 42, "pass", ("add", 1)):
        with pytest.raises(IllegalMove):
            state.apply(bad)
        assert snapshot(state) == before
    state.apply(Add(1))                            # 1 cannot beat 10 alone...
    before = snapshot(state)
    for bad in (PASS, STAND, Add(1)):              # ...no pass mid-raise, no 1 twice
        with pytest.raises(IllegalMove):
            state.apply(bad)
        assert snapshot(state) == before


def test_moves_of_different_kinds_never_compare_equal() -> None:
    assert PASS != STAND and STAND != PASS and PASS != ()
    assert Add(5) != Discard(5) and Add(5) != (5,)
    assert len({PASS, STAND, Add(5), Discard("5")}) == 4
    assert Add(5) == Add(5) and hash(Add(5)) == hash(Add(5))


def test_moves_round_trip_through_json() -> None:
    for move in (PASS, STAND, Add(25), Discard("10")):
        assert GAME.move_from_json(GAME.move_to_json(move)) == move


def test_describe_move_in_both_languages_and_skins() -> None:
    assert GAME.describe_move(PASS) == "Pass"
    assert GAME.describe_move(PASS, "fr") == "Passer"
    assert GAME.describe_move(Add(25), "fr") == "Ajouter 25 à l'enchère"
    assert GAME.describe_move(STAND) == "Stand on this bid"
    assert GAME.describe_move(Discard("4"), "fr") == "Défausser Tête de mule (4)"
    assert "Castle" in GAME.describe_move(Discard("9"), "en", skin="high_society")


def test_random_playouts_terminate_quickly() -> None:
    """Every add spends a card and every pass removes a bidder: games stay short."""
    for players in (3, 4, 5):
        for seed in range(60):
            state, rng, steps = GAME.new_game(players, seed), Rng(seed), 0
            while not state.is_over:
                state.play(rng.choice(state.legal_moves()))
                steps += 1
                assert steps < 16 * (11 * players * 2 + players + 2)
            assert isinstance(state, HighSocietyState)
