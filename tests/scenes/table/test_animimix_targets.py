"""Animimix is played on its cards: every legal move by clicks on the layout's targets,
cards large enough to read, and an inspector that tells nothing hidden."""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from scenes.table.inspect import Inspect
from scenes.table.layouts.animimix.layout import HIDE_SPOT
from scenes.table.layouts.base import TABLE_AREA
from table_positions import (click_through, drawn_rects, layout_of, positions, text_cache,
                             tree_of, view_of, widest_gaps)

POSITIONS = 50
PLAYERS = range(2, 7)
GAME_ID = "animimix"


@pytest.fixture(scope="module")
def text():
    return text_cache()


@pytest.mark.parametrize("players", PLAYERS)
def test_every_move_is_made_by_clicking_cards(text, players):
    layout = layout_of("animimix", players, text)
    for state, viewer in positions("animimix", players, POSITIONS):
        view = view_of("animimix", state, viewer)
        targets = layout.targets(view)
        tree = tree_of("animimix", state, viewer)
        for move in tree.moves:
            assert click_through(tree, targets, move) == move
        obs = view.obs
        cells = {t.step: t for t in targets if t.step and t.step[0] == "cell"}
        assert len(cells) == obs["rows"] * obs["cols"]          # every cell, mountain or not
        hand = [t for t in targets if t.step and t.step[0] == "hand"]
        chosen = hand[0].step
        tree.choose(chosen)
        live = tree.next_steps()
        for (_kind, r, c), target in cells.items():   # under a mountain: a dimmed target
            assert (("cell", r, c) in live) != obs["mountains"][r][c]
        assert ("hide",) in live


@pytest.mark.parametrize("players", PLAYERS)
def test_cards_are_large_enough(text, players):
    layout = layout_of("animimix", players, text)
    for state, viewer in positions("animimix", players, 10, seed=2):
        view = view_of("animimix", state, viewer)
        targets = layout.targets(view)
        own = [t for t in targets if t.step and t.step[0] in ("hand", "hide")]
        assert own and all(t.rect.w >= 140 for t in own)
        panels = layout.seat_rects(view)
        others = [t for t in targets if isinstance(t.card, tuple) and t.card[1] != viewer]
        assert all(t.rect.w >= 90 for t in others)
        for seat, rect in enumerate(panels):       # next to its panel
            for t in targets:
                if isinstance(t.card, tuple) and t.card[1] == seat and seat != viewer:
                    assert abs(t.rect.top - rect.bottom) < 20
        assert pygame.Rect(HIDE_SPOT).left - panels[viewer].right < 20
        assert min(t.rect.left for t in own) - panels[viewer].right < 20
        assert layout.cell_rect(view, 0, 0).w >= 84                  # the grid: as large as it fits


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_inspector_shows_rules_and_nothing_hidden(text, lang):
    players = 4
    layout = layout_of("animimix", players, text, lang)
    for state, viewer in positions("animimix", players, 10, seed=3):
        view = view_of("animimix", state, viewer)
        for target in layout.targets(view):
            shown = layout.inspect(view, target)
            assert isinstance(shown, Inspect) and shown.title
            assert shown.image is not None and shown.image.get_height() >= 360
            card = target.card
            if isinstance(card, str):
                rule = catalog.localized(_species(card), "scoring", lang)
                assert rule in shown.lines
            elif card[0] == "pile" and card[1] != viewer:
                hidden = state.observe(card[1])["seats"][card[1]]["hidden"]
                said = " ".join(shown.lines)
                assert said == catalog.text("layout.animimix.insp_secret", lang)
                assert not any(layout.card_name(k) in said for k, v in hidden.items() if v)
            elif card[0] == "pile":
                mine = state.observe(viewer)["seats"][viewer]["hidden"]
                for k, v in mine.items():
                    if v:
                        assert f"{layout.card_name(k)} {v}" in " ".join(shown.lines)


def _species(card: str) -> dict:
    from game.animimix.cards import SPECIES_DATA
    return next(entry for entry in SPECIES_DATA if entry["id"] == card)


@pytest.mark.parametrize("players", PLAYERS)
def test_no_wide_empty_strip_of_felt(text, players):
    """Across the table, no band wider than 140 px is left without a card or a label."""
    game_id = GAME_ID
    layout = layout_of(game_id, players, text)
    for state, viewer in positions(game_id, players, 10, seed=6):
        view = view_of(game_id, state, viewer)
        gaps = widest_gaps(drawn_rects(layout, view, text), TABLE_AREA)
        assert max(gaps) <= 140, (players, gaps)


def test_a_spectator_sees_every_pile_and_no_card_in_it(text):
    layout = layout_of("animimix", 3, text)
    seen = 0
    for state, _seat in positions("animimix", 3, 20, seed=7):
        view = view_of("animimix", state, None)
        targets = layout.targets(view)
        assert not [t for t in targets if t.step]                  # no moves to make
        piles = {t.card[1]: t for t in targets if isinstance(t.card, tuple) and t.card[0] == "pile"}
        counts = [s["hidden_count"] for s in view.obs["seats"]]
        assert set(piles) == {s for s, n in enumerate(counts) if n}
        for target in piles.values():
            said = layout.inspect(view, target).lines
            assert said == (catalog.text("layout.animimix.insp_secret", "en"),)
            seen += 1
    assert seen >= 5
