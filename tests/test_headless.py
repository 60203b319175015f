"""--headless and the test suite force SDL's dummy drivers, whatever the environment
says (issue #34, item 17)."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INNER = "MENAGERIE_HEADLESS_INNER"      # set for the suite run inside the test below


def test_headless_forces_the_dummy_drivers(monkeypatch):
    import main
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.setenv("SDL_AUDIODRIVER", "pulseaudio")
    main.options_from_args(["--headless"])
    assert os.environ["SDL_VIDEODRIVER"] == "dummy"
    assert os.environ["SDL_AUDIODRIVER"] == "dummy"


def test_the_suite_runs_on_the_dummy_drivers():
    assert os.environ["SDL_VIDEODRIVER"] == "dummy"
    assert os.environ["SDL_AUDIODRIVER"] == "dummy"
    if os.environ.get(INNER):
        return
    env = {**os.environ, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "pulseaudio",
           INNER: "1"}
    itself = f"{__file__}::test_the_suite_runs_on_the_dummy_drivers"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "-p", "no:xdist", "-o", "addopts=", itself],
                          cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-2000:]
