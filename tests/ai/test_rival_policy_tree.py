"""Knowledge.rival_policy_in_tree: the rivals' decisions in the search tree are their
playout moves, not UCB; the searcher's own are searched as before."""

from __future__ import annotations

import copy

import pytest

from game import load_game
from game.ai import ismcts
from game.ai.knowledge import hard_knowledge, knowledge_for
from game.rng import FastRng
from helpers import available_games, midgame

pytestmark = pytest.mark.skipif("animalia" not in [g.id for g in available_games()],
                                reason="no Animalia engine")


def first_move_rivals(knowledge):
    """A copy whose playout moves are always the first legal one, recorded in `picks`,
    with playouts cut at once (so that every pick is a decision in the tree)."""
    spy = copy.copy(knowledge)
    spy.full_playout_seats, spy.playout_depth = None, 0
    spy.picks = set()

    def playout_move(state, moves, rng, epsilon=None, noise=None):
        spy.picks.add((state.current_player, moves[0]))
        return moves[0]

    spy.playout_move = playout_move
    return spy


def tree_nodes(node, out):
    """Every node below `node` (outcome subtrees included)."""
    for child in node.children.values():
        out.append(child)
        tree_nodes(child, out)
    for sub in (node.outcomes or {}).values():
        tree_nodes(sub, out)
    return out


def searched(knowledge, players=4, seed=7, iterations=400):
    state = midgame(load_game("animalia"), players, seed, 6)
    run = ismcts.Search(state, state.current_player, knowledge, FastRng(3))
    run.run(iterations)
    return run, state.current_player


def rival_moves(run, seat):
    """(seat, move) of every rival's move in the tree, and how many moves the searcher
    tried at its most tried node."""
    rivals, own = set(), 0
    for node in [run.root] + tree_nodes(run.root, []):
        own = max(own, sum(child.seat == seat for child in node.children.values()))
        rivals |= {(child.seat, move) for move, child in node.children.items()
                   if child.seat != seat}
    return rivals, own


def test_off_for_every_level():
    for game in available_games():
        assert not knowledge_for(game.id).rival_policy_in_tree
        assert not hard_knowledge(game.id).rival_policy_in_tree


def test_rivals_in_the_tree_follow_the_policy_and_the_searcher_still_searches():
    knowledge = first_move_rivals(hard_knowledge("animalia"))
    knowledge.rival_policy_in_tree = True
    run, seat = searched(knowledge)
    rivals, own = rival_moves(run, seat)
    assert rivals and rivals <= knowledge.picks     # only the policy's moves
    assert own >= 2                                 # the searcher tries its moves
    assert run.result().iterations == 400


def test_without_it_the_rivals_are_searched():
    knowledge = first_move_rivals(hard_knowledge("animalia"))
    run, seat = searched(knowledge)
    rivals, own = rival_moves(run, seat)
    assert not knowledge.picks                      # playouts cut at once, no policy
    assert len(rivals) >= 4 and own >= 2


def test_the_search_is_reproducible():
    knowledge = copy.copy(hard_knowledge("animalia"))
    knowledge.rival_policy_in_tree = True
    first, _ = searched(knowledge, players=6, iterations=150)
    again, _ = searched(knowledge, players=6, iterations=150)
    assert first.result().visits == again.result().visits
    assert sum(first.result().visits) == 150
