"""Test-wide set-up: headless SDL before anything imports pygame, and the repo on sys.path."""

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["MENAGERIE_LOCALE"] = "fr_FR"     # the tests pin the system locale (French)
os.environ.pop("MENAGERIE_CATALOGS", None)   # and use the shipped catalogs only

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


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
