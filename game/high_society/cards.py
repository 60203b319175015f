"""High Society's card data: read and checked from cards.toml, flattened for speed.

The 16 status cards are numbered 0..15 in file order ("physical" cards: the three x2
titles are three numbers sharing the id "x2", told apart by their copy index, since
each has its own name in Animalement Vôtre). The engine keeps these small ints in its
hot data; names are looked up here only for events, descriptions and the card list.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from game import catalog
from game.data import DataError, load_toml, package_file

CARDS_FILE = package_file(__file__, "cards.toml")
SKINS = ("animalement_votre", "high_society")
DEFAULT_SKIN = "animalement_votre"
KINDS = ("possession", "title", "scandal", "debt", "theft")
NEGATIVE_KINDS = ("scandal", "debt", "theft")
SOURCES = ("book", "source", "house")
MONEY_COUNT = 11


@dataclass(frozen=True)
class StatusKind:
    """One distinct status card (possibly several copies) as the file describes it."""

    id: str
    kind: str
    value: float
    count: int
    red: bool
    names: dict          # skin -> (tuple of English names, tuple of French names, source)
    texts: dict = None   # skin -> {language: tuple of names}, every language of the file


@dataclass(frozen=True)
class CardData:
    """Everything cards.toml says, checked, plus flat per-physical-card tables."""

    money: tuple[int, ...]
    skins: dict                      # skin -> (English name, French name)
    kinds: tuple[StatusKind, ...]
    card_id: tuple[str, ...]         # per physical card
    copy: tuple[int, ...]            # per physical card: which copy of its id
    kind: tuple[str, ...]            # per physical card
    possession_value: tuple[int, ...]  # per physical card: 1..10, or 0 if not a possession
    negative: tuple[bool, ...]       # per physical card: auctioned in reverse
    red: tuple[bool, ...]            # per physical card: ends the game as the 4th red

    def name(self, card: int, skin: str, lang: str = "en") -> str:
        """The name of physical card `card` in a skin and language (English when the
        file has no names in that language)."""
        entry = self.by_id[self.card_id[card]]
        return catalog.pick(entry.texts[skin], lang)[self.copy[card]]

    @cached_property
    def by_id(self) -> dict:
        """{id: StatusKind}."""
        return {entry.id: entry for entry in self.kinds}

    def physical(self, card_id: str, copy: int = 0) -> int:
        """The physical card number of an id and copy; KeyError if there is none."""
        for card, (cid, cop) in enumerate(zip(self.card_id, self.copy)):
            if cid == card_id and cop == copy:
                return card
        raise KeyError(f"no card {card_id!r} copy {copy}")


def _need(table: dict, key: str, kind, where: str):
    """table[key], checked for presence and type; DataError naming where and key."""
    if key not in table:
        raise DataError(f"{where}: missing field {key!r}")
    value = table[key]
    if isinstance(value, bool) and kind is not bool:
        raise DataError(f"{where}: field {key!r} must be {_kind_name(kind)}, not {value!r}")
    if not isinstance(value, kind):
        raise DataError(f"{where}: field {key!r} must be {_kind_name(kind)}, not {value!r}")
    return value


def _kind_name(kind) -> str:
    if isinstance(kind, tuple):
        return " or ".join(k.__name__ for k in kind)
    return kind.__name__


def _read_names(entry: dict, skin: str, count: int, where: str) -> tuple:
    """(English names, French names, source) of one entry in one skin."""
    table = _need(entry, skin, dict, where)
    names = []
    for lang in ("en", "fr"):
        values = _need(table, lang, list, f"{where}.{skin}")
        if len(values) != count or not all(isinstance(v, str) and v for v in values):
            raise DataError(f"{where}.{skin}.{lang}: needs {count} non-empty names "
                            f"(one per copy), got {values!r}")
        names.append(tuple(values))
    source = _need(table, "source", str, f"{where}.{skin}")
    if source not in SOURCES:
        raise DataError(f"{where}.{skin}.source: {source!r} is not one of {SOURCES}")
    return names[0], names[1], source


def _read_kind(entry, index: int, path: Path) -> StatusKind:
    """One [[status]] entry, checked."""
    where = f"{path.name}: status[{index}]"
    if not isinstance(entry, dict):
        raise DataError(f"{where}: must be a table")
    card_id = _need(entry, "id", str, where)
    where = f"{path.name}: status {card_id!r}"
    kind = _need(entry, "kind", str, where)
    if kind not in KINDS:
        raise DataError(f"{where}: kind {kind!r} is not one of {KINDS}")
    value = _need(entry, "value", (int, float), where)
    count = _need(entry, "count", int, where)
    if count < 1:
        raise DataError(f"{where}: count must be at least 1, not {count}")
    red = _need(entry, "red", bool, where)
    if kind == "possession" and (value != int(value) or not 1 <= value <= 10
                                 or card_id != str(int(value)) or count != 1):
        raise DataError(f"{where}: a possession has count 1 and its id is its value 1..10")
    names = {skin: _read_names(entry, skin, count, where) for skin in SKINS}
    texts = {skin: {lang: tuple(v) for lang, v in entry[skin].items() if lang != "source"}
             for skin in SKINS}
    for skin, by_lang in texts.items():
        for lang, values in by_lang.items():
            if len(values) != count or not all(isinstance(v, str) and v for v in values):
                raise DataError(f"{where}.{skin}.{lang}: needs {count} non-empty names "
                                f"(one per copy), got {list(values)!r}")
    return StatusKind(card_id, kind, value, count, red, names, texts)


def load_cards(path: Path = CARDS_FILE) -> CardData:
    """Read and check cards.toml; a DataError names the file, card and field."""
    path = Path(path)
    raw = load_toml(path)
    money = tuple(_need(_need(raw, "money", dict, path.name), "values", list,
                        f"{path.name}: money"))
    if (len(money) != MONEY_COUNT or not all(type(v) is int and v > 0 for v in money)
            or list(money) != sorted(set(money))):
        raise DataError(f"{path.name}: money.values must be {MONEY_COUNT} increasing "
                        f"positive whole numbers, not {list(money)}")
    skins_table = _need(raw, "skins", dict, path.name)
    skins = {}
    for skin in SKINS:
        table = _need(skins_table, skin, dict, f"{path.name}: skins")
        skins[skin] = (_need(table, "name", str, f"{path.name}: skins.{skin}"),
                       _need(table, "name_fr", str, f"{path.name}: skins.{skin}"))
    entries = _need(raw, "status", list, path.name)
    kinds = tuple(_read_kind(entry, i, path) for i, entry in enumerate(entries))
    seen = set()
    for entry in kinds:
        if entry.id in seen:
            raise DataError(f"{path.name}: status {entry.id!r} is listed twice")
        seen.add(entry.id)
    for kind in KINDS:
        if not any(entry.kind == kind for entry in kinds):
            raise DataError(f"{path.name}: no status card of kind {kind!r}")
    for kind in NEGATIVE_KINDS:
        if sum(entry.count for entry in kinds if entry.kind == kind) != 1:
            raise DataError(f"{path.name}: there must be exactly one {kind!r} card")
    return _flatten(money, skins, kinds)


def _flatten(money: tuple, skins: dict, kinds: tuple) -> CardData:
    """Build the per-physical-card tables."""
    ids, copies, kind_of, values, negative, red = [], [], [], [], [], []
    for entry in kinds:
        for copy in range(entry.count):
            ids.append(entry.id)
            copies.append(copy)
            kind_of.append(entry.kind)
            values.append(int(entry.value) if entry.kind == "possession" else 0)
            negative.append(entry.kind in NEGATIVE_KINDS)
            red.append(entry.red)
    return CardData(money, skins, kinds, tuple(ids), tuple(copies), tuple(kind_of),
                    tuple(values), tuple(negative), tuple(red))


CARDS = load_cards()
