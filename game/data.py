"""Data files: reading the card files shipped inside the game packages, and writing
JSON files atomically (saves, settings, transcripts, tournament results)."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

from game.core import GameError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib


class DataError(GameError):
    """A data file that is missing or malformed; the message names file and field."""


def load_toml(path: Path) -> dict:
    """Parse a TOML file, turning any problem into a DataError naming the file and line."""
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise DataError(f"{path}: file not found") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"{path}: {exc}") from None


def package_file(module_file: str, name: str) -> Path:
    """A data file beside a module (assets are found from __file__, never the cwd)."""
    return Path(module_file).resolve().parent / name


def atomic_write_json(path: Path, data, pretty: bool = False) -> None:
    """Write JSON to `path` via a temporary file in the same folder (made if missing),
    fsync, then os.replace: a crash leaves the old file or the new one, never half.
    `pretty`: indented, keys sorted and a final newline, for files people read and
    diff. Raises OSError; the temporary file is removed on any failure."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            if pretty:
                json.dump(data, handle, ensure_ascii=False, indent=1, sort_keys=True)
                handle.write("\n")
            else:
                json.dump(data, handle, ensure_ascii=False, separators=(",", ":"))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
