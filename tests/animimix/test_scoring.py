"""Per-species scoring: tricky cases by hand, then hypothesis properties.

Grids are letter pictures (see tests/animimix/helpers.py); '.' is an empty cell.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.animimix.cards import (CHAMELEON, ELEPHANT, LION, LOVEBIRD, MONKEY, PELICAN,
                                 PENGUIN, WOLF)
from game.animimix.scoring import (LOVEBIRD_GREEDY, majority_scores, maximum_pairs,
                                   species_points, winners_of)

from tests.animimix.helpers import masks_of, parse, reference_points


def points(picture: str, lovebirds: str = "maximum") -> list[int]:
    masks, geo = masks_of(parse(picture))
    return species_points(masks, geo, lovebirds)


# -- hand-made cases ---------------------------------------------------------------
def test_monkeys_count_the_best_column_only() -> None:
    assert points("m.m.\nm...\nm.m.\n....")[MONKEY] == 6   # column 0 holds 3
    assert points("mmmm\n....\n....\n....")[MONKEY] == 2   # a row is not a column


def test_elephants_count_the_best_row_only() -> None:
    assert points("e.e.\ne...\ne.e.\n....")[ELEPHANT] == 4
    assert points("eeee\n....\n....\n....")[ELEPHANT] == 8


def test_wolves_score_on_the_border_only() -> None:
    assert points("w...\n.ww.\n.ww.\n...w")[WOLF] == 4     # 4 inner wolves score nothing
    assert points("wwww\nw..w\nw..w\nwwww")[WOLF] == 24


def test_penguins_ignore_diagonals() -> None:
    assert points("g.g.\n.g.g\ng.g.\n.g.g")[PENGUIN] == 2
    assert points("gg..\n.g..\n.gg.\n...g")[PENGUIN] == 10


def test_pelicans_are_diagonal_only() -> None:
    assert points("pp..\npp..\n....\n....")[PELICAN] == 4   # a 2x2 block: two diagonals of 2
    assert points("p...\n.p..\n..p.\n...p")[PELICAN] == 8
    assert points("p.p.\n.p..\np...\n....")[PELICAN] == 8   # a cross of 4 through one card
    assert points("pppp\n....\n....\n....")[PELICAN] == 2   # a row: lone cards of 1


def test_chameleon_counts_itself_only_through_a_neighbour() -> None:
    assert points(".w.\nmce\n.l.")[CHAMELEON] == 8         # 4 other species
    assert points(".c.\nwce\n...")[CHAMELEON] == 6         # wolf, elephant, chameleon
    assert points("...\n.c.\n...")[CHAMELEON] == 0         # alone: no species
    assert points("ccc\nccc\nccc")[CHAMELEON] == 2         # only its own species


def test_chameleon_is_the_best_single_one_not_a_sum() -> None:
    # left chameleon sees w, m; right one sees e, l, g: only the right one scores
    assert points("w...e.\nmc.lcg\n......")[CHAMELEON] == 6


def test_chameleon_counts_distinct_species_not_cards() -> None:
    assert points(".w.\nwcw\n.w.")[CHAMELEON] == 2


def test_lovebirds_need_a_maximum_matching_where_greedy_fails() -> None:
    picture = "bbb.\nb...\n....\n...."
    # greedy in reading order pairs (0,0)-(0,1) and strands (0,2) and (1,0): 1 pair
    assert points(picture, LOVEBIRD_GREEDY)[LOVEBIRD] == 4
    # the best pairing is (1,0)-(0,0) and (0,1)-(0,2): 2 pairs
    assert points(picture)[LOVEBIRD] == 8


def test_lovebirds_each_card_in_one_pair() -> None:
    assert points("bbb\n...\n...")[LOVEBIRD] == 4         # 3 in a row: one pair
    assert points(".b.\nbbb\n.b.")[LOVEBIRD] == 4         # a star of 5: one pair
    assert points("bb\nbb")[LOVEBIRD] == 8
    assert points("b.b\n.b.\nb.b")[LOVEBIRD] == 0         # diagonal neighbours do not pair


def test_lovebirds_long_snake() -> None:
    snake = "bbbbb\n....b\nbbbbb\nb....\nbbbbb"
    masks, geo = masks_of(parse(snake))
    assert maximum_pairs(masks[LOVEBIRD], geo) == 8        # 17 cards on a path: 8 pairs


def test_lion_rewards_few_lions_but_needs_one() -> None:
    assert points("....\n....\n....\n....")[LION] == 0
    assert points("l...\n....\n....\n....")[LION] == 10
    assert points("llll\nllll\nll..\n....")[LION] == 1


def test_absent_species_score_nothing() -> None:
    assert points("....\n....") == [0] * 8


def test_majorities_split_and_round_down() -> None:
    species = [0, 7, 0, 0, 0, 0, 0, 0]
    piles = [[0, 2, 0, 0, 0, 0, 0, 0], [0, 2, 0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0, 0, 0]]
    totals, holders = majority_scores(species, piles)
    assert totals == [3, 3, 0] and holders[WOLF] == [0, 1]
    assert holders[MONKEY] == []                              # nobody holds one: no majority
    assert winners_of([3, 3, 0]) == [0, 1]


# -- properties --------------------------------------------------------------------
CELL = st.integers(min_value=0, max_value=8)                  # 8 stands for an empty cell


@st.composite
def grids(draw, min_side: int = 1, max_side: int = 6) -> list[list[int | None]]:
    rows = draw(st.integers(min_side, max_side))
    cols = draw(st.integers(min_side, max_side))
    cells = draw(st.lists(CELL, min_size=rows * cols, max_size=rows * cols))
    return [[None if v == 8 else v for v in cells[r * cols:(r + 1) * cols]]
            for r in range(rows)]


def score(rows, lovebirds: str = "maximum") -> list[int]:
    masks, geo = masks_of(rows)
    return species_points(masks, geo, lovebirds)


@settings(max_examples=300, deadline=None)
@given(grids())
def test_bitmask_scorer_agrees_with_the_plain_reference(rows) -> None:
    assert score(rows) == reference_points(rows)


@settings(max_examples=200, deadline=None)
@given(grids())
def test_transposition_swaps_monkeys_and_elephants_and_keeps_the_rest(rows) -> None:
    swap = {MONKEY: ELEPHANT, ELEPHANT: MONKEY}
    before = score(rows)
    after = score([[swap.get(s, s) for s in col] for col in zip(*rows)])
    assert after[MONKEY] == before[ELEPHANT] and after[ELEPHANT] == before[MONKEY]
    for s in (WOLF, PELICAN, PENGUIN, CHAMELEON, LOVEBIRD, LION):
        assert after[s] == before[s]


@settings(max_examples=200, deadline=None)
@given(grids())
def test_mirrors_change_nothing(rows) -> None:
    before = score(rows)
    assert score([row[::-1] for row in rows]) == before
    assert score(rows[::-1]) == before


@settings(max_examples=200, deadline=None)
@given(grids(), st.data())
def test_one_more_card_never_lowers_grouping_species(rows, data) -> None:
    empty = [(r, c) for r, row in enumerate(rows) for c, s in enumerate(row) if s is None]
    if not empty:
        return
    r, c = data.draw(st.sampled_from(empty))
    before = score(rows)
    for s in (MONKEY, WOLF, ELEPHANT, PELICAN, PENGUIN, LOVEBIRD):
        grown = [row[:] for row in rows]
        grown[r][c] = s
        assert score(grown)[s] >= before[s]
    grown = [row[:] for row in rows]
    grown[r][c] = LION
    lions = sum(row.count(LION) for row in rows)
    assert score(grown)[LION] == (max(0, before[LION] - 1) if lions else 10)


@settings(max_examples=200, deadline=None)
@given(grids())
def test_greedy_lovebirds_never_beat_the_maximum(rows) -> None:
    assert score(rows, LOVEBIRD_GREEDY)[LOVEBIRD] <= score(rows)[LOVEBIRD]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 40), min_size=8, max_size=8),
       st.lists(st.lists(st.integers(0, 4), min_size=8, max_size=8), min_size=2, max_size=6))
def test_split_points_never_exceed_the_species_points(species, piles) -> None:
    totals, holders = majority_scores(species, piles)
    awarded = sum(species[s] for s in range(8) if holders[s])
    assert sum(totals) <= awarded
    for s in range(8):
        if holders[s]:
            most = max(p[s] for p in piles)
            assert most >= 1 and all(piles[seat][s] == most for seat in holders[s])
            if len(holders[s]) == 1:
                assert species[s] <= totals[holders[s][0]]
    best = max(totals)
    assert winners_of(totals) == [i for i, t in enumerate(totals) if t == best]
