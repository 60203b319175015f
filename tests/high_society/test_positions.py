"""Scenario tests from the position files in tests/positions/high_society/.

Three kinds of file: a `score` position with "expect" (the scores, winners and out of
`score_position`), one with "expect_error" (a PositionError message fragment), and a
"scenario" (a rigged deck and a move list replayed through the checked `apply`).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game import PositionError

from .support import GAME, kinds, rigged

FOLDER = Path(__file__).resolve().parent.parent / "positions" / "high_society"
FILES = sorted(FOLDER.glob("*.json"))


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_there_are_position_files() -> None:
    assert len(FILES) >= 20


@pytest.mark.parametrize("path", [p for p in FILES if "expect" in load(p)
                                  and load(p).get("kind") != "scenario"], ids=lambda p: p.stem)
def test_score_position(path: Path) -> None:
    data = load(path)
    result = GAME.score_position(data)
    for key, value in data["expect"].items():
        assert result[key] == value, f"{path.name}: {key}"


@pytest.mark.parametrize("path", [p for p in FILES if "expect_error" in load(p)],
                         ids=lambda p: p.stem)
def test_bad_position_names_the_problem(path: Path) -> None:
    data = load(path)
    with pytest.raises(PositionError) as caught:
        GAME.score_position(data)
    assert data["expect_error"] in str(caught.value)


@pytest.mark.parametrize("path", [p for p in FILES if load(p).get("kind") == "scenario"],
                         ids=lambda p: p.stem)
def test_scenario(path: Path) -> None:
    data = load(path)
    state = rigged(data["players"], data["deck"], data.get("options"))
    census = state.card_census()
    events = []
    for raw in data["moves"]:
        events = state.apply(GAME.move_from_json(raw))
    seen = state.observe(None)
    expect = data["expect"]
    checks = {
        "owned": [[card for card, _ in owned] for owned in seen["owned"]],
        "discarded": [card for card, _ in seen["discarded"]],
        "pending_theft": list(seen["pending_theft"]),
        "money_left": state.money_left(), "scores": state.scores(),
        "out": state.outcome()[0], "winners": state.winners(),
        "current_player": state.current_player, "is_over": state.is_over,
        "card": seen["card"][0] if seen["card"] else None,
        "deck_left": seen["deck_left"], "last_events": kinds(events)}
    for key, value in expect.items():
        assert checks[key] == value, f"{path.name}: {key}"
    assert state.card_census() == census
    if state.is_over:
        assert GAME.score_position(GAME.export_position(state))["scores"] == state.scores()


def test_score_command_line() -> None:
    """`python -m game score FILE` prints the scores; a bad file exits non-zero."""
    root = Path(__file__).resolve().parents[2]
    good = subprocess.run([sys.executable, "-m", "game", "score",
                           str(FOLDER / "interfaces_example.json")],
                          capture_output=True, text=True, cwd=root, timeout=60)
    assert good.returncode == 0, good.stderr
    assert json.loads(good.stdout)["scores"] == [14, 10]
    bad = subprocess.run([sys.executable, "-m", "game", "score",
                          str(FOLDER / "error_unknown_card.json")],
                         capture_output=True, text=True, cwd=root, timeout=60)
    assert bad.returncode != 0 and "unknown card 'x3'" in bad.stderr
