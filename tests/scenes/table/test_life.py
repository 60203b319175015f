"""The table's life (issue #24, item 6): every game opens with a deal, revealed cards
flip, money slides into the bid, the results celebrate; all at the animation speed,
"instant" included, each with its sound. Headless, fixed dt, seeded."""

from __future__ import annotations

import pygame
import pytest

from game import GAME_IDS
from game.rng import Rng
from scenes.table.celebration import Celebration
from scenes.table.layouts.cards import Flight
from scenes.table.layouts.high_society import layout as hs_layout
from scenes.menus.results import ResultsScene
from scenes.table.table import TableScene
from sprites.confetti import Confetti
from sprites.tween import Tweener

from scene_helpers import DT, running_app, start, step


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, lang="en", anim_speed=1.0)


@pytest.fixture
def sounds(app, monkeypatch):
    """The effects the app is asked to play, in order."""
    played: list[str] = []
    monkeypatch.setattr(app, "play_sound", played.append)
    return played


def table_of(app, game_id: str, players: int = 3, seed: int = 1) -> TableScene:
    table = TableScene(app, game_id, players, ["human"] + ["random"] * (players - 1),
                       seed=seed, save=False)
    start(app, table)
    return table


# -- the opening deal -------------------------------------------------------------------
def test_high_society_opens_with_a_deal(app, sounds):
    table = table_of(app, "high_society", 4)
    step(app, 3)
    layout = table.layout
    money = [f for f in layout.flights.items if f.card and f.card.startswith("money:")]
    hand = list(table.obs["hands"][0])
    assert sorted(int(f.card[6:]) for f in money) == sorted(hand)     # the viewer's, face up
    spots = {tuple(r.center) for r in layout.money_rects(len(hand))}
    assert {tuple(f.end) for f in money} == spots
    backs = [f for f in layout.flights.items if f.card is None]
    assert {tuple(f.end) for f in backs} == {layout.seat_center(table.view, s) for s in (1, 2, 3)}
    auction = [f for f in layout.flights.items if f.landing == ("auction",)]
    assert len(auction) == 1 and not auction[0].face_up       # turned after the deal
    assert {("money", i) for i in range(len(hand))} <= layout.flights.landing()
    assert "shuffle" in sounds
    for _ in range(300):
        step(app)
        if not layout.busy:
            break
    assert not layout.busy and auction[0].done and auction[0].face_up
    assert "deal" in sounds and "flip" in sounds
    assert table.picker is not None                           # then the game begins


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_opens_with_cards_flying(app, game_id):
    table = table_of(app, game_id)
    step(app, 2)
    assert table.layout.flights.items and table.layout.busy


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_at_instant_speed_nothing_flies_and_nothing_waits(app, game_id):
    app.settings.anim_speed = 0.0
    table = table_of(app, game_id)
    step(app)
    assert not table.layout.flights.items and not table.layout.busy
    if table.state.current_player == 0:
        assert table.picker is not None                       # the first move at once


def test_a_resumed_game_is_not_dealt_again(app):
    table = table_of(app, "origami")
    moves = [table.game.move_to_json(table.state.legal_moves()[0])]
    again = TableScene(app, "origami", 3, ["human", "random", "random"], seed=1,
                       moves=moves, save=False)
    start(app, again)
    assert not again.layout.flights.items


# -- flips -------------------------------------------------------------------------------
def test_a_flip_turns_a_back_to_the_face_squashing_through_the_edge():
    face = pygame.Surface((100, 140))
    face.fill((200, 0, 0))
    back = pygame.Surface((100, 140))
    back.fill((0, 0, 200))
    tweens = Tweener()
    flight = Flight(face, (100, 100), (500, 100), back=back, sound="flip")
    tweens.add(flight.tween())
    canvas = pygame.Surface((800, 300))
    turns, widths, colours = [], [], []
    while not flight.done:
        tweens.step(DT)
        canvas.fill((0, 0, 0))
        rect = flight.draw(canvas)
        turns.append(flight.turned)
        widths.append(rect.w)
        colours.append(canvas.get_at(rect.center)[:3])
    assert turns[0] == 0.0 and turns[-1] == 1.0 and turns == sorted(turns)
    assert colours[0] == (0, 0, 200) and colours[-1] == (200, 0, 0)   # back, then face
    assert min(widths) < 20 and widths[0] == widths[-1] == 100        # edge on midway
    assert flight.face_up


