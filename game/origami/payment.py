"""Fold arithmetic: can these cards pay exactly this cost? (exact subset sums).

Fold values are 1..4, so a hand is summarised by how many cards of each fold value it
holds, packed in one int (seven bits per fold value: `PACKED[card]` is the card's share;
28 bits keep the int one CPython digit, whose arithmetic is the cheapest).
`_sums` turns such a count into the bit mask of every total some of the cards reach,
kept per count, so that each question below is a shift and a test. Whether a card can
be paid for, or can start a payment, depends only on its folds and cost and on the
hand's count, so those answers are kept per count too, as the set of every card id
that qualifies (hands rarely repeat, counts do): a hand's answer is one intersection.
The answers for every hand of up to TABLE_CARDS cards ship in payment_table.txt, read
at import (about 2 ms, against some 5.5 ms to find them all): `tools/payment_table.py`
writes it from the code below, `tests/origami/test_payment_table.py` checks it. Other
counts (a bigger hand) are found as met; so are all of them if the file is damaged.
"""

from __future__ import annotations

from pathlib import Path

from game.data import BadFile, read_text_file
from game.origami.cards import COST, EFFECT, FOLDS, PARAMS

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
    cards = PLAYABLE[key] = cards_of_kinds(_playable_kinds(key & PACKED_MASK,
                                                           key >> PACKED_BITS))
    return cards


def _playable_kinds(packed: int, discount: int) -> int:
    """The KINDS bits of the cards that a hand of this packed count would pay for
    exactly with the rest (whether a card is depends on its folds and cost alone)."""
    kinds = 0
    for unit, costs, kinds_of in FOLD_KINDS:
        if packed // unit & COUNT_MASK:
            rest = packed - unit
            sums = _SUMS.get(rest)
            if sums is None:
                sums = _sums(rest)
            # bit c: the rest pays a cost of c folds less the discount (0 always: no card)
            kinds |= kinds_of[(sums << discount | (2 << discount) - 1) & costs]
    return kinds


def cards_of_kinds(kinds: int) -> frozenset:
    """The card ids of the kinds whose bits are set (KINDS order), kept per bits."""
    cards = _CARDS_OF_KINDS.get(kinds)
    if cards is None:
        cards = _CARDS_OF_KINDS[kinds] = frozenset().union(
            *[ids for i, ids in enumerate(KIND_CARDS) if kinds >> i & 1])
    return cards


TABLE_FILE = Path(__file__).with_name("payment_table.txt")
TABLE_CARDS = 8         # the hand limit: a hand holds more only for a moment
# the main decision's discount, then the effects' (the dolphin's)
DISCOUNTS = (0, *sorted({PARAMS[c]["discount"] for c, e in EFFECT.items()
                         if e == "discount_play"}))
TOTALS = range(1, max(COST.values()) + 1)     # what a payment may still owe


def table_counts() -> list[int]:
    """The packed counts of every hand of up to TABLE_CARDS cards, in order: the
    table's lines."""
    found = {0}
    for _ in range(TABLE_CARDS):
        found |= {count + unit for count in found for _, unit in FOLD_UNITS}
    return sorted(found)


def table_line(packed: int) -> list[int]:
    """A count's line: the count, its PLAYABLE answers (KINDS bits) for each discount,
    its PICKS answers (fold bits) for each total."""
    return [packed, *[_playable_kinds(packed, d) for d in DISCOUNTS],
            *[_pick_folds(packed, t) for t in TOTALS]]


def _load_table() -> None:
    """Fill PLAYABLE and PICKS from the shipped table, or leave them if the file is
    missing or damaged (their answers are then found as met)."""
    try:
        ints = list(map(int, read_text_file(TABLE_FILE).split()))
    except (BadFile, ValueError):
        return
    counts, width = table_counts(), 1 + len(DISCOUNTS) + len(TOTALS)
    if len(ints) != width * len(counts) or ints[::width] != counts:
        return
    columns = [(PLAYABLE, discount, cards_of_kinds, 1 << len(KINDS))
               for discount in DISCOUNTS]
    columns += [(PICKS, total, CARDS_OF_FOLDS.__getitem__, len(CARDS_OF_FOLDS))
                for total in TOTALS]
    found = []
    for column, (table, arg, answer, limit) in enumerate(columns, 1):
        bits = ints[column::width]
        if min(bits) < 0 or max(bits) >= limit:
            return
        found.append((table, zip([count + (arg << PACKED_BITS) for count in counts],
                                 map(answer, bits))))
    for table, pairs in found:
        table.update(pairs)


def distinct(cards) -> list:
    """The cards without repeats, in first-seen order."""
    return list(dict.fromkeys(cards))


_load_table()
