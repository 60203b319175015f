"""The results: by place, the winner first; no confirm in the screen's first half second."""

from __future__ import annotations

import pytest

from game import load_game
from game.rng import Rng
from scenes.shell.input import Action, ActionEvent
from scenes.menus.results import CONFIRM_GUARD, ResultsScene, places
from scenes.table.table import TableScene

from scene_helpers import running_app, start, step


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, lang="en")


def finished(app, game_id: str, players: int, seed: int) -> TableScene:
    table = TableScene(app, game_id, players, ["random"] * players, seed=seed, save=False)
    rng = Rng(seed)
    while not table.state.is_over:
        table.state.apply(rng.choice(table.state.legal_moves()))
    return table


def test_the_winner_comes_first_even_with_fewer_points():
    """High Society, deal 12 at 3 players: seat 1 has 56 points but, tied poorest, is out;
    seat 2 wins with 4. By score alone the winner came last."""
    game = load_game("high_society")
    state = game.new_game(3, 12, game.resolve_options({}, 3))
    rng = Rng(12)
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()))
    scores, winners = state.scores(), state.winners()
    assert scores == [11, 56, 4] and winners == [2]
    assert places(state, "high_society", scores, winners) == [2, 1, 0]


@pytest.mark.parametrize("game_id", ["animalia", "origami", "animimix"])
def test_places_agree_with_the_winners(game_id):
    game = load_game(game_id)
    for seed in range(1, 6):
        state = game.new_game(3, seed, game.resolve_options({}, 3))
        rng = Rng(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_moves()))
        order = places(state, game_id, state.scores(), state.winners())
        assert set(order[:len(state.winners())]) == set(state.winners())


def test_a_confirm_in_the_first_half_second_is_ignored(app):
    table = finished(app, "origami", 2, 3)
    results = ResultsScene(app, table)
    start(app, results)
    results.action(ActionEvent(Action.CONFIRM))          # Enter still held from the sheet
    step(app)
    assert app.stack.top is results
    while results.timer < CONFIRM_GUARD:
        step(app)
    results.action(ActionEvent(Action.CONFIRM))          # "Play again", on purpose
    step(app)
    assert app.stack.top is not results and app.stack.top.name == "table"


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_row_s_name_and_detail_never_overlap(app, scale, monkeypatch):
    """At 150 % text the name and "money left 0" were drawn over each other: a row too
    low for both on two lines puts them on one."""
    import pygame
    from scenes.ui import TextCache
    app.settings.text_scale = app.text.scale = scale
    table = finished(app, "high_society", 5, 2)
    scene = ResultsScene(app, table)
    start(app, scene)
    drawn = []
    original = TextCache.blit
    monkeypatch.setattr(TextCache, "blit", lambda cache, surface, line, *a, **k: drawn.append(
        (line, original(cache, surface, line, *a, **k))) or drawn[-1][1])
    scene.draw(pygame.Surface((1920, 1080)))
    names = {table.seat_name(s) for s in range(5)}
    rows = [rect for line, rect in drawn if line in names]
    details = [rect for line, rect in drawn if line.startswith(scene.details[0][:5])]
    assert len(rows) == 5 and len(details) == 5
    assert not any(r.colliderect(d) for r in rows for d in details)


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_the_record_line_keeps_clear_of_the_winner_s_line(app, scale):
    """At 125 % the record line touched the winner's line."""
    import pygame
    from game.records.statistics import record_line
    from sprites import textfit
    app.settings.text_scale = app.text.scale = scale
    table = finished(app, "origami", 2, 3)
    results = ResultsScene(app, table)
    results.record = ("origami", "medium", 12, 7)
    said = record_line(results.record, app.lang)
    with textfit.recording(app.text) as drawn:
        results._draw_head(pygame.Surface((1920, 1080)))
    rects = {b.line: b.rect for b in drawn}
    record, winner = rects[said], list(rects.values())[1]      # (the game's name first)
    assert record.top >= winner.bottom - 8       # (their blank leading may touch)
    assert record.bottom <= 280 + 8              # above the first row
