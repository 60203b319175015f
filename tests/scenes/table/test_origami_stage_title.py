"""Origami's stage: a title of one line leaves no two-line gap above the words (it
left 35 px); a title of two lines keeps its room; a card played keeps its place under
two lines (where it flies to)."""

from __future__ import annotations

import pygame
import pytest

from game.origami.frames import Frame
from scenes.table.layouts.origami.stage import PAD, TITLE_H, card_rect, stage
from table_positions import layout_of, text_cache, view_of
from tests.origami.helpers import build

PLAYERS = 3


def main_turn():
    return build([["pig", "owl"], ["chick", "dove"], ["cat"]],
                 line=("pig", "owl", "chick", "dove"), deck=("cat",) * 6, discard=("owl",))


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_words_follow_a_one_line_title(lang, scale):
    text = text_cache(scale)
    layout = layout_of("origami", PLAYERS, text, lang)
    view = view_of("origami", main_turn(), 0, ("Ann", "Bo", "Cy"))
    area = layout.geometry(view).stage
    shown = stage(layout, view)
    title = text.render(shown.title, 28, bold=True, wrap=area.w - 2 * PAD)
    assert title.get_height() <= text.font(28, bold=True).get_linesize() + 2     # one line
    gap = shown.text_box.y - (area.y + PAD + title.get_height())
    assert 0 <= gap <= 8, gap


def test_a_two_line_title_and_a_played_card_keep_their_room():
    text = text_cache(1.0)
    layout = layout_of("origami", PLAYERS, text, "fr")
    long = ("Une joueuse au nom vraiment très long", "Bo", "Cy")
    view = view_of("origami", main_turn(), 1, long)                      # watching seat 0
    area = layout.geometry(view).stage
    shown = stage(layout, view)
    assert shown.text_box is None or shown.text_box.y >= area.y + PAD + TITLE_H - 8
    state = main_turn()
    state.stack.append((Frame.PLACE, 0, "pig"))
    view = view_of("origami", state, 0, ("Ann", "Bo", "Cy"))
    placed = stage(layout, view)
    assert placed.cards[0].rect == card_rect(area) == pygame.Rect(layout.stage_card_rect(view))
