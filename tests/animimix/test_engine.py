"""Animimix engine: set-up, options, both actions, illegal moves, end, events, copies."""

from __future__ import annotations

import json

import pytest

from game import IllegalMove, OptionError, load_game
from game.animimix.state import PlaceHidden, Swap
from game.animimix.cards import SETUP, SPECIES
from game.rng import Rng

GAME = load_game("animimix")


def play_out(state, seed: int = 0) -> list:
    """Play random legal moves to the end through apply; return all events."""
    rng, events = Rng(seed), []
    while not state.is_over:
        events.extend(state.apply(rng.choice(state.legal_moves())))
    return events


@pytest.mark.parametrize("players", range(2, 7))
def test_setup_follows_the_table(players: int) -> None:
    count, rows, cols, hand_size = SETUP[players]
    state = GAME.new_game(players, seed=5)
    view = state.observe(0)
    assert len(view["species"]) == count
    assert (view["rows"], view["cols"]) == (rows, cols)
    assert len(view["grid"]) == rows and all(len(row) == cols for row in view["grid"])
    assert all(seat["hand_size"] == hand_size for seat in view["seats"])
    assert view["box_count"] == 10 * count - rows * cols - players * hand_size
    assert view["mountains_left"] == 30 and view["current_player"] == 0
    assert sum(state.card_census().values()) == 80


def test_species_option_explicit_and_normalised() -> None:
    state = GAME.new_game(3, 1, {"species": "penguin, lion,chameleon,pelican"})
    assert state.observe(None)["species"] == ["pelican", "penguin", "chameleon", "lion"]
    assert state.options["species"] == "chameleon,lion,pelican,penguin"
    assert "chameleon,lion,pelican,penguin" in GAME.OPTIONS[0].choices
    listed = GAME.new_game(3, 1, {"species": ["lion", "pelican", "penguin", "chameleon"]})
    assert listed.observe(0) == state.observe(0)


def test_species_choices_per_player_count() -> None:
    assert len(GAME.species_choices(2)) == 56 and len(GAME.species_choices(6)) == 8
    for choice in GAME.species_choices(3):
        state = GAME.new_game(3, 2, {"species": choice})
        assert sorted(state.observe(None)["species"]) == choice.split(",")


@pytest.mark.parametrize("value,message", [
    ("lion,cat,wolf", r"unknown species 'cat'"),
    ("lion,wolf", r"2 players play with 3 species, not 2"),
    ("lion,wolf,monkey,penguin", r"not 4"),
    ("lion,lion,wolf", r"lion chosen twice"),
    (7, r"must be 'random' or species ids"),
])
def test_species_option_errors_name_the_problem(value, message) -> None:
    with pytest.raises(OptionError, match=message):
        GAME.new_game(2, 1, {"species": value})


def test_random_species_are_seeded() -> None:
    chosen = {tuple(GAME.new_game(4, seed).observe(None)["species"]) for seed in range(30)}
    assert len(chosen) > 5
    assert GAME.new_game(4, 8).observe(None) == GAME.new_game(4, 8).observe(None)


def test_lovebird_option_is_a_house_rule() -> None:
    option = {opt.name: opt for opt in GAME.OPTIONS}["lovebirds"]
    assert option.house and option.default == "maximum"
    with pytest.raises(OptionError):
        GAME.new_game(2, 1, {"lovebirds": "some"})


def test_legal_moves_are_distinct_and_complete() -> None:
    state = GAME.new_game(4, 3)
    moves = state.legal_moves()
    assert len(moves) == len(set(moves))
    kinds = {m.species for m in moves}
    assert len(moves) == len(kinds) * (1 + 25)


def test_action_a_hides_the_card_from_others() -> None:
    state = GAME.new_game(3, 2)
    hand = state.observe(0)["seats"][0]["hand"]
    move = PlaceHidden(hand[0])
    events = state.apply(move)
    assert [e.kind for e in events] == ["card_hidden"]
    assert events[0].secret == {"species": hand[0]} and events[0].view(1).secret is None
    mine, theirs = state.observe(0)["seats"][0], state.observe(1)["seats"][0]
    assert mine["hidden"][hand[0]] == 1 and mine["hidden_count"] == 1
    assert theirs["hidden"] is None and theirs["hidden_count"] == 1
    assert theirs["hand"] is None and theirs["hand_size"] == 5
    assert state.current_player == 1


def test_action_b_takes_public_card_and_blocks_the_cell() -> None:
    state = GAME.new_game(2, 4)
    hand = state.observe(0)["seats"][0]["hand"]
    old = state.observe(0)["grid"][1][2]
    events = state.apply(Swap(1, 2, hand[0]))
    assert [e.kind for e in events] == ["card_taken", "card_placed", "mountain_placed"]
    assert events[0].data == {"row": 1, "col": 2, "species": old}
    assert events[2].data["left"] == 29
    view = state.observe(1)
    assert view["grid"][1][2] == hand[0] and view["mountains"][1][2]
    assert view["seats"][0]["taken"][old] == 1      # public to everyone
    assert all(m.row != 1 or m.col != 2 for m in state.legal_moves() if type(m) is Swap)
    state.apply(PlaceHidden(state.observe(1)["seats"][1]["hand"][0]))
    with pytest.raises(IllegalMove):
        state.apply(Swap(1, 2, state.observe(0)["seats"][0]["hand"][0]))


