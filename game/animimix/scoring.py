"""Animimix grid scoring on bitmasks: the points each species is worth on a grid.

A grid of R rows and C columns is stored one int mask per species, cell (r, c) at bit
r * (C + 1) + c: the extra padding column keeps every neighbour shift (1, W, W +- 1,
W = C + 1) from wrapping around a row edge, so adjacency is a few shifts and an AND.
Scoring a 6x6 grid costs a few microseconds, which search can afford millions of
times; numpy would cost more than that per call on arrays this small.

Rules (RULINGS.md section 3): orthogonal adjacency unless said otherwise; monkeys 2 x
most in one column; wolves 2 per wolf on the border; elephants 2 x most in one row;
pelicans 2 x the largest diagonally connected group; penguins 2 x the largest orthogonal
group; chameleon 2 per distinct neighbouring species of the best chameleon (its own
species counts only through a chameleon neighbour); lovebirds 4 per pair in a maximum
matching of adjacent lovebirds; lion 11 minus the lions in the grid, 0 if none.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.animimix.cards import (CHAMELEON, ELEPHANT, LION, LOVEBIRD, MONKEY, PELICAN,
                                 PENGUIN, WOLF)

LOVEBIRD_MAXIMUM = "maximum"
LOVEBIRD_GREEDY = "greedy"
LOVEBIRD_MODES = (LOVEBIRD_MAXIMUM, LOVEBIRD_GREEDY)
_MATCHING_CACHE: dict[tuple[int, int], int] = {}
_MATCHING_CACHE_MAX = 200_000


class Geometry:
    """Masks and cell tables of one grid size (shared, immutable once built)."""

    __slots__ = ("rows", "cols", "width", "cells", "bits", "valid", "border",
                 "row_masks", "col_masks")

    def __init__(self, rows: int, cols: int) -> None:
        self.rows, self.cols, self.width = rows, cols, cols + 1
        self.cells = rows * cols
        self.bits = tuple(1 << (r * self.width + c) for r in range(rows) for c in range(cols))
        self.valid = sum(self.bits)
        self.row_masks = tuple(sum(1 << (r * self.width + c) for c in range(cols))
                               for r in range(rows))
        self.col_masks = tuple(sum(1 << (r * self.width + c) for r in range(rows))
                               for c in range(cols))
        self.border = (self.row_masks[0] | self.row_masks[-1]
                       | self.col_masks[0] | self.col_masks[-1])

    def masks_of(self, grid: list[int] | tuple[int, ...]) -> list[int]:
        """Per-species masks of a grid given as species indexes in reading order."""
        masks = [0] * 8
        for cell, species in enumerate(grid):
            masks[species] |= self.bits[cell]
        return masks


@lru_cache(maxsize=None)
def geometry(rows: int, cols: int) -> Geometry:
    """The (cached) geometry of a rows x cols grid."""
    return Geometry(rows, cols)


def orthogonal(mask: int, geo: Geometry) -> int:
    """Cells orthogonally next to some cell of mask."""
    w = geo.width
    return ((mask << 1) | (mask >> 1) | (mask << w) | (mask >> w)) & geo.valid


def diagonal(mask: int, geo: Geometry) -> int:
    """Cells diagonally next to some cell of mask."""
    w = geo.width
    return ((mask << (w + 1)) | (mask >> (w + 1)) | (mask << (w - 1))
            | (mask >> (w - 1))) & geo.valid


def largest_group(mask: int, geo: Geometry, step=orthogonal) -> int:
    """Size of the largest group of mask's cells connected by `step` adjacency."""
    w = geo.width
    a, b = (1, w) if step is orthogonal else (w + 1, w - 1)
    best = 0
    while mask.bit_count() > best:
        group = mask & -mask
        while True:
            grown = (((group << a) | (group >> a) | (group << b) | (group >> b))
                     & mask) | group
            if grown == group:
                break
            group = grown
        size = group.bit_count()
        if size > best:
            best = size
        mask ^= group
    return best


def most_in_line(mask: int, lines: tuple[int, ...]) -> int:
    """The most cells of mask in one of the lines (rows or columns)."""
    best = 0
    for line in lines:
        count = (mask & line).bit_count()
        if count > best:
            best = count
    return best


def best_chameleon(masks: list[int], geo: Geometry) -> int:
    """Most distinct species orthogonally next to one chameleon (bit-sliced counters)."""
    chameleons = masks[CHAMELEON]
    if not chameleons:
        return 0
    w = geo.width
    ones = twos = 0
    for mask in masks:
        if mask:
            near = ((mask << 1) | (mask >> 1) | (mask << w) | (mask >> w)) & chameleons
            carry = ones & near
            if twos & carry:
                return 4        # a fourth species: no chameleon has more neighbours
            ones ^= near
            twos ^= carry
    if twos:
        return 3 if twos & ones else 2
    return 1 if ones else 0


def lovebird_pairs(mask: int, geo: Geometry, mode: str = LOVEBIRD_MAXIMUM) -> int:
    """Pairs of adjacent lovebirds, each card in one pair (maximum or greedy matching)."""
    if mode == LOVEBIRD_GREEDY:
        return greedy_pairs(mask, geo.width)
    key = (mask, geo.width)
    pairs = _MATCHING_CACHE.get(key)
    if pairs is None:
        pairs = maximum_pairs(mask, geo)
        if len(_MATCHING_CACHE) >= _MATCHING_CACHE_MAX:
            _MATCHING_CACHE.clear()
        _MATCHING_CACHE[key] = pairs
    return pairs


