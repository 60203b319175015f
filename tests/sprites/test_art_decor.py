"""Felt, glyph icons, game medallions and the title parade."""

from __future__ import annotations

import pygame
import pytest

from sprites import decor, glyphs, theme
from sprites.labels import UnknownCard


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.init()
    yield


def test_felt_has_vignette_and_grain():
    surface = decor.felt((320, 180))
    centre = pygame.Color(surface.get_at((160, 90)))
    corner = pygame.Color(surface.get_at((2, 2)))
    assert sum(centre[:3]) > sum(corner[:3])
    row = {tuple(surface.get_at((x, 90)))[:3] for x in range(150, 170)}
    assert len(row) > 3
    assert decor.felt((320, 180)) is surface


@pytest.mark.parametrize("name", sorted(glyphs.GLYPHS))
def test_every_glyph_is_an_icon(name):
    icon = decor.glyph_surface(name, 48)
    assert icon.get_size() == (48, 48)
    assert pygame.mask.from_surface(icon, 200).count() > 48 * 48 * 0.12


@pytest.mark.parametrize("game", sorted(theme.BACKS))
def test_game_icons(game):
    icon = decor.game_icon(game, 64)
    assert pygame.mask.from_surface(icon, 200).count() > 64 * 64 * 0.6


def test_parade_and_errors():
    strip = decor.parade(700, 80)
    assert strip.get_size() == (700, 80)
    assert pygame.mask.from_surface(strip, 200).count() > 700 * 80 * 0.15
    with pytest.raises(UnknownCard, match="dragon"):
        decor.glyph_surface("dragon", 40)
    with pytest.raises(UnknownCard, match="chess"):
        decor.game_icon("chess", 40)
    with pytest.raises(ValueError, match="size"):
        decor.felt((0, 10))
