"""Tournaments and the search bench: shapes, statistics, reproducibility."""

from __future__ import annotations

import argparse
import json

import pytest

from game import load_game
from game.__main__ import main as cli_main
from game.ai import tournament
from game.ai.checkpoint import RESULT_KEYS
from game.ai.bench import search_bench
from game.core import OptionError
from helpers import available_games

REAL = [g.id for g in available_games() if g.id != "minibid"]


def parse(*argv):
    parser = argparse.ArgumentParser()
    tournament.add_arguments(parser)
    return parser.parse_args(list(argv))


def test_wilson_matches_known_values():
    low, high = tournament.wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert tournament.wilson(0, 0) == [0.0, 1.0]


def test_elo_orders_levels_by_strength():
    elo = tournament.fit_elo({("b", "a"): [75.0, 100], ("c", "b"): [75.0, 100]},
                             ["a", "b", "c"])
    assert elo["a"] == 0.0 and 150 < elo["b"] < 230 and elo["c"] > elo["b"]


def test_bad_budget_and_level_are_typed_errors():
    with pytest.raises(OptionError, match="hard=x"):
        tournament.parse_budgets("hard=x")
    if REAL:
        with pytest.raises(OptionError, match="genius"):
            tournament.run(parse("--game", REAL[0], "--levels", "random,genius", "--quiet"))


@pytest.mark.parametrize("pairs,problem", [
    ("expert", "'expert' must be two levels"),
    ("expert:hard:medium", "must be two levels"),
    ("hard:", "must be two levels"),
    ("expert:hardd", "unknown level 'hardd'"),
    ("hard:hard", "against itself"),
])
def test_bad_pairs_are_named(pairs, problem, capsys):
    with pytest.raises(OptionError, match="--pairs"):
        tournament.parse_pairs(pairs, ["random", "easy", "medium", "hard", "expert"])
    if REAL:
        code = cli_main(["tournament", "--game", REAL[0], "--pairs", pairs, "--quiet"])
        assert code == 2
        err = capsys.readouterr().err
        assert problem in err and "Traceback" not in err and "internal error" not in err


def test_good_pairs_parse_in_order():
    known = ["random", "easy", "medium", "hard", "expert"]
    assert tournament.parse_pairs("expert:hard, medium:easy", known) == [
        ("expert", "hard"), ("medium", "easy")]
    assert tournament.parse_pairs("", known) == []


@pytest.mark.skipif(not REAL, reason="no engine yet")
def test_no_deals_is_a_usage_error(capsys):
    assert cli_main(["tournament", "--game", REAL[0], "--deals", "0", "--quiet"]) == 2
    assert "--deals: 0 must be at least 1" in capsys.readouterr().err


@pytest.mark.skipif(not REAL, reason="no engine yet")
def test_round_robin_is_reproducible_and_complete():
    game = load_game(REAL[0])
    args = ("--game", game.id, "--levels", "random,easy,medium", "--deals", "1",
            "--iterations", "medium=10", "--quiet")
    one = tournament.run(parse(*args))
    two = tournament.run(parse(*args, "--jobs", "2"))
    players = game.min_players
    assert [p["games"] for p in one["pairings"]] == [players] * 3
    assert {(p["level"], p["against"]) for p in one["pairings"]} == {
        ("easy", "random"), ("medium", "random"), ("medium", "easy")}
    strip = lambda r: {k: v for k, v in r.items() if k != "seconds"}  # noqa: E731
    for result in (one, two):
        for level in result["levels"].values():
            level.pop("decision_ms_p95")
    assert strip(one) == strip(two)
    assert one["levels"]["random"]["elo"] == 0.0


@pytest.mark.skipif(not REAL, reason="no engine yet")
@pytest.mark.parametrize("game_id", REAL)
def test_search_bench_reports_a_rate(game_id):
    out = search_bench(game_id, seconds=0.2)
    assert out["iterations"] > 0 and out["iterations_per_second"] > 0


