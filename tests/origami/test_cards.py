"""cards.toml: the 90 cards, the confirmed facts, and errors naming card and field."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import load_game
from game.data import DataError
from game.origami import cards as cards_mod
from game.origami.cards import (BY_ID, CARDS, CARDS_FILE, CONFIRMED_VALUES, EFFECT_PARAMS,
                                FAMILIES, load_cards)
from game.origami.effects import ACTIONS, INSTANTS
from game.origami.scoring import BONUSES

INTERFACE_FIELDS = {"id", "name", "count", "family", "folds", "cost", "points", "effect_type",
                    "effect", "source", "name_fr", "effect_fr"}


def test_ninety_cards_five_families_of_eighteen() -> None:
    assert sum(c.count for c in CARDS) == 90
    for family in FAMILIES:
        assert sum(c.count for c in CARDS if c.family == family) == 18
    assert len(CARDS) == 38


def test_confirmed_facts() -> None:
    assert BY_ID["butterfly"].folds == 4 and BY_ID["owl"].folds == 2
    assert BY_ID["elephant"].folds == 2 and BY_ID["pig"].folds == 3
    assert BY_ID["raccoon"].cost == 4 and BY_ID["ant"].count == 5 and BY_ID["fly"].count == 3
    for (card, key), value in CONFIRMED_VALUES.items():
        assert getattr(BY_ID[card], key) == value


def test_cards_output_has_exactly_the_interface_fields() -> None:
    out = load_game("origami").cards()
    assert len(out) == 38
    for entry in out:
        assert set(entry) == INTERFACE_FIELDS
        assert entry["effect_type"] in ("instant", "bonus", "action", "none")
        assert entry["source"] in ("rulebook", "published", "inferred", "house")
        assert 1 <= entry["folds"] <= 4 and 2 <= entry["cost"] <= 9
    assert {e["id"] for e in out} >= {"fox", "grasshopper", "raccoon", "shark", "whale"}


def test_registry_matches_the_schema() -> None:
    assert set(INSTANTS) == set(EFFECT_PARAMS["instant"])
    assert set(ACTIONS) == set(EFFECT_PARAMS["action"])
    assert set(BONUSES) == set(EFFECT_PARAMS["bonus"])


def _broken(tmp_path: Path, old: str, new: str) -> Path:
    text = CARDS_FILE.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "cards.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize("old,new,message", [
    ('id = "cat"\nname_en = "Cat"\nname_fr = "Chat"\nfamily = "farm"\ncount = 4\nfolds = 2',
     'id = "cat"\nname_en = "Cat"\nname_fr = "Chat"\nfamily = "farm"\ncount = 4\nfolds = 7',
     "card 'cat': field 'folds' is 7"),
    ('id = "pig"\nname_en = "Pig"\nname_fr = "Cochon"\nfamily = "farm"\ncount = 2\nfolds = 3',
     'id = "pig"\nname_en = "Pig"\nname_fr = "Cochon"\nfamily = "farm"\ncount = 2\nfolds = 2',
     "card 'pig': field 'folds' is 2, but the confirmed value is 3"),
    ('effect = "fox_draw"', 'effect = "fox_drw"', "card 'fox': field 'effect' is 'fox_drw'"),
    ('params = { draw = 3 }', 'params = { drow = 3 }', "card 'fox': params has unknown key"),
    ('id = "ant"\nname_en = "Ant"\nname_fr = "Fourmi"\nfamily = "garden"\ncount = 5',
     'id = "ant"\nname_en = "Ant"\nname_fr = "Fourmi"\nfamily = "garden"\ncount = 4',
     "card 'ant': field 'count' is 4"),
    ('cost = 9', 'cost = "nine"', "card 'lion': field 'cost' must be a whole number"),
    ('effect_type = "bonus"\neffect = "uncovered"', 'effect_type = "bonus!"\neffect = "uncovered"',
     "card 'pig': field 'effect_type' is 'bonus!'"),
    ('name_fr = "Mouche"\n', '', "card 'fly': missing field 'name_fr'"),
    ('params = { card = "butterfly", amount = 1 }', 'params = { card = "moth", amount = 1 }',
     "card 'caterpillar': params.card names unknown card 'moth'"),
    ('source = "house"\nfield_sources = { count = "published", family = "published" }\n\n'
     '[[card]]\nid = "sheep"',
     'source = "folklore"\nfield_sources = { count = "published", family = "published" }\n\n'
     '[[card]]\nid = "sheep"', "card 'cat': source 'folklore'"),
    ('[[card]]\nid = "fly"', '[[card]\nid = "fly"', "cards.toml"),
])
def test_broken_file_names_card_and_field(tmp_path, old, new, message) -> None:
    with pytest.raises(DataError, match=message.replace("(", r"\(").replace("?", r"\?")):
        load_cards(_broken(tmp_path, old, new))


def test_missing_file(tmp_path) -> None:
    with pytest.raises(DataError, match="file not found"):
        load_cards(tmp_path / "nope.toml")


def test_module_tables_agree() -> None:
    for card in CARDS:
        assert cards_mod.FOLDS[card.id] == card.folds
        assert cards_mod.COST[card.id] == card.cost
    assert len(cards_mod.family_deck(["farm", "sea"])) == 36


def test_card_document_is_up_to_date() -> None:
    import sys
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    from origami_cardtable import RECONSTRUCTION, markdown
    doc = Path(__file__).resolve().parents[2] / "docs" / "origami-cards.md"
    assert doc.read_text(encoding="utf-8") == markdown(), \
        "run: python tools/origami_cardtable.py --out docs/origami-cards.md"
    assert "reconstruction" in RECONSTRUCTION["en"] and "reconstitution" in RECONSTRUCTION["fr"]
