"""Each tutorial played to its end with real input events, wrong moves, other devices."""

from __future__ import annotations

import pytest

from game import GAME_IDS
from scenes.shell.script import parse_script
from scenes.tutorial import targets
from scenes.tutorial.scene import TryItScene, TutorialScene
from scenes.tutorial.script import load_script, script_path
from tutorial_drive import MAX_ACTIONS, Driver, click, make_app, start, step

DEVICES = {"animalia": "keyboard", "high_society": "pad", "animimix": "pad", "origami": "keyboard"}


def lesson(app, game_id: str) -> TutorialScene:
    """A tutorial scene for the game, alone on the app's stack."""
    scene = TutorialScene(app, load_script(script_path(game_id)))
    start(app, scene)
    return scene


def lesson_seconds(script, lang: str, frames: int) -> float:
    """A lesson's length for a first-timer: the table's own time (animations, the
    opponents' moves), reading at 200 words a minute, and 4 s to find each move."""
    texts = [s.caption for s in script.steps] + [s.done for s in script.steps if s.done]
    words = sum(len(t.get(lang).split()) for t in texts + [script.try_it])
    moves = sum(1 for s in script.steps if s.is_move)
    return frames / 60 + words / 3.3 + 4 * moves


def check_highlights(scene: TutorialScene) -> None:
    """Every highlight of the step on screen is found on the table."""
    step_ = scene.step
    if step_ is None:
        return
    for name in step_.highlight:
        assert targets.resolve(scene, name), f"{scene.script.path.name}: {step_.id}: {name} is not on the table"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_tutorial_plays_to_the_try_it_game_and_replays_from_a_script(tmp_path, game_id):
    app = make_app(tmp_path / "a", lang="fr")
    scene = lesson(app, game_id)
    driver = Driver(app, scene, DEVICES[game_id])
    seen = []

    for _ in range(MAX_ACTIONS):
        if app.stack.top is not scene:
            break
        driver.settle()
        if app.stack.top is not scene:
            break
        check_highlights(scene)
        if not scene.at_end:
            assert scene._caption_lines()[1] in (scene.step.caption.get("fr"), scene.step.done.get("fr") if scene.step.done else "")
        seen.append(scene.index)
        driver.press("confirm") if scene.reading() else driver.right_move()
    step(app, 2)
    game = app.stack.top
    assert isinstance(game, TryItScene) and game.game.id == game_id
    assert game.seats[scene.script.human] == "human"
    assert {s for i, s in enumerate(game.seats) if i != scene.script.human} == {"easy"}
    assert sorted(set(seen)) == list(range(len(scene.script.steps) + 1))
    assert scene.wrong_moves == 0
    assert (tmp_path / "a" / "tutorials.json").exists()
    assert lesson_seconds(scene.script, "fr", app.frame) <= 180, "about 3 minutes at most"

    # The same presses, as a --script file would give them, replay the same lesson.
    replay = make_app(tmp_path / "b", lang="fr", script=parse_script(driver.entries, "recorded"))
    again = lesson(replay, game_id)
    step(replay, app.frame + 5)
    assert isinstance(replay.stack.top, TryItScene)
    assert again.moves_json == scene.moves_json


def _wrong_move(scene):
    """A legal move the lesson's step does not accept, or None."""
    return next((m for m in scene.state.legal_moves() if not scene.step.accepts(m)), None)


