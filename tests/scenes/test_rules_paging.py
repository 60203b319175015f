"""The rules screen: Page Down / Page Up (and E / Q, a pad's shoulders) turn pages of
the same game's rules; left and right change the game."""

from __future__ import annotations

import pytest

from scenes.input import Action, ActionEvent
from scenes.rules import RulesScene, rules_lines

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
    lines = len(rules_lines(scene.games[scene.index], app.lang))
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
