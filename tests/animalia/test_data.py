"""The card data file: a broken copy raises DataError naming the file, card and field."""

from __future__ import annotations

import pytest

from game.animalia.cards import DATA_FILE, ELEGANCE, POWER_OF, load_cards
from game.data import DataError


@pytest.mark.parametrize("old,new,needle", [
    ('elegance = 3\n', 'elegance = "3"\n', "members.champion.elegance must be a int"),
    ('name_fr = "coquet"\n', '', "members.smarty: missing field 'name_fr'"),
    ('power = "spy"', 'power = "wizard"', "members.spy.power: unknown power 'wizard'"),
    ('[families.parrot]', '[families.cow]\norder = 5\n\n[families.parrot]',
     "[families] must hold exactly 5 entries"),
    ('plural_fr = "chiens"\n', '', "families.dog: missing field 'plural_fr'"),
    ('name = "owl"', 'name = 3', "owl.name must be a str"),
    ('order = 4\nname = "parrot"', 'order = 7\nname = "parrot"', "[families] orders"),
    ('[owl]', '[owl', "cards.toml"),
])
def test_broken_card_file(tmp_path, old, new, needle):
    text = DATA_FILE.read_text(encoding="utf-8")
    assert old in text
    broken = tmp_path / "cards.toml"
    broken.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_cards(broken)
    assert needle in str(info.value) and "cards.toml" in str(info.value)


def test_missing_file(tmp_path):
    with pytest.raises(DataError, match="file not found"):
        load_cards(tmp_path / "cards.toml")


def test_shipped_values():
    assert ELEGANCE[:7] == (3, 2, 0, -1, 0, 0, 0) and ELEGANCE[35] == 0
    assert POWER_OF[:7] == (-1, -1, -1, -1, 0, 1, 2) and POWER_OF[35] == -1
