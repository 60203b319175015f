"""Test helpers: grids from letter pictures and a plain reference scorer.

Letters: m monkey, w wolf, e elephant, p pelican, g penguin, c chameleon, b lovebird
(bird), l lion, '.' an empty cell (only for scorer unit tests; real grids are full).
The reference scorer is written the slow, obvious way (lists, flood fill, brute-force
matching) to check the bitmask scorer against.
"""

from __future__ import annotations

from itertools import combinations

from game.animimix.cards import SPECIES
from game.animimix.scoring import Geometry, geometry

LETTERS = {"m": 0, "w": 1, "e": 2, "p": 3, "g": 4, "c": 5, "b": 6, "l": 7, ".": None}
ORTHO = ((0, 1), (0, -1), (1, 0), (-1, 0))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def parse(picture: str) -> list[list[int | None]]:
    """Rows of species indexes (None for '.') from a picture, one word per row."""
    return [[LETTERS[ch] for ch in line.strip()] for line in picture.strip().splitlines()]


def masks_of(rows: list[list[int | None]]) -> tuple[list[int], Geometry]:
    """Per-species masks and geometry of parsed rows."""
    geo = geometry(len(rows), len(rows[0]))
    masks = [0] * 8
    for r, row in enumerate(rows):
        for c, s in enumerate(row):
            if s is not None:
                masks[s] |= geo.bits[r * geo.cols + c]
    return masks, geo


def names(rows: list[list[int]]) -> list[list[str]]:
    """Rows of species ids (for position files)."""
    return [[SPECIES[s] for s in row] for row in rows]


def _cells(rows, species):
    return {(r, c) for r, row in enumerate(rows) for c, s in enumerate(row) if s == species}


def _largest(cells, steps) -> int:
    best, seen = 0, set()
    for start in cells:
        if start in seen:
            continue
        stack, size = [start], 0
        seen.add(start)
        while stack:
            r, c = stack.pop()
            size += 1
            for dr, dc in steps:
                nxt = (r + dr, c + dc)
                if nxt in cells and nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
        best = max(best, size)
    return best


def brute_pairs(cells) -> int:
    """Maximum matching of adjacent cells by trying every set of disjoint edges."""
    cells = sorted(cells)
    edges = [(a, b) for a, b in combinations(cells, 2)
             if abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1]

    def best(i: int, used: frozenset) -> int:
        if i == len(edges):
            return 0
        a, b = edges[i]
        skip = best(i + 1, used)
        if a in used or b in used:
            return skip
        return max(skip, 1 + best(i + 1, used | {a, b}))

    return best(0, frozenset())


def reference_points(rows) -> list[int]:
    """Points per species, computed plainly from RULINGS.md section 3."""
    height, width = len(rows), len(rows[0])
    points = [0] * 8
    monkeys = _cells(rows, 0)
    points[0] = 2 * max(sum(1 for r, c in monkeys if c == col) for col in range(width))
    wolves = _cells(rows, 1)
    points[1] = 2 * sum(1 for r, c in wolves if r in (0, height - 1) or c in (0, width - 1))
    elephants = _cells(rows, 2)
    points[2] = 2 * max(sum(1 for r, c in elephants if r == row) for row in range(height))
    points[3] = 2 * _largest(_cells(rows, 3), DIAG)
    points[4] = 2 * _largest(_cells(rows, 4), ORTHO)
    best = 0
    for r, c in _cells(rows, 5):
        near = {rows[r + dr][c + dc] for dr, dc in ORTHO
                if 0 <= r + dr < height and 0 <= c + dc < width}
        near.discard(None)
        best = max(best, len(near))
    points[5] = 2 * best
    points[6] = 4 * brute_pairs(_cells(rows, 6))
    lions = len(_cells(rows, 7))
    points[7] = max(0, 11 - lions) if lions else 0   # more than 10 only in unit grids
    return points
