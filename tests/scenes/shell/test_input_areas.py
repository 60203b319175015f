"""The keyboard's two areas: left (WASD by place), right (arrows), global keys; modifier
taps; AZERTY scancodes; and menus and one-human tables taking keys from either area."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.input import (REPEAT_DELAY, Action, ActionEvent, InputMapper, is_keyboard)
from scenes.table.table import TableScene
from scenes.menus.title import TitleScene

from scene_helpers import make_app, start, step

E = pygame.event.Event
LEFT, RIGHT, WHOLE = "keyboard:left", "keyboard:right", "keyboard"


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def down(key, scancode=0, mod=0):
    return E(pygame.KEYDOWN, key=key, mod=mod, scancode=scancode, unicode="")


def up(key, scancode=0, mod=0):
    return E(pygame.KEYUP, key=key, mod=mod, scancode=scancode, unicode="")


def first(m, event):
    out = m.handle(event)
    assert len(out) == 1, out
    return out[0].action, out[0].device


@pytest.mark.parametrize("key, action, device", [
    (pygame.K_w, Action.UP, LEFT), (pygame.K_a, Action.LEFT, LEFT),
    (pygame.K_s, Action.DOWN, LEFT), (pygame.K_d, Action.RIGHT, LEFT),
    (pygame.K_SPACE, Action.CONFIRM, LEFT), (pygame.K_x, Action.BACK, LEFT),
    (pygame.K_TAB, Action.PEEK, LEFT), (pygame.K_q, Action.PREV, LEFT),
    (pygame.K_e, Action.NEXT, LEFT),
    (pygame.K_UP, Action.UP, RIGHT), (pygame.K_LEFT, Action.LEFT, RIGHT),
    (pygame.K_KP_2, Action.DOWN, RIGHT), (pygame.K_RETURN, Action.CONFIRM, RIGHT),
    (pygame.K_KP_ENTER, Action.CONFIRM, RIGHT), (pygame.K_BACKSPACE, Action.BACK, RIGHT),
    (pygame.K_DELETE, Action.BACK, RIGHT), (pygame.K_KP_0, Action.PEEK, RIGHT),
    (pygame.K_RALT, Action.PEEK, RIGHT),
    (pygame.K_ESCAPE, Action.BACK, WHOLE), (pygame.K_p, Action.MENU, WHOLE),
    (pygame.K_F10, Action.MENU, WHOLE), (pygame.K_h, Action.HINT, WHOLE),
    (pygame.K_l, Action.LOG, WHOLE), (pygame.K_F11, Action.FULLSCREEN, WHOLE),
])
def test_each_key_belongs_to_an_area_or_to_the_whole_keyboard(key, action, device):
    assert first(InputMapper(), down(key)) == (action, device)
    assert is_keyboard(device) and not is_keyboard("pad:1") and not is_keyboard("mouse")


def test_left_area_letters_go_by_place_on_azerty():
    m = InputMapper()
    # AZERTY: the key printing Z sits where QWERTY's W is, Q where A is, A where Q is.
    assert first(m, down(pygame.K_z, pygame.KSCAN_W)) == (Action.UP, LEFT)
    assert first(m, down(pygame.K_q, pygame.KSCAN_A)) == (Action.LEFT, LEFT)
    assert first(m, down(pygame.K_a, pygame.KSCAN_Q)) == (Action.PREV, LEFT)
    assert first(m, down(pygame.K_s, pygame.KSCAN_S)) == (Action.DOWN, LEFT)
    assert m.handle(down(pygame.K_w, pygame.KSCAN_Z)) == []   # AZERTY's W: not in the area
    # QWERTY with scancodes, and the mnemonic keys by what they print
    m = InputMapper()
    assert first(m, down(pygame.K_w, pygame.KSCAN_W)) == (Action.UP, LEFT)
    assert first(m, down(pygame.K_h, pygame.KSCAN_H)) == (Action.HINT, WHOLE)


def test_shift_and_ctrl_confirm_when_tapped_alone():
    m = InputMapper()
    assert m.handle(down(pygame.K_LSHIFT)) == []
    assert m.handle(up(pygame.K_LSHIFT)) == [ActionEvent(Action.CONFIRM, True, LEFT),
                                             ActionEvent(Action.CONFIRM, False, LEFT)]
    m.handle(down(pygame.K_RCTRL))
    assert [e.device for e in m.handle(up(pygame.K_RCTRL))] == [RIGHT, RIGHT]
    m.handle(down(pygame.K_LCTRL))
    assert [e.device for e in m.handle(up(pygame.K_LCTRL))] == [LEFT, LEFT]


def test_shortcuts_never_confirm():
    m = InputMapper()
    out = []
    # the kiosk's admin combo Ctrl+Shift+A
    for event in (down(pygame.K_LCTRL), down(pygame.K_LSHIFT), down(pygame.K_a, pygame.KSCAN_A),
                  up(pygame.K_a, pygame.KSCAN_A), up(pygame.K_LSHIFT), up(pygame.K_LCTRL)):
        out += m.handle(event)
    assert Action.CONFIRM not in [e.action for e in out]
    # Alt Gr sent as left Ctrl + right Alt (Windows): a peek, no confirm
    out = []
    for event in (down(pygame.K_LCTRL), down(pygame.K_RALT), up(pygame.K_RALT),
                  up(pygame.K_LCTRL)):
        out += m.handle(event)
    assert out == [ActionEvent(Action.PEEK, True, RIGHT), ActionEvent(Action.PEEK, False, RIGHT)]
    # a tap cut by focus loss confirms nothing
    m.handle(down(pygame.K_RSHIFT))
    m.release_all()
    assert m.handle(up(pygame.K_RSHIFT)) == []


def test_enter_with_right_alt_held_confirms_and_left_alt_enter_is_full_screen():
    m = InputMapper()
    assert first(m, down(pygame.K_RALT)) == (Action.PEEK, RIGHT)
    assert first(m, down(pygame.K_RETURN, mod=pygame.KMOD_RALT)) == (Action.CONFIRM, RIGHT)
    assert first(m, down(pygame.K_RETURN, mod=pygame.KMOD_LALT)) == (Action.FULLSCREEN, WHOLE)


def test_the_two_areas_hold_and_repeat_apart():
    m = InputMapper()
    m.handle(down(pygame.K_s))
    m.handle(down(pygame.K_DOWN))
    assert m.handle(down(pygame.K_s)) == []          # the OS's own repeat is dropped
    repeats = m.update(REPEAT_DELAY + 0.001)
    assert sorted(r.device for r in repeats) == [LEFT, RIGHT]
    assert m.handle(up(pygame.K_s)) == [ActionEvent(Action.DOWN, False, LEFT)]
    assert [r.device for r in m.update(1.0)] and {r.device for r in m.update(1.0)} == {RIGHT}


def key(app, code, scancode=0):
    app.handle_event(down(code, scancode))
    app.handle_event(up(code, scancode))


@pytest.mark.parametrize("keys", [(pygame.K_s, pygame.K_SPACE), (pygame.K_DOWN, pygame.K_RETURN),
                                  (pygame.K_s, pygame.K_RETURN)])
def test_menus_take_keys_from_either_area(tmp_path, keys):
    app = make_app(tmp_path, lang="en")
    try:
        title = TitleScene(app)
        start(app, title)
        focus = title.menu.focus
        key(app, keys[0])
        assert title.menu.focus == (focus + 1) % len(title.menu.items)
        key(app, keys[1])                       # the focused item opens its scene
        step(app)
        assert app.stack.top is not title
    finally:
        app.shutdown()


@pytest.mark.parametrize("confirm", [pygame.K_SPACE, pygame.K_RETURN, pygame.K_LSHIFT,
                                     pygame.K_RCTRL])
def test_a_one_human_table_takes_keys_from_either_area(tmp_path, confirm):
    app = make_app(tmp_path, lang="en")
    app.settings.anim_speed = 0.0
    try:
        table = TableScene(app, "high_society", 3, ["human", "random", "random"], seed=4)
        start(app, table)
        for _ in range(60):
            step(app)
            if table.picker is not None:
                break
        assert table.picker is not None and table.state.current_player == 0
        key(app, pygame.K_s)                    # left area moves, the other one confirms
        key(app, pygame.K_UP)
        key(app, confirm)
        assert table.moves_json or table.aim.tree.chosen
    finally:
        app.shutdown()
