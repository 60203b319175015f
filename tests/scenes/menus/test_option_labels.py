"""Every game option and every value it can take has a name in French and English."""

from __future__ import annotations

import pytest

from game import GAME_IDS, load_game
from game import catalog
from game.i18n import option_label, value_label


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_option_and_value_is_named_in_both_languages(game_id):
    for option in load_game(game_id).OPTIONS:
        assert catalog.has(f"option.{option.name}", "en"), f"{game_id}: option {option.name} has no label"
        for value in option.choices:
            if isinstance(value, str):
                for part in value.split(","):
                    assert catalog.has(f"value.{part}", "en"), f"{game_id}: {option.name}={part} has no label"


def test_a_list_value_reads_as_a_list_in_the_language():
    assert value_label("chameleon,lion,wolf", "fr") == "caméléons, lions, loups"
    assert value_label("farm,sky", "en") == "farm, sky"
    assert option_label("power_uses", "fr") == "Usage des pouvoirs"
