"""Test-wide set-up: headless SDL before anything imports pygame, and the repo on sys.path."""

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture(scope="session", autouse=True)
def _shared_art_cache(tmp_path_factory):
    """One art cache for the whole run (sprites/artcache.py): each test's App would
    otherwise draw and write every card again in its own data folder."""
    folder = tmp_path_factory.mktemp("art-cache")
    previous = os.environ.get("MENAGERIE_ART_CACHE")
    os.environ["MENAGERIE_ART_CACHE"] = str(folder)
    yield folder
    if previous is None:
        os.environ.pop("MENAGERIE_ART_CACHE", None)
    else:
        os.environ["MENAGERIE_ART_CACHE"] = previous


@pytest.fixture
def drawn_lines(monkeypatch) -> list[str]:
    """Every line of text the scenes draw while the test runs (TextCache.blit), in order."""
    from scenes.ui import TextCache
    lines: list[str] = []
    original = TextCache.blit

    def blit(cache, surface, line, *args, **kwargs):
        lines.append(line)
        return original(cache, surface, line, *args, **kwargs)

    monkeypatch.setattr(TextCache, "blit", blit)
    return lines
