"""Data files: reading JSON and TOML safely, and writing JSON files atomically (saves,
settings, transcripts, tournament results).

Every file the program reads goes through `read_bytes_file` (and `read_text_file`,
`read_json_file`, `read_toml_file` on top of it; `parse_json` / `parse_toml` for text
already in hand; tests/test_safe_files.py fails on any other reader). A FIFO, a device
or a socket (a symlink to /dev/zero), a file bigger than `MAX_FILE_BYTES`, not UTF-8,
malformed, or nested deeper than `MAX_DEPTH` (`'[' * 100000` would overflow the
parsers' recursion) is a `BadFile`: one line naming the file and the problem, never a
traceback nor a wait. `checked_number` checks a number read from a file. `move_aside` sets a damaged
file aside (`NAME.corrupt-N`), never deleting it.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
import sys
import tempfile
from pathlib import Path

from game.core import GameError, shown

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib


MAX_FILE_BYTES = 16 * 1024 * 1024   # the longest transcript is ~40 kB, a config ~3 kB
MAX_DEPTH = 32      # our files nest 5 levels at most (a position's seats, piles, cards)
_STRINGS = re.compile(r'"(?:\\.|[^"\\])*"')   # a JSON string, escapes included
_BRACKETS = re.compile(r"[\[\]{}]")
MAX_MOVED_ASIDE = 1000   # NAME.corrupt-1 .. -999


class DataError(GameError):
    """A data file that is missing or malformed; the message names file and field."""


class BadFile(DataError):
    """A file that cannot be read or parsed safely. `source` names it, `problem` says
    what is wrong; `missing` is True when there is no such file."""

    def __init__(self, source: object, problem: str, missing: bool = False) -> None:
        super().__init__(f"{source}: {problem}")
        self.source, self.problem, self.missing = str(source), problem, missing


def read_bytes_file(path: str | Path, source: object = None,
                    limit: int = MAX_FILE_BYTES) -> bytes:
    """A regular file's bytes, at most `limit` of them; BadFile names `source` (default:
    the path) and the problem. The one reader of files: a FIFO, a device (/dev/zero, a
    symlink to it) or a socket is refused at once, never waited on nor read for ever."""
    source = path if source is None else source
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)   # O_NONBLOCK: opening a FIFO does not wait for a writer
    except FileNotFoundError:
        raise BadFile(source, "file not found", missing=True) from None
    except IsADirectoryError:
        raise BadFile(source, "is a folder, not a file") from None
    except OSError as exc:
        raise BadFile(source, f"cannot read ({exc.strerror or exc})") from None
    try:
        mode = os.fstat(fd).st_mode     # the file opened, not the name (no swap between)
        if stat.S_ISDIR(mode):
            raise BadFile(source, "is a folder, not a file")
        if not stat.S_ISREG(mode):
            raise BadFile(source, "not a regular file (a pipe, device or socket): refused")
        chunks, size = [], 0
        while size <= limit:          # /proc files say size 0: read to the end, bounded
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise BadFile(source, f"cannot read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
    if size > limit:
        raise BadFile(source, f"larger than {_size(limit)}: refused")
    return b"".join(chunks)


def read_text_file(path: str | Path, source: object = None,
                   limit: int = MAX_FILE_BYTES, errors: str = "strict") -> str:
    """A regular file's UTF-8 text (see read_bytes_file); with errors="strict" a file
    that is not UTF-8 is a BadFile naming the byte."""
    source = path if source is None else source
    raw = read_bytes_file(path, source, limit)
    try:
        return raw.decode("utf-8", errors)
    except UnicodeDecodeError as exc:
        raise BadFile(source, f"not UTF-8 text (byte {exc.start})") from None


def parse_json(text: str, source: object, depth: int = MAX_DEPTH):
    """Parse JSON text; BadFile names `source` and the line of a syntax error, or says
    the data nests deeper than `depth`."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        # Python 3.13's parser goes deeper than 3.11's before it gives up on unclosed
        # brackets: a file that deep is said to be so, whichever error came first.
        if _opens_deeper(text, depth):
            raise BadFile(source, f"nested more than {depth} levels deep") from None
        raise BadFile(source, f"malformed JSON at line {exc.lineno} column {exc.colno}: "
                              f"{exc.msg}") from None
    except RecursionError:
        raise BadFile(source, f"nested more than {depth} levels deep") from None
    except ValueError as exc:       # e.g. an integer of more than 4,300 digits
        raise BadFile(source, f"malformed JSON: {shown(str(exc))}") from None
    _check_depth(data, source, depth)
    return data


def _opens_deeper(text: str, depth: int) -> bool:
    """Whether JSON text opens more than `depth` arrays or objects at once (strings left
    out): what a broken file is said to be when it is also that deep, whichever way
    this Python's parser failed on it."""
    level = 0
    for bracket in _BRACKETS.finditer(_STRINGS.sub('""', text)):
        level += 1 if bracket.group() in "[{" else -1
        if level > depth:
            return True
    return False


