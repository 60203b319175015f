"""Animimix's projection and its cheaper parts: the same numbers as their plain forms."""

from __future__ import annotations

import pytest

from game import load_game
from game.ai.animimix_projection import _progress, expected_shares, projected_scores
from helpers import available_games, midgame

pytestmark = pytest.mark.skipif("animimix" not in [g.id for g in available_games()],
                                reason="no Animimix engine")


def reference(state) -> list[float]:
    """projected_scores worked out afresh, each species' shares from expected_shares."""
    piles = state.piles()
    sharpness = 0.8 + 3.0 * _progress(state, state.turns_left)
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


@pytest.mark.parametrize("players", [2, 5, 6])
def test_a_swap_rescores_only_the_species_it_can_change(players):
    """points_after_swap (the two species swapped, and the chameleon when the cell is a
    chameleon or next to one) gives species_points of the grid after every swap."""
    from game.animimix.cards import CHAMELEON
    from game.animimix.scoring import orthogonal
    from game.animimix.state import Swap
    from game.ai.animimix_projection import points_after_swap

    game = load_game("animimix")
    checked = near = 0
    for seed in range(4):
        for moves in (0, 5, 11):
            state = midgame(game, players, seed, moves)
            geo, masks = state.geo, state.masks
            before = state.species_points()
            zone = masks[CHAMELEON] | orthogonal(masks[CHAMELEON], geo)
            for move in state.legal_moves():
                if type(move) is not Swap:
                    continue
                cell = move.row * geo.cols + move.col
                bit, taken = geo.bits[cell], state.grid[cell]
                after = state.clone()
                after.play(move)
                placed = after.grid[cell]
                is_near = bool(bit & zone)
                assert points_after_swap(before, after.masks, geo, state.lovebirds, taken,
                                         placed, is_near) == after.species_points()
                checked += 1
                near += is_near
    assert checked > 100 and 0 < near < checked


def test_score_estimate_is_a_logistic_in_the_gap_to_each_seats_best_rival():
    """Worked out from the top two points, the estimate is the plain one: each seat's
    gap to the best of the others (the leader's to the second, ties included)."""
    import math

    from game.ai.knowledge import knowledge_for
    from game.rng import Rng

    knowledge = knowledge_for("animimix")

    def plain(points):
        out = []
        for seat, own in enumerate(points):
            gap = (own - max(p for s, p in enumerate(points) if s != seat))
            gap = max(-30.0, min(30.0, gap / knowledge.score_scale))
            out.append(1.0 / (1.0 + math.exp(-gap)))
        return out

    rng = Rng(7)
    for seats in (2, 3, 6):
        for _ in range(200):
            points = [float(rng.randbelow(6)) for _ in range(seats)]
            assert knowledge.score_estimate(None, points) == plain(points)
    assert knowledge.score_estimate(None, [3.0, 3.0])[0] == 0.5
