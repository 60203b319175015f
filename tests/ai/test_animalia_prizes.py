"""Hard's Animalia collections are worth the points they add to the owner's medals,
excellence prizes included (game/ai/animalia_values.py, `prize_aware`); medium's the medals."""

from __future__ import annotations

import pytest

from game import load_game
from game.ai.knowledge import hard_knowledge, knowledge_for
from helpers import available_games

pytestmark = pytest.mark.skipif("animalia" not in [g.id for g in available_games()],
                                reason="no Animalia engine")


def cards(*ids: str) -> list[int]:
    from game.animalia.cards import CARD_INDEX

    return [CARD_INDEX[c] for c in ids]


def six_players(season: int = 2):
    state = load_game("animalia").new_game(6, 1)
    state.season = season
    state.medals = [[0] * 5 for _ in range(6)]
    return state


def test_a_pair_that_completes_a_prize_is_worth_the_prize():
    from game.ai.animalia_values import coll_value, residue_of

    state = six_players()
    pair = cards("cat:cutie", "cat:smarty")
    fresh = coll_value(state, pair, residue_of(state, 0))
    state.medals[0][0] = 3          # three cat medals: the pair makes five
    prize = coll_value(state, pair, residue_of(state, 0))
    # 2 medals and 2/5 of a prize's progress (worth 0.5) against 2 medals, the 5-point
    # prize, and the 3/5 of progress spent on it
    assert fresh == pytest.approx(2 + 0.5 * 2 / 5 + 0.7 * 3 + 0.12 * 2)
    assert prize - fresh == pytest.approx(5.0 - 0.5 * 3 / 5 - 0.5 * 2 / 5)
    assert coll_value(state, pair) == coll_value(state, pair, 0)   # medals alone: 2
    state.medals[0][0] = 8          # 8 + 2 = 10: a second prize
    assert coll_value(state, pair, residue_of(state, 0)) == pytest.approx(prize)


def test_progress_toward_a_prize_counts_only_while_a_season_is_left():
    from game.ai.animalia_values import coll_value, residue_of

    pair = cards("dog:cutie", "dog:smarty")
    early, last = six_players(2), six_players(3)
    assert coll_value(early, pair, residue_of(early, 0)) == pytest.approx(
        coll_value(last, pair, residue_of(last, 0)) + 0.5 * 2 / 5)


def test_residue_follows_the_medals_the_season_and_the_group():
    """residue_of is memoised: the same medals give a new code once the last season
    starts or at two players (groups of 7), and each family's count modulo the group."""
    from game.ai.animalia_values import LAST_SEASON_BIT, TWO_PLAYER_BIT, residue_of

    state = six_players(2)
    state.medals[0] = [6, 0, 0, 0, 0]
    early = residue_of(state, 0)
    state.season = 3
    assert residue_of(state, 0) == early | LAST_SEASON_BIT
    two = load_game("animalia").new_game(2, 1)
    two.season, two.medals[0] = 2, [6, 0, 0, 0, 0]
    assert residue_of(two, 0) != early and residue_of(two, 0) & TWO_PLAYER_BIT
    state.medals[0] = [1, 0, 0, 0, 0]    # 6 and 1 are the same residue modulo 5
    assert residue_of(state, 0) == early | LAST_SEASON_BIT
    state.medals[0] = [2, 0, 0, 0, 0]
    assert residue_of(state, 0) != early | LAST_SEASON_BIT


def test_take_gain_with_a_prize_in_reach():
    from game.ai.animalia_values import residue_of, take_gain

    state = six_players()
    seat = state.holder
    state.colls[seat] = cards("cat:cutie", "horse:cutie", "rabbit:cutie")
    state.lot = cards("cat:smarty")
    plain = take_gain(state, seat)
    state.medals[seat][0] = 4       # 4 + 2 cat medals: a prize, one over
    aware = take_gain(state, seat, residue_of(state, seat))
    assert aware > plain + 4.0


def test_hard_steals_the_card_that_completes_its_prize_medium_hurts_the_rival():
    from game.animalia.moves import PICK
    from game.animalia.phases import P_CARD

    state = six_players()
    state.medals[0][0] = 3
    state.colls[0] = cards("cat:cutie", "horse:cutie")
    state.colls[1] = cards("cat:smarty", "horse:smarty", "horse:champion")
    state.phase, state.pkind, state.pcoll, state.target = P_CARD, 0, 0, 1
    state.current_player = 0
    picks = [PICK[c] for c in state.colls[1]]
    hard = hard_knowledge("animalia").move_scores(state, picks)
    medium = knowledge_for("animalia").move_scores(state, picks)
    assert max(range(3), key=hard.__getitem__) == 0          # the cat: 5 cat medals
    assert max(range(3), key=medium.__getitem__) in (1, 2)   # a horse: breaks a pair


def test_two_players_need_seven_identical_medals_in_the_same_process():
    from game.ai.animalia_values import coll_value, residue_of

    pair = cards("rabbit:cutie", "rabbit:smarty")
    six = six_players()
    six.medals[0][3] = 3
    two = load_game("animalia").new_game(2, 1)
    two.season = 2
    two.medals = [[0, 0, 0, 3, 0], [0] * 5]
    # the same medals and collection: a prize with 6 players, progress with 2
    with_prize = coll_value(six, pair, residue_of(six, 0))
    without = coll_value(two, pair, residue_of(two, 0))
    assert with_prize - without == pytest.approx(5.0 - 0.5 * 3 / 5 - 0.5 * 2 / 7)
    assert coll_value(six, pair, residue_of(six, 0)) == with_prize


def test_the_evaluation_features_count_medals_toward_the_next_prizes():
    knowledge = knowledge_for("animalia")
    state = six_players()
    state.medals[0] = [4, 0, 0, 0, 0]       # 4/5 of a prize
    state.medals[1] = [5, 2, 0, 0, 0]       # a prize won (in the points), then 2/5
    state.medals[2] = [6, 3, 1, 0, 0]       # 1/5 + 3/5 + 1/5
    progress = knowledge.feature_names.index("progress")
    rows = knowledge.eval_features(state)
    assert [row[progress] for row in rows] == pytest.approx([0.8, 0.4, 1.0, 0, 0, 0])
