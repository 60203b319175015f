"""Animalia on the table: every move is made by clicking cards, chips and medal options.

For each player count, 50 seeded positions spread over every decision (the lot, the
powers, the thief's and prankster's aims, the spy's tray, the medals) are laid out
for the seat to move, without drawing frames. Each legal move is made by clicking
its steps' targets at a point no later target covers; every step is a layout target
(no fallback chip); the spy's cards are card targets; medal options are distinct
pictures; card sizes are read from the targets' rects; the inspector names no card
the viewer may not see, whoever looks.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import load_game
from game.animalia.cards import CARD_IDS, CARD_INDEX, card_name
from game.rng import Rng
from scenes.table.layouts import layout_for
from scenes.table.layouts.base import TABLE_AREA
from game.match.steps import StepTree, path_function, topmost, visible_point
from scenes.ui import TextCache
from scenes.table.view import LayoutContext, Prefs, TableView
from sprites.faces_animalia import CORNER_PX, corner_units

POSITIONS = 50
OTHER_PHASES = 35          # at most this many positions off the lot, the rest on it
GAME = load_game("animalia")
PATH = path_function("animalia")
MAX_FELT = 140             # no band of empty felt across the table wider than this


@pytest.fixture(scope="module")
def text():
    pygame.init()
    pygame.display.set_mode((1920, 1080))
    yield TextCache()


def positions(players: int, count: int = POSITIONS):
    """States at `count` decisions of seeded random games: every decision off the lot
    (powers, aims, spy, medals) up to OTHER_PHASES of them, the rest lot decisions
    taken one in three."""
    found, lots, seed = [], [], 0
    while len(found) < OTHER_PHASES and seed < 40:
        state = GAME.new_game(players, seed, GAME.resolve_options({}, players))
        rng = Rng(500 + seed)
        turn = 0
        while not state.is_over and len(found) < OTHER_PHASES:
            if state.phase_name() != "lot":
                found.append(state.clone())
            elif turn % 3 == 0:
                lots.append(state.clone())
            turn += 1
            state.apply(rng.choice(state.legal_moves()))
        seed += 1
    return (found + lots)[:count]


def layout_and_view(text, state, viewer, lang="en"):
    players = state.players
    names = tuple(f"Seat {i + 1}" for i in range(players))
    options = GAME.resolve_options({}, players)
    ctx = LayoutContext(GAME, options, text, Prefs(lang=lang))
    layout = layout_for(ctx, players)
    legal = tuple(state.legal_moves()) if viewer == state.current_player else ()
    view = TableView("animalia", players, viewer, state.observe(viewer), {}, names,
                     humans=(viewer,), current=state.current_player, legal=legal)
    return layout, view


def click_through(layout, view, move):
    """Make `move` by clicking its steps' targets; returns what the last click made."""
    tree = StepTree(view.legal, lambda m: PATH(m, view.obs))
    targets = layout.targets(view)
    made = None
    for step in tree.follow(move):
        spots = [visible_point(targets, i) for i, t in enumerate(targets) if t.step == step]
        spots = [p for p in spots if p is not None]
        assert spots, f"no visible target for {step!r} of {move!r}"
        assert topmost(targets, spots[0]).step == step
        made = tree.choose(step)
    return made


def widest_empty_band(rects, area) -> int:
    """The widest band of `area` (across its whole height or width) no rect touches."""
    worst = 0
    for lo, hi, get in ((area.left, area.right, lambda r: (r.left, r.right)),
                        (area.top, area.bottom, lambda r: (r.top, r.bottom))):
        spans = sorted(get(pygame.Rect(r).clip(area)) for r in rects
                       if pygame.Rect(r).colliderect(area))
        edge = lo
        for start, end in spans:
            worst = max(worst, start - edge)
            edge = max(edge, end)
        worst = max(worst, hi - edge)
    return worst


@pytest.mark.parametrize("players", range(2, 7))
def test_every_move_is_a_click_on_the_table(text, players):
    states = positions(players)
    assert len(states) == POSITIONS
    phases = {s.phase_name() for s in states}
    assert {"lot", "power", "target", "card", "medals"} <= phases, phases
    made = spied = medal_views = 0
    for state in states:
        seat = state.current_player
        layout, view = layout_and_view(text, state, seat)
        targets = layout.targets(view)
        shown = {t.step for t in targets}
        tree = StepTree(view.legal, lambda m: PATH(m, view.obs))
        missing = [s for s in tree.next_steps() if s not in shown]
        assert not missing, f"{state.phase_name()}: {missing} have no table target"
        for move in view.legal:
            assert click_through(layout, view, move) == move
            made += 1
        obs = view.obs
        if state.phase_name() == "spy":
            spy = {t.card: t for t in targets if t.step and t.step[0] == "card"}
            assert set(spy) == set(obs["spy_left"])
            assert all(t.step == ("card", card) for card, t in spy.items())
            assert all(pygame.Rect(t.rect).w >= 140 for t in spy.values())
            placed = [t.card for t in targets if t.card in obs["spy_placed"]]
            assert sorted(placed) == sorted(obs["spy_placed"])
            spied += 1
        if state.phase_name() == "medals":
            options = [i for i in layout.middle_items(view) if i.kind == "medals"]
            assert len(options) == len(view.legal)
            pictures = [(i.data[0], i.data[1]) for i in options]
            assert len(set(pictures)) == len(pictures), "two medal options look alike"
            rects = [pygame.Rect(i.rect) for i in options]
            assert all(a.collidelist(rects[:k]) == -1 for k, a in enumerate(rects))
            assert all(TABLE_AREA.contains(r) for r in rects)
            medal_views += 1
        check_sizes(layout, view, targets)
    assert made >= POSITIONS and medal_views > 0
    if players <= 3:
        assert spied > 0, "no spy's tray among the positions"


