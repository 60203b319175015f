"""The searcher's own playout moves (Knowledge.searcher_epsilon, searcher_noise): off
for every level, and where set, given to the searcher's seat alone."""

from __future__ import annotations

import copy

import pytest

from game import load_game
from game.ai import ismcts
from game.ai.knowledge import Knowledge, hard_knowledge, knowledge_for
from game.rng import FastRng, Rng
from helpers import available_games, midgame

pytestmark = pytest.mark.skipif("animalia" not in [g.id for g in available_games()],
                                reason="no Animalia engine")


def recording(knowledge):
    """A copy of `knowledge` that records, for each playout move, the mover and the
    epsilon and noise it was given (None: the knowledge's own)."""
    spy = copy.copy(knowledge)
    plain = knowledge.playout_move
    spy.calls = []

    def playout_move(state, moves, rng, epsilon=None, noise=None):
        spy.calls.append((state.current_player, epsilon, noise))
        return plain(state, moves, rng, epsilon, noise)

    spy.playout_move = playout_move
    return spy


def test_no_level_sets_it():
    for level in (knowledge_for, hard_knowledge):
        for game in available_games():
            assert not level(game.id).searcher_moves_differ()


@pytest.mark.skipif("origami" not in [g.id for g in available_games()],
                    reason="no Origami engine")
def test_origami_playouts_take_the_searchers_settings():
    knowledge = copy.copy(hard_knowledge("origami"))
    spy = recording(knowledge)
    spy.searcher_epsilon = 1.0
    state = midgame(load_game("origami"), 3, 2, 6)
    seat = state.current_player
    spy.playout(state, FastRng(4), seat)
    assert {(e, n) for s, e, n in spy.calls if s == seat} == {(1.0, None)}
    assert {(e, n) for s, e, n in spy.calls if s != seat} == {(None, None)}


def test_only_the_searchers_moves_get_its_settings():
    knowledge = copy.copy(hard_knowledge("animalia"))
    knowledge.searcher_epsilon, knowledge.searcher_noise = 0.05, 0.3
    spy = recording(knowledge)
    state = load_game("animalia").new_game(6, 4)
    # the generic loop: Animalia's own decides most lots inline, with the same moves
    # (tests/ai/test_animalia_playout.py)
    Knowledge.playout(spy, state, FastRng(3), 2)
    assert state.is_over and len(spy.calls) > 100
    mine = {(e, n) for seat, e, n in spy.calls if seat == 2}
    theirs = {(e, n) for seat, e, n in spy.calls if seat != 2}
    assert mine == {(0.05, 0.3)} and theirs == {(None, None)}


@pytest.mark.parametrize("players", [2, 6])
def test_the_knowledges_own_values_play_the_same_playout(players):
    """Given as the searcher's, epsilon and playout_noise change no draw and no move."""
    knowledge = copy.copy(hard_knowledge("animalia"))
    same = copy.copy(knowledge)
    same.searcher_epsilon, same.searcher_noise = knowledge.epsilon, knowledge.playout_noise
    for seed in range(6):
        state = midgame(load_game("animalia"), players, seed, 3 * seed)
        plain, named = state.clone(), state.clone()
        seat = state.current_player
        assert knowledge.playout(plain, FastRng(seed)) == same.playout(named, FastRng(seed),
                                                                       seat)
        assert repr(plain.observe(0)) == repr(named.observe(0))


def test_other_values_change_the_searchers_playouts():
    knowledge = copy.copy(hard_knowledge("animalia"))
    wild = copy.copy(knowledge)
    wild.searcher_epsilon = 1.0
    differ = 0
    for seed in range(6):
        state = load_game("animalia").new_game(6, seed)
        plain, named = state.clone(), state.clone()
        knowledge.playout(plain, FastRng(seed))
        wild.playout(named, FastRng(seed), 0)
        differ += repr(plain.observe(0)) != repr(named.observe(0))
    assert differ >= 5


def test_the_search_names_its_seat_only_where_the_settings_differ():
    seen = []

    class Probe(type(hard_knowledge("animalia"))):
        def playout(self, state, rng, *searcher):
            seen.append(searcher)
            return super().playout(state, rng, *searcher)

    state = load_game("animalia").new_game(6, 2)
    seat = state.current_player
    probe = Probe()
    ismcts.search(state, seat, probe, Rng(1), iterations=4)
    probe.searcher_noise = 0.3
    ismcts.search(state, seat, probe, Rng(1), iterations=4)
    assert seen == [()] * 4 + [(seat,)] * 4


def test_rival_agreement_counts_the_heuristics_moves_and_names_bad_models(capsys):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import rival_agreement

    state = load_game("animalia").new_game(6, 1)
    take, skip = state.legal_moves()[:2]
    assert rival_agreement.shares([take, take, skip, take], [take, skip, skip, skip]) == {
        "best": 0.5, take.TAG: 0.75, skip.TAG: 0.25}
    assert rival_agreement.main(["--models", "0.3"]) == 2
    assert "each is EPSILON,NOISE" in capsys.readouterr().err
    assert rival_agreement.main(["--players", "9"]) == 2
    assert "animalia" in capsys.readouterr().err.lower()
