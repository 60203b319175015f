"""High Society's scoring breakdown: its steps add up to the engine's scores."""

from __future__ import annotations

from itertools import product

from game import load_game
from game.high_society.scoring import breakdown, card_points, status_steps
from game.rng import Rng

SEEDS = range(40)


def finished(players: int, seed: int):
    """A game played to the end with seeded random legal moves."""
    state, rng = load_game("high_society").new_game(players, seed), Rng(seed ^ 0xB12)
    while not state.is_over:
        state.play(rng.choice(state.legal_moves()))
    return state


def test_steps_follow_the_rulebook_order() -> None:
    assert status_steps(["3", "x2", "debt", "scandal"]) == (
        ("possessions", 3), ("debt", -5), ("title", -2), ("scandal", 2))
    assert status_steps(["7", "10", "x2", "x2"]) == (
        ("possessions", 17), ("title", 17), ("title", 34))
    assert status_steps(["1", "2", "scandal"]) == (("possessions", 3), ("scandal", -1.5))
    assert status_steps([]) == (("possessions", 0),)


def test_steps_add_up_to_card_points_for_every_combination() -> None:
    subsets = ([], ["1"], ["3"], ["2", "7"], [str(v) for v in range(1, 11)])
    for owned, debt, titles, scandal in product(subsets, (False, True), range(4),
                                                (False, True)):
        cards = list(owned)
        cards += ["debt"] * debt + ["x2"] * titles + ["scandal"] * scandal
        assert sum(points for _, points in status_steps(cards)) == card_points(cards)


def test_breakdown_matches_the_engine_on_finished_games() -> None:
    rules = set()
    for players in range(3, 6):
        for seed in SEEDS:
            state = finished(players, seed)
            final = state.observe(None)
            cards = [[card for card, _ in owned] for owned in final["owned"]]
            money = [sum(h) + sum(b) for h, b in zip(final["hands"], final["bids"])]
            result = breakdown(cards, money)
            totals = [sum(points for _, points in steps) for steps in result.steps]
            assert totals == state.scores(), (players, seed)
            out, winners = state.outcome()
            assert list(result.out) == out and list(result.winners) == winners
            rules.add(result.decided_by)
    assert "points" in rules


def test_decided_by_names_each_tie_break() -> None:
    cards = [["5"], ["5"], ["1"]]
    assert breakdown(cards, [30, 20, 10]).decided_by == "money"
    assert breakdown([["5"], ["4", "1"], ["1"]], [20, 20, 10]).decided_by == "possession"
    assert breakdown([["5"], ["5"], ["1"]], [20, 20, 10]).decided_by == "shared"
    assert breakdown([["5"], ["9"], ["1"]], [20, 20, 10]).decided_by == "points"
    everyone = breakdown([["5"], ["9"]], [20, 20], all_out_on_full_tie=True)
    assert everyone.decided_by == "nobody" and everyone.winners == ()
