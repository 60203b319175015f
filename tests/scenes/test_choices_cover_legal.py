"""Every legal move can be picked on screen, and nothing else can.

A layout builds the human's choices from `legal_moves()`; a move it forgets leaves a
human stuck (High Society's discard after a theft once offered only greyed bids). This
walks seeded random games of every game at its smallest and largest player counts and
compares, at every position, the enabled leaves of the choice tree with the legal moves.
"""

from __future__ import annotations

import pytest

from game import GAME_IDS, load_game
from game.rng import Rng
from scenes.table import TableScene

from scene_helpers import choices_for, make_app

GAMES_PER_COUNT = 4


def leaves(choices) -> list:
    out = []
    for choice in choices:
        if choice.children:
            out.extend(leaves(choice.children))
        elif choice.enabled:
            out.append(choice.move)
    return out


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    app = make_app(tmp_path_factory.mktemp("choices"), lang="fr")
    yield app
    app.shutdown()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_choices_offer_exactly_the_legal_moves(app, game_id):
    game = load_game(game_id)
    for players in sorted({game.min_players, game.max_players}):
        for seed in range(1, GAMES_PER_COUNT + 1):
            table = TableScene(app, game_id, players, ["human"] * players, seed=seed)
            rng = Rng(seed)
            while not table.state.is_over:
                seat = table.state.current_player
                obs = table.state.observe(seat)
                legal = table.state.legal_moves()
                offered = leaves(choices_for(table, obs, legal))
                where = f"{game_id} {players}p seed {seed} move {len(table.moves_json)}"
                assert sorted(map(repr, offered)) == sorted(map(repr, legal)), where
                table.confirmed = seat
                table.viewer = seat
                table.obs = obs
                assert table.play(rng.choice(legal)), table.message
