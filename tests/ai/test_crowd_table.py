"""A crowded table (Knowledge.crowd_seats, crowd_overrides, for_table): from its seat
count on, a search thinks with the overrides on a copy; below it, and for every level
without them, with its knowledge untouched."""

from __future__ import annotations

import copy
import sys
from pathlib import Path

import pytest

from game import load_game
from game.ai import bots, ismcts
from game.ai.knowledge import expert_knowledge, hard_knowledge, knowledge_for
from helpers import available_games

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import screen_knowledge as sk  # noqa: E402

pytestmark = pytest.mark.skipif("animalia" not in [g.id for g in available_games()],
                                reason="no Animalia engine")


def crowded(knowledge, seats=5):
    """A copy of `knowledge` with noisy rivals from `seats` seats on."""
    out = copy.copy(knowledge)
    out.crowd_seats = seats
    out.crowd_overrides = (("epsilon", 0.4), ("searcher_epsilon", 0.05))
    return out


def test_from_the_crowd_on_a_search_thinks_with_the_overrides_on_a_copy():
    knowledge = crowded(hard_knowledge("animalia"))
    for players in (5, 6):
        crowd = knowledge.for_table(players)
        assert crowd is not knowledge
        assert (crowd.epsilon, crowd.searcher_epsilon) == (0.4, 0.05)
    assert (knowledge.epsilon, knowledge.searcher_epsilon) == (0.15, None)   # untouched


@pytest.mark.parametrize("players", [2, 3, 4])
def test_below_the_crowd_a_table_changes_nothing(players):
    knowledge = crowded(hard_knowledge("animalia"))
    assert knowledge.for_table(players) is knowledge


def test_without_a_crowd_every_table_is_the_knowledge_itself():
    for game in available_games():
        for knowledge in (knowledge_for(game.id), hard_knowledge(game.id)):
            if knowledge.crowd_seats is None:
                assert knowledge.for_table(game.max_players) is knowledge


def searched_with(monkeypatch, players: int, knowledge=None, level="hard"):
    """The knowledge a `level` bot's search gets for its first move at `players`."""
    seen = []
    real = ismcts.Search

    def spy(state, seat, knowledge, rng, **kw):
        seen.append(knowledge)
        return real(state, seat, knowledge, rng, **kw)

    monkeypatch.setattr(ismcts, "Search", spy)
    state = load_game("animalia").new_game(players, 3)
    while len(state.legal_moves()) < 2:
        state.apply(state.legal_moves()[0])
    bots.SearchBot(5, level, None, 4, knowledge=knowledge).choose(state)
    return seen[0]


def test_a_search_bot_takes_the_table_into_account(monkeypatch):
    knowledge = crowded(hard_knowledge("animalia"))
    assert searched_with(monkeypatch, 6, knowledge).epsilon == 0.4
    assert searched_with(monkeypatch, 4, knowledge) is knowledge


def test_a_screened_setting_is_not_overridden_at_the_table(monkeypatch):
    monkeypatch.setattr(type(hard_knowledge("animalia")), "crowd_seats", 5)
    monkeypatch.setattr(type(hard_knowledge("animalia")), "crowd_overrides",
                        (("epsilon", 0.4), ("searcher_epsilon", 0.05)))
    screened = sk.candidate_knowledge("animalia", ["epsilon=0.5"], players=6)
    assert screened.crowd_seats is None
    assert screened.for_table(6) is screened and screened.epsilon == 0.5
    assert screened.searcher_epsilon == 0.05        # the rest of the table's knowledge
    two = sk.candidate_knowledge("animalia", ["epsilon=0.5"], players=2)
    assert two.epsilon == 0.5 and two.searcher_epsilon is None


def test_hard_at_six_models_its_rivals_as_noisy():
    hard = hard_knowledge("animalia")
    crowd = hard.for_table(6)
    assert (crowd.epsilon, crowd.playout_noise) == (0.3, 1.2)
    assert (crowd.searcher_epsilon, crowd.searcher_noise) == (0.05, 0.3)
    assert (hard.epsilon, hard.playout_noise, hard.searcher_epsilon) == (0.15, 0.6, None)
    assert hard.for_table(5) is hard
    assert expert_knowledge("animalia").for_table(6).epsilon == 0.3
    assert knowledge_for("animalia").for_table(6) is knowledge_for("animalia")  # medium


def test_no_other_game_has_a_crowd():
    for game in available_games():
        if game.id != "animalia":
            for level in (knowledge_for, hard_knowledge, expert_knowledge):
                assert level(game.id).crowd_seats is None


def test_a_hard_bot_at_six_searches_with_the_crowd(monkeypatch):
    assert searched_with(monkeypatch, 6).epsilon == 0.3
    assert searched_with(monkeypatch, 4) is hard_knowledge("animalia")
    assert searched_with(monkeypatch, 6, level="medium") is knowledge_for("animalia")
