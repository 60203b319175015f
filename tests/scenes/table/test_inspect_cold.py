"""On a first launch (an empty art cache) a card inspected before its large face was
warmed is not rasterised in the frame that opens the inspector (10-18 ms of CPU, over a
frame's budget with the rest): a smaller face of it stands in for that frame, and the
large one is drawn in the next frame's update. Counted in rasterisations, not timed."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.input import PointerEvent
from scenes.table.inspect import INSPECT_H
from scenes.table.table import TableScene
from sprites import cards

from scene_helpers import running_app, start, step, until_turn


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("MENAGERIE_ART_CACHE", str(tmp_path / "art"))   # a first launch
    cards.clear_cache()                    # and no face kept in memory by other tests
    yield from running_app(tmp_path, anim_speed=0.0, lang="en")


@pytest.mark.parametrize("game_id", ["origami", "animimix"])
def test_the_frame_that_opens_the_inspector_rasterises_nothing(app, monkeypatch, game_id):
    table = TableScene(app, game_id, 2, ["human", "easy"], seed=4)
    start(app, table)
    assert until_turn(app, table)
    art = table.layout.art
    target = next(t for t in table.aim.live() if isinstance(t.card, str)
                  and art._key(t.card, INSPECT_H, False, "en") not in art._drawn)
    drawn = []
    real = cards._render
    monkeypatch.setattr(cards, "_render", lambda *a, **k: drawn.append(a[1]) or real(*a, **k))
    table.pointer(PointerEvent("move", pygame.Rect(target.rect).center))
    frames = []                     # per frame: (inspector shown, rasterisations)
    for _ in range(120):
        before = len(drawn)
        step(app)
        frames.append((table.aim.shown_card() is target, drawn[before:]))
        if len(frames) > 3 and frames[-3][0]:
            break
    first = next(i for i, (shown, _) in enumerate(frames) if shown)
    large = cards.card_size(INSPECT_H)
    assert frames[first][1] == []                       # a stand-in, scaled up
    assert frames[first + 1][1] == [large]              # the large face, in the update
    assert frames[first + 2][1] == []
    shown = table.layout.inspect(table.view, target).image
    assert shown.get_height() == INSPECT_H


def test_a_large_face_already_drawn_is_given_at_once(app):
    table = TableScene(app, "origami", 2, ["human", "easy"], seed=4)
    start(app, table)
    art = table.layout.art
    card = table.layout.warm_sets(table.view)[0][0][0]
    art.face(card, INSPECT_H)
    assert art.large(card, INSPECT_H).get_height() == INSPECT_H
    assert art._waiting is None
