"""Test-wide set-up: headless SDL before anything imports pygame, and the repo on sys.path."""

import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

os.environ["SDL_VIDEODRIVER"] = "dummy"       # forced: a desktop's x11 or wayland
os.environ["SDL_AUDIODRIVER"] = "dummy"       # would open windows and play sound
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["MENAGERIE_LOCALE"] = "fr_FR"     # the tests pin the system locale (French)
os.environ.pop("MENAGERIE_CATALOGS", None)   # and use the shipped catalogs only

# No Hypothesis test may fail for being slow: on a busy machine any deadline is a coin
# toss. Examples stay deterministic per test (derandomize) so a run replays.
settings.register_profile("menagerie", deadline=None, derandomize=True)
settings.load_profile("menagerie")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _variable_for_the_session(name: str, folder: Path):
    """Set environment variable `name` to `folder` for the run; yield the folder."""
    previous = os.environ.get(name)
    os.environ[name] = str(folder)
    yield folder
    if previous is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = previous


@pytest.fixture(scope="session", autouse=True)
def _own_data_folder(tmp_path_factory):
    """A data folder per test process (each xdist worker has its own): an App or a
    main.py run without --save-dir locks it (game/records/folderlock.py), and must neither
    find it held by another worker nor write into the user's own folder."""
    yield from _variable_for_the_session("MENAGERIE_DATA", tmp_path_factory.mktemp("data"))


@pytest.fixture(scope="session", autouse=True)
def _shared_art_cache(tmp_path_factory):
    """One art cache for the whole run (sprites/artcache.py): each test's App would
    otherwise draw and write every card again in its own data folder. Under
    pytest-xdist the workers share it too (in the run's common temporary folder): an
    entry is written to a per-process temporary file and renamed, so a worker reads
    either a whole image or none, and draws it itself."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        folder = tmp_path_factory.getbasetemp().parent / "art-cache"
        folder.mkdir(exist_ok=True)
    else:
        folder = tmp_path_factory.mktemp("art-cache")
    yield from _variable_for_the_session("MENAGERIE_ART_CACHE", folder)


@pytest.fixture(scope="module")
def text_cache():
    """A text renderer, on a 1920x1080 display opened once if none is open."""
    import pygame

    from scenes.ui import TextCache
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    return TextCache()


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


@pytest.fixture(autouse=True, scope="session")
def _card_art_kept_between_apps():
    """Keep the rasterised card art from one test's App to the next.

    `App.shutdown` ends with pygame.quit() and forgets the card art, since a display
    opened later might have another pixel format. Every test's App has the same headless
    1920x1080 display, so the art one test rasterised is exactly what the next would:
    without this, each table test rasterised its deck's SVGs again (about 11 ms a card,
    2.6 s of one Animalia table test). Fonts and panels are still forgotten (they
    belong to the pygame session that ended)."""
    import scenes.shell.app as app_module
    from scenes import ui
    from sprites import fonts

    def forget_session_caches() -> None:
        ui.forget_caches()
        fonts.clear_cache()

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(app_module, "forget_caches", forget_session_caches)
        yield
