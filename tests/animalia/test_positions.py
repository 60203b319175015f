"""Every file in tests/positions/animalia: scored positions and played scenarios."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.animalia.cards import CARD_IDS
from game.core import PositionError

from .helpers import GAME

FOLDER = Path(__file__).resolve().parent.parent / "positions" / "animalia"
FILES = sorted(FOLDER.glob("*.json"))


def canon(options):
    return sorted(sorted(o.items()) for o in options)


def check_scored(data: dict) -> None:
    expect = data["expect"]
    if "error" in expect:
        with pytest.raises(PositionError) as info:
            GAME.score_position(data)
        assert expect["error"] in str(info.value)
        return
    out = GAME.score_position(data)
    if "medal_options" in expect:
        assert canon(out["medal_options"]) == canon(expect["medal_options"])
    for key in ("scores", "winners"):
        if key in expect:
            assert out[key] == expect[key]


def check_scenario(data: dict) -> None:
    state = GAME.setup(data["setup"])
    events = []
    for raw in data["moves"]:
        events += state.apply(GAME.move_from_json(raw))
    expect = data["expect"]
    if "current_player" in expect:
        assert state.current_player == expect["current_player"]
    if "dealer" in expect:
        assert state.dealer == expect["dealer"]
    if "lot" in expect:
        assert [CARD_IDS[c] for c in state.lot] == expect["lot"]
    if "collections" in expect:
        assert [[CARD_IDS[c] for c in coll] for coll in state.colls] == expect["collections"]
    if "forced_passes_by" in expect:
        forced = [e.seat for e in events if e.kind == "lot_passed" and e.data["forced"]]
        assert forced == expect["forced_passes_by"]


def test_there_are_position_files():
    assert len(FILES) >= 10


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_position_file(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert "expect" in data, f"{path.name} has no expected result"
    if "setup" in data:
        check_scenario(data)
    else:
        check_scored(data)
