"""Profiles and statistics on the screen: a table played by hand counts (and says so on
the results screen), the demo and lessons do not; the Statistics screen, its reset and
a profile's deletion ask first; names typed on a keyboard or picked with a pad; none of
it at a kiosk, where `KioskStats` keeps the average length of a game."""

from __future__ import annotations

import pygame
import pytest

from game.rng import Rng
from scenes.shell.input import Action, ActionEvent, PointerEvent
from game.records.kioskconfig import load_kiosk_config
from scenes.menus.nameentry import NameEntryScene
from scenes.menus.newgame import NewGameScene
from game.records.statistics import GUEST, STATS_NAME
from scenes.menus.statscreen import ConfirmScene, PlayersScene, ProfileScene, StatisticsScene
from scenes.table.table import TableScene
from scenes.menus.title import TitleScene

from scene_helpers import make_app, running_app, start, step


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, anim_speed=0.0, lang="en")


def press(app, action: Action, device: str = "keyboard:right") -> None:
    app.dispatch(ActionEvent(action, True, device))
    app.dispatch(ActionEvent(action, False, device))
    step(app)


def type_keys(app, chars: str) -> None:
    for char in chars:
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, scancode=0,
                                            unicode=char))
    step(app)


def play_out(app, table, seed: int = 5, frames: int = 20_000) -> None:
    """Play the human seat with seeded random legal moves, as the picker would hand
    them to the table, until the results screen shows."""
    rng = Rng(seed)
    for _ in range(frames):
        top = app.stack.top
        if top.name == "results":
            return
        if top.name == "scoring":
            top.action(ActionEvent(Action.CONFIRM))
        elif top is table and table.picker is not None:
            table.play(rng.choice(table.state.legal_moves()))
        step(app)
    raise AssertionError("the game did not reach its results")


