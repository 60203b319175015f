"""Playouts to the end from `full_playout_seats` seats (Knowledge.depth_for): hard's in
Animalia from 5 seats and in High Society from 4; below, and for medium, playouts are
cut at playout_depth."""

from __future__ import annotations

import pytest

from game import load_game
from game.ai.knowledge import expert_knowledge, hard_knowledge, knowledge_for
from game.rng import Rng
from helpers import available_games

LEVELS = {"hard": hard_knowledge, "expert": expert_knowledge, "medium": knowledge_for}


def counting(state):
    """`state` as a subclass of its class that counts the moves played on it (a
    playout's own moves: the forced ones are played inside them)."""
    class Counting(type(state)):
        __slots__ = ()
        moves = [0]

        def play(self, move):
            self.moves[0] += 1
            super().play(move)

    state.__class__ = Counting
    return state


@pytest.mark.parametrize("game_id,players,level,expected", [
    ("animalia", 6, "hard", None), ("animalia", 5, "hard", None),
    ("animalia", 4, "hard", 12), ("animalia", 6, "medium", 12),
    ("animalia", 3, "expert", 24), ("animalia", 5, "expert", None),
    ("high_society", 4, "hard", None), ("high_society", 3, "hard", 40),
    ("high_society", 5, "medium", 40)])
def test_playout_length_by_seats_and_level(game_id, players, level, expected):
    if game_id not in [g.id for g in available_games()]:
        pytest.skip(f"no {game_id} engine")
    state = counting(load_game(game_id).new_game(players, 3))
    rewards = LEVELS[level](game_id).playout(state, Rng(5))
    if expected is None:        # to the end: the game's own result
        assert state.is_over and rewards == state.returns()
    else:
        assert state.moves[0] == expected and not state.is_over
        assert len(rewards) == players and all(0.0 <= r <= 1.0 for r in rewards)
