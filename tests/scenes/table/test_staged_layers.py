"""The table's cached layers are redrawn a few pieces a frame on a back buffer.

After a move, no frame draws more than one frame's budget of pieces, the screen keeps
the previous picture until the new one is whole, a card that has landed stays drawn
until the layer under it shows it, and a change of viewer is drawn at once (another
seat's hand never stays on screen).
"""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game import GAME_IDS, load_game
from game.rng import Rng
from scenes.table.layers import FRAME_BUDGET, StagedLayer
from scenes.table.table import TableScene

from scene_helpers import key, running_app, same_picture, start, step


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, lang="en", anim_speed=1.0)


def settled(table: TableScene) -> bool:
    """Whether both layers show what the table is now."""
    return table.show_log and table.layers_settled()


def settle(table: TableScene) -> None:
    """Run frames until both layers are up to date."""
    for _ in range(30):
        table.update(1 / 60)
        if settled(table):
            return
    raise AssertionError("the layers never caught up")


# -- the layer on its own ---------------------------------------------------------------
def painter(log: list, colour, weight: float):
    def draw(surface: pygame.Surface) -> None:
        log.append(colour)
        surface.fill(colour, pygame.Rect(len(log) - 1, 0, 1, 1))
    return weight, draw


def test_a_layer_draws_within_the_budget_and_shows_only_whole_pictures():
    made = []
    layer = StagedLayer(lambda: made.append(pygame.Surface((8, 1))) or made[-1])
    drawn: list = []
    layer.redraw_now("first", [painter(drawn, (255, 0, 0), 0.5)])
    first = layer.front
    assert layer.key == "first" and not layer.busy
    drawn.clear()
    layer.start("second", [painter(drawn, (0, 255, 0), w) for w in (0.4, 0.4, 0.4, 0.9)])
    assert layer.step(FRAME_BUDGET) == (pytest.approx(0.8), False)
    assert layer.front is first and layer.key == "first" and layer.busy
    assert layer.step(FRAME_BUDGET) == (pytest.approx(0.4), False)    # 0.9 does not fit
    assert layer.front is first
    assert layer.step(FRAME_BUDGET) == (pytest.approx(0.9), True)
    assert layer.key == "second" and layer.front is not first and not layer.busy
    assert len(drawn) == 4 and len(made) == 2
    layer.redraw_now("third", [painter(drawn, (0, 0, 255), 2.0)])     # one piece at least
    assert layer.front is first and len(made) == 2                   # the pair takes turns


def test_a_layer_with_no_budget_left_may_wait():
    layer = StagedLayer(lambda: pygame.Surface((4, 1)))
    drawn: list = []
    layer.start("k", [painter(drawn, (1, 2, 3), 0.5)])
    assert layer.step(0.2, at_least_one=False) == (0.0, False) and not drawn
    assert layer.step(0.2) == (0.5, True)
    assert layer.release() and layer.front is None and layer.key is None


# -- the table ----------------------------------------------------------------------------
def budget_spent(monkeypatch, table) -> list[float]:
    """Records the weight each layer draws per call of `step`, one list per frame."""
    frames: list[list[float]] = []
    for layer in (table.static, table.log_panel):
        plain = layer.step

        def counted(budget, at_least_one=True, plain=plain):
            used, swapped = plain(budget, at_least_one)
            frames[-1].append(used)
            return used, swapped
        monkeypatch.setattr(layer, "step", counted)
    return frames


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_after_a_move_no_frame_draws_more_than_its_budget(app, game_id, monkeypatch):
    players = min(load_game(game_id).max_players, 5)
    table = TableScene(app, game_id, players, ["random"] * players, seed=4)
    table.save_enabled = False
    start(app, table)
    assert table.static.key == table.backdrop_key() and not table.static.busy
    frames = budget_spent(monkeypatch, table)
    rng = Rng(9)
    swaps = 0
    for _ in range(12):
        table.play(rng.choice(table.state.legal_moves()))
        before, shown = table.backdrop, table.backdrop.copy()
        frames.append([])
        table.update(1 / 60)
        assert frames[-1] == [], "the move's own frame drew a piece"
        for _ in range(30):
            frames.append([])
            table.update(1 / 60)
            assert sum(frames[-1]) <= FRAME_BUDGET + 1e-9, frames[-1]
            if table.static.busy:          # the old picture stays whole until the swap
                assert table.backdrop is before and same_picture(before, shown)
            if settled(table):
                break
        assert settled(table)
        swaps += table.backdrop is not before
        fresh = pygame.Surface((1920, 1080))
        table.draw_static(fresh)
        assert same_picture(table.backdrop, fresh)
        table.layout.tweens.finish_all()
        table.layout.update(0.0)
        if table.state.is_over:
            break
    assert swaps >= 3
    several = [f for f in frames if len([w for w in f if w]) > 0]
    assert len(several) > swaps, "every redraw fitted in one frame: the test saw no staging"


