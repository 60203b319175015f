"""Fold arithmetic: can these cards pay exactly this cost? (exact subset sums, cached).

Fold values are 1..4, so a hand is summarised by how many cards of each fold value it
holds, and `can_make` answers from those four counts; the answers are cached.
"""

from __future__ import annotations

from functools import lru_cache

from game.origami.cards import COST, FOLDS


@lru_cache(maxsize=None)
def can_make(c1: int, c2: int, c3: int, c4: int, total: int) -> bool:
    """Whether c1 one-fold, c2 two-fold, c3 three-fold, c4 four-fold cards can sum to total."""
    if total == 0:
        return True
    for k4 in range(min(c4, total // 4) + 1):
        rest4 = total - 4 * k4
        for k3 in range(min(c3, rest4 // 3) + 1):
            rest3 = rest4 - 3 * k3
            for k2 in range(min(c2, rest3 // 2) + 1):
                if rest3 - 2 * k2 <= c1:
                    return True
    return False


def fold_counts(cards) -> list[int]:
    """[0, ones, twos, threes, fours] of a list of cards."""
    counts = [0, 0, 0, 0, 0]
    for card in cards:
        counts[FOLDS[card]] += 1
    return counts


def can_pay(cards, total: int) -> bool:
    """Whether some of `cards` add up to exactly `total` folds."""
    c = fold_counts(cards)
    return can_make(c[1], c[2], c[3], c[4], total)


def payable(hand, card: str, cost: int) -> bool:
    """Whether the rest of `hand` (one `card` set aside) can pay exactly `cost` folds."""
    if cost <= 0:
        return True
    counts = fold_counts(hand)
    counts[FOLDS[card]] -= 1
    return can_make(counts[1], counts[2], counts[3], counts[4], cost)


def exact_picks(cards, total: int) -> list:
    """The distinct cards that can start a subset of `cards` summing to exactly `total`."""
    return list(_exact_picks(tuple(sorted(cards)), total))


@lru_cache(maxsize=1 << 16)
def _exact_picks(cards: tuple, total: int) -> tuple:
    counts = fold_counts(cards)
    out = []
    for card in sorted(set(cards)):
        f = FOLDS[card]
        if f <= total:
            counts[f] -= 1
            if can_make(counts[1], counts[2], counts[3], counts[4], total - f):
                out.append(card)
            counts[f] += 1
    return tuple(out)


@lru_cache(maxsize=1 << 16)
def playable(hand: tuple, discount: int = 0) -> tuple:
    """The distinct cards of a sorted hand whose cost (less `discount`, at least 0) the
    rest of the hand pays exactly."""
    counts = fold_counts(hand)
    out = []
    for card in dict.fromkeys(hand):
        f = FOLDS[card]
        counts[f] -= 1
        if can_make(counts[1], counts[2], counts[3], counts[4], max(0, COST[card] - discount)):
            out.append(card)
        counts[f] += 1
    return tuple(out)


def distinct(cards) -> list:
    """The cards without repeats, in first-seen order."""
    return list(dict.fromkeys(cards))
