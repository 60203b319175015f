"""A held peek ends when any overlay covers the table: no hand stays shown under it.

Checked by state (peeking, viewer, observation) and by pixels: the table's layer under
the overlay must be the very image drawn before the peek, and the screen must be that
image with the overlay drawn over it.
"""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.input import Action, ActionEvent
from game.records.kioskconfig import load_kiosk_config
from scenes.table.table import TableScene

from scene_helpers import make_app, start, step

SETTLE = 300        # frames for the deal's animations and the toast to finish


@pytest.fixture
def kiosk(tmp_path):
    config = load_kiosk_config({"idle": {"still_playing_after": 30,
                                         "still_playing_countdown": 20}})
    app = make_app(tmp_path, kiosk=True, kiosk_config=config, lang="en")
    app.settings.anim_speed = 0.0
    yield app
    app.shutdown()


def render(scene) -> bytes:
    """The scene's own layer as pixels (draw changes nothing)."""
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def solo_screen(app) -> TableScene:
    return TableScene(app, "animimix", 3, ["human", "random", "human"], seed=9)


def couch(app) -> TableScene:
    from scenes.couch import CouchTableScene
    return CouchTableScene(app, "animimix", 3, ["human", "random", "human"],
                           {0: "keyboard", 2: "mouse"}, seed=9)


def table_on_a_bots_turn(app, make) -> TableScene:
    """Two humans and a bot; seat 0 has played, the bot is to play but never will."""
    table = make(app)
    start(app, table)
    step(app)
    app.stack.top.action(ActionEvent(Action.CONFIRM, True, "keyboard"))   # the hand-off
    step(app, 2)
    assert app.stack.top is table and table.confirmed == 0
    table.play(table.state.legal_moves()[0])
    table.cooldown = 1e9          # the bot waits: nothing changes while we look
    step(app, SETTLE)
    assert table.state.current_player == 1 and table.viewer is None
    return table


def pause_menu(app, table) -> None:
    table.action(ActionEvent(Action.MENU, True, "keyboard"))


def pin_pad(app, table) -> None:
    app.supervisor.open_admin()


def still_playing(app, table) -> None:
    app.idle = app.kiosk.still_playing_after + 1


@pytest.mark.parametrize("make", [solo_screen, couch])
@pytest.mark.parametrize("overlay", [pause_menu, pin_pad, still_playing])
def test_an_overlay_ends_the_peek_and_hides_the_hand(kiosk, overlay, make):
    table = table_on_a_bots_turn(kiosk, make)
    unpeeked = render(table)
    table.action(ActionEvent(Action.PEEK, True, "keyboard"))
    step(kiosk, 2)                                    # the cached layers follow the peek
    assert table.viewer == 0 and render(table) != unpeeked   # the hand is shown
    overlay(kiosk, table)
    step(kiosk, 3)
    top = kiosk.stack.top
    assert top is not table and top.transparent
    assert table.peeking is None and table.viewer is None
    assert table.obs == table.state.observe(None)
    assert render(table) == unpeeked, "the peeker's hand is still drawn under the overlay"
    expected = pygame.Surface((1920, 1080))
    table.draw(expected)
    top.draw(expected)
    assert pygame.image.tobytes(kiosk.screen, "RGB") == pygame.image.tobytes(expected, "RGB")
    kiosk.dispatch(ActionEvent(Action.PEEK, False, "keyboard"))   # released over it
    assert table.peeking is None


def test_a_hand_off_ends_the_peek_and_the_pause_menu_over_it_shows_no_hand(kiosk):
    table = table_on_a_bots_turn(kiosk, solo_screen)
    table.action(ActionEvent(Action.PEEK, True, "keyboard"))
    step(kiosk, 2)
    assert table.viewer == 0
    table.cooldown = 0.0                              # the bot plays; seat 2 is next
    for _ in range(600):
        step(kiosk)
        if kiosk.stack.top is not table:
            break
    handoff = kiosk.stack.top
    assert handoff.name == "handoff" and handoff.seat == 2
    assert table.peeking is None and table.viewer is None
    handoff.action(ActionEvent(Action.MENU, True, "keyboard"))   # the pause menu replaces it
    step(kiosk, 3)
    pause = kiosk.stack.top
    assert pause.name == "pause" and pause.transparent
    assert table.obs == table.state.observe(None)
    fresh = pygame.Surface((1920, 1080))
    table.draw_static(fresh)                          # what the backdrop must hold now
    assert pygame.image.tobytes(table.backdrop, "RGB") == pygame.image.tobytes(fresh, "RGB")
    expected = pygame.Surface((1920, 1080))
    table.draw(expected)
    pause.draw(expected)
    assert pygame.image.tobytes(kiosk.screen, "RGB") == pygame.image.tobytes(expected, "RGB")
