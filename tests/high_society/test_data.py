"""cards.toml, the card list of `python -m game cards high_society`, and options."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import OptionError
from game.data import DataError
from game.high_society.cards import CARDS_FILE, SKINS, load_cards

from .support import GAME

STATUS_IDS = [str(v) for v in range(1, 11)] + ["x2", "scandal", "debt", "theft"]


def test_card_list_has_every_status_card_once_and_the_money() -> None:
    cards = GAME.cards()
    status = [c for c in cards if c["kind"] != "money"]
    assert [c["id"] for c in status] == STATUS_IDS
    assert sum(c["count"] for c in status) == 16
    by_id = {c["id"]: c for c in cards}
    assert by_id["x2"]["count"] == 3 and by_id["x2"]["red"] and by_id["scandal"]["red"]
    assert sum(c["red"] for c in status for _ in range(c["count"])) == 4
    assert by_id["debt"]["value"] == -5 and by_id["7"]["value"] == 7
    assert {c["kind"] for c in status} == {"possession", "title", "scandal", "debt",
                                           "theft"}
    assert [c["negative"] for c in status].count(True) == 3
    money = [c["value"] for c in cards if c["kind"] == "money"]
    assert money == [1, 2, 3, 4, 6, 8, 10, 12, 15, 20, 25] and sum(money) == 106
    for card in cards:
        assert card["name"] and card["name_fr"]


def test_both_skins_name_every_copy_in_both_languages() -> None:
    for card in GAME.cards():
        if card["kind"] == "money":
            continue
        for skin in SKINS:
            names = card["skins"][skin]
            assert len(names["names"]) == len(names["names_fr"]) == card["count"]
            assert names["source"] in ("book", "source", "house")
    titles = GAME.cards()[10]["skins"]["animalement_votre"]["names_fr"]
    assert titles == ["Vif comme un poisson", "Fier comme un paon", "Coq du village"]
    assert GAME.card_name("theft", lang="fr") == "Malade comme un chien"
    assert GAME.card_name("debt", skin="high_society") == "Gambling debt"
    assert GAME.card_name("scandal", skin="high_society", lang="fr") == "Scandale"


def test_options() -> None:
    options = {opt.name: opt for opt in GAME.OPTIONS}
    assert options["skin"].default == "animalement_votre" and not options["skin"].house
    assert options["money_ledger"].default == "shown" and options["money_ledger"].house
    assert options["all_tied_poorest"].default == "none_out"
    assert options["all_tied_poorest"].house
    with pytest.raises(OptionError, match="skin"):
        GAME.new_game(3, 1, {"skin": "dogs"})
    state = GAME.new_game(3, 1, {"money_ledger": "hidden"})
    assert state.observe(0)["options"]["money_ledger"] == "hidden"


def broken(tmp_path: Path, old: str, new: str) -> Path:
    """A copy of cards.toml with one piece of text replaced."""
    text = CARDS_FILE.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "cards.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize("old,new,message", [
    ('id = "3"\nkind = "possession"\nvalue = 3\n', 'id = "3"\nkind = "possession"\n',
     "status '3': missing field 'value'"),
    ('kind = "debt"', 'kind = "loan"', "status 'debt': kind 'loan'"),
    ('count = 3', 'count = 2', "status 'x2'.animalement_votre.en: needs 2"),
    ('values = [1, 2, 3,', 'values = [1, 2, 2,', "money.values must be 11"),
    ('red = true', 'red = "yes"', "field 'red' must be bool"),
    ('source = "book" }\nhigh_society = { en = ["Theft"]',
     'source = "legend" }\nhigh_society = { en = ["Theft"]', "source: 'legend'"),
    ('[[status]]\nid = "theft"', '[[status]]\nid = "debt"', "'debt' is listed twice"),
    ('values = [', 'values = [[', "cards.toml"),
])
def test_broken_card_files_name_the_card_and_field(tmp_path, old, new, message) -> None:
    with pytest.raises(DataError) as caught:
        load_cards(broken(tmp_path, old, new))
    assert message in str(caught.value)


def test_missing_card_file(tmp_path) -> None:
    with pytest.raises(DataError, match="file not found"):
        load_cards(tmp_path / "nope.toml")
