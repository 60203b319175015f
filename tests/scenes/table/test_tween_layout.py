"""Tweens (easing, chaining, instant speed) and layout helpers."""

from __future__ import annotations

import pygame
import pytest

from sprites import layout
from sprites.tween import EASINGS, Tween, Tweener


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easings_start_at_0_and_end_at_1(name):
    ease = EASINGS[name]
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9)
    assert ease(1.0) == pytest.approx(1.0, abs=1e-9)


def test_tween_moves_an_frect_and_calls_back():
    rect = pygame.FRect(0, 0, 10, 10)
    done = []
    tweener = Tweener()
    tweener.to(rect, 1.0, "linear", on_done=lambda: done.append(1), x=100.0)
    tweener.step(0.25)
    assert rect.x == pytest.approx(25.0) and tweener.busy
    tweener.step(1.0)
    assert rect.x == pytest.approx(100.0) and done == [1] and not tweener.busy


def test_chained_tweens_run_in_order_with_delay():
    point = {"x": 0.0, "y": 0.0}
    tweener = Tweener()
    first = tweener.to(point, 0.5, "linear", x=10.0)
    first.then(Tween(point, {"y": 5.0}, 0.5, "linear", delay=0.5))
    tweener.step(0.5)
    assert point == {"x": 10.0, "y": 0.0}
    tweener.step(0.5)
    assert point["y"] == 0.0            # still in its delay
    tweener.step(0.25)
    assert point["y"] == pytest.approx(2.5)


def test_instant_speed_finishes_whole_chains_at_once():
    point = {"x": 0.0}
    tweener = Tweener()
    tweener.to(point, 2.0, x=1.0).then(Tween(point, {"x": 3.0}, 2.0))
    tweener.step(1 / 60, speed=0.0)
    assert point["x"] == 3.0 and not tweener.busy


def test_letterbox_and_window_mapping():
    assert layout.letterbox((1920, 1080)) == pygame.Rect(0, 0, 1920, 1080)
    assert layout.letterbox((1280, 1024)) == pygame.Rect(0, 152, 1280, 720)
    assert layout.window_to_logical((640, 152), (1280, 1024)) == (960.0, 0.0)


def test_row_overlaps_to_fit_and_fan_is_symmetric():
    rects = layout.row(10, 100, 140, (960, 500), gap=10, max_width=600)
    assert rects[0].left == pytest.approx(660) and rects[-1].right == pytest.approx(1260)
    fan = layout.fan(5, (960, 900))
    assert fan[2][:2] == (960, 900) and fan[0][2] == -fan[4][2]


@pytest.mark.parametrize("count", range(2, 7))
def test_seats_around_puts_the_viewer_at_the_bottom_and_does_not_overlap(count):
    bounds = pygame.Rect(0, 0, 1400, 1000)
    rects = layout.seats_around(count, bounds, bottom_seat=1)
    assert rects[1].bottom == pytest.approx(1000)
    for i in range(count):
        assert bounds.contains(rects[i])
        for j in range(i + 1, count):
            assert not rects[i].colliderect(rects[j])


def test_rules_texts_exist_in_both_languages_with_house_rules_marked():
    from game import GAME_IDS, load_game
    from game.i18n import option_help
    from scenes.menus.rules import rules_entries
    for game_id in GAME_IDS:
        game = load_game(game_id)
        for lang in ("fr", "en"):     # the page's (line, is_house_rule), not its pictures
            lines = [entry for entry in rules_entries(game, lang) if isinstance(entry, tuple)]
            assert len(lines) > 8, (game_id, lang)
            house = [line for line, is_house in lines if is_house]
            assert house and all("[" in line for line in house)
            # every house-rule option of the engine is listed and marked
            for opt in game.OPTIONS:
                if opt.house:
                    helptext = option_help(game_id, opt.name, lang)
                    assert helptext, (game_id, opt.name, lang)
                    assert any(helptext in line for line in house), (game_id, opt.name)


def test_every_layout_text_is_in_every_catalog_with_the_same_parameters():
    from game import catalog
    from game import GAME_IDS
    from scenes.table.layouts import game_module, words

    tables = [words.COMMON_TEXTS, words.QUIET_TEXTS] + [game_module(g).LAYOUT.EVENT_TEXTS
                                                      for g in GAME_IDS]
    for table in tables:
        assert table, table.section
        for key in table:
            forms = [catalog.load(lang).strings[f"{table.section}.{key}"]
                     for lang in catalog.languages()]
            assert all(forms), key
            assert len({catalog.placeholders(form) for form in forms}) == 1, key
