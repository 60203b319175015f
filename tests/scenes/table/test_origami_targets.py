"""Origami's table objects: every move is made by clicking them, nothing hidden is shown.

For 2, 3 and 4 players, positions are taken from seeded random games, at most a few of
each kind of decision (so that the effects' rare decisions, the fox's draw or the
parrot's copy, are there too), at least 50 per player count, plus positions built for
the decisions random games seldom reach. At each, through the mover's eyes:
- every legal move is made by clicking, for each step of its path
  (`StepTree.follow`), a layout target of that step at a point no later target covers
  (`game.match.steps.visible_point`), the click landing on that target (`topmost`);
- every target that shows a card shows a card the viewer may see (a card paid for an
  origami is shown on the stage and on the discard pile), and the inspector names only
  such cards, large; seen through every seat's eyes;
- the cards are as large as issue 24 asks: the viewer's at least 140 px wide (a hand
  of 8 or more cards at least 125, so that none covers another's numbers, effect sign
  or name: issue 33), the opponents' at least 90, their corner numbers at least 24 px,
  and no strip of felt wider than 140 px crosses the table between the targets.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections import Counter

import pygame
import pytest

from game import load_game
from game.origami.frames import HAND_LIMIT, ChooseMode, Frame, TakeMode
from game.origami.steps import path
from game.rng import Rng
from scenes.table.layouts import layout_for
from scenes.table.layouts.base import TABLE_AREA
from game.match.steps import StepTree, topmost, visible_point
from scenes.ui import TextCache
from scenes.table.view import LayoutContext, Prefs, TableView
from sprites.cardfaces import BOX_W
from sprites.origami_face import DIGIT_UNITS, zoom
from tests.origami.helpers import build

GAME = load_game("origami")
POSITIONS = 50
PER_KIND = 6                 # positions kept of each kind of decision
OWN_W, OPPONENT_W, NUMBER_PX, FELT_STRIP = 140, 90, 24, 140
FULL_HAND_W = 125               # a hand of HAND_LIMIT cards or more


@pytest.fixture(scope="module")
def text():
    pygame.init()
    pygame.display.set_mode((1920, 1080))
    yield TextCache()


def positions(players: int) -> list:
    """At least POSITIONS states of seeded random games, at most PER_KIND per decision."""
    kept, kinds = [], Counter()
    for seed in range(40):
        state = GAME.new_game(players, seed, GAME.resolve_options({}, players))
        rng = Rng(500 + seed)
        while not state.is_over:
            kind = state.stack[-1][0]
            if kinds[kind] < PER_KIND:
                kinds[kind] += 1
                kept.append(state.clone())
            state.apply(rng.choice(state.legal_moves()))
        if len(kept) >= POSITIONS and seed >= 8:
            break
    assert len(kept) >= POSITIONS
    return kept


def built() -> list:
    """Decisions random games seldom reach, made by hand (2 players)."""
    cols = [(("cat", "dog"), ("fly",)), (("owl",), ("sheep", "cat"))]
    out = []
    for frame in [(Frame.PLACE, 0, "snake"), (Frame.FOX, 0, ("cat", "owl", "owl")),
                  (Frame.PARROT, 0), (Frame.TARGET, 0, 1), (Frame.MAGPIE, 0),
                  (Frame.CHOOSE, 0, ChooseMode.VULTURE, "owl"),
                  (Frame.TAKE, 0, 3, TakeMode.RACCOON), (Frame.RAY, 0, 2, 0),
                  (Frame.ZEBRA, 0, 0, ()), (Frame.INSTANT, 0, "cat"),
                  (Frame.CHOOSE, 0, ChooseMode.FREE, 0)]:
        state = build([["cat", "owl", "pig", "chick"], ["dog", "sheep"]], cols=cols,
                      line=("fly", "cat", "chick", "owl"), deck=("pig",) * 6,
                      discard=("sheep", "cat", "dog", "owl", "fly"))
        state.stack = [frame]
        assert state.legal_moves(), frame
        out.append(state)
    return out


def view_of(state, viewer) -> TableView:
    mover = state.current_player
    names = tuple(f"Seat {i + 1}" for i in range(state.players))
    legal = tuple(state.legal_moves()) if viewer == mover else ()
    return TableView("origami", state.players, viewer, state.observe(viewer), {}, names,
                     humans=(viewer,), current=mover, is_over=False, status="", legal=legal)


def layout_of(text, players: int):
    ctx = LayoutContext(GAME, GAME.resolve_options({}, players), text, Prefs(lang="en"))
    return layout_for(ctx, players)


def visible_cards(obs: dict, viewer: int) -> Counter:
    """Every card the viewer's observation shows face up, with its count."""
    seen = Counter(obs["line"]) + Counter(obs["discard"])
    for cols in obs["collections"]:
        for pile in cols:
            seen.update(pile)
    seen.update(obs["hands"][viewer].get("cards", ()))
    for hand in obs["hands"]:
        seen.update(hand.get("known", ()))         # taken openly, or passed to the viewer
    for frame in obs["stack"]:
        for part in frame[2:]:
            if isinstance(part, str):
                seen[part] += 1
            elif isinstance(part, tuple):
                seen.update(c for c in part if isinstance(c, str))
    return seen


