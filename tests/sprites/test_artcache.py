"""The disk cache of rasterised art: same pixels as fresh rasterisation, damage repaired."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from sprites import artcache, cards, decor, tokens

SAMPLES = [("animalia", "cat:thief", 240), ("high_society", "money:25", 180),
           ("animimix", "lion", (150, 210)), ("origami", "fox", 240)]


@pytest.fixture
def cache(tmp_path):
    pygame.init()
    artcache.configure(tmp_path / "art")
    cards.clear_cache()
    tokens._medal.cache_clear()
    decor._glyph.cache_clear()
    yield tmp_path / "art"
    artcache.configure(None)
    cards.clear_cache()
    tokens._medal.cache_clear()
    decor._glyph.cache_clear()


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def _fresh_then_cached(make, clear) -> tuple[bytes, bytes, bytes]:
    """Pixels with no cache, then stored into the cache, then read back from it."""
    folder = artcache.folder()
    artcache.configure(None)
    clear()
    plain = _pixels(make())
    artcache.configure(folder)
    clear()
    stored = _pixels(make())
    clear()
    return plain, stored, _pixels(make())


@pytest.mark.parametrize("game_id, card_id, size", SAMPLES)
def test_cached_cards_have_the_same_pixels(cache, game_id, card_id, size):
    before = dict(artcache.stats)
    plain, stored, read = _fresh_then_cached(
        lambda: cards.card_surface(game_id, card_id, size, lang="fr"), cards.clear_cache)
    assert plain == stored == read
    assert artcache.stats["hits"] == before["hits"] + 1
    assert artcache.stats["misses"] == before["misses"] + 1


def test_backs_tokens_and_glyphs_are_cached_alike(cache):
    for make, clear in ((lambda: cards.card_back("origami", 200), cards.clear_cache),
                        (lambda: tokens.medal("cat", 64, True), tokens._medal.cache_clear),
                        (lambda: decor.glyph_surface("fox", 48), decor._glyph.cache_clear)):
        plain, stored, read = _fresh_then_cached(make, clear)
        assert plain == stored == read
    assert len(list(cache.glob("*.rgba"))) == 3


def test_a_damaged_entry_is_drawn_again_and_rewritten(cache):
    fresh = _pixels(cards.card_surface("animalia", "dog:spy", 200))
    (entry,) = cache.glob("*.rgba")
    data = bytearray(entry.read_bytes())
    for damage in (data[: len(data) // 2], data[:-1] + bytes([data[-1] ^ 0xFF]), b"junk"):
        entry.write_bytes(bytes(damage))
        cards.clear_cache()
        damaged = artcache.stats["damaged"]
        assert _pixels(cards.card_surface("animalia", "dog:spy", 200)) == fresh
        assert artcache.stats["damaged"] == damaged + 1
        assert entry.read_bytes() == bytes(data)       # rewritten whole


def test_keys_follow_size_art_and_texts():
    a = artcache.art_key("<svg/>", (10, 14))
    assert a != artcache.art_key("<svg/>", (10, 15))
    assert a != artcache.art_key("<svg />", (10, 14))
    assert a != artcache.art_key("<svg/>", (10, 14), ["text"])
    assert artcache.source_key(("face", 1), (5, 7)) != artcache.source_key(("face", 2), (5, 7))


def test_an_unwritable_folder_turns_the_cache_off(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    artcache.configure(blocker / "art")
    try:
        assert artcache.folder() is None
    finally:
        artcache.configure(None)


def test_prune_removes_the_oldest_entries_first(tmp_path):
    import os
    for index in range(4):
        path = tmp_path / f"{index}.rgba"
        path.write_bytes(b"x" * 100)
        os.utime(path, (1000 + index, 1000 + index))
    assert artcache.prune(tmp_path, 250) == 2
    assert sorted(p.name for p in tmp_path.glob("*.rgba")) == ["2.rgba", "3.rgba"]


def test_a_folder_is_pruned_once_a_process_to_its_limit(tmp_path, monkeypatch):
    import os
    monkeypatch.setenv(artcache.LIMIT_ENV, "1")          # 1 MB
    for index in range(3):
        path = tmp_path / f"{index}.rgba"
        path.write_bytes(b"x" * 600_000)
        os.utime(path, (1000 + index, 1000 + index))
    try:
        artcache.configure(tmp_path)
        assert sorted(p.name for p in tmp_path.glob("*.rgba")) == ["2.rgba"]
        (tmp_path / "3.rgba").write_bytes(b"x" * 600_000)
        artcache.configure(tmp_path)                     # the same process: no new scan
        assert len(list(tmp_path.glob("*.rgba"))) == 2
    finally:
        artcache.configure(None)


@pytest.mark.parametrize("value,limit", [("1024", 2**30), ("", artcache.LIMIT_BYTES),
                                         ("lots", artcache.LIMIT_BYTES),
                                         ("-5", artcache.LIMIT_BYTES)])
def test_the_limit_is_256_mb_or_the_environment_s(monkeypatch, value, limit):
    monkeypatch.setenv(artcache.LIMIT_ENV, value)
    assert artcache.limit_bytes() == limit


@pytest.mark.parametrize("game_id", ["animalia", "origami"])
def test_a_table_draws_the_same_pixels_from_the_cache(tmp_path, monkeypatch, game_id):
    """A table's first second, drawn with an empty art cache and then from a full one
    (faces are drawn as they turn up in the deal, so the deal must have begun)."""
    from scenes.table.table import TableScene
    monkeypatch.setenv(artcache.ENV, str(tmp_path / "art"))
    from tests.scenes.scene_helpers import make_app, start, step
    screens, misses = [], []
    for _ in range(2):
        cards.clear_cache()
        before = artcache.stats["misses"]
        app = make_app(tmp_path)
        try:
            start(app, TableScene(app, game_id, 3, ["human", "easy", "easy"], seed=5))
            step(app, 60)
            screens.append(_pixels(app.screen))
            misses.append(artcache.stats["misses"] - before)
        finally:
            app.shutdown()
    assert misses[0] >= 5 and misses[1] == 0        # drawn once, then only read
    assert screens[0] == screens[1]


def test_the_folder_is_the_users_cache_unless_the_environment_names_one(monkeypatch):
    monkeypatch.delenv(artcache.ENV, raising=False)
    monkeypatch.setattr(artcache.sys, "platform", "linux")
    monkeypatch.setenv("XDG_CACHE_HOME", "/caches")
    assert artcache.folder_for() == Path("/caches/menagerie/art")
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/is/ignored")
    assert artcache.folder_for() == Path.home() / ".cache" / "menagerie" / "art"
    monkeypatch.setenv(artcache.ENV, "/elsewhere")
    assert artcache.folder_for() == Path("/elsewhere")


def test_an_app_keeps_no_art_in_its_data_folder_and_clears_the_old_one(tmp_path):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
    from scene_helpers import make_app
    old = tmp_path / "art-cache"
    old.mkdir()
    (old / "0123.rgba").write_bytes(b"old art")
    app = make_app(tmp_path)
    try:
        assert artcache.folder() is not None and tmp_path not in artcache.folder().parents
        assert not old.exists()
    finally:
        app.shutdown()
