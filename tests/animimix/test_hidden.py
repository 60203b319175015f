"""Hidden information: what observe(seat) shows, and determinize re-dealing the unseen."""

from __future__ import annotations

import pytest

from game import load_game
from game.rng import Rng

GAME = load_game("animimix")


def internals(state) -> tuple:
    """Every field of a state that matters to play (the true hidden parts included)."""
    return (state.current_player, state.is_over, tuple(state.grid), state.mountains,
            tuple(map(tuple, state.hands)), tuple(map(tuple, state.hidden)),
            tuple(map(tuple, state.taken)), tuple(state.box), state.turns_left)


def advance(state, steps: int, seed: int):
    rng = Rng(seed)
    for _ in range(steps):
        state.play(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("players", [2, 4, 6])
def test_observe_shows_only_counts_of_what_others_hide(players: int) -> None:
    state = advance(GAME.new_game(players, 30), 2 * players + 1, 30)
    for seat in [None, *range(players)]:
        view = state.observe(seat)
        for p, info in enumerate(view["seats"]):
            if p == seat:
                assert info["hand"] is not None and info["hidden"] is not None
            else:
                assert info["hand"] is None and info["hidden"] is None
            assert isinstance(info["hidden_count"], int)
        assert "box" not in view and isinstance(view["box_count"], int)


@pytest.mark.parametrize("players", [2, 3, 5, 6])
def test_determinizations_depend_only_on_the_observation(players: int) -> None:
    state = advance(GAME.new_game(players, 31), players + 2, 31)
    for seat in range(players):
        worlds = [state.determinize(seat, Rng(100 + k)) for k in range(4)]
        assert len({internals(w) for w in worlds}) > 1, "nothing was re-dealt"
        for world in worlds:
            assert world.observe(seat) == state.observe(seat)
            assert world.card_census() == state.card_census()
            # two different worlds with the same view re-deal identically
            assert internals(world.determinize(seat, Rng(7))) == \
                internals(state.determinize(seat, Rng(7)))


def test_determinize_keeps_what_the_seat_knows() -> None:
    state = advance(GAME.new_game(3, 32), 7, 32)
    for k in range(20):
        world = state.determinize(1, Rng(k))
        assert world.hands[1] == state.hands[1] and world.hidden[1] == state.hidden[1]
        assert world.taken == state.taken and world.grid == state.grid
        assert [sum(h) for h in world.hands] == [sum(h) for h in state.hands]
        assert [sum(h) for h in world.hidden] == [sum(h) for h in state.hidden]
        assert world.rng.state != state.rng.state


def test_determinize_is_uniform_over_the_unseen_pool() -> None:
    state = GAME.new_game(2, 33)
    unseen = state.unseen(0)
    pool = sum(unseen)                             # seat 1's hand (6) and the box (2)
    assert pool == 8
    samples = 4000
    totals = [0] * 8
    for k in range(samples):
        hand = state.determinize(0, Rng(k)).hands[1]
        for s in range(8):
            totals[s] += hand[s]
    for s in range(8):
        expected = unseen[s] * 6 / pool
        assert abs(totals[s] / samples - expected) < 0.06 * max(1.0, expected)


def test_spectator_sees_no_hand_and_can_determinize() -> None:
    state = advance(GAME.new_game(4, 34), 5, 34)
    view = state.observe(None)
    assert all(info["hand"] is None for info in view["seats"])
    world = state.determinize(None, Rng(1))
    assert world.observe(None) == view and world.card_census() == state.card_census()


@pytest.mark.parametrize("players", [2, 5, 6])
def test_unseen_is_every_card_less_what_the_seat_sees(players: int) -> None:
    """unseen(seat) counted the plain way: the 10 cards of each species in play, less
    the grid, every seat's taken cards, the seat's own hand and hidden cards (every
    hidden card once the game is over)."""
    from game.animimix.cards import CARDS_PER_SPECIES

    def reference(state, seat):
        counts = [CARDS_PER_SPECIES if s in state.in_play else 0 for s in range(8)]
        for s in state.grid:
            counts[s] -= 1
        for p in range(players):
            seen = [state.taken[p]]
            if p == seat or state.is_over:
                seen.append(state.hidden[p])
            if p == seat:
                seen.append(state.hands[p])
            for zone in seen:
                for s in range(8):
                    counts[s] -= zone[s]
        return counts

    for seed in range(3):
        state = GAME.new_game(players, seed)
        rng = Rng(seed)
        while True:
            for seat in [None, *range(players)]:
                assert state.unseen(seat) == reference(state, seat)
            if state.is_over:
                break
            state.play(rng.choice(state.legal_moves()))
