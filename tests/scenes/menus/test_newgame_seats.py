"""The new-game menu says what each seat's choice means: a person, or the bot level's
one sentence (game.ai.LEVELS), under the menu while the seat's row has the focus."""

from __future__ import annotations

import pytest

from game import catalog
from game.ai import LEVELS
from game.i18n import seat_help, text
from scenes.shell.input import Action, ActionEvent
from scenes.menus.newgame import NewGameScene

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
    words = seat_help(scene.seats[1], app.lang, scene.game.id).split()
    assert all(word in shown for word in words)            # wrapped, but all there
    app.dispatch(ActionEvent(Action.RIGHT))                 # the next level
    step(app)
    drawn_lines.clear()
    step(app)
    after = seat_help(scene.seats[1], app.lang, scene.game.id)
    assert after != " ".join(words)
    assert all(word in " ".join(drawn_lines) for word in after.split())


def test_new_game_remembers_the_last_game_seats_and_options(app):
    """*New game* always reset to Animalia; it now starts from what was last started."""
    from scenes.menus.newgame import LAST_GAME
    scene = NewGameScene(app)
    start(app, scene)
    origami = [g.id for g in scene.games].index("origami")
    scene._choose_game(origami)
    scene._change_players(+1)
    scene._change_seat(1, +1)
    opt = scene.game.OPTIONS[-1]
    scene._change_option(opt, +1)
    wanted = (scene.game.id, scene.players, list(scene.seats), dict(scene.options))
    scene._start_now()
    assert not scene.error
    step(app)
    assert app.stack.top.name == "table" and (app.data_dir / LAST_GAME).is_file()
    again = NewGameScene(app)
    assert (again.game.id, again.players, again.seats, again.options) == wanted


def test_a_damaged_last_game_file_is_passed_over(app):
    from scenes.menus.newgame import LAST_GAME
    (app.data_dir / LAST_GAME).write_text("[" * 100_000)
    scene = NewGameScene(app)
    assert scene.game.id == scene.games[0].id           # the first game, as before
    (app.data_dir / LAST_GAME).write_text('{"game": "origami", "players": 99, '
                                          '"seats": [], "options": {}}')
    assert NewGameScene(app).game.id == scene.games[0].id


def test_a_personality_seat_shows_its_name_and_its_style_at_this_game(app, drawn_lines):
    scene = NewGameScene(app)
    start(app, scene)
    scene._choose_game([g.id for g in scene.games].index("high_society"))
    scene.seats[1] = "margot"
    scene.menu.focus = next(i for i, item in enumerate(scene.menu.items)
                            if item.label() == text("seat", app.lang, n=2))
    step(app)
    shown = " ".join(drawn_lines)
    assert text("margot", app.lang) in shown               # "Bot: Margot, the magpie (medium)"
    style = catalog.text("style.collector.high_society", app.lang)
    assert all(word in shown for word in style.split())
    assert seat_help("margot", app.lang, "high_society") != seat_help("margot", app.lang, "origami")
