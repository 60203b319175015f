"""Couch co-op with one keyboard shared by two: each area joins as its own seat, named in
French and English; at the table an area acts only for its seats (unless it is the only
area seated); Escape stays global; a device holding several seats never plays another's
turn, by button or by pointer."""

from __future__ import annotations

import pygame
import pytest

from couch_helpers import E, add_pads, mouse, press, start, step, tap, until
from scenes.couch import CouchTableScene
from scenes.join import JoinScene

LEFT, RIGHT = "keyboard:left", "keyboard:right"
CONFIRM = {LEFT: pygame.K_SPACE, RIGHT: pygame.K_RETURN}


def test_each_keyboard_area_joins_as_its_own_seat(app):
    join = JoinScene(app)
    start(app, join)
    tap(app, pygame.K_h)                        # a key of neither area joins nobody
    assert join.joined == []
    tap(app, pygame.K_d)                        # left area
    tap(app, pygame.K_RETURN)                   # right area
    tap(app, pygame.K_z, pygame.KSCAN_W)        # AZERTY Z = the left area's UP: no new seat
    assert join.joined == [LEFT, RIGHT]
    assert join.device_label(LEFT) == "left keyboard (WASD)"
    assert join.device_label(RIGHT) == "right keyboard (arrows)"
    step(app)
    app.settings.lang = "fr"
    assert join.device_label(LEFT) == "clavier gauche (ZQSD/WASD)"
    assert join.device_label(RIGHT) == "clavier droit (flèches)"
    step(app)                                   # the seat list draws in French
    tap(app, pygame.K_x)                        # the left area's Back leaves its seat
    assert join.joined == [RIGHT]
    tap(app, pygame.K_LSHIFT)                   # a tap of left Shift joins it again
    assert join.joined == [RIGHT, LEFT]
    tap(app, pygame.K_ESCAPE)                   # Escape: the last keyboard seat leaves
    tap(app, pygame.K_ESCAPE)
    assert join.joined == []
    tap(app, pygame.K_ESCAPE)                   # nobody seated: back to the title
    step(app)
    assert app.stack.top.name == "title"


def test_two_areas_start_a_couch_table_bound_to_each(app):
    join = JoinScene(app)
    start(app, join)
    tap(app, pygame.K_SPACE)
    tap(app, pygame.K_DOWN)                     # the right area joins (its first press)
    for _ in range(len(join.menu.items)):       # the left area walks down to Start
        if join.menu.focus == len(join.menu.items) - 1:
            break                               # (disabled rows, such as the phones'
        tap(app, pygame.K_s)                    # address while phones are off, skipped)
    assert join.menu.focus == len(join.menu.items) - 1
    tap(app, pygame.K_SPACE)
    step(app)
    table = app.stack.scenes[0]
    assert isinstance(table, CouchTableScene)
    assert table.bindings == {0: LEFT, 1: RIGHT}


def play_split(app, table, moves: int) -> int:
    """Play `moves` moves at a table whose seats are the keyboard's areas, checking at
    every hand-off and every turn that the other area's Confirm changes nothing."""
    checked = 0
    for _ in range(3000):
        top = app.stack.top
        if top.name == "handoff":
            own = table.bindings[top.seat]
            other = RIGHT if own == LEFT else LEFT
            tap(app, CONFIRM[other])
            step(app)
            assert app.stack.top is top, "the other area confirmed a hand-off"
            tap(app, CONFIRM[own])
        elif top is table and table.picker is not None:
            own = table.bindings[table.state.current_player]
            other = RIGHT if own == LEFT else LEFT
            before = (len(table.moves_json), list(table.aim.tree.chosen))
            tap(app, CONFIRM[other])
            assert (len(table.moves_json), list(table.aim.tree.chosen)) == before
            checked += 1
            tap(app, CONFIRM[own])
        step(app)
        if len(table.moves_json) >= moves:
            break
    return checked


def test_at_the_table_each_area_acts_only_for_its_seat(app):
    table = CouchTableScene(app, "high_society", 3, ["human", "human", "random"],
                            {0: LEFT, 1: RIGHT}, seed=21)
    start(app, table)
    checked = play_split(app, table, 6)
    assert checked >= 3 and len(table.moves_json) >= 6


