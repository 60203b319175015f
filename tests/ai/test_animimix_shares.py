"""Animimix's projection with remembered majority shares: the same numbers as before."""

from __future__ import annotations

import pytest

from game import load_game
from game.ai.animimix import _progress, expected_shares, projected_scores
from helpers import available_games, midgame

pytestmark = pytest.mark.skipif("animimix" not in [g.id for g in available_games()],
                                reason="no Animimix engine")


def reference(state) -> list[float]:
    """projected_scores worked out afresh, each species' shares from expected_shares."""
    piles = state.piles()
    sharpness = 0.8 + 3.0 * _progress(state, piles, state.turns_left)
    points = state.species_points()
    out = [0.0] * state.players
    for species in state.in_play:
        if points[species]:
            shares = expected_shares([pile[species] for pile in piles], sharpness)
            for seat, share in enumerate(shares):
                out[seat] += share * points[species]
    return out


@pytest.mark.parametrize("players", [2, 4, 6])
def test_projection_is_unchanged_by_remembering_shares(players):
    game = load_game("animimix")
    for seed in range(6):
        for moves in (0, 3, 9, 17):
            state = midgame(game, players, seed, moves)
            if state.turns_left == 0:
                continue
            first = projected_scores(state)
            assert first == reference(state)
            assert projected_scores(state) == first     # asked again: from memory
