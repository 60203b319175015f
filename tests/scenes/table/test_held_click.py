"""A click made while the table still deals is not lost: the cards land at once and the
click is played when the turn opens (four clicks in the first 3 s of a table were
dropped under load)."""

from __future__ import annotations

from scenes.shell.input import PointerEvent
from game.match.steps import visible_point
from scenes.table.table import TableScene

from scene_helpers import make_app, start, step


def table(app) -> TableScene:
    scene = TableScene(app, "animimix", 2, ["human", "random"], seed=3)
    scene.save_enabled = False
    start(app, scene)
    return scene


def test_a_click_during_the_deal_is_played_when_the_turn_opens(tmp_path):
    app = make_app(tmp_path, lang="en")
    try:
        first = table(app)
        for _ in range(2000):
            step(app)
            if first.aim is not None:
                break
        targets, live = first.aim.targets(), first.aim.next_steps()
        index = next(i for i, t in enumerate(targets) if t.step in live
                     and visible_point(targets, i) is not None)
        point, wanted = visible_point(targets, index), targets[index].step

        second = table(app)
        step(app)
        assert second.aim is None and second.layout.busy       # still dealing
        app.dispatch(PointerEvent("up", point))
        step(app, 2)
        assert second.aim is not None, "the click did not open the turn at once"
        assert list(second.aim.tree.chosen) == [wanted], "the click was lost"
    finally:
        app.shutdown()
