"""Undo within a person's own turn, under Board Game Arena's policy: never across
another seat's move, a random draw or a revealed hidden card (`Match.reveals`)."""

from __future__ import annotations

import json

import pytest

from game import GAME_IDS, GameError, load_game
from game.rng import Rng
from game.match.match import Match

# Games where a seat may make several engine moves in one turn (an Animalia power and
# its target, a High Society bid card by card, an Origami card and its payment). In
# Animimix every engine move ends the turn: its two-click moves are built before they
# reach the match, so there is nothing of a turn left to take back.
SEVERAL_MOVES_A_TURN = {"animalia", "high_society", "origami"}


def snapshot(match: Match) -> tuple:
    """Everything a seat sees, and the transcript."""
    views = [json.dumps(match.observe(seat), sort_keys=True, default=str)
             for seat in range(match.players)]
    return views, list(match.moves_json)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_undo_restores_the_exact_state_and_a_reveal_is_a_barrier(game_id):
    game = load_game(game_id)
    undone = refused = 0
    for seed in range(1, 7):
        players = (game.min_players, game.max_players)[seed % 2]
        match = Match(game_id, players, ["human"] * players, seed=seed)
        heard: list = []
        match.subscribe("move_undone", lambda m, entry: heard.append(entry))
        rng = Rng(seed * 31)
        while not match.is_over and len(match.moves_json) < 120:
            before = snapshot(match)
            move = rng.choice(match.legal_moves(match.current))
            reveals = match.reveals(move)
            match.play(move)
            if reveals:
                assert not match.can_undo(), (game_id, seed, move)
                with pytest.raises(GameError):
                    match.undo()
                refused += 1
            elif match.can_undo():
                entry = match.undo()
                assert entry.move == move and heard[-1] is entry
                assert snapshot(match) == before, (game_id, seed, move)
                undone += 1
                match.play(move)                     # and on with the game as played
    if game_id in SEVERAL_MOVES_A_TURN:
        assert undone > 0, f"{game_id}: no move was ever taken back"
    else:
        assert undone == 0, f"{game_id}: a move was taken back across a turn"
    assert refused > 0, f"{game_id}: no move ever revealed anything"


def test_never_across_another_seats_move():
    match = Match("high_society", 3, ["human"] * 3, seed=8)
    rng = Rng(2)
    while True:
        mover = match.current
        match.play(rng.choice(match.legal_moves(mover)))
        if match.current != mover:
            break
    assert not match.can_undo()                   # the next seat's turn: mine is over


def test_bots_moves_are_never_taken_back():
    match = Match("origami", 2, ["easy", "human"], seed=3)
    match.play(match.legal_moves(0)[0])
    while match.current == 0:
        match.play(match.legal_moves(0)[0])
    assert not match.can_undo() and match.undo_floor == len(match.moves_json)


def test_a_draw_is_seen_as_a_reveal_and_a_public_move_is_not():
    """Animalia: taking the lot draws the next lot from the deck; passing it on shows
    nothing new."""
    match = Match("animalia", 3, ["human"] * 3, seed=4)
    moves = match.legal_moves(match.current)
    take = next(m for m in moves if m.TAG == "take")
    passing = next(m for m in moves if m.TAG == "pass")
    assert match.reveals(take) and not match.reveals(passing)
    before = snapshot(match)
    match.reveals(take)
    assert snapshot(match) == before             # looking changes nothing
