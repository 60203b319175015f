"""Files named on a command line for output are checked at start: a folder that cannot
be made, a missing folder, a device or FIFO in place of a file, a nonsense number of
seconds (issue #34, item 4)."""

import os
import stat
from pathlib import Path

import pytest

import main
from game.__main__ import main as game_cli
from game.data import atomic_write_json

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")


def test_screenshots_in_a_folder_that_cannot_be_made_is_refused_at_start():
    if not Path("/proc/self").exists():
        pytest.skip("no /proc here")
    with pytest.raises(main.UsageError, match="--screenshots /proc/nope: cannot write"):
        main.options_from_args(["--headless", "--screenshots", "/proc/nope"])


def test_screenshots_folder_is_made_at_start(tmp_path):
    main.options_from_args(["--headless", "--screenshots", str(tmp_path / "a" / "b")])
    assert (tmp_path / "a" / "b").is_dir()


@needs_fifo
def test_an_atomic_write_never_replaces_a_fifo(tmp_path):
    fifo = tmp_path / "out.json"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="not a regular file"):
        atomic_write_json(fifo, {"a": 1})
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert list(tmp_path.iterdir()) == [fifo]          # no temporary file left


@needs_fifo
def test_play_refuses_a_transcript_that_is_not_a_file(tmp_path, capsys):
    fifo = tmp_path / "t.json"
    os.mkfifo(fifo)
    assert game_cli(["play", "animalia", "--players", "2", "--transcript", str(fifo)]) == 2
    assert "not a regular file" in capsys.readouterr().err
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_play_refuses_a_transcript_in_a_missing_folder(tmp_path, capsys):
    target = tmp_path / "missing" / "t.json"
    assert game_cli(["play", "animalia", "--players", "2", "--transcript", str(target)]) == 2
    assert "no such folder" in capsys.readouterr().err
    assert not target.parent.exists()


def test_stats_in_a_missing_folder_is_refused(tmp_path):
    with pytest.raises(main.UsageError, match="--stats .*: no such folder"):
        main.options_from_args(["--headless", "--stats", str(tmp_path / "no" / "s.json")])


@pytest.mark.parametrize("seconds", ["nan", "-1", "inf", "0", "1e9"])
def test_bench_refuses_seconds_that_never_end_or_make_no_sense(capsys, seconds):
    assert game_cli(["bench", "animalia", "--seconds", seconds]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--seconds" in err
