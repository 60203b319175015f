"""The evaluation fitted to self-play outcomes: the conditional logit, the Newton fit
(it recovers weights that generated the data), where Knowledge uses the weights and
where it falls back to its hand-made estimate, and tools/fit_evaluation.py end to end."""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

import numpy as np
import pytest

from game import load_game
from game.ai import knowledge as kn
from game.ai.knowledge import knowledge_for, win_chances
from game.high_society.cards import CARDS
from helpers import midgame

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import fit_evaluation as fe  # noqa: E402


@pytest.fixture
def weights_file(tmp_path, monkeypatch):
    """A private weights.json, read afresh."""
    path = tmp_path / "weights.json"
    monkeypatch.setattr(kn, "WEIGHTS_FILE", path)
    monkeypatch.setattr(fe, "WEIGHTS_FILE", path)
    monkeypatch.setattr(kn, "_WEIGHTS", {})
    return path


def test_win_chances_sum_to_one_and_follow_the_utility():
    chances = win_chances([[1.0, 0.0], [0.0, 1.0], [2.0, 1.0]], (1.0, 0.5))
    assert sum(chances) == pytest.approx(1.0)
    assert chances[2] > chances[0] > chances[1]
    assert win_chances([[1e6], [0.0]], (1.0,)) == pytest.approx([1.0, 0.0])


def test_the_fit_recovers_the_weights_that_drew_the_winners():
    rng = np.random.default_rng(7)
    true = np.array([0.8, -1.5, 0.0])
    x = rng.normal(size=(6000, 3, 3)) * np.array([1.0, 0.5, 3.0])
    p = fe.probabilities(x, true)
    winners = np.array([rng.choice(3, p=row) for row in p])
    y = np.eye(3)[winners]
    w = fe.fit(x, y)
    assert w == pytest.approx(true, abs=0.12)
    assert fe.scores(fe.probabilities(x, w), y)["log_loss"] < fe.scores(
        np.full_like(y, 1 / 3), y)["log_loss"]


def test_high_society_features_name_each_column_and_see_the_poorest():
    knowledge = knowledge_for("high_society")
    state = midgame(load_game("high_society"), 3, 2, 40)
    rows = knowledge.eval_features(state)
    assert len(rows) == 3 and all(len(r) == len(knowledge.feature_names) for r in rows)
    late = load_game("high_society").new_game(3, 2)
    late.reds = [c for c in range(16) if CARDS.red[c]][:3]
    late.hands[0] = 0b1
    rows = knowledge.eval_features(late)
    risk = knowledge.feature_names.index("poor_risk")
    poorest = knowledge.feature_names.index("poorest_late")
    assert rows[0][risk] > max(r[risk] for r in rows[1:])
    assert rows[0][poorest] > 0 and rows[1][poorest] == rows[2][poorest] == 0


def test_knowledge_uses_fitted_weights_only_for_its_features_and_player_count(weights_file):
    plain = knowledge_for("high_society")
    fitted = copy.copy(plain)
    fitted.fitted_eval = True
    state = midgame(load_game("high_society"), 3, 3, 30)
    names = list(plain.feature_names)
    weights = [0.0] * len(names)
    weights[names.index("points")] = 1.0
    weights_file.write_text(json.dumps(
        {"high_society": {"3": {"features": names, "weights": weights}}}))
    values = fitted.evaluate(state)
    points = [row[0] for row in plain.eval_features(state)]
    assert values == pytest.approx(win_chances([[p] for p in points], (1.0,)))
    assert plain.evaluate(state) == plain.estimate(state)          # off by default
    four = midgame(load_game("high_society"), 4, 3, 30)            # no weights at 4
    assert fitted.evaluate(four) == plain.estimate(four)
    kn._WEIGHTS.clear()
    weights_file.write_text(json.dumps(                            # a stale fit
        {"high_society": {"3": {"features": names[:-1], "weights": weights[:-1]}}}))
    assert fitted.evaluate(state) == plain.estimate(state)


def test_the_shipped_weights_match_their_knowledge():
    """weights.json may only hold fits whose features the game still computes."""
    stored = json.loads(kn.WEIGHTS_FILE.read_text()) if kn.WEIGHTS_FILE.exists() else {}
    for game_id, fits in stored.items():
        for players, fit in fits.items():
            assert tuple(fit["features"]) == knowledge_for(game_id).feature_names, (
                game_id, players)
            assert len(fit["weights"]) == len(fit["features"])


