"""The controller set-up screen and SDL mapping lines: built, checked, saved, applied."""

from __future__ import annotations

import ctypes
import json

import pygame
import pytest

from game.records import padmap
from scenes.shell.sdl import controller_mapping_adder
from scenes.shell.script import ScriptError, parse_script

GUID = "03000000aaaa0000bbbb000001000000"


# -- the mapping-line builder -----------------------------------------------------------

def test_a_mapping_line_lists_the_inputs_in_the_standard_order():
    line = padmap.mapping_line(GUID.upper(), "Cheap, pad", {
        "dpdown": "+a1", "b": "b1", "a": "b2", "start": "b9", "dpup": "-a1",
        "dpleft": "h0.8", "rightshoulder": "b5"}, "Linux")
    assert line == ("03000000aaaa0000bbbb000001000000,Cheap pad,a:b2,b:b1,start:b9,"
                    "dpup:-a1,dpdown:+a1,dpleft:h0.8,rightshoulder:b5,platform:Linux,")
    assert padmap.check_line(line)[2]["dpup"] == "-a1"


@pytest.mark.parametrize("guid, bindings, problem", [
    ("xyz", {"a": "b0"}, "GUID"),
    (GUID, {}, "no button"),
    (GUID, {"a": "b0", "b": "b0"}, "two standard inputs"),
    (GUID, {"jump": "b0"}, "not a standard input"),
    (GUID, {"a": "k9"}, "not a button, hat or axis"),
    (GUID, {"dpup": "h0.3"}, "not a button, hat or axis"),
])
def test_a_bad_mapping_is_refused_with_its_reason(guid, bindings, problem):
    with pytest.raises(padmap.MappingError, match=problem):
        padmap.mapping_line(guid, "Pad", bindings)


def test_raw_inputs_become_sdl_bindings():
    assert padmap.button_binding(7) == "b7"
    assert [padmap.hat_binding(0, v) for v in ((0, 1), (1, 0), (0, -1), (-1, 0))] == \
        ["h0.1", "h0.2", "h0.4", "h0.8"]
    assert padmap.hat_binding(1, (0, 0)) is None and padmap.hat_binding(0, (1, 1)) is None
    assert padmap.axis_binding(1, -0.9) == "-a1" and padmap.axis_binding(3, 0.7) == "+a3"
    assert padmap.axis_binding(1, 0.2) is None
    assert padmap.axis_binding(2, 0.0, rest=-1.0) == "+a2"     # a trigger resting at -1


def test_a_database_file_keeps_good_lines_and_names_the_bad_ones(tmp_path):
    db = tmp_path / padmap.DB_FILE
    here = padmap.this_platform()
    db.write_text("\n".join([
        "# a comment",
        f"{GUID},Good pad,a:b0,b:b1,-leftx:-a0,lefty:a1~,platform:{here},",
        "not a mapping at all",
        f"{GUID[:-1]}z,Bad guid,a:b0,platform:{here},",
        f"{GUID},Other system,a:b0,platform:Plan9,",
        f"{GUID},Bad field,a:b0,wings:b3,platform:{here},",
        "",
    ]), encoding="utf-8")
    lines, problems = padmap.read_mappings(db)
    assert lines == [f"{GUID},Good pad,a:b0,b:b1,-leftx:-a0,lefty:a1~,platform:{here},"]
    assert [p.split(":")[0] for p in problems] == ["line 3", "line 4", "line 6"]
    messages = []
    padmap.load_mappings(tmp_path, controller_mapping_adder(), messages.append)
    assert len(messages) == 1 and "skipped 3 bad controller mapping lines" in messages[0]
    assert "line 3" in messages[0] and str(db) in messages[0]


def test_saving_replaces_the_same_pads_line_atomically(tmp_path):
    first = padmap.mapping_line(GUID, "Pad", {"a": "b0"}, "Linux")
    other = padmap.mapping_line("03000000cccc0000dddd000001000000", "Other", {"a": "b1"},
                                "Linux")
    again = padmap.mapping_line(GUID, "Pad", {"a": "b3", "b": "b4"}, "Linux")
    for line in (first, other, again):
        path = padmap.save_mapping(tmp_path, line)
    assert path.read_text(encoding="utf-8").splitlines() == [other, again]
    assert [p.name for p in tmp_path.iterdir()] == [padmap.USER_FILE]   # no temporary left


