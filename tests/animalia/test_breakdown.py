"""Animalia's scoring breakdown: medals and excellence per family add up to the scores."""

from __future__ import annotations

from game import load_game
from game.animalia.scoring import breakdown, final_scores
from game.rng import Rng

SEEDS = range(25)


def finished(players: int, seed: int):
    """A game played to the end with seeded random legal moves."""
    state, rng = load_game("animalia").new_game(players, seed), Rng(seed ^ 0xA11)
    while not state.is_over:
        state.play(rng.choice(state.legal_moves()))
    return state


def test_excellence_is_five_per_group_of_five_or_seven() -> None:
    result = breakdown([[5, 10, 4, 0, 2], [7, 0, 0, 0, 0]], 3)
    assert result.medals[0] == (5, 7) and result.group == 5
    assert [row[0] for row in result.excellence] == [5, 10, 0, 0, 0]
    assert [row[1] for row in result.excellence] == [5, 0, 0, 0, 0]
    assert breakdown([[7, 6, 0, 0, 0], [0] * 5], 2).excellence[0] == (5, 0)
    assert breakdown([[7, 6, 0, 0, 0], [0] * 5], 2).excellence[1] == (0, 0)


def test_decided_by_names_the_tie_break() -> None:
    assert breakdown([[3, 0, 0, 0, 0], [2, 0, 0, 0, 0]], 3).decided_by == "points"
    tie = breakdown([[3, 1, 0, 0, 0], [2, 2, 0, 0, 0]], 3)
    assert tie.decided_by == "family" and tie.winners == (0,) and tie.best_family == (3, 2)
    assert breakdown([[2, 2, 0, 0, 0], [0, 2, 2, 0, 0]], 3).decided_by == "shared"


def test_breakdown_matches_the_engine_on_finished_games() -> None:
    for players in range(2, 7):
        for seed in SEEDS:
            state = finished(players, seed)
            medals = state.observe(None)["medals"]
            result = breakdown(medals, players)
            totals = [sum(result.medals[f][s] + result.excellence[f][s] for f in range(5))
                      for s in range(players)]
            assert totals == state.scores() == final_scores(medals, players), (players, seed)
            assert list(result.winners) == state.winners()
