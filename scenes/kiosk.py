"""The unattended café kiosk: its TOML config, the admin combo, statistics, the log.

`load_kiosk_config` reads the embedded `kiosk_default.toml`, then the admin's --config
file over it: every bad key is reported with file, line and key and replaced by its
default, so a kiosk always starts. `AdminCombo` watches raw key and pad events for the
held admin combo (default Ctrl+Shift+A or Start+Back, 3 s). `KioskStats` counts games
per game and per day in an atomically written JSON file; a damaged one, like a damaged
games.json, is logged and set aside (NAME.corrupt-N), never overwritten. `open_log`
attaches a RotatingFileHandler in the configured log folder.
"""

from __future__ import annotations

import datetime as _dt
import logging
import logging.handlers
import math
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game.core import error_line, shown
from game.data import BadFile, move_aside, parse_toml, read_json_file, read_text_file
from scenes.config import ATTRACT_RANGE, check_pin
from scenes.save import atomic_write_json

DEFAULT_FILE = Path(__file__).resolve().parent / "kiosk_default.toml"
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
BOT_LEVELS = ("random", "easy", "medium", "hard", "expert")
KEY_NAMES = {"ctrl": (pygame.K_LCTRL, pygame.K_RCTRL), "shift": (pygame.K_LSHIFT, pygame.K_RSHIFT),
             "alt": (pygame.K_LALT, pygame.K_RALT)}
KEY_MODS = {"ctrl": pygame.KMOD_CTRL, "shift": pygame.KMOD_SHIFT, "alt": pygame.KMOD_ALT}
TIME_RE = re.compile(r"^([01]\d|2[0-3]):([0-5]\d)$")
DAY_SECONDS = 86400.0
NOTE_BYTES = 4096             # an admin-exit note is ~70 bytes
HEADER_RE = re.compile(r'^\[\s*([\w\-." ]+?)\s*\]\s*(#.*)?$')    # [section] or [a.b]
KEY_RE = re.compile(r'^([\w\-." ]+?)\s*=')                          # key = or a.b =

log = logging.getLogger("menagerie.kiosk")


@dataclass
class KioskConfig:
    """Every kiosk setting (see kiosk_default.toml for what each means)."""

    lang: str = "fr"
    games: list[str] = field(default_factory=list)
    players: dict[str, list[int]] = field(default_factory=dict)
    bot_levels: list[str] = field(default_factory=lambda: ["easy", "medium", "hard"])
    default_bot: str = "easy"
    attract_after: float = 60.0
    still_playing_after: float = 120.0
    still_playing_countdown: float = 20.0
    admin_pin: str = "2468"
    admin_keys: str = "ctrl+shift+a"
    admin_pad: str = "start+back"
    admin_hold: float = 3.0
    save_dir: str = ""
    log_dir: str = ""
    volume: float = 0.8
    quiet_hours: list[str] = field(default_factory=list)
    quiet_volume: float = 0.2
    phones: bool = False           # phones as private hands (scenes/phone), off by default
    phone_host: str = ""           # the address to listen on ("" = this machine's LAN address)
    phone_port: int = 8765
    source: str = "default"
    problems: list[str] = field(default_factory=list)   # what was wrong and replaced

    def volume_at(self, now: _dt.time) -> float:
        """The master volume at a local time of day (quiet hours lower it)."""
        if len(self.quiet_hours) != 2:
            return self.volume
        start, end = (_parse_time(t) for t in self.quiet_hours)
        quiet = start <= now < end if start <= end else (now >= start or now < end)
        return min(self.volume, self.quiet_volume) if quiet else self.volume


