"""The README tells the truth: its commands, flags, paths, files, variables and links.

Each claim of README.md that names something checkable is checked here against the
thing itself: the test command against .ci/run, every main.py command line against
main.py's parser, every path against the tree, every data file and variable against
the code that uses it, every link against the files. Its size stays under 10 KB.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
MAX_BYTES = 10 * 1024
CODE_DIRS = ("game", "scenes", "sprites", "sounds")
DATA_FILES = ("current_game.json", "settings.json", "players.json", "statistics.json",
              "tutorials.json", "controllers.txt", "gamecontrollerdb.txt", "kiosk.log")


def code_text() -> str:
    """All the program's Python source, with main.py."""
    files = [p for d in CODE_DIRS for p in sorted((ROOT / d).rglob("*.py"))]
    return "\n".join(p.read_text(encoding="utf-8") for p in [*files, ROOT / "main.py"])


def spans() -> list[str]:
    """Every inline `code` span of the README."""
    return re.findall(r"`([^`\n]+)`", README)


def fenced() -> list[str]:
    """Every line of the README's fenced code blocks."""
    blocks = re.findall(r"```sh\n(.*?)```", README, re.S)
    return [line for block in blocks for line in block.splitlines() if line.strip()]


def test_the_readme_is_short():
    assert len(README.encode("utf-8")) <= MAX_BYTES


def test_the_test_command_is_what_ci_runs():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = next(line for line in fenced() if "[test]" in line)
    assert command in ci.splitlines()
    play = next(line for line in fenced() if line.endswith("main.py"))
    assert play.replace(" -e .", ' -e ".[test]"').replace("main.py", "-m pytest") == command


def test_the_suite_runs_on_two_workers_as_said():
    try:
        import tomllib
    except ModuleNotFoundError:      # Python 3.10
        import tomli as tomllib
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    addopts = config["tool"]["pytest"]["ini_options"]["addopts"]
    assert "-n 2 --dist loadgroup" in addopts and "`-n 2 --dist loadgroup`" in README
    assert any(dep.startswith("pytest-xdist")
               for dep in config["project"]["optional-dependencies"]["test"])
    from hypothesis import settings
    assert settings.default.deadline is None and "Hypothesis has no deadline" in README


def test_every_main_py_command_line_parses():
    import main
    lines = [s for s in spans() if s.startswith("main.py ") and s != "main.py --help"]
    assert len(lines) >= 2
    for line in lines:
        args = shlex.split(line)[1:]
        main.build_parser().parse_args(args)             # flags and choices exist
        if "--play" in args:
            assert main.options_from_args(args).play     # the game and seats are real


def test_every_flag_named_is_an_option_of_main_py():
    import main
    known = {opt for action in main.build_parser()._actions for opt in action.option_strings}
    pytest_flags = {"--dist"}
    for flag in set(re.findall(r"(?<![\w-])--[a-z][a-z-]+", README)) - pytest_flags:
        assert flag in known, flag


def test_the_headless_command_plays_a_game():
    import json
    import subprocess
    import sys
    line = next(s for s in spans() if s.startswith("python -m game play"))
    out = subprocess.run([sys.executable, *shlex.split(line)[1:]], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["moves"]


def test_every_path_named_exists():
    named = [s.split()[-1] for s in spans() + fenced()
             if re.match(r"(docs|tools|sprites|tests|game|\.ci)/", s.split()[-1])]
    named += ["LICENSE", "pyproject.toml", "main.py"]
    assert len(named) > 15
    for path in named:
        assert (ROOT / path).exists(), path


def test_every_link_and_picture_resolves():
    targets = re.findall(r"\]\(([^)#\s]+)\)", README)
    assert sum(t.endswith(".png") for t in targets) >= 4        # one picture per game
    for target in targets:
        assert (ROOT / target).is_file(), target


def test_the_data_files_are_the_programs():
    code = code_text()
    for name in DATA_FILES:
        assert f"`{name}`" in README or f"`logs/{name}`" in README, name
        assert f'"{name}"' in code, name
    for folder in ("replays", "exports", "art-cache", "logs"):
        assert f'"{folder}"' in code, folder
    from game.records import replays as replaylib
    from game.records import save
    from sprites import artcache
    assert (save.ORG, save.APP) == ("menagerie", "menagerie")
    assert "~/.local/share/menagerie/menagerie/" in README        # SDL's pref path
    assert f"the last {replaylib.KEEP} finished games" in README
    assert f"past {artcache.LIMIT_BYTES // 2**20} MB" in README


def test_the_environment_variables_are_read_by_the_program():
    named = set(re.findall(r"MENAGERIE_[A-Z_]+", README))
    assert named == {"MENAGERIE_DATA", "MENAGERIE_ART_CACHE", "MENAGERIE_LOCALE",
                     "MENAGERIE_CATALOGS", "MENAGERIE_DEBUG"}
    code = code_text()
    for variable in named:
        assert f'"{variable}"' in code, variable


def test_levels_keys_and_port_are_the_programs():
    import pygame

    from game.ai import LEVEL_IDS
    from scenes.shell.input import KEY_MAP, Action
    from scenes.phone.service import PhoneService
    assert "`" + "`, `".join(LEVEL_IDS) + "`" in README
    said = {pygame.K_p: Action.MENU, pygame.K_h: Action.HINT, pygame.K_l: Action.LOG,
            pygame.K_u: Action.UNDO, pygame.K_i: Action.INSPECT, pygame.K_F2: Action.LEGEND,
            pygame.K_F11: Action.FULLSCREEN}
    flat = " ".join(README.split())
    for words in ("Menu (P)", "Hint (H)", "Log (L)", "Undo (U,", "Look (I:", "(or F2)",
                  "F11 switches full screen"):
        assert words in flat, words
    for key, action in said.items():
        assert KEY_MAP[key][0] is action
    import inspect
    port = inspect.signature(PhoneService.__init__).parameters["port"].default
    assert f"(port {port})" in README


@pytest.mark.parametrize("doc", sorted(p.name for p in (ROOT / "docs").glob("*.md")))
def test_the_docs_links_resolve(doc):
    path = ROOT / "docs" / doc
    for target in re.findall(r"\]\(([^)#\s]+)\)", path.read_text(encoding="utf-8")):
        assert target.startswith("http") or (path.parent / target).exists(), target
