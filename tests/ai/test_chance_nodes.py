"""Chance nodes in the IS-MCTS tree: decisions after a face-up draw are told apart by
what was drawn (Knowledge.chance_nodes and outcome_key)."""

from __future__ import annotations

import copy

import pytest

from game import load_game
from game.ai import ismcts
from game.ai.knowledge import Knowledge, knowledge_for
from game.animalia.phases import P_LOT
from game.rng import Rng
from helpers import MINI, midgame

ANIMALIA = load_game("animalia")


def with_chance(knowledge: Knowledge) -> Knowledge:
    out = copy.copy(knowledge)
    out.chance_nodes = True
    return out


def lot_position(seed: int):
    """An Animalia position (3 players) where the seat to move may take the lot."""
    for moves in range(6, 40):
        state = midgame(ANIMALIA, 3, seed, moves)
        if state.phase == P_LOT and any(m.TAG == "take" for m in state.legal_moves()):
            return state
    raise AssertionError("no lot decision found")


def subtrees(node: ismcts.Node) -> list[ismcts.Node]:
    """A node's children by move, then its outcome subtrees."""
    return list(node.children.values()) + list((node.outcomes or {}).values())


def tree_size(node: ismcts.Node) -> int:
    return 1 + sum(tree_size(kid) for kid in subtrees(node))


def test_a_take_branches_on_the_next_card_and_keys_are_what_was_drawn():
    state = lot_position(21)
    seat = state.current_player
    search = ismcts.Search(state, seat, with_chance(knowledge_for("animalia")), Rng(4))
    search.run(iterations=600)
    take = next(m for m in search.result().moves if m.TAG == "take")
    node = search.root.children[take]
    assert node.outcomes is not None and len(node.outcomes) > 3
    for (lot, colls), sub in node.outcomes.items():
        assert len(lot) == 1                       # the next dealer's first card
        assert lot[0] not in state.lot and all(lot[0] not in c for c in state.colls)
        assert len(colls[take.collection]) == len(state.colls[take.collection]) + len(state.lot)
        assert sub.seat is None and sub.visits == 0   # statistics stay on the move
    # the move's own statistics count every outcome's visits
    below = sum(kid.visits for sub in node.outcomes.values() for kid in sub.children.values())
    assert below <= node.visits


def test_without_chance_nodes_the_tree_is_unchanged():
    state = lot_position(21)
    seat = state.current_player
    plain = ismcts.Search(state, seat, knowledge_for("animalia"), Rng(4))
    plain.run(iterations=300)
    assert all(kid.outcomes is None for kid in plain.root.children.values())
    chance = ismcts.Search(state, seat, with_chance(knowledge_for("animalia")), Rng(4))
    chance.run(iterations=300)
    assert tree_size(chance.root) > tree_size(plain.root)


def test_a_game_without_outcome_keys_searches_exactly_as_before():
    """chance_nodes on a game whose outcome_key says nothing is a no-op."""
    state = midgame(MINI, 3, seed=5, moves=2)
    runs = []
    for knowledge in (Knowledge(), with_chance(Knowledge())):
        result = ismcts.search(state, state.current_player, knowledge, Rng(8),
                               iterations=400)
        runs.append((result.moves, result.visits, result.values))
    assert runs[0] == runs[1]


def test_chance_nodes_are_reproducible_and_do_not_peek():
    knowledge = with_chance(knowledge_for("animalia"))
    for seed in (31, 32):
        state = lot_position(seed)
        seat = state.current_player
        other = state.determinize(seat, Rng(seed))
        assert other.observe(seat) == state.observe(seat)
        moves = [ismcts.search(s, seat, knowledge, Rng(seed), iterations=300).best()
                 for s in (state, other, state)]
        assert moves[0] == moves[1] == moves[2]


def test_animalia_expert_uses_chance_nodes_and_hard_does_not():
    from game.ai.knowledge import expert_knowledge
    assert expert_knowledge("animalia").chance_nodes
    assert expert_knowledge("animalia").playout_depth == 24
    assert not knowledge_for("animalia").chance_nodes
    assert knowledge_for("animalia").playout_depth == 12


def widest_chance(node: ismcts.Node) -> int:
    """The most outcomes below any node of the tree."""
    return max([len(node.outcomes or {})] + [widest_chance(kid) for kid in subtrees(node)])


@pytest.mark.parametrize("game_id,players,moves", [("high_society", 3, 12), ("origami", 2, 9)])
def test_high_society_and_origami_branch_on_the_cards_turned_up(game_id, players, moves):
    """Their keys (the card on offer, the draw line) split the tree after a draw, and
    the search still does not peek."""
    game = load_game(game_id)
    knowledge = with_chance(knowledge_for(game_id))
    for seed in (41, 42):
        state = midgame(game, players, seed, moves)
        seat = state.current_player
        search = ismcts.Search(state, seat, knowledge, Rng(seed))
        search.run(iterations=400)
        assert widest_chance(search.root) > 1
        other = state.determinize(seat, Rng(seed + 1))
        assert ismcts.search(state, seat, knowledge, Rng(3), iterations=200).best() \
            == ismcts.search(other, seat, knowledge, Rng(3), iterations=200).best()