def _sdl_mapping_for(guid: str) -> str | None:
    """SDL's own mapping for a GUID, asked through the library pygame loaded."""
    from scenes.shell.sdl import loaded_sdl_paths
    paths = loaded_sdl_paths()
    if not paths:
        pytest.skip("the SDL library pygame loaded was not found")

    class Guid(ctypes.Structure):
        _fields_ = [("data", ctypes.c_uint8 * 16)]

    lib = ctypes.CDLL(paths[0])
    lib.SDL_JoystickGetGUIDFromString.restype = Guid
    lib.SDL_JoystickGetGUIDFromString.argtypes = [ctypes.c_char_p]
    lib.SDL_GameControllerMappingForGUID.restype = ctypes.c_char_p
    lib.SDL_GameControllerMappingForGUID.argtypes = [Guid]
    found = lib.SDL_GameControllerMappingForGUID(
        lib.SDL_JoystickGetGUIDFromString(guid.encode()))
    return found.decode() if found else None


def test_an_applied_mapping_is_known_to_sdl():
    pygame.init()
    guid = "03000000eeee0000ffff000001000000"
    line = padmap.mapping_line(guid, "Applied pad", {"a": "b4", "dpup": "h0.1"})
    assert controller_mapping_adder()(line)
    known = _sdl_mapping_for(guid)
    assert known is not None and "a:b4" in known and "dpup:h0.1" in known


# -- the script entries -----------------------------------------------------------------

def test_joystick_script_entries_become_raw_joystick_events():
    pygame.init()
    frames = parse_script([
        {"frame": 1, "type": "joyadded", "pad": 2, "guid": GUID, "name": "P"},
        {"frame": 2, "type": "joybutton", "pad": 2, "button": 5},
        {"type": "joyhat", "pad": 2, "hat": 0, "value": [-1, 0]},
        {"type": "joyaxis", "pad": 2, "axis": 1, "value": -0.8},
    ])
    added = frames[1][0]
    assert added.type == pygame.JOYDEVICEADDED and added.guid == GUID and not added.known
    button, hat, axis = frames[2]
    assert (button.type, button.button, button.instance_id) == (pygame.JOYBUTTONDOWN, 5, 2)
    assert (hat.type, hat.value) == (pygame.JOYHATMOTION, (-1, 0))
    assert (axis.type, axis.axis, axis.value) == (pygame.JOYAXISMOTION, 1, -0.8)


@pytest.mark.parametrize("entry, problem", [
    ({"type": "joyadded", "pad": 0, "guid": "abc"}, "field 'guid'"),
    ({"type": "joybutton", "pad": 0}, "missing field 'button'"),
    ({"type": "joyhat", "pad": 0, "hat": 0, "value": [0, 2]}, "field 'value'"),
    ({"type": "joyaxis", "pad": 0, "axis": 1, "value": 1.5}, "field 'value'"),
])
def test_bad_joystick_entries_name_the_field(entry, problem):
    pygame.init()
    with pytest.raises(ScriptError, match=problem):
        parse_script([entry], "s.json")


# -- the screen, driven through --script -------------------------------------------------

def _setup_script(guid: str) -> list[dict]:
    """Plug an unknown pad, answer every step (one duplicate, one skip), then leave."""
    entries = [{"frame": 3, "type": "joyadded", "pad": 0, "guid": guid, "name": "Test, Pad"}]
    presses = [
        {"type": "joybutton", "pad": 0, "button": 0},                  # A
        {"type": "joybutton", "pad": 0, "button": 0},                  # again: refused
        {"type": "joybutton", "pad": 0, "button": 1},                  # B
        {"type": "joybutton", "pad": 1, "button": 9},                  # another pad: ignored
        {"type": "joybutton", "pad": 0, "button": 3},                  # X
        {"type": "joybutton", "pad": 0, "button": 2},                  # Y
        {"type": "joybutton", "pad": 0, "button": 6},                  # Back
        {"type": "joybutton", "pad": 0, "button": 7},                  # Start
        {"type": "joyhat", "pad": 0, "hat": 0, "value": [0, 1]},       # up
        {"type": "joyhat", "pad": 0, "hat": 0, "value": [0, 0]},       # (centred: nothing)
        {"type": "joyaxis", "pad": 0, "axis": 1, "value": 1.0},        # down, on an axis
        {"type": "joyhat", "pad": 0, "hat": 0, "value": [-1, 0]},      # left
        {"type": "joyhat", "pad": 0, "hat": 0, "value": [1, 0]},       # right
        {"type": "key", "key": "space"},                               # no left shoulder
        {"type": "joybutton", "pad": 0, "button": 5},                  # right shoulder
    ]
    for frame, entry in enumerate(presses, start=6):
        entries.append({"frame": frame, **entry})
    entries += [{"frame": 40, "type": "key", "key": "return"}]
    return entries