@pytest.mark.skipif(not REAL, reason="no engine yet")
def test_pairs_may_name_levels_outside_the_round_robin():
    result = tournament.run(parse("--game", REAL[0], "--pairs", "hard:random", "--deals", "1",
                                  "--iterations", "hard=5", "--quiet"))
    assert set(result["levels"]) == {"hard", "random"}
    assert result["levels"]["random"]["elo"] == 0.0


# -- checkpoints: a killed tournament resumes where it stopped ----------------------
def checkpointed(path, *extra):
    """A quick tournament's arguments, recording its games in `path`."""
    return parse("--game", REAL[0], "--levels", "random,easy", "--deals", "2", "--quiet",
                 "--checkpoint", str(path), *extra)


def comparable(result: dict) -> str:
    """A summary's JSON text, order included, without its wall-clock figures."""
    out = {k: v for k, v in result.items() if k != "seconds"}
    out["levels"] = {lv: {k: v for k, v in entry.items() if k != "decision_ms_p95"}
                     for lv, entry in result["levels"].items()}
    return json.dumps(out)


def count_games(monkeypatch) -> list:
    """Make play_one note every game it plays (in this process, so --jobs 1 only)."""
    played = []
    real = tournament.play_one

    def play_one(task):
        played.append(task)
        return real(task)
    monkeypatch.setattr(tournament, "play_one", play_one)
    return played


@pytest.fixture
def full_run(tmp_path):
    """An uninterrupted checkpointed tournament: (summary, checkpoint lines)."""
    path = tmp_path / "full.jsonl"
    result = tournament.run(checkpointed(path))
    return result, path.read_bytes().splitlines(keepends=True)


@pytest.mark.skipif(not REAL, reason="no engine yet")
def test_checkpoint_records_every_game_with_its_task(full_run):
    result, lines = full_run
    records = [json.loads(line) for line in lines]
    assert len(records) == sum(p["games"] for p in result["pairings"]) == 2 * 2
    assert {(r["seed"], tuple(r["lineup"]), r["seat"]) for r in records} == {
        (seed, lineup, seat) for seed in (1, 2)
        for seat, lineup in ((0, ("easy", "random")), (1, ("random", "easy")))}
    assert all(r["game"] == REAL[0] and r["players"] == 2 and r["timed"] is False
               and r["budgets"] == tournament.DEFAULT_BUDGETS for r in records)
    plain = tournament.run(parse("--game", REAL[0], "--levels", "random,easy", "--deals", "2",
                                 "--quiet"))
    assert comparable(result) == comparable(plain)


@pytest.mark.skipif(not REAL, reason="no engine yet")
@pytest.mark.parametrize("kept", [0, 3, 4])
def test_resumed_tournament_matches_an_uninterrupted_one(full_run, tmp_path, monkeypatch,
                                                         capsys, kept):
    result, lines = full_run
    path = tmp_path / "resumed.jsonl"
    path.write_bytes(b"".join(lines[:kept]))
    played = count_games(monkeypatch)
    resumed = tournament.run(checkpointed(path))
    assert len(played) == len(lines) - kept
    assert comparable(resumed) == comparable(result)
    again = path.read_bytes().splitlines(keepends=True)
    assert again[:kept] == lines[:kept] and len(again) == len(lines)
    capsys.readouterr()
    tournament.run(checkpointed(path, "--quiet"))
    assert len(played) == len(lines) - kept  # nothing left to play


@pytest.mark.skipif(not REAL, reason="no engine yet")
def test_summary_follows_task_order_whatever_the_checkpoint_order(full_run, tmp_path):
    result, lines = full_run
    path = tmp_path / "shuffled.jsonl"
    path.write_bytes(b"".join(reversed(lines[1:])))
    assert comparable(tournament.run(checkpointed(path))) == comparable(result)


