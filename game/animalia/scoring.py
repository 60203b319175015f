"""Animalia scoring: medal hauls (phase 3), elegance ranks (phase 2), final points.

Collections and bonus hands are reduced to family counts: a 6-tuple (cat, horse, dog,
rabbit, parrot, owl). A haul is a 5-tuple of medals per family. Medal options are
enumerated over every way to cover cards with bonus cards and every owl family, then
cut down to the options no other option beats (see `medal_options`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations, product, repeat
from operator import add, ge, itemgetter

from game.animalia.cards import COLLECTION_SIZE, FAMILY_COUNT, FAMILY_OF, OWL_FAMILY
from game.animalia.medal_table import shipped_words, word_option

EXCELLENCE_POINTS = 5
GROUP_MANY = 5  # medals per excellence prize with 3+ players
GROUP_TWO = 7  # with two players
NO_MEDALS = (0,) * FAMILY_COUNT
NO_COVERS = (0,) * (FAMILY_COUNT + 1)   # bonus families used, or families covered: none


def family_counts(cards) -> tuple:
    """The 6-tuple of family counts of some cards (owl last)."""
    counts = [0] * (FAMILY_COUNT + 1)
    for card in cards:
        counts[FAMILY_OF[card]] += 1
    return tuple(counts)


def plain_haul(counts) -> tuple:
    """The medals of owl-free family counts: pairs and up, or one each of 5 families."""
    if sum(counts[:FAMILY_COUNT]) == COLLECTION_SIZE and max(counts[:FAMILY_COUNT]) == 1:
        return (1,) * FAMILY_COUNT
    return tuple(n if n >= 2 else 0 for n in counts[:FAMILY_COUNT])


@lru_cache(maxsize=1024)
def hauls(counts) -> frozenset:
    """Every haul of the family counts, the owls (jokers) standing for any family."""
    owls = counts[OWL_FAMILY]
    base = list(counts[:FAMILY_COUNT])
    if not owls:
        return frozenset((plain_haul(base),))
    out = set()
    for choice in product(range(FAMILY_COUNT), repeat=owls):
        trial = base[:]
        for fam in choice:
            trial[fam] += 1
        out.add(plain_haul(trial))
    return frozenset(out)


def _finals(limits, size: int, owl_least: int):
    """Every family-count vector under `limits` (componentwise) whose total is `size`
    and with at least `owl_least` owls, in increasing order."""
    ranges = [range(n + 1) for n in limits]
    ranges[OWL_FAMILY] = range(owl_least, limits[OWL_FAMILY] + 1)
    return [final for final in product(*ranges) if sum(final) == size]


def _beats(a: tuple, b: tuple) -> bool:
    """Whether vector a is >= b everywhere (a dominates or equals b)."""
    return all(map(ge, a, b))


@lru_cache(maxsize=8192)
def cover_options(coll: tuple, bonus: tuple) -> tuple:
    """All (haul, used, covered) reachable: used/covered are family-count 6-tuples.

    `used` bonus families replace `covered` collection families, card for card.
    Covering a card with a bonus card of its own family, or covering the owl, never
    helps (the same haul needs fewer bonus cards), so those covers are left out:
    a final collection F then fixes used = F - coll and covered = coll - F.
    """
    limits = tuple(c + b for c, b in zip(coll, bonus))
    found = {}
    for final in _finals(limits, sum(coll), coll[OWL_FAMILY]):  # the owl stays uncovered
        used, covered = _cover(final, coll)
        for haul in hauls(final):
            found.setdefault((haul, used), covered)
    return tuple((haul, used, covered) for (haul, used), covered in sorted(found.items()))


@lru_cache(maxsize=16384)
def _cover(final: tuple, coll: tuple) -> tuple:
    """(used, covered): the bonus families that turn `coll` into `final`, and the
    families they cover (the same pairs recur across bonus hands)."""
    return (tuple([f - c if f > c else 0 for f, c in zip(final, coll)]),
            tuple([c - f if c > f else 0 for f, c in zip(final, coll)]))


@lru_cache(maxsize=16384)
def medal_options(coll: tuple, bonus: tuple) -> tuple:
    """The medal choices of a collection and a bonus hand (family counts): see
    shape_options."""
    return shape_options(bytes([c << 4 | b for c, b in zip(coll, bonus)]))


def shape_options(shape: bytes) -> tuple:
    """The medal choices (solve_exact's) of a shape given as a byte a family (owl
    last), its cards in the high nibble and its bonus cards in the low one. Families
    are symmetric: they are sorted by (cards, bonus cards), the canonical shape is
    solved once (`canonical`, kept in _CANONICAL) and its options mapped back and
    sorted, each field picked from the _ROWS of its canonical counts by the family
    order's index, in C. An option that covers nothing has NO_COVERS itself as its
    bonus families used and families covered (tested with `is`)."""
    head = shape[:FAMILY_COUNT]
    canon = bytes(sorted(head, reverse=True)) + shape[FAMILY_COUNT:]
    options, hauls, used, covered, ranks = _CANONICAL.get(canon) or _canonical(canon)
    order = _ORDER_OF.get(head.translate(ranks))
    if order is None:
        order = _order_of(head.translate(ranks))
    if order == IDENTITY:
        return options
    pick = _PICKS[order]
    return tuple(sorted(zip(map(pick, hauls), map(pick, used), map(pick, covered))))


CARDS_NIBBLE = bytes(n >> 4 for n in range(256))    # bytes.translate tables of a shape
BONUS_NIBBLE = bytes(n & 15 for n in range(256))
_CANONICAL: dict = {}       # canonical shape -> canonical(shape)


def canonical(shape: bytes) -> tuple:
    """(options, haul rows, used rows, covered rows, ranks) of a canonical shape: its
    options (solve_exact's, read from the shipped table when it holds the shape, NO_COVERS
    shared), the _ROWS of each option's haul, bonus families used and families covered,
    and the bytes.translate table of the families' ranks (0 for the most cards, then
    bonus cards)."""
    words = shipped_words(shape)
    if words is None:
        entries = list(map(_entry, solve_exact(tuple(shape.translate(CARDS_NIBBLE)),
                                                tuple(shape.translate(BONUS_NIBBLE)))))
    else:
        entries = list(map(_ENTRIES.__getitem__, words))
    values = bytes(sorted(set(shape[:FAMILY_COUNT]), reverse=True))
    return (*zip(*entries), bytes.maketrans(values, bytes(range(len(values)))))


def _canonical(shape: bytes) -> tuple:
    """canonical(shape), kept in _CANONICAL."""
    found = _CANONICAL[shape] = canonical(shape)
    return found


def _entry(option: tuple) -> tuple:
    """An option (NO_COVERS shared) and the _ROWS of its three fields."""
    haul, used, covered = option
    if used == NO_COVERS:
        option = (haul, NO_COVERS, NO_COVERS)
        used = covered = NO_COVERS
    return option, _ROWS[haul], _ROWS[used], _ROWS[covered]


class _Entries(dict):
    """A word of the shipped table (an option) -> its _entry; the table's 24,292
    options are 619 words."""

    def __missing__(self, word: str) -> tuple:
        entry = self[word] = _entry(word_option(word))
        return entry


_ENTRIES = _Entries()
# A real shape's family f sits at ORDERS[i][f] in its sorted (canonical) shape; i is
# its order's index, and a _ROWS row's i-th value is the canonical counts mapped back.
ORDERS = tuple(permutations(range(FAMILY_COUNT)))
IDENTITY = 0                # ORDERS[0]: the shape is canonical already
_ORDER_OF: dict = {}        # a head's ranks (see canonical) -> its order's index (541 keys)
# The families of a head in their sorted order -> the index in ORDERS of their
# positions in it (the inverse permutation's index)
_SORTED_INDEX = {tuple(sorted(range(FAMILY_COUNT), key=order.__getitem__)): i
                 for i, order in enumerate(ORDERS)}
_PICKS = tuple(itemgetter(i) for i in range(len(ORDERS)))


def _order_of(ranks: bytes) -> int:
    """The index in ORDERS of the positions in the sorted shape of a head's families,
    family by family (the head's families having these ranks); kept in _ORDER_OF."""
    index = _ORDER_OF[ranks] = _SORTED_INDEX[tuple(sorted(range(FAMILY_COUNT),
                                                          key=ranks.__getitem__))]
    return index


class _Rows(dict):
    """Counts (a haul, or bonus families) -> the counts mapped back by every order of
    ORDERS (`permutations` yields them in that order; the owl stays last), filled as
    they are met (a few hundred)."""

    def __missing__(self, counts: tuple) -> tuple:
        if len(counts) == FAMILY_COUNT:
            row = self[counts] = tuple(permutations(counts))
        else:
            row = self[counts] = tuple(map(add, permutations(counts[:FAMILY_COUNT]),
                                           repeat(counts[FAMILY_COUNT:])))
        return row


_ROWS = _Rows({NO_COVERS: (NO_COVERS,) * len(ORDERS)})


def solve_exact(coll: tuple, bonus: tuple) -> tuple:
    """The choices a player really has: (haul, used, covered) not beaten by another.

    An option is beaten when another gives at least as many medals of every family
    while using only bonus cards it uses too (a subset, family by family), and differs.
    So keeping bonus cards for a later season is always among the choices. Options are
    met with fewer bonus cards and more medals first, so that whatever beats one was
    met before it.
    """
    options = cover_options(coll, bonus)
    ranked = sorted((sum(used), -sum(haul), _packed_haul(haul) | _packed_spare(used), option)
                    for option in options for haul, used, _ in (option,))
    front = []     # the packed options kept so far, their guard bits set
    keep = []
    for _, _, packed, option in ranked:
        for other in front:
            if other - packed & _GUARDS == _GUARDS:
                break
        else:
            front.append(packed | _GUARDS)
            keep.append(option)
    return tuple(sorted(keep))


# "Beats" on one int: an option packs into bytes, its medals per family, then MOST_USED
# minus each bonus family it uses (small counts: five cards a collection, seven of a
# family). With the top bit of every byte set in one operand, a subtraction keeps that
# bit set in exactly the bytes where the operand is at least the other, and never
# borrows across bytes.
MOST_USED = 7
_GUARDS = int.from_bytes(bytes([128] * (2 * FAMILY_COUNT + 1)), "little")


@lru_cache(maxsize=4096)
def _packed_haul(haul: tuple) -> int:
    """A haul's bytes of a packed option (the low ones); hauls recur across shapes."""
    return int.from_bytes(bytes(haul), "little")


@lru_cache(maxsize=4096)
def _packed_spare(used: tuple) -> int:
    """The bytes of a packed option above the haul's: MOST_USED minus each bonus family
    used (an option packs as _packed_haul(haul) | _packed_spare(used))."""
    return int.from_bytes(bytes(map(MOST_USED.__sub__, used)), "little") << 8 * FAMILY_COUNT


@lru_cache(maxsize=4096)
def hauls_alike(coll: tuple, used: tuple, covered: tuple, count: int) -> tuple:
    """The hauls of `count` medals a collection (family counts) gives with these bonus
    families covering these families, among the choices of a hand of exactly those
    bonus cards: what a seat that saw the covers and the count cannot tell apart."""
    final = tuple(c - x + u for c, x, u in zip(coll, covered, used))
    choices = {haul for haul, u, _ in medal_options(coll, used) if u == used}
    return tuple(sorted(h for h in hauls(final) if sum(h) == count and h in choices))


def sure_medals(alike: tuple) -> tuple:
    """Per family, the medals every one of these hauls gives (what is known for sure)."""
    return tuple(min(h[f] for h in alike) for f in range(FAMILY_COUNT))


@lru_cache(maxsize=4096)
def haul_front(coll: tuple, bonus: tuple) -> tuple:
    """The hauls no other haul beats in every family (position files' medal_options)."""
    all_hauls = sorted({haul for haul, _, _ in cover_options(coll, bonus)}, reverse=True)
    return tuple(h for h in all_hauls
                 if not any(o != h and _beats(o, h) for o in all_hauls))


def elegance_deals(values: list[int], places: list[int]) -> list[int]:
    """The units dealt a bonus card, in dealing order: best elegance first, then by
    `places` (each unit's place from the dealer's left). 2 cards to a lone first and 1
    to each second, or 1 to each tied first."""
    bits = len(values).bit_length()     # of a place or a unit (each below the count)
    ranked = []     # (-elegance, place, unit) packed in one int, sorted as one
    for unit, value in enumerate(values):
        ranked.append((-value << bits | places[unit]) << bits | unit)
    ranked.sort()
    unit_of, value_of = (1 << bits) - 1, 2 * bits
    tied = len(ranked) > 1 and ranked[1] >> value_of == ranked[0] >> value_of
    deals = [] if tied else [ranked[0] & unit_of] * 2
    rest = ranked if tied else ranked[1:]       # the tied firsts, or the seconds
    for key in rest:
        if key >> value_of != rest[0] >> value_of:
            break
        deals.append(key & unit_of)
    return deals


def elegance_awards(values: list[int]) -> list[int]:
    """Bonus cards earned per unit (collection or seat): elegance_deals counted."""
    deals = elegance_deals(values, list(range(len(values))))
    return [deals.count(i) for i in range(len(values))]


def excellence_group(players: int) -> int:
    """Identical medals per excellence prize: 7 with two players, else 5."""
    return GROUP_TWO if players == 2 else GROUP_MANY


def final_scores(medals: list, players: int) -> list[int]:
    """Points per seat: medals plus 5 per group of identical medals."""
    group = excellence_group(players)
    return [sum(m) + EXCELLENCE_POINTS * sum(n // group for n in m) for m in medals]


def winners_of(medals: list, players: int) -> list[int]:
    """Highest points; tie: most medals of one family; then shared."""
    scores = final_scores(medals, players)
    best = max(scores)
    tied = [s for s in range(len(medals)) if scores[s] == best]
    top_family = max(max(medals[s]) for s in tied)
    return [s for s in tied if max(medals[s]) == top_family]


# -- the tally, step by step (for the scoring screen) -------------------------------------
@dataclass(frozen=True)
class Breakdown:
    """How final_scores and winners_of come about.

    medals[family][seat] and excellence[family][seat] (points of the excellence prizes
    won with that family's medals) add up to final_scores exactly. decided_by names the
    rule that settled the winners: "points", "family" (most medals of one family) or
    "shared"; best_family[seat] is that tie-break's value.
    """

    medals: tuple[tuple[int, ...], ...]
    excellence: tuple[tuple[int, ...], ...]
    group: int
    best_family: tuple[int, ...]
    winners: tuple[int, ...]
    decided_by: str


def breakdown(medals: list, players: int) -> Breakdown:
    """The Breakdown of each seat's medals per family (final_scores is per family)."""
    per_family = tuple(tuple(m[f] for m in medals) for f in range(FAMILY_COUNT))
    excellence = tuple(tuple(final_scores([(n,)], players)[0] - n for n in row)
                       for row in per_family)
    scores = final_scores(medals, players)
    winners = winners_of(medals, players)
    tied = [s for s in range(len(medals)) if scores[s] == max(scores)]
    decided_by = "points" if len(tied) == 1 else "family" if len(winners) == 1 else "shared"
    return Breakdown(per_family, excellence, excellence_group(players),
                     tuple(max(m) for m in medals), tuple(winners), decided_by)