def test_a_flip_sounds_once_when_it_turns(app):
    from scenes.table.layouts.cards import Flights
    flights = Flights(Tweener())
    face = pygame.Surface((50, 70))
    flights.launch(Flight(face, (0, 0), (10, 0), back=face.copy(), sound="flip"))
    flights.launch(Flight(face, (0, 0), (10, 0), back=face.copy(), sound="flip", delay=0.2))
    heard = []
    for _ in range(60):
        flights.tweens.step(DT)
        flights.prune()
        heard += flights.take_sounds()
    assert heard == ["flip", "flip"]              # one each, a moment apart


def test_high_societys_next_card_is_turned_over(app):
    table = table_of(app, "high_society", 3, seed=5)
    table.layout.tweens.finish_all()
    rng = Rng(2)
    for _ in range(400):
        move = rng.choice(table.state.legal_moves())
        events = table.state.clone().apply(move)
        table.play(move)
        if any(e.kind == "card_revealed" for e in events) and table.obs["card"] is not None:
            break
        table.layout.tweens.finish_all()
        table.layout.update(0.0)
    turned = [f for f in table.layout.flights.items if f.landing == ("auction",)]
    assert len(turned) == 1 and turned[0].back is not None and not turned[0].face_up
    assert turned[0].card == hs_layout.card_key(table.obs["card"])


def test_money_slides_from_its_place_in_the_hand_into_the_bid(app):
    table = table_of(app, "high_society", 3, seed=5)
    table.layout.tweens.finish_all()
    step(app)
    hand = list(table.obs["hands"][0])
    add = max((m for m in table.state.legal_moves() if m.TAG == "add"), key=lambda m: m.value)
    table.play(add)
    flight = next(f for f in table.layout.flights.items if f.card == f"money:{add.value}")
    spot = table.layout.money_rects(len(hand))[hand.index(add.value)]
    assert (flight.x, flight.y) == tuple(spot.center)
    assert flight.end == table.layout.bid_rects(table.view, 0, 1)[0].center


def test_animimix_piles_turn_over_at_the_end(app):
    table = table_of(app, "animimix", 3, seed=4)
    rng = Rng(4)
    while not table.state.is_over:
        table.layout.tweens.finish_all()
        table.layout.update(0.0)
        move = rng.choice(table.state.legal_moves())
        events = table.state.clone().apply(move)
        table.play(move)
    assert any(e.kind == "cards_revealed" for e in events)
    seats = table.obs["seats"]
    wanted = sorted((seat, k) for seat, info in enumerate(seats)
                    for k, n in (info["hidden"] or {}).items() if n)
    assert wanted, "no face-down pile to turn over with this seed"
    flips = [f for f in table.layout.flights.items if f.back is not None]
    assert sorted((f.landing[1], f.card) for f in flips) == wanted
    layout = table.layout
    for seat, info in enumerate(seats):        # each lands on its species, face up, counted
        row = dict(layout.row_items(table.view, seat))
        assert all(key[0] == "taken" for key in row)    # no face-down pile left at the end
        assert {key[2]: n for key, n in row.items()} == {
            k: v + info["hidden"][k] for k, v in info["taken"].items() if v + info["hidden"][k]}


