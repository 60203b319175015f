"""The theft (chosen, pending), the end on the fourth red card, views and skins."""

from __future__ import annotations

import pytest

from game import IllegalMove
from game.high_society.moves import PASS, Add, Discard
from game.rng import Rng

from .support import GAME, bid, kinds, pass_, rigged, snapshot


def free_to(state, seat: int) -> list:
    """Everyone passes on a positive card until `seat`, the last one left, gets it."""
    events = []
    for _ in range(state.players - 1):
        assert state.current_player != seat
        events += pass_(state)
    assert [e.seat for e in events if e.kind == "auction_won"] == [seat]
    return events


def without_names(data: dict) -> dict:
    """Event data without the skin-dependent names."""
    return {k: v for k, v in data.items() if k not in ("name", "name_fr")}


def test_theft_with_possessions_is_a_choice_of_possession_not_title() -> None:
    state = rigged(3, ["3", "x2", "8", "theft", "1"])
    free_to(state, 2)                              # seat 2 gets the 3 free
    free_to(state, 1)                              # seat 2 opens; seat 1 gets the x2
    pass_(state)                                   # seat 1 opens and passes,
    bid(state, 1)                                  # seat 2 bids 1,
    pass_(state)                                   # seat 0 passes: seat 2 buys the 8
    assert state.current_player == 2
    events = pass_(state)                          # seat 2 passes first on the theft
    assert kinds(events) == ["misfortune_taken"]
    assert state.current_player == 2 and state.phase.name == "THEFT"
    assert state.legal_moves() == [Discard("3"), Discard("8")]
    before = snapshot(state)
    for bad in (Discard("x2"), Discard("10"), PASS, Add(1)):
        with pytest.raises(IllegalMove):
            state.apply(bad)
        assert snapshot(state) == before
    events = state.apply(Discard("8"))
    assert kinds(events) == ["theft_resolved", "card_revealed"]
    assert events[0].data["card"] == "8" and not events[0].data["pending"]
    seen = state.observe(None)
    assert seen["owned"][2] == (("3", 0),)
    assert seen["discarded"] == (("8", 0), ("theft", 0))
    assert state.current_player == 2 and seen["card"] == ("1", 0)


def test_theft_without_possession_is_pending_until_the_next_possession() -> None:
    state = rigged(3, ["theft", "x2", "5", "6"])
    events = pass_(state)                          # seat 0 takes the theft, owns nothing
    assert kinds(events) == ["misfortune_taken", "theft_pending", "card_revealed"]
    assert state.observe(None)["pending_theft"] == (True, False, False)
    bid(state, 1)                                  # seat 0 buys the title:
    pass_(state)
    pass_(state)                                   # a title is never lost to the theft
    assert state.observe(None)["pending_theft"] == (True, False, False)
    assert state.current_player == 0
    bid(state, 2)                                  # seat 0 buys the 5...
    events = pass_(state) + pass_(state)
    assert [e.kind for e in events][-3:] == ["auction_won", "theft_resolved",
                                             "card_revealed"]
    resolved = events[-2]
    assert resolved.seat == 0 and resolved.data["card"] == "5" and resolved.data["pending"]
    seen = state.observe(None)
    assert seen["owned"][0] == (("x2", 0),)        # ...and loses it with the theft
    assert seen["discarded"] == (("5", 0), ("theft", 0))
    assert seen["pending_theft"] == (False, False, False)
    assert seen["spent"][0] == (1, 2)
    assert state.current_player == 0               # and opens the next auction


def test_pending_theft_at_the_end_is_exported_and_scores_nothing() -> None:
    state = rigged(3, ["theft", "x2", "x2", "scandal", "x2"])
    pass_(state)                                   # seat 0: pending theft
    free_to(state, 2)                              # the first x2 free to seat 2
    free_to(state, 1)                              # the second free to seat 1
    events = pass_(state)                          # seat 1 takes the scandal
    assert kinds(events)[-1] == "game_ended"       # the last x2 is the 4th red card
    assert state.is_over and state.observe(None)["pending_theft"][0]
    position = GAME.export_position(state)
    assert "theft" in position["players"][0]["cards"]
    assert GAME.score_position(position)["scores"] == state.scores()


