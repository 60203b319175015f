"""Origami's moves as table steps: every legal move has a path, no two share one.

Seeded random games at 2, 3 and 4 players visit every kind of decision (effects
included); at each one, the mover's legal moves are mapped to their paths by
`game.origami.steps.path` from the mover's observation alone.
"""

from __future__ import annotations

import pytest

from game import load_game
from game.origami.frames import Frame
from game.origami.moves import Copy, Discard, Done, Place, Target, Use
from game.origami.steps import path
from game.rng import Rng

GAME = load_game("origami")
STEP_KINDS = {"line", "discard", "hand", "drawn", "collection", "under", "top", "seat", "chip"}


def decisions(players: int, games: int):
    """(state, legal moves) at every decision of seeded random games."""
    for seed in range(games):
        state = GAME.new_game(players, seed, GAME.resolve_options({}, players))
        rng = Rng(1000 + seed)
        while not state.is_over:
            legal = state.legal_moves()
            yield state, legal
            state.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_legal_move_has_its_own_path(players):
    frames, kinds = set(), set()
    for state, legal in decisions(players, 8):
        obs = state.observe(state.current_player)
        paths = {}
        for move in legal:
            steps = path(move, obs)
            assert len(steps) == 1 and steps[0][0] in STEP_KINDS, (move, steps)
            assert steps not in paths, (move, paths.get(steps), steps)
            paths[steps] = move
            kinds.add(steps[0][0])
        frames.add(state.stack[-1][0])
    assert {Frame.MAIN, Frame.TAKE, Frame.PAY, Frame.PLACE, Frame.INSTANT} <= frames
    assert {"line", "hand", "collection", "chip"} <= kinds


def test_the_objects_named_match_the_observation():
    """A hand step names a card the mover holds, a line step a line card, and so on."""
    for state, legal in decisions(3, 6):
        seat = state.current_player
        obs = state.observe(seat)
        tops = {pile[-1] for cols in obs["collections"] for pile in cols if pile}
        for move in legal:
            kind, *args = path(move, obs)[0]
            if kind == "hand":
                assert args[0] in obs["hands"][seat]["cards"]
            elif kind == "line":
                assert args[0] in obs["line"]
            elif kind == "discard":
                assert args[0] in obs["discard"]
            elif kind == "drawn":
                assert args[0] in obs["stack"][-1][2]
            elif kind in ("collection", "under"):
                assert args[0] == seat
            elif kind == "top":
                assert args[0] in tops
            elif kind == "seat":
                assert args[0] != seat


def test_special_decisions_have_their_objects():
    from tests.origami.helpers import build
    snake = build([["snake", "owl", "owl"], ["cat"]], cols=[(("cat",), ("dog",)), ((), ())])
    snake.stack = [(Frame.PLACE, 0, "snake")]
    obs = snake.observe(0)
    assert path(Place(0, 1), obs) == (("under", 0, 0),)
    assert path(Place(0, 0), obs) == (("collection", 0, 0),)
    fox = build([["cat"], ["dog"]])
    fox.stack = [(Frame.FOX, 0, ("cat", "owl", "owl"))]
    assert path(Discard("owl"), fox.observe(0)) == (("drawn", "owl"),)
    parrot = build([["cat"], ["dog"]], cols=[((), ()), (("cat",), ("fly",))], line=("fly",))
    parrot.stack = [(Frame.PARROT, 0)]
    obs = parrot.observe(0)
    assert path(Copy("fly"), obs) == (("line", "fly"),)
    assert path(Copy("cat"), obs) == (("top", "cat"),)
    assert path(Target(1), obs) == (("seat", 1),)
    vulture = build([["cat"], ["dog"]])
    vulture.stack = [(Frame.CHOOSE, 0, 3, "owl")]
    assert path(Done(), vulture.observe(0)) == (("chip", "keep"),)
    instant = build([["cat"], ["dog"]])
    instant.stack = [(Frame.INSTANT, 0, "cat")]
    assert path(Use(), instant.observe(0)) == (("chip", "use"),)
    assert path(Done(), instant.observe(0)) == (("chip", "skip"),)
