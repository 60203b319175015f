"""High Society's theft is worth what it can take (issue #35): owning no possession,
only the next one won, which a seat can make the smallest still to come."""

from __future__ import annotations

from game import load_game
from game.ai.high_society import KNOWLEDGE, card_value
from game.high_society.moves import PASS
from game.high_society.state import BID, MONEY_INDEX, THEFT
from game.rng import Rng


def theft_auction(owned=(), deck=None, shown: int = 10):
    """Seat 0 to bid on the theft, owning `owned`; seat 1 shows `shown` (one card)."""
    state = load_game("high_society").new_game(3, 1)
    state.deck = list(deck if deck is not None else range(2, 10))
    state.owned[0] = list(owned)
    state.card, state.reds = THEFT, []
    state.current_player = state.opener = 0
    state.phase = BID
    state.hands[1] &= ~(1 << MONEY_INDEX[shown])
    state.bids[1] |= 1 << MONEY_INDEX[shown]
    state.totals[1] = state.high = shown
    state.high_seat = 1
    return state


def test_a_theft_takes_the_smallest_possession_owned_or_to_come():
    assert card_value(theft_auction(owned=(6, 2)), 0, THEFT) == -3.0        # owns a 7, a 3
    assert card_value(theft_auction(deck=range(2, 10)), 0, THEFT) == -3.0   # a 3 to come
    assert card_value(theft_auction(deck=[4, 9, 12]), 0, THEFT) == -5.0
    assert card_value(theft_auction(deck=[12, 13]), 0, THEFT) == 0.0        # none to come


def test_easy_lets_a_theft_with_nothing_to_steal_come_rather_than_outbid_ten():
    """Owning nothing, with a 1 still to come, easy takes the theft (Pass) rather than
    top a bid of 10; owning only a 10, it will pay more than that to keep it."""
    nothing = theft_auction(deck=range(0, 10), shown=10)
    assert PASS in nothing.legal_moves() and len(nothing.legal_moves()) > 1
    for seed in range(20):
        assert KNOWLEDGE.policy_move(nothing, nothing.legal_moves(), Rng(seed),
                                     KNOWLEDGE.easy_noise) == PASS
    ten = theft_auction(owned=(9,), deck=range(0, 9), shown=10)
    limits = [KNOWLEDGE.limit(ten, 0, Rng(seed), KNOWLEDGE.easy_noise) for seed in range(20)]
    assert max(limits) > 10

