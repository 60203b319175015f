"""Write tests/file_seconds.txt: each test file's seconds in the last whole run.

    python -m pytest                    # a whole run keeps each test's duration
    python tools/file_seconds.py        # then sum them per file into the shipped list

The suite runs the files that took longest first, so that its two xdist workers end
together (tests/conftest.py). A run takes that order from its own last durations in
pytest's cache; a run with none, a fresh clone's (CI's) first of all, takes it from
this shipped list. A file missing from the list runs last; a stale figure only changes
the order, never a result.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / ".pytest_cache" / "v" / "menagerie" / "test-seconds"
OUTPUT = ROOT / "tests" / "file_seconds.txt"
HEADER = ("# Each test file's seconds in a whole run, longest first: the order of a run with\n"
          "# no durations of its own (tests/conftest.py). Written by tools/file_seconds.py.\n")


def file_seconds(test_seconds: dict[str, float]) -> dict[str, float]:
    """The seconds per test file of {node id: seconds}, for the files that still exist."""
    per_file: dict[str, float] = {}
    for nodeid, seconds in test_seconds.items():
        file = nodeid.split("::", 1)[0]
        per_file[file] = per_file.get(file, 0.0) + float(seconds)
    return {file: seconds for file, seconds in per_file.items() if (ROOT / file).is_file()}


def read_listing(path: Path = OUTPUT) -> dict[str, float]:
    """{file: seconds} of a list written by `listing` (tests/conftest.py orders by it)."""
    seconds: dict[str, float] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            value, file = line.split(maxsplit=1)
            seconds[file] = float(value)
    return seconds


def listing(per_file: dict[str, float]) -> str:
    """The shipped list's text: one `seconds file` line a file, longest first."""
    ordered = sorted(per_file.items(), key=lambda pair: (-pair[1], pair[0]))
    return HEADER + "".join(f"{seconds:.1f} {file}\n" for file, seconds in ordered)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cache", type=Path, default=CACHE,
                        help="pytest's cache entry of the durations (default: this checkout's)")
    parser.add_argument("--output", type=Path, default=OUTPUT,
                        help="the list to write (default: tests/file_seconds.txt)")
    args = parser.parse_args(argv)
    try:
        test_seconds = json.loads(args.cache.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        print(f"file_seconds: cannot read {args.cache}: {error}; run the suite first",
              file=sys.stderr)
        return 1
    if not isinstance(test_seconds, dict):
        print(f"file_seconds: {args.cache} holds no durations", file=sys.stderr)
        return 1
    per_file = file_seconds(test_seconds)
    args.output.write_text(listing(per_file), encoding="utf-8")
    print(f"file_seconds: {args.output}: {len(per_file)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
