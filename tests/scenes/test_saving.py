"""Saving after every move, resuming exactly, and corrupt saves set aside."""

from __future__ import annotations

import json
import os

import pytest

from game import load_game
from game.records.save import SAVE_NAME, CorruptSave, SaveSlot, atomic_write_json
from scenes.table.table import TableScene
from scenes.menus.title import resume_scene

from scene_helpers import make_app, start


def test_atomic_write_replaces_whole_file_and_leaves_no_temp(tmp_path):
    path = tmp_path / "a.json"
    atomic_write_json(path, {"x": 1})
    atomic_write_json(path, {"x": 2})
    assert json.loads(path.read_text()) == {"x": 2}
    assert os.listdir(tmp_path) == ["a.json"]


def test_failed_write_keeps_the_old_file(tmp_path):
    path = tmp_path / "a.json"
    atomic_write_json(path, {"x": 1})
    with pytest.raises(TypeError):
        atomic_write_json(path, {"x": object()})
    assert json.loads(path.read_text()) == {"x": 1}
    assert os.listdir(tmp_path) == ["a.json"]


def _play_some(app, moves: int) -> TableScene:
    table = TableScene(app, "high_society", 3, ["human", "human", "human"], seed=11)
    start(app, table)
    for _ in range(moves):
        table.play(table.state.legal_moves()[-1])
    return table


def test_every_move_is_saved_and_resume_is_exact(tmp_path):
    app = make_app(tmp_path)
    try:
        table = _play_some(app, 6)
        assert app.saves.flush()
        saved = json.loads((tmp_path / SAVE_NAME).read_text())
        assert saved["moves"] == table.moves_json and saved["seats"] == table.seats
        assert set(saved) >= {"game", "players", "seed", "options", "moves", "seats"}
        resumed = resume_scene(app)
        assert resumed is not None and resumed.resumed_moves == 6
        assert resumed.state.observe(None) == table.state.observe(None)
        for seat in range(3):
            assert resumed.state.observe(seat) == table.state.observe(seat)
        assert app.extra_stats["resumed_moves"] == 6
    finally:
        app.shutdown()


def test_corrupt_save_is_moved_aside_with_a_message(tmp_path):
    (tmp_path / SAVE_NAME).write_text('{"game": "high_society", "players": 3, "seed"')
    app = make_app(tmp_path)
    try:
        assert resume_scene(app) is None
        assert SAVE_NAME in app.message or "abîmée" in app.message
        assert not (tmp_path / SAVE_NAME).exists()
        assert (tmp_path / f"{SAVE_NAME}.corrupt-1").exists()
    finally:
        app.shutdown()


@pytest.mark.parametrize("data, field", [
    ({"game": "high_society", "players": 3, "seed": 1, "moves": [["nope"]],
      "seats": ["human"] * 3}, "move 0"),
    ({"game": "high_society", "players": 3, "seed": 1, "moves": [], "seats": ["human"]},
     "seats"),
    ({"game": "chess", "players": 2, "seed": 1, "moves": [], "seats": ["human"] * 2}, "chess"),
    ({"players": 3, "seed": 1, "moves": []}, "'game'"),
])
def test_bad_saves_name_the_problem(tmp_path, data, field):
    (tmp_path / SAVE_NAME).write_text(json.dumps(data))
    with pytest.raises(CorruptSave) as info:
        SaveSlot(tmp_path).load()
    assert field in str(info.value)
    assert info.value.moved_to is not None and info.value.moved_to.exists()


def test_finished_game_clears_the_save(tmp_path):
    app = make_app(tmp_path)
    try:
        game = load_game("animimix")
        table = TableScene(app, "animimix", 2, ["human", "human"], seed=2)
        start(app, table)
        while not table.state.is_over:
            table.play(table.state.legal_moves()[0])
        assert not (tmp_path / SAVE_NAME).exists()
        assert game.id == table.game.id
    finally:
        app.shutdown()


def test_headless_resume_writes_resumed_moves(tmp_path):
    from main import main
    app = make_app(tmp_path)
    try:
        _play_some(app, 4)
    finally:
        app.shutdown()
    stats = tmp_path / "s.json"
    code = main(["--headless", "--resume", "--save-dir", str(tmp_path), "--frames", "5",
                 "--stats", str(stats)])
    assert code == 0
    data = json.loads(stats.read_text())
    assert data["resumed_moves"] == 4 and data["frames"] == 5
    assert "handoff" in data["scenes"]     # three humans: the screen is handed over first


def test_headless_resume_of_corrupt_save_falls_back_to_title(tmp_path):
    from main import main
    (tmp_path / SAVE_NAME).write_text("not json")
    stats = tmp_path / "s.json"
    assert main(["--headless", "--resume", "--save-dir", str(tmp_path), "--frames", "3",
                 "--stats", str(stats)]) == 0
    data = json.loads(stats.read_text())
    assert "title" in data["scenes"] and "save_error" in data
    assert (tmp_path / f"{SAVE_NAME}.corrupt-1").exists()


def test_scripted_play_leave_and_continue_resumes_exactly(tmp_path):
    from main import main

    def tap(frame, key):
        return [{"frame": frame, "type": "key", "key": key},
                {"frame": frame + 1, "type": "keyup", "key": key}]

    entries = []
    for frame in (130, 190, 250, 310):       # after the deal: hand-off confirm, then
                                              # "pass", twice
        entries += tap(frame, "return")
    entries += tap(370, "escape")              # pause
    for frame in (380, 383, 386):
        entries += tap(frame, "down")          # to "Leave the game"
    entries += tap(390, "return")
    entries += tap(410, "return")              # title: "Continue" has the focus
    entries.append({"frame": 440, "type": "quit"})
    script = tmp_path / "s.json"
    script.write_text(json.dumps(entries))
    stats = tmp_path / "stats.json"
    code = main(["--headless", "--play", "high_society", "--players", "3", "--seats",
                 "human,human,human", "--seed", "7", "--script", str(script), "--frames", "520",
                 "--stats", str(stats), "--save-dir", str(tmp_path)])
    assert code == 0
    data = json.loads(stats.read_text())
    saved = json.loads((tmp_path / SAVE_NAME).read_text())
    assert data["frames"] == 441 and saved["seed"] == 7
    assert data["resumed_moves"] == len(saved["moves"]) == 2    # the same keys, the same moves
    assert saved["moves"] == [["pass"], ["pass"]]     # the first enabled choice is "pass"
    assert {"title", "pause", "handoff"} <= set(data["scenes"])
