"""MenuScene: the BACK / pointer handling shared by the settings, pause, tutorial and
kiosk admin menus."""

from __future__ import annotations

import pytest

from scenes.shell.input import Action, ActionEvent, PointerEvent
from scenes.kiosk.screens import AdminMenuScene, ChooseGamesScene
from scenes.menus.pause import PauseScene
from scenes.menus.settings import SettingsScene
from scenes.table.table import TableScene
from scenes.menus.title import TitleScene
from scenes.tutorial.menu import LearnMenuScene
from scenes.menu import MenuScene

from scene_helpers import make_app, start, step


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, kiosk=True, lang="en")
    yield app
    app.shutdown()


def over_title(app, scene):
    start(app, TitleScene(app))
    app.stack.push(scene)
    app.stack.apply_pending()
    return scene


@pytest.mark.parametrize("make", [SettingsScene, LearnMenuScene, ChooseGamesScene])
def test_back_pops_a_menu_screen_but_a_held_back_does_not(app, make):
    scene = over_title(app, make(app))
    assert isinstance(scene, MenuScene)
    scene.action(ActionEvent(Action.BACK, True, "keyboard", repeat=True))
    scene.action(ActionEvent(Action.MENU, True, "keyboard"))
    step(app)
    assert app.stack.top is scene
    scene.action(ActionEvent(Action.BACK, True, "keyboard"))
    step(app)
    assert app.stack.top.name == "title"


def test_other_actions_and_pointer_reach_the_menu(app):
    scene = over_title(app, SettingsScene(app, admin=True))   # the kiosk's full list
    scene.action(ActionEvent(Action.DOWN, True, "keyboard"))
    assert scene.menu.focus == 1
    rect = scene.menu.rects()[3]
    scene.pointer(PointerEvent("move", rect.center, 0, "mouse"))
    assert scene.menu.focus == 3


def test_pause_menu_also_closes_on_menu(app):
    table = TableScene(app, "high_society", 3, ["human", "random", "random"], seed=3)
    start(app, table)
    app.stack.push(PauseScene(app, table))
    app.stack.apply_pending()
    app.stack.top.action(ActionEvent(Action.MENU, True, "keyboard"))
    step(app)
    assert app.stack.top is table


def test_admin_menu_back_goes_to_the_title_and_input_stops_the_auto_exit(app):
    menu = over_title(app, AdminMenuScene(app))
    menu.pointer(PointerEvent("move", (5, 5), 0, "mouse"))
    assert menu.countdown is not None                 # a mouse moving is not the admin
    menu.action(ActionEvent(Action.DOWN, True, "keyboard"))
    assert menu.countdown is None and menu.menu.focus == 1
    app.running = True
    step(app, 300)
    assert app.running and app.stack.top is menu
    menu.action(ActionEvent(Action.BACK, True, "keyboard"))
    step(app)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack) == 1
