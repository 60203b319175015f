"""tools/hs_tree_depth.py: depth counts plies through well-visited nodes only, the
every-Add search really keeps every Add, bad counts are named."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game import load_game
from game.ai.ismcts import Node

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import hs_tree_depth  # noqa: E402


def test_depth_follows_nodes_with_enough_visits_and_chance_subtrees():
    root, busy, rare = Node(None), Node(0), Node(0)
    root.children = {"a": busy, "b": rare}
    busy.visits, rare.visits = 10, 9
    rare.children = {"c": Node(1)}
    rare.children["c"].visits = 50
    assert hs_tree_depth.depth(root) == 1
    outcome = Node(None)
    outcome.children = {"d": Node(1)}
    outcome.children["d"].visits = 10
    busy.outcomes = {7: outcome}
    assert hs_tree_depth.depth(root) == 2


def test_every_add_search_keeps_every_add_at_five_players():
    state = load_game("high_society").new_game(5, 1)
    moves = state.legal_moves()
    kept = {name: knowledge.tree_moves(state, moves)
            for name, knowledge, _ in hs_tree_depth.searches()}
    assert kept["hard 1000, every Add"] == moves
    assert len(kept["hard 1000"]) < len(moves) and kept["hard 1000"] == kept["medium 200"]


@pytest.mark.parametrize("players", ["2", "4,6", "four"])
def test_bad_player_counts_are_named(players, capsys):
    with pytest.raises(SystemExit):
        hs_tree_depth.main(["--players", players])
    assert "--players" in capsys.readouterr().err
