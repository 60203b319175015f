"""The scoring scene and its tally: totals end at the engine's scores, pacing, skip, demo."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game import GAME_IDS, load_game
from game.rng import Rng
from scenes.menus.results import ResultsScene
from scenes.menus.results import CONFIRM_GUARD
from scenes.menus.scoring import COUNT, LINE_TIME, ScoringScene
from game.match.tally import Step, delta_text, points_text, tally, totals
from scenes.table.table import TableScene

from scene_helpers import DT, key, make_app, start, step, wait

SEEDS = range(12)
CASES = [(game_id, players) for game_id in GAME_IDS
         for players in range(load_game(game_id).min_players, load_game(game_id).max_players + 1)]


@pytest.fixture
def shots(tmp_path) -> Path:
    """Where the screenshots go: MENAGERIE_SCORING_SHOTS to keep them, else the test's
    own temporary folder."""
    folder = Path(os.environ.get("MENAGERIE_SCORING_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def play_out(state, seed: int) -> None:
    """Play a state to its end with seeded random legal moves."""
    rng = Rng(seed ^ 0x5C0)
    while not state.is_over:
        state.play(rng.choice(state.legal_moves()))


def finished_table(app, game_id: str, players: int, seed: int, demo=None) -> TableScene:
    """A table whose game has been played to the end by random moves."""
    if demo is not None:
        from scenes.demo import DemoTable
        table = DemoTable(app, game_id, players, ["random"] * players, seed, cycle=demo)
    else:
        table = TableScene(app, game_id, players, ["random"] * players, seed=seed, save=False)
    play_out(table.state, seed)
    return table


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, lang="en")
    yield app
    app.shutdown()


# -- the tally ------------------------------------------------------------------------
@pytest.mark.parametrize("game_id,players", CASES)
def test_running_totals_end_at_the_engine_scores(game_id: str, players: int) -> None:
    game = load_game(game_id)
    for seed in SEEDS:
        state = game.new_game(players, seed)
        play_out(state, seed)
        steps = tally(state, game_id, lambda seat: f"P{seat + 1}")
        assert totals(steps, players) == state.scores(), (game_id, players, seed)
        assert steps and all(step.text("en") and step.text("fr") for step in steps)
        assert all(0 <= seat < players for step in steps for seat in step.seats)
        assert set(steps[-1].winners) <= set(state.winners())


def test_high_society_puts_the_poorest_out_before_counting() -> None:
    game = load_game("high_society")
    seen_out = False
    for seed in range(40):
        state = game.new_game(4, seed)
        play_out(state, seed)
        steps = tally(state, "high_society", str)
        out, winners = state.outcome()
        assert steps[0].cells == {s: str(m) for s, m in enumerate(state.money_left())}
        assert set(steps[1].out) == {s for s in range(4) if out[s]}
        assert not any(step.deltas for step in steps[:2])
        assert steps[-1].winners == tuple(winners)
        seen_out |= any(out)
    assert seen_out


def test_the_tally_reads_only_what_the_end_reveals() -> None:
    """Two states with the same final observe(None) give the same tally."""
    game = load_game("animimix")
    state = game.new_game(3, 5)
    play_out(state, 5)
    world = state.determinize(None, Rng(1))     # re-deals only what no one has seen
    assert world.observe(None) == state.observe(None)
    lines = lambda s: [(x.text("en"), x.deltas, x.cells) for x in tally(s, "animimix", str)]  # noqa: E731
    assert lines(world) == lines(state)


def test_animimix_shows_the_counts_behind_each_majority(app) -> None:
    """The sheet said "+8" per species but not the face-down cards that decided it:
    each species' line now carries every seat's count, the holders' the largest, and
    the sheet draws them."""
    game = load_game("animimix")
    for seed in range(6):
        state = game.new_game(3, seed)
        play_out(state, seed)
        final = state.observe(None)
        for line in tally(state, "animimix", str)[:-1]:
            counts = {seat: int(line.count(seat, "en")) for seat in range(3)}
            name = next(k for k in final["species"] if line.text("en").startswith(
                catalog_name(k)))
            assert counts == {seat: final["seats"][seat]["hidden"].get(name, 0)
                              + final["seats"][seat]["taken"].get(name, 0) for seat in range(3)}
            if line.deltas:
                assert {counts[s] for s in line.deltas} == {max(counts.values())}
    table = finished_table(app, "animimix", 3, 1)
    app.settings.anim_speed = 0.0
    start(app, ScoringScene(app, table))
    drawn = []
    original = app.text.blit
    app.text.blit = lambda surface, line, *a, **k: drawn.append(line) or original(
        surface, line, *a, **k)
    step(app, 2)
    first = tally(table.state, "animimix", table.seat_name)[0]
    assert all(first.count(seat, "en") in drawn for seat in range(3))


def catalog_name(species: str) -> str:
    from sprites.labels import card_info
    return card_info("animimix", species).name("en")


def test_points_are_written_as_people_write_them() -> None:
    assert [points_text(v) for v in (7, 7.5, 0.5, -1.5, -3, 0)] == [
        "7", "7½", "½", "−1½", "−3", "0"]
    assert [delta_text(v) for v in (12, -5, 0, 2.5)] == ["+12", "−5", "0", "+2½"]


def test_an_unknown_game_gets_one_line_of_scores() -> None:
    state = load_game("origami").new_game(2, 3)
    play_out(state, 3)
    steps = tally(state, "no_such_game", str)
    assert totals(steps, 2) == state.scores() and isinstance(steps[0], Step)


# -- the scene --------------------------------------------------------------------------
def run_until_results(app, frames: int) -> int:
    """Step until ResultsScene is on top; the number of frames it took."""
    for frame in range(frames):
        step(app)
        if isinstance(app.stack.top, ResultsScene):
            return frame + 1
    raise AssertionError(f"still {app.stack.top.name} after {frames} frames")


def test_lines_come_one_by_one_then_the_results(app) -> None:
    app.settings.anim_speed = 1.0
    scene = ScoringScene(app, finished_table(app, "animalia", 4, 3))
    start(app, scene)
    lines = len(scene.steps)
    step(app, round(0.2 / DT))
    assert scene.shown == 0
    step(app, round(LINE_TIME / DT))
    assert scene.shown == 1 and not scene.done
    step(app, round(LINE_TIME / DT))
    assert scene.shown == 2
    partial = scene.running_totals()
    assert partial != totals(scene.steps, 4) or lines <= 2
    step(app, round((lines * LINE_TIME + 1) / DT))
    assert scene.done and scene.shown == lines
    assert scene.running_totals() == scene.table.state.scores()
    wait(app, 30)                      # the finished sheet waits for a confirm, however long
    assert app.stack.top is scene
    key(app, "return", frames=2)
    assert isinstance(app.stack.top, ResultsScene)


def test_a_line_counts_up_to_its_points(app) -> None:
    app.settings.anim_speed = 1.0
    scene = ScoringScene(app, finished_table(app, "animalia", 3, 3))
    index, line = next((i, s) for i, s in enumerate(scene.steps)
                       if any(abs(p) >= 4 for p in s.deltas.values()))
    seat, points = next((seat, p) for seat, p in line.deltas.items() if abs(p) >= 4)
    start(app, scene)
    seen = []
    while scene.progress(index) < 1:
        step(app)
        if scene.shown > index:
            seen.append(scene.counted(index, points))
    assert seen[0] != points and seen[-1] == points              # ticks up, ends exact
    assert sorted(seen, key=abs) == seen and len(set(seen)) >= 3
    assert scene.counted(index, points) == points
    assert len(seen) * DT <= COUNT * LINE_TIME + 0.1


def test_instant_speed_counts_nothing_up(app) -> None:
    app.settings.anim_speed = 0.0
    scene = ScoringScene(app, finished_table(app, "high_society", 4, 3))
    start(app, scene)
    step(app)
    assert all(scene.counted(i, p) == p for i, s in enumerate(scene.steps)
               for p in s.deltas.values())
    assert scene.running_totals() == scene.table.state.scores()


def test_confirm_skips_to_the_end_then_moves_on(app) -> None:
    app.settings.anim_speed = 0.5
    scene = ScoringScene(app, finished_table(app, "high_society", 5, 8))
    start(app, scene)
    step(app, 3)
    key(app, "return")                            # a key held from the table: ignored
    assert not scene.done
    step(app, round(CONFIRM_GUARD / DT))
    key(app, "return")
    assert scene.done and scene.shown == len(scene.steps)
    assert scene.running_totals() == scene.table.state.scores()
    step(app, 10)
    assert app.stack.top is scene                 # the finished tally waits a little
    key(app, "return", frames=2)
    assert isinstance(app.stack.top, ResultsScene)


def test_a_click_skips_too(app) -> None:
    from scenes.shell.input import PointerEvent
    app.settings.anim_speed = 1.0
    scene = ScoringScene(app, finished_table(app, "origami", 3, 4))
    start(app, scene)
    step(app, round(CONFIRM_GUARD / DT) + 1)
    scene.pointer(PointerEvent("down", (960, 540)))
    assert scene.done
    scene.pointer(PointerEvent("down", (960, 540)))
    step(app)
    assert isinstance(app.stack.top, ResultsScene)


def test_instant_speed_shows_everything_at_once(app) -> None:
    app.settings.anim_speed = 0.0
    scene = ScoringScene(app, finished_table(app, "animimix", 6, 2))
    start(app, scene)
    step(app)
    assert scene.done and scene.shown == len(scene.steps)
    assert scene.running_totals() == scene.table.state.scores()
    wait(app, 10)
    assert app.stack.top is scene                 # no moving on by itself


def test_scrolling_back_waits_for_confirm(app, shots) -> None:
    app.settings.anim_speed = 0.0
    tables = (finished_table(app, "origami", 4, seed) for seed in range(40))
    scene = next(s for s in (ScoringScene(app, t) for t in tables)
                 if len(s.steps) > s.metrics()[1])
    visible = scene.metrics()[1]
    start(app, scene)
    step(app)
    assert scene.scroll == len(scene.steps) - visible       # the newest line in view
    key(app, "up")
    wait(app, 5)
    assert app.stack.top is scene and scene.scroll < len(scene.steps) - visible
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)
    pygame.image.save(surface, str(shots / "origami_4p_scrolled.png"))
    key(app, "return", frames=2)
    assert isinstance(app.stack.top, ResultsScene)


def test_the_demo_runs_on_its_own_and_any_input_stops_it(app) -> None:
    from scenes.demo import DemoCycle
    from scenes.menus.title import TitleScene
    app.settings.anim_speed = 1.0
    cycle = DemoCycle(["animalia", "origami"], seed=3)
    scene = ScoringScene(app, finished_table(app, "animalia", 3, 3, demo=cycle))
    start(app, scene)
    lines = len(scene.steps)
    frames = run_until_results(app, round((lines * LINE_TIME + 4) / DT))
    assert frames * DT < lines * LINE_TIME + 3     # brisker than a real game, and on its own
    scene = ScoringScene(app, finished_table(app, "animalia", 3, 3, demo=cycle))
    start(app, scene)
    step(app, 5)
    key(app, "x", frames=2)                      # Peek: any button will do
    assert isinstance(app.stack.top, TitleScene)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_screenshot_at_the_largest_table(app, shots, game_id: str) -> None:
    players = load_game(game_id).max_players
    app.settings.anim_speed = 1.0
    app.settings.lang = "fr" if game_id in ("high_society", "origami") else "en"
    seed = 11
    if game_id == "high_society":      # a deal where the poorest are out, to see them
        seed = next(s for s in range(11, 200)
                    if any(finished_table(app, game_id, players, s).state.outcome()[0]))
    scene = ScoringScene(app, finished_table(app, game_id, players, seed))
    start(app, scene)
    surface = pygame.Surface((1920, 1080))
    step(app, round((LINE_TIME * 3 + 0.2) / DT))         # mid-tally: a line counting up
    scene.draw(surface)
    pygame.image.save(surface, str(shots / f"{game_id}_{players}p_mid.png"))
    key(app, "return")
    scene.draw(surface)
    pygame.image.save(surface, str(shots / f"{game_id}_{players}p.png"))
    colours = {surface.get_at((x, y))[:3] for x in range(0, 1920, 37) for y in range(0, 1080, 23)}
    assert len(colours) > 4, "the scoring screen is blank"
    assert scene.columns()[0] >= 0 and scene.seat_x(players - 1) < 1920
