"""A full disk (issue #34, item 6): a finished game's statistics that could not be
written are said on the results screen, kept in memory and written with the next write;
the kiosk's log drops its lines quietly instead of a traceback per line."""

from __future__ import annotations

import errno
import logging
from pathlib import Path

import pytest

import game.records.save as save_module
from game.records.kiosk import LOG_NAME, close_log, open_log
from game.records.kioskconfig import log
from scenes.menus.results import ResultsScene
from game.records.save import BackgroundWriter
from scenes.table.table import TableScene

from scene_helpers import running_app, start, step


class FullDisk:
    """atomic_write_json that fails with ENOSPC while `full`, else writes."""

    def __init__(self) -> None:
        self.full = True
        self.write = save_module.atomic_write_json

    def __call__(self, path, data, pretty=False):
        if self.full:
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        self.write(path, data, pretty)


@pytest.fixture
def disk(monkeypatch) -> FullDisk:
    full = FullDisk()
    monkeypatch.setattr(save_module, "atomic_write_json", full)
    return full


def test_a_failed_write_is_kept_and_written_with_the_next(tmp_path, disk):
    writer = BackgroundWriter()
    stats = tmp_path / "statistics.json"
    writer.submit(stats, {"games": 1})
    assert writer.flush()
    assert writer.take_error() == "statistics.json: No space left on device"
    assert not stats.exists()
    disk.full = False
    writer.submit(tmp_path / "current_game.json", {"moves": []})
    assert writer.flush()
    assert stats.read_text(encoding="utf-8") == '{"games":1}'
    assert writer.take_error() is None


def test_a_failed_write_is_tried_again_at_exit_but_not_a_cleared_save(tmp_path, disk):
    writer = BackgroundWriter()
    stats, save = tmp_path / "statistics.json", tmp_path / "current_game.json"
    writer.submit(stats, {"games": 2})
    writer.submit(save, {"moves": [1]})
    assert writer.flush()
    writer.discard(save)                  # the game ended: its save is cleared for good
    disk.full = False
    writer.retry()
    assert writer.flush()
    assert stats.exists() and not save.exists()


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, lang="en")


def test_the_results_screen_says_the_statistics_were_not_written(app, disk, drawn_lines):
    table = TableScene(app, "origami", 2, ["random", "random"], seed=3, save=False)
    app.saves.write_file_soon(app.data_dir / "statistics.json", {"games": 3})
    assert app.saves.flush()
    results = ResultsScene(app, table)
    start(app, results)
    step(app, 2)
    assert any(line.startswith("Not written (statistics.json: No space left on device)")
               for line in drawn_lines)
    disk.full = False
    app.saves.write_file_soon(app.data_dir / "other.json", {})
    assert app.saves.flush()
    assert (app.data_dir / "statistics.json").exists()


def test_the_kiosk_log_on_a_full_disk_is_quiet(tmp_path, capsys):
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    (tmp_path / LOG_NAME).symlink_to("/dev/full")
    handler = open_log(tmp_path)
    try:
        for n in range(5):
            log.error("line %d", n)
    finally:
        close_log(handler)
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert err.count("\n") == 1 and "cannot write the kiosk log" in err
    assert handler.dropped >= 5
    assert logging.getLogger(log.name) is log
