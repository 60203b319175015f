"""SDL game-controller mappings: built from a raw joystick's inputs, saved, loaded, applied.

SDL turns a raw joystick into a game controller (the standard A/B/X/Y layout that
`scenes.shell.input` reads) when it knows a mapping line for the joystick's GUID:

    03000000aaaa0000bbbb000000000000,Cheap pad,a:b2,b:b1,dpup:h0.1,dpdown:-a1,platform:Linux,

Each field names a standard input and the raw one behind it: `b3` a button, `h0.4` hat 0
in direction 4 (1 up, 2 right, 4 down, 8 left), `-a1` / `+a1` one half of axis 1.

`mapping_line` builds such a line (the controller set-up screen, `scenes.menus.padsetup`);
`save_mapping` keeps it in the data folder's `controllers.txt`, written atomically;
`load_mappings` gives SDL, at start, a user-supplied `gamecontrollerdb.txt` and then
`controllers.txt` from the data folder, through the adder the shell passes
(`scenes.shell.sdl.controller_mapping_adder`: SDL's `SDL_GameControllerAddMapping`, through
ctypes, since pygame-ce 2.5 has no call to add a mapping). No pygame here.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from game.data import BadFile, read_text_file

USER_FILE = "controllers.txt"          # mappings made with the set-up screen
DB_FILE = "gamecontrollerdb.txt"       # a user-supplied copy of the community database
# The standard inputs the set-up screen asks for, in order (SDL's names).
STEPS = ("a", "b", "x", "y", "back", "start", "dpup", "dpdown", "dpleft", "dpright",
         "leftshoulder", "rightshoulder")
KNOWN_FIELDS = frozenset(STEPS) | {
    "guide", "leftstick", "rightstick", "lefttrigger", "righttrigger", "leftx", "lefty",
    "rightx", "righty", "paddle1", "paddle2", "paddle3", "paddle4", "touchpad",
    "misc1", "misc2", "misc3", "misc4", "misc5", "misc6",
    "platform", "crc", "hint", "sdk>=", "sdk<="}
TEXT_FIELDS = frozenset({"platform", "crc", "hint", "sdk>=", "sdk<="})
GUID = re.compile(r"^[0-9a-fA-F]{32}$")
BINDING = re.compile(r"^(b\d+|h\d+\.(1|2|4|8)|[+-]?a\d+~?)$")
HAT_BITS = {(0, 1): 1, (1, 0): 2, (0, -1): 4, (-1, 0): 8}   # pygame hat value -> SDL bit
AXIS_PRESSED = 0.5    # an axis this far from rest counts as a press
PLATFORMS = {"linux": "Linux", "win32": "Windows", "darwin": "Mac OS X"}   # sys.platform


class MappingError(ValueError):
    """A mapping line SDL could not use; the message says which part is wrong."""


def this_platform() -> str:
    """The platform name SDL writes in mapping lines ("Linux", "Windows", "Mac OS X")."""
    return PLATFORMS.get(sys.platform, sys.platform)


def button_binding(button: int) -> str:
    """The binding of a raw joystick button."""
    return f"b{int(button)}"


def hat_binding(hat: int, value: tuple[int, int]) -> str | None:
    """The binding of a hat pushed one way (None when centred or diagonal)."""
    bit = HAT_BITS.get((int(value[0]), int(value[1])))
    return None if bit is None else f"h{int(hat)}.{bit}"


def axis_binding(axis: int, value: float, rest: float = 0.0) -> str | None:
    """The binding of half an axis pushed from its rest position (None if barely moved)."""
    moved = float(value) - float(rest)
    if abs(moved) < AXIS_PRESSED:
        return None
    return f"{'+' if moved > 0 else '-'}a{int(axis)}"


def mapping_line(guid: str, name: str, bindings: dict[str, str],
                 platform_name: str | None = None) -> str:
    """An SDL mapping line for a joystick; raises MappingError on a bad part."""
    if not GUID.match(guid or ""):
        raise MappingError(f"GUID {guid!r} is not 32 hexadecimal digits")
    clean = " ".join(name.replace(",", " ").split()) or "Gamepad"
    if not bindings:
        raise MappingError("no button was set")
    fields = []
    for key in sorted(bindings, key=lambda k: (STEPS.index(k) if k in STEPS else 99, k)):
        if key not in KNOWN_FIELDS or key == "platform":
            raise MappingError(f"{key!r} is not a standard input")
        if not BINDING.match(bindings[key]):
            raise MappingError(f"{key}: {bindings[key]!r} is not a button, hat or axis")
        fields.append(f"{key}:{bindings[key]}")
    used = [bindings[k] for k in bindings]
    if len(set(used)) != len(used):
        raise MappingError("one raw input is set for two standard inputs")
    fields.append(f"platform:{platform_name or this_platform()}")
    return f"{guid.lower()},{clean},{','.join(fields)},"


def check_line(line: str) -> tuple[str, str, dict[str, str]]:
    """(guid, name, fields) of a mapping line; raises MappingError naming the problem."""
    parts = line.strip().split(",")
    if parts and parts[-1] == "":
        parts.pop()
    if len(parts) < 3:
        raise MappingError("expected GUID,name,field:value,...")
    guid, name, rest = parts[0], parts[1], parts[2:]
    if not GUID.match(guid) and guid != "xinput":
        raise MappingError(f"GUID {guid[:40]!r} is not 32 hexadecimal digits")
    fields: dict[str, str] = {}
    for part in rest:
        key, sep, value = part.partition(":")
        if not sep or not key or not value:
            raise MappingError(f"field {part[:40]!r} is not name:value")
        if key not in TEXT_FIELDS:
            key = key.lstrip("+-")            # "-leftx:b3": half an output axis
        if key not in KNOWN_FIELDS:
            raise MappingError(f"unknown field {key[:40]!r}")
        if key not in TEXT_FIELDS and not BINDING.match(value):
            raise MappingError(f"{key}: {value[:40]!r} is not a button, hat or axis")
        fields[key] = value
    return guid.lower(), name, fields


def read_mappings(path: Path) -> tuple[list[str], list[str]]:
    """The usable lines of a mapping file for this platform, and one problem per bad
    line ("line 7: ..."); comments, blank lines and other platforms' lines are skipped."""
    try:
        text = read_text_file(path, errors="replace")
    except BadFile as exc:
        return [], [] if exc.missing else [exc.problem]
    here = this_platform()
    lines, problems = [], []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            _guid, _name, fields = check_line(line)
        except MappingError as exc:
            problems.append(f"line {number}: {exc}")
            continue
        if fields.get("platform", here) == here:
            lines.append(line)
    return lines, problems