# -- the results --------------------------------------------------------------------------
def finished_results(app, game_id: str = "origami", seed: int = 4) -> ResultsScene:
    table = TableScene(app, game_id, 3, ["human", "random", "random"], seed=seed, save=False)
    rng = Rng(seed)
    while not table.state.is_over:
        table.state.play(rng.choice(table.state.legal_moves()))
    return ResultsScene(app, table)


def test_confetti_is_the_same_for_the_same_seed_and_steps():
    area = pygame.Rect(0, 0, 1920, 1080)
    one, two, other = Confetti(7, area), Confetti(7, area), Confetti(8, area)
    shots = []
    for frame in range(240):
        for confetti in (one, two, other):
            confetti.step(DT)
        if frame % 40 == 39:
            assert one.snapshot() == two.snapshot()
            shots.append(one.snapshot())
    assert one.snapshot() != other.snapshot()
    assert len({len(s) for s in shots}) > 1                # thrown, then falling away
    for _ in range(round(20 / DT)):
        one.step(DT)
    assert one.done and not one.pieces


def test_the_results_celebrate_the_winner(app, sounds):
    results = finished_results(app)
    start(app, results)
    step(app, 30)
    party = results.celebration
    assert sounds[:1] == ["fanfare"]
    assert party.winners == tuple(results.winners)[:2] and party.cards[0] is not None
    assert party.confetti is not None and party.confetti.pieces
    surface = pygame.Surface((1920, 1080))
    results.draw(surface)
    card = party.image(0)
    assert card.get_height() >= 360                  # at least 360 px tall at 1080p


def test_the_celebration_is_deterministic_by_the_deal_number(app):
    one, two = finished_results(app), finished_results(app)
    for _ in range(90):
        one.celebration.update(DT)
        two.celebration.update(DT)
    assert one.celebration.confetti.snapshot() == two.celebration.confetti.snapshot()


def test_at_instant_speed_the_winner_is_simply_there(app, sounds):
    app.settings.anim_speed = 0.0
    results = finished_results(app)
    start(app, results)
    step(app)
    party = results.celebration
    assert party.confetti is None and party.popped() == 1.0 and not party.busy
    assert "fanfare" in sounds


def test_a_game_without_a_winner_is_not_celebrated(app, sounds):
    results = finished_results(app)
    party = Celebration(app, results.table, ())
    party.start()
    party.update(DT)
    assert party.confetti is None and sounds == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_deal_shows_no_hand_but_the_viewers(app, game_id):
    """At the fewest and most players, seen by the first seat and by a spectator: the
    cards dealt face up are the public ones and the viewer's own hand, never another's."""
    from game import load_game
    game = load_game(game_id)
    for players in sorted({game.min_players, game.max_players}):
        for seats in (["human"] + ["random"] * (players - 1), ["random"] * players):
            table = TableScene(app, game_id, players, seats, seed=players, save=False)
            start(app, table)
            obs = table.obs
            shown = sorted(f.card for f in table.layout.flights.items if f.card is not None)
            hidden = [f for f in table.layout.flights.items if f.card is None]
            public = public_cards(game_id, obs)
            assert all(card in public for card in shown), (players, seats, shown)
            assert hidden or game_id == "animalia"       # (no hands: its lot is dealt)


def public_cards(game_id: str, obs: dict) -> set:
    """Card ids the viewer may see face up at the start (the table's and its own hand)."""
    if game_id == "high_society":
        from scenes.table.layouts.high_society.layout import card_key
        own = obs["hands"][obs["seat"]] if obs.get("seat") is not None else ()
        return {f"money:{v}" for v in own} | {card_key(obs["card"])}
    if game_id == "animimix":
        own = obs["seats"][obs["seat"]]["hand"] if obs.get("seat") is not None else []
        return {card for row in obs["grid"] for card in row} | set(own or ())
    if game_id == "origami":
        own = obs["hands"][obs["seat"]].get("cards", ()) if obs.get("seat") is not None else ()
        return set(obs["line"]) | set(own)
    return set(obs.get("lot") or ())
