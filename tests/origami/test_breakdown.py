"""Origami's scoring breakdown: printed points and bonuses add up to the engine's scores."""

from __future__ import annotations

from game import load_game
from game.origami.scoring import breakdown, decided_by, hand_points
from game.rng import Rng

SEEDS = range(25)


def finished(players: int, seed: int):
    """A game played to the end with seeded random legal moves."""
    state, rng = load_game("origami").new_game(players, seed), Rng(seed ^ 0x0A1)
    while not state.is_over:
        state.play(rng.choice(state.legal_moves()))
    return state


def test_printed_points_and_bonus_of_a_pair_of_ants() -> None:
    parts = breakdown([["ant", "pig"], ["ant"]], hand_size=0)
    assert [(p.card, p.col, p.printed, p.bonus) for p in parts] == [
        ("ant", 0, 3, 2), ("pig", 0, 3, 3), ("ant", 1, 3, 2)]


def test_decided_by_names_the_tie_break() -> None:
    assert decided_by([10, 8], [0, 9]) == "points"
    assert decided_by([10, 10], [3, 9]) == "hand"
    assert decided_by([10, 10], [4, 4]) == "shared"


def test_breakdown_matches_the_engine_on_finished_games() -> None:
    rules = set()
    for players in range(2, 5):
        for seed in SEEDS:
            state = finished(players, seed)
            final = state.observe(None)
            totals = [sum(p.printed + p.bonus for p in breakdown(cols, hand["size"]))
                      for cols, hand in zip(final["collections"], final["hands"])]
            assert totals == state.scores(), (players, seed)
            rules.add(decided_by(totals, [hand_points(h) for h in state.hands]))
    assert "points" in rules
