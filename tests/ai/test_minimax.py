"""Exact endgames: alpha-beta equals plain paranoid minimax; exact one-player choices."""

from __future__ import annotations

import pytest

from game import load_game
from game.ai import make_bot, minimax
from game.ai.knowledge import knowledge_for
from game.rng import Rng
from helpers import MINI, available_games

GAME_IDS = [g.id for g in available_games()]


def paranoid(state, seat):
    """Plain paranoid minimax, no pruning."""
    if state.is_over:
        return minimax.terminal_value(state, seat)
    values = []
    for move in state.legal_moves():
        child = state.clone()
        child.play(move)
        values.append(paranoid(child, seat))
    return max(values) if state.current_player == seat else min(values)


def endgame(game, players, seed, knowledge):
    """A position where the game's knowledge allows exact search (or None)."""
    state = game.new_game(players, seed)
    rng = Rng(seed)
    while not state.is_over and not knowledge.endgame_small(state):
        moves = state.legal_moves()
        state.play(moves[rng.randbelow(len(moves))])
    return None if state.is_over else state


@pytest.mark.parametrize("players", [2, 3])
def test_alphabeta_equals_plain_minimax_on_the_test_game(players):
    for seed in range(4):
        state = MINI.new_game(players, seed)
        while len(state.legal_moves()) > 2 or state.round_no < 2:
            state.play(state.legal_moves()[0])
        seat = state.current_player
        det = state.determinize(seat, Rng(seed))
        budget = minimax._Budget(10**6, None)
        assert minimax.alphabeta(det, seat, -2.0, 3.0, budget) == pytest.approx(
            paranoid(det, seat))


@pytest.mark.skipif("animimix" not in GAME_IDS, reason="no Animimix engine")
def test_animimix_endgame_is_solved_and_reproducible():
    game = load_game("animimix")
    knowledge = knowledge_for("animimix")
    state = endgame(game, 2, 3, knowledge)
    seat = state.current_player
    totals = minimax.solve(state, seat, Rng(5), determinizations=2)
    assert totals is not None and set(totals) == set(state.legal_moves())
    first = minimax.choose(state, seat, knowledge, Rng(5))
    assert first == minimax.choose(state, seat, knowledge, Rng(5))
    det = state.determinize(seat, Rng(5))
    budget = minimax._Budget(10**6, None)
    child = det.clone()
    child.play(first)
    assert minimax.alphabeta(child, seat, -2.0, 3.0, budget) == pytest.approx(paranoid(child, seat))


def test_a_tiny_budget_gives_up():
    state = MINI.new_game(3, 1)
    assert minimax.solve(state, 0, Rng(1), determinizations=1, nodes=10) is None


@pytest.mark.skipif("animalia" not in GAME_IDS, reason="no Animalia engine")
@pytest.mark.parametrize("players", [2, 3])
def test_last_season_medals_are_the_best_for_the_seat(players):
    game = load_game("animalia")
    knowledge = knowledge_for("animalia")
    found = 0
    for seed in range(12):
        state = game.new_game(players, seed)
        rng = Rng(seed)
        while not state.is_over:
            moves = state.legal_moves()
            if state.phase_name() == "medals" and state.season == 3 and len(moves) > 1:
                seat = state.current_player
                best = knowledge.exact_move(state, moves)
                values = []
                for move in moves:
                    after = state.clone()
                    after.play(move)
                    while not after.is_over and after.current_player == seat \
                            and after.phase_name() == "medals":
                        after.play(knowledge.exact_move(after, after.legal_moves())
                                   or after.legal_moves()[0])
                    values.append(after.scores()[seat])
                assert values[moves.index(best)] == max(values)
                found += 1
            state.play(moves[rng.randbelow(len(moves))])
    assert found > 0


@pytest.mark.parametrize("game_id", [g for g in ("animimix", "animalia") if g in GAME_IDS])
def test_no_peeking_in_exact_endgames(game_id):
    game = load_game(game_id)
    knowledge = knowledge_for(game_id)
    checked = 0
    for seed in range(10):
        state = endgame(game, 2 if game_id == "animimix" else 3, seed, knowledge)
        if state is None or len(state.legal_moves()) < 2:
            continue
        seat = state.current_player
        other = state.determinize(seat, Rng(seed + 1))
        assert other.observe(seat) == state.observe(seat)
        assert make_bot("hard", 4).choose(state, iterations=50) == \
            make_bot("hard", 4).choose(other, iterations=50)
        checked += 1
        if checked == 2:
            break
    assert checked


class _JumpingClock:
    """A fake clock that moves on by `step` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


@pytest.mark.skipif("animimix" not in GAME_IDS, reason="no Animimix engine")
def test_the_exact_search_keeps_time_on_the_clock_it_is_given():
    """A limit of 1,000 s is never reached on the wall, but is on a clock that jumps
    2,000 s a reading; a clock that stands still never runs out."""
    game = load_game("animimix")
    knowledge = knowledge_for("animimix")
    state = endgame(game, 2, 3, knowledge)
    seat = state.current_player
    assert minimax.solve(state, seat, Rng(5), determinizations=2, time_limit=1000.0,
                         clock=_JumpingClock(2000.0)) is None
    assert minimax.solve(state, seat, Rng(5), determinizations=2, time_limit=1000.0,
                         clock=_JumpingClock(0.0)) is not None
