"""Undo at the table: U (or LB / Q / Page Up) takes back the last move of one's turn."""

from __future__ import annotations

import pytest

from game.i18n import text
from scenes.table.table import TableScene

from scene_helpers import key, running_app, start, step, until_turn


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, anim_speed=0.0, lang="en")


def to_a_bid(app, table):
    """Step until the human may add a money card, and add the smallest."""
    until_turn(app, table)
    add = min((m for m in table.state.legal_moves() if m.TAG == "add"), key=lambda m: m.value)
    assert table.play(add)
    step(app, 3)
    return add


def test_u_takes_back_a_money_card_and_the_log_says_so(app):
    table = TableScene(app, "high_society", 3, ["human", "easy", "easy"], seed=4)
    start(app, table)
    add = to_a_bid(app, table)
    count = len(table.moves_json)
    assert table.match.undo_offered() and text("controls_undo", "en") in table.picker.footer
    before = table.state.observe(0)
    key(app, "u", 3)
    assert len(table.moves_json) == count - 1
    assert table.match.transcript()["moves"] == table.moves_json       # only what stands
    assert table.view.log[-1][1] == text("undone", "en", name=table.seat_name(0),
                                         move=table.layout.describe(add))
    assert table.state.observe(0) != before and table.picker is not None
    assert not table.match.undo_offered()         # back at the turn's start


def test_a_move_that_showed_a_card_stands(app):
    table = TableScene(app, "animalia", 3, ["human", "easy", "easy"], seed=4)
    start(app, table)
    until_turn(app, table)
    take = next(m for m in table.state.legal_moves() if m.TAG == "take")
    count = len(table.moves_json)
    table.play(take)
    step(app)
    if table.state.current_player == 0 and table.picker is not None:
        key(app, "u", 2)
        assert len(table.moves_json) >= count + 1      # the new lot was drawn: it stands
        assert table.message in ("", text("undo_refused", "en"))
    else:
        assert not table.match.undo_offered()


def test_a_language_switch_says_the_hint_again_in_the_new_language(app):
    table = TableScene(app, "origami", 3, ["human", "easy", "easy"], seed=5)
    table.save_enabled = False
    start(app, table)
    until_turn(app, table)
    table._ask_hint()
    for _ in range(600):
        step(app)
        if table.hint:
            break
    english = table.hint
    assert english.startswith(text("hint", "en", move="").split("{")[0].strip()[:4])
    app.settings.lang = "fr"
    table.pause()
    table.resume()
    for _ in range(600):
        step(app)
        if table.hint:
            break
    assert table.hint and table.hint != english
    assert table.hint.startswith(text("hint", "fr", move="")[:4])
    assert table.view.hint == table.hint
