"""The table: moves only from legal_moves(), hidden information, hand-off, bots, log."""

from __future__ import annotations

import re

import pygame
import pytest

from game import GAME_IDS, load_game
from scenes.table.handoff import HandoffScene
from scenes.shell.input import Action, ActionEvent
from scenes.table.table import TableScene

from scene_helpers import dealt, make_app, start, step


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path)
    yield app
    app.shutdown()


def press(scene, action):
    scene.action(ActionEvent(action, True, "keyboard"))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_steps_offer_exactly_the_legal_moves(app, game_id):
    game = load_game(game_id)
    players = game.min_players
    table = TableScene(app, game_id, players, ["human"] + ["random"] * (players - 1), seed=5)
    start(app, table)
    for _ in range(120):                      # let the deal's animations land
        step(app)
        if table.picker is not None or table.state.current_player != 0:
            break
    assert table.picker is not None or table.state.current_player != 0
    if table.picker is not None:
        assert sorted(map(repr, table.aim.tree.moves)) == \
            sorted(map(repr, table.state.legal_moves()))
        # the moves panel lists the first steps, each leading to at least one of them
        assert [c.key for c in table.picker.choices] == list(table.aim.next_steps())


def test_confirm_plays_a_legal_move_through_apply(app):
    table = TableScene(app, "high_society", 3, ["human", "human", "human"], seed=3)
    start(app, table)
    dealt(app, table)          # the opening deal lands first
    assert isinstance(app.stack.top, HandoffScene) and not app.stack.top.transparent
    press(app.stack.top, Action.CONFIRM)
    step(app, 2)
    assert app.stack.top is table and table.viewer == 0 and table.picker is not None
    focus = table.aim.focus
    expected = table.aim.next_steps()[focus.step]
    assert len(expected) == 1          # High Society: each step is a move of its own
    before = table.state.clone()
    press(table, Action.CONFIRM)       # on the focused target
    assert len(table.moves_json) == 1
    before.apply(expected[0])
    assert before.observe(None) == table.state.observe(None)
    assert table.log[-1][:2] == (0, expected[0])


def test_refused_move_leaves_state_unchanged(app):
    table = TableScene(app, "animimix", 2, ["human", "random"], seed=4)
    start(app, table)
    before = table.state.observe(None)
    bogus = type(table.state.legal_moves()[0])(*(["nothing"] * len(table.state.legal_moves()[0])))
    assert table.play(bogus) is False
    assert table.message and table.state.observe(None) == before and table.moves_json == []


def test_views_never_show_more_than_the_viewer_may_see(app):
    table = TableScene(app, "animimix", 3, ["random", "human", "random"], seed=8)
    start(app, table)
    assert table.viewer == 1 and table.obs == table.state.observe(1)
    spectator = TableScene(app, "animimix", 3, ["random"] * 3, seed=8)
    start(app, spectator)
    assert spectator.viewer is None and spectator.obs == spectator.state.observe(None)


def test_two_humans_get_a_hand_off_and_no_view_between_turns(app):
    table = TableScene(app, "animimix", 3, ["human", "random", "human"], seed=9)
    start(app, table)
    dealt(app, table)          # the opening deal lands first
    assert isinstance(app.stack.top, HandoffScene)
    assert table.viewer is None            # nothing is drawn for a seat before it confirms
    press(app.stack.top, Action.CONFIRM)
    step(app)
    assert table.viewer == 0
    table.play(table.state.legal_moves()[0])
    assert table.viewer is None            # a bot's turn: nobody's hand on screen


def test_bots_play_through_the_worker(app):
    table = TableScene(app, "animimix", 2, ["random", "easy"], seed=1)
    start(app, table)
    for _ in range(600):
        step(app)
        if len(table.moves_json) >= 3:
            break
    assert len(table.moves_json) >= 3
    assert [entry[0] for entry in table.log[:2]] == [0, 1]


def test_draw_does_not_change_the_table(app):
    table = TableScene(app, "high_society", 3, ["human", "random", "random"], seed=2)
    start(app, table)
    dealt(app, table)          # the opening deal lands first
    state = (table.state.observe(None), len(table.moves_json), table.picker.focus)
    surface = pygame.Surface((1920, 1080))
    for _ in range(3):
        app.stack.draw(surface)
    assert (table.state.observe(None), len(table.moves_json), table.picker.focus) == state


def test_pause_overlay_is_transparent_and_leaving_keeps_the_save(app, tmp_path):
    table = TableScene(app, "high_society", 3, ["human", "random", "random"], seed=2)
    start(app, table)
    dealt(app, table)          # the opening deal lands first
    table.play(table.state.legal_moves()[0])
    press(table, Action.MENU)
    step(app)
    pause = app.stack.top
    assert pause.transparent and app.stack.visible() == [table, pause]
    pause.menu.focus = 3
    press(pause, Action.CONFIRM)
    step(app)
    assert app.stack.top.name == "title" and app.saves.exists()