def test_one_seated_area_plays_with_the_whole_keyboard(app):
    table = CouchTableScene(app, "high_society", 3, ["human", "human", "random"],
                            {0: LEFT, 1: LEFT}, seed=21)     # one area, passed round
    start(app, table)
    for _ in range(2000):
        top = app.stack.top
        if top.name == "handoff" or (top is table and table.picker is not None):
            tap(app, pygame.K_RETURN)           # the right area's key, no seat of its own
        step(app)
        if len(table.moves_json) >= 5:
            break
    assert len(table.moves_json) >= 5


@pytest.mark.parametrize("key", [pygame.K_ESCAPE, pygame.K_p, pygame.K_F10])
def test_escape_and_menu_keys_stay_global(app, key):
    add_pads(app, 0, 1)
    table = CouchTableScene(app, "high_society", 3, ["human", "human", "random"],
                            {0: "pad:0", 1: "pad:1"}, seed=5)
    start(app, table)
    assert until(app, lambda: app.stack.top.name == "handoff")
    press(app, app.stack.top.seat)
    step(app)
    assert app.stack.top is table
    tap(app, key)                               # the keyboard holds no seat here
    step(app)
    assert app.stack.top.name == "pause"


def advance_to_seat(app, table, seat: int, frames: int = 3000) -> None:
    """Play on (each seat's first pad confirms) until `seat` has its picker."""
    for _ in range(frames):
        top = app.stack.top
        current = table.state.current_player
        if top is table and current == seat and table.picker is not None:
            return
        if top.name == "handoff":
            press(app, int(table.bindings[top.seat][4:]))
        elif top is table and table.picker is not None:
            press(app, int(table.bindings[current][4:]))
        step(app)
    raise AssertionError(f"seat {seat} never got to play")


def test_a_shared_pad_never_plays_another_seats_turn(app):
    add_pads(app, 0, 1)
    table = CouchTableScene(app, "high_society", 4, ["human", "human", "human", "random"],
                            {0: "pad:0", 1: "pad:1", 2: "pad:0"}, seed=8)
    start(app, table)
    advance_to_seat(app, table, 1)
    before = (len(table.moves_json), list(table.aim.tree.chosen), table.aim.focus)
    for button in (pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_DPAD_DOWN,
                   pygame.CONTROLLER_BUTTON_A):
        press(app, 0, button)                   # seats 0 and 2's pad, at seat 1's turn
        step(app)
    assert (len(table.moves_json), list(table.aim.tree.chosen), table.aim.focus) == before
    assert app.stack.top is table


def test_a_pointer_never_plays_another_seats_turn(app):
    add_pads(app, 1)
    table = CouchTableScene(app, "high_society", 3, ["human", "human", "random"],
                            {0: "mouse", 1: "pad:1"}, seed=8)
    start(app, table)
    for _ in range(3000):
        top = app.stack.top
        if top is table and table.state.current_player == 1 and table.picker is not None:
            break
        if top.name == "handoff" and top.seat == 1:
            press(app, 1)
        elif top.name == "handoff":
            mouse(app, "down", (960, 540))
            mouse(app, "up", (960, 540))
        elif top is table and table.picker is not None:
            rect = table.aim.live()[0].rect
            mouse(app, "down", rect.center)
            mouse(app, "up", rect.center)
        step(app)
    assert table.state.current_player == 1 and table.picker is not None
    before = (len(table.moves_json), list(table.aim.tree.chosen))
    for rect in [pygame.Rect(t.rect) for t in table.aim.targets()]:
        mouse(app, "move", rect.center)
        mouse(app, "down", rect.center)
        mouse(app, "up", rect.center)
        step(app)
    assert (len(table.moves_json), list(table.aim.tree.chosen)) == before


def test_unknown_keys_and_devices_never_crash(app):
    add_pads(app, 0)
    table = CouchTableScene(app, "animalia", 3, ["human", "human", "random"],
                            {0: "pad:0", 1: RIGHT}, seed=2)
    start(app, table)
    for code in (pygame.K_F5, pygame.K_z, pygame.K_RALT, pygame.K_LGUI, pygame.K_KP_0,
                 pygame.K_MODE, pygame.K_DELETE, pygame.K_TAB, pygame.K_RSHIFT):
        tap(app, code)
        tap(app, code, 999)                     # a scancode no table knows
        step(app)
    app.handle_event(E(pygame.KEYUP, key=pygame.K_LCTRL, mod=0, scancode=0, unicode=""))
    step(app, 3)
    assert app.stack.top is not None
