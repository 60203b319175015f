"""The rules screen: Page Down / Page Up (and E / Q, a pad's shoulders) turn pages of
the same game's rules; left and right change the game."""

from __future__ import annotations

import pytest

from scenes.shell.input import Action, ActionEvent
from scenes.menus.rules import CARD_H, WRAP, CardRow, RulesScene, card_rows, rules_entries
from scenes.menus.rulepictures import RulesPicture

from scene_helpers import running_app, start, step


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, lang="en")


def press(scene, action):
    scene.action(ActionEvent(action))


def test_page_down_turns_a_page_of_the_same_game(app):
    scene = RulesScene(app, "origami")
    start(app, scene)
    step(app)
    lines = len(scene.entries())                          # rules, rows of cards, options
    shown = scene._page()[0]
    assert shown < lines                                  # more than a page of rules
    press(scene, Action.NEXT)
    assert scene.games[scene.index].id == "origami" and scene.scroll == shown
    press(scene, Action.PREV)
    assert scene.scroll == 0                              # back to the first page
    pages = 0
    while scene.scroll + scene._page()[0] < lines and pages < 50:
        press(scene, Action.NEXT)
        pages += 1
    assert scene.scroll <= scene._last() and pages < 50   # the last page is reached
    step(app)


def test_left_and_right_change_the_game(app):
    scene = RulesScene(app, "origami")
    start(app, scene)
    before = scene.index
    press(scene, Action.RIGHT)
    assert scene.index == (before + 1) % len(scene.games) and scene.scroll == 0
    press(scene, Action.LEFT)
    assert scene.index == before


@pytest.mark.parametrize("game_id", ["animalia", "high_society", "animimix", "origami"])
def test_the_rules_show_the_cards_faces_by_family(app, game_id):
    """The rules get the cards' pictures: rows of faces after the text, each within the
    text's width, drawn when scrolled to."""
    from game import load_game
    from scenes.table.layouts import game_module
    from sprites.labels import card_ids, card_info
    rows = card_rows(game_id, "en")
    assert rows and all(len(r.ids) * 100 <= WRAP for r in rows)
    shown = [card for row in rows for card in row.ids]
    chosen = getattr(game_module(game_id), "RULES_CARDS", None)
    names = {card_info(game_id, c).name("en") for c in (chosen or card_ids(game_id))}
    assert {card_info(game_id, c).name("en") for c in shown} == names     # each name once
    assert len(shown) == len(names)
    entries = rules_entries(load_game(game_id), "en")
    assert entries.index(rows[0]) < entries.index(("Options", False))
    scene = RulesScene(app, game_id)
    start(app, scene)
    scene.scroll = entries.index(rows[0])
    _shown, placed = scene._page()
    assert placed[0][0].get_height() == CARD_H
    assert placed[0][0].get_width() > len(rows[0].ids) * CARD_H // 2
    step(app)


def test_no_rules_line_is_taller_than_a_page(app):
    """Animimix's species option listed its 219 choices: a 7,700-character line, a
    15 MB picture, rendered and cached on every visit."""
    for game in RulesScene(app).games:
        for entry in rules_entries(game, app.lang):
            if not isinstance(entry, (CardRow, RulesPicture)) and entry[0]:
                assert len(entry[0]) < 600, entry[0][:80]
                picture = app.text.render(entry[0], 30, wrap=WRAP)
                assert picture.get_height() < 400, entry[0][:80]
