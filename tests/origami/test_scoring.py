"""Scoring: the rulebook example, every bonus, tie-breaks, position files and errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import PositionError, load_game
from game.origami.cards import BY_ID, CARDS, PARAMS, POINTS
from game.origami.scoring import card_points, player_score, winners

GAME = load_game("origami")
POSITIONS = Path(__file__).resolve().parent.parent / "positions" / "origami"


def test_rulebook_example_is_41() -> None:
    cols = [["chick", "chick", "chicken", "rabbit"], ["rhino", "bee", "ant", "ant"]]
    assert player_score(cols, 3) == 41
    points = dict(enumerate(v for _, v in card_points(cols, 3)))
    assert points[2] == 3 + 4          # chicken: +2 per chick
    assert points[3] == 5 + 1          # rabbit: 3 cards in hand, rounded down
    assert points[5] == 3 + 3          # bee counts itself and the two ants
    assert points[6] == points[7] == 5  # two ants: 5 each instead of 3


@pytest.mark.parametrize("path", sorted(POSITIONS.glob("*.json")), ids=lambda p: p.stem)
def test_position_files(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    out = GAME.score_position(data)
    assert out["scores"] == data["expect"]["scores"]
    assert out["winners"] == data["expect"]["winners"]


def test_bonus_limits() -> None:
    P = POINTS
    amount = {card: PARAMS[card].get("amount") for card in PARAMS}
    assert player_score([["rabbit"], []], 1) == 5            # 1 card: rounds down to 0
    assert player_score([["rabbit"], []], 5) == 7
    assert player_score([["whale"], ["whale"]], 0) == 2 * P["whale"]       # apart
    assert player_score([["whale", "whale"], []], 0) == 2 * (P["whale"] + amount["whale"])
    assert player_score([["pig", "cat"], []], 0) == P["pig"] + P["cat"]    # pig covered
    assert player_score([["cat", "pig"], []], 0) == P["pig"] + amount["pig"] + P["cat"]
    assert player_score([["shell"], []], 0) == P["shell"]                  # uncovered
    assert player_score([["shell", "cat"], []], 0) == P["shell"] + amount["shell"] + P["cat"]
    assert player_score([["ant"], []], 0) == 3
    assert player_score([["ant", "ant", "ant"], ["ant"]], 0) == 20
    assert player_score([["ant", "ant", "ant"], ["ant", "ant"]], 0) == 23
    assert player_score([["caterpillar"], []], 0) == P["caterpillar"]
    assert player_score([["caterpillar"], ["butterfly"]], 0) == (
        P["caterpillar"] + amount["caterpillar"] + P["butterfly"])
    assert player_score([["chicken"], []], 0) == 3
    assert player_score([["chicken", "chick"], ["chick"]], 0) == 3 + 4 + 3 + 3
    assert player_score([["sheep", "sheep"], ["sheep"]], 0) == 3 * (P["sheep"] + 2)
    assert player_score([["dove", "chick"], ["owl"]], 0) == (
        P["dove"] + amount["dove"] + 3 + P["owl"])
    assert player_score([["gorilla"], ["cheetah"]], 0) == P["gorilla"] + P["cheetah"]
    assert player_score([["minnow", "crab", "minnow"], ["minnow"]], 0) == (
        3 * P["minnow"] + 2 + P["crab"])
    assert player_score([["cat", "cat", "elephant"], []], 0) == (
        2 * P["cat"] + P["elephant"] + 2 * amount["elephant"])
    assert player_score([["bee", "bee"], ["ant"]], 0) == 2 * (3 + 3) + 3


def test_tie_break_order() -> None:
    assert winners([5, 7, 7], [9, 1, 2]) == [2]
    assert winners([7, 7], [2, 2]) == [0, 1]
    assert winners([9, 7], [0, 5]) == [0]


@pytest.mark.parametrize("data,message", [
    ({"players": "x"}, "players: must be a non-empty list"),
    ({"game": "animimix", "players": []}, "game: 'animimix' is not 'origami'"),
    ({"players": [{"collections": [["cat"], ["dragon"]], "hand": []}]},
     r"players\[0\].collections\[1\]\[0\]: unknown card 'dragon'"),
    ({"players": [{"collections": [["cat", "cat", "cat"], ["cat"]]}]},
     r"players\[0\].collections: sizes 3 and 1 differ by more than one"),
    ({"players": [{"collections": [["lion"]], "hand": []}]},
     r"players\[0\].collections: must be a list of 2 collections"),
    ({"players": [{"collections": [[], []], "hand": ["lion", "lion", "lion"]}]},
     r"players\[0\]: 3 copies of 'lion', the deck has 2"),
    ({"players": [{"collections": [[], []], "hand": "cat"}]},
     r"players\[0\].hand: must be a list"),
    ({"players": [{"collections": [[], []], "cards": []}]},
     r"players\[0\]: unknown field 'cards'"),
    ({"players": [{"collections": [[], []], "hand": [3]}]},
     r"players\[0\].hand\[0\]: unknown card 3"),
    ([1, 2], "position: must be a JSON object"),
])
def test_bad_positions_name_the_field(data, message) -> None:
    with pytest.raises(PositionError, match=message):
        GAME.score_position(data)


CARD_IDS = [c.id for c in CARDS]


@st.composite
def collections(draw):
    """Two collections obeying the size rule, within the deck's copies."""
    pool = [c.id for c in CARDS for _ in range(c.count)]
    cards = draw(st.lists(st.sampled_from(pool), max_size=14))
    counts = {}
    kept = []
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
        if counts[card] <= BY_ID[card].count:
            kept.append(card)
    half = (len(kept) + 1) // 2
    return [kept[:half], kept[half:]]


@settings(max_examples=200, deadline=None)
@given(collections(), st.integers(0, 8))
def test_score_at_least_printed_points(cols, hand) -> None:
    printed = sum(POINTS[c] for col in cols for c in col)
    assert player_score(cols, hand) >= printed


@settings(max_examples=200, deadline=None)
@given(collections(), st.integers(0, 7))
def test_more_cards_in_hand_never_lowers_the_score(cols, hand) -> None:
    assert player_score(cols, hand + 1) >= player_score(cols, hand)


@settings(max_examples=200, deadline=None)
@given(collections(), st.integers(0, 8))
def test_position_file_agrees(cols, hand) -> None:
    left = {c.id: c.count for c in CARDS}
    for card in cols[0] + cols[1]:
        left[card] -= 1
    cards = [card for card, k in sorted(left.items()) for _ in range(k)][:hand]
    data = {"players": [{"collections": cols, "hand": cards}]}
    out = GAME.score_position(data)
    assert out["scores"] == [player_score(cols, len(cards))]
    assert out["winners"] == [0]


@settings(max_examples=100, deadline=None)
@given(collections())
def test_swapping_collections_keeps_the_score(cols) -> None:
    if abs(len(cols[0]) - len(cols[1])) <= 1:
        assert player_score(cols, 2) == player_score([cols[1], cols[0]], 2)


@settings(max_examples=300, deadline=None)
@given(collections(), st.integers(0, 8))
def test_player_score_is_the_sum_of_card_points(cols, hand) -> None:
    """The fast path for collections without a bonus card gives the full count's total."""
    assert player_score(cols, hand) == sum(value for _, value in card_points(cols, hand))
    plain = [[c for c in col if BY_ID[c].effect_type != "bonus"] for col in cols]
    assert player_score(plain, hand) == sum(POINTS[c] for col in plain for c in col)
