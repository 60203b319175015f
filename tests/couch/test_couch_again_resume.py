"""Couch bindings after the game: "Play again" keeps every seat's device; a resumed couch
game (Continue, --resume) asks each player to take their seat again, and the save stays a
plain transcript plus seats (the couch note lives beside it)."""

from __future__ import annotations

import json

import pygame
import pytest

from couch_helpers import add_pads, make_app, press, start, step, tap, until
from scenes.couch import CouchTableScene, note_path, read_note
from scenes.rejoin import RejoinScene
from game.records.save import SAVE_NAME
from scenes.table.table import TableScene
from scenes.menus.title import TitleScene, resume_scene

B = pygame.CONTROLLER_BUTTON_B
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN


def test_play_again_keeps_each_seats_device(app):
    add_pads(app, 0)
    table = CouchTableScene(app, "animimix", 2, ["human", "human"],
                            {0: "pad:0", 1: "keyboard:left"}, seed=2)
    start(app, table)
    while not table.state.is_over:
        table.play(table.state.legal_moves()[0])
    assert not note_path(app).exists()              # a finished game leaves no note
    assert until(app, lambda: app.stack.top.name == "scoring" and app.stack.top.done
                 and app.stack.top.timer > 0.5, 900)
    tap(app, pygame.K_RETURN)                       # the finished sheet waits for a confirm
    assert until(app, lambda: app.stack.top.name == "results", 60)
    step(app, 31)                                   # (a confirm in its first 0.5 s is ignored)
    press(app, 0)                                   # "Play again" has the focus
    step(app)
    again = app.stack.scenes[0]
    assert isinstance(again, CouchTableScene) and again is not table
    assert again.bindings == {0: "pad:0", 1: "keyboard:left"}
    assert again.seed == 3 and again.seats == ["human", "human"]
    assert until(app, lambda: app.stack.top.name == "handoff")
    handoff = app.stack.top
    other = "keyboard:left" if again.bindings[handoff.seat] == "pad:0" else "pad:0"
    assert not again.device_may_act(other, handoff.seat)   # still bound, seat by seat


def test_play_again_at_a_hot_seat_table_stays_a_plain_table(app):
    table = TableScene(app, "animimix", 2, ["human", "human"], seed=2)
    start(app, table)
    while not table.state.is_over:
        table.play(table.state.legal_moves()[0])
    assert until(app, lambda: app.stack.top.name == "scoring" and app.stack.top.done
                 and app.stack.top.timer > 0.5, 900)
    tap(app, pygame.K_RETURN)                       # the finished sheet waits for a confirm
    assert until(app, lambda: app.stack.top.name == "results", 60)
    step(app, 31)                                   # (a confirm in its first 0.5 s is ignored)
    tap(app, pygame.K_RETURN)
    step(app)
    again = app.stack.scenes[0]
    assert type(again) is TableScene and again.seed == 3


def saved_couch_game(tmp_path, moves: int = 4) -> dict:
    """A couch game of pad 0 (seat 1), the right keyboard area (seat 2) and a bot, left
    after a few moves; returns the save file's contents."""
    app = make_app(tmp_path, lang="en")
    try:
        add_pads(app, 0)
        table = CouchTableScene(app, "high_society", 3, ["human", "human", "random"],
                                {0: "pad:0", 1: "keyboard:right"}, seed=13)
        start(app, table)
        for _ in range(moves):
            table.play(table.state.legal_moves()[-1])
        assert app.saves.flush()
        return json.loads((tmp_path / SAVE_NAME).read_text())
    finally:
        app.shutdown()


def test_the_save_keeps_its_form_and_the_note_sits_beside_it(tmp_path):
    saved = saved_couch_game(tmp_path)
    assert set(saved) == {"game", "players", "seed", "options", "moves", "seats"}
    assert saved["seats"] == ["human", "human", "random"]
    app = make_app(tmp_path)
    try:
        transcript = {k: saved[k] for k in ("game", "players", "seed", "options", "moves")}
        assert read_note(app, transcript) == {0: "pad:0", 1: "keyboard:right"}
        other = dict(transcript, moves=transcript["moves"][:-1])
        assert read_note(app, other) is None        # a note never fits another game
    finally:
        app.shutdown()


