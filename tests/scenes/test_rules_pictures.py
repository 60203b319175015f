"""The rules in pages that mix words with pictures drawn by the game (a real table at a
step, its cards with their signs numbered and named), in both languages, numbered,
turned by a click, a tap or a pad's shoulders."""

from __future__ import annotations

import pygame
import pytest

from game import GAME_IDS, catalog
from scenes.shell.input import Action, ActionEvent, PointerEvent
from scenes.menus.rulepictures import RulesPicture, pictures_after
from scenes.menus.rules import RulesScene
from sprites import textfit

from scene_helpers import running_app, start, step


@pytest.fixture(params=["en", "fr"])
def app(request, tmp_path):
    yield from running_app(tmp_path, lang=request.param)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_game_s_rules_are_numbered_pages_with_a_table_and_its_signs(app, game_id):
    kinds = {p.kind for pictures in pictures_after(game_id).values() for p in pictures}
    assert kinds == {"table", "legend", "example"}
    scene = RulesScene(app, game_id)
    start(app, scene)
    starts = scene.page_starts()
    assert 6 <= len(starts) <= 10
    pictured = 0
    for number in range(1, len(starts) + 1):
        assert scene.scroll == starts[number - 1]
        surface = pygame.Surface((1920, 1080))
        with textfit.recording(app.text) as drawn:
            scene.draw(surface)
        said = catalog.text("rules.page", app.lang, n=number, total=len(starts))
        assert said in [b.line for b in drawn]
        placed = scene._page()[1]
        pictured += any(isinstance(e, RulesPicture)
                        for e in scene.entries()[scene.scroll:scene.scroll + scene._page()[0]])
        pictures = [scene._row_picture(s) if isinstance(s, RulesPicture) else s
                    for s, _y in placed]
        assert all(y + p.get_height() <= 1076 for p, (_s, y) in zip(pictures, placed))
        scene.action(ActionEvent(Action.NEXT))
    assert pictured >= 3


def test_a_click_or_a_tap_turns_the_page(app):
    scene = RulesScene(app, "origami")
    start(app, scene)
    second = scene.page_starts()[1]
    app.dispatch(PointerEvent("up", (1500, 540)))          # the right half: next
    assert scene.scroll == second and app.stack.top is scene
    app.dispatch(PointerEvent("up", (300, 540)))           # the left half: back
    assert scene.scroll == 0
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):      # a finger, as SDL tells it
        app.handle_event(pygame.event.Event(kind, x=0.8, y=0.5, dx=0, dy=0, finger_id=0,
                                            touch_id=1, pressure=1.0))
    step(app)
    assert scene.scroll == second
    scene.action(ActionEvent(Action.PREV))                  # a pad's left shoulder
    assert scene.scroll == 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_book_s_example_is_drawn_with_the_engine_s_lines_and_totals(app, game_id):
    """At 100 % and 150 %, every counted line, its points and each total, uncut."""
    from game.match.example import book_example
    from game.match.tally import delta_text, points_text
    from scenes.menus.ruleexample import draw_example, example_size
    for scale in (1.0, 1.5):
        app.text.scale = scale
        with textfit.recording(app.text) as drawn:
            picture = draw_example(game_id, app.text, app.lang, False)
        assert picture.get_size() == example_size(game_id)
        shown = [b.line for b in drawn]
        assert not any(b.cut for b in drawn), scale
        for seat in book_example(game_id).seats:
            assert points_text(seat.total) in shown
            for line in seat.lines:
                assert line.line(app.lang) in shown and delta_text(line.points) in shown
