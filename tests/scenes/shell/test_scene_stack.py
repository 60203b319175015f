"""The scene stack: lifecycle hooks, deferred changes, transparent overlays."""

from __future__ import annotations

from scenes.shell.stack import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name, log, transparent=False):
        super().__init__(app=None)
        self.name = name
        self.log = log
        self.transparent = transparent
        self.updates = 0

    def enter(self):
        self.log.append((self.name, "enter"))

    def pause(self):
        self.log.append((self.name, "pause"))

    def resume(self):
        self.log.append((self.name, "resume"))

    def exit(self):
        self.log.append((self.name, "exit"))

    def update(self, dt):
        self.updates += 1

    def draw(self, surface):
        surface.append(self.name)


def test_push_pop_replace_call_hooks_in_order():
    log = []
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a)
    stack.apply_pending()
    stack.push(b)
    stack.apply_pending()
    stack.replace(c)
    stack.apply_pending()
    stack.pop()
    stack.apply_pending()
    assert log == [("a", "enter"), ("a", "pause"), ("b", "enter"), ("b", "exit"),
                   ("c", "enter"), ("c", "exit"), ("a", "resume")]
    assert stack.top is a and stack.changes == 4


def test_changes_are_deferred_until_applied():
    log = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    assert stack.top is None and log == []
    assert stack.apply_pending() is True
    assert stack.apply_pending() is False


def test_clear_to_exits_everything():
    log = []
    stack = SceneStack()
    for name in "abc":
        stack.push(Recorder(name, log))
    stack.apply_pending()
    log.clear()
    stack.clear_to(Recorder("t", log))
    stack.apply_pending()
    assert log == [("c", "exit"), ("b", "exit"), ("a", "exit"), ("t", "enter")]
    assert len(stack) == 1


def test_only_top_updates_and_draw_starts_at_topmost_opaque():
    log = []
    stack = SceneStack()
    a, b = Recorder("a", log), Recorder("b", log)
    over1, over2 = Recorder("o1", log, transparent=True), Recorder("o2", log, transparent=True)
    for scene in (a, b, over1, over2):
        stack.push(scene)
    stack.apply_pending()
    drawn: list = []
    stack.draw(drawn)
    assert drawn == ["b", "o1", "o2"]
    stack.update(1 / 60)
    assert (a.updates, b.updates, over1.updates, over2.updates) == (0, 0, 0, 1)


def test_pop_on_empty_stack_is_harmless():
    stack = SceneStack()
    stack.pop()
    stack.apply_pending()
    assert stack.top is None


def test_input_after_a_stack_change_waits_for_the_next_frame(tmp_path):
    from scenes.shell.input import Action, ActionEvent
    from scenes.menus.newgame import NewGameScene
    from scenes.menus.title import TitleScene
    from scene_helpers import make_app, start, step
    app = make_app(tmp_path)
    try:
        start(app, TitleScene(app))
        app.stack.push(NewGameScene(app))
        app.stack.apply_pending()
        app.dispatch(ActionEvent(Action.BACK))
        app.dispatch(ActionEvent(Action.BACK))      # same frame: must not pop the title
        step(app)
        assert [s.name for s in app.stack.scenes] == ["title"]
    finally:
        app.shutdown()