def test_resume_asks_each_player_to_take_their_seat_again(tmp_path):
    saved = saved_couch_game(tmp_path)
    app = make_app(tmp_path, lang="en")             # a new run: pads get new instance ids
    app.settings.anim_speed = 0.0
    try:
        add_pads(app, 7, 8)
        rejoin = resume_scene(app)
        assert isinstance(rejoin, RejoinScene)
        start(app, rejoin)
        press(app, 7)                               # pad 7 takes seat 1 (the first free)
        assert rejoin.claims == {0: "pad:7"}
        rejoin.menu.focus = len(rejoin.menu.items) - 1
        press(app, 7)                               # Start before everyone is seated
        step(app)
        assert app.stack.top is rejoin and not rejoin.complete()
        press(app, 7, DOWN)                         # the menu skips the greyed Start ...
        press(app, 7)                               # ... so pad 7 takes one more seat
        assert rejoin.claims == {0: "pad:7", 1: "pad:7"} and rejoin.complete()
        press(app, 7, B)
        press(app, 8)                               # pad 8 takes seat 2 ...
        press(app, 7, B)                            # ... pad 7 gives seat 1 back ...
        assert rejoin.claims == {1: "pad:8"}
        tap(app, pygame.K_RETURN)                   # ... the right keyboard takes it
        assert rejoin.claims == {0: "keyboard:right", 1: "pad:8"}
        step(app)
        app.settings.lang = "fr"
        step(app)                                   # the screen draws in French too
        rejoin.menu.focus = len(rejoin.menu.items) - 1
        press(app, 8)
        step(app)
        table = app.stack.scenes[0]
        assert isinstance(table, CouchTableScene)
        assert table.bindings == {0: "keyboard:right", 1: "pad:8"}
        assert table.moves_json == saved["moves"] and table.seed == 13
        assert table.seats == saved["seats"]
        assert app.extra_stats["resumed_moves"] == 4
        assert not table.device_may_act("pad:7", 0) and table.device_may_act("pad:8", 1)
    finally:
        app.shutdown()


def test_continue_on_the_title_leads_to_the_seats(tmp_path):
    saved_couch_game(tmp_path)
    app = make_app(tmp_path, lang="en")
    try:
        title = TitleScene(app)
        start(app, title)
        assert title.menu.focus == 0                # Continue
        tap(app, pygame.K_SPACE)
        step(app)
        assert app.stack.top.name == "rejoin"
        tap(app, pygame.K_ESCAPE)                   # nobody seated: back to the title
        step(app)
        assert app.stack.top.name == "title" and app.saves.exists()
    finally:
        app.shutdown()


def test_headless_resume_of_a_couch_game_shows_the_seats(tmp_path):
    from main import main
    saved_couch_game(tmp_path)
    stats = tmp_path / "s.json"
    assert main(["--headless", "--resume", "--save-dir", str(tmp_path), "--frames", "5",
                 "--stats", str(stats)]) == 0
    data = json.loads(stats.read_text())
    assert "rejoin" in data["scenes"] and data["resumed_moves"] == 4


def test_a_hot_seat_save_resumes_at_once_even_beside_a_stale_note(tmp_path):
    saved_couch_game(tmp_path)
    app = make_app(tmp_path)
    try:
        table = TableScene(app, "high_society", 3, ["human", "human", "human"], seed=13)
        start(app, table)
        for _ in range(4):
            table.play(table.state.legal_moves()[0])
        assert note_path(app).exists()              # the couch game's, now stale
        resumed = resume_scene(app)
        assert type(resumed) is TableScene and resumed.resumed_moves == 4
    finally:
        app.shutdown()


@pytest.mark.parametrize("note", ["not json", "[]", '{"game": 1}', '{"devices": null}',
                                  json.dumps({"game": "high_society", "players": 3, "seed": 13,
                                              "moves_sha256": "x", "devices": {"9": "pad:1"}})])
def test_a_damaged_note_resumes_the_table_as_it_is(tmp_path, note):
    saved_couch_game(tmp_path)
    app = make_app(tmp_path)
    try:
        note_path(app).write_text(note)
        resumed = resume_scene(app)
        assert type(resumed) is TableScene and resumed.moves_json
    finally:
        app.shutdown()
