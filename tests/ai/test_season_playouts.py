"""Animalia's season_playouts: a playout that would run to the end of the game stops
where the season it starts in ends, and is evaluated there."""

from __future__ import annotations

import copy

import pytest

from game import load_game
from game.ai.knowledge import fitted_weights, hard_knowledge, knowledge_for, win_chances
from game.rng import Rng
from helpers import available_games

pytestmark = pytest.mark.skipif("animalia" not in [g.id for g in available_games()],
                                reason="no Animalia engine")


def in_season(season: int, players: int = 6, seed: int = 4):
    """A state a few moves into `season`, by random moves."""
    state = load_game("animalia").new_game(players, seed)
    rng = Rng(seed)
    while state.season < season or rng.random() < 0.9:
        moves = state.legal_moves()
        state.apply(moves[rng.randbelow(len(moves))])
    assert state.season == season and not state.is_over
    return state


def evaluated(knowledge, state, seed=1):
    """The state a playout from `state` is evaluated at."""
    seen = []
    real = knowledge.evaluate
    knowledge.evaluate = lambda s: seen.append(s.clone()) or real(s)
    det = state.determinize(state.current_player, Rng(seed))
    knowledge.playout(det, Rng(seed + 1))
    return seen[0]


def seasonal(players: int):
    knowledge = copy.copy(hard_knowledge("animalia").for_table(players))
    knowledge.season_playouts = True
    return knowledge


@pytest.mark.parametrize("season", [1, 2])
def test_a_playout_stops_at_the_next_season_with_every_collection_scored(season):
    for seed in range(3):
        end = evaluated(seasonal(6), in_season(season), seed)
        assert end.season == season + 1 and not end.is_over
        assert all(not cards for cards in end.colls)


def test_in_the_last_season_a_playout_runs_to_the_end():
    assert evaluated(seasonal(6), in_season(3)).is_over


def test_off_a_playout_runs_to_the_end():
    plain = copy.copy(hard_knowledge("animalia").for_table(6))
    plain.season_playouts = False
    assert evaluated(plain, in_season(1)).is_over


def test_hard_at_six_alone_plays_them_judged_by_its_fit():
    assert not knowledge_for("animalia").for_table(6).season_playouts
    for players in range(2, 6):
        assert not hard_knowledge("animalia").for_table(players).season_playouts
    six = hard_knowledge("animalia").for_table(6)
    assert six.season_playouts and six.fitted_eval
    end = evaluated(copy.copy(six), in_season(1))
    assert not end.is_over
    assert six.evaluate(end) == win_chances(six.eval_features(end), fitted_weights(
        "animalia", 6, six.feature_names))


def test_cut_playouts_keep_their_cut():
    knowledge = seasonal(3)     # hard plays cut playouts at 3 players
    assert knowledge.depth_for(in_season(1, 3)) is not None
    assert knowledge.playout_until(in_season(1, 3)) is None
