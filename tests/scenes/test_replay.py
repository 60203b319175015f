"""The replay viewer: a transcript played back on the table, stepped, jumped, exported;
opened from the results screen, the Replays screen and `main.py --replay`."""

from __future__ import annotations

import json

import pytest

from game import GAME_IDS, load_game
from game.transcript import Transcript, moves_sha256
from game.transcript import replay
from game.rng import Rng
from scenes.shell.input import Action, ActionEvent, PointerEvent
from scenes.replay import SPEEDS, ReplayScene
from scenes.table.replaypanel import BAR, TRANSPORT_BUTTONS
from scenes.menus.results import ResultsScene
from scenes.table.table import TableScene

from scene_helpers import running_app, start, step

PLAYERS = 3


def transcript_of(game_id: str, seed: int, players: int = PLAYERS) -> dict:
    """A whole game of seeded random moves, as `python -m game play` writes it."""
    game = load_game(game_id)
    options = game.resolve_options({}, players)
    state = game.new_game(players, seed, options)
    rng, moves = Rng(seed), []
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        state.apply(move)
        moves.append(game.move_to_json(move))
    return Transcript(game_id, players, seed, options, moves).to_json()


def from_start(transcript: dict, k: int):
    """The engine's state after the transcript's first k moves, replayed from the deal."""
    return replay(Transcript.from_json(transcript), upto=k)[1]


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, lang="en")


def press(app, action: Action, frames: int = 1) -> None:
    app.dispatch(ActionEvent(action))
    step(app, frames)


def play_to_end(app, scene: ReplayScene, frames: int) -> None:
    for _ in range(frames):
        if scene.at_end and not scene.playing:
            return
        step(app)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_replay_viewer_reaches_the_engines_final_state(app, game_id):
    """Played move by move (instant animations), the viewer ends where the engine did."""
    transcript = transcript_of(game_id, 5)
    app.settings.anim_speed = 0
    scene = ReplayScene(app, transcript)
    start(app, scene)
    play_to_end(app, scene, 3 * len(transcript["moves"]) + 60)
    engine = from_start(transcript, None)
    assert scene.at_end and scene.state.is_over
    assert scene.state.scores() == engine.scores()
    assert scene.state.winners() == engine.winners()
    assert scene.state.observe(None) == engine.observe(None)
    assert moves_sha256(scene.match.moves_json) == moves_sha256(transcript["moves"])
    assert len(scene.view.log) >= len(transcript["moves"])      # the log told every move


def test_replay_viewer_animates_its_moves(app):
    """At its own pace, each move is a flight on the table; the replay ends by itself."""
    transcript = transcript_of("animimix", 2)
    scene = ReplayScene(app, transcript)
    scene.speed_index = SPEEDS.index(8.0)
    start(app, scene)
    busy = 0
    for _ in range(2000):
        busy += scene.layout.busy
        if scene.at_end and not scene.playing:
            break
        step(app)
    assert scene.at_end and busy > 0
    assert scene.state.observe(0) == from_start(transcript, None).observe(0)


