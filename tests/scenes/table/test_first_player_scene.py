"""Who starts, at the screen: the new-game menu draws the first player from the deal
number, the table's log says who starts, and the saved game records the option."""

from __future__ import annotations

import json

import pytest

from game import load_game
from game.core import DRAWN, first_seat
from game.i18n import text
from scenes.menus.newgame import NewGameScene
from scenes.table.table import TableScene

from scene_helpers import running_app, start, step


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, anim_speed=0.0, lang="en")


def choose(scene: NewGameScene, game_id: str) -> None:
    scene._choose_game(next(i for i, g in enumerate(scene.games) if g.id == game_id))


@pytest.mark.parametrize("game_id", ["animalia", "high_society", "animimix"])
def test_new_game_draws_who_starts_and_offers_only_seats_at_the_table(app, game_id):
    scene = NewGameScene(app)
    start(app, scene)
    choose(scene, game_id)
    assert scene.options["first_player"] == DRAWN
    row = next(item for item in scene.menu.items if item.label() == "Who starts (house rule)")
    assert row.value() == "drawn by the deal"
    opt = next(o for o in scene.game.OPTIONS if o.name == "first_player")
    seen = set()
    for _ in range(len(opt.choices) + 1):
        scene._change_option(opt, 1)
        seen.add(scene.options["first_player"])
    assert seen == set(range(scene.players)) | {DRAWN}
    scene._change_players(10)
    scene.options["first_player"] = scene.players - 1
    assert row.value() == text("seat", "en", n=scene.players)
    scene._change_players(-1)           # that seat left the table: drawn again
    assert scene.options["first_player"] == DRAWN


def test_origami_keeps_its_own_first_player_rule(app):
    scene = NewGameScene(app)
    start(app, scene)
    choose(scene, "origami")
    assert "first_player" not in scene.options       # the fewest folds start [book]


def test_the_log_says_who_starts_and_the_save_records_the_draw(app):
    seed = next(s for s in range(1, 50) if first_seat({"first_player": DRAWN}, 3, s) == 2)
    table = TableScene(app, "high_society", 3, ["human", "random", "random"], seed=seed,
                       options={"first_player": DRAWN})
    start(app, table)
    assert table.state.current_player == table.first_seat == 2
    lines = [line for line, _indent, _colour in table.logs.in_view(table.view, 900, 12)]
    assert lines == [text("starts_drawn", "en", name=table.seat_name(2))]
    for _ in range(600):                  # the bot at seat 2 opens; then the human's turn
        step(app)
        if table.picker is not None:
            break
    assert table.log[0][0] == 2
    lines = [line for line, _indent, _colour in table.logs.in_view(table.view, 900, 12)]
    assert lines[0] == text("starts_drawn", "en", name=table.seat_name(2))
    assert table.transcript()["options"]["first_player"] == DRAWN
    saved = table.transcript()          # what the save holds
    game = load_game("high_society")
    replayed = game.new_game(3, seed, saved["options"])
    for raw in saved["moves"]:
        replayed.apply(game.move_from_json(raw))
    assert replayed.observe(None) == table.state.observe(None)
    json.dumps(saved)


def test_the_default_start_is_told_without_a_draw(app):
    table = TableScene(app, "animimix", 3, ["human", "random", "random"], seed=4)
    start(app, table)
    assert table.first_seat == 0
    assert table.logs.in_view(table.view, 900, 12)[0][0] == text("starts", "en", name="Player 1")
