"""Origami's easy at the hand limit (issue #35): a take that overfills the hand is worth
what it adds to the cards kept, and easy keeps what it chose to take."""

from __future__ import annotations

import pytest

from game import GAME_IDS, load_game
from game.rng import Rng

pytestmark = pytest.mark.skipif("origami" not in GAME_IDS, reason="no Origami engine")

STRONG = ["spider", "eagle", "butterfly", "owl", "cat", "magpie", "crab", "vulture"]
WEAK_LINE = ["fly", "chick", "dog", "snake"]      # 1 fold each, the least worth in hand


def position(hand: list, line: list, frame=None):
    """Seat 0 to move with this hand and line (the deck is left as dealt: the scorers
    and easy's policy read only the hand, the line and the collections)."""
    from game.origami.frames import Frame
    state = load_game("origami").new_game(2, 1)
    state.hands[0], state.line = list(hand), list(line)
    state.recount()
    state.stack = [frame or (Frame.MAIN, 0)]
    state.current_player = 0
    return state


def test_a_take_into_a_full_hand_is_worth_what_it_displaces():
    from game.ai import origami_greedy as greedy
    from game.ai.origami import KNOWLEDGE
    state = position(STRONG, WEAK_LINE)
    moves = state.legal_moves()
    scores = dict(zip(map(str, moves), KNOWLEDGE.move_scores(state, moves)))
    plain = dict(zip(map(str, moves), greedy.move_scores(state, moves)))
    take = "take fly from the line"
    assert plain[take] > plain["play butterfly"]          # greedy counts its whole worth
    assert scores[take] < 0 < min(v for k, v in scores.items() if k.startswith("play"))
    # With room in the hand, the take keeps greedy's score.
    roomy = position(STRONG[:4], WEAK_LINE)
    moves = roomy.legal_moves()
    assert KNOWLEDGE.move_scores(roomy, moves) == greedy.move_scores(roomy, moves)


def test_easy_stops_taking_weak_cards_once_the_hand_is_full():
    from game.ai.origami import KNOWLEDGE, LIMIT_NOISE
    from game.origami.frames import Frame, TakeMode
    from game.origami.moves import Done
    state = position(STRONG, WEAK_LINE[1:], (Frame.TAKE, 0, 3, TakeMode.LINE))
    moves = state.legal_moves()
    assert Done() in moves and len(moves) > 1
    noise = KNOWLEDGE.easy_noise * LIMIT_NOISE
    chosen = {KNOWLEDGE.policy_move(state, moves, Rng(seed), noise) for seed in range(30)}
    assert chosen == {Done()}


def test_easy_discards_an_old_weak_card_not_the_strong_one_it_took():
    from game.ai.audit import Memory, rules_for
    from game.ai.origami import KNOWLEDGE, LIMIT_NOISE
    from game.origami.frames import Frame
    from game.origami.moves import Discard
    state = position(STRONG + ["fly"], WEAK_LINE[1:], (Frame.DISCARD, 0, 1, "limit"))
    memory = Memory()
    memory.turn, memory.taken = (state.turn_seat, state.round), ["vulture"]
    rule = next(r for r in rules_for("origami") if r.id == "origami_discard_taken")
    assert rule.applies(state, 0, memory)
    assert rule.breach(state, 0, Discard("vulture"), memory)
    assert not rule.breach(state, 0, Discard("fly"), memory)
    moves = state.legal_moves()
    noise = KNOWLEDGE.easy_noise * LIMIT_NOISE
    chosen = {KNOWLEDGE.policy_move(state, moves, Rng(seed), noise) for seed in range(30)}
    assert chosen == {Discard("fly")}


def test_discarding_an_older_copy_of_a_card_just_taken_is_no_breach():
    from game.ai.audit import Memory, rules_for
    from game.origami.frames import Frame
    from game.origami.moves import Discard
    state = position(STRONG + ["cat"], [], (Frame.DISCARD, 0, 1, "limit"))
    memory = Memory()
    memory.turn, memory.taken = (state.turn_seat, state.round), ["cat"]
    rule = next(r for r in rules_for("origami") if r.id == "origami_discard_taken")
    assert not rule.breach(state, 0, Discard("cat"), memory)
    assert rule.breach(state, 0, Discard("cat"), Memory()) is False   # nothing taken
