"""Golden tests from the rulebook's scoring examples, and scoring properties."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.animalia import scoring
from game.animalia.cards import CARD_IDS, FAMILY_OF, OWL, OWL_FAMILY
from game.core import PositionError

from .helpers import GAME, haul, setup


def options(collection, bonus=()):
    """medal_options of the position-file scorer, as a sorted list of sorted items."""
    out = GAME.score_position({"game": "animalia", "phase": "medals",
                               "collection": list(collection), "bonus": list(bonus)})
    return sorted(sorted(o.items()) for o in out["medal_options"])


def as_sorted(*hauls):
    return sorted(sorted(h.items()) for h in hauls)


# -- the rulebook's phase 3 examples -------------------------------------------------
def test_luana_five_different_families_one_medal_each():
    coll = ["cat:champion", "horse:spy", "dog:thief", "rabbit:smarty", "parrot:scallywag"]
    assert options(coll) == as_sorted({"cat": 1, "horse": 1, "dog": 1, "rabbit": 1,
                                       "parrot": 1})


def test_fanny_owl_four_dogs_or_three_dogs_two_rabbits():
    coll = ["dog:champion", "dog:thief", "dog:spy", "owl", "rabbit:scallywag"]
    assert options(coll) == as_sorted({"dog": 4}, {"dog": 3, "rabbit": 2})


def test_mael_owl_one_of_each_or_a_pair_of_his_choice():
    coll = ["cat:spy", "horse:champion", "dog:scallywag", "rabbit:thief", "owl"]
    assert options(coll) == as_sorted(
        {"cat": 1, "horse": 1, "dog": 1, "rabbit": 1, "parrot": 1},
        {"cat": 2}, {"horse": 2}, {"dog": 2}, {"rabbit": 2})


def test_noemi_covers_parrot_and_horse_with_two_cat_bonus_cards():
    coll = ["dog:champion", "dog:thief", "cat:spy", "parrot:smarty", "horse:prankster"]
    bonus = ["cat:champion", "cat:scallywag"]
    assert options(coll) == as_sorted({"dog": 2})
    assert options(coll, bonus) == as_sorted({"cat": 3, "dog": 2})
    # in play she may also keep one or both bonus cards for a later season
    out = GAME.score_position({"phase": "medals", "collection": coll, "bonus": bonus})
    choices = {(tuple(sorted(c["medals"].items())), tuple(c["bonus_used"]))
               for c in out["choices"]}
    assert choices == {((("dog", 2),), ()),
                       ((("cat", 2), ("dog", 2)), ("cat:champion",)),
                       ((("cat", 3), ("dog", 2)), ("cat:champion", "cat:scallywag"))}


def test_single_animals_score_nothing():
    coll = ["dog:champion", "cat:thief", "horse:spy", "rabbit:smarty"]
    assert options(coll) == as_sorted({})


def test_owl_can_be_the_fifth_family_but_four_cards_cannot_be_five_families():
    assert options(["cat:spy", "horse:spy", "dog:spy", "owl"]) == as_sorted(
        {"cat": 2}, {"horse": 2}, {"dog": 2})
    assert {"parrot": 1} not in GAME.score_position(
        {"phase": "medals", "collection": ["cat:spy", "horse:spy", "dog:spy", "owl"]}
    )["medal_options"]


def test_salome_collection_has_seven_elegance_points():
    coll = ["cat:champion", "dog:champion", "horse:smarty", "rabbit:scallywag", "parrot:thief"]
    s = setup(players=3, collections=[coll, [], []], dealer=1,
              deck=["cat:thief", "cat:spy", "dog:spy", "horse:thief"])
    from game.animalia.seasons import elegance_values
    assert elegance_values(s)[0] == 7


# -- the rulebook's end-of-game examples -----------------------------------------------
def test_end_tallies_luana_fanny_salome():
    position = {"game": "animalia", "players": [
        {"medals": {"cat": 5, "dog": 3, "horse": 2}},       # Luana: 10 -> 15
        {"medals": {"rabbit": 6, "horse": 7}},              # Fanny: 13 -> 23
        {"medals": {"dog": 11, "cat": 2, "parrot": 2}}]}    # Salomé: 15 -> 25
    out = GAME.score_position(position)
    assert out["medals"] == [10, 13, 15]
    assert out["scores"] == [15, 23, 25]
    assert out["winners"] == [2]


def test_two_players_excellence_per_seven():
    out = GAME.score_position({"players": [{"medals": {"dog": 13}}, {"medals": {"cat": 14}}]})
    assert out["scores"] == [13 + 5, 14 + 10]


def test_tie_most_medals_of_one_family_then_shared():
    out = GAME.score_position({"players": [
        {"medals": {"dog": 4, "cat": 4}}, {"medals": {"dog": 6, "cat": 1}},
        {"medals": {"rabbit": 6, "cat": 1}}]})
    assert out["scores"] == [8, 12, 12]
    assert out["winners"] == [1, 2]
    out = GAME.score_position({"players": [
        {"medals": {"dog": 5, "cat": 2}}, {"medals": {"horse": 3, "cat": 4, "parrot": 5}},
        {"medals": {"dog": 1}}]})
    assert out["scores"] == [12, 17, 1]
    out = GAME.score_position({"players": [
        {"medals": {"dog": 7, "cat": 3}}, {"medals": {"horse": 8, "cat": 2}},
        {"medals": {"dog": 1}}]})
    assert out["scores"] == [15, 15, 1] and out["winners"] == [1]


# -- phase 2 rankings ----------------------------------------------------------------
@pytest.mark.parametrize("values,awards", [
    ([7, 3, 5], [2, 0, 1]),          # lone first 2, second 1
    ([7, 5, 5, 1], [2, 1, 1, 0]),    # joint second: 1 each
    ([7, 7, 5], [1, 1, 0]),          # joint first: 1 each, no second
    ([4, 4, 4, 4], [1, 1, 1, 1]),
    ([3, -1], [2, 1]),
])
def test_elegance_awards_every_tie_case(values, awards):
    assert scoring.elegance_awards(values) == awards


# -- position file errors ------------------------------------------------------------
@pytest.mark.parametrize("data,needle", [
    ({"phase": "medals", "collection": ["dog:boss"]}, "collection[0]: unknown member 'boss'"),
    ({"phase": "medals", "collection": ["cow:champion"]}, "collection[0]: unknown family 'cow'"),
    ({"phase": "medals", "collection": ["owl", "owl"]}, "collection[1]: 'owl' is a card twice"),
    ({"phase": "medals", "collection": ["dog:spy"], "bonus": ["dog:spy"]},
     "bonus[0]: 'dog:spy' is a card twice"),
    ({"phase": "medals", "collection": "dog:spy"}, "collection: must be a list"),
    ({"phase": "medals", "collection": [3]}, "collection[0]: a card must be a string"),
    ({"phase": "medals", "collection": ["dog:spy"] * 0 + ["dog:" + m for m in
      ("champion", "smarty", "cutie", "thief", "spy", "prankster")]}, "collection: 6 cards"),
    ({"phase": "medals"}, "collection: missing"),
    ({"phase": "scoring"}, "phase: unknown phase"),
    ({"game": "origami", "players": []}, "game:"),
    ({"players": [{"medals": {"cow": 1}}, {"medals": {}}]}, "players[0].medals: unknown family"),
    ({"players": [{"medals": {"dog": -1}}, {"medals": {}}]}, "players[0].medals.dog"),
    ({"players": [{"medals": {"dog": True}}, {"medals": {}}]}, "players[0].medals.dog"),
    ({"players": [{"medals": {"dog": 1}}]}, "players: 1 players"),
    ({"players": [{"medal": {}}, {"medals": {}}]}, "players[0]"),
    ({"players": "x"}, "players: missing or not a list"),
    ([1, 2], "position: must be a JSON object"),
    ({"players": [{"medals": {}}, {"medals": {}}], "extra": 1}, "unknown field 'extra'"),
])
def test_bad_positions_name_the_field(data, needle):
    with pytest.raises(PositionError) as info:
        GAME.score_position(data)
    assert needle in str(info.value)


# -- properties ----------------------------------------------------------------------
def reference_choices(coll: list[int], bonus: list[int]):
    """Brute force over cards: every injective cover and every owl family."""
    found = set()
    positions = range(len(coll))
    for k in range(min(len(coll), len(bonus)) + 1):
        for used in itertools.combinations(range(len(bonus)), k):
            for spots in itertools.permutations(positions, k):
                final = list(coll)
                for b, spot in zip(used, spots):
                    final[spot] = bonus[b]
                fams = [FAMILY_OF[c] for c in final]
                used_fams = [0] * 6
                for b in used:
                    used_fams[FAMILY_OF[bonus[b]]] += 1
                owl_choices = range(5) if OWL_FAMILY in fams else [None]
                for choice in owl_choices:
                    counts = [0] * 6
                    for f in fams:
                        counts[choice if f == OWL_FAMILY else f] += 1
                    found.add((scoring.plain_haul(counts), tuple(used_fams)))
    return found


def front(items, key):
    return {i for i in items if not any(o != i and key(o, i) for o in items)}


def ge(a, b):
    return all(x >= y for x, y in zip(a, b))


cards_st = st.lists(st.sampled_from(range(len(CARD_IDS))), min_size=0, max_size=8, unique=True)


@settings(max_examples=150, deadline=None)
@given(cards=cards_st, size=st.integers(0, 5))
def test_medal_options_match_brute_force(cards, size):
    coll, bonus = cards[:size], cards[size:][:4]
    ref = reference_choices(coll, bonus)
    cc, bc = scoring.family_counts(coll), scoring.family_counts(bonus)
    hauls = {h for h, _ in ref}
    assert set(scoring.haul_front(cc, bc)) == front(hauls, ge)
    ref_choices = front(ref, lambda o, i: ge(o[0], i[0]) and ge(i[1], o[1]))
    got = {(h, u) for h, u, _ in scoring.medal_options(cc, bc)}
    assert got == ref_choices


@settings(max_examples=150, deadline=None)
@given(cards=cards_st, size=st.integers(0, 5))
def test_a_shape_solved_through_its_canonical_shape_is_the_solvers_answer(cards, size):
    """The families sorted, solved and mapped back: the solver's hauls and bonus cards
    used, in its order (the order of a decision's moves). Which card a bonus card
    covers may differ between families alike in the shape: both are the same choice."""
    cc, bc = scoring.family_counts(cards[:size]), scoring.family_counts(cards[size:])
    options = scoring.shape_options(bytes(c << 4 | b for c, b in zip(cc, bc)))
    solved = scoring.solve_exact(cc, bc)
    assert [option[:2] for option in options] == [option[:2] for option in solved]
    assert [sum(option[2]) for option in options] == [sum(option[2]) for option in solved]


def test_every_family_order_maps_the_canonical_options_back():
    """A shape with five distinct families put in each of the 120 family orders, and
    one with tied families: mapped back from the canonical shape, the options are the
    solver's (the same hauls and bonus cards, in its order, covers of as many cards)."""
    cards, bonus = (2, 1, 1, 0, 0), (0, 2, 1, 1, 0)     # the bytes 0x20 0x12 0x11 0x01 0x00
    for order in scoring.ORDERS:
        cc = tuple(cards[f] for f in order) + (1,)
        bc = tuple(bonus[f] for f in order) + (0,)
        options = scoring.shape_options(bytes(c << 4 | b for c, b in zip(cc, bc)))
        solved = scoring.solve_exact(cc, bc)
        assert [option[:2] for option in options] == [option[:2] for option in solved]
        assert [sum(option[2]) for option in options] == [sum(option[2]) for option in solved]
    tied = (0x11, 0x20, 0x11, 0x00, 0x20, 0x00)     # two pairs of families alike
    cc, bc = tuple(b >> 4 for b in tied), tuple(b & 15 for b in tied)
    options = scoring.shape_options(bytes(tied))
    assert [option[:2] for option in options] == [o[:2] for o in scoring.solve_exact(cc, bc)]


@settings(max_examples=200, deadline=None)
@given(medals=st.lists(st.lists(st.integers(0, 20), min_size=5, max_size=5),
                       min_size=2, max_size=6))
def test_final_scores_properties(medals):
    n = len(medals)
    group = 7 if n == 2 else 5
    scores = scoring.final_scores(medals, n)
    for m, s in zip(medals, scores):
        assert s == sum(m) + 5 * sum(x // group for x in m)
    winners = scoring.winners_of(medals, n)
    assert winners and all(scores[w] == max(scores) for w in winners)
    best_family = max(max(medals[w]) for w in winners)
    assert all(max(medals[s]) <= best_family for s in range(n) if scores[s] == max(scores))
    more = [m[:] for m in medals]
    more[0][0] += 1
    assert scoring.final_scores(more, n)[0] > scores[0]


@settings(max_examples=200, deadline=None)
@given(values=st.lists(st.integers(-5, 12), min_size=2, max_size=12))
def test_elegance_awards_properties(values):
    awards = scoring.elegance_awards(values)
    best = max(values)
    firsts = [i for i, v in enumerate(values) if v == best]
    assert all(awards[i] == (1 if len(firsts) > 1 else 2) for i in firsts)
    for i, v in enumerate(values):
        if v != best and awards[i]:
            assert len(firsts) == 1 and v == max(x for x in values if x < best)


def test_owl_card_is_the_joker():
    assert FAMILY_OF[OWL] == OWL_FAMILY
    assert scoring.hauls((2, 0, 0, 0, 0, 1)) == {haul(cat=3), haul(cat=2)}
