"""Medals, the mountain token, Origami badges and money cards render and differ."""

from __future__ import annotations

import pygame
import pytest

from sprites import cards, tokens
from sprites.labels import UnknownCard


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.init()
    yield


def _opaque(surface: pygame.Surface) -> int:
    return pygame.mask.from_surface(surface, 200).count()


@pytest.mark.parametrize("family", ["cat", "horse", "dog", "rabbit", "parrot", "excellence"])
def test_medals_render(family):
    for size in (24, 96):
        image = tokens.medal(family, size)
        assert image.get_size() == (size, size)
        assert _opaque(image) > size * size * 0.3


def test_medals_differ_by_family_and_colour_blind_mode():
    cat, dog = tokens.medal("cat", 80), tokens.medal("dog", 80)
    assert cat.get_at((40, 52)) != dog.get_at((40, 52))
    raw = pygame.image.tobytes(tokens.medal("cat", 80), "RGBA")
    assert raw != pygame.image.tobytes(tokens.medal("cat", 80, colorblind=True), "RGBA")


def test_a_face_down_medal_shows_no_family():
    back = tokens.medal_back(80)
    assert back.get_size() == (80, 80) and _opaque(back) > 80 * 80 * 0.3
    raw = pygame.image.tobytes(back, "RGBA")
    for family in ("cat", "horse", "dog", "rabbit", "parrot", "excellence"):
        for colorblind in (False, True):
            assert raw != pygame.image.tobytes(tokens.medal(family, 80, colorblind), "RGBA")


def test_badges_and_mountain():
    for image in (tokens.mountain(64), tokens.fold_badge(3, 40, "sea"), tokens.cost_badge(7, 40),
                  tokens.points_badge(12, 40)):
        assert _opaque(image) > image.get_width() ** 2 * 0.3
    three = pygame.image.tobytes(tokens.cost_badge(3, 40), "RGBA")
    assert three != pygame.image.tobytes(tokens.cost_badge(8, 40), "RGBA")


def test_money_cards_are_the_high_society_faces():
    assert tokens.money_card(15, 150) is cards.card_surface("high_society", "money:15", 150)


def test_bad_tokens_raise():
    with pytest.raises(UnknownCard, match="owl"):
        tokens.medal("owl", 40)
    with pytest.raises(ValueError, match="size"):
        tokens.mountain(2)


def test_preload_builds_everything():
    cards.clear_cache()
    assert cards.preload("animimix", 90) == len(cards.card_ids("animimix")) + 1
    steps = cards.iter_preload("animimix", 91)
    assert next(steps) == cards.card_ids("animimix")[0]
