"""The admin PIN holds: PIN rules, the forced change of the shipped PIN, a damaged PIN
file, and the customer's Settings at a kiosk (the lockout: test_admin_lockout.py)."""

from __future__ import annotations

import json

import pytest

from main import main
from game.records.admin import PIN_NAME, PinStore, check_pin
from game.i18n import text
from scenes.shell.input import Action, ActionEvent
from game.records.kioskconfig import load_kiosk_config
from scenes.kiosk.screens import AdminMenuScene
from scenes.kiosk.pinpad import NewPinScene, PinPadScene
from scenes.menus.settings import SettingsScene
from scenes.menus.title import TitleScene

from admin_helpers import Clock, open_pad, type_pin
from scene_helpers import make_app, start, step


# -- PIN rules ------------------------------------------------------------------------------
@pytest.mark.parametrize("pin", ["1234", "000000", "12345678"])
def test_pins_of_4_to_8_ascii_digits_are_accepted(pin):
    assert check_pin(pin) == pin


@pytest.mark.parametrize("pin", ["123", "123456789", "", "12a4", " 1234", "1234\n",
                                 "١٢٣٤", "１２３４", "١٢٣٤٥٦", 1234, None, ["1234"]])
def test_other_pins_are_refused(pin):
    with pytest.raises(ValueError, match="4 to 8 digits 0-9"):
        check_pin(pin)


