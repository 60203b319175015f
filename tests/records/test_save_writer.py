"""The writer thread: saves leave the frame, arrive whole and in order, and failures
are told to the player without losing the previous save."""

from __future__ import annotations

import json
import threading

import game.records.save as save_module
from game.records.save import SAVE_NAME, BackgroundWriter
from scenes.table.table import TableScene

from scene_helpers import make_app, start


def _table(app, seed: int = 11) -> TableScene:
    table = TableScene(app, "high_society", 3, ["human", "human", "human"], seed=seed)
    start(app, table)
    return table


def test_moves_are_written_off_the_frame_thread(tmp_path, monkeypatch):
    writers = []
    real = save_module.atomic_write_json

    def spy(path, data):
        writers.append(threading.current_thread() is threading.main_thread())
        real(path, data)

    monkeypatch.setattr(save_module, "atomic_write_json", spy)
    app = make_app(tmp_path)
    try:
        table = _table(app)
        for _ in range(4):
            table.play(table.state.legal_moves()[-1])
        assert app.saves.flush()
        assert writers and not any(writers)            # never on the main thread
        saved = json.loads((tmp_path / SAVE_NAME).read_text())
        assert saved["moves"] == table.moves_json      # the newest content won
    finally:
        app.shutdown()


def test_a_write_waiting_behind_a_slow_one_is_the_newest(tmp_path, monkeypatch):
    gate = threading.Event()
    real = save_module.atomic_write_json

    def slow(path, data):
        gate.wait(5)
        real(path, data)

    monkeypatch.setattr(save_module, "atomic_write_json", slow)
    writer = BackgroundWriter()
    target = tmp_path / "f.json"
    for n in range(5):
        writer.submit(target, {"n": n})
    gate.set()
    assert writer.flush(5)
    assert json.loads(target.read_text()) == {"n": 4}


def test_clearing_right_after_a_move_leaves_no_save(tmp_path):
    app = make_app(tmp_path)
    try:
        table = _table(app)
        table.play(table.state.legal_moves()[-1])
        app.saves.clear()                              # e.g. the game was abandoned
        assert app.saves.flush()
        assert not (tmp_path / SAVE_NAME).exists()
    finally:
        app.shutdown()


def test_a_failed_save_is_told_and_the_last_one_kept(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    try:
        table = _table(app)
        table.play(table.state.legal_moves()[-1])
        assert app.saves.flush()
        kept = (tmp_path / SAVE_NAME).read_text()

        def full_disk(path, data):
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(save_module, "atomic_write_json", full_disk)
        table.play(table.state.legal_moves()[-1])
        assert app.saves.flush()
        table.update(1 / 60)
        assert "No space left on device" in table.message
        assert (tmp_path / SAVE_NAME).read_text() == kept
        assert app.saves.take_error() is None          # told once
    finally:
        monkeypatch.undo()
        app.shutdown()
