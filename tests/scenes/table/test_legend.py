"""Each game's legend names its signs on sample cards: opened by the table's "?" chip
or F2, over the first lesson, closed by anything; every word in both languages and
readable from a sofa."""

from __future__ import annotations

import pygame
import pytest

from game import GAME_IDS, catalog
from scenes.shell.input import Action, ActionEvent, PointerEvent
from scenes.menus.legend import LegendScene, legend_data, numbered
from scenes.table.table import TableScene
from scenes.table.tablelayers import LEGEND_CHIP
from sprites import textfit
from sprites.labels import card_ids

from reading import unreadable
from scene_helpers import make_app, start, step


@pytest.fixture(params=["en", "fr"])
def app(request, tmp_path):
    app = make_app(tmp_path, lang=request.param)
    app.settings.anim_speed = 0.0
    yield app
    app.shutdown()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_names_its_signs_in_both_languages(game_id):
    height, cards = legend_data(game_id)
    assert height >= 300 and 1 <= len(cards) <= 8
    for card_id, signs in cards:
        assert card_id in card_ids(game_id)
        assert all(0 <= x <= 250 and 0 <= y <= 350 for _key, x, y in signs)
    assert len(numbered(game_id)) >= 4
    for key in numbered(game_id):
        for lang in catalog.languages():
            said = catalog.lookup(f"legend.{game_id}.{key}", lang)
            assert said and " — " in said, (game_id, key, lang)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_legend_reads_from_a_sofa_and_nothing_is_cut(app, game_id):
    start(app, LegendScene(app, game_id))
    surface = pygame.Surface((1920, 1080))
    with textfit.recording(app.text) as drawn:
        app.stack.top.draw(surface)
    lines = [b.line for b in drawn]
    assert not unreadable(drawn)
    assert not [b.line for b in drawn if b.cut]
    names = [catalog.text(f"legend.{game_id}.{k}", app.lang).partition(" — ")[0]
             for k in numbered(game_id)]
    assert all(name in lines for name in names)


def table(app, game_id="origami") -> TableScene:
    scene = TableScene(app, game_id, 3, ["human", "random", "random"], seed=2)
    scene.save_enabled = False
    start(app, scene)
    step(app, 5)
    return scene


def test_the_chip_and_f2_open_the_legend_and_anything_closes_it(app):
    scene = table(app)
    app.dispatch(PointerEvent("up", LEGEND_CHIP.center))
    step(app)
    assert isinstance(app.stack.top, LegendScene) and app.stack.top.game_id == "origami"
    app.dispatch(PointerEvent("up", (960, 540)))
    step(app)
    assert app.stack.top is scene
    app.dispatch(ActionEvent(Action.LEGEND))
    step(app)
    assert isinstance(app.stack.top, LegendScene)
    app.dispatch(ActionEvent(Action.BACK))
    step(app)
    assert app.stack.top is scene


def test_the_legend_opens_over_the_first_lesson(app):
    from scenes.tutorial.scene import TutorialScene, open_tutorial
    assert open_tutorial(app, "animalia", legend=True)
    step(app)
    assert isinstance(app.stack.top, LegendScene) and app.stack.top.game_id == "animalia"
    assert isinstance(app.stack.scenes[-2], TutorialScene)
    app.dispatch(ActionEvent(Action.CONFIRM))
    step(app)
    assert isinstance(app.stack.top, TutorialScene)
