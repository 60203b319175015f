"""The scoring sheet is rendered ahead, during the table's end pause, so that opening it
is an ordinary frame: its first frame finds every text and panel in the caches."""

from __future__ import annotations

import pytest

from game import GAME_IDS
from game.rng import Rng
from scenes import ui
from scenes.scoring import ScoringScene
from scenes.table import TableScene

from scene_helpers import make_app, start, step


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, lang="fr")
    yield app
    app.shutdown()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_sheet_opens_with_everything_already_rendered(app, game_id, monkeypatch):
    new = []           # per sheet frame drawn: (texts, panels) rendered for the first time
    plain_draw = ScoringScene.draw

    def draw(scene, surface):
        texts, panels = set(app.text.cache), set(ui._PANELS)
        plain_draw(scene, surface)
        new.append((set(app.text.cache) - texts, set(ui._PANELS) - panels))

    monkeypatch.setattr(ScoringScene, "draw", draw)
    players = 6 if game_id == "animimix" else 4
    table = TableScene(app, game_id, players, ["random"] * players, seed=5)
    start(app, table)
    rng = Rng(9)
    while not table.state.is_over:
        table.play(rng.choice(table.state.legal_moves()))
    for _ in range(600):
        step(app)
        if isinstance(app.stack.top, ScoringScene):
            break
    step(app, 60)                              # its first lines come in
    assert new, "the sheet was never drawn"
    texts, panels = new[0]
    assert not texts, f"texts first rendered when the sheet opens: {sorted(k[0] for k in texts)}"
    assert not panels, "panels first drawn when the sheet opens"
    late = [k[0] for texts, _ in new[1:] for k in texts if not k[0].lstrip("+−-").isdigit()]
    assert not late, f"texts first rendered as its lines come in: {late}"
