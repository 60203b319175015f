"""The results' click guard shows itself: a click held back in the screen's first
0.25 s draws a ring where it landed (it was dropped with nothing on screen), the ring
fades, and a click after the guard goes through."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.input import Action, ActionEvent, PointerEvent
from scenes.menus.guard import CUE_SECONDS, GUARD_SECONDS
from scenes.menus.results import ResultsScene

from scene_helpers import DT, running_app, same_picture, start, step
from test_results import finished


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, lang="en")


def picture(scene) -> pygame.Surface:
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)
    return surface


def test_a_click_held_back_shows_a_ring_where_it_landed(app):
    results = ResultsScene(app, finished(app, "origami", 2, 3))
    start(app, results)
    row = results.menu.rects()[0]
    results.pointer(PointerEvent("down", row.center))
    results.pointer(PointerEvent("up", row.center))          # held back: no new deal
    assert app.stack.top is results
    assert results.guard.cue is not None
    ring = results.guard.draw(pygame.Surface((1920, 1080)), results.timer)
    assert ring is not None and ring.collidepoint(row.center)
    step(app, round(CUE_SECONDS / DT) + 2)                    # the ring has faded
    assert results.guard.cue is None and results.timer >= GUARD_SECONDS
    results.pointer(PointerEvent("down", row.center))
    results.pointer(PointerEvent("up", row.center))           # "Play again", on purpose
    step(app)
    assert app.stack.top is not results and app.stack.top.name == "table"


def test_a_confirm_held_back_rings_the_row_it_would_choose(app):
    results = ResultsScene(app, finished(app, "origami", 2, 3))
    start(app, results)
    before = picture(results)
    results.action(ActionEvent(Action.CONFIRM))
    assert results.guard.cue[0] == results.menu.rects()[results.menu.focus].center
    assert not same_picture(before, picture(results))
    assert GUARD_SECONDS == 0.25
