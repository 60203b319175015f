"""Bad input files: each reader gives one line naming the file, never a traceback.

One test per reader (the save, settings.json, --script, --config, the CLI's transcripts
and positions, the couch note, tutorials.json, tournament checkpoints), each with the
100,000-deep case that overflowed the parsers' recursion. The kiosk's own files are in
tests/kiosk/test_damaged_files.py.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.__main__ import main as cli
from game.core import ERROR_LINE_CHARS, error_line, shown
from game.data import (MAX_DEPTH, BadFile, nesting_depth, parse_json, read_json_file,
                       read_toml_file)

DEEP = 100_000
DEEP_JSON = "[" * DEEP                      # unclosed: the parser recurses first
DEEP_JSON_CLOSED = "[" * DEEP + "]" * DEEP
DEEP_TOML = "a = " + "[" * DEEP
NOT_UTF8 = b'{"game": "\xff\xfe"}'
HUGE = "x" * 1_000_000                      # a value echoed in an error line


def one_line(text: str) -> str:
    """The single line of `text` (asserting it is one line, no traceback)."""
    lines = text.strip().splitlines()
    assert len(lines) == 1, text[:2000]
    assert "Traceback" not in text and "internal error" not in text
    return lines[0]


# -- the shared reader ----------------------------------------------------------------
@pytest.mark.parametrize("text", [DEEP_JSON, DEEP_JSON_CLOSED, "[" * (MAX_DEPTH + 1)
                                  + "]" * (MAX_DEPTH + 1)])
def test_json_nested_too_deep_is_a_bad_file(tmp_path, text):
    path = tmp_path / "deep.json"
    path.write_text(text)
    with pytest.raises(BadFile, match=r"deep\.json: nested more than 32 levels deep"):
        read_json_file(path)


def test_json_at_the_depth_limit_is_read():
    assert nesting_depth(parse_json("[" * MAX_DEPTH + "]" * MAX_DEPTH, "x")) == MAX_DEPTH


def test_toml_nested_too_deep_is_a_bad_file(tmp_path):
    path = tmp_path / "deep.toml"
    path.write_text(DEEP_TOML)
    with pytest.raises(BadFile, match=r"deep\.toml: nested more than 32 levels deep"):
        read_toml_file(path)


def test_size_limit_not_utf8_missing_and_folder(tmp_path):
    big = tmp_path / "big.json"
    big.write_text("[" + "1," * 600 + "1]")
    with pytest.raises(BadFile, match=r"big\.json: larger than 1000 bytes: refused"):
        read_json_file(big, limit=1000)
    bad = tmp_path / "bad.json"
    bad.write_bytes(NOT_UTF8)
    with pytest.raises(BadFile, match=r"bad\.json: not UTF-8 text \(byte 10\)"):
        read_json_file(bad)
    with pytest.raises(BadFile, match="file not found") as info:
        read_json_file(tmp_path / "none.json")
    assert info.value.missing
    with pytest.raises(BadFile, match="is a folder"):
        read_json_file(tmp_path)


def test_echoed_values_are_capped():
    assert len(shown(HUGE)) <= 60 and len(shown([HUGE] * 1000)) <= 160
    assert shown("ok") == "'ok'" and shown(1.5) == "1.5"
    line = error_line("a\nb " + HUGE)
    assert "\n" not in line and len(line) == ERROR_LINE_CHARS


# -- the CLI (python -m game): transcripts and positions -------------------------------
@pytest.mark.parametrize("command", ["replay", "score"])
@pytest.mark.parametrize("content, problem", [
    (DEEP_JSON, "nested more than 32 levels deep"),
    (NOT_UTF8, "not UTF-8 text"),
    ('{"game": "high_society", "players": 3, "seed"', "malformed JSON at line 1"),
])
def test_cli_names_the_file(tmp_path, capsys, command, content, problem):
    path = tmp_path / "t.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    assert cli([command, str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""                                  # INTERFACES.md: errors on stderr
    assert one_line(err).startswith(f"{path}: {problem}")


@pytest.mark.parametrize("command", ["replay", "score"])
def test_cli_refuses_an_oversized_file(tmp_path, capsys, command):
    path = tmp_path / "big.json"
    with open(path, "wb") as handle:
        handle.truncate(17 * 1024 * 1024)             # sparse: nothing is written
    assert cli([command, str(path)]) == 2
    assert one_line(capsys.readouterr().err) == f"{path}: larger than 16 MB: refused"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_cli_does_not_read_dev_zero_for_ever(capsys):
    assert cli(["replay", "/dev/zero"]) == 2
    assert one_line(capsys.readouterr().err) == ("/dev/zero: not a regular file (a pipe, "
                                                 "device or socket): refused")


@pytest.mark.parametrize("command, data", [
    ("replay", {"game": HUGE, "players": 3, "seed": 1, "moves": []}),
    ("replay", {"game": "high_society", "players": 3, "seed": 1, "moves": [[HUGE]]}),
    ("replay", {"game": "high_society", "players": 3, "seed": 1,
                "options": {HUGE: 1}, "moves": []}),
    ("score", {"game": HUGE}),
])
def test_cli_caps_echoed_values_and_names_the_file(tmp_path, capsys, command, data):
    path = tmp_path / "t.json"
    path.write_text(json.dumps(data))
    assert cli([command, str(path)]) == 2
    line = one_line(capsys.readouterr().err)
    assert str(path) in line and len(line) <= ERROR_LINE_CHARS and "xxx..." in line


# -- the save ---------------------------------------------------------------------------
@pytest.mark.parametrize("content", [DEEP_JSON, DEEP_JSON_CLOSED, NOT_UTF8])
def test_save_that_cannot_be_parsed_is_set_aside(tmp_path, content):
    from game.records.save import SAVE_NAME, CorruptSave, SaveSlot
    save = tmp_path / SAVE_NAME
    raw = content if isinstance(content, bytes) else content.encode()
    save.write_bytes(raw)
    with pytest.raises(CorruptSave) as info:
        SaveSlot(tmp_path).load()
    assert info.value.moved_to == tmp_path / f"{SAVE_NAME}.corrupt-1"
    assert info.value.moved_to.read_bytes() == raw and not save.exists()   # nothing lost
    assert one_line(str(info.value)).startswith(f"{SAVE_NAME}: ")


@pytest.mark.parametrize("data", [
    {"game": "high_society", "players": 3, "seed": 1, "moves": [["nope"]],
     "seats": ["human"] * 3},
    {"players": 3, "seed": 1, "moves": []},
    {"game": "chess", "players": 2, "seed": 1, "moves": [], "seats": ["human"] * 2},
])
def test_a_save_error_names_the_file_once(tmp_path, data):
    from game.records.save import SAVE_NAME, CorruptSave, SaveSlot
    (tmp_path / SAVE_NAME).write_text(json.dumps(data))
    with pytest.raises(CorruptSave) as info:
        SaveSlot(tmp_path).load()
    assert str(info.value).count(SAVE_NAME) == 1, str(info.value)


# -- settings.json ----------------------------------------------------------------------
@pytest.mark.parametrize("content", [DEEP_JSON, NOT_UTF8, "{", '{"mute": "yes"}'])
def test_damaged_settings_are_set_aside_and_reported(tmp_path, content):
    from game.records.config import SETTINGS_NAME, Settings, SettingsStore
    path = tmp_path / SETTINGS_NAME
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    store = SettingsStore(tmp_path)
    assert store.load() == Settings()
    aside = tmp_path / f"{SETTINGS_NAME}.corrupt-1"
    assert store.moved_to == aside and aside.exists() and not path.exists()
    assert one_line(store.warning).startswith(str(path))
    assert "set aside as settings.json.corrupt-1" in store.warning
    store.save(Settings(mute=True))                   # the damaged copy is kept
    assert aside.exists() and store.load().mute


def test_the_title_says_the_settings_were_set_aside(tmp_path):
    import sys
    sys.path.insert(0, str(Path(__file__).parent / "scenes"))
    from scene_helpers import make_app
    (tmp_path / "settings.json").write_text(DEEP_JSON)
    app = make_app(tmp_path, lang="en")
    try:
        assert "settings were damaged" in app.message
        assert "settings.json.corrupt-1" in app.message
    finally:
        app.shutdown()


# -- main.py: --script, --config, --option, --screenshots ---------------------------------
def run_main(args: list[str], capsys) -> tuple[int, str]:
    from main import main
    code = main(["--headless", "--frames", "2"] + args)
    return code, capsys.readouterr().err


@pytest.mark.parametrize("content, problem", [
    (DEEP_JSON, "nested more than 32 levels deep"),
    (NOT_UTF8, "not UTF-8 text (byte 10)"),
    (b"[{\"type\": \"quit\"},,]", "malformed JSON at line 1"),
    (json.dumps([{"type": "key", "key": HUGE}]).encode(), "entry 0: field 'key'"),
])
def test_script_file_errors_are_one_line(tmp_path, capsys, content, problem):
    path = tmp_path / "s.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    code, err = run_main(["--script", str(path)], capsys)
    line = one_line(err)
    assert code == 2 and line.startswith(f"menagerie: error: {path}: {problem}")
    assert len(line) <= ERROR_LINE_CHARS


@pytest.mark.parametrize("name, content", [
    ("c.toml", DEEP_TOML), ("c.json", DEEP_JSON), ("c.toml", NOT_UTF8),
])
def test_config_file_errors_are_one_line(tmp_path, capsys, name, content):
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    code, err = run_main(["--config", str(path)], capsys)
    assert code == 2 and one_line(err).startswith(f"menagerie: error: {path}: ")


def test_a_deep_option_value_is_a_usage_error(capsys):
    code, err = run_main(["--play", "animalia", "--option", "x=" + DEEP_JSON], capsys)
    assert code == 2 and one_line(err) == \
        "menagerie: error: --option 'x': nested more than 32 levels deep"


@pytest.mark.parametrize("sub", ["", "sub"])
def test_screenshots_naming_a_file_is_a_usage_error_at_start(tmp_path, capsys, sub):
    (tmp_path / "shots").write_text("a file")
    code, err = run_main(["--screenshots", str(tmp_path / "shots" / sub)], capsys)
    assert code == 2 and "not a folder" in one_line(err)


def test_bad_values_outside_the_kiosk_do_not_claim_a_default(tmp_path, capsys):
    path = tmp_path / "c.toml"
    path.write_text('[idle]\nattract_after = nan\n')
    code, err = run_main(["--config", str(path)], capsys)
    line = one_line(err)
    assert code == 2 and "line 2: key 'idle.attract_after'" in line
    assert "default" not in line


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e300", "1", "100000"])
def test_player_settings_attract_after_must_be_finite_and_sane(tmp_path, capsys, value):
    path = tmp_path / "c.toml"
    path.write_text(f"attract_after = {value}\n")
    code, err = run_main(["--config", str(path)], capsys)
    assert code == 2 and "key 'attract_after' must be" in one_line(err)


def test_settings_pin_must_be_ascii_digits():
    from game.records.config import ConfigError, Settings, is_ascii_digits
    assert is_ascii_digits("2468") and not is_ascii_digits("٢٤٦٨")
    assert not is_ascii_digits("²468") and not is_ascii_digits("")
    with pytest.raises(ConfigError, match="digits 0-9"):
        Settings().update_from({"admin_pin": "٢٤٦٨"}, "c.toml")


# -- small files read in passing --------------------------------------------------------
def test_a_deep_couch_note_is_no_note(tmp_path):
    import sys
    sys.path.insert(0, str(Path(__file__).parent / "scenes"))
    from scene_helpers import make_app
    from scenes.couch import note_path, read_note
    app = make_app(tmp_path)
    try:
        note_path(app).write_text(DEEP_JSON)
        assert read_note(app, {"game": "animimix", "players": 2, "seed": 1,
                               "moves": []}) is None
    finally:
        app.shutdown()


def test_a_deep_tutorials_file_is_nothing_seen(tmp_path):
    from scenes.tutorial.progress import SEEN_FILE, has_seen
    (tmp_path / SEEN_FILE).write_text(DEEP_JSON)
    assert not has_seen(tmp_path, "animalia")


def test_a_deep_tournament_checkpoint_line_names_the_line(tmp_path):
    from game.ai.checkpoint import Checkpoint
    from game.core import OptionError
    path = tmp_path / "run.jsonl"
    path.write_text(DEEP_JSON + "\n")
    with pytest.raises(OptionError, match=r"run\.jsonl line 1: not a JSON line"):
        Checkpoint(path, [], writable=False)


def test_the_cli_never_says_internal_error_for_a_file(tmp_path, capsys):
    """Every reader's deep case through the CLI commands that take a file."""
    for name in ("t.json", "p.json"):
        (tmp_path / name).write_text(DEEP_JSON_CLOSED)
    assert cli(["replay", str(tmp_path / "t.json")]) == 2
    assert cli(["score", str(tmp_path / "p.json")]) == 2
    err = capsys.readouterr().err
    assert "internal error" not in err and err.count("\n") == 2
    assert os.fspath(tmp_path / "t.json") in err and os.fspath(tmp_path / "p.json") in err


def test_cli_output_to_a_closed_pipe_is_no_traceback(monkeypatch, capsys):
    """`python -m game cards origami | head -c 300`: the reader leaves early; the CLI
    stops quietly with the shell's SIGPIPE status, and nothing fails at exit."""
    import io
    import sys
    read_end, write_end = os.pipe()
    os.close(read_end)                       # the reader is gone: a write raises EPIPE
    closed = io.TextIOWrapper(io.FileIO(write_end, "w"), encoding="utf-8")
    monkeypatch.setattr(sys, "stdout", closed)
    assert cli(["cards", "origami"]) == 141
    closed.write("x" * 100_000)
    closed.flush()                           # stdout now goes nowhere, without an error
    closed.close()
    assert capsys.readouterr().err == ""
