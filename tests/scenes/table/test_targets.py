"""Every legal move can be made on the table's targets alone, by pointer and by d-pad.

For each game and player count, over 50 seeded positions (a seeded random game, the
position before each move), the layout and the step tree are driven directly, with no
frame drawn: each legal move is made by clicks on its steps' targets (at a point no
later target covers), and again by d-pad presses and confirm (the focus moving as
`game.match.steps.nearest` says). Random clicks and presses never make an illegal move.
Steps that name a table object (a card, a cell, a collection...) must be real layout
targets, not fallback chips.
"""

from __future__ import annotations

import copy
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import game as games
from game import GAME_IDS, load_game
from game.rng import Rng
from scenes.table.aim import CANCEL, Aim
from scenes.shell.input import Action, ActionEvent, PointerEvent
from scenes.table.layouts import layout_for
from game.match.steps import StepTree, path_function, topmost, visible_point
from scenes.ui import TextCache
from scenes.table.view import LayoutContext, Prefs, TableView

POSITIONS = 50
CHIP_KINDS = {"chip", "confirm", "move", "cancel"}


@pytest.fixture(scope="module")
def text():
    pygame.init()
    pygame.display.set_mode((1920, 1080))
    yield TextCache()


def positions(game, players: int, count: int):
    """(state, before) at `count` positions of seeded random games."""
    seed = 0
    while True:
        state = game.new_game(players, seed, game.resolve_options({}, players))
        rng = Rng(1000 + seed)
        while not state.is_over:
            yield state
            count -= 1
            if count == 0:
                return
            state = state.clone()
            state.apply(rng.choice(state.legal_moves()))
        seed += 1


def view_at(game, state, names) -> TableView:
    viewer = state.current_player
    return TableView(game.id, state.players, viewer, state.observe(viewer), {}, names,
                     humans=(viewer,), current=viewer, is_over=False, status="",
                     legal=tuple(state.legal_moves()))


def cases():
    for game_id in GAME_IDS:
        game = load_game(game_id)
        for players in range(game.min_players, game.max_players + 1):
            yield pytest.param(game_id, players, id=f"{game_id}-{players}")


def by_pointer(aim: Aim, move) -> object:
    """Make `move` by clicks alone; returns what the last click made."""
    made = None
    for step in aim.tree.follow(move):
        targets = aim.targets()
        spots = [visible_point(targets, i) for i, t in enumerate(targets) if t.step == step]
        spots = [p for p in spots if p is not None]
        assert spots, f"no visible target for step {step!r} of {move!r}"
        assert topmost(targets, spots[0]).step == step
        made = aim.pointer(PointerEvent("up", spots[0]))
    return made


def by_pad(aim: Aim, move, routes: dict) -> object:
    """Make `move` by d-pad presses and confirm alone, the focus moving as the table's.

    A fresh Aim after the same steps is in the same state, so the presses found after a
    prefix of steps (`routes`, one dict per position) serve every move sharing it: the
    breadth-first search runs once per prefix, and every move is still pressed out."""
    made, before = None, ()
    for step in aim.tree.follow(move):      # the focus moves as the table's (nearest)
        if before not in routes:
            routes[before] = aim.routes()
        path = routes[before].get(step)
        before += (step,)
        assert path is not None, f"step {step!r} of {move!r} cannot be reached by the d-pad"
        for action in path:
            aim.action(ActionEvent(action))
        assert aim.focus is not None and aim.focus.step == step
        made = aim.action(ActionEvent(Action.CONFIRM))
    return made


@pytest.mark.parametrize("game_id,players", list(cases()))
def test_every_move_is_made_on_the_targets(text, game_id, players):
    game = load_game(game_id)
    has_steps = games.optional_module(f"game.{game_id}.steps") is not None
    path = path_function(game_id)
    names = tuple(f"Seat {i + 1}" for i in range(players))
    ctx = LayoutContext(game, game.resolve_options({}, players), text, Prefs(lang="en"))
    layout = layout_for(ctx, players)
    rng = Rng(players)
    made = 0
    for state in positions(game, players, POSITIONS):
        view = view_at(game, state, names)
        obs = view.obs
        legal = list(view.legal)

        tree = StepTree(legal, lambda m: path(m, obs))

        def fresh() -> Aim:
            """An Aim with nothing chosen, on a copy of the position's step tree (the
            same paths and next steps, its own chosen steps)."""
            again = copy.copy(tree)
            again.chosen = []
            return Aim(again, layout, view, "en")

        aim = fresh()
        shown = {t.step for t in layout.targets(view)}
        if has_steps:
            for step in aim.next_steps():
                assert step[0] in CHIP_KINDS or step in shown, \
                    f"{step!r} is not on the table (only a chip)"
        routes: dict = {}
        for move in legal:
            assert by_pointer(fresh(), move) == move
            assert by_pad(fresh(), move, routes) == move
            made += 2
        # random clicks and presses: whatever they make is legal
        aim = fresh()
        for _ in range(60):
            if rng.randrange(2):
                pos = (rng.randrange(1920), rng.randrange(1080))
                got = aim.pointer(PointerEvent("up", pos))
            else:
                action = [Action.LEFT, Action.RIGHT, Action.UP, Action.DOWN, Action.CONFIRM,
                          Action.CONFIRM][rng.randrange(6)]
                got = aim.action(ActionEvent(action))
            if got is not None:
                assert got in legal
                aim = fresh()
    assert made > 0


def test_a_cancel_chip_drops_a_half_made_move(text):
    """Animimix: a hand card, then the cancel chip: nothing was played and the hand
    cards glow again."""
    game = load_game("animimix")
    state = game.new_game(2, 1, game.resolve_options({}, 2))
    view = view_at(game, state, ("A", "B"))
    ctx = LayoutContext(game, game.resolve_options({}, 2), text, Prefs(lang="en"))
    layout = layout_for(ctx, 2)
    path = path_function("animimix")
    aim = Aim(StepTree(view.legal, lambda m: path(m, view.obs)), layout, view, "en")
    first = next(iter(aim.next_steps()))
    assert aim.choose_step(first) is None
    assert aim.tree.chosen == [first]
    cancel = [t for t in aim.targets() if t.step == CANCEL]
    assert len(cancel) == 1
    assert aim.choose(cancel[0]) is None
    assert aim.tree.chosen == []
    assert first in aim.next_steps()