@pytest.mark.skipif(not REAL, reason="no engine yet")
def test_resume_with_two_jobs_and_progress_counts_recorded_games(full_run, tmp_path, capsys):
    result, lines = full_run
    path = tmp_path / "resumed.jsonl"
    path.write_bytes(b"".join(lines[:1]))
    args = checkpointed(path, "--jobs", "2")
    args.quiet = False
    resumed = tournament.run(args)
    assert comparable(resumed) == comparable(result)
    assert len(path.read_bytes().splitlines()) == len(lines)
    assert "resumed 1 of 4 games" in capsys.readouterr().err


@pytest.mark.skipif(not REAL, reason="no engine yet")
def test_half_written_last_line_is_dropped_with_a_warning(full_run, tmp_path, monkeypatch,
                                                          capsys):
    result, lines = full_run
    path = tmp_path / "killed.jsonl"
    path.write_bytes(b"".join(lines[:2]) + lines[2][:len(lines[2]) // 2])
    played = count_games(monkeypatch)
    resumed = tournament.run(checkpointed(path))
    assert "line 3 is incomplete" in capsys.readouterr().err
    assert len(played) == 2
    assert comparable(resumed) == comparable(result)
    again = path.read_bytes().splitlines(keepends=True)
    assert len(again) == len(lines) and [json.loads(line) for line in again]


@pytest.mark.skipif(not REAL, reason="no engine yet")
@pytest.mark.parametrize("options, mismatch", [
    (("--deals", "1"), "line 3: deal 2 with .* is not one of this tournament's games"),
    (("--seed", "5"), "line 1: deal 1 with .* is not one of this tournament's games"),
    (("--iterations", "medium=10"), "line 1: .*--iterations medium=200.*this one has --iterations "
                                    "medium=10"),
    (("--time",), "line 1: .*with no --time, this one has --time"),
])
def test_checkpoint_of_other_options_is_refused_and_left_alone(full_run, tmp_path, options,
                                                               mismatch):
    _, lines = full_run
    path = tmp_path / "other.jsonl"
    path.write_bytes(b"".join(lines))
    with pytest.raises(OptionError, match=f"{path.name} {mismatch}"):
        tournament.run(checkpointed(path, *options))
    assert path.read_bytes() == b"".join(lines)


@pytest.mark.skipif(not REAL, reason="no engine yet")
def test_checkpoint_of_another_game_is_a_usage_error(full_run, tmp_path, capsys):
    _, lines = full_run
    other = next((g for g in REAL if g != REAL[0]), None)
    if other is None:
        pytest.skip("one game only")
    path = tmp_path / "other.jsonl"
    path.write_bytes(b"".join(lines))
    code = cli_main(["tournament", "--game", other, "--levels", "random,easy", "--deals", "2",
                     "--quiet", "--checkpoint", str(path)])
    assert code == 2
    err = capsys.readouterr().err
    assert str(path) in err and f"--game {REAL[0]}, this one has --game {other}" in err
    assert path.read_bytes() == b"".join(lines)


@pytest.mark.skipif(not REAL, reason="no engine yet")
@pytest.mark.parametrize("damage, problem", [
    (lambda lines: [lines[0], b"garbage\n"] + lines[1:], "line 2: not a JSON line"),
    (lambda lines: lines + [b"garbage\n"], "line 5: not a JSON line"),
    (lambda lines: lines + lines[-1:], "line 5: deal 2 .* is recorded twice"),
    (lambda lines: [b'{"game": 1}\n'] + lines, "line 1: not a tournament game \\(no players"),
])
def test_damaged_checkpoint_is_refused(full_run, tmp_path, damage, problem):
    _, lines = full_run
    path = tmp_path / "damaged.jsonl"
    path.write_bytes(b"".join(damage(lines)))
    before = path.read_bytes()
    with pytest.raises(OptionError, match=problem):
        tournament.run(checkpointed(path))
    assert path.read_bytes() == before


@pytest.mark.skipif(not REAL, reason="no engine yet")
def test_out_writes_the_summary_printed_on_stdout(tmp_path, capsys):
    out = tmp_path / "summary.json"
    code = cli_main(["tournament", "--game", REAL[0], "--levels", "random,easy",
                     "--deals", "1", "--quiet", "--out", str(out)])
    assert code == 0
    assert json.loads(out.read_text()) == json.loads(capsys.readouterr().out)
    assert list(tmp_path.iterdir()) == [out]


# -- --report: how far a long run is, without disturbing it ---------------------------
@pytest.mark.skipif(not REAL, reason="no engine yet")
def test_report_summarises_the_recorded_games_and_leaves_the_file_alone(full_run, tmp_path,
                                                                        capsys):
    result, lines = full_run
    path = tmp_path / "running.jsonl"
    partial = b"".join(lines[:3]) + lines[3][:25]        # a line being written right now
    path.write_bytes(partial)
    report = tournament.run(checkpointed(path, "--report"))
    assert path.read_bytes() == partial                  # not truncated, not appended to
    assert "warning" not in capsys.readouterr().err
    assert report["complete"] is False
    assert (report["games_recorded"], report["games_planned"]) == (3, 4)
    assert sum(p["games"] for p in report["pairings"]) == 3
    # the same figures a finished tournament of those three games would give
    three = [json.loads(line) for line in lines[:3]]
    args = checkpointed(path)
    args.players = load_game(REAL[0]).min_players
    expected = tournament.summarise(
        args, ["random", "easy"], tournament.DEFAULT_BUDGETS,
        [{k: r[k] for k in RESULT_KEYS} for r in three], 0.0)
    assert report["pairings"] == expected["pairings"]
    whole = tmp_path / "whole.jsonl"
    whole.write_bytes(b"".join(lines))
    done = tournament.run(checkpointed(whole, "--report"))
    assert done["complete"] is True and comparable(
        {k: v for k, v in done.items() if k not in ("complete", "games_recorded",
                                                     "games_planned")}) == comparable(result)


@pytest.mark.skipif(not REAL, reason="no engine yet")
def test_report_needs_a_checkpoint_with_games(tmp_path, capsys):
    base = ["tournament", "--game", REAL[0], "--levels", "random,easy", "--deals", "2",
            "--quiet", "--report"]
    assert cli_main(base) == 2
    assert "--report: give the --checkpoint FILE" in capsys.readouterr().err
    missing = tmp_path / "none.jsonl"
    assert cli_main(base + ["--checkpoint", str(missing)]) == 2
    assert "no such checkpoint" in capsys.readouterr().err and not missing.exists()
    empty = tmp_path / "empty.jsonl"
    empty.write_bytes(b"")
    assert cli_main(base + ["--checkpoint", str(empty)]) == 2
    assert "records no game yet" in capsys.readouterr().err


@pytest.mark.skipif(not REAL, reason="no engine yet")
def test_a_result_that_cannot_be_written_is_one_clear_line(tmp_path, capsys, monkeypatch):
    """`python -m game play --transcript` and `tournament --out` write through the one
    atomic writer: a path that cannot be written is named, with no traceback, and
    neither the old file nor a temporary one is left changed or behind."""
    (tmp_path / "a file").write_text("kept")
    bad = tmp_path / "a file" / "out.json"
    for argv in (["play", REAL[0], "--players", "2", "--seed", "1", "--transcript", str(bad)],
                 ["tournament", "--game", REAL[0], "--levels", "random,easy", "--deals", "1",
                  "--quiet", "--out", str(bad)]):
        assert cli_main(argv) != 0
        err = capsys.readouterr().err
        assert str(bad) in err and "Traceback" not in err and err.count("\n") == 1
    assert (tmp_path / "a file").read_text() == "kept"

    import game.data

    def refused(src, dst):
        raise PermissionError(13, "Permission denied")

    old = tmp_path / "t.json"
    old.write_text('{"old": true}')
    monkeypatch.setattr(game.data.os, "replace", refused)
    assert cli_main(["play", REAL[0], "--players", "2", "--seed", "1",
                     "--transcript", str(old)]) != 0
    assert f"{old}: cannot write (Permission denied)" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a file", "t.json"]
    assert old.read_text() == '{"old": true}'