def click_through(layout, view, move) -> object:
    """Make `move` by clicks on the layout's targets alone; what the last click made."""
    tree = StepTree(view.legal, lambda m: path(m, view.obs))
    made = None
    for step in tree.follow(move):
        targets = layout.targets(view)
        spots = [visible_point(targets, i) for i, t in enumerate(targets) if t.step == step]
        spots = [p for p in spots if p is not None]
        assert spots, f"no visible target for {step!r} ({move!r})"
        assert topmost(targets, spots[0]).step == step
        made = tree.choose(step)
    return made


def felt_strips(rects) -> int:
    """The widest band of the table, across it or down it, that no rect touches."""
    area = TABLE_AREA
    widest = 0
    for lo, hi, spans in ((area.left, area.right, [(r.left, r.right) for r in rects]),
                          (area.top, area.bottom, [(r.top, r.bottom) for r in rects])):
        edge = lo
        for a, b in sorted(spans):
            widest = max(widest, a - edge)
            edge = max(edge, b)
        widest = max(widest, hi - edge)
    return widest


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_move_is_a_click_on_a_table_object(text, players):
    layout = layout_of(text, players)
    states = positions(players) + (built() if players == 2 else [])
    kinds, made = set(), 0
    for state in states:
        view = view_of(state, state.current_player)
        kinds.add(state.stack[-1][0])
        for move in view.legal:
            assert click_through(layout, view, move) == move
            made += 1
    assert made >= len(states)
    assert {Frame.MAIN, Frame.TAKE, Frame.PAY, Frame.PLACE, Frame.INSTANT} <= kinds
    if players == 2:
        assert set(Frame) <= kinds


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_inspector_shows_only_what_the_viewer_sees(text, players):
    layout = layout_of(text, players)
    for state in positions(players) + (built() if players == 2 else []):
        for viewer in range(players):
            view = view_of(state, viewer)
            seen = visible_cards(view.obs, viewer)
            shown = Counter()
            for target in layout.targets(view):
                shown_card = layout.inspect(view, target)
                if target.card is None:
                    assert shown_card is None
                    continue
                shown[target.card] += 1
                assert shown_card is not None and shown_card.image.get_height() >= 360
                assert shown_card.title == layout.card_name(target.card)
                assert shown_card.lines and shown_card.lines[-1]       # what it does
            assert set(shown) <= set(seen), (viewer, set(shown) - set(seen))
            hand = view.obs["hands"][viewer]["cards"]
            assert sum(shown.values()) >= len(hand)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cards_are_large_and_the_table_is_used(text, players):
    layout = layout_of(text, players)
    for state in positions(players)[::5]:
        viewer = state.current_player
        view = view_of(state, viewer)
        targets = layout.targets(view)
        hand = layout.hand_rects(view, len(view.obs["hands"][viewer]["cards"]))
        piles = view.obs["collections"][viewer]
        own = {tuple(r) for col in (0, 1) for r in layout.fan_rects(view, viewer, col, len(piles[col]))}
        for target in targets:
            if target.card is None:
                continue
            rect = pygame.Rect(target.rect)
            least = OPPONENT_W
            if tuple(rect) in own or (rect in hand and len(hand) < HAND_LIMIT):
                least = OWN_W
            elif rect in hand:
                least = FULL_HAND_W
            assert rect.w >= least, (target, rect)
            assert DIGIT_UNITS * zoom(rect.h) * rect.w / BOX_W >= NUMBER_PX - 0.5, rect
            assert TABLE_AREA.contains(rect), rect
        line = layout.line_rects(view, 4)
        assert all(r.w >= 190 for r in line)
        assert felt_strips([pygame.Rect(t.rect) for t in targets]) <= FELT_STRIP
