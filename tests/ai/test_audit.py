"""The absurd-move rules (game/ai/audit.py), each on a crafted position where the bad
move is legal and a good one exists: the rule flags the bad move and not the good one,
and the search levels (and easy, where the rule was found at easy) do not play it."""

from __future__ import annotations

import pytest

from game import load_game
from game.ai import make_bot
from game.ai.audit import Memory, final_applies, judge, rules_for
from game.high_society.moves import PASS, STAND, Add
from game.high_society.state import BID, MONEY_INDEX, RAISE, THEFT
from game.rng import Rng

BUDGETS = {"medium": 200, "hard": 1000}


def rule(rule_id: str, game_id: str):
    return next(r for r in rules_for(game_id) if r.id == rule_id)


def flags(rule_id, state, move, memory=None) -> bool:
    memory = memory or Memory()
    r = rule(rule_id, state.game.id)
    seat = state.current_player
    assert r.applies(state, seat, memory)
    return r.breach(state, seat, move, memory)


def bot_moves(state, levels=("medium", "hard"), seeds=(1, 2)):
    """The moves the levels choose, each with two seeds."""
    return [make_bot(level, seed).choose(state, iterations=BUDGETS.get(level))
            for level in levels for seed in seeds]


# -- High Society: a position built by hand ---------------------------------------------
def auction(card: int, revealed: int = 1, players: int = 3):
    """Seat 0 to bid on `card` with `revealed` cards turned so far (the largest
    possessions went to nobody), no seat owning anything."""
    state = load_game("high_society").new_game(players, 1)
    gone = [c for c in (9, 8, 7, 6, 5) if c != card][:revealed - 1]
    state.deck = [c for c in range(16) if c != card and c not in gone]
    Rng(7).shuffle(state.deck)
    state.card, state.reds = card, []
    state.current_player = state.opener = 0
    state.phase = BID
    return state


def show(state, seat: int, *values: int) -> None:
    """Seat shows these money cards (and stands on them if it tops the high bid)."""
    for value in values:
        state.hands[seat] &= ~(1 << MONEY_INDEX[value])
        state.bids[seat] |= 1 << MONEY_INDEX[value]
        state.totals[seat] += value
    if state.totals[seat] > state.high:
        state.high, state.high_seat = state.totals[seat], seat


def test_adding_while_leading_is_flagged_and_not_played():
    state = auction(card=4)                       # a 5 on offer
    show(state, 2, 8)
    show(state, 0, 10)
    state.high, state.high_seat = 8, 2            # seat 0 shows 10 but has not stood yet
    state.phase = RAISE
    assert STAND in state.legal_moves() and Add(15) in state.legal_moves()
    assert flags("hs_add_leading", state, Add(15)) and not flags("hs_add_leading", state, STAND)
    assert all(m == STAND for m in bot_moves(state))


def test_a_third_of_ones_money_early_is_flagged_and_not_played():
    state = auction(card=3)                       # a 4, the first card
    show(state, 2, 12, 8, 4)                      # 24
    show(state, 0, 20)
    state.high, state.high_seat = 24, 2
    state.phase = RAISE
    assert flags("hs_early_share", state, Add(25))
    assert not flags("hs_early_share", state, Add(6))
    chosen = bot_moves(state)
    assert not any(flags("hs_early_share", state, m) for m in chosen)


def first_nine_at_5_players():
    """A 9 first at 5 players, seat 0 shows 61 against 62: passing takes its money back,
    raising to 81 spends most of it on one card (medium and hard did, raising past the
    playouts' cut-off, before `standing_bid`)."""
    state = auction(card=8, players=5)            # a 9, the first card
    show(state, 2, 25, 20, 15, 2)                 # 62
    show(state, 0, 25, 20, 12, 4)                 # 61
    state.high, state.high_seat = 62, 2
    return state


def test_raising_a_first_card_to_most_of_ones_money_at_5_players_is_not_played():
    state = first_nine_at_5_players()
    assert flags("hs_early_share", state, Add(20))
    assert not flags("hs_early_share", state, PASS)
    chosen = bot_moves(state, levels=("medium",))
    assert not any(flags("hs_early_share", state, m) for m in chosen), chosen


@pytest.mark.slow
def test_hard_mostly_passes_raising_a_first_card_to_most_of_ones_money():
    """Hard plays its playouts to the end from 4 seats: their 0-or-1 returns are noisier
    than the cut estimate, and at 1,000 iterations it added here with 2 seeds of 20
    (1 and 20; docs/bots.md, "Absurd moves"). Twenty searches take 11 s: a slow run."""
    state = first_nine_at_5_players()
    hard = [make_bot("hard", seed).choose(state, iterations=BUDGETS["hard"])
            for seed in range(1, 21)]
    assert sum(flags("hs_early_share", state, m) for m in hard) <= 2, hard


