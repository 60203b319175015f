"""The shipped medal table (game/animalia/medal_table.txt) is the solver's answer."""

from __future__ import annotations

from game.animalia import medal_table, scoring
from tools.medal_table import table_text


def test_the_shipped_table_is_the_solvers_answer_for_every_shape():
    """Every full collection with up to 6 bonus cards, solved afresh: the file is
    exactly what tools/medal_table.py writes (run it after a medal rule change), its
    checksum line first."""
    text = medal_table.TABLE_FILE.read_text(encoding="ascii")
    assert text == table_text()
    check, *lines = text.splitlines()
    assert check == medal_table.checksum(text.partition("\n")[2])
    assert len(lines) == len(medal_table.shapes()) > 2000


def shape(coll: tuple, bonus: tuple) -> bytes:
    """A shape as scoring.shape_options takes it."""
    return bytes(c << 4 | b for c, b in zip(coll, bonus))


def test_shapes_read_back_as_solved_and_others_are_solved():
    """Each line read word by word (shipped_words and word_option, what
    scoring.canonical reads) is the solver's answer."""
    shapes = medal_table.shapes()
    for coll, bonus in shapes[::23]:
        solved = scoring.solve_exact(coll, bonus)
        words = medal_table.shipped_words(shape(coll, bonus))
        assert tuple(map(medal_table.word_option, words)) == solved
        assert scoring.canonical(shape(coll, bonus))[0] == solved
    short = ((2, 1, 1, 0, 0, 0), (1, 1, 0, 0, 0, 0))       # the deck ran out: 4 cards
    big = ((2, 1, 1, 1, 0, 0), (2, 2, 1, 1, 1, 0))         # 7 bonus cards
    for coll, bonus in (short, big):
        assert medal_table.shipped_words(shape(coll, bonus)) is None
        assert scoring.canonical(shape(coll, bonus))[0] == scoring.solve_exact(coll, bonus)


def test_a_missing_or_damaged_table_is_not_read_and_every_shape_is_solved(tmp_path, monkeypatch):
    coll, bonus = medal_table.shapes()[0]
    good = medal_table.TABLE_FILE.read_text(encoding="ascii")
    flipped = good[:-3] + ("1" if good[-3] != "1" else "2") + good[-2:]   # one digit
    for name, text in (("missing", None), ("cut", good[:-7] + "x\n"), ("junk", "\x00" * 9),
                       ("flipped", flipped), ("not ascii", good.replace(" ", "é", 1))):
        path = tmp_path / name
        if text is not None:
            path.write_text(text, encoding="utf-8")
        monkeypatch.setattr(medal_table, "TABLE_FILE", path)
        monkeypatch.setattr(medal_table, "_table", None)
        assert medal_table.shipped_words(shape(coll, bonus)) is None, name
        assert scoring.canonical(shape(coll, bonus))[0] == scoring.solve_exact(coll, bonus)
