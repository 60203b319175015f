"""Scenario tests from tests/positions/animimix/*.json and position-file errors.

Each file carries an "expect" object (scores, winners, some species points) worked out
by hand from the rules; score_position ignores the extra keys.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import PositionError, load_game

GAME = load_game("animimix")
POSITIONS = Path(__file__).resolve().parent.parent / "positions" / "animimix"
FILES = sorted(POSITIONS.glob("*.json"))
BASE = {"game": "animimix", "grid": [["monkey", "wolf"], ["lion", "penguin"]],
        "players": [{"cards": ["monkey", "lion"]}, {"cards": ["wolf"]}]}


def test_there_are_scenarios() -> None:
    assert len(FILES) >= 5


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    result = GAME.score_position(data)
    expect = data["expect"]
    assert result["scores"] == expect["scores"]
    assert result["winners"] == expect["winners"]
    for species, points in expect["species_points"].items():
        assert result["species_points"][species] == points, species


def test_interfaces_example() -> None:
    result = GAME.score_position(BASE)
    # monkeys 2, wolves 2 (border), lion 10, penguins 2; seat 0 holds monkey and lion
    assert result["species_points"] == {"monkey": 2, "wolf": 2, "elephant": 0, "pelican": 0,
                                        "penguin": 2, "chameleon": 0, "lovebird": 0,
                                        "lion": 10}
    assert result["scores"] == [12, 2] and result["winners"] == [0]


def broken(**changes) -> dict:
    data = json.loads(json.dumps(BASE))
    data.update(changes)
    return data


@pytest.mark.parametrize("data,message", [
    (broken(grid=[["monkey", "wolf"], ["lion"]]), r"grid\[1\]: ragged"),
    (broken(grid=[["monkey", "cat"], ["lion", "wolf"]]), r"grid\[0\]\[1\]: unknown species 'cat'"),
    (broken(grid=[["monkey", 3], ["lion", "wolf"]]), r"grid\[0\]\[1\]: .*string"),
    (broken(grid=[]), r"grid: must be a non-empty"),
    (broken(grid="monkey"), r"grid: must be"),
    (broken(grid=[["monkey"], "wolf"]), r"grid\[1\]: must be"),
    (broken(players=[{"cards": ["tiger"]}]), r"players\[0\]\.cards\[0\]: unknown species 'tiger'"),
    (broken(players=[{"cards": "lion"}]), r"players\[0\]\.cards: must be a list"),
    (broken(players=[["lion"]]), r"players\[0\]: must be an object"),
    (broken(players=[]), r"players: must be"),
    (broken(players=[{"cards": ["lion"] * 10}]), r"lion: 11 cards"),
    (broken(game="origami"), r"game: expected 'animimix'"),
    (broken(options={"lovebirds": "best"}), r"options\.lovebirds"),
    (broken(options={"species": "random"}), r"options\.species"),
])
def test_bad_positions_name_the_field(data, message) -> None:
    with pytest.raises(PositionError, match=message):
        GAME.score_position(data)


def test_a_position_that_is_not_an_object() -> None:
    with pytest.raises(PositionError, match="JSON object"):
        GAME.score_position(["grid"])
