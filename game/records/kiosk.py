"""The unattended café kiosk's files: statistics, the chosen games, the admin's exit
note, the boot gate and the log. No pygame here.

`KioskStats` counts games per game and per day in an atomically written JSON file; a
damaged one, like a damaged games.json, is logged and set aside (NAME.corrupt-N), never
overwritten. `open_log` attaches a rotating log file (`kiosklog.QuietLogFile`) in the
configured log folder. The config is `game.records.kioskconfig`; the held admin combo is the shell's
(`scenes.kiosk.keys.AdminCombo`).
"""

from __future__ import annotations

import datetime as _dt
import logging
import os
import sys
from pathlib import Path

from game.core import shown
from game.data import BadFile, move_aside, read_json_file, read_text_file
from game.records.save import atomic_write_json

from game.records.kioskconfig import KioskConfig, log

LOG_NAME = "kiosk.log"
LOG_BYTES = 512 * 1024
LOG_BACKUPS = 4
STATS_NAME = "stats.json"
KIOSK_FOLDER = "kiosk"          # subfolder of the data folder for stats and admin choices
GAMES_NAME = "games.json"
ADMIN_EXIT_NAME = "admin-exit.json"   # in <data>/kiosk/: the admin stopped the kiosk
BOOT_ID = Path("/proc/sys/kernel/random/boot_id")
MAX_STAT = 10**12                      # a count or total seconds in stats.json: more is damage
BOOT_ID_BYTES = 64                     # a UUID and its newline
GATE_START, GATE_SKIP = 0, 1  # --kiosk-gate exit codes (systemd ExecCondition: 1-254 skip)
NOTE_BYTES = 4096             # an admin-exit note is ~70 bytes


class KioskStats:
    """Games started, finished and abandoned per game and per day, and the seconds the
    finished games lasted (for their average length), kept in <data>/kiosk/stats.json."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / KIOSK_FOLDER / STATS_NAME
        self.data = self._load()

    def _load(self) -> dict:
        try:
            data = read_json_file(self.path)
            if not _stats_shape(data):
                raise BadFile(self.path, "not a statistics file")
            return data
        except BadFile as exc:
            if not exc.missing:
                _set_aside(self.path, str(exc), "statistics count from zero")
        return {"games": {}, "days": {}}

    def record(self, game_id: str, what: str, day: str | None = None,
               seconds: float | None = None) -> None:
        """Count one game event ("started", "finished" or "abandoned") and save; a
        finished game's length in `seconds` adds to its game's total ("seconds")."""
        day = day or _dt.date.today().isoformat()
        per_game = self.data["games"].setdefault(game_id, {})
        per_game[what] = per_game.get(what, 0) + 1
        if seconds is not None:
            per_game["seconds"] = per_game.get("seconds", 0) + round(seconds)
            per_game["timed"] = per_game.get("timed", 0) + 1
        per_day = self.data["days"].setdefault(day, {}).setdefault(game_id, {})
        per_day[what] = per_day.get(what, 0) + 1
        self.save()

    def average_length(self, game_id: str) -> float | None:
        """The average length in seconds of the finished games of a game that were timed
        (None if none was)."""
        counts = self.data["games"].get(game_id, {})
        return counts["seconds"] / counts["timed"] if counts.get("timed") else None

    def reset(self) -> None:
        """Start counting from zero (admin menu)."""
        self.data = {"games": {}, "days": {}}
        self.save()

    def save(self) -> None:
        """Write atomically; a failure is logged, never raised."""
        try:
            atomic_write_json(self.path, self.data)
        except OSError as exc:
            log.error("%s: cannot save statistics (%s)", self.path, exc.strerror or exc)

    def lines(self, limit_days: int = 7) -> list[str]:
        """Short lines for the admin menu: totals per game, then the last days."""
        out = []
        for game, counts in sorted(self.data["games"].items()):
            line = f"{game}: {counts.get('finished', 0)} / {counts.get('started', 0)}"
            average = self.average_length(game)
            if average is not None:
                minutes, seconds = divmod(round(average), 60)
                line += f" · {minutes}:{seconds:02d}"
            out.append(line)
        for day in sorted(self.data["days"])[-limit_days:]:
            total = sum(c.get("finished", 0) for c in self.data["days"][day].values())
            started = sum(c.get("started", 0) for c in self.data["days"][day].values())
            out.append(f"{day}: {total} / {started}")
        return out


def load_offered(folder: Path, config: KioskConfig) -> list[str]:
    """The games the admin chose in the admin menu, else the config's."""
    path = Path(folder) / KIOSK_FOLDER / GAMES_NAME
    try:
        data = read_json_file(path)
        if not isinstance(data, list) or not data or not all(isinstance(g, str) for g in data):
            raise BadFile(path, "not a list of game ids")
    except BadFile as exc:
        if not exc.missing:
            _set_aside(path, str(exc), "the config's games are offered")
        return list(config.games)
    if all(g in config.games for g in data):
        return data
    return list(config.games)        # the config no longer offers some of them


