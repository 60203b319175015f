"""`game/` is the headless layer: everything a table needs without a screen (the engines
and bots, the match, seats, steps, undo and the seat feed, saves, settings, profiles,
statistics, replays and the kiosk's files, the network's checks) imports with pygame
made impossible to import. Whatever the model needs of the shell (the preferences
folder, the system's locales, a font's glyph check) is passed in."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BLOCKED = r'''
import importlib, importlib.abc, pkgutil, sys
class NoPygame(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "pygame" or name.startswith("pygame."):
            raise ImportError(f"pygame is blocked here (imported as {name})")
        return None
sys.meta_path.insert(0, NoPygame())
import game
names = []
for info in pkgutil.walk_packages(game.__path__, "game."):
    importlib.import_module(info.name)
    names.append(info.name)
assert "pygame" not in sys.modules
print(len(names))
for name in sorted(m for m in sys.modules if m.split(".")[0] in ("scenes", "sprites", "sounds")):
    print("imported", name)
'''


def run_blocked(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)


def test_every_module_of_game_imports_without_pygame():
    done = run_blocked(BLOCKED)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.split("\n")
    assert int(lines[0]) >= 60, lines[0]          # the engines, bots and the model
    assert not [l for l in lines[1:] if l], "game/ imports the screen's packages:\n" + done.stdout


def test_the_check_itself_fails_on_a_module_that_imports_pygame(tmp_path):
    """A made-up `game/` module importing pygame makes the same check fail."""
    code = BLOCKED.replace("import game\n", "import game\nimport pygame.display\n", 1)
    done = run_blocked(code)
    assert done.returncode != 0 and "pygame is blocked" in done.stderr
