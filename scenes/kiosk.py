"""The unattended café kiosk: its TOML config, the admin combo, statistics, the log.

`load_kiosk_config` reads the embedded `kiosk_default.toml`, then the admin's --config
file over it: every bad key is reported with file, line and key and replaced by its
default, so a kiosk always starts. `AdminCombo` watches raw key and pad events for the
held admin combo (default Ctrl+Shift+A or Start+Back, 3 s). `KioskStats` counts games
per game and per day in an atomically written JSON file. `open_log` attaches a
RotatingFileHandler in the configured log folder.
"""

from __future__ import annotations

import datetime as _dt
import json
import logging
import logging.handlers
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from scenes.save import atomic_write_json

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

DEFAULT_FILE = Path(__file__).resolve().parent / "kiosk_default.toml"
LOG_NAME = "kiosk.log"
LOG_BYTES = 512 * 1024
LOG_BACKUPS = 4
STATS_NAME = "stats.json"
KIOSK_FOLDER = "kiosk"          # subfolder of the data folder for stats and admin choices
GAMES_NAME = "games.json"
ADMIN_EXIT_NAME = "admin-exit.json"   # in <data>/kiosk/: the admin stopped the kiosk
BOOT_ID = Path("/proc/sys/kernel/random/boot_id")
GATE_START, GATE_SKIP = 0, 1  # --kiosk-gate exit codes (systemd ExecCondition: 1-254 skip)
BOT_LEVELS = ("random", "easy", "medium", "hard", "expert")
KEY_NAMES = {"ctrl": (pygame.K_LCTRL, pygame.K_RCTRL), "shift": (pygame.K_LSHIFT, pygame.K_RSHIFT),
             "alt": (pygame.K_LALT, pygame.K_RALT)}
KEY_MODS = {"ctrl": pygame.KMOD_CTRL, "shift": pygame.KMOD_SHIFT, "alt": pygame.KMOD_ALT}
TIME_RE = re.compile(r"^([01]\d|2[0-3]):([0-5]\d)$")

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
    source: str = "default"
    problems: list[str] = field(default_factory=list)   # what was wrong and replaced

    def volume_at(self, now: _dt.time) -> float:
        """The master volume at a local time of day (quiet hours lower it)."""
        if len(self.quiet_hours) != 2:
            return self.volume
        start, end = (_parse_time(t) for t in self.quiet_hours)
        quiet = start <= now < end if start <= end else (now >= start or now < end)
        return min(self.volume, self.quiet_volume) if quiet else self.volume


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
            raise ValueError(f"unknown game {game!r}")
        if (not isinstance(counts, list) or not counts
                or any(isinstance(c, bool) or not isinstance(c, int) or not 1 <= c <= 8
                       for c in counts)):
            raise ValueError(f"{game} must be a list of player counts")
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


def _seconds(low: float):
    def check(v):
        if isinstance(v, bool) or not isinstance(v, (int, float)) or v < low:
            raise ValueError(f"must be a number of seconds >= {low}")
        return float(v)
    return check


def _check_pin(v):
    if not isinstance(v, str) or not v.isdigit() or not 4 <= len(v) <= 8:
        raise ValueError('must be a string of 4 to 8 digits, e.g. "2468"')
    return v


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
    ("idle", "attract_after"): ("attract_after", _seconds(5)),
    ("idle", "still_playing_after"): ("still_playing_after", _seconds(10)),
    ("idle", "still_playing_countdown"): ("still_playing_countdown", _seconds(3)),
    ("kiosk", "admin_pin"): ("admin_pin", _check_pin),
    ("kiosk", "admin_keys"): ("admin_keys", _check_keys),
    ("kiosk", "admin_pad"): ("admin_pad", _check_pad),
    ("kiosk", "admin_hold"): ("admin_hold", _seconds(1)),
    ("folders", "save_dir"): ("save_dir", _check_folder),
    ("folders", "log_dir"): ("log_dir", _check_folder),
    ("sound", "volume"): ("volume", _check_volume),
    ("sound", "quiet_hours"): ("quiet_hours", _check_quiet),
    ("sound", "quiet_volume"): ("quiet_volume", _check_volume),
}
SECTIONS = {section for section, _ in SCHEMA if section}


def _parse_time(value: str) -> _dt.time:
    hours, minutes = value.split(":")
    return _dt.time(int(hours), int(minutes))


