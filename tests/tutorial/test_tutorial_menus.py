"""Seen-tutorials memory, the Learn to play menu and the first-time offer."""

from __future__ import annotations

import pygame
import pytest

from game import load_game
from scenes.menus.legend import LegendScene
from scenes.tutorial import (LearnMenuScene, OfferScene, TryItScene, TutorialScene, has_seen,
                             mark_seen, offer_or_start, open_tutorial)
from tutorial_drive import Driver, make_app, start, step


def test_seen_is_remembered_per_game(tmp_path):
    assert not has_seen(tmp_path, "origami")
    assert mark_seen(tmp_path, "origami")
    assert has_seen(tmp_path, "origami") and not has_seen(tmp_path, "animalia")
    assert mark_seen(tmp_path, "animalia")
    assert has_seen(tmp_path, "origami") and has_seen(tmp_path, "animalia")


def test_a_damaged_seen_file_counts_as_nothing_seen(tmp_path):
    (tmp_path / "tutorials.json").write_text("{not json", encoding="utf-8")
    assert not has_seen(tmp_path, "origami")
    assert mark_seen(tmp_path, "origami") and has_seen(tmp_path, "origami")
    (tmp_path / "tutorials.json").write_text('{"seen": "origami"}', encoding="utf-8")
    assert not has_seen(tmp_path, "origami")


def test_an_unwritable_folder_is_reported_not_raised(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    assert mark_seen(blocker, "origami") is False


def test_learn_menu_opens_each_game(tmp_path):
    app = make_app(tmp_path, lang="en")
    menu = LearnMenuScene(app)
    start(app, menu)
    ids = [g.id for g in menu.games]
    for index, game_id in enumerate(ids):
        start(app, menu)
        menu.menu.focus = index
        Driver(app, menu).press("confirm")
        step(app)
        legend, lesson = app.stack.top, app.stack.scenes[-2]     # the signs' legend first
        assert isinstance(legend, LegendScene) and legend.game_id == game_id
        assert isinstance(lesson, TutorialScene) and lesson.game.id == game_id
    start(app, LearnMenuScene(app))
    step(app)
    assert "√" not in app.stack.top._label(load_game("origami"))   # opened, not done
    from scenes.tutorial.progress import mark_done
    assert mark_done(app.data_dir, "origami")                       # the end of the lesson
    assert "√" in app.stack.top._label(load_game("origami"))   # the font's tick (no ✓ glyph)


def test_play_now_ticks_no_lesson(tmp_path):
    """"Play now" on the first-game offer used to tick the lesson as done."""
    app = make_app(tmp_path, lang="en")
    game = load_game("high_society")
    offer_or_start(app, game, lambda: None)
    step(app)
    offer = app.stack.top
    Driver(app, offer).press("down")                    # "Play now"
    Driver(app, offer).press("confirm")
    step(app)
    menu = LearnMenuScene(app)
    assert has_seen(tmp_path, "high_society")           # not offered again
    assert not any("✓" in menu._label(g) for g in menu.games)


def test_first_pick_offers_the_lesson_then_never_again(tmp_path):
    app = make_app(tmp_path, lang="fr")
    started = []
    start(app, LearnMenuScene(app))                     # something under the offer
    game = load_game("animimix")
    offer_or_start(app, game, lambda: started.append(game.id))
    step(app)
    offer = app.stack.top
    assert isinstance(offer, OfferScene) and has_seen(tmp_path, "animimix")
    Driver(app, offer).press("down")                    # "Play now"
    Driver(app, offer).press("confirm")
    step(app)
    assert started == ["animimix"]
    offer_or_start(app, game, lambda: started.append("again"))
    step(app)
    assert started == ["animimix", "again"] and not isinstance(app.stack.top, OfferScene)

    other = load_game("origami")
    offer_or_start(app, other, lambda: started.append("no"))
    step(app)
    Driver(app, app.stack.top).press("confirm")         # "Learn to play first"
    step(app)
    assert isinstance(app.stack.top, LegendScene)       # over the lesson, which waits
    Driver(app, app.stack.top).press("confirm")
    step(app)
    assert isinstance(app.stack.top, TutorialScene) and app.stack.top.game.id == "origami"


def test_open_tutorial_reports_a_broken_script(tmp_path, monkeypatch):
    app = make_app(tmp_path, lang="en")
    from scenes.tutorial import script as script_module
    broken = tmp_path / "origami.toml"
    broken.write_text('game = "origami"\nplayers = 9\n', encoding="utf-8")
    monkeypatch.setattr(script_module, "script_path", lambda game_id: broken)
    assert open_tutorial(app, "origami") is False
    assert "origami.toml, field 'players'" in app.message
    step(app)
    assert not isinstance(app.stack.top, TutorialScene)
    good = script_module.game_folder("origami") / "tutorial.toml"
    broken.write_text(good.read_text(encoding="utf-8").replace(
        'after = [["take", "crab"], ["take", "dolphin"]]', 'after = [["take", "shark"]]'), encoding="utf-8")
    assert open_tutorial(app, "origami") is False
    assert "step 8 ('fox_discard'), field 'after[0]'" in app.message


def test_try_it_is_a_real_saved_game(tmp_path):
    app = make_app(tmp_path, lang="en")
    assert open_tutorial(app, "origami")
    step(app)
    scene = app.stack.top
    scene.index = len(scene.script.steps)
    scene.start_try_it()
    step(app)
    game = app.stack.top
    assert isinstance(game, TryItScene) and game.save_enabled and 1 <= game.seed < 999_999


@pytest.mark.parametrize("game_id", ["origami", "animalia", "high_society", "animimix"])
def test_the_focus_starts_on_the_lessons_move(tmp_path, game_id):
    """The Origami lesson asked for the Fox with the focus on "Take from the line"."""
    app = make_app(tmp_path, lang="en")
    assert open_tutorial(app, game_id)
    app.stack.apply_pending()
    lesson = app.stack.top
    for _ in range(600):
        step(app)
        if lesson.picker is not None and lesson.expecting():
            break
        if lesson.reading():
            lesson.advance()
    steps = lesson.aim.next_steps()
    assert any(lesson.step.accepts(m) for m in steps[lesson.aim.focus.step])


def test_the_offer_speaks_well_formed_french(tmp_path, monkeypatch):
    """« Première partie de Animalia ? » read badly: French elides to « d'Animalia »."""
    app = make_app(tmp_path, lang="fr")
    offer = OfferScene(app, load_game("animalia"), lambda: None)
    drawn: list = []
    real = app.text.blit
    monkeypatch.setattr(app.text, "blit", lambda surface, line, *a, **k: (
        drawn.append(line), real(surface, line, *a, **k))[1])
    offer.draw(pygame.Surface((1920, 1080)))
    assert "Première partie d'Animalia ?" in drawn