def test_replay_stepping_back_and_forth_shows_what_replaying_from_the_start_does(app):
    transcript = transcript_of("origami", 7)
    total = len(transcript["moves"])
    scene = ReplayScene(app, transcript, seat=1)
    start(app, scene)
    press(app, Action.CONFIRM)                  # pause
    assert not scene.playing

    def same_as_from_start():
        state = from_start(transcript, scene.position)
        assert scene.obs == state.observe(1) == scene.view.obs
        assert len(scene.view.history) == scene.position
        assert scene.view.viewer == 1 and scene.view.legal == ()

    press(app, Action.NEXT)
    assert scene.position == total
    same_as_from_start()
    for _ in range(3):
        press(app, Action.LEFT)
    assert scene.position == total - 3
    same_as_from_start()
    press(app, Action.RIGHT, frames=30)         # forward: animated, one move
    assert scene.position == total - 2
    same_as_from_start()
    press(app, Action.PREV)
    assert scene.position == 0
    same_as_from_start()
    for _ in range(5):
        press(app, Action.RIGHT)
    assert scene.position == 5
    same_as_from_start()
    app.dispatch(PointerEvent("down", (BAR.x + BAR.w // 2, BAR.centery)))   # jump half-way
    step(app)
    assert scene.position == round(total / 2)
    same_as_from_start()
    back_and_forth = ReplayScene(app, transcript, seat=1)   # the same spot, reached directly
    back_and_forth.goto(scene.position)
    back_and_forth.refresh()
    assert back_and_forth.view.log == scene.view.log


def test_replay_reveal_is_offered_only_at_the_end(app):
    transcript = transcript_of("animalia", 3)
    scene = ReplayScene(app, transcript, seat=2)
    start(app, scene)
    press(app, Action.HINT)                      # H: reveal; not yet
    assert not scene.revealing and scene.viewer == 2
    press(app, Action.NEXT)
    press(app, Action.HINT)
    assert scene.revealing and scene.viewer is None
    assert scene.view.obs == from_start(transcript, None).observe(None)
    press(app, Action.LEFT)                      # back into the game: the seat's eyes again
    assert not scene.revealing and scene.viewer == 2
    press(app, Action.PEEK)                      # Tab: the next seat
    assert scene.viewer == 0 and scene.obs == from_start(transcript, scene.position).observe(0)


def test_replay_controls_by_mouse_and_keys(app):
    scene = ReplayScene(app, transcript_of("high_society", 4))
    start(app, scene)
    assert scene.playing
    app.dispatch(PointerEvent("down", TRANSPORT_BUTTONS[2].center))          # pause
    step(app)
    assert not scene.playing
    app.dispatch(PointerEvent("down", TRANSPORT_BUTTONS[4].center))          # to the end
    step(app)
    assert scene.at_end
    speed = scene.speed
    press(app, Action.UP)
    assert scene.speed == 2 * speed
    press(app, Action.CONFIRM)                  # play at the end: from the start again
    assert scene.position <= 1 and scene.playing


def test_replay_export_writes_a_transcript_the_cli_accepts(app, tmp_path, capsys):
    from game.__main__ import main as cli
    transcript = transcript_of("animimix", 9)
    scene = ReplayScene(app, transcript)
    start(app, scene)
    press(app, Action.MENU)                      # P / Start: export
    written = list((tmp_path / "exports").glob("*.json"))
    assert len(written) == 1 and str(written[0]) in scene.notice
    assert json.loads(written[0].read_text()) == transcript
    assert cli(["replay", str(written[0])]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["transcript_sha256"] == moves_sha256(transcript["moves"])


def test_replay_from_the_results_screen_and_back(app):
    table = TableScene(app, "origami", 2, ["human", "random"], seed=3, save=False)
    rng = Rng(3)
    while not table.state.is_over:
        table.play(rng.choice(table.state.legal_moves()))
    results = ResultsScene(app, table)
    start(app, results)
    results.timer = 1.0
    labels = [item.label() for item in results.menu.items]
    assert "Watch the replay" in labels
    results.menu.focus = labels.index("Watch the replay")
    press(app, Action.CONFIRM)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene) and viewer.moves_all == table.moves_json
    assert viewer.chosen == 0                    # through the human's eyes
    press(app, Action.BACK)
    assert app.stack.top is results


def test_replay_is_never_kept_nor_counted(app):
    """Watching a replay to its end records nothing: only games people play are kept."""
    watched = []
    app.match_watchers.append(watched.append)
    app.settings.anim_speed = 0
    scene = ReplayScene(app, transcript_of("animimix", 1), seats=["human", "easy", "easy"])
    start(app, scene)
    play_to_end(app, scene, 400)
    assert scene.at_end and watched == [] and app.replays.entries() == []


def test_replay_of_a_bad_file_is_one_line_and_a_non_zero_exit(tmp_path, capsys):
    import main
    from game.__main__ import main as cli
    bad = {
        "missing.json": None,
        "broken.json": '{"game": "origami", "players": 3,',
        "field.json": json.dumps({"game": "origami", "players": 3, "moves": []}),
        "illegal.json": json.dumps({"game": "origami", "players": 3, "seed": 1,
                                    "moves": [["take", "no-such-card"]]}),
        "game.json": json.dumps({"game": "chess", "players": 2, "seed": 1, "moves": []}),
    }
    for name, content in bad.items():
        path = tmp_path / name
        if content is not None:
            path.write_text(content)
        code = main.main(["--replay", str(path), "--headless", "--save-dir", str(tmp_path / "d")])
        err = capsys.readouterr().err.strip()
        assert code != 0 and err.startswith("menagerie: error: ")
        assert len(err.splitlines()) == 1 and "Traceback" not in err and str(path) in err
        assert cli(["replay", str(path)]) != 0          # the same words as the CLI's
        cli_err = capsys.readouterr().err.strip()
        assert err.split(str(path), 1)[1] == cli_err.split(str(path), 1)[1]


def test_replay_option_opens_the_viewer(tmp_path):
    import main
    path = tmp_path / "t.json"
    path.write_text(json.dumps(transcript_of("high_society", 2)))
    opts = main.options_from_args(["--replay", str(path), "--headless", "--frames", "5"])
    from scenes.shell.app import App
    app = App(opts)
    try:
        scene = app.first_scene()
        assert isinstance(scene, ReplayScene) and scene.total == len(opts.replay["moves"])
    finally:
        app.shutdown()
    with pytest.raises(main.UsageError):
        main.options_from_args(["--replay", str(path), "--demo"])
