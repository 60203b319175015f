"""The aim on its own: a made-up layout of five cards and a chip, no table, no frames."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes.table.aim import CANCEL, INSPECT_AFTER, Aim
from scenes.shell.input import Action, ActionEvent, PointerEvent
from game.match.steps import CONFIRM, IllegalStep, StepTree, Target, nearest


class Cards:
    """Three hand cards in a row, two cells above them (a card then a cell makes a
    move, as in Animimix), and an opponent's card that can only be looked at."""

    def targets(self, view):
        hand = [Target(pygame.Rect(400 + 200 * i, 800, 150, 210), ("hand", c), c)
                for i, c in enumerate("abc")]
        cells = [Target(pygame.Rect(500 + 300 * i, 300, 150, 210), ("cell", i), None)
                 for i in range(2)]
        return hand + cells + [Target(pygame.Rect(60, 100, 100, 140), None, "z")]

    def step_label(self, view, step, moves):
        return repr(step)

    def inspect(self, view, target):
        return None

    def step_reason(self, view, step):
        return "cell 0 is taken" if step == ("cell", 0) else ""

    def target_image(self, view, target):
        return None


MOVES = [("a", 0), ("a", 1), ("b", 1), ("c", 0), ("c",)]     # ("c",): c alone


def path(move):
    return (("hand", move[0]),) + ((("cell", move[1]),) if len(move) > 1 else ())


def aim() -> Aim:
    return Aim(StepTree(MOVES, path), Cards(), None, "en")


def test_a_path_that_begins_another_gets_a_confirm_step():
    tree = StepTree(MOVES, path)
    assert tree.paths[("c",)] == (("hand", "c"), CONFIRM)
    assert tree.choose(("hand", "c")) is None
    assert set(tree.next_steps()) == {("cell", 0), CONFIRM}
    assert tree.choose(CONFIRM) == ("c",)
    with pytest.raises(IllegalStep):
        tree.choose(("cell", 0))          # no card chosen: a cell is not a step yet


def test_two_moves_with_one_path_are_refused():
    with pytest.raises(ValueError):
        StepTree([("a", 0), ("a", 0, "again")], lambda m: path(m[:2]))


def test_a_click_on_a_card_then_a_cell_makes_the_move():
    a = aim()
    assert a.pointer(PointerEvent("up", (475, 900))) is None
    assert a.tree.chosen == [("hand", "a")]
    assert a.pointer(PointerEvent("up", (875, 400))) == ("a", 1)


def test_a_click_on_a_dimmed_target_is_refused_with_a_reason():
    a = aim()
    a.pointer(PointerEvent("up", (675, 900)))              # b: only cell 1 is legal
    assert a.pointer(PointerEvent("up", (575, 400))) is None
    assert a.message == "cell 0 is taken" and a.tree.chosen == [("hand", "b")]


def test_back_and_the_cancel_chip_drop_a_half_made_move():
    a = aim()
    a.pointer(PointerEvent("up", (475, 900)))
    assert a.back() and a.tree.chosen == []
    a.pointer(PointerEvent("up", (475, 900)))
    cancel = [t for t in a.targets() if t.step == CANCEL]
    assert len(cancel) == 1 and cancel[0].rect.x >= 1420       # in the right column
    a.pointer(PointerEvent("up", cancel[0].center))
    assert a.tree.chosen == [] and not [t for t in a.targets() if t.step == CANCEL]


def test_the_d_pad_moves_to_the_nearest_glowing_target_in_its_direction():
    a = aim()
    assert a.focus.step == ("hand", "a")
    a.action(ActionEvent(Action.RIGHT))
    assert a.focus.step == ("hand", "b")
    a.action(ActionEvent(Action.UP))              # cells do not glow before a card is chosen
    assert a.focus.step == ("hand", "b")
    a.action(ActionEvent(Action.LEFT))
    assert a.action(ActionEvent(Action.CONFIRM)) is None      # card a chosen
    assert a.focus.step[0] == "cell"                  # the focus goes to what glows now
    assert a.action(ActionEvent(Action.CONFIRM)) in {("a", 0), ("a", 1)}


def test_nearest_goes_straight_before_diagonally():
    row = [Target((x, 0, 10, 10), ("t", x)) for x in (100, 200)]
    below = Target((95, 60, 10, 10), ("below",))
    assert nearest(row + [below], (0, 0, 10, 10), "right").step == ("t", 100)
    assert nearest(row + [below], (100, 0, 10, 10), "down") is below
    assert nearest(row, (0, 0, 10, 10), "left") is None


def test_a_card_held_shows_large_after_the_delay_and_the_key_opens_it_at_once():
    a = aim()
    a.update(INSPECT_AFTER + 0.01)
    assert a.shown_card() is None          # the first focus, not moved there: no inspector
    a.pointer(PointerEvent("move", (475, 900)))
    assert a.shown_card() is None
    a.update(INSPECT_AFTER + 0.01)
    assert a.shown_card().card == "a"
    a.pointer(PointerEvent("move", (675, 900)))     # another card: the delay again
    assert a.shown_card() is None
    a.action(ActionEvent(Action.INSPECT))
    assert a.shown_card().card == "b"


def test_the_inspect_key_walks_every_card_and_back_closes_it():
    a = aim()
    a.action(ActionEvent(Action.INSPECT))
    assert a.look.card == "a"
    a.action(ActionEvent(Action.UP))               # the opponent's card, up and left
    assert a.look.card == "z" and a.look.step is None
    assert a.back() and a.look is None
    assert a.tree.chosen == []                     # back closed the inspector only


def test_the_focus_starts_on_a_hinted_move():
    a = aim()
    a.focus_on_move(("c", 0))
    assert a.focus.step == ("hand", "c")


def _luma(colour) -> float:
    r, g, b = colour[:3]
    return 0.299 * r + 0.587 * g + 0.114 * b


def test_glow_and_dimming_differ_in_brightness_not_only_in_hue():
    """The colour-blind mode keeps them readable: in grey alone, a dimmed target is much
    darker than it was, and a glowing outline much brighter than the felt around it."""
    from scenes.ui import FELT, TextCache

    pygame.init()
    a = aim()
    a.pointer(PointerEvent("up", (675, 900)))          # card b: cell 0 is dimmed
    surface = pygame.Surface((1920, 1080))
    surface.fill(FELT)
    cards = (240, 230, 210)
    for target in a.targets():
        surface.fill(cards, target.rect)
    a.draw(surface, TextCache(), 0.0)
    dimmed = surface.get_at((575, 400))                # inside cell 0
    assert _luma(dimmed) < 0.5 * _luma(cards)
    glowing = pygame.Rect(a.targets()[4].rect)         # cell 1 glows: its outline
    outline = surface.get_at((glowing.centerx, glowing.y - 2))
    assert _luma(outline) > _luma(FELT) + 80
