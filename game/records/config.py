"""Player settings and admin configuration: defaults, validation, persistence.

Settings (language, volumes, mute, full screen, text size, colour-blind mode,
animation speed, Animalia's medals face up, the phone server's address) apply at once and persist in
`settings.json` in the data folder.
`--config FILE` (TOML or JSON) may set the same keys plus admin ones (kiosk, attract
delay); a bad config file is a ConfigError naming the file and key. A damaged
settings.json is set aside (settings.json.corrupt-N) and reported; the defaults are
used, never fatal.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game import catalog
from game.core import shown
from game.data import BadFile, move_aside, parse_json, parse_toml, read_text_file
from game.records.save import atomic_write_json

PIN_MIN, PIN_MAX = 4, 8        # an admin PIN's digits (6 recommended)

SETTINGS_NAME = "settings.json"
TEXT_SCALES = (1.0, 1.25, 1.5)
ANIM_SPEEDS = (0.0, 0.5, 1.0, 2.0)   # 0 = instant
VOLUME_STEPS = 10
ADMIN_KEYS = ("kiosk", "attract_after", "admin_pin")   # from --config / flags, never persisted
ATTRACT_RANGE = (5.0, 86400.0)   # seconds: the attract loop starts within a day at most


class ConfigError(ValueError):
    """A config file or value that is not allowed; the message names file and key."""


@dataclass
class Settings:
    """Everything the player (or the kiosk admin) can set."""

    lang: str = ""                # "" = the system's language (game.i18n.system_language)
    master: float = 0.8
    music: float = 0.6
    effects: float = 0.8
    mute: bool = False
    fullscreen: bool | None = None     # None: the screen decides (see scenes.shell.display)
    text_scale: float = 1.0
    colorblind: bool = False
    anim_speed: float = 1.0
    medals_shown: bool = False    # Animalia: others' medals face up (the book: face down)
    moves_panel: bool = False     # the legal moves also listed as text (M shows or hides it)
    kiosk: bool = False
    attract_after: float = 60.0   # seconds idle on the title before the attract loop
    admin_pin: str = ""           # kiosk: the PIN of the hidden admin exit ("" = none)
    phone_host: str = ""          # the phone server's address ("" = the config's, else LAN)
    online_server: str = "nats://127.0.0.1:4222"   # the NATS server online play goes through

    def update_from(self, data: dict, source: str) -> None:
        """Set fields from a dict, checking each; raises ConfigError naming the key."""
        if not isinstance(data, dict):
            raise ConfigError(f"{source}: expected a table/object of settings")
        known = {f.name: f for f in fields(self)}
        for key, value in data.items():
            if key not in known:
                raise ConfigError(f"{source}: unknown key {shown(key)} "
                                  f"(known: {', '.join(known)})")
            setattr(self, key, _checked(key, value, source))

    def to_json(self) -> dict:
        """A JSON-ready dict of what the player chose (admin-only keys left out)."""
        data = asdict(self)
        for key in ADMIN_KEYS:
            data.pop(key)
        return data


def is_ascii_digits(value: object) -> bool:
    """Whether `value` is a non-empty string of the digits 0-9 only (str.isdigit also
    takes "٢٤٦٨" and "²", which no PIN pad can type)."""
    return isinstance(value, str) and value.isascii() and value.isdigit()


def check_pin(value) -> str:
    """The PIN if it is a string of 4 to 8 ASCII digits; else ValueError saying so."""
    if not is_ascii_digits(value) or not PIN_MIN <= len(value) <= PIN_MAX:
        raise ValueError(f"must be a string of {PIN_MIN} to {PIN_MAX} digits 0-9 "
                         "(6 recommended)")
    return value


def _checked(key: str, value, source: str):
    where = f"{source}: key {key!r}"
    if key == "lang":
        if value != "" and not catalog.is_language(value):
            known = ", ".join(f'"{code}"' for code in catalog.languages())
            raise ConfigError(f"{where} must be one of {known} (or \"\" for the system's), "
                              f"not {shown(value)}")
        return value
    if key == "admin_pin":
        try:
            return check_pin(value)
        except ValueError as exc:
            raise ConfigError(f"{where} {exc}") from None
    if key == "phone_host":
        from game.net.addresses import check_host    # socket and ipaddress only
        try:
            return check_host(value)
        except ValueError as exc:
            raise ConfigError(f"{where} {exc}") from None
    if key == "online_server":
        if not isinstance(value, str) or len(value) > 200 or not value.startswith(
                ("nats://", "tls://", "ws://", "wss://")):
            raise ConfigError(f"{where} must be a nats://, tls://, ws:// or wss:// address, "
                              f"not {shown(value)}")
        return value
    if key == "fullscreen" and value is None:
        return value
    if key in ("mute", "fullscreen", "colorblind", "kiosk", "medals_shown",
               "moves_panel"):
        if not isinstance(value, bool):
            raise ConfigError(f"{where} must be true or false, not {shown(value)}")
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ConfigError(f"{where} must be a number, not {shown(value)}")
    try:
        value = float(value)
    except OverflowError:           # a JSON integer of hundreds of digits
        value = math.inf
    if not math.isfinite(value):
        raise ConfigError(f"{where} must be a finite number, not {shown(value)}")
    if key in ("master", "music", "effects") and not 0.0 <= value <= 1.0:
        raise ConfigError(f"{where} must be between 0 and 1, not {value}")
    if key == "text_scale" and value not in TEXT_SCALES:
        raise ConfigError(f"{where} must be one of {TEXT_SCALES}, not {value}")
    if key == "anim_speed" and value not in ANIM_SPEEDS:
        raise ConfigError(f"{where} must be one of {ANIM_SPEEDS} (0 = instant), not {value}")
    low, high = ATTRACT_RANGE
    if key == "attract_after" and not low <= value <= high:
        raise ConfigError(f"{where} must be {low:g} to {high:g} seconds, not {value:g}")
    return value


def read_config_file(path: str | Path) -> dict:
    """Parse a TOML (.toml) or JSON config file (at most 16 MB, 32 levels deep);
    raises ConfigError with file and line."""
    path = Path(path)
    try:
        text = read_text_file(path)
        if path.suffix.lower() == ".toml":
            return parse_toml(text, path)
        data = parse_json(text, path)
    except BadFile as exc:
        if exc.missing:
            raise ConfigError(f"{path}: cannot read config (file not found)") from None
        raise ConfigError(str(exc)) from None
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: expected an object of settings")
    return data


class SettingsStore:
    """Loads and saves the player's settings in a folder."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / SETTINGS_NAME
        self.warning = ""
        self.moved_to: Path | None = None     # where a damaged file was set aside

    def load(self) -> Settings:
        """Stored settings, or defaults if missing or damaged: a damaged file is set
        aside (settings.json.corrupt-N), never overwritten (see `warning`, `moved_to`)."""
        settings = Settings()
        if not self.path.exists():
            return settings
        try:
            settings.update_from(read_config_file(self.path), str(self.path))
        except ConfigError as exc:
            self.moved_to = move_aside(self.path)
            aside = (f"set aside as {self.moved_to.name}" if self.moved_to
                     else "it could not be set aside")
            self.warning = f"{exc}; {aside}, the default settings are used"
            return Settings()
        return settings

    def save(self, settings: Settings) -> None:
        """Persist settings atomically (errors are reported, not raised)."""
        try:
            atomic_write_json(self.path, settings.to_json())
            self.warning = ""
        except OSError as exc:
            self.warning = f"{self.path}: cannot save settings ({exc.strerror or exc})"