def _focus_leads_to_the_lesson(scene) -> bool:
    steps = scene.aim.next_steps()
    return any(scene.step.accepts(m) for m in steps.get(scene.aim.focus.step, ()))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_wrong_move_at_every_step_is_refused_and_the_lesson_goes_on(tmp_path, game_id):
    app = make_app(tmp_path, lang="en")
    app.settings.anim_speed = 0.0       # the same steps, without the flights between
    scene = lesson(app, game_id)
    driver = Driver(app, scene, "keyboard")
    tried = moves = 0
    for _ in range(MAX_ACTIONS):
        if app.stack.top is not scene:
            break
        driver.settle()
        if app.stack.top is not scene:
            break
        index, done = scene.index, list(scene.moves_json)
        view = scene.state.observe(scene.script.human)
        if scene.reading():
            for name in ("down", "hint"):            # nothing to pick: nothing happens
                driver.press(name)
            assert scene.index == index and scene.moves_json == done
            driver.press("confirm")
            continue
        moves += 1
        wrong = _wrong_move(scene)
        if wrong is not None:
            driver.make(wrong)
            tried += 1
            assert scene.moves_json == done, "a wrong move must not be applied"
            assert scene.state.observe(scene.script.human) == view
            assert scene.index == index and scene.correction
            assert scene.wrong_moves == tried
            driver.settle()
            assert scene.expecting() and scene.aim is not None and not scene.aim.tree.chosen
        driver.right_move()
        assert scene.correction == ""
    assert isinstance(app.stack.top, TryItScene)
    assert tried >= moves - 3, f"only {tried} of {moves} move steps offered a wrong move"


def test_mouse_touch_and_pad_all_work(tmp_path):
    app = make_app(tmp_path, lang="en")
    scene = lesson(app, "high_society")
    driver = Driver(app, scene, "pad")
    driver.settle()
    click(app, scene.continue_rect.center)                    # mouse on the caption
    step(app)
    driver.settle()
    assert scene.index == 1
    click(app, scene.continue_rect.center, touch=True)         # a finger tap
    step(app)
    driver.settle()
    assert scene.index == 2 and scene.expecting()
    wrong = targets.resolve(scene, "money:25")[0]
    click(app, wrong.center)                                   # clicking the 25: refused
    step(app)
    assert scene.moves_json == [] and scene.correction
    driver.settle()
    four = targets.resolve(scene, "money:4")[0]                # its visible strip
    click(app, four.center)                                    # the 4, under the 6: right
    step(app)
    assert scene.moves_json == [["add", 4]]
    driver.settle()
    driver.press("hint")                                       # pad Y: the hint
    assert "Stand" in scene.hint
    assert _focus_leads_to_the_lesson(scene)
    driver.press("confirm")                                    # pad A on the focused card
    assert scene.moves_json[-1] == ["stand"]


def test_the_try_it_game_gives_hints(tmp_path):
    app = make_app(tmp_path, lang="en")
    scene = lesson(app, "high_society")
    scene.index = len(scene.script.steps)                      # straight to the end panel
    step(app)
    Driver(app, scene).press("confirm")
    step(app)
    game = app.stack.top
    assert isinstance(game, TryItScene)
    for _ in range(900):
        if game.hint:
            break
        step(app)
    assert game.hint.startswith("Hint")


def test_pause_menu_and_leaving(tmp_path):
    app = make_app(tmp_path, lang="en")
    scene = lesson(app, "origami")
    driver = Driver(app, scene)
    driver.settle()
    driver.press("back")
    step(app)
    assert app.stack.top.name == "pause"
    driver.press("back")
    step(app)
    assert app.stack.top is scene and scene.index == 0


def test_cards_and_cells_can_be_clicked(tmp_path):
    """Animimix's action B with the mouse: a hand card, then the highlighted cell."""
    app = make_app(tmp_path, lang="en")
    scene = lesson(app, "animimix")
    driver = Driver(app, scene)
    for _ in range(len(scene.script.steps)):
        driver.settle()
        if scene.step.id == "action_b":
            break
        driver.press("confirm") if scene.reading() else driver.right_move()
    assert scene.step.id == "action_b" and scene.expecting()
    click(app, targets.resolve(scene, "cell:3,1")[0].center)   # a cell before a card: nothing
    step(app)
    wolf = targets.resolve(scene, "hand:wolf")[0]
    click(app, wolf.center)
    step(app)
    assert scene.aim.tree.chosen == [("hand", "wolf")]
    click(app, targets.resolve(scene, "cell:2,1")[0].center)   # the wrong cell: refused
    step(app)
    assert scene.correction and len(scene.moves_json) == 3
    driver.settle()
    click(app, wolf.center)
    step(app)
    click(app, targets.resolve(scene, "cell:0,1")[0].center)
    step(app)
    assert scene.moves_json[3] == ["swap", 0, 1, "wolf"]