def test_an_unknown_pad_is_set_up_through_a_script(tmp_path):
    from main import main
    guid = "03000000123400005678000001000000"
    script = tmp_path / "pad.json"
    script.write_text(json.dumps(_setup_script(guid)), encoding="utf-8")
    stats = tmp_path / "stats.json"
    assert main(["--headless", "--save-dir", str(tmp_path), "--frames", "45",
                 "--script", str(script), "--stats", str(stats)]) == 0
    saved = (tmp_path / padmap.USER_FILE).read_text(encoding="utf-8").splitlines()
    assert saved == [f"{guid},Test Pad,a:b0,b:b1,x:b3,y:b2,back:b6,start:b7,dpup:h0.1,"
                     f"dpdown:+a1,dpleft:h0.8,dpright:h0.2,rightshoulder:b5,"
                     f"platform:{padmap.this_platform()},"]
    assert "padsetup" in json.loads(stats.read_text())["scenes"]


def test_the_finished_mapping_is_applied_at_once(tmp_path):
    from scenes.menus.title import TitleScene
    from tests.scenes.scene_helpers import make_app, start, step
    pygame.init()
    guid = "03000000432100008765000001000000"
    app = make_app(tmp_path, script=parse_script(_setup_script(guid)))
    try:
        start(app, TitleScene(app))
        step(app, 39)
        top = app.stack.top
        assert top.name == "padsetup" and top.outcome == ("pad_done", {"name": "Test, Pad"})
        mapped = _sdl_mapping_for(guid)
        assert mapped is not None and "dpdown:+a1" in mapped and "rightshoulder:b5" in mapped
        step(app, 2)                                   # Enter leaves the screen
        assert app.stack.top.name == "title"
    finally:
        app.shutdown()


def test_a_known_controller_is_not_offered_and_escape_saves_nothing(tmp_path):
    from main import main
    script = tmp_path / "pad.json"
    script.write_text(json.dumps([
        {"frame": 2, "type": "joyadded", "pad": 0, "guid": GUID, "known": True},
        {"frame": 3, "type": "joyadded", "pad": 1, "guid": GUID[::-1]},
        {"frame": 5, "type": "joybutton", "pad": 1, "button": 0},
        {"frame": 7, "type": "key", "key": "escape"},
    ]), encoding="utf-8")
    stats = tmp_path / "stats.json"
    assert main(["--headless", "--save-dir", str(tmp_path), "--frames", "12",
                 "--script", str(script), "--stats", str(stats)]) == 0
    assert not (tmp_path / padmap.USER_FILE).exists()
    assert "padsetup" in json.loads(stats.read_text())["scenes"]     # offered for pad 1 only


def test_mappings_in_the_data_folder_are_read_at_start(tmp_path, capsys):
    from main import main
    guid = "03000000abcd0000ef01000001000000"
    (tmp_path / padmap.DB_FILE).write_text(
        f"{guid},From the db,a:b1,platform:{padmap.this_platform()},\n"
        "broken line\nanother, broken\n", encoding="utf-8")
    assert main(["--headless", "--save-dir", str(tmp_path), "--frames", "2"]) == 0
    err = [line for line in capsys.readouterr().err.splitlines() if "mapping" in line]
    assert len(err) == 1 and "skipped 2 bad controller mapping lines" in err[0]
    from tests.scenes.scene_helpers import make_app
    app = make_app(tmp_path)                   # SDL forgets mappings when pygame quits
    try:
        assert "a:b1" in (_sdl_mapping_for(guid) or "")
    finally:
        app.shutdown()
