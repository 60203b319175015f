"""Moves the issue asks to see, not just to read in the log: High Society's passes take
their money back (the cards fly from the bid row to the hand or panel), Animalia's
seasons end with the collections flying back into the deck and its medals flying to
their owners, Animimix's mountain tokens drop onto their cards."""

from __future__ import annotations

import pytest

from game.rng import Rng
from scenes.table.layouts.animalia import layout as animalia_layout
from scenes.table.table import TableScene

from scene_helpers import running_app, start


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, lang="en", anim_speed=1.0)


def play_until(table: TableScene, wanted, seed: int, moves: int = 600):
    """Play random moves until `wanted(events)` gives something; returns it."""
    rng = Rng(seed)
    for _ in range(moves):
        if table.state.is_over:
            break
        move = rng.choice(table.state.legal_moves())
        events = table.state.clone().apply(move)
        table.play(move)
        found = wanted(events)
        if found:
            return found
        table.layout.tweens.finish_all()
        table.layout.update(0.0)
    raise AssertionError(f"nothing wanted in {moves} moves")


@pytest.mark.parametrize("seat_passing", ["viewer", "other"])
def test_a_pass_takes_the_money_back_visibly(app, seat_passing):
    table = TableScene(app, "high_society", 3, ["human", "random", "random"], seed=5)
    table.save_enabled = False
    start(app, table)
    def wanted(events):
        return next((e for e in events if e.kind == "player_passed" and e.data["took_back"]
                     and (e.seat == table.viewer) == (seat_passing == "viewer")), None)

    passed = play_until(table, wanted, 1)
    mine = passed.seat == table.viewer
    layout, seat = table.layout, passed.seat
    money = [f for f in layout.flights.items if f.card and f.card.startswith("money:")]
    assert sorted(int(f.card.split(":")[1]) for f in money) == sorted(passed.data["took_back"])
    bid = table.obs_before["bids"][seat]
    starts = {tuple(r.center) for r in layout.bid_rects(table.view, seat, len(bid))}
    assert {(round(f.x), round(f.y)) for f in money} <= starts
    if mine:
        hand = list(table.obs["hands"][seat])
        spots = layout.money_rects(len(hand))
        for flight in money:
            value = int(flight.card.split(":")[1])
            assert tuple(flight.end) == tuple(spots[hand.index(value)].center)
    else:
        panel = layout.seat_rects(table.view)[seat]
        assert all(tuple(f.end) == tuple(panel.center) for f in money)


def test_a_new_season_sends_the_collections_back_into_the_deck(app):
    table = TableScene(app, "animalia", 3, ["human", "random", "random"], seed=2)
    table.save_enabled = False
    start(app, table)
    play_until(table, lambda events: any(e.kind == "season_started" for e in events), 3)
    before = table.obs_before["collections"]
    held = sorted(card for cards in before for card in cards)
    assert held, "the collections were empty: nothing to see"
    home = [f for f in table.layout.flights.items if tuple(f.end) == tuple(table.layout.deck_rect(table.view).center)]
    assert sorted(f.card for f in home) == held


def test_medals_fly_to_their_owner(app):
    table = TableScene(app, "animalia", 3, ["human", "random", "random"], seed=2)
    table.save_enabled = False
    start(app, table)
    awarded = play_until(table, lambda events: [e for e in events if e.kind == "medals_awarded"
                                                and e.data["count"]], 3)
    layout = table.layout
    for event in awarded:
        keys = {f.landing for f in layout.flights.items
                if f.landing and f.landing[:3] == ("medal", event.seat, event.data["collection"])}
        if event.seat == table.viewer:         # the viewer's own medals fly face up
            assert {(k[3], k[4]) for k in keys} == set(event.secret["medals"].items())
        else:                                  # the others' face down [book]: how many only
            assert {(k[3], k[4]) for k in keys} == {(None, event.data["count"])}


def test_a_mountain_drops_onto_its_card_after_the_card_lands(app):
    from test_flight_landing import grounded, same_pixels

    table = TableScene(app, "animimix", 3, ["human", "random", "random"], seed=4)
    table.save_enabled = False
    start(app, table)
    placed = play_until(table, lambda events: next(
        (e for e in events if e.kind == "mountain_placed"), None), 2)
    layout, key = table.layout, ("mountain", placed.data["row"], placed.data["col"])
    mountain = next(f for f in layout.flights.items if f.landing == key)
    assert mountain.end[1] > mountain.y            # it falls from above its spot
    for _ in range(60):                            # until the card is down, not the token
        layout.update(1 / 60)
        if ("cell",) + key[1:] not in layout.flights.landing():
            break
    assert key in layout.flights.landing()
    table.draw_layers_now()
    mid = grounded(table)
    layout.tweens.finish_all()
    layout.update(0.0)
    table.draw_layers_now()
    spot = layout.mountain_rect(layout.cell_rect(table.view, *key[1:]))
    assert not same_pixels(mid, grounded(table), spot), "the token was there before it fell"
