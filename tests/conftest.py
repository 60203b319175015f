"""Test-wide set-up: headless SDL before anything imports pygame, and the repo on sys.path."""

import os
import shutil
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

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
# scene_helpers (make_app, step) serve tests in several folders: importable from any of
# them, so a folder run on its own (pytest tests/records) collects as in the whole suite
HELPERS = str(ROOT / "tests" / "scenes")
if HELPERS not in sys.path:
    sys.path.insert(0, HELPERS)

SLOW_SKIP = pytest.mark.skip(reason="slow: run with -m slow or RUN_SLOW=1")
SECONDS_KEY = "menagerie/test-seconds"    # pytest's cache: each test's last duration
FILE_SECONDS = ROOT / "tests" / "file_seconds.txt"
TOOLS = str(ROOT / "tools")


def slow_asked(config) -> bool:
    """Whether the long robustness runs (`@pytest.mark.slow`) were asked for: `-m` names
    them, or RUN_SLOW is set (`.ci/run` does both)."""
    return bool(os.environ.get("RUN_SLOW")) or "slow" in (config.getoption("-m") or "")


def pytest_configure(config):
    """Compiled bytecode kept in pytest's cache folder (.pytest_cache/d/pycache) for this
    process and the programs it starts, even where PYTHONDONTWRITEBYTECODE is set (as
    `.ci/run` sets it): otherwise each xdist worker compiles every module and rewrites
    every test's asserts again, 7 s of its 10 s of collection. The source tree stays
    free of __pycache__ folders, which that variable is for. The bytecode of the
    copies of the tree that tests make in pytest's temporary folders is dropped at the
    next run's start. Without pytest's cache (`-p no:cacheprovider`) nothing changes."""
    cache = getattr(config, "cache", None)
    if cache is None:
        return
    folder = cache.mkdir("pycache")
    if not hasattr(config, "workerinput"):          # once a run, before the workers
        temporary = Path(tempfile.gettempdir())
        for copies in (folder / temporary.relative_to(temporary.anchor)).glob("pytest-of-*"):
            shutil.rmtree(copies, ignore_errors=True)
    sys.pycache_prefix = str(folder)
    sys.dont_write_bytecode = False
    os.environ["PYTHONPYCACHEPREFIX"] = str(folder)
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


def _last_seconds(config) -> dict:
    """Each test's duration in the runs before (setup, call and teardown), by node id:
    on an xdist worker, what the controller read (one order for both workers)."""
    workerinput = getattr(config, "workerinput", None)
    if workerinput is not None:
        return workerinput.get(SECONDS_KEY) or {}
    cache = getattr(config, "cache", None)
    seconds = cache.get(SECONDS_KEY, {}) if cache is not None else {}
    return seconds if isinstance(seconds, dict) else {}


def _file_seconds(config) -> dict[str, float]:
    """Each test file's seconds: in the runs before, from pytest's cache, else as
    shipped in tests/file_seconds.txt (`python tools/file_seconds.py` writes it), the
    order of a fresh clone's (CI's) first run."""
    if TOOLS not in sys.path:
        sys.path.append(TOOLS)      # after the tests' own folders: nothing shadowed
    from file_seconds import file_seconds, read_listing
    seconds = _last_seconds(config)
    return file_seconds(seconds) if seconds else read_listing(FILE_SECONDS)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node):
    """xdist: give each worker the durations the controller read."""
    node.workerinput[SECONDS_KEY] = _last_seconds(node.config)


def pytest_collection_modifyitems(config, items):
    """Skip the `slow` tests unless asked for, before any fixture of theirs starts (a
    browser, a kiosk soak); then run the files that took longest last time first,
    each file's tests in their order, so the two xdist workers end together on short
    files instead of one waiting for the other's long test. Without durations of its
    own (a fresh clone, `-p no:cacheprovider`) a run takes the shipped files' order."""
    if not slow_asked(config):
        for item in items:
            if item.get_closest_marker("slow") is not None:
                item.add_marker(SLOW_SKIP)
    per_file = _file_seconds(config)
    items.sort(key=lambda item: -per_file.get(_file(item), 0.0))    # stable: in-file order kept


def _file(item) -> str:
    """The test file of an item's node id."""
    return item.nodeid.split("::", 1)[0]


_durations: dict[str, float] = {}


def pytest_runtest_logreport(report):
    """Add up each test's setup, call and teardown time (on xdist's controller, the
    workers' reports)."""
    _durations[report.nodeid] = _durations.get(report.nodeid, 0.0) + report.duration


def pytest_sessionfinish(session):
    """Keep this run's durations, with the earlier ones of tests not run this time, for
    the next run's order (the controller or the single process writes them)."""
    config = session.config
    cache = getattr(config, "cache", None)
    if cache is None or hasattr(config, "workerinput") or not _durations:
        return
    seconds = {**_last_seconds(config),
               **{nodeid: round(value, 3) for nodeid, value in _durations.items()}}
    seconds = {nodeid: value for nodeid, value in seconds.items()
               if (config.rootpath / nodeid.split("::", 1)[0]).exists()}
    cache.set(SECONDS_KEY, seconds)


@contextmanager
def _environment(name: str, value) -> Iterator[None]:
    """Environment variable `name` set to `value` (a str or a Path) until the end."""
    previous = os.environ.get(name)
    os.environ[name] = str(value)
    try:
        yield
    finally:
        if previous is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = previous


@pytest.fixture(scope="session", autouse=True)
def _own_data_folder(tmp_path_factory):
    """A data folder per test process (each xdist worker has its own): an App or a
    main.py run without --save-dir locks it (game/records/folderlock.py), and must neither
    find it held by another worker nor write into the user's own folder."""
    folder = tmp_path_factory.mktemp("data")
    with _environment("MENAGERIE_DATA", folder):
        yield folder


ART_CACHE_MB = "1024"    # the suite draws about 500 MB of distinct art: none pruned mid-run


@pytest.fixture(scope="session", autouse=True)
def _shared_art_cache(request, tmp_path_factory):
    """One art cache for the whole run, and from one run to the next (sprites/artcache.py):
    each test's App would otherwise draw and write every card again in its own data
    folder. It lives in pytest's cache folder (.pytest_cache/d/art-cache), shared by the
    xdist workers and by the programs the tests start: an entry is written to a
    per-process temporary file and renamed, so a process reads either a whole image or
    none, and draws it itself. An entry's key hashes the drawing code, fonts and
    library versions, so a kept entry is never stale. Its limit is 1 GB, not 256 MB:
    pruned mid-run, the suite drew each face twice. Without pytest's cache
    (`-p no:cacheprovider`) the run's common temporary folder serves."""
    cache = getattr(request.config, "cache", None)
    if cache is not None:
        folder = cache.mkdir("art-cache")
    elif os.environ.get("PYTEST_XDIST_WORKER"):
        folder = tmp_path_factory.getbasetemp().parent / "art-cache"
        folder.mkdir(exist_ok=True)
    else:
        folder = tmp_path_factory.mktemp("art-cache")
    with _environment("MENAGERIE_ART_CACHE_MB", ART_CACHE_MB), \
            _environment("MENAGERIE_ART_CACHE", folder):
        yield folder


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
