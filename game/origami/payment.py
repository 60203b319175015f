"""Fold arithmetic: can these cards pay exactly this cost? (exact subset sums).

Fold values are 1..4, so a hand is summarised by how many cards of each fold value it
holds, packed in one int (seven bits per fold value: `PACKED[card]` is the card's share;
28 bits keep the int one CPython digit, whose arithmetic is the cheapest).
`_sums` turns such a count into the bit mask of every total some of the cards reach,
kept per count, so that each question below is a shift and a test. Whether a card can
be paid for, or can start a payment, depends only on its folds and cost and on the
hand's count, so those answers are kept per count too, as the set of every card id
that qualifies (hands rarely repeat, counts do): a hand's answer is one intersection.
"""

from __future__ import annotations

from game.origami.cards import COST, FOLDS

COUNT_BITS = 7      # bits per fold value in a packed count: a game has at most 90 cards
COUNT_MASK = (1 << COUNT_BITS) - 1
PACKED: dict[str, int] = {card: 1 << COUNT_BITS * (fold - 1) for card, fold in FOLDS.items()}
PACKED_OF = PACKED.__getitem__      # made once: `PACKED.__getitem__` makes a new one each time
FOLD_BIT: dict[str, int] = {card: 1 << fold for card, fold in FOLDS.items()}
KINDS: tuple[tuple[int, int], ...] = tuple(sorted({(FOLDS[c], COST[c]) for c in FOLDS}))
KIND_CARDS = tuple(      # the card ids of each kind, as KINDS lists them
    frozenset(c for c in FOLDS if (FOLDS[c], COST[c]) == kind) for kind in KINDS)
# (fold value, its packed unit) for 1 to 4 folds
FOLD_UNITS = tuple((fold, 1 << COUNT_BITS * (fold - 1)) for fold in range(1, 5))


def _kinds_by_costs(fold: int) -> tuple[int, dict[int, int]]:
    """(the cost bits of the kinds of this fold value, {some of those bits: their KINDS
    bits}): which kinds of a fold value some reachable costs pay for, in one look-up."""
    costs = [(1 << i, 1 << cost) for i, (f, cost) in enumerate(KINDS) if f == fold]
    mask = sum(cost for _, cost in costs)
    subsets = {0}
    for _, cost in costs:
        subsets |= {sub | cost for sub in subsets}
    return mask, {sub: sum(bit for bit, cost in costs if sub & cost) for sub in subsets}


# per fold value: (its packed unit, its kinds' cost bits, {cost bits: KINDS bits})
FOLD_KINDS = tuple((unit, *_kinds_by_costs(fold)) for fold, unit in FOLD_UNITS)
# fold bits (bit f: f folds) -> the card ids of those fold values
CARDS_OF_FOLDS = tuple(frozenset(c for c in FOLDS if FOLD_BIT[c] & bits) for bits in range(32))
# A packed count is below 1 << PACKED_BITS, so (n, packed) is kept as the one int
# n << PACKED_BITS | packed (a sum of PACKED values started at n << PACKED_BITS): an int
# key hashes cheaper than a tuple.
PACKED_BITS = 4 * COUNT_BITS
PACKED_MASK = (1 << PACKED_BITS) - 1
_SUMS: dict[int, int] = {}      # packed count -> mask of reachable totals
PICKS: dict[int, frozenset] = {}        # (total, packed) -> exact_picks' ids
PLAYABLE: dict[int, frozenset] = {}     # (discount, packed) -> playable's ids
_CARDS_OF_KINDS: dict[int, frozenset] = {}         # KINDS bits -> the card ids of those kinds


def _sums(packed: int) -> int:
    """Bit t is set when some of the cards counted in `packed` add up to t folds."""
    mask = _SUMS.get(packed)
    if mask is None:
        mask = 1
        for fold, unit in FOLD_UNITS:    # one card of a fold value added to the rest's
            if packed // unit & COUNT_MASK:
                rest = _sums(packed - unit)
                mask = rest | rest << fold
                break
        _SUMS[packed] = mask
    return mask


def pack(cards) -> int:
    """The packed fold count of some cards."""
    return sum(map(PACKED_OF, cards))


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
    return total >= 0 and bool(_sums(pack(cards)) >> total & 1)


def payable(hand, card: str, cost: int) -> bool:
    """Whether the rest of `hand` (one `card` set aside) can pay exactly `cost` folds."""
    if cost <= 0:
        return True
    return bool(_sums(pack(hand) - PACKED[card]) >> cost & 1)


def exact_picks(cards, total: int) -> list:
    """The distinct cards that can start a subset of `cards` summing to exactly `total`,
    in sorted order."""
    key = sum(map(PACKED_OF, cards), total << PACKED_BITS)
    picks = PICKS.get(key)
    if picks is None:
        picks = pick_ids(key)
    return sorted(picks.intersection(cards))


def pick_ids(key: int) -> frozenset:
    """The card ids that can start an exact payment, by the key `exact_picks` looks up in
    PICKS (the cards' packed count plus total << PACKED_BITS): found, then kept there."""
    picks = PICKS[key] = CARDS_OF_FOLDS[_pick_folds(key & PACKED_MASK, key >> PACKED_BITS)]
    return picks


def _pick_folds(packed: int, total: int) -> int:
    """Bit f set when a card of f folds can start a subset summing to `total` (whether a
    card can depends on its folds alone)."""
    folds = 0
    if total > 0:
        for fold, unit in FOLD_UNITS[:total]:
            if packed // unit & COUNT_MASK:
                rest = packed - unit
                sums = _SUMS.get(rest)
                if sums is None:
                    sums = _sums(rest)
                if sums >> total - fold & 1:
                    folds |= 1 << fold
    return folds


def playable(hand, discount: int = 0) -> list:
    """The distinct cards of a hand, in sorted order, whose cost (less `discount`, at
    least 0) the rest of the hand pays exactly."""
    key = sum(map(PACKED_OF, hand), discount << PACKED_BITS)
    cards = PLAYABLE.get(key)
    if cards is None:
        cards = playable_ids(key)
    return sorted(cards.intersection(hand))


def playable_ids(key: int) -> frozenset:
    """The card ids a hand pays for, by the key `playable` looks up in PLAYABLE (the
    hand's packed count plus discount << PACKED_BITS): found, then kept there."""
    cards = PLAYABLE[key] = _playable_cards(key & PACKED_MASK, key >> PACKED_BITS)
    return cards


def _playable_cards(packed: int, discount: int) -> frozenset:
    """The card ids that a hand of this packed count would pay for exactly with the rest
    (whether a card is depends on its folds and cost alone)."""
    kinds = 0
    for unit, costs, kinds_of in FOLD_KINDS:
        if packed // unit & COUNT_MASK:
            rest = packed - unit
            sums = _SUMS.get(rest)
            if sums is None:
                sums = _sums(rest)
            # bit c: the rest pays a cost of c folds less the discount (0 always: no card)
            kinds |= kinds_of[(sums << discount | (2 << discount) - 1) & costs]
    cards = _CARDS_OF_KINDS.get(kinds)
    if cards is None:
        cards = _CARDS_OF_KINDS[kinds] = frozenset().union(
            *[ids for i, ids in enumerate(KIND_CARDS) if kinds >> i & 1])
    return cards


def distinct(cards) -> list:
    """The cards without repeats, in first-seen order."""
    return list(dict.fromkeys(cards))
