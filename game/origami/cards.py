"""Origami's card data: read from cards.toml, checked field by field, flattened for speed.

The engine handles cards as their string ids ("fox", "ant"); the per-id tables below
(FOLDS, COST, POINTS, FAMILY, EFFECT, PARAMS, EFFECT_TYPE) are filled once at import.
A broken file raises DataError naming the card and the field, so nothing can start on
bad data. Facts confirmed by the rulebook or a published source (CONFIRMED) are checked
too: a balance tweak cannot silently change them.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

from game import catalog
from game.data import DataError, load_toml, package_file

CARDS_FILE = package_file(__file__, "cards.toml")
FAMILIES = ("farm", "sky", "sea", "savanna", "garden")
EFFECT_TYPES = ("instant", "bonus", "action", "none")
SOURCES = ("rulebook", "published", "inferred", "house")
FIELDS = ("id", "name_en", "name_fr", "family", "count", "folds", "cost", "points",
          "effect_type", "effect", "params", "effect_en", "effect_fr", "source",
          "field_sources")
TEXT_COLUMN = re.compile(r"(name|effect)_[a-z]{2,3}")   # name_en, effect_fr, name_xx...
PER_FAMILY = 18
DECK_SIZE = 90
FOLD_RANGE = (1, 4)
COST_RANGE = (2, 9)

# Facts given by the rulebook or RULINGS.md section 4: they must never drift.
CONFIRMED_COUNTS = {
    "cat": 4, "sheep": 4, "raccoon": 2, "pig": 2, "dog": 2, "fox": 2, "rabbit": 2,
    "chick": 4, "parrot": 2, "owl": 2, "dove": 2, "chicken": 2, "vulture": 2, "eagle": 2,
    "magpie": 2, "minnow": 4, "shell": 2, "ray": 2, "whale": 2, "squid": 2, "crab": 2,
    "dolphin": 2, "shark": 2, "monkey": 4, "cheetah": 2, "rhino": 2, "gorilla": 2,
    "elephant": 2, "zebra": 2, "lion": 2, "snake": 2, "ant": 5, "butterfly": 2, "bee": 2,
    "grasshopper": 2, "caterpillar": 2, "spider": 2, "fly": 3,
}
CONFIRMED_FAMILY = {
    "farm": ("cat", "sheep", "raccoon", "pig", "dog", "fox", "rabbit"),
    "sky": ("chick", "parrot", "owl", "dove", "chicken", "vulture", "eagle", "magpie"),
    "sea": ("minnow", "shell", "ray", "whale", "squid", "crab", "dolphin", "shark"),
    "savanna": ("monkey", "cheetah", "rhino", "gorilla", "elephant", "zebra", "lion",
                "snake"),
    "garden": ("ant", "butterfly", "bee", "grasshopper", "caterpillar", "spider", "fly"),
}
CONFIRMED_VALUES = {
    ("butterfly", "folds"): 4, ("owl", "folds"): 2, ("elephant", "folds"): 2,
    ("pig", "folds"): 3, ("raccoon", "cost"): 4, ("bee", "folds"): 4,
    ("parrot", "folds"): 2, ("chick", "folds"): 1, ("raccoon", "folds"): 2,
    ("chick", "points"): 3, ("chicken", "points"): 3, ("rabbit", "points"): 5,
    ("bee", "points"): 3, ("ant", "points"): 3,
}
CONFIRMED_EFFECTS = {
    "fox": ("action", "fox_draw"), "raccoon": ("action", "take_line_or_discard"),
    "dog": ("instant", "dog_draw"), "rabbit": ("bonus", "hand_cards"),
    "bee": ("bonus", "per_family"), "ant": ("bonus", "pairs"),
    "grasshopper": ("instant", "draw_then_play"), "spider": ("action", "take_line_exact"),
    "lion": ("action", "free_play"), "snake": ("instant", "slip_under"),
    "zebra": ("instant", "pass_right"), "dolphin": ("action", "discount_play"),
    "parrot": ("instant", "copy_instant"), "vulture": ("action", "vulture_play"),
    "whale": ("bonus", "same_family_collection"), "chicken": ("bonus", "per_card"),
    "shark": ("action", None),
}

# The effect functions of effects.py, by effect type, with the parameters each takes
# (effects.py registers exactly these names; a test keeps the two in step).
EFFECT_PARAMS = {
    "instant": {
        "draw_deck": {"n": int}, "dog_draw": {"base": int},
        "draw_then_discard": {"draw": int, "discard": int}, "take_line": {"folds": int},
        "take_line_any": {"n": int}, "take_discard_top": {}, "take_discard_any": {},
        "swap_cards": {"max": int}, "opponents_discard_to": {"limit": int},
        "pass_right": {}, "draw_then_play": {}, "copy_instant": {}, "slip_under": {},
    },
    "action": {
        "take_line_or_discard": {"folds": int}, "fox_draw": {"draw": int},
        "take_line_exact": {"folds": int}, "free_play": {}, "discount_play": {"discount": int},
        "vulture_play": {}, "opponent_discards": {"n": int},
    },
    "bonus": {
        "per_card": {"card": str, "amount": int, "self": bool},
        "per_family": {"family": str, "amount": int},
        "same_collection": {"card": str, "amount": int},
        "same_family_collection": {"family": str, "amount": int},
        "pairs": {"paired": int}, "hand_cards": {"per": int}, "uncovered": {"amount": int},
        "covered": {"amount": int}, "beneath": {"amount": int},
        "with_card": {"card": str, "amount": int},
    },
    "none": {"none": {}},
}


class Card(NamedTuple):
    """One distinct card, as cards.toml describes it (checked)."""

    id: str
    name_en: str
    name_fr: str
    family: str
    count: int
    folds: int
    cost: int
    points: int
    effect_type: str
    effect: str
    params: dict
    effect_en: str
    effect_fr: str
    source: str
    field_sources: dict
    texts: dict = {}        # every name_<lang> and effect_<lang> column, by column

    def name(self, lang: str = "en") -> str:
        """The card's name in the language (its `name_<lang>` column)."""
        return catalog.localized(self.texts, "name", lang, self.id)

    def effect_text(self, lang: str = "en") -> str:
        """What the card does, in the language (its `effect_<lang>` column)."""
        return catalog.localized(self.texts, "effect", lang)

    def the(self, lang: str = "en") -> str:
        """The name after its definite article: "the Dove", "la Colombe", "l'Aigle"
        (the article is the catalog's `card.origami.the.<id>`)."""
        return catalog.text(f"card.origami.the.{self.id}", lang, name=self.name(lang))

    def of_the(self, lang: str = "en") -> str:
        """"of the Dove", "de la Colombe", "du Hibou", "de l'Aigle"."""
        return catalog.text(f"card.origami.of_the.{self.id}", lang, name=self.name(lang))


