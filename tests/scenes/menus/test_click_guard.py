"""The results' click guard shows itself: a click held back in the screen's first
0.25 s draws a ring where it landed (it was dropped with nothing on screen), the ring
fades, and a click after the guard goes through."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.input import Action, ActionEvent, PointerEvent
from scenes.menus.guard import CUE_SECONDS, GUARD_SECONDS
from scenes.menus.results import ResultsScene
from scenes.menus.scoring import ScoringScene

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


# -- the scoring sheet: the same guard, timed by its own timer -------------------------
def scoring(app) -> ScoringScene:
    app.settings.anim_speed = 1.0
    table = finished(app, "origami", 3, 4)
    scene = ScoringScene(app, table)
    start(app, scene)
    return scene


def test_the_scoring_sheet_rings_a_click_it_holds_back(app):
    scene = scoring(app)
    spot = (700, 600)
    scene.pointer(PointerEvent("down", spot))                  # held back: no skip
    assert not scene.done and scene.guard.cue is not None
    ring = scene.guard.draw(pygame.Surface((1920, 1080)), scene.timer)
    assert ring is not None and ring.collidepoint(spot)
    step(app, round(CUE_SECONDS / DT) + 2)                     # the ring has faded
    assert scene.guard.cue is None and scene.timer >= GUARD_SECONDS
    scene.pointer(PointerEvent("down", spot))                  # after the guard: a skip
    assert scene.done


def test_the_scoring_sheet_rings_a_confirm_beside_its_hint(app):
    scene = scoring(app)
    before = picture(scene)
    scene.action(ActionEvent(Action.CONFIRM))
    assert not scene.done
    (x, y), _ = scene.guard.cue
    hint = scene.hint_rect()
    assert x < hint.left and hint.top <= y <= hint.bottom      # beside the words, not on them
    assert not same_picture(before, picture(scene))


def test_the_scoring_guard_reads_the_scenes_timer(app):
    scene = scoring(app)
    scene.timer = GUARD_SECONDS                                # as tools set it
    scene.action(ActionEvent(Action.CONFIRM))
    assert scene.done and scene.guard.cue is None
