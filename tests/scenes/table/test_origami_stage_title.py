"""Origami's stage: a title of one line leaves no two-line gap above the words (it
left 35 px) nor above a card played (it left 31 px), and that card's flight lands
exactly where the stage draws it; a title of two lines keeps its room."""

from __future__ import annotations

import pygame
import pytest

from game.origami.frames import Frame
from game.origami.moves import Play
from scenes.table.layouts.origami.stage import PAD, TITLE_H, card_rect, stage
from table_positions import layout_of, text_cache, view_of
from sprites import textfit
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


def test_a_two_line_title_keeps_its_room():
    text = text_cache(1.0)
    layout = layout_of("origami", PLAYERS, text, "fr")
    long = ("Une joueuse au nom vraiment très long", "Bo", "Cy")
    view = view_of("origami", main_turn(), 1, long)                      # watching seat 0
    area = layout.geometry(view).stage
    shown = stage(layout, view)
    assert shown.text_box is None or shown.text_box.y >= area.y + PAD + TITLE_H - 8
    state = main_turn()
    state.stack.append((Frame.PLACE, 0, "pig"))
    view = view_of("origami", state, 1, long)
    placed = stage(layout, view)
    assert placed.cards[0].rect == card_rect(area) == layout.stage_card_rect(view, 0, "pig")


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_played_stands_under_a_one_line_title_where_it_flies(lang, scale):
    text = text_cache(scale)
    layout = layout_of("origami", PLAYERS, text, lang)
    state = build([["pig", "butterfly", "butterfly", "owl", "chick"], ["chick", "dove"], ["cat"]],
                  line=("pig", "owl", "chick", "dove"), deck=("cat",) * 6)
    events = state.apply(Play("pig"))
    assert state.stack[-1][0] == Frame.PAY
    view = view_of("origami", state, 0, ("Ann", "Bo", "Cy"))
    layout.on_events(view, events)
    flight, = [f for f in layout.flights.items if f.landing == ("stage",)]
    area = layout.geometry(view).stage
    shown = stage(layout, view)
    card = shown.cards[0].rect
    assert card == pygame.Rect(layout.stage_card_rect(view, 0, "pig"))
    assert (flight.end, flight.end_h) == (card.center, card.h)
    width = area.w - 2 * PAD                           # the title as the stage draws it
    line, px = textfit.fit(text, shown.title, 28, width, TITLE_H, bold=True, wrap=True)
    title = text.render(line, px, bold=True, wrap=width)
    assert title.get_height() <= text.font(px, bold=True).get_linesize() + 2     # one line
    gap = card.y - (area.y + PAD + title.get_height())
    assert 0 <= gap <= 8, gap
    state.apply(state.legal_moves()[0])                 # paying on: the card stays put
    assert stage(layout, view_of("origami", state, 0, ("Ann", "Bo", "Cy"))).cards[0].rect == card
