"""Reading the card data files shipped inside the game packages."""

from __future__ import annotations

import sys
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