# -- what counts ------------------------------------------------------------------------
def test_statistics_count_a_hand_played_game_and_the_results_say_the_record(app, drawn_lines):
    ann = app.profiles.add("Ann")
    scene = NewGameScene(app)
    start(app, scene)
    scene._choose_game([g.id for g in scene.games].index("origami"))
    scene.players = 2
    scene._change_seat(0, 1)                       # a guest -> Ann
    scene._change_seat(1, -4)                      # medium -> colette, prudence, easy -> random
    assert scene._seat_value(0) == "Ann" and scene.seats[:2] == ["human", "random"]
    scene._start_now()
    step(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.seat_name(0) == "Ann"
    play_out(app, table)
    won = int(0 in table.state.winners())
    assert app.statistics.totals(ann.id) == {"played": 1, "won": won, "abandoned": 0}
    step(app)
    assert f"Your record against Random at Origami: {won}-{1 - won}" in drawn_lines


def test_statistics_ignore_the_demo_and_a_bot_only_table(app):
    from scenes.demo import DemoCycle
    demo = DemoCycle(["origami"], seed=3).table(app)
    bots = TableScene(app, "origami", 2, ["random", "easy"], seed=4, save=False)
    for table in (demo, bots):
        table.match.start()
        rng = Rng(1)
        while not table.state.is_over:
            table.match.play(rng.choice(table.state.legal_moves()))
    assert app.statistics.data["players"] == {}
    assert not (app.data_dir / STATS_NAME).exists()


def test_statistics_ignore_a_lesson(app):
    from scenes.tutorial.scene import TutorialScene
    assert TutorialScene.counted is False          # never announced: nothing to watch
    watched = []
    app.match_watchers.append(watched.append)
    from scenes.tutorial.script import load_script, script_path
    TutorialScene(app, load_script(script_path("origami")))
    assert watched == []


def test_a_damaged_statistics_file_is_reported_on_the_title(tmp_path, drawn_lines):
    (tmp_path / STATS_NAME).write_text("{oops", encoding="utf-8")
    app = make_app(tmp_path, lang="en")
    try:
        start(app, TitleScene(app))
        step(app)
        assert (tmp_path / f"{STATS_NAME}.corrupt-1").read_text() == "{oops"
        assert any("statistics were damaged" in line and "statistics.json.corrupt-1" in line
                   for line in drawn_lines)
    finally:
        app.shutdown()


# -- the screens ------------------------------------------------------------------------
def finished_game(app, pid):
    table = TableScene(app, "origami", 2, ["human", "medium"], seed=6, save=False)
    app.statistics.assign(table.match, [pid])
    table.match.start()
    rng = Rng(2)
    while not table.state.is_over:
        table.match.play(rng.choice(table.state.legal_moves()))


def test_statistics_screen_reset_asks_first(app, drawn_lines):
    ann = app.profiles.add("Ann")
    finished_game(app, ann.id)
    start(app, TitleScene(app))
    title = app.stack.top
    title.menu.focus = next(i for i, item in enumerate(title.menu.items)
                            if item.label() == "Statistics")
    press(app, Action.CONFIRM)
    screen = app.stack.top
    assert isinstance(screen, StatisticsScene) and screen.pid == ann.id
    assert "1 played · " in " ".join(drawn_lines) and "Medium" in drawn_lines
    screen.menu.focus = 3                              # Reset these statistics
    press(app, Action.CONFIRM)
    assert isinstance(app.stack.top, ConfirmScene)
    assert "1 finished, 0 abandoned" in app.stack.top.detail
    press(app, Action.CONFIRM)                         # No (focused first)
    assert app.stack.top is screen and app.statistics.totals(ann.id)["played"] == 1
    press(app, Action.CONFIRM)
    press(app, Action.DOWN)
    press(app, Action.CONFIRM)                         # Yes
    assert app.stack.top is screen and app.statistics.rows(ann.id) == []
    press(app, Action.UP)
    press(app, Action.UP)
    press(app, Action.UP)
    press(app, Action.RIGHT)                           # the next player: the guests
    assert screen.pid == GUEST


def test_profile_delete_asks_and_says_which_statistics_go(app):
    ann = app.profiles.add("Ann")
    finished_game(app, ann.id)
    start(app, PlayersScene(app))
    press(app, Action.CONFIRM)                         # Ann
    assert isinstance(app.stack.top, ProfileScene)
    app.stack.top.menu.focus = 3                       # Delete this player
    press(app, Action.CONFIRM)
    ask = app.stack.top
    assert ask.question == "Delete Ann?" and "1 finished" in ask.detail
    press(app, Action.DOWN)
    press(app, Action.CONFIRM)
    step(app)
    assert isinstance(app.stack.top, PlayersScene)
    assert app.profiles.profiles == [] and app.statistics.rows(ann.id) == []


def test_profile_named_on_the_keyboard_then_renamed_with_a_pad(app):
    start(app, PlayersScene(app))
    press(app, Action.CONFIRM)                         # New player
    entry = app.stack.top
    assert isinstance(entry, NameEntryScene)
    type_keys(app, "Zoé")
    press(app, Action.CONFIRM, "keyboard:left")        # a tapped Shift presses no key
    assert entry.entered == "Zoé"
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                        scancode=0, unicode="\r"))
    step(app)
    profile = app.profiles.profiles[0]
    assert profile.name == "Zoé" and isinstance(app.stack.top, ProfileScene)
    press(app, Action.CONFIRM, "pad:0")                # Name: the grid, with a pad
    grid = app.stack.top
    assert isinstance(grid, NameEntryScene) and grid.entered == "Zoé"
    for _ in range(3):
        press(app, Action.PREV, "pad:0")               # LB deletes
    press(app, Action.RIGHT, "pad:0")                  # B
    press(app, Action.CONFIRM, "pad:0")
    press(app, Action.DOWN, "pad:0")
    press(app, Action.DOWN, "pad:0")
    press(app, Action.DOWN, "pad:0")                   # row "abcdefghij": column 1, b
    press(app, Action.RIGHT, "pad:0")
    press(app, Action.RIGHT, "pad:0")
    press(app, Action.RIGHT, "pad:0")                  # e
    press(app, Action.CONFIRM, "pad:0")
    assert grid.entered == "Be"
    ok = next(rect for what, rect, _where in grid.keys() if what == "ok")
    app.dispatch(PointerEvent("up", ok.center, 1, "mouse"))      # OK, by a click
    step(app)
    assert app.profiles.profiles[0].name == "Be" and isinstance(app.stack.top, ProfileScene)


