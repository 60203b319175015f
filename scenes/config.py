"""Player settings and admin configuration: defaults, validation, persistence.

Settings (language, volumes, mute, full screen, text size, colour-blind mode,
animation speed, Animalia's medals face up) apply at once and persist in
`settings.json` in the data folder.
`--config FILE` (TOML or JSON) may set the same keys plus admin ones (kiosk, attract
delay); a bad config file is a ConfigError naming the file and key. A damaged
settings.json is ignored (defaults used), never fatal.
"""

from __future__ import annotations

import json
import sys
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game import catalog
from scenes.save import atomic_write_json

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

SETTINGS_NAME = "settings.json"
TEXT_SCALES = (1.0, 1.25, 1.5)
ANIM_SPEEDS = (0.0, 0.5, 1.0, 2.0)   # 0 = instant
VOLUME_STEPS = 10
ADMIN_KEYS = ("kiosk", "attract_after", "admin_pin")   # from --config / flags, never persisted


class ConfigError(ValueError):
    """A config file or value that is not allowed; the message names file and key."""


@dataclass
class Settings:
    """Everything the player (or the kiosk admin) can set."""

    lang: str = ""                # "" = the system's language (scenes.i18n.system_language)
    master: float = 0.8
    music: float = 0.6
    effects: float = 0.8
    mute: bool = False
    fullscreen: bool = False
    text_scale: float = 1.0
    colorblind: bool = False
    anim_speed: float = 1.0
    medals_shown: bool = False    # Animalia: others' medals face up (the book: face down)
    kiosk: bool = False
    attract_after: float = 60.0   # seconds idle on the title before the attract loop
    admin_pin: str = ""           # kiosk: the PIN of the hidden admin exit ("" = none)

    def update_from(self, data: dict, source: str) -> None:
        """Set fields from a dict, checking each; raises ConfigError naming the key."""
        if not isinstance(data, dict):
            raise ConfigError(f"{source}: expected a table/object of settings")
        known = {f.name: f for f in fields(self)}
        for key, value in data.items():
            if key not in known:
                raise ConfigError(f"{source}: unknown key {key!r} (known: {', '.join(known)})")
            setattr(self, key, _checked(key, value, source))

    def to_json(self) -> dict:
        """A JSON-ready dict of what the player chose (admin-only keys left out)."""
        data = asdict(self)
        for key in ADMIN_KEYS:
            data.pop(key)
        return data


def _checked(key: str, value, source: str):
    where = f"{source}: key {key!r}"
    if key == "lang":
        if value != "" and not catalog.is_language(value):
            known = ", ".join(f'"{code}"' for code in catalog.languages())
            raise ConfigError(f"{where} must be one of {known} (or \"\" for the system's), "
                              f"not {value!r}")
        return value
    if key == "admin_pin":
        if not isinstance(value, str) or not value.isdigit() or not 4 <= len(value) <= 8:
            raise ConfigError(f"{where} must be a string of 4 to 8 digits")
        return value
    if key in ("mute", "fullscreen", "colorblind", "kiosk", "medals_shown"):
        if not isinstance(value, bool):
            raise ConfigError(f"{where} must be true or false, not {value!r}")
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ConfigError(f"{where} must be a number, not {value!r}")
    value = float(value)
    if key in ("master", "music", "effects") and not 0.0 <= value <= 1.0:
        raise ConfigError(f"{where} must be between 0 and 1, not {value}")
    if key == "text_scale" and value not in TEXT_SCALES:
        raise ConfigError(f"{where} must be one of {TEXT_SCALES}, not {value}")
    if key == "anim_speed" and value not in ANIM_SPEEDS:
        raise ConfigError(f"{where} must be one of {ANIM_SPEEDS} (0 = instant), not {value}")
    if key == "attract_after" and value < 5:
        raise ConfigError(f"{where} must be at least 5 seconds, not {value}")
    return value


def read_config_file(path: str | Path) -> dict:
    """Parse a TOML (.toml) or JSON config file; raises ConfigError with file and line."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read config ({exc.strerror or exc})") from None
    try:
        if path.suffix.lower() == ".toml":
            return tomllib.loads(raw.decode("utf-8"))
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: not UTF-8 text") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: {exc}") from None
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{path}: not valid JSON (line {exc.lineno}: {exc.msg})") from None
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: expected an object of settings")
    return data


class SettingsStore:
    """Loads and saves the player's settings in a folder."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / SETTINGS_NAME
        self.warning = ""

    def load(self) -> Settings:
        """Stored settings, or defaults if missing or damaged (see `warning`)."""
        settings = Settings()
        if not self.path.is_file():
            return settings
        try:
            settings.update_from(read_config_file(self.path), str(self.path))
        except ConfigError as exc:
            self.warning = str(exc)
            return Settings()
        return settings

    def save(self, settings: Settings) -> None:
        """Persist settings atomically (errors are reported, not raised)."""
        try:
            atomic_write_json(self.path, settings.to_json())
            self.warning = ""
        except OSError as exc:
            self.warning = f"{self.path}: cannot save settings ({exc.strerror or exc})"
