"""Animimix species data: the fixed ids, the per-player set-up table and cards.toml.

Species are numbered 0..7 in the INTERFACES.md order; engines and scorers work on those
indexes, moves and files on the string ids.
"""

from __future__ import annotations

import re
from pathlib import Path

from game.data import DataError, load_toml, package_file

SPECIES: tuple[str, ...] = ("monkey", "wolf", "elephant", "pelican", "penguin",
                            "chameleon", "lovebird", "lion")
SPECIES_INDEX: dict[str, int] = {name: i for i, name in enumerate(SPECIES)}
MONKEY, WOLF, ELEPHANT, PELICAN, PENGUIN, CHAMELEON, LOVEBIRD, LION = range(8)
CARDS_PER_SPECIES = 10
MOUNTAIN_TOKENS = 30

# players: (species in play, grid rows, grid columns, cards in hand) [book]
SETUP: dict[int, tuple[int, int, int, int]] = {
    2: (3, 4, 4, 6),
    3: (4, 4, 5, 6),
    4: (5, 5, 5, 6),
    5: (6, 5, 6, 6),
    6: (7, 6, 6, 5),
}

CARDS_FILE = package_file(__file__, "cards.toml")
TEXT_FIELDS = ("name", "name_fr", "one_en", "one_fr", "scoring_en", "scoring_fr")  # required
MORE_TEXT = re.compile(r"(name|one|scoring)_[a-z]{2,3}")    # another language's: name_xx


def load_species(path: Path = CARDS_FILE) -> list[dict]:
    """The species entries of cards.toml, in SPECIES order; DataError names card and field."""
    data = load_toml(path)
    entries = data.get("species")
    if not isinstance(entries, list):
        raise DataError(f"{path}: missing [[species]] tables")
    by_id: dict[str, dict] = {}
    for index, entry in enumerate(entries):
        where = f"{path}: species[{index}]"
        if not isinstance(entry, dict):
            raise DataError(f"{where}: must be a table")
        ident = entry.get("id")
        if ident not in SPECIES_INDEX:
            raise DataError(f"{where}: field 'id' must be one of {', '.join(SPECIES)}, "
                            f"not {ident!r}")
        if ident in by_id:
            raise DataError(f"{where}: species {ident!r} listed twice")
        for key in TEXT_FIELDS:
            if not isinstance(entry.get(key), str) or not entry[key].strip():
                raise DataError(f"{where} ({ident}): field {key!r} must be a non-empty text")
        if entry.get("count") != CARDS_PER_SPECIES:
            raise DataError(f"{where} ({ident}): field 'count' must be {CARDS_PER_SPECIES}, "
                            f"not {entry.get('count')!r}")
        by_id[ident] = {"id": ident, "count": CARDS_PER_SPECIES,
                        **{key: entry[key] for key in TEXT_FIELDS},
                        **{key: str(value) for key, value in entry.items()
                           if MORE_TEXT.fullmatch(key) and key not in TEXT_FIELDS}}
    missing = [name for name in SPECIES if name not in by_id]
    if missing:
        raise DataError(f"{path}: missing species {', '.join(missing)}")
    return [by_id[name] for name in SPECIES]


SPECIES_DATA: list[dict] = load_species()
# Texts by language: catalog.localized(SPECIES_DATA[i], "name" | "one" | "scoring", lang).
