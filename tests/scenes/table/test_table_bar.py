"""The table's button bar (scenes/table/bar.py): menu, hint, log, take back and inspect
by mouse, by touch (synthetic SDL finger events) and by d-pad focus; the header, the
prompt and the log answer a click; a kiosk's bar; a long press looks at a card."""

from __future__ import annotations

import pygame
import pytest

from scenes.table.aimdraw import prompt_rect
from scenes.shell.input import LONG_PRESS
from scenes.table.bar import BAR, BAR_STEP
from scenes.table.table import TableScene

from scene_helpers import make_app, running_app, start, step, until_turn

E = pygame.event.Event


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, anim_speed=0.0, lang="en")


def mouse(app, kind: str, pos, button: int = 1) -> None:
    etype = {"down": pygame.MOUSEBUTTONDOWN, "up": pygame.MOUSEBUTTONUP,
             "move": pygame.MOUSEMOTION}[kind]
    app.handle_event(E(etype, pos=pos, button=button, rel=(0, 0), buttons=(0, 0, 0),
                       touch=False))


def click(app, pos, button: int = 1) -> None:
    mouse(app, "move", pos)
    mouse(app, "down", pos, button)
    mouse(app, "up", pos, button)
    step(app)


def finger(app, kind: str, pos, finger_id: int = 1) -> None:
    """A touch event at a logical position (the headless window is 1920x1080)."""
    etype = {"down": pygame.FINGERDOWN, "up": pygame.FINGERUP, "move": pygame.FINGERMOTION}[kind]
    app.handle_event(E(etype, x=pos[0] / 1920, y=pos[1] / 1080, dx=0, dy=0,
                       finger_id=finger_id, touch_id=0, pressure=1.0))


def touch(app, pos, hold: float = 0.0) -> None:
    """A tap, or a finger held `hold` seconds (frames of 1/60 s) before it lifts."""
    finger(app, "down", pos)
    step(app, round(hold * 60))
    finger(app, "up", pos)
    step(app)


def button(table, name: str):
    return next(b for b in table.bar() if b.name == name).rect.center


def at_turn(app, game="high_society", seats=("human", "easy", "easy"), seed=4) -> TableScene:
    table = TableScene(app, game, len(seats), list(seats), seed=seed)
    start(app, table)
    assert until_turn(app, table)
    return table


@pytest.mark.parametrize("press", [click, touch])
def test_every_bar_button_does_what_its_key_does(app, press):
    table = at_turn(app)
    assert [b.name for b in table.bar()] == ["menu", "hint", "log", "inspect"]
    assert all(BAR.contains(b.rect) for b in table.bar())
    press(app, button(table, "menu"))
    assert app.stack.top.name == "pause"
    press(app, app.stack.top.menu.rects()[0].center)            # Resume, by the same means
    assert app.stack.top is table
    press(app, button(table, "log"))
    assert app.stack.top.name == "logview"
    press(app, (40, 1040))                                      # outside the log: closed
    assert app.stack.top is table
    step(app)                                                   # (its turn offered again)
    press(app, button(table, "hint"))
    assert table.match.hint_request is not None or table.hint
    add = min((m for m in table.state.legal_moves() if m.TAG == "add"), key=lambda m: m.value)
    table.play(add)
    step(app, 3)
    count = len(table.moves_json)
    assert "undo" in [b.name for b in table.bar()]
    press(app, button(table, "undo"))
    assert len(table.moves_json) == count - 1


def test_a_two_row_bar_answers_its_second_row(tmp_path):
    """French at 150 % with take back offered: the bar has two rows, the d-pad reaches
    every button, and a tap on the second row's "Annuler" takes the move back."""
    app = make_app(tmp_path, lang="fr")
    app.settings.anim_speed = 0.0
    app.settings.text_scale = app.text.scale = 1.5
    try:
        table = at_turn(app)
        add = min((m for m in table.state.legal_moves() if m.TAG == "add"),
                  key=lambda m: m.value)
        table.play(add)
        step(app, 3)
        assert until_turn(app, table)
        rows = sorted({b.rect.y for b in table.bar()})
        assert len(rows) == 2
        undo = next(b for b in table.bar() if b.name == "undo")
        assert undo.rect.y == rows[1] and undo.label == "Annuler"
        assert all(table.aim.route((BAR_STEP, b.name)) is not None for b in table.bar())
        count = len(table.moves_json)
        touch(app, undo.rect.center)
        assert len(table.moves_json) == count - 1
    finally:
        app.shutdown()


@pytest.mark.parametrize("press", [click, touch])
def test_the_inspect_button_then_a_card_looks_at_it_and_chooses_nothing(app, press):
    table = at_turn(app)
    card = next(t for t in table.aim.live() if t.card is not None)
    count = len(table.moves_json)
    press(app, button(table, "inspect"))
    assert table.aim.inspecting
    press(app, pygame.Rect(card.rect).center)
    assert table.aim.look is not None and table.aim.look.card == card.card
    assert table.aim.shown_card() is not None and len(table.moves_json) == count
    assert not table.aim.tree.chosen
    press(app, (700, 500))                                      # the next click closes it
    assert table.aim.look is None and len(table.moves_json) == count