def _field(raw: dict, where: str, key: str, kind: type):
    if key not in raw:
        raise DataError(f"{where}: missing field {key!r}")
    value = raw[key]
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise DataError(f"{where}: field {key!r} must be a whole number, not {value!r}")
    if not isinstance(value, kind):
        raise DataError(f"{where}: field {key!r} must be a {kind.__name__}, not {value!r}")
    return value


def _check_range(where: str, key: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        raise DataError(f"{where}: field {key!r} is {value}, not in {low}..{high}")


def parse_card(raw, index: int, path: Path, effect_names: dict) -> Card:
    """One [[card]] table, checked; raises DataError naming the card and field."""
    if not isinstance(raw, dict):
        raise DataError(f"{path}: card #{index + 1} is not a table")
    card_id = raw.get("id", f"#{index + 1}")
    where = f"{path.name}: card {card_id!r}"
    unknown = sorted(k for k in set(raw) - set(FIELDS) if not TEXT_COLUMN.fullmatch(k))
    if unknown:
        raise DataError(f"{where}: unknown field {unknown[0]!r}")
    values = {key: _field(raw, where, key, str) for key in
              ("id", "name_en", "name_fr", "family", "effect_type", "effect", "effect_en",
               "effect_fr", "source")}
    for key in ("count", "folds", "cost", "points"):
        values[key] = _field(raw, where, key, int)
    values["params"] = _field(raw, where, "params", dict)
    values["field_sources"] = _field(raw, where, "field_sources", dict)
    if values["family"] not in FAMILIES:
        raise DataError(f"{where}: field 'family' is {values['family']!r}, not one of "
                        f"{', '.join(FAMILIES)}")
    if values["effect_type"] not in EFFECT_TYPES:
        raise DataError(f"{where}: field 'effect_type' is {values['effect_type']!r}, not "
                        f"one of {', '.join(EFFECT_TYPES)}")
    for key in (values["source"], *values["field_sources"].values()):
        if key not in SOURCES:
            raise DataError(f"{where}: source {key!r} is not one of {', '.join(SOURCES)}")
    for key in values["field_sources"]:
        if key not in FIELDS:
            raise DataError(f"{where}: field_sources names unknown field {key!r}")
    _check_range(where, "count", values["count"], 1, PER_FAMILY)
    _check_range(where, "folds", values["folds"], *FOLD_RANGE)
    _check_range(where, "cost", values["cost"], *COST_RANGE)
    _check_range(where, "points", values["points"], 0, 20)
    for key in ("name_en", "name_fr", "effect_en", "effect_fr"):
        if not values[key].strip():
            raise DataError(f"{where}: field {key!r} is empty")
    _check_effect(where, values, effect_names)
    values["texts"] = {k: str(v) for k, v in raw.items() if TEXT_COLUMN.fullmatch(k)}
    return Card(**values)


def _check_effect(where: str, values: dict, effect_names: dict) -> None:
    kind, name = values["effect_type"], values["effect"]
    known = effect_names.get(kind, {})
    if name not in known:
        raise DataError(f"{where}: field 'effect' is {name!r}, not a known {kind} effect "
                        f"({', '.join(sorted(known))})")
    wanted = known[name]
    params = values["params"]
    for key in params:
        if key not in wanted:
            raise DataError(f"{where}: params has unknown key {key!r} for effect {name!r}")
    for key, kind_wanted in wanted.items():
        if key not in params:
            raise DataError(f"{where}: params lacks {key!r} for effect {name!r}")
        value = params[key]
        if kind_wanted is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise DataError(f"{where}: params.{key} must be a whole number, not {value!r}")
        if not isinstance(value, kind_wanted):
            raise DataError(f"{where}: params.{key} must be a {kind_wanted.__name__}")


def check_deck(cards: list[Card], path: Path) -> None:
    """Whole-deck checks: ids, families of 18, 90 cards, confirmed facts."""
    seen: set[str] = set()
    for card in cards:
        if card.id in seen:
            raise DataError(f"{path.name}: card {card.id!r} is listed twice")
        seen.add(card.id)
    by_id = {card.id: card for card in cards}
    for card_id, count in CONFIRMED_COUNTS.items():
        if card_id not in by_id:
            raise DataError(f"{path.name}: card {card_id!r} is missing")
        if by_id[card_id].count != count:
            raise DataError(f"{path.name}: card {card_id!r}: field 'count' is "
                            f"{by_id[card_id].count}, but the confirmed count is {count}")
    extra = sorted(seen - set(CONFIRMED_COUNTS))
    if extra:
        raise DataError(f"{path.name}: card {extra[0]!r} is not in the published card list")
    for family, members in CONFIRMED_FAMILY.items():
        for card_id in members:
            if by_id[card_id].family != family:
                raise DataError(f"{path.name}: card {card_id!r}: field 'family' is "
                                f"{by_id[card_id].family!r}, but it is a {family} card")
        total = sum(by_id[c].count for c in members)
        if total != PER_FAMILY:
            raise DataError(f"{path.name}: family {family!r} has {total} cards, not 18")
    for (card_id, key), value in CONFIRMED_VALUES.items():
        if getattr(by_id[card_id], key) != value:
            raise DataError(f"{path.name}: card {card_id!r}: field {key!r} is "
                            f"{getattr(by_id[card_id], key)}, but the confirmed value is {value}")
    for card in cards:
        ref = card.params.get("card")
        if ref is not None and ref not in by_id:
            raise DataError(f"{path.name}: card {card.id!r}: params.card names unknown "
                            f"card {ref!r}")
        family = card.params.get("family")
        if family is not None and family not in FAMILIES:
            raise DataError(f"{path.name}: card {card.id!r}: params.family names unknown "
                            f"family {family!r}")
        for key, value in card.params.items():
            if isinstance(value, int) and not isinstance(value, bool) and value < 0:
                raise DataError(f"{path.name}: card {card.id!r}: params.{key} is negative")
    for card_id, (kind, name) in CONFIRMED_EFFECTS.items():
        card = by_id[card_id]
        if card.effect_type != kind or (name is not None and card.effect != name):
            raise DataError(f"{path.name}: card {card_id!r}: field 'effect' must stay the "
                            f"confirmed {kind} effect {name or ''}".rstrip())


def load_cards(path: Path = CARDS_FILE, effect_names: dict | None = None) -> list[Card]:
    """Read and check cards.toml; raises DataError naming the card and the field."""
    if effect_names is None:
        effect_names = EFFECT_PARAMS
    data = load_toml(path)
    raw_cards = data.get("card")
    if not isinstance(raw_cards, list) or not raw_cards:
        raise DataError(f"{path.name}: no [[card]] tables")
    cards = [parse_card(raw, i, path, effect_names) for i, raw in enumerate(raw_cards)]
    check_deck(cards, path)
    return cards


CARDS: list[Card] = load_cards()
BY_ID: dict[str, Card] = {card.id: card for card in CARDS}
FOLDS: dict[str, int] = {c.id: c.folds for c in CARDS}
COST: dict[str, int] = {c.id: c.cost for c in CARDS}
POINTS: dict[str, int] = {c.id: c.points for c in CARDS}
FAMILY: dict[str, str] = {c.id: c.family for c in CARDS}
EFFECT: dict[str, str] = {c.id: c.effect for c in CARDS}
EFFECT_TYPE: dict[str, str] = {c.id: c.effect_type for c in CARDS}
PARAMS: dict[str, dict] = {c.id: dict(c.params) for c in CARDS}
ORDER: dict[str, int] = {c.id: i for i, c in enumerate(CARDS)}


def family_deck(families) -> list[str]:
    """Every physical card of the given families, in file order (before shuffling)."""
    wanted = set(families)
    return [c.id for c in CARDS if c.family in wanted for _ in range(c.count)]
