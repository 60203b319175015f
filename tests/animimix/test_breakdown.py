"""Animimix's scoring breakdown: each species' share adds up to the engine's scores."""

from __future__ import annotations

from game import load_game
from game.animimix.cards import SPECIES_INDEX
from game.animimix.scoring import breakdown
from game.rng import Rng

SEEDS = range(40)


def finished(players: int, seed: int):
    """A game played to the end with seeded random legal moves."""
    state, rng = load_game("animimix").new_game(players, seed), Rng(seed ^ 0xA1A)
    while not state.is_over:
        state.play(rng.choice(state.legal_moves()))
    return state


def test_ties_split_the_points_rounded_down() -> None:
    points = [7, 4, 0, 0, 0, 0, 0, 0]
    piles = [[2, 0, 0, 0, 0, 0, 0, 0], [2, 1, 0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0, 0]]
    monkeys, wolves = breakdown(points, piles, [0, 1])
    assert monkeys.holders == (0, 1) and monkeys.gains == (3, 3, 0)
    assert monkeys.cards == (2, 2, 1)
    assert wolves.holders == (1,) and wolves.gains == (0, 4, 0)
    assert breakdown(points, piles, [2])[0].holders == ()


def test_breakdown_matches_the_engine_on_finished_games() -> None:
    for players in range(2, 7):
        for seed in SEEDS:
            state = finished(players, seed)
            final = state.observe(None)
            species = [SPECIES_INDEX[name] for name in final["species"]]
            points = [final["species_points"].get(name, 0) for name in SPECIES_INDEX]
            piles = [[seat["hidden"].get(name, 0) + seat["taken"].get(name, 0)
                      for name in SPECIES_INDEX] for seat in final["seats"]]
            shares = breakdown(points, piles, species)
            totals = [sum(share.gains[s] for share in shares) for s in range(players)]
            assert totals == state.scores(), (players, seed)
