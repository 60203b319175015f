"""The robustness tools' command lines: a few whole numbers, each with a default."""

from __future__ import annotations

import sys


def whole_numbers(argv: list[str], defaults: tuple[int, ...], usage: str) -> list[int]:
    """The positional arguments as whole numbers, a default for each one missing (extra
    arguments are ignored); anything else ends the tool with `usage`, no traceback."""
    try:
        return [int(argv[i]) if len(argv) > i else default for i, default in enumerate(defaults)]
    except ValueError:
        sys.exit(usage)
