"""The bot levels on every available game: legal moves, reproducibility, no peeking."""

from __future__ import annotations

import pytest

from game.ai import LEVELS, BotError, make_bot, suggest
from game.ai.bots import SearchBot
from game.rng import Rng
from helpers import MINI, game_params, midgame

PARAMS = game_params()
IDS = [f"{g.id}-{n}" for g, n in PARAMS]


def test_levels_have_names_in_every_language():
    from game import catalog
    assert list(LEVELS) == ["random", "easy", "medium", "hard", "expert"]
    for level in LEVELS:
        for lang in catalog.languages():
            assert catalog.load(lang).get(f"level.{level}.name")
            assert catalog.load(lang).get(f"level.{level}.about").endswith(".")


def test_unknown_level_is_a_typed_error():
    with pytest.raises(BotError, match="unknown bot level 'genius'"):
        make_bot("genius", seed=1)


def test_bot_refuses_a_finished_game():
    state = midgame(MINI, 2, 1, 0)
    while not state.is_over:
        state.play(state.legal_moves()[0])
    with pytest.raises(BotError, match="over"):
        make_bot("random", 1).choose(state)


@pytest.mark.parametrize("game,players", PARAMS, ids=IDS)
@pytest.mark.parametrize("level", list(LEVELS))
def test_every_level_plays_a_legal_move(game, players, level):
    state = midgame(game, players, seed=3, moves=7)
    before = state.observe(state.current_player)
    move = make_bot(level, seed=5).choose(state, iterations=30)
    assert move in state.legal_moves()
    assert state.observe(state.current_player) == before    # the state is untouched


@pytest.mark.parametrize("game,players", PARAMS, ids=IDS)
@pytest.mark.parametrize("level", ["random", "easy", "medium", "expert"])
def test_no_peeking(game, players, level):
    """Two states with the same observation for the seat to move get the same move."""
    for seed in (11, 12, 13):
        state = midgame(game, players, seed=seed, moves=seed)
        seat = state.current_player
        other = state.determinize(seat, Rng(seed * 7))
        assert other.observe(seat) == state.observe(seat)
        first = make_bot(level, seed=seed).choose(state, iterations=40)
        second = make_bot(level, seed=seed).choose(other, iterations=40)
        assert first == second


@pytest.mark.parametrize("game,players", PARAMS[:2], ids=IDS[:2])
def test_iteration_budget_is_reproducible(game, players):
    state = midgame(game, players, seed=4, moves=3)
    bot_a, bot_b = make_bot("hard", 9), make_bot("hard", 9)
    for _ in range(2):
        assert bot_a.choose(state, iterations=60) == bot_b.choose(state, iterations=60)
    assert bot_a.last_info["iterations"] == 60


def test_search_beats_random_on_the_test_game():
    won = 0.0
    games = 0
    for seed in range(30):
        for search_seat in (0, 1):
            state = MINI.new_game(2, seed)
            bots = [make_bot("random", seed), make_bot("random", seed)]
            bots[search_seat] = SearchBot(seed, iterations=200, time_limit=None)
            while not state.is_over:
                state.apply(bots[state.current_player].choose(state))
            won += state.returns()[search_seat]
            games += 1
    assert won / games > 0.6


@pytest.mark.parametrize("game,players", PARAMS, ids=IDS)
def test_suggest_gives_a_legal_move_and_a_reason_in_both_languages(game, players):
    state = midgame(game, players, seed=8, moves=5)
    for lang in ("en", "fr"):
        hint = suggest(state, lang, iterations=30)
        assert hint.move in state.legal_moves()
        assert isinstance(hint.reason, str) and hint.reason
