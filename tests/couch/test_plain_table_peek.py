"""Peeking by mouse and touch at a plain table of several humans (no devices bound, as
on a café kiosk's touch screen): the on-screen button shows the hand of the human who
played last, as the Peek key does, while the pointer holds it; and never shows a hand
anyone else could not see at that moment."""

from __future__ import annotations

import pygame

from couch_helpers import finger, key_event, mouse, start, step, tap, watch_draws
from scenes.table.seats import PEEK_BUTTON
from scenes.table.table import TableScene

BOT = 2


def plain_table(app, seats=("human", "human", "random")) -> TableScene:
    table = TableScene(app, "high_society", len(seats), list(seats), seed=8)
    start(app, table)
    return table


def to_the_bots_turn(app, table) -> None:
    """Confirm hand-offs and take the first move offered until the bot is to move, then
    keep it thinking."""
    for _ in range(3000):
        top = app.stack.top
        if top is table and table.state.current_player == BOT and table.viewer is None:
            app.bots.poll = lambda request: None
            return
        if top.name == "handoff":
            tap(app, pygame.K_RETURN)
        elif top is table and table.picker is not None:
            tap(app, pygame.K_RETURN)
        step(app)
    raise AssertionError("the bot never got to move")


def test_no_button_before_a_human_has_played_or_with_one_human(app):
    table = plain_table(app)
    assert not table.peek_button_shown()          # nobody has played: no hand to show
    alone = plain_table(app, ("human", "random", "random"))
    step(app, 5)
    assert not alone.peek_button_shown()


def test_hold_the_button_to_see_the_last_player_s_hand(app):
    table = plain_table(app)
    to_the_bots_turn(app, table)
    last = table.confirmed
    assert last in table.humans and table.viewer is None
    assert table.peek_button_shown()
    assert table.seat_name(last) in table.peek_button_text(held=False)
    draws: list = []
    watch_draws(table, draws)
    mouse(app, "down", PEEK_BUTTON.center)
    step(app, 2)
    assert table.viewer == last and table.peeking == last
    assert all(viewer == last and fresh for viewer, *_, fresh in draws[-2:])
    mouse(app, "move", (960, 540))                # sliding off hides
    step(app)
    assert table.viewer is None and draws[-1][0] is None and draws[-1][-1]
    mouse(app, "up", (960, 540))
    finger(app, "down", PEEK_BUTTON.center, 2)    # a finger does the same
    step(app)
    assert table.viewer == last
    finger(app, "up", PEEK_BUTTON.center, 2)
    step(app)
    assert table.viewer is None


def test_the_button_is_not_there_during_a_human_s_turn(app):
    table = plain_table(app)
    to_the_bots_turn(app, table)
    del app.bots.poll                             # the bot plays again
    for _ in range(3000):
        if app.stack.top.name == "handoff":
            tap(app, pygame.K_RETURN)
            step(app)
            break
        step(app)
    assert table.viewer == table.state.current_player and not table.peek_button_shown()
    before = table.viewer
    mouse(app, "down", PEEK_BUTTON.center)        # a tap there is not a peek
    step(app)
    assert table.viewer == before and table.peeking is None
    mouse(app, "up", PEEK_BUTTON.center)


def test_the_key_and_the_button_show_the_same_hand(app):
    table = plain_table(app)
    to_the_bots_turn(app, table)
    key_event(app, pygame.K_TAB)
    step(app)
    by_key = table.viewer
    key_event(app, pygame.K_TAB, down=False)
    step(app)
    mouse(app, "down", PEEK_BUTTON.center)
    step(app)
    assert table.viewer == by_key == table.confirmed
    mouse(app, "up", PEEK_BUTTON.center)
    step(app)
    assert table.viewer is None