def test_profile_name_refused_says_why_and_keeps_the_screen(app):
    app.profiles.add("Ann")
    start(app, PlayersScene(app))
    app.stack.top.menu.focus = 1                       # New player
    press(app, Action.CONFIRM)
    entry = app.stack.top
    type_keys(app, "ann")
    entry.press("ok")
    step(app)
    assert app.stack.top is entry and entry.problem == "name_taken"
    type_keys(app, "漢")
    assert entry.entered == "ann" and entry.problem == "name_glyph"
    type_keys(app, "x" * 20)
    assert len(entry.entered) == 16 and entry.problem == "name_long"
    cancel = next(rect for what, rect, _where in entry.keys() if what == "back")
    app.dispatch(PointerEvent("up", cancel.center, 1, "touch:0"))   # touch cancels too
    step(app)
    assert isinstance(app.stack.top, PlayersScene) and app.profiles.names() == ["Ann"]


def test_profiles_are_offered_on_new_game_each_at_one_seat_only(app):
    ann, bob = app.profiles.add("Ann"), app.profiles.add("Bob")
    scene = NewGameScene(app)
    start(app, scene)
    scene.players = 3
    scene.seats[:3] = ["human", "human", "easy"]
    scene._change_seat(0, 1)
    assert scene.seat_profiles[0] == ann.id
    choices = scene._seat_choices(1)
    assert ("human", ann.id) not in choices and ("human", bob.id) in choices
    scene._change_seat(1, 1)
    scene._start_now()
    step(app, 2)
    table = next(s for s in app.stack.scenes if isinstance(s, TableScene))
    assert [table.seat_name(s) for s in range(2)] == ["Ann", "Bob"]
    again = NewGameScene(app)                          # remembered for the next game
    assert again.seat_profiles[:2] == [ann.id, bob.id]


# -- the kiosk --------------------------------------------------------------------------
@pytest.fixture
def kiosk(tmp_path):
    app = make_app(tmp_path, kiosk=True, kiosk_config=load_kiosk_config(None), lang="en")
    app.settings.anim_speed = 0.0
    yield app
    app.shutdown()


def test_no_profiles_nor_statistics_screen_at_a_kiosk(kiosk):
    from scenes.join import JoinScene
    assert kiosk.profiles is None and kiosk.statistics is None
    labels = [item.label() for item in TitleScene(kiosk).menu.items]
    assert "Statistics" not in labels
    join = JoinScene(kiosk)
    assert "Who plays (your seat)" not in [item.label() for item in join.menu.items]


def test_kiosk_statistics_keep_the_average_length_and_count_a_resume_once(kiosk):
    now = [100.0]
    kiosk.supervisor.clock = lambda: now[0]
    table = TableScene(kiosk, "origami", 2, ["human", "random"], seed=3)
    table.match.start()
    rng = Rng(3)
    while not table.state.is_over:
        table.match.play(rng.choice(table.state.legal_moves()))
        now[0] += 5.0
        if len(table.moves_json) == 4:                 # the kiosk restarts: resumed
            resumed = TableScene(kiosk, "origami", 2, ["human", "random"], seed=3,
                                 moves=list(table.moves_json))
            resumed.match.start()
    counts = kiosk.kiosk_stats.data["games"]["origami"]
    assert counts["started"] == 1 and counts["finished"] == 1
    length = 5 * (len(table.moves_json) - 1)        # from the start to the last move
    assert counts["seconds"] == length and counts["timed"] == 1
    minutes, seconds = divmod(length, 60)
    assert f"origami: 1 / 1 · {minutes}:{seconds:02d}" in kiosk.kiosk_stats.lines()


def test_a_half_point_average_is_written_as_each_language_writes_it():
    """A French player read "17.5" among French words: the decimal point is the
    catalog's."""
    from scenes.menus.statscreen import number
    assert (number(17.5, "en"), number(17.5, "fr"), number(17.0, "fr")) == ("17.5", "17,5", "17")
    assert number(None, "fr") == "—"
