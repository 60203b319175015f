"""sprites.textfit.longest and the cuts built on it: the longest prefix that fits."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui import TextCache
from sprites import textfit


def test_longest_finds_the_last_n_that_fits_and_low_minus_one_if_none():
    assert textfit.longest(1, 10, lambda n: n <= 7) == 7
    assert textfit.longest(1, 10, lambda n: True) == 10
    assert textfit.longest(1, 10, lambda n: False) == 0
    assert textfit.longest(5, 4, lambda n: True) == 4          # an empty range


@pytest.fixture()
def font():
    pygame.font.init()
    return pygame.font.Font(None, 28)


def linear_cut(font, line: str, width: int) -> str:
    """The cut by one character at a time, as it was before the bisection."""
    if font.size(line)[0] <= width:
        return line
    base = line
    while len(base) > 1:
        base = base[:-1]
        cut = base.rstrip(" ,·:;(-") + textfit.ELLIPSIS
        if font.size(cut)[0] <= width:
            return cut
    return base + textfit.ELLIPSIS


@pytest.mark.parametrize("width", [0, 20, 60, 140, 300, 2000])
def test_a_cut_line_is_the_one_a_character_by_character_cut_gives(font, width):
    for line in ("Le renard prend deux cartes, puis : la grue (3 plis) · fin",
                 "WWW iii ,,, ---", "a"):
        assert textfit._cut(font, line, width) == linear_cut(font, line, width)


def test_text_cache_fit_keeps_at_least_four_characters(font):
    cache = TextCache()
    assert cache.fit("abc", 28, 1) == "abc"                    # too short to cut
    assert cache.fit("abcdefghij", 28, 1) == "abcd…"
    fitted = cache.fit("abcdefghij klmnop", 28, 80)
    assert fitted.endswith("…") and cache.font(28).size(fitted)[0] <= 80