def test_log_never_names_a_card_hidden_by_someone_else(app):
    app.settings.lang = "en"
    table = TableScene(app, "animimix", 2, ["random", "human"], seed=12)
    start(app, table)
    hide = next(m for m in table.state.legal_moves() if m.TAG == "hide")
    table.play(hide)                                   # seat 0 (a bot seat) hides a card
    seat, move, events = table.log[-1]
    line = table.log_text(seat, move, events)
    assert table.viewer == 1 and seat == 0
    assert table.layout.card_name(hide.species) not in line and hide.species not in line
    assert "face down" in line
    own = next(m for m in table.state.legal_moves() if m.TAG == "hide")
    table.play(own)                                    # the viewer's own move: named to them
    assert table.log_text(*table.log[-1]) == f"hides a {table.layout.card_name(own.species)} card"


def test_the_log_words_every_seat_s_moves_alike(app):
    """The viewer's moves read like everyone else's ("adds 2 (total 2)", not the order
    "Add 2 to the bid"), and say at least what the order said."""
    app.settings.lang = "en"
    table = TableScene(app, "high_society", 3, ["human", "random", "random"], seed=3)
    start(app, table)
    told = set()
    for _ in range(15):
        legal = table.state.legal_moves()
        move = next((m for m in legal if m.TAG == "stand"),            # the lowest bid
                    next((m for m in legal if m.TAG == "add"), legal[0]))
        mover = table.state.current_player
        table.play(move)
        line = table.log_text(*table.log[-1])
        if move.TAG == "add":
            assert re.fullmatch(r"adds \d+ \(total \d+\)", line), line
            told.add(mover)
        elif move.TAG == "stand":
            assert re.fullmatch(r"stands at \d+", line), line
    assert 0 in told and len(told) >= 2           # the viewer's bids and a bot's alike
    swap = TableScene(app, "animimix", 2, ["human", "random"], seed=12)
    start(app, swap)
    move = next(m for m in swap.state.legal_moves() if m.TAG == "swap")
    swap.play(move)
    line, *led_to = swap.log_text(*swap.log[-1]).split("; ")    # then the mountain laid
    assert line.startswith("takes the ") and line.endswith(
        f"), puts {swap.layout.card_name(move.species)}"), line
    duel = TableScene(app, "animalia", 2, ["human", "random"], seed=5)   # 2 collections each
    start(app, duel)
    take = next(m for m in duel.state.legal_moves() if m.TAG == "take")
    duel.play(take)
    line = duel.log_text(*duel.log[-1]).split("; ")[0]        # then the next card turned up
    assert line.startswith(f"takes the lot into collection {take.collection + 1}: "), line


def test_hold_to_peek_and_pads_bound_to_seats(app):
    from pygame import event as pev
    table = TableScene(app, "animimix", 3, ["human", "random", "human"], seed=9)
    start(app, table)
    app.handle_event(pev.Event(pygame.CONTROLLERDEVICEADDED, device_index=0, instance_id=40))
    app.handle_event(pev.Event(pygame.CONTROLLERDEVICEADDED, device_index=1, instance_id=41))
    assert table.seat_of_device("pad:40") == 0 and table.seat_of_device("pad:41") == 2
    assert table.seat_of_device("keyboard") is None
    dealt(app, table)          # the opening deal lands first
    handoff = app.stack.top
    press(handoff, Action.CONFIRM)
    step(app, 2)
    table.picker.focus = 0
    # seat 2's pad cannot play seat 0's turn
    table.action(ActionEvent(Action.CONFIRM, True, "pad:41"))
    assert table.aim.tree.chosen == [] and table.moves_json == []
    table.play(table.state.legal_moves()[0])          # now a bot's turn: nobody's view
    assert table.viewer is None and table.obs == table.state.observe(None)
    table.action(ActionEvent(Action.PEEK, True, "pad:41"))
    assert table.viewer == 2 and table.obs == table.state.observe(2)
    table.action(ActionEvent(Action.PEEK, False, "pad:41"))
    assert table.viewer is None


def test_hint_comes_from_the_worker_and_names_a_legal_move(app):
    app.settings.lang = "en"
    table = TableScene(app, "high_society", 3, ["human", "random", "random"], seed=2)
    start(app, table)
    dealt(app, table)          # the opening deal lands first
    press(table, Action.HINT)
    for _ in range(2000):
        step(app)
        if table.hint:
            break
    assert table.hint.startswith("Hint: ")
    described = {table.layout.describe(m) for m in table.state.legal_moves()}
    assert any(d in table.hint for d in described)
    assert table.moves_json == []          # a hint never plays


def test_a_failing_bot_is_replaced_by_a_seeded_legal_move(app):
    from game.ai.worker import Reply
    table = TableScene(app, "animimix", 2, ["random", "human"], seed=3)
    start(app, table)

    class Broken:
        def submit(self, *args, **kwargs):
            return 1

        def poll(self, request_id):
            return Reply(request_id, None, None, {}, "RuntimeError: search exploded")

        def cancel(self, request_id):
            pass

        def close(self):
            pass

    real, app.bots = app.bots, Broken()
    try:
        for _ in range(300):         # the opening deal, then the bot's turn
            step(app)
            if table.moves_json:
                break
    finally:
        app.bots = real
    assert len(table.moves_json) == 1 and "search exploded" in table.message
    again = TableScene(app, "animimix", 2, ["random", "human"], seed=3)
    from game.match.workers import bot_seed
    from game.rng import Rng
    expected = Rng(bot_seed(3, 0, 0)).choice(again.state.legal_moves())
    assert table.moves_json[0] == again.game.move_to_json(expected)
