"""Hard's knowledge at many seats: Origami's playouts cut by moves a seat, Animimix's
root candidates (crafted from seeded positions, fixed seeds)."""

from __future__ import annotations

import copy

import pytest

from game import load_game
from game.ai.knowledge import hard_knowledge, knowledge_for, level_knowledge
from game.rng import FastRng
from helpers import available_games, midgame

REAL = [g.id for g in available_games()]


class Counting:
    """Wraps a knowledge's playout_move to count the playout's moves."""

    def __init__(self, knowledge) -> None:
        self.knowledge = copy.copy(knowledge)
        self.moves = 0
        policy = self.knowledge.playout_move

        def counted(state, moves, rng):
            self.moves += 1
            return policy(state, moves, rng)

        self.knowledge.playout_move = counted

    def playout_length(self, state, seed: int) -> int:
        self.moves = 0
        self.knowledge.playout(state.clone(), FastRng(seed))
        return self.moves


@pytest.mark.skipif("origami" not in REAL, reason="no Origami engine")
@pytest.mark.parametrize("players,hard_moves", [(2, 8), (3, 8), (4, 16)])
def test_origami_hard_plays_out_four_moves_a_seat_from_four_players(players, hard_moves):
    """Early positions (no game ends within 16 moves): hard's playouts are as long as
    medium's at 2 and 3 players, 16 moves at 4; expert keeps its 32."""
    game = load_game("origami")
    for seed in (1, 2, 3):
        state = midgame(game, players, seed, 6)
        assert Counting(knowledge_for("origami")).playout_length(state, seed) == 8
        assert Counting(hard_knowledge("origami")).playout_length(state, seed) == hard_moves
        expert = Counting(level_knowledge("origami", "expert"))
        assert expert.playout_length(state, seed) == 32


@pytest.mark.skipif("origami" not in REAL, reason="no Origami engine")
def test_origami_deep_playout_stops_at_the_end_of_the_game():
    """A move from the end, hard's playout at 4 players ends the game and is valued by
    its returns()."""
    state = midgame(load_game("origami"), 4, 5, 10_000)      # stops before the end
    counting = Counting(hard_knowledge("origami"))
    det = state.clone()
    rewards = counting.knowledge.playout(det, FastRng(1))
    assert det.is_over and rewards == det.returns()
    assert 1 <= counting.moves < 16


@pytest.mark.parametrize("players", [4, 5])
def test_high_society_hard_plays_out_to_the_end_from_four_seats(players):
    """From 4 seats hard's playouts (and expert's, hard with more time there) end the
    game and are valued by its returns(); medium's stop after 40 moves."""
    game = load_game("high_society")
    for seed in (1, 2):
        state = midgame(game, players, seed, 6)
        assert Counting(knowledge_for("high_society")).playout_length(state, seed) == 40
        for level in ("hard", "expert"):
            counting = Counting(level_knowledge("high_society", level))
            det = state.clone()
            rewards = counting.knowledge.playout(det, FastRng(seed))
            assert det.is_over and rewards == det.returns()
            assert counting.moves > 40


def test_high_society_hard_cuts_its_playouts_at_three_seats():
    """At 3 players hard's playouts stop after 40 moves, as medium's."""
    state = midgame(load_game("high_society"), 3, 4, 6)
    assert Counting(hard_knowledge("high_society")).playout_length(state, 4) == 40


@pytest.mark.parametrize("game_id", ["animalia", "animimix"])
def test_a_finished_playout_blends_the_final_margin_from_margin_players_seats(game_id):
    """final_margin weighs a logistic in the final margin beside the 0/1 win, from
    margin_players seats on; below them, and at weight 0, the win alone."""
    game = load_game(game_id)
    state = midgame(game, 6, 3, 10_000)
    rng = FastRng(3)
    while not state.is_over:
        moves = state.legal_moves()
        state.apply(moves[rng.randbelow(len(moves))])
    knowledge = copy.copy(knowledge_for(game_id))
    knowledge.final_margin = 0.0
    assert knowledge.evaluate(state) == state.returns()
    knowledge.final_margin = 0.5
    near = knowledge.score_estimate(state, [float(x) for x in state.scores()])
    blended = knowledge.evaluate(state)
    assert blended == [0.5 * won + 0.5 * n for won, n in zip(state.returns(), near)]
    assert blended != state.returns()
    knowledge.margin_players = 7
    assert knowledge.evaluate(state) == state.returns()
