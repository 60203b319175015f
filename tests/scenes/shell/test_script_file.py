"""--script files: valid entries become pygame events; malformed ones name entry and field."""

from __future__ import annotations

import json

import pygame
import pytest

from scenes.shell.script import ScriptError, load_script, parse_script


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def test_entries_become_events_at_their_frames():
    frames = parse_script([
        {"frame": 3, "type": "key", "key": "escape", "mods": ["alt"]},
        {"type": "keyup", "key": "escape"},
        {"frame": 10, "type": "click", "pos": [960, 540]},
        {"frame": 11, "type": "padadded", "pad": 0},
        {"frame": 12, "type": "button", "pad": 0, "button": "a"},
        {"frame": 13, "type": "buttonup", "pad": 0, "button": "a"},
        {"frame": 20, "type": "quit"},
    ])
    assert sorted(frames) == [3, 10, 11, 12, 13, 20]
    down, up = frames[3]
    assert down.type == pygame.KEYDOWN and down.key == pygame.K_ESCAPE and down.mod & pygame.KMOD_ALT
    assert up.type == pygame.KEYUP
    kinds = [e.type for e in frames[10]]
    assert kinds == [pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]
    assert frames[10][1].pos == (960, 540)
    assert frames[12][0].button == pygame.CONTROLLER_BUTTON_A
    assert frames[20][0].type == pygame.QUIT


@pytest.mark.parametrize("entries, expected", [
    ({"type": "quit"}, "must be a JSON list"),
    ([{"type": "quit"}, 5], "entry 1: must be an object"),
    ([{"frame": -1, "type": "quit"}], "entry 0: field 'frame' must be >= 0"),
    ([{"frame": "x", "type": "quit"}], "entry 0: field 'frame' must be a whole number"),
    ([{"frame": 1, "type": "jump"}], "entry 0: field 'type'"),
    ([{"type": "quit"}, {"type": "key", "key": "nokey"}], "entry 1: field 'key': unknown key name"),
    ([{"type": "key", "key": "a", "mods": ["hyper"]}], "entry 0: field 'mods': unknown modifier"),
    ([{"type": "click", "pos": [5000, 2]}], "entry 0: field 'pos'"),
    ([{"type": "click", "pos": "middle"}], "entry 0: field 'pos' must be [x, y]"),
    ([{"type": "button", "pad": 0, "button": "z"}], "entry 0: field 'button': unknown pad button"),
    ([{"type": "button", "button": "a"}], "entry 0: missing field 'pad'"),
    ([{"type": "axis", "pad": 0, "axis": "leftx", "value": 3}], "entry 0: field 'value'"),
])
def test_malformed_scripts_name_entry_and_field(entries, expected):
    with pytest.raises(ScriptError) as info:
        parse_script(entries, "s.json")
    assert expected in str(info.value)
    assert str(info.value).startswith("s.json")


def test_unreadable_and_invalid_json_files(tmp_path):
    with pytest.raises(ScriptError, match="cannot read script"):
        load_script(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text("[{\"type\": \"quit\"},,]")
    with pytest.raises(ScriptError, match="line 1"):
        load_script(bad)


def test_script_drives_the_app_and_quits(tmp_path):
    from main import main
    script = tmp_path / "s.json"
    script.write_text(json.dumps([
        {"frame": 1, "type": "key", "key": "down"},       # New game -> Couch game
        {"frame": 1, "type": "keyup", "key": "down"},
        {"frame": 2, "type": "key", "key": "down"},       # -> Join a game online
        {"frame": 2, "type": "keyup", "key": "down"},
        {"frame": 2, "type": "key", "key": "down"},       # -> Learn to play
        {"frame": 2, "type": "keyup", "key": "down"},
        {"frame": 3, "type": "key", "key": "down"},       # -> Watch the bots
        {"frame": 3, "type": "keyup", "key": "down"},
        {"frame": 4, "type": "key", "key": "return"},
        {"frame": 30, "type": "quit"},
    ]))
    stats = tmp_path / "stats.json"
    code = main(["--headless", "--script", str(script), "--frames", "500", "--stats", str(stats),
                 "--save-dir", str(tmp_path)])
    assert code == 0
    data = json.loads(stats.read_text())
    assert data["frames"] == 31          # stopped by the scripted quit, not by --frames
    assert data["scenes"]["title"]["frames"] == 4      # frames 0-3; frame 4 starts the demo
    assert "table:animalia" in data["scenes"]
