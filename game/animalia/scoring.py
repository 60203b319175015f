"""Animalia scoring: medal hauls (phase 3), elegance ranks (phase 2), final points.

Collections and bonus hands are reduced to family counts: a 6-tuple (cat, horse, dog,
rabbit, parrot, owl). A haul is a 5-tuple of medals per family. Medal options are
enumerated over every way to cover cards with bonus cards and every owl family, then
cut down to the options no other option beats (see `medal_options`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from operator import ge, itemgetter

from game.animalia.cards import COLLECTION_SIZE, FAMILY_COUNT, FAMILY_OF, OWL_FAMILY
from game.animalia.medal_table import shipped

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
    """medal_options_exact of a shape given as a byte a family (owl last), its cards in
    the high nibble and its bonus cards in the low one; computed once per canonical
    shape: families are symmetric, so they are sorted by (cards, bonus cards), solved,
    and mapped back. An option that covers nothing has NO_COVERS itself as its bonus
    families used and families covered (tested with `is`)."""
    head = shape[:FAMILY_COUNT]
    order = tuple(sorted(range(FAMILY_COUNT), key=head.__getitem__, reverse=True))
    canon = _canonical_options(bytes(sorted(head, reverse=True)) + shape[FAMILY_COUNT:])
    if order == _IDENTITY:
        return canon
    from_canon, from_canon6 = _permutations(order)
    return tuple(sorted([(from_canon(haul), used, covered) if used is NO_COVERS else
                         (from_canon(haul), from_canon6(used), from_canon6(covered))
                         for haul, used, covered in canon]))


CARDS_NIBBLE = bytes(n >> 4 for n in range(256))    # bytes.translate tables of a shape
BONUS_NIBBLE = bytes(n & 15 for n in range(256))


@lru_cache(maxsize=None)
def _canonical_options(shape: bytes) -> tuple:
    """medal_options_exact of a canonical shape (see shape_options), NO_COVERS shared."""
    options = medal_options_exact(tuple(shape.translate(CARDS_NIBBLE)),
                                  tuple(shape.translate(BONUS_NIBBLE)))
    return tuple([(option[0], NO_COVERS, NO_COVERS) if option[1] == NO_COVERS else option
                  for option in options])


@lru_cache(maxsize=None)
def _permutations(order: tuple) -> tuple:
    """Itemgetters back from a family order (5 families; 6 with the owl, which stays
    last)."""
    back = [0] * FAMILY_COUNT        # back[f]: where family f sits in the sorted order
    for i, f in enumerate(order):
        back[f] = i
    return itemgetter(*back), itemgetter(*back, FAMILY_COUNT)


_IDENTITY = tuple(range(FAMILY_COUNT))


def medal_options_exact(coll: tuple, bonus: tuple) -> tuple:
    """solve_exact, read from the shipped table when the shape is there (see
    medal_table.py); _canonical_options keeps the answers."""
    return shipped(coll, bonus) or solve_exact(coll, bonus)


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
    ranked = sorted(zip([-v for v in values], places, range(len(values))))
    tied = len(ranked) > 1 and ranked[1][0] == ranked[0][0]
    deals = [] if tied else [ranked[0][2]] * 2
    rest = ranked if tied else ranked[1:]       # the tied firsts, or the seconds
    for value, _, i in rest:
        if value != rest[0][0]:
            break
        deals.append(i)
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
