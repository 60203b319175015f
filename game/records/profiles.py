"""Players' profiles: up to 8 named people, each with a colour and an animal.

A profile is who sits at a human seat, chosen on *New game* and on the couch join
screen; a seat without one is a guest. Profiles live in `players.json` in the data
folder, written atomically; a damaged file is moved aside (`players.json.corrupt-N`)
and reported, as saves are. A kiosk keeps none (the app makes no store there).

A name is 1 to 16 characters once trimmed, every one of them drawn by the shipped
body fonts (`sprites.fonts.renderable`, passed in by the shell: `use_glyph_check`), and no two profiles share a name (whatever the case).
Profiles keep their id when renamed, so their statistics follow them.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import asdict, dataclass
from typing import Callable
from pathlib import Path

from game.core import shown
from game.data import (BadFile, atomic_write_json, checked_number, move_aside,
                       read_json_file)

PLAYERS_NAME = "players.json"
MAX_PROFILES = 8
NAME_MAX = 16
ID_PATTERN = re.compile(r"p[0-9]{1,9}")     # p1, p2, ... as ProfileStore.add makes them
MAX_ID = 10**9
LOAD_PROBLEMS = {"name_empty": "an empty name", "name_long": f"a name over {NAME_MAX} characters",
                 "name_glyph": "a name with a character the fonts cannot draw",
                 "colour": "a colour out of range"}
# A profile's colour: one of these (warm, distinct on the felt, and apart in grey too).
COLOURS = ((230, 96, 76), (78, 150, 230), (250, 200, 70), (150, 110, 220),
           (90, 190, 120), (240, 140, 200), (60, 200, 210), (200, 140, 80))
# A profile's animal: glyphs the card art already draws (sprites/glyphs*.py).
ANIMALS = ("fox", "owl", "cat", "rabbit", "penguin", "elephant", "lion", "whale",
           "monkey", "zebra", "chameleon", "dolphin")


@dataclass
class Profile:
    """One person: a stable id (statistics are filed under it), a name, a colour index
    into COLOURS and an animal of ANIMALS."""

    id: str
    name: str
    colour: int = 0
    animal: str = ANIMALS[0]

    @property
    def rgb(self) -> tuple[int, int, int]:
        return COLOURS[self.colour % len(COLOURS)]


class StoreDamaged(Exception):
    """A data file that was damaged and moved aside (`moved_to`, None if it could not
    be); the message names the file and the problem."""

    def __init__(self, message: str, moved_to: Path | None) -> None:
        super().__init__(message)
        self.moved_to = moved_to


def read_store(path: Path, check) -> dict | None:
    """Read a JSON store with the safe readers: None when missing; a file that cannot be
    read or fails `check(data) -> problem or None` is moved aside, then StoreDamaged."""
    try:
        data = read_json_file(path, path.name)
        problem = check(data)
        if problem:
            raise BadFile(path.name, problem)
    except BadFile as exc:
        if exc.missing:
            return None
        moved = move_aside(path)
        aside = f"set aside as {moved.name}" if moved else "it could not be set aside"
        raise StoreDamaged(f"{exc}; {aside}", moved) from None
    return data


def printable(char: str) -> bool:
    """Whether a character may be in a name before any font is asked: a space, or not a
    control, format or other space character."""
    return char == " " or unicodedata.category(char)[0] not in "CZ"


_drawable: Callable[[str], bool] = printable    # the shell's glyph check (see below)


def use_glyph_check(drawable: Callable[[str], bool]) -> None:
    """How a name's characters are checked: the shell passes the shipped fonts' own
    check (`sprites.fonts.renderable`); no pygame here."""
    global _drawable
    _drawable = drawable


def clean_name(name: str) -> str:
    """A name as kept: composed (é as one character), spaces trimmed and single."""
    return " ".join(unicodedata.normalize("NFC", name).split())


def name_problem(name: str, taken: list[str] = ()) -> str | None:
    """Why a (cleaned) name may not be used, as a catalog key of [players], or None:
    empty, over 16 characters, a character the fonts cannot draw, or another
    profile's name (case aside)."""
    if not name:
        return "name_empty"
    if len(name) > NAME_MAX:
        return "name_long"
    if not all(printable(char) and _drawable(char) for char in name):
        return "name_glyph"
    if name.casefold() in {other.casefold() for other in taken}:
        return "name_taken"
    return None


