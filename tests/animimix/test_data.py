"""cards.toml checks: a broken species file raises DataError naming the card and field."""

from __future__ import annotations

import pytest

from game.animimix.cards import CARDS_FILE, load_species
from game.data import DataError

GOOD = CARDS_FILE.read_text(encoding="utf-8")


def write(tmp_path, text: str):
    path = tmp_path / "cards.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_shipped_file_loads() -> None:
    assert [entry["id"] for entry in load_species()][:2] == ["monkey", "wolf"]


@pytest.mark.parametrize("old,new,message", [
    ('id = "wolf"', 'id = "wolves"', r"species\[1\]: field 'id'"),
    ('name_fr = "Loups"', 'name_fr = ""', r"species\[1\] \(wolf\): field 'name_fr'"),
    ('id = "lion"\nname = "Lion"\nname_fr = "Lion"\none_en = "a lion"\none_fr = "un lion"\n'
     'count = 10', 'id = "lion"\nname = "Lion"\nname_fr = "Lion"\none_en = "a lion"\n'
     'one_fr = "un lion"\ncount = 9', r"\(lion\): field 'count' must be 10"),
    ('id = "wolf"', 'id = "monkey"', r"species 'monkey' listed twice"),
    ('[[species]]\nid = "lion"', 'oops = [', r"cards.toml"),
])
def test_broken_file_names_card_and_field(tmp_path, old, new, message) -> None:
    assert old in GOOD
    with pytest.raises(DataError, match=message):
        load_species(write(tmp_path, GOOD.replace(old, new, 1)))


def test_missing_species_is_named(tmp_path) -> None:
    cut = GOOD[:GOOD.rindex("[[species]]")]
    with pytest.raises(DataError, match="missing species lion"):
        load_species(write(tmp_path, cut))


def test_missing_file(tmp_path) -> None:
    with pytest.raises(DataError, match="file not found"):
        load_species(tmp_path / "nope.toml")
