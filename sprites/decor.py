"""Decoration for the screens around the cards: felt, animal icons, a title parade.

    decor.felt((1920, 1080))            # green felt with a soft vignette and grain
    decor.glyph_surface("fox", 96)      # any animal glyph as a transparent icon
    decor.game_icon("origami", 160)     # the medallion from the game's card back
    decor.parade(1200, 140)             # a row of animals for the title screen

All are cached per arguments and `convert()`/`convert_alpha()`'d when a display exists.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import pygame

from sprites import glyphs, theme
from sprites.games import art
from sprites.cards import _ready
from sprites.labels import UnknownCard
from sprites.svg import SvgUnavailable, circle, document, group, rasterise

PARADE = ("cat", "horse", "dog", "rabbit", "parrot", "owl", "peacock", "chameleon",
          "penguin", "lion", "elephant", "fox", "whale", "butterfly")
GRAIN_SEED = 7
HEX = theme.hex_colour


def _check(width: int, height: int) -> tuple[int, int]:
    width, height = int(width), int(height)
    if not (1 <= width <= 8192 and 1 <= height <= 8192):
        raise ValueError(f"decor size {width}x{height} is out of range")
    return width, height


@lru_cache(maxsize=8)
def _felt(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    w, h = size
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    dist = np.hypot((xs - w / 2) / (w / 2), (ys - h / 2) / (h / 2)) / np.sqrt(2)
    shade = 1.08 - 0.38 * dist ** 2
    grain = np.random.default_rng(GRAIN_SEED).normal(0, 0.035, (h, w)).astype(np.float32)
    rgb = np.asarray(colour, np.float32)[None, None, :] * (shade + grain)[..., None]
    pixels = np.clip(rgb, 0, 255).astype(np.uint8).transpose(1, 0, 2)
    surface = pygame.surfarray.make_surface(np.ascontiguousarray(pixels))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert()
    return surface


def felt(size: tuple[int, int], colour: tuple[int, int, int] = theme.FELT) -> pygame.Surface:
    """A table background: felt colour, a soft vignette and a fixed fine grain."""
    return _felt(_check(*size), tuple(colour))


@lru_cache(maxsize=256)
def _glyph(name: str, size: int) -> pygame.Surface:
    try:
        return _ready(rasterise(document(glyphs.glyph(name), 100, 100), (size, size)))
    except SvgUnavailable:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surface, theme.CARD_STOCK, (size // 2, size // 2), size // 2 - 1)
        return _ready(surface)


def glyph_surface(name: str, size: int) -> pygame.Surface:
    """An animal (or object) glyph as a square transparent icon; UnknownCard if none."""
    if not glyphs.has_glyph(name):
        raise UnknownCard(f"no glyph named {name!r}")
    return _glyph(name, _check(size, size)[0])


@lru_cache(maxsize=32)
def _icon(game_id: str, size: int) -> pygame.Surface:
    main, accent = theme.BACKS[game_id]
    body = circle(50, 50, 47, HEX(main), HEX(theme.darken(main, 0.4)), 3)
    body += circle(50, 50, 40, HEX(theme.CARD_STOCK), HEX(accent), 4)
    body += group(glyphs.glyph(art(game_id).BACK_EMBLEM), "translate(18 18) scale(0.64)")
    try:
        return _ready(rasterise(document(body, 100, 100), (size, size)))
    except SvgUnavailable:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surface, main, (size // 2, size // 2), size // 2 - 1)
        return _ready(surface)


def game_icon(game_id: str, size: int) -> pygame.Surface:
    """A round medallion with the game's emblem (as on its card backs)."""
    if game_id not in theme.BACKS:
        raise UnknownCard(f"unknown game {game_id!r}")
    return _icon(game_id, _check(size, size)[0])


@lru_cache(maxsize=8)
def _parade(size: tuple[int, int], names: tuple[str, ...]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    step = w / len(names)
    icon = int(min(h, step * 1.15))
    for i, name in enumerate(names):
        bob = (h - icon) * (0.5 + 0.5 * ((-1) ** i) * 0.6)
        surface.blit(glyph_surface(name, icon), (round(i * step + (step - icon) / 2), round(bob)))
    return surface


def parade(width: int, height: int, names: tuple[str, ...] = PARADE) -> pygame.Surface:
    """A row of animals bobbing up and down, for a title or a results screen."""
    for name in names:
        if not glyphs.has_glyph(name):
            raise UnknownCard(f"no glyph named {name!r}")
    return _parade(_check(width, height), tuple(names))