def test_fit_evaluation_runs_reports_and_writes(weights_file, capsys):
    assert fe.main(["--game", "high_society", "--players", "3", "--games", "12",
                    "--level", "easy", "--holdout", "0.25", "--write"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["self_play"]["fit_games"] == 9
    assert set(summary["holdout"]) == {"fitted", "hand_estimate", "uniform"}
    stored = json.loads(weights_file.read_text())["high_society"]["3"]
    assert stored["weights"] == summary["weights"]
    again = fe.main(["--game", "high_society", "--players", "3", "--games", "12",
                     "--level", "easy", "--holdout", "0.25"])
    assert again == 0 and json.loads(capsys.readouterr().out)["weights"] == summary["weights"]


def test_fit_evaluation_refits_saved_positions_without_playing(weights_file, tmp_path,
                                                                capsys, monkeypatch):
    data = tmp_path / "hs3.json"
    args = ["--game", "high_society", "--players", "3", "--holdout", "0.25"]
    assert fe.main(args + ["--games", "8", "--level", "easy", "--save-data", str(data)]) == 0
    played = json.loads(capsys.readouterr().out)
    monkeypatch.setattr(fe, "play_all", lambda *a: pytest.fail("--data must not play"))
    assert fe.main(args + ["--data", str(data), "--write"]) == 0
    refit = json.loads(capsys.readouterr().out)
    assert refit["weights"] == played["weights"] and refit["holdout"] == played["holdout"]
    assert refit["self_play"] == played["self_play"]
    assert json.loads(weights_file.read_text())["high_society"]["3"]["weights"] == refit["weights"]
    assert fe.main(args[:4] + ["--data", str(data), "--holdout", "0.5"]) == 0
    assert json.loads(capsys.readouterr().out)["self_play"]["holdout_games"] == 4


def test_fit_evaluation_still_fits_when_the_positions_cannot_be_kept(tmp_path, capsys):
    (tmp_path / "a file").write_text("not a folder")
    data = tmp_path / "a file" / "hs3.json"
    assert fe.main(["--game", "high_society", "--players", "3", "--games", "6",
                    "--level", "random", "--save-data", str(data)]) == 0
    out, err = capsys.readouterr()
    assert "weights" in json.loads(out)
    assert "positions not kept" in err and "cannot write" in err and "Traceback" not in err
    assert (tmp_path / "a file").read_text() == "not a folder"


def test_fit_evaluation_says_a_fit_it_cannot_write_in_one_line(tmp_path, monkeypatch,
                                                                capsys):
    """weights.json goes through the project's atomic writer (indented, keys sorted,
    a final newline): a file it cannot write is one line and exit code 1, the fit is
    still printed, and no temporary file is left."""
    (tmp_path / "a file").write_text("not a folder")
    blocked = tmp_path / "a file" / "weights.json"
    monkeypatch.setattr(kn, "WEIGHTS_FILE", blocked)
    monkeypatch.setattr(fe, "WEIGHTS_FILE", blocked)
    assert fe.main(["--game", "high_society", "--players", "3", "--games", "6",
                    "--level", "random", "--write"]) == 1
    out, err = capsys.readouterr()
    assert "weights" in json.loads(out)
    assert "the fit was not written" in err and "cannot write" in err
    assert "Traceback" not in err and err.count("fit_evaluation:") == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a file"]


def test_fit_evaluation_writes_weights_for_people_to_read(weights_file, capsys):
    assert fe.main(["--game", "high_society", "--players", "3", "--games", "6",
                    "--level", "random", "--write"]) == 0
    text = weights_file.read_text()
    assert text == json.dumps(json.loads(text), indent=1, sort_keys=True) + "\n"


@pytest.mark.parametrize("content,said", [
    (None, "cannot read it"),
    ("{not json", "not JSON"),
    ("[1, 2]", "not positions from --save-data"),
    ('{"game": "origami", "players": 2, "level": "easy", "iterations": null, "seed": 1, '
     '"features": [], "games": []}', "positions of origami at 2 players"),
    ('{"game": "high_society", "players": 3, "level": "easy", "iterations": null, '
     '"seed": 1, "features": ["old"], "games": []}', "stale data"),
    ('{"game": "high_society", "players": 3, "level": "easy", "iterations": null, '
     '"seed": 1, "features": FEATURES, "games": [{"returns": [1]}]}', "damaged"),
])
def test_fit_evaluation_says_what_is_wrong_with_a_data_file(tmp_path, capsys, content,
                                                           said, weights_file):
    data = tmp_path / "bad.json"
    if content is not None:
        names = json.dumps(list(knowledge_for("high_society").feature_names))
        data.write_text(content.replace("FEATURES", names))
    with pytest.raises(SystemExit):
        fe.main(["--game", "high_society", "--players", "3", "--data", str(data), "--write"])
    err = capsys.readouterr().err
    assert said in err and str(data) in err and "Traceback" not in err
    assert not weights_file.exists()


def test_fit_evaluation_leaves_a_broken_weights_file_alone(weights_file, tmp_path, capsys,
                                                           monkeypatch):
    data = tmp_path / "hs3.json"
    args = ["--game", "high_society", "--players", "3", "--holdout", "0.25"]
    assert fe.main(args + ["--games", "6", "--level", "random", "--save-data", str(data)]) == 0
    capsys.readouterr()
    monkeypatch.setattr(fe, "play_all", lambda *a: pytest.fail("said after playing"))
    for broken in ("{oops", "[1]", '{"high_society": 3}'):
        weights_file.write_text(broken)
        for source in (["--data", str(data)], ["--games", "6", "--level", "random"]):
            with pytest.raises(SystemExit):
                fe.main(args + source + ["--write"])
            err = capsys.readouterr().err
            assert "cannot add the fit" in err and "Traceback" not in err
            assert weights_file.read_text() == broken


def test_fit_evaluation_refuses_a_game_without_features(capsys):
    with pytest.raises(SystemExit):
        fe.main(["--game", "animimix", "--players", "2", "--games", "10"])
    assert "names no evaluation features" in capsys.readouterr().err


def test_expert_evaluates_with_the_fit_and_hard_does_not(monkeypatch):
    from game.ai import make_bot
    calls = []
    real = kn.win_chances
    monkeypatch.setattr(kn, "win_chances", lambda f, w: calls.append(1) or real(f, w))
    state = midgame(load_game("high_society"), 3, 4, 20)
    assert kn.fitted_weights("high_society", 3, knowledge_for("high_society").feature_names)
    make_bot("hard", 1).choose(state, iterations=60)
    assert not calls
    make_bot("expert", 1).choose(state, iterations=60)
    assert calls


@pytest.mark.parametrize("game_id, players", [("origami", 2), ("origami", 4),
                                              ("animalia", 3), ("high_society", 5)])
def test_features_give_one_row_per_seat_that_matches_the_scores(game_id, players):
    """Every game with features: a full row per seat, the first column the seat's
    points, and the seat-marking column set for exactly one seat."""
    knowledge = knowledge_for(game_id)
    marker = {"origami": "turn_seat", "animalia": "holder"}.get(game_id)
    for seed, moves in ((1, 4), (2, 25), (3, 60)):
        state = midgame(load_game(game_id), players, seed, moves)
        rows = knowledge.eval_features(state)
        assert len(rows) == players
        assert all(len(r) == len(knowledge.feature_names) for r in rows)
        assert knowledge.feature_names[0] == "points"
        assert [r[0] for r in rows] == pytest.approx([float(p) for p in state.scores()])
        if marker and not state.is_over:
            column = knowledge.feature_names.index(marker)
            assert sorted(r[column] for r in rows) == [0.0] * (players - 1) + [1.0]


@pytest.mark.parametrize("text", ["{not json", '{"high_society": []}',
                                  '{"high_society": {"3": {"features": 3}}}',
                                  '{"high_society": {"3": {"features": FEATURES, "weights": [1]}}}',
                                  '{"high_society": {"3": {"features": FEATURES, "weights": "abc"}}}'])
def test_a_broken_weights_file_falls_back_to_the_estimate_and_says_so(weights_file, text,
                                                                      capsys):
    plain = knowledge_for("high_society")
    fitted = copy.copy(plain)
    fitted.fitted_eval = True
    weights_file.write_text(text.replace("FEATURES", json.dumps(list(plain.feature_names))))
    state = midgame(load_game("high_society"), 3, 3, 30)
    assert fitted.evaluate(state) == plain.estimate(state)
    assert fitted.evaluate(state) == plain.estimate(state)
    err = capsys.readouterr().err
    assert err.count("cannot use the fitted weights") == 1 and "weights.json" in err


def test_expert_overrides_name_real_attributes_and_leave_hard_alone():
    """A misspelt override would add an attribute nothing reads: every name must exist."""
    from game import GAME_IDS
    for game_id in GAME_IDS:
        plain = knowledge_for(game_id)
        expert = kn.expert_knowledge(game_id)
        assert expert is not plain and expert.fitted_eval and not plain.fitted_eval
        hard = kn.hard_knowledge(game_id)
        assert (hard is plain) == (not plain.hard_overrides) and not hard.fitted_eval
        for name, value in plain.hard_overrides:
            assert name in dir(type(plain)), (game_id, name)
            assert getattr(hard, name) == value and getattr(plain, name) != value
            if name not in dict(plain.expert_overrides):
                assert getattr(expert, name) == value
        for name, value in plain.expert_overrides:
            assert name in dir(type(plain)), (game_id, name)
            assert getattr(expert, name) == value
        for level, knowledge in (("medium", plain), ("hard", hard), ("expert", expert)):
            assert kn.level_knowledge(game_id, level) is knowledge
    assert dict(knowledge_for("origami").expert_overrides)["playout_depth"] \
        > knowledge_for("origami").playout_depth
    assert knowledge_for("animimix").playout_greedy == 0 \
        < kn.hard_knowledge("animimix").playout_greedy \
        < kn.expert_knowledge("animimix").playout_greedy


def test_origami_expert_plays_deeper_playouts_than_hard(monkeypatch):
    from game.ai import make_bot
    depths = []
    real = kn.Knowledge.playout
    monkeypatch.setattr(kn.Knowledge, "playout",
                        lambda self, state, rng: depths.append(self.playout_depth)
                        or real(self, state, rng))
    state = midgame(load_game("origami"), 2, 5, 12)
    make_bot("hard", 1).choose(state, iterations=40)
    assert set(depths) == {knowledge_for("origami").playout_depth}
    depths.clear()
    make_bot("expert", 1).choose(state, iterations=40)
    assert set(depths) == {dict(knowledge_for("origami").expert_overrides)["playout_depth"]}
