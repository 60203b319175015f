"""A fifth game needs no edits outside its own folders: a copy of the tree where one new
package, game/minibid/, is all that is added lists it, loads it, plays it, and lays its
table out (the generic layout: it has no package in scenes/table/layouts)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = r"""
import json, os
os.environ["SDL_VIDEODRIVER"] = "dummy"
from game import GAME_IDS, load_game
from game.rng import Rng
from game.match.match import Match
from scenes.table.layouts import game_module, layout_for
from scenes.table.layouts.base import GenericLayout
from game.records.config import Settings
from scenes.table.view import LayoutContext
game = load_game("minibid")
match = Match("minibid", 3, ["human"] * 3, seed=4)
rng = Rng(1)
while not match.is_over:
    match.play(rng.choice(match.legal_moves(match.current)))
layout = layout_for(LayoutContext(game, {}, None, Settings(lang="en")), 3)
print(json.dumps({"ids": list(GAME_IDS), "moves": len(match.moves_json),
                  "generic": type(layout) is GenericLayout,
                  "scenes_package": game_module("minibid") is not None}))
"""


def test_a_new_game_package_is_found_with_no_other_edit(tmp_path):
    for top in ("game", "scenes", "sprites", "sounds"):
        shutil.copytree(ROOT / top, tmp_path / top,
                        ignore=shutil.ignore_patterns("__pycache__"))
    package = tmp_path / "game" / "minibid"
    package.mkdir()
    (package / "__init__.py").write_text('"""A tiny auction (the tests\' game)."""\n\nORDER = 5\n')
    (package / "rules.py").write_text((ROOT / "tests" / "ai" / "minigame.py").read_text()
                                      + "\nGAME = MiniState.game\n")
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=tmp_path, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["ids"][-1] == "minibid" and report["ids"][:4] == [
        "animalia", "high_society", "animimix", "origami"]
    assert report["moves"] > 0 and report["generic"] and not report["scenes_package"]