def test_arabic_indic_pin_is_a_usage_error_outside_the_kiosk(tmp_path, capsys):
    config = tmp_path / "k.toml"
    config.write_text('[kiosk]\nadmin_pin = "٢٤٦٨"\n', encoding="utf-8")
    assert main(["--headless", "--config", str(config)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "k.toml: line 2: key 'kiosk.admin_pin': must be a string of 4 to 8 digits 0-9" in err
    top = tmp_path / "k.json"
    top.write_text('{"admin_pin": "123456789"}')
    assert main(["--headless", "--config", str(top)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "'admin_pin' must be a string of 4 to 8 digits 0-9" in err


def test_a_kiosk_with_a_bad_pin_keeps_the_shipped_one_and_says_so():
    config = load_kiosk_config({"kiosk": {"admin_pin": "１２３４５６"}}, "k.toml",
                               '[kiosk]\nadmin_pin = "１２３４５６"\n')
    assert config.admin_pin == "2468"
    assert len(config.problems) == 1 and "line 2" in config.problems[0]


# -- the shipped PIN is changed first -----------------------------------------------------
@pytest.fixture
def shipped(tmp_path):
    """A kiosk on the embedded defaults: the shipped PIN 2468."""
    app = make_app(tmp_path, kiosk=True, kiosk_config=load_kiosk_config(None), lang="en")
    app.admin_lock.clock = Clock()
    app.running = True
    yield app
    app.shutdown()


def test_the_shipped_pin_must_be_changed_before_the_admin_menu(shipped, tmp_path):
    open_pad(shipped)
    type_pin(shipped, "2468")
    new = shipped.stack.top
    assert isinstance(new, NewPinScene) and new.forced
    assert new.status() == text("pin_must_change", "en")
    type_pin(shipped, "2468")                         # the shipped PIN again: refused
    assert new.first is None and new.message == text("pin_not_shipped", "en")
    type_pin(shipped, "123")                          # too short
    assert new.first is None and new.message == text("pin_too_short", "en")
    type_pin(shipped, "135790")
    type_pin(shipped, "135791")                       # not the same: start again
    assert new.first is None and new.message == text("pin_mismatch", "en")
    type_pin(shipped, "135790")
    assert shipped.stack.top is new and new.title() == text("pin_again_title", "en")
    type_pin(shipped, "135790")
    menu = shipped.stack.top
    assert isinstance(menu, AdminMenuScene) and menu.notice == text("pin_changed", "en")
    step(shipped, 60 * 5)                             # no auto-exit after a forced change
    assert shipped.running is True and shipped.stack.top is menu
    stored = (tmp_path / "kiosk" / PIN_NAME).read_text()
    assert "135790" not in stored and json.loads(stored)["scheme"] == "pbkdf2_sha256"
    log = (tmp_path / "logs" / "kiosk.log").read_text()
    assert "admin PIN changed (6 digits)" in log and "135790" not in log


def test_the_new_pin_is_used_from_then_on(tmp_path):
    PinStore(tmp_path, "2468").change("135790")
    app = make_app(tmp_path, kiosk=True, kiosk_config=load_kiosk_config(None), lang="en")
    try:
        app.admin_lock.clock = Clock()
        app.running = True
        open_pad(app)
        type_pin(app, "2468")                         # the shipped PIN no longer opens it
        assert isinstance(app.stack.top, PinPadScene) and app.admin_lock.failures == 1
        type_pin(app, "135790")
        assert isinstance(app.stack.top, AdminMenuScene)
    finally:
        app.shutdown()


def test_leaving_the_forced_change_leaves_the_admin_menu_closed(shipped):
    open_pad(shipped)
    type_pin(shipped, "2468")
    shipped.stack.top.action(ActionEvent(Action.BACK))
    step(shipped)
    assert isinstance(shipped.stack.top, TitleScene)
    assert not (shipped.data_dir / "kiosk" / PIN_NAME).exists()


def test_a_pin_of_the_owners_own_is_not_forced_to_change(tmp_path):
    store = PinStore(tmp_path, "97531")
    assert not store.must_change() and store.matches("97531")
    assert PinStore(tmp_path, "2468").must_change()


def test_the_pin_can_be_changed_again_from_the_admin_menu(tmp_path):
    PinStore(tmp_path, "2468").change("135790")
    app = make_app(tmp_path, kiosk=True, kiosk_config=load_kiosk_config(None), lang="en")
    try:
        menu = AdminMenuScene(app, countdown=False)
        start(app, menu)
        menu.menu.focus = 4                           # "Change the PIN"
        menu.menu.confirm()
        step(app)
        assert isinstance(app.stack.top, NewPinScene) and not app.stack.top.forced
        type_pin(app, "24680")
        type_pin(app, "24680")
        assert app.stack.top is menu and menu.notice == text("pin_changed", "en")
        assert PinStore(tmp_path, "2468").matches("24680")
        assert not PinStore(tmp_path, "2468").matches("135790")
    finally:
        app.shutdown()


@pytest.mark.parametrize("damage", [
    {"salt": "zz"}, {"iterations": 10**12}, {"hash": "00"}, {"scheme": "plain"}])
def test_a_damaged_pin_file_is_moved_aside_and_the_config_pin_applies(tmp_path, logged,
                                                                       damage):
    PinStore(tmp_path, "2468").change("135790")
    path = tmp_path / "kiosk" / PIN_NAME
    path.write_text(json.dumps({**json.loads(path.read_text()), **damage}))
    store = PinStore(tmp_path, "97531")
    assert not store.matches("135790")
    assert store.matches("97531")
    assert (tmp_path / "kiosk" / f"{PIN_NAME}.damaged-1").exists() and not path.exists()
    assert any("damaged" in line for line in logged)


def test_an_unsaved_new_pin_still_opens_the_menu_and_says_so(shipped, monkeypatch):
    import game.records.admin

    def refuse(path, data):
        raise OSError(30, "Read-only file system")
    monkeypatch.setattr(game.records.admin, "atomic_write_json", refuse)
    open_pad(shipped)
    type_pin(shipped, "2468")
    type_pin(shipped, "135790")
    type_pin(shipped, "135790")
    menu = shipped.stack.top
    assert isinstance(menu, AdminMenuScene) and "Read-only file system" in menu.notice


def test_the_whole_first_run_through_the_command_line(tmp_path):
    """`main.py --kiosk` on the defaults: combo, 2468, the new PIN twice, then the menu."""
    from test_kiosk_cli import run_kiosk, typed
    script = ([{"frame": 10, "type": "key", "key": "a", "mods": ["ctrl", "shift"]},
               {"frame": 200, "type": "keyup", "key": "a"}]
              + typed(205, "2468") + typed(220, "864200") + typed(240, "864200"))
    code, stats = run_kiosk(tmp_path, script, 400, config="")
    assert code == 0 and stats["frames"] == 400       # no auto-exit after the change
    assert {"pinpad", "newpin", "adminmenu"} <= set(stats["scenes"])
    assert PinStore(tmp_path / "data", "2468").matches("864200")


# -- Settings at a kiosk ------------------------------------------------------------------------
def test_settings_are_locked_at_a_kiosk(shipped, tmp_path):
    title = TitleScene(shipped)
    start(shipped, title)
    settings_item = next(i for i in title.menu.items if i.label() == text("settings", "en"))
    settings_item.on_confirm()
    step(shipped)
    scene = shipped.stack.top
    assert isinstance(scene, SettingsScene)
    shown = [item.label() for item in scene.menu.items]
    assert shown == [text(k, "en") for k in ("language", "text_size", "back")]
    before = dict(vars(shipped.settings))
    for index in range(len(scene.menu.items) - 1):    # change every item a customer sees
        item = scene.menu.items[index]
        item.on_change(1)
    changed = {k for k, v in vars(shipped.settings).items() if before[k] != v}
    assert changed == {"lang", "text_scale"}
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["mute"] is False and saved["master"] == before["master"]


def test_every_setting_is_in_the_admin_menu(shipped):
    menu = AdminMenuScene(shipped, countdown=False)
    start(shipped, menu)
    menu.menu.focus = 3                               # "All settings"
    menu.menu.confirm()
    step(shipped)
    scene = shipped.stack.top
    assert isinstance(scene, SettingsScene) and not scene.customer
    assert text("mute", "en") in [item.label() for item in scene.menu.items]


def test_settings_outside_a_kiosk_are_all_there(tmp_path):
    app = make_app(tmp_path, lang="en")
    try:
        labels = [item.label() for item in SettingsScene(app).menu.items]
        assert text("mute", "en") in labels and text("pad_setup", "en") in labels
        assert len(labels) == 13 and text("moves_panel", "en") in labels
    finally:
        app.shutdown()
