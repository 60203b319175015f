"""High Society is played on its cards: each money card added by a click on it, the
stand and pass chips by the bid, a possession given up to a theft by a click on it;
cards large enough to read; the centre tells the bid being raised."""

from __future__ import annotations

import pytest

from game import catalog
from game.high_society.cards import CARDS
from scenes.table.inspect import Inspect
from scenes.table.layouts.high_society.layout import BID_ROW, CHIPS, MONEY_ROW
from scenes.table.layouts.base import TABLE_AREA
from table_positions import (click_through, drawn_rects, layout_of, positions, text_cache,
                             tree_of, view_of, widest_gaps)

POSITIONS = 50
PLAYERS = range(3, 6)
GAME_ID = "high_society"


@pytest.fixture(scope="module")
def text():
    return text_cache()


@pytest.mark.parametrize("players", PLAYERS)
def test_every_move_is_made_by_clicking_cards(text, players):
    layout = layout_of("high_society", players, text)
    phases = set()
    for state, viewer in positions("high_society", players, POSITIONS):
        view = view_of("high_society", state, viewer)
        targets = layout.targets(view)
        tree = tree_of("high_society", state, viewer)
        for move in tree.moves:
            assert click_through(tree, targets, move) == move
        phases.add(view.obs["phase"])
        steps = {t.step for t in targets if t.step}
        if view.obs["phase"] in ("bid", "raise"):       # every money card, legal or not
            hand = view.obs["hands"][viewer]
            assert {("money", v) for v in hand} | {("chip", "stand"), ("chip", "pass")} <= steps
    assert {"bid", "raise"} <= phases


def test_a_theft_is_paid_by_clicking_a_possession(text):
    found = 0
    for players in PLAYERS:
        layout = layout_of("high_society", players, text)
        for state, viewer in positions("high_society", players, 400, seed=5):
            if state.observe(viewer)["phase"] != "theft":
                continue
            view = view_of("high_society", state, viewer)
            targets = layout.targets(view)
            tree = tree_of("high_society", state, viewer)
            for move in tree.moves:
                assert click_through(tree, targets, move) == move
            found += 1
    assert found >= 3


@pytest.mark.parametrize("players", PLAYERS)
def test_cards_are_large_enough_and_next_to_their_panel(text, players):
    layout = layout_of("high_society", players, text)
    for state, viewer in positions("high_society", players, 20, seed=2):
        view = view_of("high_society", state, viewer)
        targets = layout.targets(view)
        panels = layout.seat_rects(view)
        money = [t for t in targets if t.card and t.rect.top >= MONEY_ROW.top]
        assert len(money) == len(view.obs["hands"][viewer])
        assert all(t.rect.w >= 140 for t in money)
        assert not money or min(t.rect.left for t in money) - panels[viewer].right < 20
        mine = [t for t in targets if t.rect.top >= BID_ROW.top and t.card]
        assert all(t.rect.w >= 140 for t in mine)
        others = [t for t in targets if t.card and t not in mine]
        assert all(t.rect.w >= 90 for t in others)
        auction = layout.auction_rect()
        assert auction.h >= 360
        for name, rect in CHIPS.items():          # the chips by the bid spot
            assert rect.left - BID_ROW.right < 20


def test_the_centre_tells_a_bid_being_raised(text):
    """Never "No bid yet" while the seat to move has laid money down."""
    layout = layout_of("high_society", 4, text)
    seen = 0
    for state, viewer in positions("high_society", 4, 200, seed=4):
        obs = state.observe(viewer)
        if obs["phase"] != "raise":
            continue
        view = view_of("high_society", state, viewer)
        line = layout.centre_line(view)
        assert line != layout.lines("no_bid")
        assert str(max(obs["high"], sum(obs["bids"][viewer]))) in line
        seen += 1
    assert seen >= 10


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_inspector_tells_what_a_card_does(text, lang):
    layout = layout_of("high_society", 4, text, lang)
    kinds = set()
    for state, viewer in positions("high_society", 4, 30, seed=3):
        view = view_of("high_society", state, viewer)
        for target in layout.targets(view):
            shown = layout.inspect(view, target)
            if target.card is None:
                assert shown is None              # a chip
                continue
            assert isinstance(shown, Inspect) and shown.title and shown.lines
            assert shown.image.get_height() >= 360
            if target.rect == layout.auction_rect():
                assert shown.lines[-1] == catalog.text("layout.high_society.insp_auction", lang)
            if target.card.startswith("money:"):
                value = target.card.split(":")[1]
                assert value in shown.lines[0]
                continue
            kind = CARDS.by_id[target.card.split(":")[0]]
            kinds.add(kind.kind)
            if kind.kind == "possession":
                assert str(int(kind.value)) in shown.lines[0]
            else:
                assert shown.lines[0] == catalog.text(f"layout.high_society.insp_{kind.kind}",
                                                      lang)
    assert "possession" in kinds and len(kinds) >= 3


@pytest.mark.parametrize("players", PLAYERS)
def test_no_wide_empty_strip_of_felt(text, players):
    """Across the table, no band wider than 140 px is left without a card or a label."""
    game_id = GAME_ID
    layout = layout_of(game_id, players, text)
    for state, viewer in positions(game_id, players, 10, seed=6):
        view = view_of(game_id, state, viewer)
        gaps = widest_gaps(drawn_rects(layout, view, text), TABLE_AREA)
        assert max(gaps) <= 140, (players, gaps)


def test_widest_gaps_sees_an_empty_band():
    rects = [(20, 90, 100, 100), (400, 300, 1000, 760)]
    assert widest_gaps(rects, TABLE_AREA) == (280, 110)
