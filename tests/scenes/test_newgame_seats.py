"""The new-game menu says what each seat's choice means: a person, or the bot level's
one sentence (game.ai.LEVELS), under the menu while the seat's row has the focus."""

from __future__ import annotations

import pytest

from game import catalog
from game.ai import LEVELS
from scenes.i18n import seat_help, text
from scenes.input import Action, ActionEvent
from scenes.newgame import NewGameScene

from scene_helpers import make_app, start, step


@pytest.fixture(params=["en", "fr"])
def app(request, tmp_path):
    app = make_app(tmp_path, lang=request.param)
    yield app
    app.shutdown()


def test_every_seat_kind_has_its_sentence(app):
    lang = app.lang
    assert seat_help("human", lang) == text("human_help", lang)
    for level in LEVELS:
        assert seat_help(level, lang) == catalog.text(f"level.{level}.about", lang)
    assert len({seat_help(level, lang) for level in LEVELS}) == len(LEVELS)


def test_the_focused_seat_shows_its_levels_sentence(app, drawn_lines):
    scene = NewGameScene(app)
    start(app, scene)
    seat2 = next(i for i, item in enumerate(scene.menu.items)
                 if item.label() == text("seat", app.lang, n=2))
    scene.menu.focus = seat2
    step(app)
    shown = " ".join(drawn_lines)
    words = seat_help(scene.seats[1], app.lang).split()
    assert all(word in shown for word in words)            # wrapped, but all there
    app.dispatch(ActionEvent(Action.RIGHT))                 # the next level
    step(app)
    drawn_lines.clear()
    step(app)
    after = seat_help(scene.seats[1], app.lang)
    assert after != " ".join(words)
    assert all(word in " ".join(drawn_lines) for word in after.split())
