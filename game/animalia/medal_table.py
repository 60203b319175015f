"""The medal choices of the common collection shapes, solved once and shipped.

`scoring.medal_options_exact` solves a canonical shape (families sorted by cards and
bonus cards) in 50-100 µs; searches and playouts meet a few hundred shapes, most of
them for the first time in a process. The shapes of a full collection (5 cards)
with at most 5 bonus cards, a few thousand, are solved here once and kept in
medal_table.txt; other shapes (a collection cut short by an empty deck, a bigger
hand) are solved as before. `tests/animalia/test_medal_table.py` checks the file
against the solver. Regenerate it after a change to the medal rules:

    python tools/medal_table.py

A missing or damaged file (a line that is not a key and digit words) is not read:
every shape is then solved.

A line of the file is a shape's key (the 12 family counts of the collection then of
the bonus hand, one digit each), then one 17-digit word per option: its haul (5
families), the bonus families used and the families covered (6 each, owl last).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from pathlib import Path

from game.animalia.cards import COLLECTION_SIZE, FAMILY_COUNT, MEMBER_COUNT
from game.data import BadFile, read_text_file

TABLE_FILE = Path(__file__).with_name("medal_table.txt")
MOST_BONUS = 5          # hands of up to this many bonus cards are in the table
HAUL, USED, WORD = FAMILY_COUNT, 2 * FAMILY_COUNT + 1, 3 * FAMILY_COUNT + 2  # digits' ends
_DIGITS = bytes.maketrans(b"0123456789", bytes(range(10)))
_table: dict | None = None


def shapes() -> list[tuple[tuple, tuple]]:
    """Every canonical (collection, bonus) pair of family counts the table holds: a
    full collection, at most MOST_BONUS bonus cards, at most MEMBER_COUNT cards of a
    family and one owl between them, families sorted by (cards, bonus cards)."""
    pairs = sorted(((c, b) for c in range(COLLECTION_SIZE + 1) for b in range(MOST_BONUS + 1)
                    if c + b <= MEMBER_COUNT), reverse=True)
    out = []
    for families in combinations_with_replacement(pairs, FAMILY_COUNT):
        cards = sum(c for c, _ in families)
        bonus = sum(b for _, b in families)
        for owl_card, owl_bonus in ((0, 0), (1, 0), (0, 1)):
            if cards + owl_card == COLLECTION_SIZE and bonus + owl_bonus <= MOST_BONUS:
                out.append((tuple(c for c, _ in families) + (owl_card,),
                            tuple(b for _, b in families) + (owl_bonus,)))
    return out


def _key(coll: tuple, bonus: tuple) -> str:
    return "".join(map(str, coll + bonus))


def line(coll: tuple, bonus: tuple, options: tuple) -> str:
    """A shape's line of the file."""
    words = ["".join(map(str, haul + used + covered)) for haul, used, covered in options]
    return " ".join([_key(coll, bonus), *words])


def _read() -> dict:
    """The file's lines by shape key; none when the file is missing or damaged, and
    then every shape is solved (the table only saves time)."""
    try:
        rows = [row.split(" ", 1) for row in read_text_file(TABLE_FILE).splitlines()]
    except BadFile:
        return {}
    if not all(len(row) == 2 and row[1].replace(" ", "").isdigit() for row in rows):
        return {}
    return dict(rows)


def shipped(coll: tuple, bonus: tuple) -> tuple | None:
    """The shape's options from the file, or None when it is not there."""
    global _table
    if _table is None:
        _table = _read()
    words = _table.get(_key(coll, bonus))
    if words is None:
        return None
    counts = words.encode("ascii").translate(_DIGITS)      # one byte a count
    return tuple([(tuple(counts[i:i + HAUL]), tuple(counts[i + HAUL:i + USED]),
                   tuple(counts[i + USED:i + WORD])) for i in range(0, len(counts), WORD + 1)])
