"""Every layout is built from a `LayoutContext` and drawn from a `TableView` alone: no
scene, no app, no engine state. What a layout may know is in the view."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import GAME_IDS, load_game
from game.rng import Rng
from scenes.table.layouts import layout_for
from scenes.table.layouts.base import GenericLayout
from game.match.steps import StepTree, path_function
from scenes.ui import TextCache
from scenes.table.view import LayoutContext, Prefs, TableView


@pytest.fixture(scope="module")
def text():
    pygame.init()
    pygame.display.set_mode((1920, 1080))
    yield TextCache()


def view_of(game, state, viewer, before, names) -> TableView:
    """A view built from an engine state as a table would (the test's own, plain code)."""
    current = None if state.is_over else state.current_player
    legal = tuple(state.legal_moves()) if viewer is not None and viewer == current else ()
    return TableView(game.id, state.players, viewer, state.observe(viewer), before, names,
                     humans=(viewer,) if viewer is not None else (), current=current,
                     is_over=state.is_over, status="status", legal=legal)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_layout_draws_from_a_view_alone(text, game_id):
    game = load_game(game_id)
    for players in sorted({game.min_players, game.max_players}):
        state = game.new_game(players, 7, game.resolve_options({}, players))
        names = tuple(f"Seat {i + 1}" for i in range(players))
        ctx = LayoutContext(game, state.options if hasattr(state, "options") else {},
                            text, Prefs(lang="en"))
        layout = layout_for(ctx, players)
        assert type(layout) is not GenericLayout, game_id     # each game has its own
        assert not hasattr(layout, "scene") and not hasattr(layout, "app")
        rng = Rng(players)
        surface = pygame.Surface((1920, 1080))
        before: dict = {}
        for _ in range(12):
            for viewer in (None, state.current_player):
                view = view_of(game, state, viewer, before, names)
                for _weight, draw in layout.static_pieces(view):
                    draw(surface)
                layout.draw_frame(surface, view)
                if viewer is not None:      # every first step is on the table
                    path = path_function(game_id)
                    tree = StepTree(view.legal, lambda m: path(m, view.obs))
                    shown = {t.step for t in layout.targets(view)}
                    assert all(step in shown or step[0] in ("chip", "confirm", "move")
                               for step in tree.next_steps())
            if state.is_over:
                break
            before = state.observe(state.current_player)
            seat = state.current_player
            events = state.apply(rng.choice(state.legal_moves()))
            layout.on_events(view_of(game, state, seat, before, names),
                             [e.view(seat) for e in events])
            layout.update(1 / 60)
        # something was drawn beyond the felt: the middle of the table is not empty
        assert len({surface.get_at((x, y))[:3] for x in range(0, 1400, 37)
                    for y in range(90, 1060, 41)}) > 5
