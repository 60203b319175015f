"""Hard's Animalia playouts at six seats are cut after `crowd_depth` moves
(game/ai/animalia_crowd.py); below six, and for medium and expert, nothing changes."""

from __future__ import annotations

import copy

import pytest

from game import load_game
from game.ai.knowledge import expert_knowledge, hard_knowledge, knowledge_for
from game.rng import Rng
from helpers import available_games

pytestmark = pytest.mark.skipif("animalia" not in [g.id for g in available_games()],
                                reason="no Animalia engine")


def counting(knowledge):
    """A copy of `knowledge` that counts its playout moves."""
    counted = copy.copy(knowledge)
    plain = knowledge.playout_move
    counted.moves = 0

    def playout_move(state, moves, rng):
        counted.moves += 1
        return plain(state, moves, rng)

    counted.playout_move = playout_move
    return counted


@pytest.mark.parametrize("players,level,expected", [
    (6, "hard", 4), (5, "hard", 12), (3, "hard", 12), (6, "medium", 12), (6, "expert", 24)])
def test_playout_cut_off_by_seats_and_level(players, level, expected):
    knowledge = {"hard": hard_knowledge, "expert": expert_knowledge,
                 "medium": knowledge_for}[level]("animalia")
    counted = counting(knowledge)
    state = load_game("animalia").new_game(players, 3)
    rewards = counted.playout(state, Rng(5))
    assert counted.moves == expected
    assert len(rewards) == players and all(0.0 <= r <= 1.0 for r in rewards)


def test_a_cut_playout_stops_at_the_end_of_the_game():
    knowledge = counting(hard_knowledge("animalia"))
    state = load_game("animalia").new_game(6, 3)
    rng = Rng(8)
    while not state.is_over:
        moves = state.legal_moves()
        state.play(moves[rng.randbelow(len(moves))])
    assert knowledge.playout(state, rng) == state.returns()
    assert knowledge.moves == 0
