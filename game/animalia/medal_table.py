"""The medal choices of the common collection shapes, solved once and shipped.

`scoring.solve_exact` solves a canonical shape (families sorted by cards and
bonus cards) in 50-100 µs, a hand of 6 bonus cards in 300 µs or more; searches and
playouts meet a few hundred shapes, most of them for the first time in a process. The
shapes of a full collection (5 cards) with at most 6 bonus cards, 2,013 of them, are
solved here once and kept in medal_table.txt; other shapes (a collection cut short by
an empty deck, a bigger hand) are solved as before. `tests/animalia/test_medal_table.py`
checks the file against the solver. Regenerate it after a change to the medal rules:

    python tools/medal_table.py

The file's first line is the CRC-32 of the rest (8 hex digits): a missing or damaged
file (that does not match) is not read, and every shape is then solved.

Each further line is a shape's key (the 12 family counts of the collection then of
the bonus hand, one digit each), then one 17-digit word per option: its haul (5
families), the bonus families used and the families covered (6 each, owl last).
"""

from __future__ import annotations

import zlib
from itertools import combinations_with_replacement
from operator import itemgetter
from pathlib import Path

from game.animalia.cards import COLLECTION_SIZE, FAMILY_COUNT, MEMBER_COUNT
from game.data import BadFile, read_text_file

TABLE_FILE = Path(__file__).with_name("medal_table.txt")
MOST_BONUS = 6          # hands of up to this many bonus cards are in the table
HAUL, USED, WORD = FAMILY_COUNT, 2 * FAMILY_COUNT + 1, 3 * FAMILY_COUNT + 2  # digits' ends
_DIGITS = bytes.maketrans(b"0123456789", bytes(range(10)))
_TEXT = bytes.maketrans(bytes(range(10)), b"0123456789")   # counts to a key's digits
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
    """A shape's key: its 12 family counts, one digit each."""
    return bytes(coll + bonus).translate(_TEXT).decode("ascii")


def line(coll: tuple, bonus: tuple, options: tuple) -> str:
    """A shape's line of the file."""
    words = ["".join(map(str, haul + used + covered)) for haul, used, covered in options]
    return " ".join([_key(coll, bonus), *words])


def checksum(body: str) -> str:
    """The file's first line: the CRC-32 of the lines after it, 8 hex digits."""
    return f"{zlib.crc32(body.encode('ascii')):08x}"


def _read() -> dict:
    """The file's lines by shape key; none when the file is missing or damaged, and
    then every shape is solved (the table only saves time)."""
    try:
        check, _, body = read_text_file(TABLE_FILE).partition("\n")
        if check != checksum(body):
            return {}
    except (BadFile, UnicodeEncodeError):
        return {}
    return dict(row.split(" ", 1) for row in body.splitlines())


def _lines() -> dict:
    """The file's lines by shape key, read once (see _read)."""
    global _table
    if _table is None:
        _table = _read()
    return _table


_CARDS_DIGIT = bytes(48 + (n >> 4) for n in range(256))   # a shape byte's digits (see
_BONUS_DIGIT = bytes(48 + (n & 15) for n in range(256))    # shipped_words)


def shipped_words(shape: bytes) -> list[str] | None:
    """The words of a shape's line (one an option, see word_option), the shape given
    as bytes, a byte a family with its cards in the high nibble and its bonus cards
    in the low one (scoring.shape_options); None when the file does not hold it."""
    words = _lines().get((shape.translate(_CARDS_DIGIT)
                          + shape.translate(_BONUS_DIGIT)).decode("ascii"))
    return None if words is None else words.split()


def word_option(word: str) -> tuple:
    """The (haul, used, covered) of one word of a line."""
    counts = word.encode("ascii").translate(_DIGITS)
    return _HAUL(counts), _USED(counts), _COVERED(counts)


# a word's counts (one byte a digit): its haul, bonus families used and families covered
_HAUL = itemgetter(*range(HAUL))
_USED = itemgetter(*range(HAUL, USED))
_COVERED = itemgetter(*range(USED, WORD))
