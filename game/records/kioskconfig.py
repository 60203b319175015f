"""The unattended café kiosk's config: `load_kiosk_config` reads the embedded
`kiosk_default.toml`, then the admin's --config file over it; every bad key is reported
with file, line and key and replaced by its default, so a kiosk always starts. No
pygame here.
"""

from __future__ import annotations

import datetime as _dt
import logging
import math
import re
from dataclasses import dataclass, field
from pathlib import Path

from game.core import shown
from game.data import BadFile, parse_toml, read_text_file
from game.records.config import ATTRACT_RANGE, check_pin


DEFAULT_FILE = Path(__file__).resolve().parent / "kiosk_default.toml"
LEVELS = ("random", "easy", "medium", "hard", "expert")


def bot_levels() -> tuple[str, ...]:
    """The seat kinds a kiosk may offer: the levels, each with its personalities."""
    from game.ai.personas import with_personas      # (not at start-up: the bots' modules)
    return with_personas(LEVELS)
MODIFIERS = ("ctrl", "shift", "alt")          # the admin combo's keys, by name
PAD_BUTTON_NAMES = ("a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick",
                    "leftshoulder", "rightshoulder", "dpup", "dpdown", "dpleft", "dpright")
TIME_RE = re.compile(r"^([01]\d|2[0-3]):([0-5]\d)$")
DAY_SECONDS = 86400.0
HEADER_RE = re.compile(r'^\[\s*([\w\-." ]+?)\s*\]\s*(#.*)?$')    # [section] or [a.b]
KEY_RE = re.compile(r'^([\w\-." ]+?)\s*=')                          # key = or a.b =

log = logging.getLogger("menagerie.kiosk")


def installed_games() -> list[str]:
    """Every installed game, in menu order: what a kiosk offers unless its config says."""
    from game import GAME_IDS
    return list(GAME_IDS)


@dataclass
class KioskConfig:
    """Every kiosk setting (see kiosk_default.toml for what each means)."""

    lang: str = "fr"
    games: list[str] = field(default_factory=installed_games)
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
    if not isinstance(v, list) or not v or any(lv not in bot_levels() for lv in v):
        raise ValueError(f"must be a non-empty list of {', '.join(bot_levels())}")
    return list(dict.fromkeys(v))


def _check_level(v):
    if v not in bot_levels():
        raise ValueError(f"must be one of {', '.join(bot_levels())}")
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
    if len(parts) < 2 or any(p not in MODIFIERS and len(p) != 1 for p in parts):
        raise ValueError('must be modifiers and a letter, e.g. "ctrl+shift+a"')
    return v.lower()


def _check_pad(v):
    parts = v.lower().split("+") if isinstance(v, str) else []
    if len(parts) < 2 or any(p not in PAD_BUTTON_NAMES for p in parts):
        raise ValueError(f"must be pad buttons joined by +, of {', '.join(PAD_BUTTON_NAMES)}")
    return v.lower()


def _check_bool(v):
    if not isinstance(v, bool):
        raise ValueError("must be true or false")
    return v


def _check_host(v):
    from game.net.addresses import check_host
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
