"""The lesson's caption hides nothing the player needs: no highlighted area, no table
object (a target, a card that can only be looked at, a seat) and not the prompt. The
Animalia lesson's box covered the opponents' collections; it now goes to the right
column, over the log, when the bands would hide something."""

from __future__ import annotations

import pygame
import pytest

from game import GAME_IDS
from scenes.tutorial.scene import TutorialScene
from scenes.tutorial.script import load_script, script_path
from tutorial_drive import MAX_ACTIONS, Driver, make_app, start


def hidden_things(scene: TutorialScene) -> list[str]:
    """What the caption covers now, in words."""
    rect = scene.caption[0]
    out = [f"highlight {tuple(s)}" for s in scene.spots if rect.colliderect(s)]
    out += [f"target {t.card or t.step}" for t in scene.layout.targets(scene.view)
            if rect.colliderect(pygame.Rect(t.rect))]
    out += [f"seat {i}" for i, r in enumerate(scene.layout.seat_rects(scene.view))
            if rect.colliderect(pygame.Rect(r))]
    side = scene.side_rect()
    if side is not None and rect.colliderect(side):
        out.append("the prompt")
    return out


@pytest.mark.parametrize("game_id, scale", [(g, 1.0) for g in GAME_IDS] + [("animalia", 1.25)])
def test_the_caption_hides_no_target_seat_or_highlight(tmp_path, game_id, scale):
    app = make_app(tmp_path, lang="en")
    app.settings.text_scale = app.text.scale = scale
    app.settings.anim_speed = 0.0       # the same settled steps, without the flights between
    scene = TutorialScene(app, load_script(script_path(game_id)))
    start(app, scene)
    driver, problems = Driver(app, scene), []
    for _ in range(MAX_ACTIONS):
        if app.stack.top is not scene:
            break
        driver.settle()
        if app.stack.top is not scene or scene.at_end:
            break
        problems += [f"step {scene.step.id}: {what}" for what in hidden_things(scene)]
        driver.press("confirm") if scene.reading() else driver.right_move()
    assert scene.at_end
    app.shutdown()
    assert not problems, "\n".join(problems)
