"""The shipped medal table (game/animalia/medal_table.txt) is the solver's answer."""

from __future__ import annotations

from game.animalia import medal_table, scoring


def test_the_shipped_table_is_the_solvers_answer_for_every_shape():
    """Every full collection with up to 5 bonus cards, solved afresh: the file is
    exactly what tools/medal_table.py writes (run it after a medal rule change)."""
    text = medal_table.TABLE_FILE.read_text(encoding="ascii")
    assert text == medal_table.table_text()
    assert len(text.splitlines()) == len(medal_table.shapes()) > 1000


def test_shapes_read_back_as_solved_and_others_are_solved():
    shapes = medal_table.shapes()
    for coll, bonus in shapes[::23]:
        assert medal_table.shipped(coll, bonus) == scoring.solve_exact(coll, bonus)
    short = ((2, 1, 1, 0, 0, 0), (1, 1, 0, 0, 0, 0))       # the deck ran out: 4 cards
    big = ((2, 1, 1, 1, 0, 0), (2, 1, 1, 1, 1, 0))         # 6 bonus cards
    for coll, bonus in (short, big):
        assert medal_table.shipped(coll, bonus) is None
        assert scoring.medal_options_exact(coll, bonus) == scoring.solve_exact(coll, bonus)
