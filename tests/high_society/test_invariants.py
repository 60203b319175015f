"""Invariants checked after every step of seeded random games (all player counts)."""

from __future__ import annotations

import pytest

from game.high_society.state import (FULL_HAND, HAND_SUM, POSSESSION, RED_TO_END, THEFT,
                                     Phase)
from game.rng import Rng

from .support import GAME


def check(state) -> None:
    """Money, bids, the theft and the red cards are consistent."""
    for seat in range(state.players):
        hand, bid, spent = state.hands[seat], state.bids[seat], state.spent[seat]
        assert hand & bid == hand & spent == bid & spent == 0
        assert hand | bid | spent == FULL_HAND
        assert state.totals[seat] == HAND_SUM[bid]
        if not state.active >> seat & 1:
            assert bid == 0                        # passing takes your cards back
        if seat != state.current_player or state.phase == Phase.BID:
            assert state.totals[seat] <= state.high
        owned = state.owned[seat]
        has_possession = any(POSSESSION[c] for c in owned)
        if state.pending[seat]:
            assert THEFT in owned and not has_possession
        elif THEFT in owned:                       # only while choosing what to lose
            assert state.phase == Phase.THEFT and state.current_player == seat
    if state.high_seat >= 0:
        assert state.totals[state.high_seat] == state.high
    assert (len(state.reds) == RED_TO_END) == state.is_over
    seen = [state.observe(seat) for seat in range(state.players)]
    assert all({**s, "seat": None} == state.observe(None) for s in seen)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_invariants_hold_in_random_games(players: int) -> None:
    for seed in range(40):
        state, rng = GAME.new_game(players, seed), Rng(seed * 7 + players)
        check(state)
        while not state.is_over:
            state.play(rng.choice(state.legal_moves()))
            check(state)
