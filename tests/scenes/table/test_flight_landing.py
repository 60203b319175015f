"""Cards in flight: the spot a card flies to shows it only once it has landed, and a
card that goes face down never flies face up.

Seeded games are played move by move from seat 0's eyes (the other seats' moves are
applied directly, no bot thinks). After a move that launches a flight onto a spot of
the table, the table is drawn without the cards in the air twice: at mid-flight and
after landing. The spot must look different (the card is missing mid-flight) and must
have the card once landed.
"""

from __future__ import annotations

import pygame
import pytest

from game import GAME_IDS, load_game
from game.rng import Rng
from scenes.table.table import TableScene

from scene_helpers import running_app, start

MID_FLIGHT = 0.2          # seconds after the move: every flight is still short of its spot
PER_KIND = 3              # checks per kind of spot (the first key item), per game
MOVES = 400
EXPECTED_KINDS = {        # spots each game must have flown a card to in MOVES moves
    "animalia": {"coll", "lot", "medal"},
    "high_society": {"owned", "bid"},
    "animimix": {"cell", "mini", "mountain"},
    "origami": {"line", "hand", "col", "discard"},
}


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, lang="en", anim_speed=1.0)


def table_for(app, game_id: str, seed: int = 7) -> TableScene:
    game = load_game(game_id)
    players = min(game.max_players, 3)
    table = TableScene(app, game_id, players, ["human"] + ["random"] * (players - 1), seed=seed)
    start(app, table)
    return table


def grounded(table: TableScene, lot_at=None) -> pygame.Surface:
    """The table as drawn, minus the cards in the air (Animalia's lot pinned at `lot_at`)."""
    layout = table.layout
    surface = pygame.Surface((1920, 1080))
    table.draw_static(surface)
    saved_draw, saved_lot = layout.flights.draw, getattr(layout, "lot_pos", None)
    layout.flights.draw = lambda _surface: []
    if lot_at is not None:
        layout.lot_pos = pygame.Vector2(lot_at)
    try:
        layout.draw(surface, table.view)
    finally:
        layout.flights.draw = saved_draw
        if saved_lot is not None:
            layout.lot_pos = saved_lot
    return surface


def spot_rect(flight) -> pygame.Rect:
    """Where a flight ends (the count beside a panel's mini card or medal included)."""
    w = round(flight.image.get_width() * flight.end_h / flight.image.get_height())
    rect = pygame.Rect(0, 0, w, round(flight.end_h))
    rect.center = (round(flight.end[0]), round(flight.end[1]))
    if flight.landing[0] in ("mini", "medal"):
        rect.w += 60
    return rect.clip(pygame.Rect(0, 0, 1920, 1080))


def comparable(table: TableScene, flight) -> bool:
    """Whether the landed spot must look different from the spot mid-flight."""
    key, obs = flight.landing, table.obs
    if key[0] == "discard":        # the card underneath may be another copy of the same
        index = key[1]
        return index == 0 or obs["discard"][index - 1] != obs["discard"][index]
    if key[0] == "owned":          # a possession lost at once to a pending theft
        return tuple(key[2]) in [tuple(c) for c in obs["owned"][key[1]]]
    if key[0] == "stage":          # placed at once: there is no stage to land on
        return False
    return True


def same_pixels(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> bool:
    return pygame.image.tobytes(a.subsurface(rect), "RGB") == \
        pygame.image.tobytes(b.subsurface(rect), "RGB")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_flying_card_is_not_drawn_at_its_spot_before_it_lands(app, game_id):
    table = table_for(app, game_id)
    layout = table.layout
    rng = Rng(11)
    checked: dict[str, int] = {}
    for _ in range(MOVES):
        if table.state.is_over:
            break
        table.play(rng.choice(table.state.legal_moves()))
        flights = [f for f in layout.flights.items
                   if f.landing is not None and checked.get(f.landing[0], 0) < PER_KIND]
        if flights:
            layout.update(MID_FLIGHT)
            table.draw_layers_now()
            assert layout.flights.landing(), "every flight landed too soon for the test"
            lot_at = getattr(layout, "lot_target", lambda _h: None)(table.obs.get("lot_holder"))
            mid = grounded(table, lot_at)
        layout.tweens.finish_all()
        layout.update(0.0)
        table.draw_layers_now()
        if not flights:
            continue
        assert not layout.flights.landing()
        landed = grounded(table, lot_at)
        for flight in flights:
            if not comparable(table, flight):
                continue
            rect = spot_rect(flight)
            assert not same_pixels(mid, landed, rect), \
                f"{game_id}: {flight.card} drawn at {flight.landing} before landing"
            checked[flight.landing[0]] = checked.get(flight.landing[0], 0) + 1
    assert EXPECTED_KINDS[game_id] <= set(checked), checked


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_card_going_face_down_flies_face_down(app, game_id):
    """Events with a secret part (a card hidden, drawn or dealt face down) launch only
    backs, even for the seat that knows the card (others may be looking at the screen)."""
    table = table_for(app, game_id, seed=3)
    layout = table.layout
    rng = Rng(4)
    secret_events = 0
    for _ in range(MOVES):
        if table.state.is_over:
            break
        move = rng.choice(table.state.legal_moves())
        probe = table.state.clone()
        events = probe.apply(move)
        table.play(move)
        for event in events:
            if event.secret is None:
                continue
            secret_events += 1
            layout.flights.land_all()
            layout.on_events(table.view, [event.view(event.seat)])     # even the seat that knows it
            faces = [f.card for f in layout.flights.items if f.card is not None]
            assert not faces, f"{game_id}: {event.kind} flies {faces} face up"
        layout.tweens.finish_all()
        layout.update(0.0)
    if game_id != "high_society":           # no card goes face down there
        assert secret_events, "no face-down event was played: the test saw nothing"
