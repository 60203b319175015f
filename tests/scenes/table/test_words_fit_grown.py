"""At 125 % and 150 % text size the header's status and the prompt's help line are drawn
whole: "ledium bot 1 is thinking…" (cut on the left in Watch the bots) and a help line
ending "… M liste ·…" (its three lines did not fit the prompt at 125 %)."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import text
from scenes.demo import DemoCycle
from scenes.table.aimdraw import draw_prompt
from sprites import textfit

from scene_helpers import make_app, start, step

SCALES = (1.25, 1.5)


@pytest.fixture(params=["en", "fr"])
def app(request, tmp_path):
    app = make_app(tmp_path, lang=request.param)
    yield app
    app.shutdown()


def set_scale(app, scale: float) -> None:
    app.settings.text_scale = scale
    app.text.scale = scale


@pytest.mark.parametrize("scale", SCALES)
def test_the_help_line_fits_the_prompt_with_the_take_back_key(app, scale):
    set_scale(app, scale)
    help_line = text("aim_help", app.lang)
    for small in (help_line, f"{help_line} · {text('controls_undo', app.lang)}"):
        surface = pygame.Surface((1920, 1080))
        with textfit.recording(app.text) as drawn:
            prompt = draw_prompt(surface, app.text, scale, text("aim_choose", app.lang), small)
        said = next(b for b in drawn if b.line.startswith(help_line[:12]))
        assert not said.cut and said.line == small
        assert prompt.contains(said.rect)


@pytest.mark.parametrize("scale", SCALES)
def test_watch_the_bots_header_says_who_is_thinking_whole(app, scale):
    set_scale(app, scale)
    table = DemoCycle(["animalia"]).table(app)
    start(app, table)
    for _ in range(600):
        step(app)
        if table.thinking:
            break
    assert table.thinking
    surface = pygame.Surface((1920, 1080))
    with textfit.recording(app.text) as drawn:
        table.draw_header(surface)
    said = next(b for b in drawn if b.line.startswith(table.status_line()[:6]))
    assert said.line == table.status_line() and not said.cut
    assert said.rect.x >= 0 and said.rect.right <= 1920 and said.box.contains(said.rect)
