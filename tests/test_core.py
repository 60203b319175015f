"""The core's move helpers, transcripts and rng, independent of any one game."""

from __future__ import annotations

from typing import NamedTuple

import pytest

from game import load_game
from game.core import PositionError, typed_moves
from game.transcript import Transcript, moves_sha256
from game.rng import Rng


class Stand(NamedTuple):
    TAG = "stand"


class Quit(NamedTuple):
    TAG = "quit"


class Take(NamedTuple):
    pile: int
    TAG = "take"


class Give(NamedTuple):
    pile: int
    TAG = "give"


typed_moves(Stand, Quit, Take, Give)


def test_moves_compare_by_kind_and_value() -> None:
    assert Stand() != Quit() and Take(1) != Give(1)
    assert Take(1) == Take(1) and hash(Take(1)) == hash(Take(1))
    assert len({Stand(), Quit(), Take(1), Give(1), Take(1)}) == 4
    assert Take(1) != (1,)


def test_moves_are_always_true() -> None:
    assert bool(Stand()) and bool(Quit())


def test_move_json_checks_field_types() -> None:
    game = load_game("high_society")
    with pytest.raises(PositionError, match="field 'value' must be int"):
        game.move_from_json(["add", True])
    with pytest.raises(PositionError, match="unknown move kind"):
        game.move_from_json(["fly"])
    with pytest.raises(PositionError, match="takes 1 values"):
        game.move_from_json(["add"])
    assert game.move_from_json(["add", 25]) == game.move_from_json(["add", 25])


def test_transcript_fields_are_named() -> None:
    with pytest.raises(PositionError, match="missing field 'seed'"):
        Transcript.from_json({"game": "animimix", "players": 2, "moves": []})
    with pytest.raises(PositionError, match="'players' must be a int"):
        Transcript.from_json({"game": "animimix", "players": "2", "seed": 1, "moves": []})


def test_sha_matches_the_interface_definition() -> None:
    import hashlib
    moves = [["add", 3], ["stand"], ["pass"]]
    expected = hashlib.sha256(b'[["add",3],["stand"],["pass"]]').hexdigest()
    assert moves_sha256(moves) == expected


def test_rng_is_reproducible_and_clones_independently() -> None:
    a, again = Rng(7), Rng(7)
    assert [a.randbelow(100) for _ in range(5)] == [again.randbelow(100) for _ in range(5)]
    b, c = Rng(7), Rng(7)
    assert [b.next64() for _ in range(3)] == [c.next64() for _ in range(3)]
    d = b.clone()
    assert b.next64() == d.next64()
    items = list(range(20))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))
    counts = [0] * 3
    r = Rng(1)
    for _ in range(3000):
        counts[r.randbelow(3)] += 1
    assert all(900 < n < 1100 for n in counts)


def test_rng_shuffle_is_fisher_yates_over_randbelow() -> None:
    """The inlined shuffle makes the draws and swaps of randbelow's Fisher-Yates, and
    leaves the generator where they leave it (past the kept limits too)."""
    for seed in range(40):
        for size in (0, 1, 2, 7, 36, 90, 300):
            _assert_shuffles_as_randbelow(Rng(seed), size)


def _assert_shuffles_as_randbelow(rng: Rng, size: int) -> Rng:
    """rng.shuffle of range(size) on a clone makes randbelow's Fisher-Yates swaps and
    leaves the same state; returns the generator that drew with randbelow."""
    fast, slow = rng.clone(), rng.clone()
    items, expected = list(range(size)), list(range(size))
    fast.shuffle(items)
    for i in range(size - 1, 0, -1):
        j = slow.randbelow(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected and fast.state == slow.state
    return slow


def _state_drawing(value: int) -> int:
    """The Rng state whose next 64-bit draw is `value` (SplitMix64's mix inverted)."""
    mask = (1 << 64) - 1

    def unxorshift(z: int, shift: int) -> int:
        x = z
        for _ in range(64 // shift + 1):
            x = z ^ (x >> shift)
        return x

    z = unxorshift(value, 31)
    z = unxorshift(z * pow(0x94D049BB133111EB, -1, 1 << 64) & mask, 27)
    z = unxorshift(z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64) & mask, 30)
    return (z - 0x9E3779B97F4A7C15) & mask


def test_rng_shuffle_near_two_to_the_64_draws_as_randbelow() -> None:
    """Draws near 2**64 (where randbelow rejects, or nearly) at several depths of a
    shuffle: the same swaps and final state as randbelow's Fisher-Yates."""
    top, golden = (1 << 64) - 1, 0x9E3779B97F4A7C15
    rejected = 0
    for size in (3, 4, 7, 31):
        for depth in range(size - 1):
            for value in (top, top - 1, top - size, top - size - 1):
                rng = Rng(0)
                rng.state = (_state_drawing(value) - depth * golden) % (1 << 64)
                probe = rng.clone()
                assert [probe.next64() for _ in range(depth + 1)][-1] == value
                slow = _assert_shuffles_as_randbelow(rng, size)
                rejected += slow.state != (rng.state + (size - 1) * golden) % (1 << 64)
    assert rejected     # some of those draws were rejected
