"""The systemd unit in docs/kiosk.md: Restart=always, a sane RestartSec, accepted by
systemd-analyze (tools/check_kiosk_unit.py)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import check_kiosk_unit as cku  # noqa: E402

DOC = (ROOT / "docs" / "kiosk.md").read_text(encoding="utf-8")
UNIT = cku.extract_unit(DOC)


def with_line(key: str, value: str | None) -> str:
    """The documented unit with `key` set to `value` (None: removed)."""
    lines = [line for line in UNIT.splitlines() if not line.startswith(f"{key}=")]
    if value is not None:
        index = lines.index("[Service]") + 1
        lines.insert(index, f"{key}={value}")
    return "\n".join(lines) + "\n"


def test_the_documented_unit_passes():
    assert "[Service]" in UNIT and "ExecStart=" in UNIT
    assert cku.check(UNIT) == []


@pytest.mark.parametrize("value, words", [
    ("on-failure", "Restart=on-failure"), ("no", "Restart=no"), (None, "unset")])
def test_restart_must_be_always(value, words):
    problems = cku.check(with_line("Restart", value))
    assert len(problems) == 1 and words in problems[0]


@pytest.mark.parametrize("value, words", [
    ("0", "under 1 s"), ("500ms", "under 1 s"), (None, "unset (100 ms)"),
    ("5min", "over 30 s"), ("31", "over 30 s"), ("soon", "not a time span")])
def test_restart_delay_must_be_sane(value, words):
    problems = cku.check(with_line("RestartSec", value))
    assert len(problems) == 1 and words in problems[0], problems


@pytest.mark.parametrize("value", ["1", "3s", "30", "2s 500ms"])
def test_sane_delays_pass(value):
    assert cku.check(with_line("RestartSec", value)) == []


def test_time_spans():
    assert cku.parse_timespan("1min 30s") == 90
    assert cku.parse_timespan("500ms") == 0.5
    assert cku.parse_timespan("3") == 3
    with pytest.raises(ValueError):
        cku.parse_timespan("3 parsecs")


def test_exec_start_must_run_the_kiosk():
    unit = UNIT.replace(" --kiosk", "")
    assert any("--kiosk" in p for p in cku.check(unit))


def test_a_document_without_the_block_is_a_clear_error(tmp_path, capsys):
    doc = tmp_path / "kiosk.md"
    doc.write_text("# Kiosk\n\nNo unit here.\n")
    assert cku.main([str(doc)]) == 2
    err = capsys.readouterr().err
    assert "no unit block" in err and "Traceback" not in err
    assert cku.main([str(tmp_path / "missing.md")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_main_lists_problems_and_fails(tmp_path, capsys):
    doc = tmp_path / "kiosk.md"
    doc.write_text(DOC.replace("Restart=always", "Restart=on-abort"))
    assert cku.main([str(doc)]) == 1
    assert "Restart=on-abort" in capsys.readouterr().out
    assert cku.main([]) == 0


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd-analyze")
def test_systemd_analyze_accepts_the_unit_and_catches_a_typo():
    assert cku.verify(UNIT) == []
    said = cku.verify(UNIT.replace("RestartSec=3", "RestartSek=3"))
    assert any("RestartSek" in line for line in said), said


def test_the_admin_exit_gate_is_required():
    problems = cku.check(with_line("ExecCondition", None))
    assert len(problems) == 1 and "--kiosk-gate" in problems[0]


def test_the_gate_must_read_the_kiosk_config():
    problems = cku.check(with_line(
        "ExecCondition", "/opt/menagerie/.venv/bin/menagerie --kiosk-gate --config /etc/other.toml"))
    assert len(problems) == 1 and "--config (/etc/other.toml)" in problems[0]


def test_the_gate_must_use_the_kiosk_save_dir():
    start = cku.last(cku.parse_unit(UNIT), "Service", "ExecStart")
    unit = with_line("ExecStart", start + " --save-dir /srv/menagerie")
    problems = cku.check(unit)
    assert len(problems) == 1 and "--save-dir (None)" in problems[0]


def test_the_config_knows_every_pad_button_the_shell_maps():
    """The config checks pad combos by name without pygame: its names are the shell's."""
    from scenes.shell.input import PAD_BUTTONS
    from game.records.kioskconfig import PAD_BUTTON_NAMES
    assert set(PAD_BUTTON_NAMES) == set(PAD_BUTTONS)
