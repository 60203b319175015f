"""One conformance suite over every registered game and every player count.

For each (game, players): PLAYOUTS seeded random playouts, checking that
- legal moves exist until the end, and current_player is None exactly when over;
- every card and money card is conserved (card_census never changes);
- the final scores equal `score_position` of the exported final position;
- replaying the same seed and moves through the checked `apply` gives the same game;
- moves survive the JSON round trip of transcripts.
At sampled points of some playouts (cheaper than every step, still hundreds of checks):
- clone is independent in both directions;
- an illegal move raises IllegalMove and leaves the state unchanged;
- observe(seat) is identical on a determinization for that seat, for every seat.
"""

from __future__ import annotations

import json
import os
from functools import lru_cache

import pytest

from game import GAME_IDS, IllegalMove, load_game
from game.rng import Rng

PLAYOUTS = int(os.environ.get("MENAGERIE_PLAYOUTS", "200"))
DEEP_EVERY = 10          # every 10th playout gets the expensive checks
DEEP_POINTS = 3          # at this many points of the playout

CASES = [(game_id, players)
         for game_id in GAME_IDS
         for players in range(load_game(game_id).min_players,
                              load_game(game_id).max_players + 1)]


def snapshot(state) -> tuple:
    """Everything observable about a state, from every seat and a spectator."""
    seats = range(state.players)
    return (state.current_player, state.is_over,
            repr(state.observe(None)),
            tuple(repr(state.observe(seat)) for seat in seats),
            tuple(state.legal_moves()) if not state.is_over else (),
            tuple(sorted(state.card_census().items(), key=repr)))


def foreign_moves(game, state, players: int, seed: int) -> list:
    """Moves of the right types that are not legal in `state` (candidates for IllegalMove)."""
    legal = set(state.legal_moves())
    pool = [m for m in other_games_moves(game.id, players, seed) if m not in legal]
    return pool[:20] + [None, 42, "pass", ("not", "a", "move")]


@lru_cache(maxsize=8)
def other_games_moves(game_id: str, players: int, seed: int) -> tuple:
    """The legal moves met in 60 random steps of each of the next three deals, in
    order (the same at every deep point of a playout, so kept)."""
    game, moves = load_game(game_id), []
    for other_seed in range(seed + 1, seed + 4):
        other, rng = game.new_game(players, other_seed), Rng(other_seed)
        for _ in range(60):
            if other.is_over:
                break
            moves.extend(other.legal_moves())
            other.play(rng.choice(other.legal_moves()))
    return tuple(moves)


def deep_checks(game, state, players: int, seed: int, rng: Rng) -> None:
    """Clone independence, illegal moves and observation consistency at one point."""
    before = snapshot(state)

    # clone independence: play the clone to the end; the original must not move
    copy = state.clone()
    while not copy.is_over:
        copy.play(rng.choice(copy.legal_moves()))
    assert snapshot(state) == before, "playing a clone changed the original"
    copy = state.clone()
    assert snapshot(copy) == before, "a clone differs from its original"
    if not state.is_over:
        probe = state.clone()
        probe.play(probe.legal_moves()[0])
        assert snapshot(copy) == before, "playing the original's copy changed a sibling"

    # illegal moves change nothing (one snapshot after all of them: a change would last)
    refused = foreign_moves(game, state, players, seed)
    for bad in refused:
        with pytest.raises(IllegalMove):
            state.apply(bad)
    assert snapshot(state) == before, f"one of the illegal moves {refused!r} changed the state"

    # observation consistency under determinization, for every seat
    for seat in range(players):
        seen = state.observe(seat)
        for k in range(2):
            world = state.determinize(seat, Rng(seed * 31 + seat * 7 + k))
            assert world.observe(seat) == seen, f"determinize({seat}) changed what it sees"
            assert world.card_census() == state.card_census()
            assert world.current_player == state.current_player
            if state.current_player == seat and not state.is_over:
                assert world.legal_moves() == state.legal_moves()
            while not world.is_over:   # a determinization is a playable game
                world.play(rng.choice(world.legal_moves()))


@pytest.mark.parametrize("game_id,players", CASES)
def test_random_playouts(game_id: str, players: int) -> None:
    game = load_game(game_id)
    for seed in range(PLAYOUTS):
        rng = Rng(seed ^ 0x5EED)
        state = game.new_game(players, seed)
        census = state.card_census()
        deep = seed % DEEP_EVERY == 0
        points: set[int] = set()
        moves = []
        step = 0
        while not state.is_over:
            assert state.current_player is not None
            assert 0 <= state.current_player < players
            legal = state.legal_moves()
            assert legal, f"{game_id} seed {seed}: no legal move at step {step}"
            if deep and step in points:
                deep_checks(game, state, players, seed, rng)
            move = rng.choice(legal)
            encoded = game.move_to_json(move)
            assert game.move_from_json(json.loads(json.dumps(encoded))) == move
            moves.append(encoded)
            state.play(move)
            step += 1
            if step == 1 and deep:
                points = {0, 1, 5, 17, 40, 90}
            assert state.card_census() == census, f"{game_id} seed {seed}: cards not conserved"
        assert state.current_player is None
        assert state.legal_moves() == []

        scores = state.scores()
        assert len(scores) == players
        winners = state.winners()
        assert winners and all(0 <= w < players for w in winners)
        returns = state.returns()
        assert abs(sum(returns) - 1.0) < 1e-9

        position = json.loads(json.dumps(game.export_position(state)))
        scored = game.score_position(position)
        assert scored["scores"] == scores, f"{game_id} seed {seed}: score() disagrees"
        assert sorted(scored["winners"]) == sorted(winners)

        # same seed, same moves through the checked path: the same game
        again = game.new_game(players, seed)
        for raw in moves:
            again.apply(game.move_from_json(raw))
        assert again.is_over and again.scores() == scores
        assert snapshot(again) == snapshot(state)
        if deep:
            deep_checks(game, state, players, seed, rng)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_same_deal(game_id: str) -> None:
    game = load_game(game_id)
    for players in range(game.min_players, game.max_players + 1):
        a, b = game.new_game(players, 99), game.new_game(players, 99)
        assert snapshot(a) == snapshot(b)
        c = game.new_game(players, 100)
        assert any(snapshot(game.new_game(players, s)) != snapshot(a) for s in (100, 101, 102)), \
            "different seeds never give different deals"
        del c


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_player_count_and_options_are_checked(game_id: str) -> None:
    from game import OptionError

    game = load_game(game_id)
    for bad in (game.min_players - 1, game.max_players + 1):
        with pytest.raises(OptionError, match="out of range"):
            game.new_game(bad, 1)
    with pytest.raises(OptionError, match="unknown option"):
        game.new_game(game.min_players, 1, {"no_such_option": 1})


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_events_hide_secrets_from_others(game_id: str) -> None:
    """Secret event data is visible only to its seat."""
    game = load_game(game_id)
    players = game.min_players
    for seed in range(20):
        state, rng = game.new_game(players, seed), Rng(seed)
        while not state.is_over:
            for event in state.apply(rng.choice(state.legal_moves())):
                for viewer in [None, *range(players)]:
                    seen = event.view(viewer)
                    if viewer != event.seat:
                        assert seen.secret is None
                    json.dumps(seen.to_json())
