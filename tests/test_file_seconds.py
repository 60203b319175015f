"""The shipped order of the test files (tests/file_seconds.txt, tools/file_seconds.py),
which a run with no durations of its own, a fresh clone's first, takes."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import file_seconds  # noqa: E402


def test_the_shipped_list_names_existing_files_longest_first():
    seconds = file_seconds.read_listing()
    assert len(seconds) > 100
    assert all((ROOT / file).is_file() and file.startswith("tests/") for file in seconds)
    assert list(seconds.values()) == sorted(seconds.values(), reverse=True)


def test_the_tool_sums_per_file_and_reads_back_what_it_wrote(tmp_path):
    cache = tmp_path / "test-seconds"
    cache.write_text(json.dumps({
        "tests/test_core.py::test_a": 0.25, "tests/test_core.py::test_b[1]": 1.0,
        "tests/ai/test_audit.py::test_c": 2.0, "tests/gone/test_gone.py::test_d": 9.0}))
    output = tmp_path / "file_seconds.txt"
    assert file_seconds.main(["--cache", str(cache), "--output", str(output)]) == 0
    assert file_seconds.read_listing(output) == {"tests/ai/test_audit.py": 2.0,
                                                 "tests/test_core.py": 1.2}


def test_the_tool_says_when_there_are_no_durations(tmp_path, capsys):
    assert file_seconds.main(["--cache", str(tmp_path / "none")]) == 1
    assert "run the suite first" in capsys.readouterr().err
