"""A fifth game needs no edits outside its own folders: a copy of the tree where one new
package, game/minibid/ (its rules, and its words in game/minibid/catalog/), is all that
is added lists it, loads it, plays it, and lays its table out (the generic layout: it
has no package in scenes/table/layouts); main.py plays it headless, a phone gets its
payload, the kiosk offers it and its rules page draws."""

from __future__ import annotations

import json
import os
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
from scenes.table.view import LayoutContext, Prefs
game = load_game("minibid")
match = Match("minibid", 3, ["human"] * 3, seed=4)
rng = Rng(1)
while not match.is_over:
    match.play(rng.choice(match.legal_moves(match.current)))
layout = layout_for(LayoutContext(game, {}, None, Prefs(lang="en")), 3)

from game.match.feed import feed_of_match
from scenes.phone.payload import Words, dumps, state_payload
phone = Match("minibid", 3, ["remote", "random", "random"], seed=5)
feed = feed_of_match(phone, 0, ("Ana", "Bo", "Cy"))
state = json.loads(dumps(state_payload(feed, feed.steps(), Words(phone, None,
                                       Settings(lang="fr"), "fr"), (None,) * 3)))

import sys
sys.path.insert(0, "tests/scenes")
from scene_helpers import make_app, start, step
from game.i18n import game_name
from game.records.kioskconfig import KioskConfig
from scenes.menus.rules import RulesScene
app = make_app(os.environ["FIFTH_DATA"], lang="en")
rules = RulesScene(app, "minibid")
start(app, rules)
step(app, 3)
shown = [line for line, _house in rules.entries() if isinstance(line, str)]
app.shutdown()
print(json.dumps({"ids": list(GAME_IDS), "moves": len(match.moves_json),
                  "generic": type(layout) is GenericLayout,
                  "scenes_package": game_module("minibid") is not None,
                  "name": [game_name(game, "en"), game_name(game, "fr")],
                  "phone": [state["game"], state["game_name"], state["your_turn"],
                            len(state["steps"]), state["texts"]["title"]],
                  "kiosk": KioskConfig().games, "rules": shown[:3]}))
"""
RULES = {"en": "Bid for the lot; the highest bid takes it.\n[house] A test game.\n",
         "fr": "Enchérissez sur le lot ; la plus forte enchère l'emporte.\n"
               "[house] Un jeu de test.\n"}
WORDS = {"en": '[game]\nminibid = "Mini bid"\n', "fr": '[game]\nminibid = "Mini-enchère"\n'}


def test_a_new_game_package_is_found_with_no_other_edit(tmp_path):
    tree = tmp_path / "tree"
    for top in ("game", "scenes", "sprites", "sounds"):
        shutil.copytree(ROOT / top, tree / top, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "main.py", tree / "main.py")
    (tree / "tests" / "scenes").mkdir(parents=True)
    shutil.copy(ROOT / "tests" / "scenes" / "scene_helpers.py", tree / "tests" / "scenes")
    package = tree / "game" / "minibid"
    package.mkdir()
    (package / "__init__.py").write_text('"""A tiny auction (the tests\' game)."""\n\nORDER = 5\n')
    (package / "rules.py").write_text((ROOT / "tests" / "ai" / "minigame.py").read_text()
                                      + "\nGAME = MiniState.game\n")
    (package / "catalog").mkdir()
    for lang in ("en", "fr"):      # its words and its rules text, by the convention
        (package / "catalog" / f"{lang}.toml").write_text(WORDS[lang], encoding="utf-8")
        (package / "catalog" / f"rules.{lang}.txt").write_text(RULES[lang], encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "FIFTH_DATA": str(tmp_path / "data")}
    played = subprocess.run(
        [sys.executable, "main.py", "--headless", "--play", "minibid", "--players", "3",
         "--seats", "human,random,random", "--frames", "200",
         "--save-dir", str(tmp_path / "main")],
        cwd=tree, capture_output=True, text=True, timeout=300, env=env)
    assert played.returncode == 0, played.stderr
    assert "Traceback" not in played.stderr, played.stderr
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=tree, capture_output=True,
                          text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["ids"][-1] == "minibid" and report["ids"][:4] == [
        "animalia", "high_society", "animimix", "origami"]
    assert report["moves"] > 0 and report["generic"] and not report["scenes_package"]
    assert report["name"] == ["Mini bid", "Mini-enchère"]          # game/minibid/catalog/
    assert report["phone"][:3] == ["minibid", "Mini-enchère", True]
    assert report["phone"][3] > 0 and report["phone"][4]          # its steps, the page's words
    assert report["kiosk"] == report["ids"]                        # offered at once
    assert report["rules"][0] == "Bid for the lot; the highest bid takes it."
