"""Animalia's own playout plays the very moves of Knowledge.playout, draw for draw: it
only decides a one-collection seat's lot faster (the bots' choices, and so their
replays, must not change with it)."""

from __future__ import annotations

import pytest

from game import load_game
from game.ai.knowledge import Knowledge, hard_knowledge, knowledge_for
from game.rng import Rng
from helpers import available_games

pytestmark = pytest.mark.skipif("animalia" not in [g.id for g in available_games()],
                                reason="no Animalia engine")


def positions(players: int, seed: int, count: int) -> list:
    """`count` states of a random game, taken every few moves (every phase occurs)."""
    state = load_game("animalia").new_game(players, seed)
    rng, kept = Rng(seed), []
    while not state.is_over and len(kept) < count:
        if rng.random() < 0.2:
            kept.append(state.clone())
        moves = state.legal_moves()
        state.apply(moves[rng.randbelow(len(moves))])
    return kept


def outcome(playout, knowledge, state, seed: int, searcher):
    """What a playout returns, where it leaves the state, and the rng's next draw."""
    rng = Rng(seed)
    rewards = playout(knowledge, state, rng, searcher)
    return (rewards, state.is_over, state.season, state.phase, state.scores(),
            [list(c) for c in state.colls], [list(m) for m in state.medals], rng.random())


@pytest.mark.parametrize("players,level", [(2, "hard"), (3, "medium"), (4, "hard"),
                                           (5, "hard"), (6, "medium"), (6, "hard")])
def test_same_moves_as_the_generic_playout(players, level):
    knowledge = (hard_knowledge("animalia") if level == "hard"
                 else knowledge_for("animalia")).for_table(players)
    searcher_seats = [None, 0] if knowledge.searcher_moves_differ() else [None]
    compared = 0
    for seed in range(3):
        for state in positions(players, seed, 12):
            for searcher in searcher_seats:
                fast = outcome(type(knowledge).playout, knowledge, state.clone(), seed,
                               searcher)
                plain = outcome(Knowledge.playout, knowledge, state.clone(), seed, searcher)
                assert fast == plain
                compared += 1
    assert compared >= 30
