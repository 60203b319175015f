"""The scoring sheet is rendered ahead, during the table's end pause, so that opening it
is an ordinary frame: its first frame finds every text and panel in the caches."""

from __future__ import annotations

import pytest

from game import GAME_IDS
from game.rng import Rng
from scenes import ui
from scenes.menus.scoring import ScoringScene
from scenes.table.table import TableScene

from scene_helpers import key, make_app, start, step


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, lang="fr")
    yield app
    app.shutdown()


def to_the_sheet(app, game_id: str, players: int, seed: int, moves_seed: int) -> None:
    """A table of random moves played to its end, then stepped until the sheet shows."""
    table = TableScene(app, game_id, players, ["random"] * players, seed=seed)
    start(app, table)
    rng = Rng(moves_seed)
    while not table.state.is_over:
        table.play(rng.choice(table.state.legal_moves()))
    for _ in range(600):
        step(app)
        if isinstance(app.stack.top, ScoringScene):
            return
    raise AssertionError("the scoring sheet never opened")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_sheet_opens_with_everything_already_rendered(app, game_id, monkeypatch):
    new = []           # per sheet frame drawn: (texts, panels) rendered for the first time
    plain_draw = ScoringScene.draw

    def draw(scene, surface):
        texts, panels = set(app.text.cache), set(ui._PANELS)
        plain_draw(scene, surface)
        new.append((set(app.text.cache) - texts, set(ui._PANELS) - panels))

    monkeypatch.setattr(ScoringScene, "draw", draw)
    to_the_sheet(app, game_id, 6 if game_id == "animimix" else 4, seed=5, moves_seed=9)
    step(app, 60)                              # its first lines come in
    assert new, "the sheet was never drawn"
    texts, panels = new[0]
    assert not texts, f"texts first rendered when the sheet opens: {sorted(k[0] for k in texts)}"
    assert not panels, "panels first drawn when the sheet opens"
    late = [k[0] for texts, _ in new[1:] for k in texts if not k[0].lstrip("+−-").isdigit()]
    assert not late, f"texts first rendered as its lines come in: {late}"


@pytest.mark.parametrize("game_id", ["high_society", "origami"])
def test_the_results_are_rendered_a_piece_a_frame(app, game_id):
    """The scoring sheet renders the results screen while it holds its last line, a row
    a frame: no frame around the change of scene renders many new texts at once."""
    from scenes.menus.results import ResultsScene

    to_the_sheet(app, game_id, 4, seed=6, moves_seed=3)
    per_frame = []
    for _ in range(3000):
        before = set(app.text.cache)
        top = app.stack.top
        if getattr(top, "done", False) and top.hold >= 2.0 and not top.left:
            key(app, "return", frames=0)           # the finished sheet waits for a confirm
        step(app)
        per_frame.append(sorted(k[0] for k in set(app.text.cache) - before))
        if isinstance(app.stack.top, ResultsScene):
            break
    step(app, 2)
    assert isinstance(app.stack.top, ResultsScene)
    worst = max(per_frame, key=len)
    assert len(worst) <= 4, f"one frame rendered {len(worst)} new texts: {worst}"