def check_sizes(layout, view, targets):
    """The viewer's collections >= 140 px wide, side by side (no name cut), and their
    bonus cards as wide; the others' >= 90 px; the lot >= 140; corners of 24 px and more; no
    empty band of felt wider than MAX_FELT; everything on the table area."""
    obs = view.obs
    owners = obs["owners"]
    for c, cards in enumerate(obs["collections"]):
        rects = [pygame.Rect(t.rect) for t in targets if t.card in cards]
        if not rects:
            continue
        if owners[c] == view.viewer:
            assert min(r.w for r in rects) >= 140
            assert all(a.collidelist(rects[:k]) == -1 for k, a in enumerate(rects))
        else:
            assert min(r.w for r in rects) >= 90
    lot = [pygame.Rect(t.rect) for t in targets if t.card in (obs.get("lot") or ())]
    hand = [pygame.Rect(t.rect) for t in targets if t.card in (obs.get("bonus") or ())]
    assert all(r.w >= 140 for r in lot + hand)
    for target in targets:
        rect = pygame.Rect(target.rect)
        assert TABLE_AREA.contains(rect), f"{target} leaves the table"
        if isinstance(target.card, str):
            scale = rect.h * 5 / 7 / 250
            assert corner_units(rect.h) * scale >= CORNER_PX - 0.5 >= 24
    rects = [t.rect for t in targets] + layout.seat_rects(view) + \
        [i.rect for i in layout.middle_items(view)] + [layout.geo(view).deck_label()]
    assert widest_empty_band(rects, TABLE_AREA) <= MAX_FELT


def hidden_names(state, viewer) -> set[str]:
    """The names of the cards `viewer` may not see (the deck below what their spy told
    them, the others' bonus cards) in both languages."""
    obs = state.observe(viewer)
    seen = set(obs["deck_top"]) | set(obs["deck_bottom"]) | {c for _p, c in obs["known_bonus"]}
    hidden = [CARD_IDS[c] for c in state.deck] + \
        [CARD_IDS[c] for p, hand in enumerate(state.bonus) if p != viewer for c in hand]
    return {card_name(CARD_INDEX[c], lang) for c in hidden if c not in seen
            for lang in ("en", "fr")}


@pytest.mark.parametrize("players", (2, 3, 6))
def test_the_inspector_shows_only_what_the_viewer_may_see(text, players):
    """Every seat looks at every target of every position, in both languages: a card
    shown is one its observation holds face up, and no hidden card is named."""
    looked = 0
    for state in positions(players)[::2]:
        for viewer in range(players):
            hidden = hidden_names(state, viewer)
            for lang in ("en", "fr"):
                layout, view = layout_and_view(text, state, viewer, lang)
                obs = view.obs
                visible = set(obs.get("lot") or ()) | set(obs.get("bonus") or ()) | \
                    set(obs.get("spy_left") or ()) | set(obs.get("spy_placed") or ()) | \
                    {b for _c, b, _x in obs.get("covers") or ()} | \
                    {c for cards in obs["collections"] for c in cards}
                for target in layout.targets(view):
                    shown = layout.inspect(view, target)
                    if target.card is None:
                        assert shown is None
                        continue
                    if isinstance(target.card, str):
                        assert target.card in visible
                    words = " ".join((shown.title,) + tuple(shown.lines))
                    assert not [n for n in hidden if n in words], words
                    assert shown.image is not None and shown.image.get_height() >= 360
                    looked += 1
    assert looked > 0


def test_a_card_inspected_says_its_power_and_how_it_scores(text):
    """The thief's text names its power, when it works, its family and elegance."""
    state = next(s for s in positions(3) if any(
        c.endswith(":thief") for cards in s.observe(s.current_player)["collections"]
        for c in cards))
    layout, view = layout_and_view(text, state, state.current_player)
    target = next(t for t in layout.targets(view) if str(t.card).endswith(":thief"))
    shown = layout.inspect(view, target)
    words = " ".join(shown.lines)
    assert "steal" in words and "Works if" in words and "Elegance 0" in words
    assert "Medals" in words
    layout, view = layout_and_view(text, state, state.current_player, "fr")
    shown = layout.inspect(view, target)
    assert "volez" in " ".join(shown.lines)


def test_a_collection_the_lot_would_overfill_is_a_target_but_not_lit(text):
    """With two players, a lot too large for one collection may go into the other:
    the full one stays on the table as its step, but not among the next steps."""
    for state in positions(2, 200):
        obs = state.observe(state.current_player)
        if state.phase_name() != "lot" or len(obs["lot"]) < 2:
            continue
        mine = obs["current_player"]
        full = [c for c, owner in enumerate(obs["owners"]) if owner == mine
                and len(obs["collections"][c]) + len(obs["lot"]) > 5]
        if not full:
            continue
        layout, view = layout_and_view(text, state, mine)
        step = ("collection", full[0])
        assert any(t.step == step for t in layout.targets(view))
        tree = StepTree(view.legal, lambda m: PATH(m, view.obs))
        assert step not in tree.next_steps()
        return
    pytest.fail("no position with a lot too large for a collection")
