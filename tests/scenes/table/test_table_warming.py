"""A table renders its card faces behind the deal, one a frame, not before its first
frame; and readies its layers' back buffers when it is entered."""

from __future__ import annotations

import pygame
import pytest

from scenes.table.layers import StagedLayer
from scenes.table.table import TableScene
from scenes.table.tablelayers import LATER_IMPORTS

from scene_helpers import running_app, start, step


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, lang="en")


@pytest.mark.parametrize("game_id", ["animalia", "origami"])
def test_faces_are_warmed_over_the_first_frames(app, game_id):
    table = TableScene(app, game_id, 3, ["easy"] * 3, seed=4)
    start(app, table)
    assert table._warming is not None          # not all before the first frame
    for _ in range(3000):
        if table._warming is None:
            break
        step(app)
    assert table._warming is None


def test_no_face_is_warmed_while_a_human_chooses(app):
    table = TableScene(app, "origami", 2, ["human", "easy"], seed=4)
    start(app, table)
    for _ in range(600):
        if table.aim is not None:
            break
        step(app)
    assert table.aim is not None and table._warming is not None
    taken = []

    def counted(steps):
        for item in steps:
            taken.append(item)
            yield item

    table._warming = counted(table._warming)
    step(app, 30)
    assert table.aim is not None and taken == []


def test_warm_steps_ask_for_every_face_at_every_height(app, monkeypatch):
    table = TableScene(app, "animimix", 3, ["easy", "easy", "human"], seed=4)
    start(app, table)
    layout = table.layout
    asked = []
    real = layout.art.face
    monkeypatch.setattr(layout.art, "face",
                        lambda card, height, *rest: asked.append((card, height))
                        or real(card, height, *rest))
    layout.warm(table.view, inspector=False)
    wanted = {(card, height) for ids, heights in layout.warm_sets(table.view)
              for card in ids for height in heights}
    assert set(asked) == wanted


def test_the_inspector_s_faces_come_behind_the_deal_not_before_the_first_frame(app, monkeypatch):
    """A first table on a cold art cache spent 0.3-0.6 s of CPU on the inspector's large
    faces at entry: they are warmed after the table's own faces, one a frame."""
    from scenes.table.inspect import INSPECT_H

    table = TableScene(app, "origami", 2, ["easy", "human"], seed=4)
    asked = []
    real = table.layout.art.face
    monkeypatch.setattr(table.layout.art, "face",
                        lambda card, height, *rest: asked.append(height)
                        or real(card, height, *rest))
    monkeypatch.setattr(table.layout.art, "warm_unstored",
                        lambda cards, height, *rest: asked.extend([height] * len(cards)))
    start(app, table)
    assert INSPECT_H not in asked
    for _ in table._warming:                   # the frames behind the deal, at once
        pass
    every = {card for ids, _ in table.layout.warm_sets(table.view) for card in ids}
    assert asked.count(INSPECT_H) == len(every)


@pytest.mark.parametrize("game_id", ["animimix", "origami"])
def test_the_deal_draws_its_faces_behind_its_first_frame_and_in_its_order(
        app, monkeypatch, game_id):
    """Entering a table drew the face of every card its deal flies face up (Animimix's
    grid: about 45 ms of a cold first table's CPU); each is drawn when it turns up or
    when the warming reaches it, and the warming takes them first, in the deal's order."""
    table = TableScene(app, game_id, 3, ["easy"] * 3, seed=4)
    drawn = []
    real = table.layout.art.face
    monkeypatch.setattr(table.layout.art, "face",
                        lambda card, height, *rest: drawn.append((card, height))
                        or real(card, height, *rest))
    start(app, table)                 # (the first frame's own faces are drawn: a legend)
    turning = [(f.card, f.end_h) for f in table.layout.flights.items if f.back is not None]
    assert turning and not set(turning) & set(drawn)
    del drawn[:]
    for _ in range(1 + len(LATER_IMPORTS)):  # the first frame warms nothing, then imports
        next(table._warming)
    for _ in range(len(turning)):
        next(table._warming)
    assert drawn == turning
    assert all(not f.prepare() for f in table.layout.flights.items)


def test_a_reserved_layer_draws_its_next_picture_without_allocating():
    made = []

    def allocate():
        made.append(pygame.Surface((4, 4)))
        return made[-1]

    layer = StagedLayer(allocate)
    layer.redraw_now("a", [(1.0, lambda s: None)])
    layer.reserve()
    assert len(made) == 2
    layer.redraw_now("b", [(1.0, lambda s: None)])
    layer.redraw_now("c", [(1.0, lambda s: None)])
    assert len(made) == 2 and layer.key == "c"
