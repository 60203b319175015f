"""Animalia's 36 cards, read once from cards.toml into int-indexed tables.

A card is an int: `family * 7 + member` for the 35 animals (families in the order
cat, horse, dog, rabbit, parrot; members champion, smarty, cutie, scallywag, thief,
spy, prankster) and 35 for the owl. Its text id is "dog:champion" or "owl". Family
index 5 (OWL_FAMILY) marks the owl, the joker, in family counts.
"""

from __future__ import annotations

from game import catalog
from game.data import DataError, load_toml, package_file

DATA_FILE = package_file(__file__, "cards.toml")
FAMILY_COUNT = 5
MEMBER_COUNT = 7
OWL = FAMILY_COUNT * MEMBER_COUNT  # 35
OWL_FAMILY = FAMILY_COUNT  # the joker's slot in family counts
CARD_COUNT = OWL + 1
POWERS = ("thief", "spy", "prankster")
THIEF, SPY, PRANKSTER = 0, 1, 2
COLLECTION_SIZE = 5


def _need(table: dict, key: str, kind: type, where: str):
    """table[key] checked to be of `kind`, else a DataError naming the field."""
    if not isinstance(table, dict) or key not in table:
        raise DataError(f"{where}: missing field {key!r}")
    value = table[key]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise DataError(f"{where}.{key} must be a {kind.__name__}")
    return value


def _ordered(section: dict, name: str, count: int) -> list[tuple[str, dict]]:
    """The entries of a [families] or [members] table sorted by their `order` field."""
    if not isinstance(section, dict) or len(section) != count:
        raise DataError(f"[{name}] must hold exactly {count} entries")
    entries = sorted(section.items(), key=lambda kv: _need(kv[1], "order", int, f"{name}.{kv[0]}"))
    if [v["order"] for _, v in entries] != list(range(count)):
        raise DataError(f"[{name}] orders must be 0..{count - 1}")
    return entries


def _check(raw: dict) -> dict:
    """Check parsed card data; DataError names the card and field."""
    families = _ordered(raw.get("families"), "families", FAMILY_COUNT)
    members = _ordered(raw.get("members"), "members", MEMBER_COUNT)
    for key, fam in families:
        for field in ("name", "name_fr", "plural", "plural_fr"):
            _need(fam, field, str, f"families.{key}")
    for key, mem in members:
        where = f"members.{key}"
        for field in ("name", "name_fr", "power"):
            _need(mem, field, str, where)
        _need(mem, "elegance", int, where)
        if mem["power"] not in ("",) + POWERS:
            raise DataError(f"{where}.power: unknown power {mem['power']!r}")
    owl = raw.get("owl")
    for field in ("name", "name_fr"):
        _need(owl, field, str, "owl")
    _need(owl, "elegance", int, "owl")
    return {"families": families, "members": members, "owl": owl}


def load_cards(path=DATA_FILE) -> dict:
    """Parse and check a card data file; DataError names the file, card and field."""
    raw = load_toml(path)
    try:
        return _check(raw)
    except DataError as exc:
        raise DataError(f"{path.name}: {exc}") from None


_DATA = load_cards()
FAMILIES: tuple[str, ...] = tuple(k for k, _ in _DATA["families"])
MEMBERS: tuple[str, ...] = tuple(k for k, _ in _DATA["members"])
FAMILY_INFO: tuple[dict, ...] = tuple(v for _, v in _DATA["families"])
MEMBER_INFO: tuple[dict, ...] = tuple(v for _, v in _DATA["members"])
OWL_INFO: dict = _DATA["owl"]

CARD_IDS: tuple[str, ...] = tuple(
    f"{FAMILIES[c // MEMBER_COUNT]}:{MEMBERS[c % MEMBER_COUNT]}" for c in range(OWL)) + ("owl",)
CARD_INDEX: dict[str, int] = {cid: i for i, cid in enumerate(CARD_IDS)}
# Family of each card (OWL_FAMILY for the owl).
FAMILY_OF: tuple[int, ...] = tuple(c // MEMBER_COUNT for c in range(OWL)) + (OWL_FAMILY,)
# Printed elegance of each card (the owl's comes from the data; the option may override).
ELEGANCE: tuple[int, ...] = tuple(
    MEMBER_INFO[c % MEMBER_COUNT]["elegance"] for c in range(OWL)) + (OWL_INFO["elegance"],)
# Power of each card: THIEF, SPY, PRANKSTER or -1.
POWER_OF: tuple[int, ...] = tuple(
    POWERS.index(MEMBER_INFO[c % MEMBER_COUNT]["power"]) if MEMBER_INFO[c % MEMBER_COUNT]["power"]
    else -1 for c in range(OWL)) + (-1,)
REMOVED_MEMBERS = tuple(i for i, m in enumerate(MEMBER_INFO) if "removed_below" in m)


def removed_cards(players: int) -> tuple[int, ...]:
    """Cards left in the box for this player count (the cutie-pies below 5 players)."""
    return tuple(f * MEMBER_COUNT + m for m in REMOVED_MEMBERS for f in range(FAMILY_COUNT)
                 if players < MEMBER_INFO[m]["removed_below"])


def card_name(card: int, lang: str = "en") -> str:
    """A card's player-facing name, e.g. 'champion dog' or 'chien champion' (the word
    order is the catalog's `card.animalia.name`)."""
    if card == OWL:
        return catalog.localized(OWL_INFO, "name", lang)
    fam = FAMILY_INFO[card // MEMBER_COUNT]
    mem = MEMBER_INFO[card % MEMBER_COUNT]
    return catalog.text("card.animalia.name", lang, family=catalog.localized(fam, "name", lang),
                        member=catalog.localized(mem, "name", lang))


def member_name(member: str, lang: str = "en") -> str:
    """A member's name ('thief', 'voleur'), as cards.toml gives it."""
    return catalog.localized(MEMBER_INFO[MEMBERS.index(member)], "name", lang, member)


def family_name(family: int, lang: str = "en", plural: bool = False) -> str:
    """A family's name ('dog', 'chiens'...); OWL_FAMILY gives the owl's name."""
    if family == OWL_FAMILY:
        return catalog.localized(OWL_INFO, "name", lang)
    return catalog.localized(FAMILY_INFO[family], "plural" if plural else "name", lang)


def card_table() -> list[dict]:
    """One dict per distinct card for `python -m game cards animalia`."""
    out = []
    for card in range(CARD_COUNT):
        is_owl = card == OWL
        member = None if is_owl else MEMBERS[card % MEMBER_COUNT]
        removed = [] if is_owl else removed_cards(2)
        out.append({
            "id": CARD_IDS[card],
            **catalog.columns("name", lambda lang, c=card: card_name(c, lang)),
            "count": 1, "family": None if is_owl else FAMILIES[card // MEMBER_COUNT],
            "member": member, "stars": ELEGANCE[card], "elegance": ELEGANCE[card],
            "power": POWERS[POWER_OF[card]] if POWER_OF[card] >= 0 else None,
            "joker": is_owl, "players_min": 5 if card in removed else 2,
        })
    return out
