"""A tournament's checkpoint: its finished games, one JSON line each.

`python -m game tournament --checkpoint FILE` appends every finished game to FILE (its
result and its task: game, players, deal, line-up, focus seat, budgets, timed flag),
flushed and fsync'd, so a killed tournament loses at most the game under way. A run
that finds FILE loads it, checks every line belongs to this tournament (an OptionError
naming the file, the line and the mismatch otherwise, FILE untouched) and plays only
the games it does not record; a half-written last line is dropped with a warning.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from game.core import OptionError
from game.data import BadFile, parse_json, read_bytes_file

RESULT_KEYS = ("returns", "lineup", "seed", "times", "seat")
IDENTITY_KEYS = ("game", "players", "budgets", "timed")


class Checkpoint:
    """A tournament's finished games, one JSON line each, appended as they finish."""

    def __init__(self, path: Path, tasks: list[tuple], writable: bool = True) -> None:
        """Load and check the games `path` records, if it exists; open it to append
        (unless not `writable`: then the file is only read, and a line still being
        written is skipped without a word)."""
        self.path = path
        self.results: dict[int, dict] = {}  # task index -> its game (tournament.play_one)
        self.seconds = 0.0  # time the earlier runs spent playing
        self.writable = writable
        try:
            data = read_bytes_file(path)
        except BadFile as exc:
            if not exc.missing:
                raise OptionError(str(exc)) from None
            data = b""
        keep = self._load(data, tasks)
        if not writable:
            return
        try:
            self._handle = open(path, "ab")
            self._handle.truncate(keep)  # drops a half-written last line
            if keep and not data[:keep].endswith(b"\n"):
                self._handle.write(b"\n")
        except OSError as exc:
            raise OptionError(f"{path}: cannot write ({exc.strerror or exc})") from None

    def record(self, task: tuple, result: dict, seconds: float) -> None:
        """Append one finished game and make sure it is on disk."""
        line = {**_identity(task), **result, "elapsed": round(seconds, 3)}
        try:
            self._handle.write((json.dumps(line) + "\n").encode())
            self._handle.flush()
            os.fsync(self._handle.fileno())
        except OSError as exc:
            raise OptionError(f"{self.path}: cannot write ({exc.strerror or exc})") from None

    def close(self) -> None:
        """Close the file."""
        self._handle.close()

    def _load(self, data: bytes, tasks: list[tuple]) -> int:
        """Fill `results` from the file's lines; returns how many bytes to keep."""
        index = {_task_key(task): i for i, task in enumerate(tasks)}
        identity = _identity(tasks[0]) if tasks else None
        lines = data.splitlines(keepends=True)
        kept = 0
        for number, line in enumerate(lines, 1):
            where = f"{self.path} line {number}"
            try:
                record = parse_json(line.decode("utf-8"), where)
            except ValueError:  # not UTF-8, malformed or too deep (BadFile): only a kill
                # while writing leaves an unfinished last line
                if number < len(lines) or line.endswith(b"\n"):
                    raise OptionError(f"{where}: not a JSON line") from None
                if self.writable:
                    print(f"warning: {where} is incomplete (the run was stopped while "
                          f"writing it); dropping it and playing that game again",
                          file=sys.stderr)
                break
            problem = _malformed(record)
            if problem:
                raise OptionError(f"{where}: not a tournament game ({problem})")
            for key in IDENTITY_KEYS if identity else ():
                if record[key] != identity[key]:
                    raise OptionError(
                        f"{where}: written by a tournament with {_as_option(key, record[key])}"
                        f", this one has {_as_option(key, identity[key])}")
            played = (f"deal {record['seed']} with {','.join(record['lineup'])} "
                      f"(seat {record['seat']})")
            position = index.get((record["seed"], tuple(record["lineup"]), record["seat"]))
            if position is None:
                raise OptionError(f"{where}: {played} is not one of this tournament's games "
                                  f"(other --levels, --pairs, --deals or --seed?)")
            if position in self.results:
                raise OptionError(f"{where}: {played} is recorded twice")
            self.results[position] = {key: record[key] for key in RESULT_KEYS}
            self.seconds = max(self.seconds, float(record.get("elapsed", 0.0)))
            kept += len(line)
        return kept


def _identity(task: tuple) -> dict:
    """The options a task shares with its whole tournament, as checkpoint fields."""
    game_id, players, _, _, budgets, timed, _ = task
    return {"game": game_id, "players": players, "budgets": budgets, "timed": timed}


def _task_key(task: tuple) -> tuple:
    """What tells a task from the others of its tournament: deal, line-up, focus seat."""
    return task[2], tuple(task[3]), task[6]


def _malformed(record) -> str:
    """Why a checkpoint line is not a game record ('' if it is one)."""
    if not isinstance(record, dict):
        return "not a JSON object"
    missing = [key for key in IDENTITY_KEYS + RESULT_KEYS if key not in record]
    if missing:
        return "no " + ", ".join(missing)
    lineup, returns, times = record["lineup"], record["returns"], record["times"]
    if not (isinstance(lineup, list) and all(isinstance(x, str) for x in lineup)):
        return "bad lineup"
    checks = {
        "budgets": isinstance(record["budgets"], dict),
        "seed": _is_int(record["seed"]),
        "seat": _is_int(record["seat"]) and 0 <= record["seat"] < len(lineup),
        "returns": isinstance(returns, list) and len(returns) == len(lineup)
        and all(_is_number(x) for x in returns),
        "times": isinstance(times, dict) and all(
            isinstance(v, list) and all(_is_number(x) for x in v) for v in times.values()),
        "elapsed": _is_number(record.get("elapsed", 0.0)),
    }
    return ", ".join(f"bad {key}" for key, ok in checks.items() if not ok)


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _as_option(key: str, value) -> str:
    """A checkpoint identity field as the command-line option that sets it."""
    if key == "budgets":
        return "--iterations " + ",".join(f"{k}={v}" for k, v in value.items())
    if key == "timed":
        return "--time" if value else "no --time"
    return f"--{key} {value}"