def save_mapping(data_dir: Path, line: str) -> Path:
    """Keep `line` in the data folder's controllers.txt (replacing the same GUID's line),
    written atomically; returns the file's path. Raises OSError if it cannot be written."""
    guid = check_line(line)[0]
    path = Path(data_dir) / USER_FILE
    kept = []
    try:
        earlier = read_text_file(path, errors="replace").splitlines()
    except BadFile as exc:
        if not exc.missing:
            raise OSError(f"{path}: {exc.problem}") from None
        earlier = []
    for old in earlier:
        if old.strip() and old.split(",", 1)[0].strip().lower() != guid:
            kept.append(old)
    kept.append(line)
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temp, "w", encoding="utf-8") as out:
            out.write("\n".join(kept) + "\n")
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    finally:
        if temp.exists():
            temp.unlink()
    return path


def load_mappings(data_dir: Path, add, report=None) -> int:
    """Give `add` (the shell's: SDL's, `scenes.shell.sdl.controller_mapping_adder`; None when
    SDL cannot take mappings) the data folder's gamecontrollerdb.txt, then
    controllers.txt (the player's own mappings win); returns how many lines it took.
    Bad lines are skipped with one message per file through `report` (default:
    stderr)."""
    report = report or (lambda message: print(f"menagerie: {message}", file=sys.stderr))
    taken = 0
    for name in (DB_FILE, USER_FILE):
        path = Path(data_dir) / name
        lines, problems = read_mappings(path)
        if problems:
            more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
            report(f"{path}: skipped {len(problems)} bad controller mapping "
                   f"line{'s' if len(problems) > 1 else ''}: {problems[0]}{more}")
        if lines and add is None:
            report(f"{path}: cannot give controller mappings to SDL here; ignored")
            return taken
        taken += sum(1 for line in lines if add(line))
    return taken
