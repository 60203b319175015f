"""The four tutorial scripts load, play through the engine, and broken ones are named."""

from __future__ import annotations

import re
import shutil

import pytest

from game import GAME_IDS, catalog
from scenes.tutorial.script import (ScriptError, check_playthrough, load_all, load_script,
                                    script_path)


def test_every_game_has_a_valid_script_that_plays_through():
    scripts = load_all()
    assert sorted(scripts) == sorted(GAME_IDS)
    for game_id, script in scripts.items():
        assert script.game == game_id
        moves = [s for s in script.steps if s.is_move]
        assert len(moves) >= 2, f"{game_id}: a lesson where the player makes moves"
        for lang in catalog.languages():      # every text in every shipped language
            assert all(s.caption.texts.get(lang) for s in script.steps), (game_id, lang)
            assert script.try_it.texts.get(lang), (game_id, lang)
            for s in script.steps:
                for extra in (s.wrong, s.done):
                    assert extra is None or extra.texts.get(lang), (game_id, s.id, lang)


def test_scripts_are_short():
    """Under about three minutes: few steps, captions readable in a few seconds."""
    for game_id in GAME_IDS:
        script = load_script(script_path(game_id))
        words = sum(len(s.caption.get("en").split()) for s in script.steps)
        assert len(script.steps) <= 14, game_id
        assert words <= 600, f"{game_id}: {words} words of captions"


def _broken(tmp_path, game_id: str, old: str, new: str):
    text = script_path(game_id).read_text(encoding="utf-8")
    assert old in text, old
    path = tmp_path / f"{game_id}.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


BROKEN = [
    # (game, text to replace, replacement, what the message must say)
    ("high_society", 'expect = [["add", 4]]', 'expect = [["add", 5]]',
     r"high_society\.toml: step 3 \('first_bid'\), field 'expect\[0\]': \['add', 5\] is not legal"),
    ("high_society", 'after = [["pass"]]', 'after = [["pass"], ["pass"]]',
     r"step 6 \('raise_stand'\), field 'after\[1\]'"),
    ("animimix", 'expect = [["hide", "wolf"]]', 'expect = [["hyde", "wolf"]]',
     r"animimix\.toml: step 4 \('action_a'\), field 'expect'\[0\]: unknown move kind 'hyde'"),
    ("origami", 'caption.fr = "Et le second', 'caption.de = "Et le second',
     r"origami\.toml: step 5 \('pay_second'\), field 'caption\.de': unknown language"),
    ("origami", 'highlight = ["line"]', 'highlight = ["line card"]',
     r"step 2 \('turn'\), field 'highlight\[0\]'"),
    ("animalia", 'expect = [["power", "prankster"]]', 'expect_kind = "medals"',
     r"animalia\.toml: step 5 \('power'\), field 'expect_kind': no legal move of kind 'medals'"),
    ("animalia", 'id = "pass_two"', 'id = "pass"',
     r"step 3, field 'id': 'pass' is used twice"),
    ("animalia", "seed = 107", "seed = -1", r"animalia\.toml, field 'seed'"),
    ("animalia", 'human = 0', 'human = 0\nhumans = 1', r"field 'humans': unknown"),
    ("high_society", 'id = "dodge"\n', 'id = "dodge"\nafter = [["pass"]]\n',
     r"step 9 \('dodge'\), field 'after\[0\]': it is the human's turn"),
]


@pytest.mark.parametrize("game_id,old,new,message", BROKEN)
def test_a_broken_script_names_file_step_and_field(tmp_path, game_id, old, new, message):
    path = _broken(tmp_path, game_id, old, new)
    with pytest.raises(ScriptError) as info:
        check_playthrough(load_script(path))
    assert re.search(message, str(info.value)), str(info.value)


def test_unreadable_and_non_toml_files(tmp_path):
    with pytest.raises(ScriptError, match="nowhere.toml: file not found"):
        load_script(tmp_path / "nowhere.toml")
    bad = tmp_path / "bad.toml"
    bad.write_text("game = \n", encoding="utf-8")
    with pytest.raises(ScriptError, match="bad.toml: .*line 1"):
        load_script(bad)


def test_branches_of_a_kind_step_are_all_checked(tmp_path):
    """expect_kind accepts several moves: each must let the rest of the script play."""
    # Adding the 3 works; adding only the 1 (4 + 1 = 5, under 6) leaves "stand" illegal
    # at the next step, so the branch fails there and the message says so.
    path = _broken(tmp_path, "high_society", 'expect = [["add", 3]]', 'expect_kind = "add"')
    with pytest.raises(ScriptError, match=r"step 6 \('raise_stand'\), field 'expect\[0\]': \['stand'\] is not legal"):
        check_playthrough(load_script(path))
    shutil.copy(script_path("high_society"), tmp_path / "ok.toml")
    assert check_playthrough(load_script(tmp_path / "ok.toml")) == 1
