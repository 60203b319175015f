"""While a move is half made the inspector opens only when asked (the inspect key, a
right click, a long press), and never over the targets of the move's next step."""

from __future__ import annotations

import pygame
import pytest

from scenes.table.aim import CANCEL, INSPECT_AFTER
from scenes.table.inspect import inspect_rect
from scenes.shell.input import Action, ActionEvent, PointerEvent
from scenes.table.table import TableScene

from scene_helpers import running_app, start, step, until_turn


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, anim_speed=0.0, lang="en")


def hand_card_chosen(app) -> TableScene:
    """Animimix, a hand card clicked: the pointer rests on it, the grid cells glow."""
    table = TableScene(app, "animimix", 2, ["human", "easy"], seed=3)
    start(app, table)
    assert until_turn(app, table)
    hand = next(t for t in table.aim.live() if t.step[0] == "hand")
    spot = pygame.Rect(hand.rect).center
    table.pointer(PointerEvent("move", spot))
    table.pointer(PointerEvent("down", spot))
    table.pointer(PointerEvent("up", spot))
    table.pointer(PointerEvent("move", (spot[0] + 1, spot[1])))   # a hand that rests
    assert table.aim.tree.chosen == [hand.step]
    return table


def next_targets(table) -> list[pygame.Rect]:
    return [pygame.Rect(t.rect) for t in table.aim.live()
            if t.step in table.aim.next_steps() and t.step != CANCEL]


def test_a_pointer_resting_on_the_chosen_card_opens_nothing(app):
    table = hand_card_chosen(app)
    step(app, round(INSPECT_AFTER * 60 * 5))
    assert table.aim.shown_card() is None
    assert next_targets(table)


@pytest.mark.parametrize("ask", ["key", "right click"])
def test_asked_the_inspector_opens_off_the_next_targets(app, ask):
    table = hand_card_chosen(app)
    held = table.aim.held_target()
    if ask == "key":
        table.action(ActionEvent(Action.INSPECT, True, "keyboard"))
    else:
        spot = pygame.Rect(held.rect).center
        table.pointer(PointerEvent("up", spot, 3))
    shown = table.aim.shown_card()
    assert shown is not None
    cells = next_targets(table)
    panel = inspect_rect(shown.rect, [t.rect for t in table.aim.live() if t is not shown])
    assert not any(panel.colliderect(cell) for cell in cells), (panel, cells)
    assert table.aim.tree.chosen                     # asking chose nothing, dropped nothing


def test_before_a_move_is_begun_a_card_held_still_opens_by_itself(app):
    table = TableScene(app, "animimix", 2, ["human", "easy"], seed=3)
    start(app, table)
    assert until_turn(app, table)
    hand = next(t for t in table.aim.live() if t.step[0] == "hand")
    table.pointer(PointerEvent("move", pygame.Rect(hand.rect).center))
    step(app, round(INSPECT_AFTER * 60) + 2)
    assert table.aim.shown_card() is not None
