"""Hypothesis properties of High Society's scoring and of score_position."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import PositionError
from game.high_society.cards import CARDS
from game.high_society.scoring import card_points, outcome, status_points

from .support import GAME

POSSESSIONS = [str(v) for v in range(1, 11)]
MONEY = list(CARDS.money)


@st.composite
def deals(draw, min_seats: int = 1, max_seats: int = 5) -> list[dict]:
    """A legal position: the 16 status cards split among seats (some left out)."""
    seats = draw(st.integers(min_seats, max_seats))
    deck = POSSESSIONS + ["x2"] * 3 + ["scandal", "debt", "theft"]
    owner = draw(st.lists(st.integers(-1, seats - 1), min_size=len(deck),
                          max_size=len(deck)))
    players = []
    for seat in range(seats):
        cards = [card for card, o in zip(deck, owner) if o == seat]
        cards = draw(st.permutations(cards))
        money = draw(st.lists(st.sampled_from(MONEY), unique=True, max_size=11))
        players.append({"money": money, "cards": list(cards)})
    return players


def exact(possessions: int, debt: bool, titles: int, scandal: bool) -> Fraction:
    return Fraction(possessions - 5 * debt) * 2 ** titles / (2 if scandal else 1)


@given(st.integers(0, 55), st.booleans(), st.integers(0, 3), st.booleans())
def test_order_debt_then_titles_then_scandal(possessions, debt, titles, scandal) -> None:
    points = status_points(possessions, debt, titles, scandal)
    assert Fraction(points) == exact(possessions, debt, titles, scandal)
    assert isinstance(points, int) or points != int(points)     # 7.5 stays 7.5, 14 is int


def test_the_debt_comes_before_the_titles() -> None:
    assert status_points(10, True, 1, False) == 10           # (10 - 5) x 2, not 10 x 2 - 5
    assert status_points(10, True, 1, True) == 5
    assert status_points(3, False, 0, True) == 1.5


@given(st.lists(st.sampled_from(POSSESSIONS), unique=True), st.booleans(),
       st.integers(0, 3), st.booleans(), st.randoms(use_true_random=False))
def test_card_order_never_matters(possessions, debt, titles, scandal, rnd) -> None:
    cards = possessions + ["debt"] * debt + ["x2"] * titles + ["scandal"] * scandal
    shuffled = cards[:]
    rnd.shuffle(shuffled)
    total = sum(int(c) for c in possessions)
    assert card_points(cards) == card_points(shuffled) == status_points(
        total, debt, titles, scandal)


@given(st.lists(st.integers(0, 106), min_size=1, max_size=5), st.data())
def test_the_poorest_are_always_out(money, data) -> None:
    seats = len(money)
    points = data.draw(st.lists(st.integers(-20, 440), min_size=seats, max_size=seats))
    top = data.draw(st.lists(st.integers(0, 10), min_size=seats, max_size=seats))
    out, winners = outcome(money, points, top)
    least = min(money)
    if len(set(money)) == 1:
        assert out == [False] * seats and winners            # [house] no one is out
    else:
        assert out == [m == least for m in money]
        assert all(money[w] > least for w in winners)
    assert winners and not any(out[w] for w in winners)
    best = max((points[s], money[s], top[s]) for s in range(seats) if not out[s])
    assert all((points[w], money[w], top[w]) == best for w in winners)
    assert all((points[s], money[s], top[s]) < best
               for s in range(seats) if not out[s] and s not in winners)


@given(deals())
@settings(max_examples=200)
def test_score_position_agrees_with_the_rules(players) -> None:
    result = GAME.score_position({"game": "high_society", "players": players})
    left = [sum(p["money"]) for p in players]
    assert result["money_left"] == left
    for seat, player in enumerate(players):
        cards = player["cards"]
        total = sum(int(c) for c in cards if c.isdigit())
        expected = exact(total, "debt" in cards, cards.count("x2"), "scandal" in cards)
        assert Fraction(result["scores"][seat]) == expected
    if len(set(left)) > 1:
        assert result["out"] == [m == min(left) for m in left]
    assert result["winners"] and not any(result["out"][w] for w in result["winners"])


@given(deals(min_seats=2))
@settings(max_examples=100)
def test_a_card_twice_is_refused(players) -> None:
    donor = next((p for p in players if p["cards"]), None)
    if donor is None or all(c == "x2" for c in donor["cards"]):
        return
    card = next(c for c in donor["cards"] if c != "x2")
    players[-1 if players[0] is donor else 0]["cards"].append(card)
    with pytest.raises(PositionError, match="a card twice"):
        GAME.score_position({"game": "high_society", "players": players})


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 5), st.integers(0, 10_000), st.integers(0, 200))
def test_one_seats_score_is_its_entry_in_scores(players, seed, moves):
    """score_of(seat), which the bots use alone, agrees with scores() at every step."""
    from game.rng import Rng

    state = GAME.new_game(players, seed)
    rng = Rng(seed)
    for _ in range(moves):
        if state.is_over:
            break
        assert [state.score_of(s) for s in range(players)] == state.scores()
        legal = state.legal_moves()
        state.apply(legal[rng.randbelow(len(legal))])
    assert [state.score_of(s) for s in range(players)] == state.scores()