def test_a_tap_chooses_and_a_long_press_looks(app):
    table = at_turn(app, "animimix", ("human", "easy"), seed=3)
    hand = [t for t in table.aim.live() if t.card is not None and t.step[0] == "hand"]
    assert hand
    spot = pygame.Rect(hand[0].rect).center
    touch(app, spot, hold=LONG_PRESS + 0.1)                    # held still: looked at
    assert table.aim.look is not None and table.aim.look.step == hand[0].step
    assert not table.aim.tree.chosen                            # and not chosen
    touch(app, spot)                                            # a tap closes the look
    assert table.aim.look is None and not table.aim.tree.chosen
    touch(app, spot)                                            # a tap chooses
    assert table.aim.tree.chosen == [hand[0].step]


def test_a_finger_that_slides_is_no_long_press(app):
    table = at_turn(app, "animimix", ("human", "easy"), seed=3)
    hand = [t for t in table.aim.live() if t.card is not None and t.step[0] == "hand"]
    spot = pygame.Rect(hand[0].rect).center
    finger(app, "down", (spot[0] - 60, spot[1]))
    finger(app, "move", spot)
    step(app, round((LONG_PRESS + 0.2) * 60))
    assert table.aim.look is None
    finger(app, "up", spot)
    step(app)
    assert table.aim.tree.chosen == [hand[0].step]


def test_the_header_the_prompt_and_the_log_answer_a_click(app):
    table = at_turn(app)
    click(app, (300, 30))
    assert app.stack.top.name == "pause"
    app.stack.pop()
    step(app, 2)
    click(app, prompt_rect(1.0).center)
    assert table.match.hint_request is not None or table.hint
    click(app, table.log_rect().center)
    assert app.stack.top.name == "logview"


def test_the_bar_is_a_d_pad_target_and_confirm_presses_it(app):
    table = at_turn(app)
    menu = next(t for t in table.aim.live() if t.step == (BAR_STEP, "menu"))
    route = table.aim.route(menu.step)
    assert route is not None
    assert table.aim.focus.step[0] != BAR_STEP                 # the focus starts on the table
    for action in route:
        key = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP,
               "down": pygame.K_DOWN}[action.value]
        app.handle_event(E(pygame.KEYDOWN, key=key, mod=0, scancode=0, unicode=""))
        app.handle_event(E(pygame.KEYUP, key=key, mod=0, scancode=0, unicode=""))
    step(app)
    assert table.aim.focus.step == (BAR_STEP, "menu")
    app.handle_event(E(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, scancode=0, unicode=""))
    step(app)
    assert app.stack.top.name == "pause"


def test_a_bots_turn_keeps_menu_and_log_and_a_replay_has_no_bar(app):
    table = TableScene(app, "high_society", 3, ["easy", "easy", "easy"], seed=4)
    start(app, table)
    step(app)
    assert [b.name for b in table.bar()] == ["menu", "log"]
    table.has_bar = False
    assert table.bar() == []


def test_a_kiosk_customer_gets_only_customer_controls(tmp_path):
    app = make_app(tmp_path, kiosk=True, lang="fr")
    app.settings.anim_speed = 0.0
    try:
        table = at_turn(app)
        app.running = True
        names = [b.name for b in table.bar()]
        assert names == ["menu", "hint", "log", "inspect"]
        labels = [b.label for b in table.bar()]
        assert "Journal" in labels and "Conseil" in labels        # the French catalog
        for name in names:                # each leads to a customer's screen, or none
            click(app, button(table, name))
            assert app.stack.top is table or app.stack.top.name in ("pause", "logview")
            while app.stack.top is not table:
                app.stack.pop()
                step(app, 2)
            assert app.running
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
@pytest.mark.parametrize("names", [("menu", "hint", "log", "undo", "inspect"),
                                   ("menu", "hint", "log", "inspect"), ("menu", "log")])
def test_every_bar_word_is_drawn_whole(lang, scale, names):
    """"Conseil" and "Journal" were cut to "Cons…" and "Jour…" at 100 %, and every French
    word but Menu at 125 % and 150 % with five buttons (461 and 489 px of words for
    448): the buttons are as wide as their words, on two rows when one cannot hold
    them, and every word is drawn whole, readable, inside its own button."""
    from scenes.table.bar import bar_buttons, draw_bar
    from scenes.ui import TextCache
    from sprites import textfit
    from reading import unreadable
    text_cache = TextCache()
    text_cache.scale = scale
    buttons = bar_buttons(list(names), lang, text_cache)
    with textfit.recording(text_cache) as drawn:
        draw_bar(pygame.Surface((1920, 1080)), text_cache, buttons, None)
    assert [b.line for b in drawn] == [b.label for b in buttons]
    assert not any(b.cut for b in drawn)
    assert not unreadable(drawn)
    assert [b.name for b in buttons] == list(names)
    assert all(BAR.contains(b.rect) for b in buttons)
    assert all(button.rect.contains(word.rect) for button, word in zip(buttons, drawn))
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(buttons)
                   for b in buttons[i + 1:])
