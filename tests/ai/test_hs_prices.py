"""tools/hs_prices.py: every coin spent is counted once, runs merge, bad input is named."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game import load_game
from game.high_society.cards import CARDS

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import hs_prices  # noqa: E402

MONEY_EACH = sum(CARDS.money)


@pytest.mark.parametrize("players, deal", [(3, 1), (4, 2), (5, 3)])
def test_what_was_paid_adds_up_to_the_money_spent(players, deal):
    counts = hs_prices.play_game(("random", players, deal, None))
    spent = counts["paid"] + counts["title_paid"] + counts["misfortune_lost"]
    assert spent + counts["money_left"] == MONEY_EACH * players
    assert counts["paid"] > 0 and counts["first_points"] > 0
    assert counts["first_paid"] <= counts["paid"]


def test_points_bought_are_the_possessions_won():
    """Replays the same game: the possessions owned or lost to the theft at the end are
    the ones counted as bought."""
    from game.ai import make_bot

    counts = hs_prices.play_game(("easy", 3, 4, None))
    state = load_game("high_society").new_game(3, 4)
    bots = [make_bot("easy", 4000 + seat) for seat in range(3)]
    while not state.is_over:
        state.apply(bots[state.current_player].choose(state))
    cards = [c for own in state.owned for c in own] + state.discarded
    values = [CARDS.possession_value[c] for c in cards if CARDS.possession_value[c]]
    assert (counts["possessions"], counts["points"]) == (len(values), sum(values))


def test_a_split_run_merges_into_the_whole(tmp_path, capsys):
    whole = hs_prices.run(["random", "easy"], 3, 4, 1, {}, 1)
    halves = []
    for seed in (1, 3):
        path = tmp_path / f"part{seed}.json"
        assert hs_prices.main(["--levels", "random,easy", "--games", "2", "--seed",
                               str(seed), "--out", str(path)]) == 0
        halves.append(str(path))
    capsys.readouterr()
    assert hs_prices.main(["--merge", *halves]) == 0
    merged = capsys.readouterr().out
    assert merged == hs_prices.markdown(whole, 3) + "\n"
    saved = json.loads(Path(halves[0]).read_text())
    assert saved["levels"][0]["games"] == 2


@pytest.mark.parametrize("argv, words", [
    (["--levels", "genius"], "unknown level"),
    (["--players", "2"], "3 to 5 players"),
    (["--iterations", "hard=lots"], "--iterations"),
])
def test_bad_options_are_named(argv, words, capsys):
    assert hs_prices.main(argv + ["--games", "1"]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_a_file_that_is_not_a_run_is_named(tmp_path, capsys):
    bad = tmp_path / "notes.json"
    bad.write_text("[1, 2]")
    assert hs_prices.main(["--merge", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "notes.json" in err and err.count("\n") == 1