def test_bidding_against_a_theft_with_nothing_to_steal_is_flagged_and_not_played():
    state = auction(card=THEFT, revealed=4)
    show(state, 1, 10)
    assert state.legal_moves()[0] == PASS and Add(25) in state.legal_moves()
    assert flags("hs_theft_nothing", state, Add(25)) and not flags("hs_theft_nothing", state, PASS)
    chosen = bot_moves(state)
    assert not any(flags("hs_theft_nothing", state, m) for m in chosen)


def test_paying_over_the_fair_price_a_point_is_flagged_and_not_played():
    state = auction(card=2, revealed=6)           # a 3
    show(state, 1, 15)
    assert flags("hs_price_point", state, Add(20)) and not flags("hs_price_point", state, PASS)
    chosen = bot_moves(state)
    assert not any(flags("hs_price_point", state, m) for m in chosen)


# -- Origami and the last decision: positions found by seeded play ----------------------
def play_until(game_id: str, players: int, found, level: str = "random", seeds=range(1, 60)):
    """The first position (state, memory) that seeded play at `level` reaches where
    found(state, memory) holds."""
    for seed in seeds:
        state = load_game(game_id).new_game(players, seed)
        bot, memory = make_bot(level, seed), Memory()
        while not state.is_over:
            if found(state, memory):
                return state, memory
            move = bot.choose(state)
            judge(state, move, memory)
            state.apply(move)
    raise AssertionError(f"{game_id}: no such position in the seeds tried")


def test_discarding_a_card_just_taken_is_flagged_and_not_played():
    """A hand over the limit after easy took a card it rates above another in hand."""
    from game.ai.origami_greedy import keep_value
    r = rule("origami_discard_taken", "origami")

    def found(state, memory):
        seat = state.current_player
        if not r.applies(state, seat, memory):
            return False
        worst = min(keep_value(state, seat, c) for c in state.hands[seat])
        return any(keep_value(state, seat, c) > worst + 1.0 for c in memory.taken)

    state, memory = play_until("origami", 3, found, level="easy")
    seat = state.current_player
    bad = [m for m in state.legal_moves() if r.breach(state, seat, m, memory)]
    assert bad and len(bad) < len(state.legal_moves())
    # Easy took the card here: easy must keep it. (The search levels judge easy's take
    # with their own evaluation; the audit counts their discards after their own takes.)
    for move in bot_moves(state, levels=("easy",), seeds=(1, 2, 3, 4, 5)):
        assert not r.breach(state, seat, move, memory), move


def test_the_search_levels_keep_a_card_just_taken_at_the_hand_limit():
    """At the limit, with a shark just taken and two older cards worth keeping less:
    with every discard searched, 200 iterations left their visits nearly even, and
    medium threw away a card it had just taken 22 times in 101 (hard 1,000 iterations
    threw the shark here); now only the least worth are searched (`limit_moves`)."""
    from game.ai.origami_greedy import keep_value
    r = rule("origami_discard_taken", "origami")

    def found(state, memory):
        seat = state.current_player
        if not r.applies(state, seat, memory):
            return False
        hand = sorted(state.hands[seat], key=lambda c: keep_value(state, seat, c))
        return (any(r.breach(state, seat, m, memory) for m in state.legal_moves())
                and not set(hand[:2]) & set(memory.taken) and len(memory.taken) == 1)

    state, memory = play_until("origami", 2, found, level="easy", seeds=range(32, 33))
    seat = state.current_player
    assert memory.taken == ["shark"]
    for move in bot_moves(state):
        assert not r.breach(state, seat, move, memory), move


@pytest.mark.parametrize("game_id, players, seeds", [
    ("animimix", 2, range(1, 60)), ("animimix", 3, range(1, 60)),
    ("animalia", 2, range(1, 60)), ("animalia", 3, range(1, 60)),
    # Origami's last moves rarely change who wins: random play first finds one at 212.
    ("origami", 2, range(200, 260)),
])
def test_throwing_away_the_last_decision_is_flagged_and_not_played(game_id, players, seeds):
    r = rule("final_throw", game_id)

    def found(state, memory):
        if not final_applies(state, state.current_player, memory):
            return False
        moves = state.legal_moves()
        return any(r.breach(state, state.current_player, m, memory) for m in moves)

    state, memory = play_until(game_id, players, found, seeds=seeds)
    seat = state.current_player
    assert any(not r.breach(state, seat, m, memory) for m in state.legal_moves())
    for move in bot_moves(state):
        assert not r.breach(state, seat, move, memory), move