def greedy_pairs(mask: int, width: int) -> int:
    """Reading-order pairing: each free lovebird takes its right, else lower, free neighbour."""
    pairs = 0
    while mask:
        low = mask & -mask
        mask ^= low
        for mate in (low << 1, low << width):
            if mask & mate:
                mask ^= mate
                pairs += 1
                break
    return pairs


def maximum_pairs(mask: int, geo: Geometry) -> int:
    """Maximum matching of the orthogonal adjacency graph of mask.

    Each connected group of up to 3 cards makes size // 2 pairs; larger groups use
    Kuhn's augmenting paths (the grid graph is bipartite by (row + column) parity).
    """
    w = geo.width
    pairs = 0
    while mask:
        group = mask & -mask
        while True:
            grown = (((group << 1) | (group >> 1) | (group << w) | (group >> w))
                     & mask) | group
            if grown == group:
                break
            group = grown
        mask ^= group
        size = group.bit_count()
        pairs += size // 2 if size <= 3 else _kuhn_pairs(group, w)
    return pairs


def _kuhn_pairs(mask: int, w: int) -> int:
    """Maximum matching of a group of cells by augmenting paths."""
    cells = []
    rest = mask
    while rest:
        low = rest & -rest
        cells.append(low.bit_length() - 1)
        rest ^= low
    left = [p for p in cells if (p // w + p % w) % 2 == 0]
    adjacent = {p: [q for q in (p - 1, p + 1, p - w, p + w) if q >= 0 and mask >> q & 1]
                for p in left}
    mate: dict[int, int] = {}

    def augment(p: int, seen: set[int]) -> bool:
        for q in adjacent[p]:
            if q not in seen:
                seen.add(q)
                if q not in mate or augment(mate[q], seen):
                    mate[q] = p
                    return True
        return False

    return sum(1 for p in left if augment(p, set()))


def _monkey(masks: list[int], geo: Geometry, lovebirds: str) -> int:
    mask = masks[MONKEY]
    return 2 * most_in_line(mask, geo.col_masks) if mask else 0


def _wolf(masks: list[int], geo: Geometry, lovebirds: str) -> int:
    return 2 * (masks[WOLF] & geo.border).bit_count()


def _elephant(masks: list[int], geo: Geometry, lovebirds: str) -> int:
    mask = masks[ELEPHANT]
    return 2 * most_in_line(mask, geo.row_masks) if mask else 0


def _pelican(masks: list[int], geo: Geometry, lovebirds: str) -> int:
    mask = masks[PELICAN]
    return 2 * largest_group(mask, geo, diagonal) if mask else 0


def _penguin(masks: list[int], geo: Geometry, lovebirds: str) -> int:
    mask = masks[PENGUIN]
    return 2 * largest_group(mask, geo, orthogonal) if mask else 0


def _chameleon(masks: list[int], geo: Geometry, lovebirds: str) -> int:
    return 2 * best_chameleon(masks, geo)


def _lovebird(masks: list[int], geo: Geometry, lovebirds: str) -> int:
    mask = masks[LOVEBIRD]
    return 4 * lovebird_pairs(mask, geo, lovebirds) if mask else 0


def _lion(masks: list[int], geo: Geometry, lovebirds: str) -> int:
    lions = masks[LION].bit_count()
    return max(0, 11 - lions) if lions else 0   # never below 1 with 10 lions at most


SCORERS = (_monkey, _wolf, _elephant, _pelican, _penguin, _chameleon, _lovebird, _lion)
"""Per species index (MONKEY to LION), its points on the grid: scorer(masks, geo,
lovebirds). Each reads only its species' mask, except the chameleon's (every species
next to a chameleon)."""


def species_points(masks: list[int], geo: Geometry,
                   lovebirds: str = LOVEBIRD_MAXIMUM) -> list[int]:
    """Points each of the 8 species is worth on the grid (0 for an absent species)."""
    return [score(masks, geo, lovebirds) for score in SCORERS]


def majority_scores(points: list[int],
                    piles: list[list[int]]) -> tuple[list[int], list[list[int]]]:
    """Per seat totals and, per species, the seats holding the majority (ties split, floored).

    `piles[seat][species]` counts the seat's face-down cards of that species.
    """
    totals = [0] * len(piles)
    holders: list[list[int]] = []
    for species, cards in enumerate(zip(*piles)):     # cards: per seat, of this species
        most = max(cards)
        if most == 0:
            holders.append([])
            continue
        if cards.count(most) == 1:
            seat = cards.index(most)
            holders.append([seat])
            totals[seat] += points[species]
            continue
        seats = [seat for seat, n in enumerate(cards) if n == most]
        holders.append(seats)
        share = points[species] // len(seats)
        for seat in seats:
            totals[seat] += share
    return totals, holders


def winners_of(totals: list[int]) -> list[int]:
    """Every seat with the highest total (a tie is a shared victory)."""
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]


# -- the tally, step by step (for the scoring screen) -------------------------------------
@dataclass(frozen=True)
class SpeciesShare:
    """One species at the end: its points, the majority holders and what each seat gets."""

    species: int
    points: int
    cards: tuple[int, ...]       # face-down cards of the species per seat
    holders: tuple[int, ...]     # the seats with the most (at least one), else ()
    gains: tuple[int, ...]       # points per seat from this species (ties split, floored)


def breakdown(points: list[int], piles: list[list[int]],
              species: list[int] | None = None) -> list[SpeciesShare]:
    """majority_scores species by species; the gains add up to its totals exactly."""
    out = []
    for s in range(8) if species is None else species:
        alone = [points[s] if i == s else 0 for i in range(8)]
        gains, holders = majority_scores(alone, piles)
        out.append(SpeciesShare(s, points[s], tuple(pile[s] for pile in piles),
                                tuple(holders[s]), tuple(gains)))
    return out
