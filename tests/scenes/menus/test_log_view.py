"""L (a pad's Back) opens the whole log, full screen, through the viewer's eyes."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.input import Action, ActionEvent
from scenes.menus.logview import LogViewScene
from scenes.table.table import TableScene

from scene_helpers import key, running_app, start, step, until_turn


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, anim_speed=0.0, lang="en")


def test_l_opens_every_line_of_the_log_and_back_closes_it(app, monkeypatch):
    table = TableScene(app, "origami", 3, ["human", "easy", "easy"], seed=5)
    table.save_enabled = False
    start(app, table)
    for _ in range(6):                        # a few moves, the bots' and the human's
        assert until_turn(app, table)
        table.play(table.state.legal_moves()[0])
        step(app, 2)
    assert until_turn(app, table)
    key(app, "l")
    view = app.stack.top
    assert isinstance(view, LogViewScene)
    drawn: list = []
    real = app.text.blit
    monkeypatch.setattr(app.text, "blit", lambda surface, line, *a, **k: (
        drawn.append(line), real(surface, line, *a, **k))[1])
    told = [line for _seat, line in table.view.log]
    seen: set = set()
    for _page in range(len(told)):            # from the newest page back to the first
        drawn.clear()
        view.draw(pygame.Surface((1920, 1080)))
        seen |= {line for line in told if line in drawn}
        if told[0] in drawn:
            break
        view.action(ActionEvent(Action.PREV))
    assert len(told) >= 6 and seen == set(told)
    view.action(ActionEvent(Action.BACK))
    step(app)
    assert app.stack.top is table