def _stats_shape(data) -> bool:
    """Whether `data` is {"games": {game: {what: n}}, "days": {day: {game: {what: n}}}}."""
    def counts(value) -> bool:
        return isinstance(value, dict) and all(
            isinstance(k, str) and isinstance(n, int) and not isinstance(n, bool)
            and 0 <= n <= MAX_STAT for k, n in value.items())

    def per_game(value) -> bool:
        return isinstance(value, dict) and all(counts(c) for c in value.values())

    return (isinstance(data, dict) and per_game(data.get("games"))
            and isinstance(data.get("days"), dict)
            and all(per_game(d) for d in data["days"].values()))


def _set_aside(path: Path, problem: str, instead: str) -> None:
    """Log a damaged kiosk file and move it aside (NAME.corrupt-N), for the admin."""
    moved = move_aside(path)
    aside = f"set aside as {moved.name}" if moved else "it could not be set aside"
    log.error("%s; %s, %s", problem, aside, instead)


def save_offered(folder: Path, games: list[str]) -> None:
    """Remember the admin's choice of games (atomically; errors logged)."""
    try:
        atomic_write_json(Path(folder) / KIOSK_FOLDER / GAMES_NAME, games)
    except OSError as exc:
        log.error("cannot save the chosen games (%s)", exc.strerror or exc)


def kiosk_data_dir(save_dir, config: KioskConfig, pref_path=None) -> Path:
    """The kiosk's data folder: --save-dir, else the config's save_dir, else the default
    (`default_data_dir`, with the platform's preference path the shell passes in)."""
    from game.records.save import default_data_dir
    if save_dir:
        return Path(save_dir)
    if config.save_dir:
        return Path(config.save_dir).expanduser()
    return default_data_dir(pref_path)


def boot_id() -> str:
    """This boot's id (Linux), or "" where there is none."""
    try:
        return read_text_file(BOOT_ID, limit=BOOT_ID_BYTES).strip()
    except BadFile:
        return ""


def record_admin_exit(folder: Path) -> bool:
    """Leave word that the admin menu stopped the kiosk, for `kiosk_gate` (only under
    systemd, which sets INVOCATION_ID: the unit's Restart=always would start the game
    again, and cage hides the game's exit code). False if the note could not be written."""
    if not os.environ.get("INVOCATION_ID"):
        return True
    note = {"boot_id": boot_id(), "at": _dt.datetime.now().isoformat(timespec="seconds")}
    try:
        atomic_write_json(Path(folder) / KIOSK_FOLDER / ADMIN_EXIT_NAME, note)
    except OSError as exc:
        log.error("cannot leave the admin-exit note, so systemd will start the kiosk "
                  "again (%s)", exc.strerror or exc)
        return False
    return True


def clear_admin_exit(folder: Path) -> None:
    """Forget an admin-exit note (a kiosk that starts makes any note stale)."""
    try:
        (Path(folder) / KIOSK_FOLDER / ADMIN_EXIT_NAME).unlink(missing_ok=True)
    except OSError as exc:
        log.warning("cannot remove the admin-exit note (%s)", exc.strerror or exc)


def kiosk_gate(folder: Path) -> tuple[int, str]:
    """Whether systemd should start the kiosk now: (GATE_SKIP, why) once after the
    admin menu's Exit in this boot, else (GATE_START, why). The note is used up either
    way, so `systemctl start` or a reboot starts the kiosk again."""
    path = Path(folder) / KIOSK_FOLDER / ADMIN_EXIT_NAME
    try:
        note = read_json_file(path, limit=NOTE_BYTES)
    except BadFile as exc:
        if exc.missing:
            return GATE_START, "no admin exit on record: start"
        if exc.problem.startswith(("cannot read", "is a folder")):
            return GATE_START, f"{path}: unreadable ({exc.problem}): start"
        clear_admin_exit(folder)
        return GATE_START, f"{path}: not an admin-exit note ({exc.problem}): start"
    clear_admin_exit(folder)
    try:
        noted_boot, at = str(note["boot_id"]), str(note["at"])
    except (TypeError, KeyError) as exc:
        return GATE_START, f"{path}: not an admin-exit note ({shown(exc)}): start"
    now_boot = boot_id()
    if noted_boot and now_boot and noted_boot != now_boot:
        return GATE_START, f"the admin exit of {at} was before this boot: start"
    return GATE_SKIP, (f"stopped from the admin menu at {at}: not starting again "
                       "(`systemctl start menagerie-kiosk` or a reboot starts it)")


def open_log(folder: Path) -> logging.Handler | None:
    """Attach a rotating log file in `folder`; None (and a stderr line) if impossible."""
    from game.records.kiosklog import QuietLogFile    # logging.handlers: 6-8 ms to import
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
        handler = QuietLogFile(Path(folder) / LOG_NAME, maxBytes=LOG_BYTES,
                               backupCount=LOG_BACKUPS, encoding="utf-8")
    except OSError as exc:
        print(f"menagerie: warning: cannot write the kiosk log in {folder}: "
              f"{exc.strerror or exc}", file=sys.stderr)
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    return handler


def close_log(handler: logging.Handler | None) -> None:
    """Detach and close the log file."""
    if handler is not None:
        log.removeHandler(handler)
        handler.close()