class SubkeyError(ValueError):
    """A bad entry inside a table value (e.g. games.players.animalia): `key` names it."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key


# (section, key) -> (field name, checker)
def _check_lang(v):
    from game import catalog
    if not catalog.is_language(v):
        raise ValueError("must be one of " + ", ".join(f'"{c}"' for c in catalog.languages()))
    return v


def _check_games(v):
    from game import GAME_IDS
    if not isinstance(v, list) or not v or any(g not in GAME_IDS for g in v):
        raise ValueError(f"must be a non-empty list of {', '.join(GAME_IDS)}")
    return list(dict.fromkeys(v))


def _check_players(v):
    from game import GAME_IDS
    if not isinstance(v, dict):
        raise ValueError("must be a table of game = [counts]")
    out = {}
    for game, counts in v.items():
        if game not in GAME_IDS:
            raise SubkeyError(game, f"unknown game (known: {', '.join(GAME_IDS)})")
        if (not isinstance(counts, list) or not counts
                or any(isinstance(c, bool) or not isinstance(c, int) or not 1 <= c <= 8
                       for c in counts)):
            raise SubkeyError(game, "must be a list of player counts from 1 to 8, "
                                    f"not {shown(counts)}")
        out[game] = sorted(set(counts))
    return out


def _check_levels(v):
    if not isinstance(v, list) or not v or any(lv not in BOT_LEVELS for lv in v):
        raise ValueError(f"must be a non-empty list of {', '.join(BOT_LEVELS)}")
    return list(dict.fromkeys(v))


def _check_level(v):
    if v not in BOT_LEVELS:
        raise ValueError(f"must be one of {', '.join(BOT_LEVELS)}")
    return v


def _seconds(low: float, high: float):
    """A checker for a finite number of seconds from `low` to `high` (nan, inf and
    1e300 would stop or never start what they time)."""
    def check(v):
        if isinstance(v, bool) or not isinstance(v, (int, float)) \
                or not (math.isfinite(v) and low <= v <= high):
            raise ValueError(f"must be a number of seconds from {low:g} to {high:g}")
        return float(v)
    return check


def _check_pin(v):
    return check_pin(v)


def _check_keys(v):
    parts = v.lower().split("+") if isinstance(v, str) else []
    if len(parts) < 2 or any(p not in KEY_NAMES and len(p) != 1 for p in parts):
        raise ValueError('must be modifiers and a letter, e.g. "ctrl+shift+a"')
    return v.lower()


def _check_pad(v):
    from scenes.input import PAD_BUTTONS
    parts = v.lower().split("+") if isinstance(v, str) else []
    if len(parts) < 2 or any(p not in PAD_BUTTONS for p in parts):
        raise ValueError(f"must be pad buttons joined by +, of {', '.join(PAD_BUTTONS)}")
    return v.lower()


def _check_bool(v):
    if not isinstance(v, bool):
        raise ValueError("must be true or false")
    return v


def _check_host(v):
    from scenes.phone.net import check_host
    return check_host(v)


def _check_port(v):
    if isinstance(v, bool) or not isinstance(v, int) or not 1024 <= v <= 65535:
        raise ValueError("must be a port number from 1024 to 65535")
    return v


def _check_folder(v):
    if not isinstance(v, str):
        raise ValueError("must be a folder path as a string")
    return v


def _check_volume(v):
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0 <= v <= 1:
        raise ValueError("must be a number from 0 to 1")
    return float(v)


def _check_quiet(v):
    if v == []:
        return []
    if not isinstance(v, list) or len(v) != 2 or not all(
            isinstance(t, str) and TIME_RE.match(t) for t in v):
        raise ValueError('must be ["HH:MM", "HH:MM"] or []')
    return list(v)


SCHEMA = {
    ("", "lang"): ("lang", _check_lang),
    ("games", "offered"): ("games", _check_games),
    ("games", "players"): ("players", _check_players),
    ("bots", "levels"): ("bot_levels", _check_levels),
    ("bots", "default"): ("default_bot", _check_level),
    ("idle", "attract_after"): ("attract_after", _seconds(*ATTRACT_RANGE)),
    ("idle", "still_playing_after"): ("still_playing_after", _seconds(10, DAY_SECONDS)),
    ("idle", "still_playing_countdown"): ("still_playing_countdown", _seconds(3, 600)),
    ("kiosk", "admin_pin"): ("admin_pin", _check_pin),
    ("kiosk", "admin_keys"): ("admin_keys", _check_keys),
    ("kiosk", "admin_pad"): ("admin_pad", _check_pad),
    ("kiosk", "admin_hold"): ("admin_hold", _seconds(1, 30)),
    ("folders", "save_dir"): ("save_dir", _check_folder),
    ("folders", "log_dir"): ("log_dir", _check_folder),
    ("sound", "volume"): ("volume", _check_volume),
    ("sound", "quiet_hours"): ("quiet_hours", _check_quiet),
    ("sound", "quiet_volume"): ("quiet_volume", _check_volume),
    ("phones", "enabled"): ("phones", _check_bool),
    ("phones", "host"): ("phone_host", _check_host),
    ("phones", "port"): ("phone_port", _check_port),
}
SECTIONS = {section for section, _ in SCHEMA if section}


def _parse_time(value: str) -> _dt.time:
    hours, minutes = value.split(":")
    return _dt.time(int(hours), int(minutes))


def line_of(raw: str, *path: str) -> int | None:
    """The line (1-based) of a TOML text where the key at `path` is set, e.g.
    line_of(raw, "games", "players", "animalia"): its `key =` line under its table
    header, a dotted `players.animalia =`, or else the line of the nearest enclosing
    table or inline table; None if not found."""
    want, current, nearest = tuple(p for p in path if p), (), None
    for number, line in enumerate(raw.splitlines(), 1):
        stripped = line.strip()
        header = HEADER_RE.match(stripped)
        if header:
            current = _key_parts(header.group(1))
            found = current
        else:
            key = KEY_RE.match(stripped)
            if not key:
                continue
            found = current + _key_parts(key.group(1))
        if found == want:
            return number
        if want[:len(found)] == found and (nearest is None or len(found) > nearest[0]):
            nearest = (len(found), number)
    return nearest[1] if nearest else None


def _key_parts(dotted: str) -> tuple[str, ...]:
    return tuple(part.strip().strip('"').strip() for part in dotted.split("."))


def section_line(raw: str, section: str) -> int | None:
    """The line (1-based) of a `[section]` header (or its first key) in a TOML text."""
    return line_of(raw, section)


def split_config(data: dict) -> tuple[dict, dict]:
    """(player settings: the top-level keys other than the kiosk's, kiosk sections)."""
    flat = {k: v for k, v in data.items() if not isinstance(v, dict) and ("", k) not in SCHEMA}
    kiosk = {k: v for k, v in data.items() if isinstance(v, dict) or ("", k) in SCHEMA}
    return flat, kiosk


def _apply(config: KioskConfig, data: dict, source: str, raw: str, strict: bool) -> None:
    for name, value in data.items():
        if isinstance(value, dict):
            if name not in SECTIONS:
                config.problems.append(f"{source}: line {section_line(raw, name) or '?'}: "
                                       f"unknown section [{shown(name)[1:-1]}] "
                                       f"(known: {', '.join(sorted(SECTIONS))})")
                continue
            items = [(name, key, v) for key, v in value.items()]
        else:
            items = [("", name, value)]
        for section, key, v in items:
            spec = SCHEMA.get((section, key))
            if spec is None:
                known = ", ".join(k for s, k in SCHEMA if s == section)
                config.problems.append(f"{_where(raw, source, section, key)}: unknown key "
                                       f"(known: {known})")
                continue
            try:
                setattr(config, spec[0], spec[1](v))
            except SubkeyError as exc:
                config.problems.append(f"{_where(raw, source, section, key, exc.key)}: {exc}")
            except ValueError as exc:
                config.problems.append(f"{_where(raw, source, section, key)}: {exc}, "
                                       f"not {shown(v)}")
    if config.default_bot not in config.bot_levels:
        config.problems.append(f"{_where(raw, source, 'bots', 'default')}: must be one of "
                               f"bots.levels ({', '.join(config.bot_levels)}), not "
                               f"{shown(config.default_bot)}")
        fallback = KioskConfig.default_bot
        config.default_bot = fallback if fallback in config.bot_levels else config.bot_levels[0]
    if strict and config.problems:
        raise ValueError(config.problems[0])


def _where(raw: str, source: str, *path: str) -> str:
    """"FILE: line N: key 'a.b'" for the key at `path` ("" for a top-level section)."""
    path = tuple(p for p in path if p)
    return f"{source}: line {line_of(raw, *path) or '?'}: key '{'.'.join(path)}'"


def default_config() -> KioskConfig:
    """The embedded defaults (kiosk_default.toml)."""
    config = KioskConfig()
    raw = read_text_file(DEFAULT_FILE)
    _apply(config, parse_toml(raw, DEFAULT_FILE.name), DEFAULT_FILE.name, raw, strict=True)
    config.source = "default"
    return config


def load_kiosk_config(data: dict | None, source: str = "config",
                      raw: str = "") -> KioskConfig:
    """Defaults, then the kiosk keys of `data` (the parsed --config); never raises:
    bad keys are listed in `problems` (file, line, key) and keep their defaults."""
    config = default_config()
    if data:
        _apply(config, split_config(data)[1], source, raw, strict=False)
        config.source = source
    return config


def read_raw(path: str | Path) -> str:
    """The config file's text, for line numbers ("" if unreadable)."""
    try:
        return read_text_file(path)
    except BadFile:
        return ""


class AdminCombo:
    """Recognises the admin combo held for `hold` seconds, from raw key and pad events."""

    def __init__(self, keys: str, pad: str, hold: float) -> None:
        from scenes.input import PAD_BUTTONS
        parts = keys.split("+")
        self.mods = [p for p in parts if p in KEY_NAMES]
        letters = [p for p in parts if p not in KEY_NAMES]
        self.key = ord(letters[0]) if letters else None   # SDL letter keys are ASCII
        self.pad_buttons = {PAD_BUTTONS[p] for p in pad.split("+")}
        self.hold = hold
        self.keys_down: dict[int, int] = {}          # key -> mods when it went down
        self.pads_down: dict[int, set[int]] = {}     # instance id -> buttons held
        self.held_for = 0.0
        self.fired = False

    def handle(self, event: pygame.event.Event) -> None:
        """Note a raw event (every event goes through here before the mapper)."""
        kind = event.type
        if kind == pygame.KEYDOWN:
            self.keys_down[event.key] = getattr(event, "mod", 0)
        elif kind == pygame.KEYUP:
            self.keys_down.pop(event.key, None)
        elif kind == pygame.CONTROLLERBUTTONDOWN:
            self.pads_down.setdefault(event.instance_id, set()).add(event.button)
        elif kind == pygame.CONTROLLERBUTTONUP:
            self.pads_down.get(event.instance_id, set()).discard(event.button)
        elif kind == pygame.CONTROLLERDEVICEREMOVED:
            self.pads_down.pop(event.instance_id, None)
        elif kind in (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED):
            self.release_all()

    def release_all(self) -> None:
        """Forget everything held."""
        self.keys_down.clear()
        self.pads_down.clear()

    def active(self) -> bool:
        """Whether the whole combo is held right now (keys or one pad)."""
        if self.key is not None and self.key in self.keys_down:
            mods = self.keys_down[self.key]
            if all(mods & KEY_MODS[m] or any(k in self.keys_down for k in KEY_NAMES[m])
                   for m in self.mods):
                return True
        return any(self.pad_buttons <= held for held in self.pads_down.values())

    def tick(self, dt: float) -> bool:
        """Advance time; True once when the combo has been held long enough."""
        if not self.active():
            self.held_for = 0.0
            self.fired = False
            return False
        self.held_for += dt
        if self.held_for >= self.hold and not self.fired:
            self.fired = True
            return True
        return False


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


def kiosk_data_dir(save_dir, config: KioskConfig) -> Path:
    """The kiosk's data folder: --save-dir, else the config's save_dir, else the default."""
    from scenes.save import default_data_dir
    if save_dir:
        return Path(save_dir)
    if config.save_dir:
        return Path(config.save_dir).expanduser()
    return default_data_dir()


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


class QuietLogFile(logging.handlers.RotatingFileHandler):
    """The kiosk's log file. A line it cannot write (a full disk) is dropped and counted
    in `dropped`, with one warning on stderr, instead of Python's "--- Logging error
    ---" and a traceback for every line."""

    dropped = 0

    def handleError(self, record: logging.LogRecord | None) -> None:
        self.dropped += 1
        if self.dropped == 1:
            print(error_line(f"menagerie: warning: cannot write the kiosk log "
                             f"{self.baseFilename}: its lines are dropped while it cannot"),
                  file=sys.stderr)

    def close(self) -> None:
        try:
            super().close()
        except OSError:              # the last buffered lines, on the same full disk
            self.handleError(None)


def open_log(folder: Path) -> logging.Handler | None:
    """Attach a rotating log file in `folder`; None (and a stderr line) if impossible."""
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
