"""Animalia's searcher_lot_weights: the searcher's own lot choices in its playouts,
weighed from take_gain's parts (weighted_take). With the heuristic's own weights they
choose as take_gain does; with others they choose by those; other seats never use them."""

from __future__ import annotations

import copy
import sys
from pathlib import Path

import pytest

from game import load_game
from game.ai.animalia_values import (ELEGANCE_WEIGHT, POWER_VALUE, SLOT_VALUE, residue_of,
                                     take_gain, weighted_take)
from game.ai.knowledge import hard_knowledge
from game.animalia.moves import Take
from game.rng import Rng
from helpers import available_games

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import screen_knowledge as sk  # noqa: E402

pytestmark = pytest.mark.skipif("animalia" not in [g.id for g in available_games()],
                                reason="no Animalia engine")

HEURISTIC = (1.0, -SLOT_VALUE, ELEGANCE_WEIGHT) + POWER_VALUE + (0.0,)


def lot_positions(players=6, seeds=range(1, 4), per_game=40):
    """Lot decisions with a choice, from seeded games of random moves."""
    found = []
    for seed in seeds:
        state = load_game("animalia").new_game(players, seed)
        rng = Rng(seed)
        while not state.is_over and len(found) < per_game * seed:
            moves = state.legal_moves()
            if state.phase_name() == "lot" and len(moves) > 1:
                found.append((state.clone(), moves))
            state.apply(moves[rng.randbelow(len(moves))])
    return found


@pytest.mark.parametrize("prize_aware", [False, True])
def test_the_heuristics_weights_give_take_gain(prize_aware):
    checked = 0
    for state, moves in lot_positions():
        residue = residue_of(state, state.holder) if prize_aware else 0
        for move in moves:
            if type(move) is Take:
                assert weighted_take(state, move.collection, residue, HEURISTIC) == \
                    pytest.approx(take_gain(state, move.collection, residue), abs=1e-9)
                checked += 1
    assert checked > 50


def test_with_the_heuristics_weights_the_searcher_plays_the_playout_move():
    knowledge = copy.copy(hard_knowledge("animalia"))
    knowledge.searcher_lot_weights = HEURISTIC
    for i, (state, moves) in enumerate(lot_positions()):
        for noise in (0.0, 0.3):
            a = knowledge.searcher_move(state, moves, Rng(i), 0.05, noise)
            b = knowledge.playout_move(state, moves, Rng(i), 0.05, noise)
            assert a == b


def test_other_weights_choose_by_those_weights():
    knowledge = copy.copy(hard_knowledge("animalia"))
    never_take = (0.0, -10.0, 0.0, 0.0, 0.0, 0.0, 0.0)   # every card taken costs 10
    knowledge.searcher_lot_weights = never_take
    passes = 0
    for i, (state, moves) in enumerate(lot_positions()):
        move = knowledge.searcher_move(state, moves, Rng(i), 0.0, 0.0)
        if any(m.TAG == "pass" for m in moves):
            assert move.TAG == "pass"
            passes += 1
        knowledge.searcher_lot_weights = (0.0,) * 6 + (-10.0,)    # a pass costs 10
        assert knowledge.searcher_move(state, moves, Rng(i), 0.0, 0.0).TAG == "take"
        knowledge.searcher_lot_weights = never_take
    assert passes > 20


def test_weights_make_the_search_name_its_seat_and_only_its_moves_use_them():
    knowledge = copy.copy(hard_knowledge("animalia"))
    assert not knowledge.searcher_moves_differ()
    knowledge.searcher_lot_weights = HEURISTIC
    assert knowledge.searcher_moves_differ()
    calls = []
    real = knowledge.searcher_move

    def spy(state, moves, rng, epsilon, noise):
        calls.append(state.current_player)
        return real(state, moves, rng, epsilon, noise)

    knowledge.searcher_move = spy
    state = load_game("animalia").new_game(6, 5)
    knowledge.playout(state.determinize(0, Rng(2)), Rng(3), searcher=0)
    assert calls and set(calls) == {0}


def test_a_screen_sets_the_weights_from_numbers_parted_by_commas():
    knowledge = sk.candidate_knowledge(
        "animalia", ["searcher_lot_weights=0.2,-0.6,0.5,0.4,0,0.5,-0.1"], 6)
    assert knowledge.searcher_lot_weights == (0.2, -0.6, 0.5, 0.4, 0.0, 0.5, -0.1)
    with pytest.raises(sk.ScreenError, match="numbers parted by commas"):
        sk.candidate_knowledge("animalia", ["searcher_lot_weights=0.2,x"], 6)


def test_the_fit_tools_parts_weigh_back_to_the_move_scores():
    import fit_lot_moves as flm
    for state, moves in lot_positions(seeds=range(1, 2)):
        residue = residue_of(state, state.holder)
        for move in moves:
            parts = flm.move_parts(state, move, residue)
            assert len(parts) == len(flm.PARTS)
            expected = take_gain(state, move.collection, residue) if type(move) is Take \
                else 0.0
            assert sum(w * p for w, p in zip(flm.HEURISTIC, parts)) == \
                pytest.approx(expected, abs=1e-9)


def test_the_fit_follows_the_visits(tmp_path):
    """Where hard's visits always go to the pass, the fitted pass weight rises above the
    heuristic's; where they go to the take, it falls below."""
    import fit_lot_moves as flm
    import numpy as np
    found = [(s, m) for s, m in lot_positions(seeds=range(1, 2))
             if [x.TAG for x in m] == ["take", "pass"]][:20]
    assert len(found) >= 10
    for favoured, sign in ((1, 1), (0, -1)):
        rows = []
        for state, moves in found:
            residue = residue_of(state, state.holder)
            shares = np.array([0.1, 0.1])
            shares[favoured] = 0.9
            rows.append((np.array([flm.move_parts(state, m, residue) for m in moves]),
                         shares, 0))
        weights = flm.fitted(rows)
        assert sign * (weights[6] - flm.HEURISTIC[6]) > 0.1