def test_the_fourth_red_card_ends_the_game_unauctioned() -> None:
    state = rigged(3, ["x2", "scandal", "x2", "1", "x2", "2"])
    census = state.card_census()
    free_to(state, 2)                              # x2 (1st red) to seat 2
    pass_(state)                                   # scandal (2nd red) to seat 2
    free_to(state, 1)                              # x2 (3rd red) to seat 1
    assert not state.is_over
    events = free_to(state, 0)                     # the 1 to seat 0, then the 4th red
    assert kinds(events)[-2:] == ["card_revealed", "game_ended"]
    assert events[-2].data["red"] and events[-2].data["red_count"] == 4
    ended = events[-1]
    assert ended.data["card"] == "x2" and ended.data["winners"] == state.winners()
    assert state.is_over and state.current_player is None and state.legal_moves() == []
    seen = state.observe(None)
    assert seen["card"] == ("x2", 2) and seen["deck_left"] == 11
    assert ("x2", 2) not in [c for owned in seen["owned"] for c in owned]
    assert state.card_census() == census
    with pytest.raises(IllegalMove, match="over"):
        state.apply(PASS)


def test_the_scandal_is_auctioned_in_reverse_unless_fourth() -> None:
    state = rigged(3, ["scandal"])
    assert state.observe(None)["reds_seen"] == (("scandal", 0),)
    bid(state, 1)
    events = pass_(state)
    assert events[0].kind == "misfortune_taken" and events[0].seat == 1


def test_observe_hides_only_the_deck_order() -> None:
    state = GAME.new_game(4, 5)
    rng = Rng(5)
    for _ in range(30):
        state.play(rng.choice(state.legal_moves()))
    seen = state.observe(1)
    assert "deck" not in seen and seen["deck_left"] == len(state.deck)
    other = state.clone()
    other.deck.reverse()
    assert other.observe(1) == seen and other.observe(None) == state.observe(None)
    worlds = {tuple(state.determinize(1, Rng(k)).deck) for k in range(8)}
    assert len(worlds) > 1                          # the deck really is reshuffled
    assert state.determinize(1, Rng(3)).deck == other.determinize(1, Rng(3)).deck
    for world_seed in range(4):
        world = state.determinize(1, world_seed)
        assert world.observe(1) == seen
        assert sorted(world.deck) == sorted(state.deck)


def test_events_carry_no_secrets() -> None:
    state, rng = GAME.new_game(5, 11), Rng(11)
    while not state.is_over:
        for event in state.apply(rng.choice(state.legal_moves())):
            assert event.secret is None


def test_skins_change_only_names() -> None:
    for seed in range(10):
        plain = GAME.new_game(4, seed)
        classic = GAME.new_game(4, seed, {"skin": "high_society"})
        rng = Rng(seed)
        while not plain.is_over:
            move = rng.choice(plain.legal_moves())
            assert move in classic.legal_moves()
            a, b = plain.apply(move), classic.apply(move)
            assert kinds(a) == kinds(b)
            assert [without_names(x.data) for x in a] == [without_names(y.data) for y in b]
        assert plain.scores() == classic.scores()
        assert plain.winners() == classic.winners()
    state = rigged(3, ["9"], {"skin": "high_society"})
    events = free_to(state, 2)
    assert events[-2].data["name_fr"] == "Château"


def test_all_tied_poorest_option() -> None:
    state = rigged(3, ["x2", "scandal", "x2", "x2"])
    free_to(state, 2)
    pass_(state)
    free_to(state, 1)
    assert state.is_over and state.money_left() == [106, 106, 106]
    assert state.outcome()[0] == [False, False, False]       # house: no one out
    harsh = rigged(3, ["x2", "scandal", "x2", "x2"], {"all_tied_poorest": "all_out"})
    free_to(harsh, 2)
    pass_(harsh)
    free_to(harsh, 1)
    assert harsh.outcome() == ([True, True, True], [])
    assert harsh.returns() == [0.0, 0.0, 0.0]
    position = GAME.export_position(harsh)
    assert GAME.score_position(position)["winners"] == []


def test_setup_events_reveal_the_first_card() -> None:
    state = GAME.new_game(4, 3)
    (event,) = state.setup_events()
    assert event.kind == "card_revealed" and event.seat == 0
    assert (event.data["card"], event.data["copy"]) == state.observe(None)["card"]
    assert event.data["deck_left"] == 15