def line_of(raw: str, section: str, key: str) -> int | None:
    """The line (1-based) where `key` is set in `[section]` of a TOML text, if found."""
    current = ""
    for number, line in enumerate(raw.splitlines(), 1):
        stripped = line.strip()
        header = re.match(r"^\[\s*([^\]]+?)\s*\]", stripped)
        if header:
            current = header.group(1)
            if section and current == f"{section}.{key}":
                return number
            continue
        if current == section and re.match(rf"^{re.escape(key)}\s*=", stripped):
            return number
    return None


def section_line(raw: str, section: str) -> int | None:
    """The line (1-based) of a `[section]` header in a TOML text, if found."""
    for number, line in enumerate(raw.splitlines(), 1):
        if re.match(rf"^\[\s*{re.escape(section)}\s*\]", line.strip()):
            return number
    return None


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
                                       f"unknown section [{name}] (known: {', '.join(sorted(SECTIONS))})")
                continue
            items = [(name, key, v) for key, v in value.items()]
        else:
            items = [("", name, value)]
        for section, key, v in items:
            where = f"{source}: line {line_of(raw, section, key) or '?'}: key " + (
                f"'{section}.{key}'" if section else f"'{key}'")
            spec = SCHEMA.get((section, key))
            if spec is None:
                known = ", ".join(k for s, k in SCHEMA if s == section)
                config.problems.append(f"{where}: unknown key (known: {known})")
                continue
            try:
                setattr(config, spec[0], spec[1](v))
            except ValueError as exc:
                config.problems.append(f"{where}: {exc}, not {v!r}; the default is used")
    if strict and config.problems:
        raise ValueError(config.problems[0])


def default_config() -> KioskConfig:
    """The embedded defaults (kiosk_default.toml)."""
    config = KioskConfig()
    raw = DEFAULT_FILE.read_text(encoding="utf-8")
    _apply(config, tomllib.loads(raw), DEFAULT_FILE.name, raw, strict=True)
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
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
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
    """Games started and finished per game and per day, kept in <data>/kiosk/stats.json."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / KIOSK_FOLDER / STATS_NAME
        self.data = self._load()

    def _load(self) -> dict:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if isinstance(data, dict) and isinstance(data.get("games"), dict) \
                    and isinstance(data.get("days"), dict):
                return data
            log.warning("%s: not a statistics file; starting from zero", self.path)
        except FileNotFoundError:
            pass
        except (OSError, ValueError) as exc:
            log.warning("%s: unreadable statistics (%s); starting from zero", self.path, exc)
        return {"games": {}, "days": {}}

    def record(self, game_id: str, what: str, day: str | None = None) -> None:
        """Count one game event ("started", "finished" or "abandoned") and save."""
        day = day or _dt.date.today().isoformat()
        per_game = self.data["games"].setdefault(game_id, {})
        per_game[what] = per_game.get(what, 0) + 1
        per_day = self.data["days"].setdefault(day, {}).setdefault(game_id, {})
        per_day[what] = per_day.get(what, 0) + 1
        self.save()

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
            out.append(f"{game}: {counts.get('finished', 0)} / {counts.get('started', 0)}")
        for day in sorted(self.data["days"])[-limit_days:]:
            total = sum(c.get("finished", 0) for c in self.data["days"][day].values())
            started = sum(c.get("started", 0) for c in self.data["days"][day].values())
            out.append(f"{day}: {total} / {started}")
        return out


def load_offered(folder: Path, config: KioskConfig) -> list[str]:
    """The games the admin chose in the admin menu, else the config's."""
    path = Path(folder) / KIOSK_FOLDER / GAMES_NAME
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, list) and data and all(g in config.games for g in data):
            return data
    except (OSError, ValueError):
        pass
    return list(config.games)


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
        return BOOT_ID.read_text(encoding="ascii").strip()
    except OSError:
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
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return GATE_START, "no admin exit on record: start"
    except OSError as exc:
        return GATE_START, f"{path}: unreadable ({exc.strerror or exc}): start"
    clear_admin_exit(folder)
    try:
        note = json.loads(raw)
        noted_boot, at = str(note["boot_id"]), str(note["at"])
    except (ValueError, TypeError, KeyError) as exc:
        return GATE_START, f"{path}: not an admin-exit note ({exc}): start"
    now_boot = boot_id()
    if noted_boot and now_boot and noted_boot != now_boot:
        return GATE_START, f"the admin exit of {at} was before this boot: start"
    return GATE_SKIP, (f"stopped from the admin menu at {at}: not starting again "
                       "(`systemctl start menagerie-kiosk` or a reboot starts it)")


def open_log(folder: Path) -> logging.Handler | None:
    """Attach a rotating log file in `folder`; None (and a stderr line) if impossible."""
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            Path(folder) / LOG_NAME, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS,
            encoding="utf-8")
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
