"""tools/screen_knowledge.py: --set changes only what it names, typed as the attribute,
refuses what is not a plain Knowledge attribute, and a paired screen of an unchanged
candidate replays its control game move for move."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game import load_game
from game.ai.knowledge import hard_knowledge

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import screen_knowledge as sk  # noqa: E402


def test_set_changes_a_copy_with_the_attributes_type():
    plain = hard_knowledge("high_society")          # the candidate starts from hard's
    changed = sk.candidate_knowledge("high_society", [
        "playout_depth=none", "prune_adds=true", "epsilon=0.05", "endgame_nodes=500"])
    assert (changed.playout_depth, changed.prune_adds, changed.epsilon,
            changed.endgame_nodes) == (None, True, 0.05, 500)
    assert (plain.playout_depth, plain.prune_adds, plain.epsilon) == (40, False, 0.1)
    assert type(changed) is type(plain)
    deeper = sk.candidate_knowledge("animimix", ["playout_depth=12"])   # None by default
    assert deeper.playout_depth == 12
    own = sk.candidate_knowledge("high_society", ["searcher_epsilon=0.05",
                                                  "searcher_noise=none"])
    assert (own.searcher_epsilon, own.searcher_noise) == (0.05, None)


@pytest.mark.parametrize("setting, words", [
    ("depth=3", "plain attribute"),              # no such attribute
    ("playout_move=1", "plain attribute"),       # a method
    ("_private=1", "plain attribute"),
    ("playout_depth", "NAME=VALUE"),
    ("prune_adds=yes", "true or false"),
    ("epsilon=lots", "not a number"),
    ("endgame_nodes=none", "whole number"),      # an int that may not be None
    ("game_id=animalia", "cannot be set"),
    ("searcher_noise=lots", "not a number or none"),
])
def test_a_bad_setting_is_named(setting, words):
    with pytest.raises(sk.ScreenError, match=words):
        sk.candidate_knowledge("high_society", [setting])


def test_a_whole_number_attribute_that_may_be_none_takes_no_fraction():
    with pytest.raises(sk.ScreenError, match="whole number"):
        sk.candidate_knowledge("animimix", ["playout_depth=1.5"])


def test_the_searchers_noise_is_refused_where_playouts_have_none():
    with pytest.raises(sk.ScreenError, match="no epsilon or noise"):
        sk.candidate_knowledge("animimix", ["searcher_epsilon=0.1"])


def test_a_bad_setting_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as stop:
        sk.main(["--game", "animimix", "--set", "depth=3"])
    assert stop.value.code == 2
    assert "--set 'depth=3'" in capsys.readouterr().err


def test_an_unchanged_candidate_plays_its_control_game_again(capsys):
    assert sk.main(["--game", "animimix", "--players", "2", "--deals", "2",
                    "--iterations", "30", "--paired"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 4 and summary["deals"] == [1, 2]
    assert summary["paired"] == {"mean_difference": 0, "standard_error": 0,
                                 "pairs_with_equal_share": 4, "margin_difference": 0,
                                 "margin_standard_error": 0}


def test_a_change_that_matters_changes_the_game():
    """Origami with uniformly random playouts cut after one move plays other moves: the
    candidate's seat really searches with its own knowledge, and the rest replays."""
    blind = sk.candidate_knowledge("origami", ["epsilon=1.0", "playout_depth=1"])
    plain = sk.play_game("origami", 2, 3, 0, None, 20, 20)
    changed = sk.play_game("origami", 2, 3, 0, blind, 20, 20)
    assert plain.moves != changed.moves
    for played in (plain, changed):
        state = load_game("origami").new_game(2, 3)
        for move in played.moves:
            state.apply(move)
        assert played.margin == state.scores()[0] - state.scores()[1]
    assert sk.play_game("origami", 2, 3, 0, None, 20, 20).moves == plain.moves
    assert sk.play_game("origami", 2, 3, 0, blind, 20, 20).moves == changed.moves


def test_medium_opponents_play_the_tournaments_game():
    """With --opponents medium the other seats are the tournament's medium bots: the
    candidate's game is `python -m game tournament`'s game of hard in that seat."""
    from game.ai.tournament import play_one
    played = sk.play_game("high_society", 3, 2, 1, None, 20, 60, "medium")
    game = play_one(("high_society", 3, 2, ("medium", "hard", "medium"),
                     {"medium": 20, "hard": 60}, False, 1))
    assert played.share == game["returns"][1]
    assert len(played.moves) == sum(map(len, game["times"].values()))


def test_medium_opponents_pair_with_hard_on_the_candidates_budget(capsys):
    """An unchanged candidate against medium, on its own budget, replays its control."""
    assert sk.main(["--game", "high_society", "--players", "3", "--deals", "1",
                    "--iterations", "20", "--candidate-iterations", "40",
                    "--opponents", "medium", "--paired"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["opponents"] == "medium" and summary["games"] == 3
    assert summary["paired"]["pairs_with_equal_share"] == 3
    assert summary["paired"]["margin_difference"] == 0
