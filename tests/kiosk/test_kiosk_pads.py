"""An unknown pad at a kiosk (issue #34, item 21): never offered to a customer, but
logged, named in the admin menu, and set up from there."""

from __future__ import annotations

import logging

import pygame
import pytest

from scenes.menus import padsetup
from game.i18n import text
from game.records.kioskconfig import load_kiosk_config
from scenes.kiosk.screens import AdminMenuScene
from scenes.menus.padsetup import PadSetupScene, route_joystick
from scenes.menus.settings import SettingsScene
from scenes.menus.title import TitleScene

from scene_helpers import make_app, start, step

GUID = "03000000abcd00001234000001000000"


@pytest.fixture
def kiosk(tmp_path, monkeypatch):
    monkeypatch.setattr(padsetup, "_unknown", {})
    app = make_app(tmp_path, kiosk=True, kiosk_config=load_kiosk_config(None), lang="en")
    yield app
    app.shutdown()


def _plug(app) -> bool:
    event = pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0, guid=GUID,
                               name="Café Pad", known=False, instance_id=7)
    return route_joystick(app, event)


def test_an_unknown_pad_is_logged_and_named_in_the_admin_menu(kiosk, caplog):
    start(kiosk, TitleScene(kiosk))
    with caplog.at_level(logging.WARNING, logger="menagerie.kiosk"):
        assert not _plug(kiosk) and not _plug(kiosk)
    step(kiosk)
    assert not isinstance(kiosk.stack.top, PadSetupScene)       # no customer is offered it
    warnings = [r.getMessage() for r in caplog.records if "has no mapping" in r.getMessage()]
    assert len(warnings) == 1 and "Café Pad" in warnings[0] and "gamecontrollerdb.txt" in warnings[0]
    menu = AdminMenuScene(kiosk, countdown=False)
    assert menu.notice == text("admin_unknown_pad", "en", names="Café Pad")


def test_the_admin_menu_and_its_settings_set_a_pad_up(kiosk):
    menu = AdminMenuScene(kiosk, countdown=False)
    start(kiosk, menu)
    menu.menu.focus = next(i for i, item in enumerate(menu.menu.items)
                           if item.key == "pad_setup")
    menu.menu.confirm()
    step(kiosk)
    assert isinstance(kiosk.stack.top, PadSetupScene)
    settings = SettingsScene(kiosk, admin=True)
    item = next(item for item in settings.menu.items if item.key == "pad_setup")
    assert item.enabled()
    customer = SettingsScene(kiosk)
    assert all(item.key != "pad_setup" for item in customer.menu.items)
