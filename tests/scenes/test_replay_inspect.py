"""The inspector in the replay viewer: the inspect key (I, a pad's right stick), a right
click or a long press shows a card large, as at a table; a click elsewhere, Back or the
next move closes it (Back then no longer leaves)."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.input import Action, ActionEvent, PointerEvent
from scenes.replay import ReplayScene
from sprites import textfit

from scene_helpers import running_app, start, step
from test_replay import transcript_of


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, lang="en")


def inspector_title(app, scene) -> str | None:
    """The inspector's title as drawn now (None when it is closed)."""
    surface = pygame.Surface((1920, 1080))
    with textfit.recording(app.text) as drawn:
        scene.draw_moving(surface)
    if scene.look is None:
        return None
    title = scene.layout.inspect(scene.view, scene.look).title
    return title if title in [b.line for b in drawn] else "not drawn"


@pytest.mark.parametrize("game_id", ["origami", "animimix"])
def test_the_inspect_key_shows_a_card_large_in_a_replay(app, game_id):
    scene = ReplayScene(app, transcript_of(game_id, 4))
    start(app, scene)
    scene.jump(12)
    step(app, 3)
    assert inspector_title(app, scene) is None
    scene.action(ActionEvent(Action.INSPECT))
    title = inspector_title(app, scene)
    assert title and title != "not drawn"
    scene.action(ActionEvent(Action.INSPECT))                # again: closed
    assert scene.look is None
    scene.action(ActionEvent(Action.INSPECT))
    scene.action(ActionEvent(Action.BACK))                   # Back closes it first
    assert scene.look is None and app.stack.top is scene
    scene.action(ActionEvent(Action.INSPECT))
    scene.step(1)                                            # a move closes it
    assert scene.look is None


def test_a_right_click_or_a_long_press_on_a_card_shows_it(app):
    scene = ReplayScene(app, transcript_of("origami", 4))
    start(app, scene)
    scene.jump(12)
    step(app, 3)
    card = next(t for t in scene.layout.targets(scene.view) if t.card is not None)
    scene.pointer(PointerEvent("up", card.center, button=3))
    assert scene.look is not None and scene.look.card == card.card
    assert inspector_title(app, scene) not in (None, "not drawn")
    scene.pointer(PointerEvent("down", (700, 1060)))        # a click on the felt
    assert scene.look is None
    scene.pointer(PointerEvent("long", card.center, device="touch"))
    assert scene.look is not None and scene.look.card == card.card


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_the_panel_names_the_inspect_key_and_every_word_fits(tmp_path, lang, scale):
    """Every line of the replay panel's key list, "I" (inspect) among them, is drawn
    whole inside the panel at 100 % and 125 % (at 125 % its fifth line left the panel),
    and so is every button's word, during the game and at its end ("Export the
    transcript" and "Montrer toutes les mains" were cut at 125 %)."""
    from game.i18n import text
    from scenes.table.replaypanel import INNER
    from scene_helpers import make_app
    app = make_app(tmp_path, lang=lang)
    app.settings.text_scale = app.text.scale = scale
    try:
        scene = ReplayScene(app, transcript_of("origami", 4))
        start(app, scene)
        lines = text("replay_keys", lang).splitlines()
        assert any(line.startswith(pygame.key.name(pygame.K_i).upper()) for line in lines)
        for spot in (0, scene.total):
            scene.jump(spot)
            step(app, 2)
            with textfit.recording(app.text) as drawn:
                scene.panel.draw(pygame.Surface((1920, 1080)))
            assert not [b.line for b in drawn if b.cut]
            assert all(INNER.contains(b.rect) and b.px >= 18 for b in drawn)
            assert set(lines) <= {b.line for b in drawn}
    finally:
        app.shutdown()
