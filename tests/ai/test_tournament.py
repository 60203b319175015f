"""Tournaments and the search bench: shapes, statistics, reproducibility."""

from __future__ import annotations

import argparse

import pytest

from game import load_game
from game.ai import tournament
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
