"""A group that is the only choice of its level opens at once (no row to confirm first).

The picker is the optional moves panel (and the generic layout's lists); every legal
move stays reachable (see test_choices_cover_legal.py).
"""

from __future__ import annotations

import pygame

from scenes.shell.input import Action, ActionEvent
from scenes.table.picker import Choice, Picker

RECT = pygame.Rect(1420, 90, 480, 760)


def press(picker: Picker, action: Action):
    return picker.action(ActionEvent(action, True, "keyboard:left"))


def test_an_only_group_at_the_top_is_opened_at_once_and_named_in_the_title():
    leaves = [Choice("Hide", move="hide"), Choice("Swap", move="swap")]
    picker = Picker([Choice("Lion", children=leaves, key=("hand", "lion"))], RECT, "Your move")
    assert picker.level == leaves and picker.path == []
    assert [c.label for c in picker.opened()] == ["Lion"]
    assert not picker.back()                   # nothing above: BACK is the table's again
    press(picker, Action.DOWN)
    assert press(picker, Action.CONFIRM) == "swap"


def test_an_only_group_further_down_is_opened_with_its_parent_and_closed_with_it():
    inner = [Choice("a", move="a"), Choice("b", move="b")]
    top = [Choice("One", children=[Choice("Only", children=inner)]), Choice("c", move="c")]
    picker = Picker(top, RECT, "Your move")
    assert len(picker.level) == 2
    assert press(picker, Action.CONFIRM) is None
    assert picker.level == inner and [c.label for c in picker.path] == ["One", "Only"]
    assert picker.back() and picker.level == top and picker.focus == 0


def test_a_greyed_only_group_is_left_for_its_reason():
    picker = Picker([Choice("Lion", children=[Choice("x", move="x")], reason="no")], RECT)
    assert picker.trunk == [] and len(picker.level) == 1



def test_select_key_finds_a_choice_by_its_key_here_or_from_the_top():
    lion = [Choice("Hide", move="hide", key=("hide", "lion")), Choice("Swap", move="swap")]
    top = [Choice("Lion", children=lion, key=("hand", "lion")),
           Choice("Bear", children=[Choice("Hide", move="hide bear")], key=("hand", "bear")),
           Choice("Pass", move="pass", key="pass")]
    picker = Picker(top, RECT, "Your move")
    assert picker.select_key(("hand", "lion")) is None and picker.level == lion
    assert picker.select_key(("hand", "bear")) is None
    assert picker.level == lion                  # not found here: nothing closed
    assert picker.select_key(("nothing", 1), from_top=True) is None
    assert picker.level == lion                  # not found at the top either
    assert picker.select_key(("hide", "lion")) == "hide"
    assert picker.select_key("pass", from_top=True) == "pass" and picker.path == []
