"""Origami's stage fits every card's rule text: the layout-fit check (no text cut, out
of its box or over another) on positions built for each card, which random games seldom
reach. Each card is placed (its rule text beside it on the stage) and each instant card
offers its effect (the text, the "use" and "skip" chips), through the mover's eyes, in
English and French, at 100 % and 150 % text, with long seat names."""

from __future__ import annotations

import itertools

import pytest

from game.origami.cards import BY_ID
from game.origami.frames import Frame
from scenes.table.layouts.origami.stage import stage
from table_positions import layout_of, text_cache, view_of
from test_layout_fit import NAME, SCALES, _check
from tests.origami.helpers import build

PLAYERS = 3
WITH_TEXT = sorted(card for card, info in BY_ID.items() if info.effect_text("en"))
INSTANT = sorted(card for card in WITH_TEXT if BY_ID[card].effect_type == "instant")


def stage_state(frame: Frame, card: str):
    """Seat 0 about to place `card` (or to use its instant effect), cards all round."""
    state = build([["pig", "owl"], ["chick", "dove"], ["cat"]],
                  line=("pig", "owl", "chick", "dove"), deck=("cat",) * 6, discard=("owl",))
    state.stack.append((frame, 0, card))
    return state


@pytest.mark.parametrize("frame, cards", [(Frame.PLACE, WITH_TEXT), (Frame.INSTANT, INSTANT)],
                         ids=["place", "instant"])
def test_every_rule_text_fits_the_stage(frame, cards):
    assert cards, "no card to show"
    problems = []
    names = tuple(NAME.format(n=i + 1) for i in range(PLAYERS))
    for lang, scale in itertools.product(("en", "fr"), SCALES):
        text = text_cache(scale)
        layout = layout_of("origami", PLAYERS, text, lang)
        for card in cards:
            view = view_of("origami", stage_state(frame, card), 0, names)
            shown = stage(layout, view)
            assert shown.text == BY_ID[card].effect_text(lang)
            if frame == Frame.INSTANT:
                assert [step for _rect, step, _label in shown.chips] == \
                    [("chip", "use"), ("chip", "skip")], card
            problems += [f"{lang} {round(scale * 100)}% {card}: {p}"
                         for p in _check(layout, view, text)]
    assert not problems, "\n".join(problems[:20])


def test_a_long_instant_text_takes_the_stage_width():
    """The grasshopper's French text does not fit beside its card at 150 %: the card,
    already on its collection, leaves the stage to the words."""
    layout = layout_of("origami", PLAYERS, text_cache(1.5), "fr")
    names = tuple(NAME.format(n=i + 1) for i in range(PLAYERS))
    long = stage(layout, view_of("origami", stage_state(Frame.INSTANT, "grasshopper"), 0, names))
    short = stage(layout, view_of("origami", stage_state(Frame.INSTANT, "butterfly"), 0, names))
    assert not long.cards and long.text_box.w > 360
    assert [c.card for c in short.cards] == ["butterfly"] and short.text_box.w < 260