def parse_toml(text: str, source: object, depth: int = MAX_DEPTH) -> dict:
    """Parse TOML text; BadFile names `source` and the line of a syntax error, or says
    the data nests deeper than `depth`."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise BadFile(source, str(exc)) from None
    except RecursionError:
        raise BadFile(source, f"nested more than {depth} levels deep") from None
    except ValueError as exc:
        raise BadFile(source, f"malformed TOML: {shown(str(exc))}") from None
    _check_depth(data, source, depth)
    return data


def read_json_file(path: str | Path, source: object = None, limit: int = MAX_FILE_BYTES,
                   depth: int = MAX_DEPTH):
    """Read and parse a JSON file within the size and depth bounds, or raise BadFile."""
    source = path if source is None else source
    return parse_json(read_text_file(path, source, limit), source, depth)


def read_toml_file(path: str | Path, source: object = None, limit: int = MAX_FILE_BYTES,
                   depth: int = MAX_DEPTH) -> dict:
    """Read and parse a TOML file within the size and depth bounds, or raise BadFile."""
    source = path if source is None else source
    return parse_toml(read_text_file(path, source, limit), source, depth)


def checked_number(value, name: str, low: float, high: float, integer: bool = False):
    """`value` if it is a finite number from `low` to `high` (a whole number when
    `integer`); else ValueError naming `name` (10**400 or NaN in a file stops here, at
    load, not later in a float() or a format)."""
    kinds = int if integer else (int, float)
    if isinstance(value, bool) or not isinstance(value, kinds):
        raise ValueError(f"{name} must be {'a whole number' if integer else 'a number'}")
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"{name} must be a finite number")
    if not low <= value <= high:
        raise ValueError(f"{name} must be from {low:g} to {high:g}")
    return value


def is_number(value, low: float, high: float, integer: bool = False) -> bool:
    """Whether checked_number would take `value`."""
    try:
        checked_number(value, "value", low, high, integer)
    except ValueError:
        return False
    return True


def nesting_depth(data, stop: int | None = None) -> int:
    """How deeply lists and dicts nest in `data` (a scalar is 0), found without
    recursion; it stops counting once past `stop`."""
    deepest, stack = 0, [(data, 1)]
    while stack:
        value, level = stack.pop()
        if isinstance(value, dict):
            children = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        deepest = max(deepest, level)
        if stop is not None and deepest > stop:
            return deepest
        stack.extend((child, level + 1) for child in children)
    return deepest


def _check_depth(data, source: object, depth: int) -> None:
    if nesting_depth(data, stop=depth) > depth:
        raise BadFile(source, f"nested more than {depth} levels deep")


def _size(limit: int) -> str:
    return f"{limit // (1024 * 1024)} MB" if limit >= 1024 * 1024 else f"{limit} bytes"


def move_aside(path: str | Path, suffix: str = "corrupt") -> Path | None:
    """Rename a damaged file to NAME.<suffix>-N (the first free N), never deleting it;
    the new path, or None if it could not be moved."""
    path = Path(path)
    for n in range(1, MAX_MOVED_ASIDE):
        target = path.with_name(f"{path.name}.{suffix}-{n}")
        if not target.exists():
            try:
                os.replace(path, target)
                return target
            except OSError:
                return None
    return None


def load_toml(path: Path) -> dict:
    """Parse a TOML file, turning any problem into a DataError naming the file and line."""
    return read_toml_file(path)


def package_file(module_file: str, name: str) -> Path:
    """A data file beside a module (assets are found from __file__, never the cwd)."""
    return Path(module_file).resolve().parent / name


def output_problem(path: str | Path) -> str | None:
    """Why a file named on a command line cannot be written, or None: its folder is
    missing (never made without a word) or not a folder, or the name is a folder, a
    device, a FIFO... (a write would replace /dev/full with a JSON file)."""
    path = Path(path)
    folder = path.parent
    if not folder.is_dir():
        return f"{'not a folder' if folder.exists() else 'no such folder'}: {folder}"
    if path.exists() and not path.is_file():
        return "not a regular file: refused"
    return None


def atomic_write_json(path: Path, data, pretty: bool = False) -> None:
    """Write JSON to `path` via a temporary file in the same folder (made if missing),
    fsync, then os.replace: a crash leaves the old file or the new one, never half.
    `pretty`: indented, keys sorted and a final newline, for files people read and
    diff. Raises OSError (a `path` that is a device, FIFO or folder is refused, never
    replaced); the temporary file is removed on any failure."""
    path = Path(path)
    if path.exists() and not path.is_file():
        raise OSError(errno.EEXIST, "not a regular file: refused", str(path))
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


def emit(text: str, out: Path | None) -> None:
    """A generated document: written to `out` (UTF-8), or printed when there is none."""
    if out is None:
        sys.stdout.write(text)
    else:
        Path(out).write_text(text, encoding="utf-8")
