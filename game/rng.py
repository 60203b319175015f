"""A small seeded random generator owned by each game state.

SplitMix64 in pure Python: the whole state is one int, so cloning a game state copies
one int instead of Mersenne Twister's 625 words, and the sequence is the same on every
machine and every Python version (the seed is the game's "deal number").
"""

from __future__ import annotations

import sys
from array import array
from functools import lru_cache

MASK64 = (1 << 64) - 1
TWO64 = 1 << 64
GOLDEN = 0x9E3779B97F4A7C15
LIMITS_UP_TO = 256       # rejection limits kept for the bounds of decks up to this size
# LIMITS[n]: the draws below it are uniform modulo n (randbelow's rejection bound)
LIMITS = (0,) + tuple(TWO64 - TWO64 % n for n in range(1, LIMITS_UP_TO))
BIG_ENDIAN = sys.byteorder == "big"


@lru_cache(maxsize=32)
def _packs(draws: int) -> tuple:
    """Rng.shuffle's constants for `draws` draws, lane k (bits 128k up) for draw k:
    a 1 in each lane, the lanes' steps from the state ((k + 1) * GOLDEN), their
    64-bit masks, `draws + 1` in each lane, and each lane's bit 64 (where a lane
    within draws + 1 of 2**64 carries to once `near` is added)."""
    ones = sum(1 << 128 * k for k in range(draws))
    steps = sum(((k + 1) * GOLDEN & MASK64) << 128 * k for k in range(draws))
    return ones, steps, MASK64 * ones, (draws + 1) * ones, ones << 64


class Rng:
    """Deterministic SplitMix64 generator with the few helpers the engines need."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = (int(seed) * 0x2545F4914F6CDD1D + 0x1234567) & MASK64

    def clone(self) -> "Rng":
        """An independent copy that will produce the same sequence."""
        other = Rng.__new__(Rng)
        other.state = self.state
        return other

    def next64(self) -> int:
        """The next 64-bit unsigned integer."""
        self.state = z = (self.state + GOLDEN) & MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """A uniform integer in [0, n); n must be positive."""
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        # Rejection keeps it exactly uniform; next64 is inlined (this is on every
        # random playout's hot path) and yields the very same sequence.
        limit = TWO64 - (TWO64 % n)
        state = self.state
        while True:
            state = (state + GOLDEN) & MASK64
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            z ^= z >> 31
            if z < limit:
                self.state = state
                return z % n

    def randrange(self, start: int, stop: int | None = None) -> int:
        """Like random.randrange(start, stop) with step 1."""
        if stop is None:
            return self.randbelow(start)
        return start + self.randbelow(stop - start)

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq):
        """One element of a non-empty sequence."""
        return seq[self.randbelow(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place: randbelow(i + 1) for i from the top down,
        with the very same draws, rejections included, and the same final state.

        The draws' states are the arithmetic sequence state + k * GOLDEN, so they
        are mixed all at once, packed one per 128-bit lane of one int (a product of
        two 64-bit lanes fits its lane): a dozen long-int operations and one
        to_bytes instead of a dozen 64-bit operations a draw. A rejection needs a
        draw within `len(items)` of 2**64 (odds about 2**-55 a shuffle): when a
        lane is that high, the shuffle draws one by one instead, as it does below 4
        items (where packing costs more than it saves)."""
        draws = len(items) - 1
        if draws < 3:
            self._shuffle_drawing(items)
            return
        ones, steps, mask, near, carries = _packs(draws)
        state = self.state
        z = (state * ones + steps) & mask
        z = ((z ^ (z >> 30)) & mask) * 0xBF58476D1CE4E5B9 & mask
        z = ((z ^ (z >> 27)) & mask) * 0x94D049BB133111EB & mask
        z ^= z >> 31
        if (z + near) & carries:
            self._shuffle_drawing(items)
            return
        lanes = array("Q", z.to_bytes(16 * draws, "little"))
        if BIG_ENDIAN:
            lanes.byteswap()
        n = draws + 1
        for z in lanes[::2]:
            j = z % n
            n -= 1
            items[n], items[j] = items[j], items[n]
        self.state = (state + draws * GOLDEN) & MASK64

    def _shuffle_drawing(self, items: list) -> None:
        """`shuffle` one draw at a time, randbelow inlined."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = LIMITS[n] if n < LIMITS_UP_TO else TWO64 - (TWO64 % n)
            while True:
                state = (state + GOLDEN) & MASK64
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def spawn(self) -> "Rng":
        """A new generator seeded from this one (for sub-streams)."""
        return Rng(self.next64())


class FastRng(Rng):
    """The same interface over Python's Mersenne Twister, for the bots' searches.

    A search draws tens of numbers per iteration; SplitMix64 in pure Python costs about
    3 us a draw, `random.Random.random` a tenth of that. Only `random()` is used (its
    sequence for a given int seed is the one thing Python promises to keep across
    versions), so a seeded search stays reproducible. Engines never use this: their
    deals come from `Rng`.
    """

    # `random` is an instance slot holding the Mersenne Twister's own bound method, so
    # rng.random() (many calls per search iteration) runs no Python frame.
    __slots__ = ("_random", "random")

    def __init__(self, seed: int = 0) -> None:
        import random
        self.state = 0
        self._random = random.Random(int(seed))
        self.random = self._random.random

    def clone(self) -> "FastRng":
        return _fast_rng_at(self._random.getstate())

    def __reduce__(self):
        # copy, deepcopy and pickle would share the `random` slot's bound method
        return _fast_rng_at, (self._random.getstate(),)

    def next64(self) -> int:
        return int(self._random.random() * (1 << 53)) << 11 | int(self._random.random() * 2048)

    def randbelow(self, n: int) -> int:
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        k = int(self._random.random() * n)
        return k if k < n else n - 1

    def shuffle(self, items: list) -> None:
        """Rng.shuffle with randbelow inlined: the same draws and swaps, for the
        determinizations every search iteration starts from."""
        random = self._random.random
        for i in range(len(items) - 1, 0, -1):
            j = int(random() * (i + 1))
            if j > i:
                j = i
            items[i], items[j] = items[j], items[i]

    def spawn(self) -> "FastRng":
        return FastRng(self.next64())


def _fast_rng_at(generator_state) -> FastRng:
    """A FastRng whose Mersenne Twister is at `generator_state`."""
    import random
    rng = FastRng.__new__(FastRng)
    rng.state = 0
    rng._random = random.Random()
    rng._random.setstate(generator_state)
    rng.random = rng._random.random
    return rng


def as_rng(rng) -> Rng:
    """Accept an Rng, an int seed, or any object with randrange (e.g. random.Random)."""
    if isinstance(rng, Rng):
        return rng
    if isinstance(rng, int):
        return Rng(rng)
    if hasattr(rng, "getrandbits"):
        return Rng(rng.getrandbits(63))
    raise TypeError(f"cannot use {type(rng).__name__} as a random generator")
