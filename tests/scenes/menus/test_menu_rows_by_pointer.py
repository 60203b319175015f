"""Every menu row with a value does by pointer what it shows: a click on its "<" does
what LEFT does, on its ">" what RIGHT does, and a click on the value cycles through its
values back to the first."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.input import Action, ActionEvent, PointerEvent
from scenes.join import JoinScene
from scenes.kiosk.screens import ChooseGamesScene
from scenes.menus.newgame import NewGameScene
from scenes.menus.settings import SettingsScene
from scenes.menus.statscreen import ProfileScene, StatisticsScene
from scenes.menus.title import TitleScene

from scene_helpers import make_app, start

DEVICE = "keyboard:right"
MAX_VALUES = 60          # more values than any row has: a cycle ends before


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, lang="en")
    yield app
    app.shutdown()


@pytest.fixture
def kiosk_app(tmp_path):
    app = make_app(tmp_path / "kiosk", kiosk=True, lang="en")
    yield app
    app.shutdown()


def opened(app, make):
    start(app, TitleScene(app))
    scene = make(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    return scene


def click(scene, menu, pos) -> None:
    scene.pointer(PointerEvent("down", pos, 1, "mouse"))
    scene.pointer(PointerEvent("up", pos, 1, "mouse"))
    scene.draw(pygame.Surface((1920, 1080)))


def adjustable(menu) -> list[int]:
    return [i for i, item in enumerate(menu.items)
            if item.value is not None and item.on_change is not None and item.enabled()
            and item.on_confirm is None]


def key(scene, action: Action) -> None:
    scene.action(ActionEvent(action, True, DEVICE))


def seated(app):
    """The join screen, with the mouse and the keyboard's right area joined (a device
    that has not joined joins with its first press instead of using the menu)."""
    scene = JoinScene(app)
    scene._join("mouse")
    scene._join(DEVICE)
    return scene


SCENES = {
    "settings": SettingsScene,
    "kiosk settings": lambda app: SettingsScene(app, admin=True),
    "new game": NewGameScene,
    "join": seated,
    "statistics": StatisticsScene,
    "profile": lambda app: ProfileScene(app, app.profiles.add("Ada").id),
    "kiosk games": ChooseGamesScene,
}


@pytest.mark.parametrize("name", sorted(SCENES))
def test_every_adjustable_row_does_by_pointer_what_it_shows(request, name):
    kiosk = name in ("kiosk games", "kiosk settings")
    app = request.getfixturevalue("kiosk_app" if kiosk else "app")
    scene = opened(app, SCENES[name])
    rows = adjustable(scene.menu)
    assert rows, name
    for index in rows:
        menu = scene.menu
        if index >= len(menu.items) or index not in adjustable(menu):
            continue                              # an earlier row changed the list
        label = menu.items[index].label()
        centre = menu.rects()[index].center
        scene.pointer(PointerEvent("move", centre, 0, "mouse"))
        scene.draw(pygame.Surface((1920, 1080)))
        item = scene.menu.items[index]
        first = item.value()
        key(scene, Action.RIGHT)
        by_key_up = scene.menu.items[index].value()
        key(scene, Action.LEFT)
        back_by_key = scene.menu.items[index].value()
        scene.draw(pygame.Surface((1920, 1080)))
        less, more = scene.menu.arrows[index]
        click(scene, scene.menu, more.center)
        assert scene.menu.items[index].value() == by_key_up, (name, label, "'>'")
        less, more = scene.menu.arrows[index]        # (where the new value put them)
        click(scene, scene.menu, less.center)
        assert scene.menu.items[index].value() == back_by_key, (name, label, "'<'")
        value = scene.menu.items[index].value()
        start_value, seen = value, {value}
        for _ in range(MAX_VALUES):
            box = scene.menu.rects()[index]          # the value, between its arrows
            less, more = scene.menu.arrows[index]
            click(scene, scene.menu, ((less.right + more.left) // 2, box.centery))
            value = scene.menu.items[index].value()
            if value == start_value:
                break
            seen.add(value)
        # Back to the first value, or (a deal number's thousands) a new value each click.
        assert value == start_value or len(seen) == MAX_VALUES + 1, (name, label, seen)
        if by_key_up != first:
            assert len(seen) > 1, (name, label, "a click on the value changes it")


def test_the_players_row_goes_down_by_its_less_sign(app):
    """The issue's example: New game, Players, click "<": one fewer, never more."""
    scene = opened(app, NewGameScene)
    menu = scene.menu
    index = next(i for i, item in enumerate(menu.items) if item.label() == "Players")
    scene.pointer(PointerEvent("move", menu.rects()[index].center, 0, "mouse"))
    scene.draw(pygame.Surface((1920, 1080)))
    players = scene.players
    click(scene, menu, menu.arrows[index][0].center)
    assert scene.players == max(scene.game.min_players, players - 1)
    click(scene, menu, menu.arrows[index][1].center)
    click(scene, menu, menu.arrows[index][1].center)
    assert scene.players == min(scene.game.max_players, max(scene.game.min_players,
                                                             players - 1) + 2)
