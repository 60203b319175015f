"""The replay library: finished games people played are kept (the newest 50), damaged
files are set aside and reported, and the Replays screen lists them (never at a kiosk)."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest

from game.transcript import Transcript
from game.transcript import replay
from game.rng import Rng
from scenes.demo import DemoCycle, DemoTable
from scenes.shell.input import Action, ActionEvent
from game.records.kioskconfig import load_kiosk_config
from scenes.replay import ReplayScene
from game.records.replays import INDEX, KEEP, ReplayLibrary
from scenes.menus.replays import ReplaysScene, entry_lines
from scenes.menus.results import ResultsScene
from scenes.table.table import TableScene
from scenes.menus.title import TitleScene

from scene_helpers import make_app, running_app, start, step
from test_replay import transcript_of

T0 = datetime(2026, 11, 27, 12, 0, tzinfo=timezone.utc)


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, lang="en")


def record(library: ReplayLibrary, seed: int, when: datetime) -> dict:
    transcript = transcript_of("animimix", seed, 2)
    state = replay(Transcript.from_json(transcript))[1]
    return library.record(transcript, ["human", "easy"], state.scores(), state.winners(), when)


def finish(table: TableScene, seed: int) -> None:
    """Play the table's game to its end with seeded random moves, whoever's turn."""
    rng = Rng(seed)
    while not table.state.is_over:
        table.play(rng.choice(table.state.legal_moves()))


def test_replay_pruning_keeps_the_newest_50(tmp_path):
    library = ReplayLibrary(tmp_path)
    for n in range(KEEP + 3):
        record(library, n, T0 + timedelta(minutes=n))
    entries = ReplayLibrary(tmp_path).entries()             # as read back from the disk
    assert len(entries) == KEEP
    assert [e["date"] for e in entries] == [
        (T0 + timedelta(minutes=n)).isoformat() for n in range(3, KEEP + 3)]
    files = sorted(p.name for p in (tmp_path / "replays").glob("*.json") if p.name != INDEX)
    assert files == sorted(e["file"] for e in entries)


def test_replay_entries_say_date_game_players_and_result(tmp_path):
    library = ReplayLibrary(tmp_path)
    entry = record(library, 4, T0)
    head, players = entry_lines(entry, "en")
    assert "Animimix" in head and ("wins" in head or "win" in head or "No one" in head)
    assert players.startswith("Player 1: ") and "Easy bot 2: " in players
    kept = library.load(entry)
    assert kept["seats"] == ["human", "easy"]
    assert kept["moves"] == transcript_of("animimix", 4, 2)["moves"]


def test_replay_damaged_index_is_moved_aside_and_rebuilt(tmp_path):
    library = ReplayLibrary(tmp_path)
    for n in range(3):
        record(library, n, T0 + timedelta(minutes=n))
    (tmp_path / "replays" / INDEX).write_text('{"replays": [{"file": 3}')
    reported = []
    again = ReplayLibrary(tmp_path, report=reported.append)
    entries = again.entries()
    assert [e["date"] for e in entries] == [e["date"] for e in library.entries()]
    assert [e["winners"] for e in entries] == [e["winners"] for e in library.entries()]
    assert (tmp_path / "replays" / f"{INDEX}.corrupt-1").exists()
    assert "index.json" in again.notice and "corrupt-1" in again.notice and reported
    assert len(again.notice.splitlines()) == 1 and again.set_aside == f"{INDEX}.corrupt-1"
    assert ReplayLibrary(tmp_path).entries() == entries           # the new index was written


def test_replay_damaged_file_is_moved_aside_when_opened(tmp_path):
    library = ReplayLibrary(tmp_path)
    first = record(library, 1, T0)
    record(library, 2, T0 + timedelta(minutes=1))
    path = tmp_path / "replays" / first["file"]
    data = json.loads(path.read_text())
    data["moves"][3] = ["nonsense"]
    path.write_text(json.dumps(data))
    assert library.load(first) is None
    assert "move 3" in library.notice and first["file"] in library.notice
    assert library.set_aside == first["file"] + ".corrupt-1"
    assert not path.exists() and list(path.parent.glob(first["file"] + ".corrupt-*"))
    assert [e["file"] for e in ReplayLibrary(tmp_path).entries()] != [first["file"]]
    assert len(ReplayLibrary(tmp_path).entries()) == 1


def test_replay_kept_for_a_finished_human_game_only(app):
    table = TableScene(app, "animimix", 2, ["human", "random"], seed=6, save=False)
    start(app, table)
    finish(table, 6)
    app.saves.flush()
    entries = app.replays.entries()
    assert len(entries) == 1 and entries[0]["seats"] == ["human", "random"]
    kept = app.replays.load(entries[0])
    assert kept["moves"] == table.moves_json
    assert replay(Transcript.from_json(kept))[1].scores() == table.state.scores()
    bots = TableScene(app, "animimix", 2, ["easy", "random"], seed=7, save=False)
    finish(bots, 7)
    demo = DemoTable(app, "animimix", 2, ["easy", "random"], 8, DemoCycle(["animimix"]))
    finish(demo, 8)
    app.saves.flush()
    assert len(ReplayLibrary(app.data_dir).entries()) == 1


def test_replay_list_opens_a_replay(app):
    for seed in (1, 2):
        table = TableScene(app, "animimix", 2, ["human", "easy"], seed=seed, save=False)
        finish(table, seed)
    scene = ReplaysScene(app)
    start(app, scene)
    assert len(scene.entries) == 2
    app.dispatch(ActionEvent(Action.DOWN))
    app.dispatch(ActionEvent(Action.CONFIRM))
    step(app)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.moves_all == app.replays.load(scene.entries[1])["moves"]


def test_replay_list_is_on_the_title_but_not_at_a_kiosk(tmp_path):
    home = make_app(tmp_path / "home", lang="en")
    try:
        labels = [item.label() for item in TitleScene(home).menu.items]
        assert "Replays" in labels
    finally:
        home.shutdown()
    kiosk = make_app(tmp_path / "kiosk", kiosk=True, kiosk_config=load_kiosk_config(None),
                     lang="en")
    try:
        labels = [item.label() for item in TitleScene(kiosk).menu.items]
        assert "Replays" not in labels and not any("eplay" in label for label in labels)
        table = TableScene(kiosk, "animimix", 2, ["human", "easy"], seed=2, save=False)
        finish(table, 2)                  # the customer's own game: its replay is offered
        labels = [item.label() for item in ResultsScene(kiosk, table).menu.items]
        assert "Watch the replay" in labels
    finally:
        kiosk.shutdown()


def test_replay_list_pages_by_keys_and_by_pointer(app):
    from scenes.shell.input import PointerEvent
    from scenes.menus.replays import PAGE, PAGE_BUTTONS
    for n in range(PAGE + 2):
        record(app.replays, n, T0 + timedelta(minutes=n))
    scene = ReplaysScene(app)
    start(app, scene)
    assert len(scene.entries) == PAGE + 2 and scene.page == 0
    assert scene.entries[0]["date"] == (T0 + timedelta(minutes=PAGE + 1)).isoformat()
    app.dispatch(PointerEvent("down", PAGE_BUTTONS[1].center))
    step(app)
    assert scene.page == 1 and len(scene.rects()) == 2
    app.dispatch(ActionEvent(Action.PREV))
    step(app)
    assert scene.page == 0
