"""Fold arithmetic: can these cards pay exactly this cost? (exact subset sums).

Fold values are 1..4, so a hand is summarised by how many cards of each fold value it
holds, packed in one int (a byte per fold value: `PACKED[card]` is the card's share).
`_sums` turns such a count into the bit mask of every total some of the cards reach,
kept per count, so that each question below is a shift and a test. The answers for
whole hands are cached too: searches meet the same hands again.
"""

from __future__ import annotations

from functools import lru_cache

from game.origami.cards import COST, FOLDS

COUNT_BITS = 8                  # bits per fold value in a packed count (hands stay far below 256)
PACKED: dict[str, int] = {card: 1 << COUNT_BITS * (fold - 1) for card, fold in FOLDS.items()}
_SUMS: dict[int, int] = {}      # packed count -> mask of reachable totals


def _sums(packed: int) -> int:
    """Bit t is set when some of the cards counted in `packed` add up to t folds."""
    mask = _SUMS.get(packed)
    if mask is None:
        mask = 1
        for fold in range(1, 5):
            for _ in range(packed >> COUNT_BITS * (fold - 1) & (1 << COUNT_BITS) - 1):
                mask |= mask << fold
        _SUMS[packed] = mask
    return mask


def _packed(cards) -> int:
    """The packed fold count of some cards."""
    return sum(map(PACKED.__getitem__, cards))


def can_make(c1: int, c2: int, c3: int, c4: int, total: int) -> bool:
    """Whether c1 one-fold, c2 two-fold, c3 three-fold, c4 four-fold cards can sum to total."""
    if total < 0:
        return False
    unit = COUNT_BITS
    return bool(_sums(c1 | c2 << unit | c3 << 2 * unit | c4 << 3 * unit) >> total & 1)


def fold_counts(cards) -> list[int]:
    """[0, ones, twos, threes, fours] of a list of cards."""
    counts = [0, 0, 0, 0, 0]
    for card in cards:
        counts[FOLDS[card]] += 1
    return counts


def can_pay(cards, total: int) -> bool:
    """Whether some of `cards` add up to exactly `total` folds."""
    return total >= 0 and bool(_sums(_packed(cards)) >> total & 1)


def payable(hand, card: str, cost: int) -> bool:
    """Whether the rest of `hand` (one `card` set aside) can pay exactly `cost` folds."""
    if cost <= 0:
        return True
    return bool(_sums(_packed(hand) - PACKED[card]) >> cost & 1)


def exact_picks(cards, total: int) -> list:
    """The distinct cards that can start a subset of `cards` summing to exactly `total`,
    in sorted order."""
    return list(_exact_picks(tuple(sorted(cards)), total))


@lru_cache(maxsize=1 << 16)
def _exact_picks(cards: tuple, total: int) -> tuple:
    packed = _packed(cards)
    return tuple(card for card in dict.fromkeys(cards)
                 if FOLDS[card] <= total
                 and _sums(packed - PACKED[card]) >> total - FOLDS[card] & 1)


def playable(hand, discount: int = 0) -> tuple:
    """The distinct cards of a hand, in sorted order, whose cost (less `discount`, at
    least 0) the rest of the hand pays exactly."""
    return _playable(tuple(sorted(hand)), discount)


@lru_cache(maxsize=1 << 16)
def _playable(hand: tuple, discount: int) -> tuple:
    """playable() of a sorted hand (cached: searches meet the same hands again)."""
    packed = _packed(hand)
    sums = _SUMS
    out = []
    for card in dict.fromkeys(hand):
        rest = packed - PACKED[card]
        mask = sums.get(rest) or _sums(rest)
        if mask >> (COST[card] - discount if COST[card] > discount else 0) & 1:
            out.append(card)
    return tuple(out)


def distinct(cards) -> list:
    """The cards without repeats, in first-seen order."""
    return list(dict.fromkeys(cards))