def distance(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> float:
    """Mean absolute difference of two surfaces' pixels in `rect` (0-255)."""
    return float(np.abs(pygame.surfarray.array3d(a.subsurface(rect)).astype(int)
                        - pygame.surfarray.array3d(b.subsurface(rect))).mean())


@pytest.mark.parametrize("game_id", ["animimix", "high_society"])
def test_a_landed_card_stays_drawn_until_the_layer_shows_it(app, game_id):
    """Until the static layer shows a landed card, the card is drawn where it landed.

    Not pixel for pixel: the flight's end may round a pixel apart from the layer's
    spot, the layer may add a marker on the card or sort a row anew. Without the card
    the spot would look as it did before the move."""
    table = TableScene(app, game_id, 3, ["human", "random", "random"], seed=7)
    table.save_enabled = False
    start(app, table)
    rng = Rng(3)
    checked = 0
    for _ in range(60):
        if table.state.is_over or checked >= 4:
            break
        table.confirmed = table.state.current_player
        settle(table)
        before = table.backdrop.copy()                 # no card on the spots yet
        table.play(rng.choice(table.state.legal_moves()))
        flights = [f for f in table.layout.flights.items if f.landing is not None]
        table.layout.tweens.finish_all()       # every card lands now
        table.layout.update(0.0)
        frames = []
        for _ in range(30):
            table.update(1 / 60)
            screen = pygame.Surface((1920, 1080))
            table.draw(screen)
            frames.append(screen)
            if settled(table):
                break
        assert len(frames) > 2 and not table.layout.flights.parked
        final = frames[-1]
        for flight in flights:
            rect = flight.rect().clip(pygame.Rect(0, 0, 1920, 1080))
            missing = distance(before, final, rect)
            if missing < 20:           # the spot looked much the same without the card
                continue
            for screen in frames:
                assert distance(screen, final, rect) < missing / 2, \
                    f"{flight.landing} was not drawn while the layer was redrawn"
            checked += 1
    assert checked >= 4


def test_another_viewer_is_drawn_at_once(app):
    table = TableScene(app, "high_society", 3, ["human", "human", "random"], seed=2)
    table.save_enabled = False
    start(app, table)
    table.confirm_handoff(0)
    step(app, 3)
    table.play(table.state.legal_moves()[0])    # a move starts a staged redraw ...
    table.update(1 / 60)
    table.update(1 / 60)
    table.confirm_handoff(table.state.current_player)
    table.update(1 / 60)                        # ... and a new viewer ends it at once
    assert table.viewer == table.state.current_player
    assert settled(table)


def whole_frame(table: TableScene, whole: pygame.Surface) -> pygame.Surface:
    """The table drawn whole on `whole` (the screen's size): its layers, then what moves
    over them."""
    whole.blit(table.backdrop, (0, 0))
    if table.show_log:
        shown = pygame.Rect(table.log_panel.key[-1])
        whole.blit(table.log_panel.front, shown, pygame.Rect((0, 0), shown.size))
    table.draw_moving(whole)
    return whole


def compare_restored(app, table, frames: int, act) -> int:
    """Steps `frames` frames (calling `act(frame)` first); every frame the table drew by
    restoring spots must equal a whole redraw. Returns how many were compared."""
    compared = 0
    whole = pygame.Surface(app.screen.get_size(), 0, app.screen)
    for frame in range(frames):
        if table.state.is_over:
            break
        if act(frame):
            continue
        step(app)
        if app.stack.top is not table or table.drew_whole or frame % 3:
            continue
        assert same_picture(app.screen, whole_frame(table, whole)), \
            f"frame {frame}: trails on the screen"
        compared += 1
    return compared


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_frame_that_restores_what_moved_looks_like_a_whole_redraw(app, game_id):
    """Between two frames of one table, only the spots its moving parts covered (cards
    in the air, the toast, the picker, focus outlines, the thinking dots) are restored
    from the cached layers: the screen must be what a whole redraw gives."""
    players = min(load_game(game_id).max_players, 3)
    table = TableScene(app, game_id, players, ["human"] + ["random"] * (players - 1), seed=5)
    table.save_enabled = False
    start(app, table)
    rng = Rng(2)
    moves = []

    def act(frame: int) -> bool:
        if table.picker is None:
            return False
        if frame % 30 == 29:
            table.play(rng.choice(table.state.legal_moves()))
            moves.append(frame)
        elif frame % 9 == 0:
            key(app, "down")        # the focus outline and the picker's rows move
            return True
        return False

    assert compare_restored(app, table, 700, act) > 100 and len(moves) >= 3


def test_the_tutorial_restores_its_highlights_and_caption(app):
    """The tutorial draws a shade, pulsing highlights and a caption over the table."""
    from scenes.tutorial.scene import TutorialScene
    from scenes.tutorial.script import load_script, script_path

    scene = TutorialScene(app, load_script(script_path("high_society")))
    start(app, scene)

    def act(frame: int) -> bool:
        if frame % 50 == 49 and app.stack.top is scene:
            key(app, "return")      # on to the next caption (or a move)
            return True
        return False

    assert compare_restored(app, scene, 900, act) > 50


def test_the_couch_table_restores_its_peek_button_and_notices(app):
    """A couch table adds the peek button (mouse seats) and the "plug your pad back in"
    notice; the notice, once gone, must not stay on screen."""
    from scenes.couch import CouchTableScene
    from scenes.shell.input import Action, ActionEvent

    table = CouchTableScene(app, "high_society", 3, ["human", "human", "random"],
                            {0: "pad:7", 1: "mouse"}, seed=11)      # pad 7 is not plugged in
    table.save_enabled = False
    start(app, table)
    rng = Rng(4)
    noticed = []

    def act(frame: int) -> bool:
        top = app.stack.top
        if top is not table and top.name == "handoff":
            top.action(ActionEvent(Action.CONFIRM, True, table.bindings[top.seat]))
            step(app)
            return True
        if table.waiting is not None:
            noticed.append(frame)
        if frame == 120:
            app.handle_event(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0,
                                                instance_id=7))
        if table.picker is not None and frame % 30 == 29:
            table.play(rng.choice(table.state.legal_moves()))
        return False

    assert compare_restored(app, table, 600, act) > 30
    assert noticed and noticed[-1] < 600 - 30, "the notice never came and went"


def test_the_log_moves_with_the_picker_at_once(app):
    """The picker takes the top of the log's column on a human's turn: the log is drawn
    at its new place by the frame after (its old place would show around the picker)."""
    table = TableScene(app, "animalia", 3, ["human", "random", "random"], seed=6)
    table.save_enabled = False
    start(app, table)
    lagging = appeared = gone = 0
    had_picker, waited = table.picker is not None, 0
    for _ in range(900):
        step(app)
        has_picker = table.picker is not None
        appeared += has_picker and not had_picker
        gone += had_picker and not has_picker
        had_picker = has_picker
        if table.log_panel.key[-1] != tuple(table.log_rect()):
            lagging += 1
            assert lagging <= 1, "the log stayed at its old place"
        else:
            lagging = 0
        if has_picker:
            waited += 1
            if waited > 5:
                table.play(table.state.legal_moves()[0])
                waited = 0
        if appeared >= 3 and gone >= 3:
            break
    assert appeared >= 3 and gone >= 3
