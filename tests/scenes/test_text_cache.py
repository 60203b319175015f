"""The rendered-text cache is bounded by entries and by pixel bytes, oldest out first."""

from __future__ import annotations

import pygame

from scenes import ui
from scenes.ui import TextCache


def pixel_bytes(cache: TextCache) -> int:
    return sum(s.get_height() * s.get_pitch() for s in cache.cache.values())


def test_the_cache_keeps_under_its_byte_budget_dropping_the_least_recently_used(monkeypatch):
    pygame.font.init()
    cache = TextCache()
    one = cache.render("line 0", 40)
    budget = 5 * one.get_height() * one.get_pitch()
    monkeypatch.setattr(ui, "TEXT_CACHE_BYTES", budget)
    for n in range(1, 30):
        cache.render(f"line {n}", 40)
        cache.render("line 0", 40)                 # used every time: never dropped
        assert cache.bytes == pixel_bytes(cache) <= budget
    kept = [key[0] for key in cache.cache]
    assert "line 0" in kept and "line 29" in kept and "line 1" not in kept
    assert 3 <= len(kept) <= 5


def test_a_text_larger_than_the_budget_is_still_kept_until_the_next(monkeypatch):
    pygame.font.init()
    cache = TextCache()
    monkeypatch.setattr(ui, "TEXT_CACHE_BYTES", 1)
    big = cache.render("a long line of text", 60)
    assert cache.render("a long line of text", 60) is big       # a hit, not a re-render
    cache.render("another", 60)
    assert [key[0] for key in cache.cache] == ["another"]
    assert cache.bytes == pixel_bytes(cache)
    cache.clear()
    assert cache.bytes == 0 and not cache.cache
