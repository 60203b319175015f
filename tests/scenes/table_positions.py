"""Seeded mid-game positions of a game drawn through a layout, for the target and
layout-fit tests: the layout is built from a context and views alone (no scene)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game import load_game
from game.rng import Rng
from scenes.table.layouts import layout_for
from game.match.steps import StepTree, path_function, topmost, visible_point
from scenes.ui import TextCache
from scenes.table.view import LayoutContext, Prefs, TableView


def text_cache(scale: float = 1.0) -> TextCache:
    """A TextCache on a 1920 x 1080 dummy display, at a text size."""
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    text = TextCache()
    text.scale = scale
    return text


def positions(game_id: str, players: int, count: int, seed: int = 1):
    """`count` (state, viewer) positions: random seeded deals played a random number of
    random moves, seen by the seat to move."""
    game = load_game(game_id)
    rng = Rng(seed * 1000 + players)
    found = 0
    deal = 0
    while found < count:
        deal += 1
        state = game.new_game(players, seed * 7919 + deal, game.resolve_options({}, players))
        for _ in range(rng.randrange(0, 60)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_moves()))
        if state.is_over:
            continue
        found += 1
        yield state, state.current_player


def view_of(game_id: str, state, viewer, names: tuple | None = None) -> TableView:
    """The view a table builds for `viewer` (the test's own plain code)."""
    names = names or tuple(f"Seat {i + 1}" for i in range(state.players))
    legal = tuple(state.legal_moves()) if viewer == state.current_player else ()
    return TableView(game_id, state.players, viewer, state.observe(viewer), {}, names,
                     humans=(viewer,), current=state.current_player, is_over=state.is_over,
                     status="status", legal=legal)


def layout_of(game_id: str, players: int, text: TextCache, lang: str = "en"):
    """A game's layout from a context alone."""
    game = load_game(game_id)
    ctx = LayoutContext(game, game.resolve_options({}, players), text, Prefs(lang=lang))
    return layout_for(ctx, players)


def tree_of(game_id: str, state, viewer) -> StepTree:
    """The viewer's legal moves as steps (as Match.steps builds them)."""
    path = path_function(game_id)
    obs = state.observe(viewer)
    return StepTree(state.legal_moves(), lambda move: path(move, obs))


def click_through(tree: StepTree, targets, move) -> object:
    """Make `move` by clicking, step by step, a visible point of a target of each step;
    returns what the tree made (the move, if every click reached its target)."""
    tree.cancel()
    made = None
    for step in tree.follow(move):
        points = [visible_point(targets, i) for i, t in enumerate(targets) if t.step == step]
        points = [p for p in points if p is not None]
        assert points, f"no visible target for step {step} of {move}"
        hit = topmost(targets, points[0])
        assert hit is not None and hit.step == step, (step, hit)
        made = tree.choose(hit.step)
    return made


def widest_gaps(rects, area) -> tuple[int, int]:
    """The widest band of `area` (x, then y) that no rect of `rects` reaches: the
    empty strips of felt, across the whole table."""
    area = pygame.Rect(area)
    out = []
    for start, size, lo, hi in ((0, 2, area.left, area.right), (1, 3, area.top, area.bottom)):
        spans = sorted((max(lo, r[start]), min(hi, r[start] + r[size])) for r in rects)
        widest, reached = 0, lo
        for a, b in spans:
            if b <= a:
                continue
            widest = max(widest, a - reached)
            reached = max(reached, b)
        out.append(max(widest, hi - reached))
    return out[0], out[1]


def drawn_rects(layout, view, text) -> list:
    """The targets, the seat panels and every text drawn for `view`."""
    from sprites import textfit
    surface = pygame.Surface((1920, 1080))
    with textfit.recording(text) as texts:
        for _weight, draw in layout.static_pieces(view):
            draw(surface)
    return [t.rect for t in layout.targets(view)] + list(layout.seat_rects(view)) + \
        [b.rect for b in texts]
