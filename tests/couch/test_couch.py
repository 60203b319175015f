"""Couch co-op: joining by device, a scripted game of 3 pads + a bot with hand-offs and
peeks where every drawn frame comes from observe(viewer) of an allowed viewer, and a pad
unplugged mid-game pausing only its seat."""

from __future__ import annotations

import pygame
import pytest

from couch_helpers import E, add_pads, pad_event, press, start, step, watch_draws
from scenes.couch import UNBOUND, CouchTableScene
from scenes.shell.input import Action, ActionEvent
from scenes.join import JoinScene


@pytest.fixture
def app(app):
    """The couch App (conftest) with three pads plugged in, ids 0, 1 and 2."""
    add_pads(app, 0, 1, 2)
    return app


def test_join_binds_devices_and_leaving_is_as_easy(app):
    join = JoinScene(app)
    start(app, join)
    for pad in (0, 1):
        press(app, pad, pygame.CONTROLLER_BUTTON_A)
    app.handle_event(E(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, scancode=0, unicode=""))
    assert join.joined == ["pad:0", "pad:1", "keyboard:right"]
    press(app, 1, pygame.CONTROLLER_BUTTON_B)
    assert join.joined == ["pad:0", "keyboard:right"]
    press(app, 1, pygame.CONTROLLER_BUTTON_A)
    join.device = "pad:0"
    join._one_more()                      # a shared pad takes a second seat
    assert join.joined == ["pad:0", "keyboard:right", "pad:1", "pad:0"]
    join.menu.focus = len(join.menu.items) - 1
    press(app, 0, pygame.CONTROLLER_BUTTON_A)
    step(app)
    table = app.stack.top
    assert isinstance(table, CouchTableScene)
    assert table.seats[:4] == ["human"] * 4
    assert all(kind != "human" for kind in table.seats[4:])
    assert table.seat_of_device("pad:1") == 2
    assert table.seat_of_device("pad:7") == UNBOUND


def couch_table(app, game="high_society") -> CouchTableScene:
    bindings = {0: "pad:0", 1: "pad:1", 2: "pad:2"}
    table = CouchTableScene(app, game, 4, ["human", "human", "human", "random"], bindings,
                            seed=11)
    start(app, table)
    return table


@pytest.mark.parametrize("game", ["high_society", "animalia"])
def test_scripted_couch_game_shows_no_hidden_card(app, tmp_path, game):
    table = couch_table(app, game)
    draws: list = []
    watch_draws(table, draws)
    shots = 0
    handoffs = peeks = 0
    for frame in range(2500):
        top = app.stack.top
        if top is not table and top.name == "handoff":
            handoffs += 1
            press(app, (top.seat + 1) % 3, pygame.CONTROLLER_BUTTON_A)   # wrong pad: ignored
            step(app)
            assert app.stack.top is top
            press(app, top.seat, pygame.CONTROLLER_BUTTON_A)
        elif top is table and not table.state.is_over:
            seat = table.state.current_player
            if seat == 3 and peeks < 6:                  # a human peeks while the bot plays
                other = frame % 3
                pad_event(app, other, pygame.CONTROLLER_BUTTON_X, True)
                assert table.viewer == other
                peeks += 1
                if peeks == 2:
                    step(app)
                    pygame.image.save(app.screen, str(tmp_path / f"peek_seat{other}_{game}.png"))
                step(app, 2)
                pad_event(app, other, pygame.CONTROLLER_BUTTON_X, False)
                if app.stack.top is not table:          # the release went to a hand-off
                    assert table.peeking is None
            elif seat is not None and seat < 3 and table.picker is not None:
                press(app, seat, pygame.CONTROLLER_BUTTON_A)
        step(app)
        if shots < 3 and app.stack.top is table and table.picker is not None and frame % 5 == 0:
            pygame.image.save(app.screen, str(tmp_path / f"turn_seat{table.viewer}_{game}_{frame}.png"))
            shots += 1
        if app.stack.top.name == "scoring":     # the table's last frame is drawn: the
            break                                # sheet waits for a Confirm, unchecked
    assert table.state.is_over and app.stack.top.name == "scoring"
    assert handoffs >= 3 and peeks >= 2 and len(table.moves_json) >= 6
    assert draws
    for viewer, peeking, current, confirmed, fresh in draws:
        assert fresh, "a frame was drawn from something else than observe(viewer)"
        assert viewer in (None, 0, 1, 2)
        if viewer is not None and current is not None:
            # shown: the player to move after their hand-off, or a held peek
            assert viewer == peeking or viewer == current == confirmed


def test_unplugged_pad_pauses_only_its_seat(app):
    table = couch_table(app)
    app.handle_event(E(pygame.CONTROLLERDEVICEREMOVED, instance_id=1))
    for _ in range(3000):
        top = app.stack.top
        seat = table.state.current_player
        if top.name == "handoff":
            press(app, top.seat, pygame.CONTROLLER_BUTTON_A)
        elif top is table and seat in (0, 2) and table.picker is not None:
            press(app, seat, pygame.CONTROLLER_BUTTON_A)
        step(app)
        if table.waiting == 1:
            break
    assert table.waiting == 1 and table.picker is None
    moves = len(table.moves_json)
    step(app, 120)
    assert len(table.moves_json) == moves and app.stack.top is table
    app.handle_event(E(pygame.CONTROLLERDEVICEADDED, device_index=5, instance_id=5))
    press(app, 5, pygame.CONTROLLER_BUTTON_A)       # the re-plugged pad takes seat 2
    assert table.bindings[1] == "pad:5" and table.waiting is None
    for _ in range(200):
        top = app.stack.top
        if top.name == "handoff":
            press(app, 5 if top.seat == 1 else top.seat, pygame.CONTROLLER_BUTTON_A)
        elif top is table and table.state.current_player == 1 and table.picker is not None:
            press(app, 5, pygame.CONTROLLER_BUTTON_A)
        step(app)
        if len(table.moves_json) > moves:
            break
    assert len(table.moves_json) > moves


def test_unbound_device_cannot_play(app):
    table = couch_table(app)
    step(app, 5)
    before = len(table.moves_json)
    for _ in range(20):
        table.action(ActionEvent(Action.CONFIRM, True, "pad:9"))
        table.action(ActionEvent(Action.CONFIRM, True, "keyboard"))
        step(app)
    assert len(table.moves_json) == before