def test_same_species_replacement_is_allowed() -> None:
    for seed in range(50):
        state = GAME.new_game(2, seed)
        hand = state.observe(0)["seats"][0]["hand"]
        grid = state.observe(0)["grid"]
        cells = [(r, c) for r, row in enumerate(grid) for c, s in enumerate(row) if s in hand]
        if cells:
            r, c = cells[0]
            state.apply(Swap(r, c, grid[r][c]))
            assert state.observe(0)["grid"][r][c] == grid[r][c]
            return
    pytest.fail("no deal with a hand species in the grid")


def test_illegal_moves_leave_the_state_unchanged() -> None:
    state = GAME.new_game(2, 6)
    hand = state.observe(0)["seats"][0]["hand"]
    state.apply(Swap(0, 0, hand[0]))
    hand = state.observe(1)["seats"][1]["hand"]
    missing = next(s for s in SPECIES if s not in hand)
    before = (state.observe(0), state.observe(1), state.card_census(), state.legal_moves())
    for bad in (Swap(0, 0, hand[0]), PlaceHidden(missing), Swap(1, 1, missing),
                Swap(4, 0, hand[0]), Swap(-1, 0, hand[0]), Swap(True, 0, hand[0]),
                PlaceHidden("cat"), PlaceHidden(3), ("hide", hand[0]), None):
        with pytest.raises(IllegalMove):
            state.apply(bad)
        assert (state.observe(0), state.observe(1), state.card_census(),
                state.legal_moves()) == before


@pytest.mark.parametrize("players", range(2, 7))
def test_game_ends_when_hands_are_empty(players: int) -> None:
    state = GAME.new_game(players, 11)
    turns = players * SETUP[players][3]
    events = play_out(state, 11)
    kinds = [e.kind for e in events]
    assert kinds.count("card_hidden") + kinds.count("card_taken") == turns
    assert kinds.count("cards_revealed") == players
    assert kinds.count("species_scored") == SETUP[players][0]
    assert kinds[-1] == "game_over" and state.current_player is None
    assert all(seat["hand_size"] == 0 for seat in state.observe(None)["seats"])
    final = events[-1].data
    assert final["scores"] == state.scores() and final["winners"] == state.winners()
    scored = GAME.score_position(GAME.export_position(state))
    assert scored["scores"] == state.scores()
    for event in events:
        if event.kind == "species_scored":
            assert scored["species_points"][event.data["species"]] == event.data["points"]
    json.dumps([e.view(None).to_json() for e in events])


def test_reveal_makes_piles_public_and_box_unknown_in_play() -> None:
    state = GAME.new_game(2, 12)
    play_out(state, 12)
    spectator = state.observe(None)
    assert all(seat["hidden"] is not None for seat in spectator["seats"])
    assert spectator["box_count"] == 2 and "box" not in spectator
    # at the end the box follows by elimination (10 per species minus all that is shown)
    assert {tuple(state.determinize(None, Rng(k)).box) for k in range(10)} == {
        tuple(state.box)}
    fresh = GAME.new_game(2, 12)
    worlds = {tuple(fresh.determinize(0, Rng(k)).box) for k in range(40)}
    assert len(worlds) > 1                  # during play nobody knows the box
    assert all(fresh.determinize(0, Rng(k)).card_census() == fresh.card_census()
               for k in range(5))


def test_setup_events_keep_hands_secret() -> None:
    state = GAME.new_game(3, 13)
    events = state.setup_events()
    assert [e.seat for e in events] == [0, 1, 2]
    assert events[1].view(1).secret["hand"] == state.observe(1)["seats"][1]["hand"]
    assert events[1].view(0).secret is None and events[1].data == {"count": 6}


def test_clone_is_independent() -> None:
    state = GAME.new_game(4, 14)
    before = state.observe(None), state.observe(2)
    copy = state.clone()
    play_out(copy, 3)
    assert (state.observe(None), state.observe(2)) == before
    assert not state.is_over and copy.is_over


def test_replay_is_deterministic() -> None:
    a, b = GAME.new_game(5, 21), GAME.new_game(5, 21)
    play_out(a, 4)
    play_out(b, 4)
    assert a.observe(None) == b.observe(None) and a.scores() == b.scores()


def test_describe_move_in_both_languages() -> None:
    assert GAME.describe_move(PlaceHidden("pelican"), "en") == \
        "Put a pelican face down in front of you"
    assert GAME.describe_move(PlaceHidden("pelican"), "fr") == \
        "Poser un pélican face cachée devant soi"
    assert "row 2, column 3" in GAME.describe_move(Swap(1, 2, "lion"), "en")
    assert "un lion" in GAME.describe_move(Swap(1, 2, "lion"), "fr")
    assert str(Swap(1, 2, "lion")) == "swap r1c2 <- lion"


def test_moves_round_trip_through_json() -> None:
    for move in (PlaceHidden("wolf"), Swap(3, 4, "monkey")):
        assert GAME.move_from_json(json.loads(json.dumps(GAME.move_to_json(move)))) == move


def test_cards_list_every_species() -> None:
    cards = GAME.cards()
    assert [c["id"] for c in cards] == list(SPECIES)
    for card in cards:
        assert card["count"] == 10
        for key in ("name", "name_fr", "scoring_en", "scoring_fr"):
            assert card[key]
    assert {c["id"]: c["name_fr"] for c in cards}["penguin"] == "Manchots"