def _players_problem(data) -> str | None:
    """What is wrong with a players.json document, or None."""
    if not isinstance(data, dict) or not isinstance(data.get("profiles"), list):
        return "not a players file"
    seen = set()
    for item in data["profiles"]:
        if not (isinstance(item, dict) and isinstance(item.get("id"), str)
                and isinstance(item.get("name"), str)
                and isinstance(item.get("colour"), int) and item.get("animal") in ANIMALS):
            return "a profile lacks its id, name, colour or animal"
        if not ID_PATTERN.fullmatch(item["id"]):
            return f"profile id {shown(item['id'])} is not p1, p2..."
        if item["id"] in seen:
            return f"profile id {item['id']!r} twice"
        seen.add(item["id"])
        problem = name_problem(clean_name(item["name"])) or (
            None if 0 <= item["colour"] < len(COLOURS) else "colour")
        if problem:                  # a name drawn as boxes, 100,000 long or with a NUL
            return f"profile {item['id']}: {LOAD_PROBLEMS.get(problem, problem)}"
    if len(data["profiles"]) > MAX_PROFILES:
        return f"more than {MAX_PROFILES} profiles"
    try:
        checked_number(data.get("next", 1), "next", 1, MAX_ID, integer=True)
    except ValueError as exc:
        return str(exc)
    return None


class ProfileStore:
    """The profiles kept in a folder; every change is written at once (atomically).

    `damaged` holds the StoreDamaged of a file moved aside at load (else None); a write
    that failed is in `error` (the file keeps its last good content)."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / PLAYERS_NAME
        self.damaged: StoreDamaged | None = None
        self.error = ""
        self.profiles: list[Profile] = []
        self._next = 1
        try:
            data = read_store(self.path, _players_problem)
        except StoreDamaged as exc:
            self.damaged, data = exc, None
        if data:
            self.profiles = [Profile(p["id"], clean_name(p["name"]), p["colour"], p["animal"])
                             for p in data["profiles"]]
            self._next = max([data.get("next", 1)] + [_number(p.id) + 1 for p in self.profiles])

    # -- looking up -------------------------------------------------------------------
    def get(self, profile_id: str | None) -> Profile | None:
        """The profile of that id, or None (a guest, or a profile since deleted)."""
        return next((p for p in self.profiles if p.id == profile_id), None)

    def names(self, leaving_out: str | None = None) -> list[str]:
        return [p.name for p in self.profiles if p.id != leaving_out]

    @property
    def full(self) -> bool:
        return len(self.profiles) >= MAX_PROFILES

    # -- changing ---------------------------------------------------------------------
    def add(self, name: str) -> Profile:
        """A new profile (the first colour and animal no one has); ValueError with the
        catalog key of the problem if the name is refused or there are 8 already."""
        name = clean_name(name)
        problem = "full" if self.full else name_problem(name, self.names())
        if problem:
            raise ValueError(problem)
        colours = {p.colour for p in self.profiles}
        animals = {p.animal for p in self.profiles}
        profile = Profile(f"p{self._next}", name,
                          next(i for i in range(len(COLOURS)) if i not in colours),
                          next((a for a in ANIMALS if a not in animals), ANIMALS[0]))
        self._next += 1
        self.profiles.append(profile)
        self.save()
        return profile

    def rename(self, profile_id: str, name: str) -> None:
        """Give a profile a new name (ValueError with the problem's key if refused)."""
        profile = self.get(profile_id)
        name = clean_name(name)
        problem = "missing" if profile is None else name_problem(name, self.names(profile_id))
        if problem:
            raise ValueError(problem)
        profile.name = name
        self.save()

    def cycle(self, profile_id: str, what: str, step: int) -> None:
        """The next colour or animal ("colour" / "animal") of a profile."""
        profile = self.get(profile_id)
        if profile is None:
            return
        if what == "colour":
            profile.colour = (profile.colour + step) % len(COLOURS)
        else:
            profile.animal = ANIMALS[(ANIMALS.index(profile.animal) + step) % len(ANIMALS)]
        self.save()

    def delete(self, profile_id: str) -> None:
        """Forget a profile (its statistics are the statistics store's to forget)."""
        self.profiles = [p for p in self.profiles if p.id != profile_id]
        self.save()

    def save(self) -> None:
        """Write players.json atomically; a failure is kept in `error`, never raised."""
        try:
            atomic_write_json(self.path, {"profiles": [asdict(p) for p in self.profiles],
                                          "next": self._next}, pretty=True)
            self.error = ""
        except OSError as exc:
            self.error = f"{self.path.name}: {exc.strerror or exc}"


def _number(profile_id: str) -> int:
    digits = profile_id[1:]
    return int(digits) if profile_id.startswith("p") and digits.isdigit() else 0
