"""Check the systemd unit shown in docs/kiosk.md: the kiosk must come back by itself.

    python tools/check_kiosk_unit.py [docs/kiosk.md] [--verify]

Takes the indented block that follows "`/etc/systemd/system/menagerie-kiosk.service`:"
and checks that it restarts always (`Restart=always`), after a sane delay (`RestartSec`
from MIN_RESTART to MAX_RESTART seconds: long enough for a crash loop to be noticed and
to reach the start limit, short enough that customers barely see the desktop), and
that `ExecStart` runs the game with `--kiosk`, and that `ExecCondition` runs
`menagerie --kiosk-gate` with the same `--config` and `--save-dir` (without it, the
admin menu's "Exit the kiosk" is undone by the restart). `--verify` also runs
`systemd-analyze verify` on it (with each `Exec*` program replaced by /bin/true, so the
check needs neither cage nor the installed game) and counts every line it prints as a
problem: it exits 0 even for unknown keys and values it cannot parse.
Exit code 0: fine; 1: problems (listed); 2: the file or the block cannot be read.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

DOC = Path(__file__).resolve().parent.parent / "docs" / "kiosk.md"
UNIT_NAME = "menagerie-kiosk.service"
MARKER = f"`/etc/systemd/system/{UNIT_NAME}`:"
MIN_RESTART = 1.0      # seconds; systemd's default is 100 ms
MAX_RESTART = 30.0
DEFAULT_RESTART_SEC = 0.1
TIME_UNITS = {"us": 1e-6, "usec": 1e-6, "ms": 1e-3, "msec": 1e-3, "s": 1.0, "sec": 1.0,
              "second": 1.0, "seconds": 1.0, "m": 60.0, "min": 60.0, "minute": 60.0,
              "minutes": 60.0, "h": 3600.0, "hr": 3600.0, "hour": 3600.0, "hours": 3600.0}
EXEC_KEYS = ("ExecCondition", "ExecStart", "ExecStartPre", "ExecStartPost", "ExecStop",
             "ExecStopPost", "ExecReload")


class UnitError(ValueError):
    """The unit cannot be found or read in the document."""


def extract_unit(markdown: str) -> str:
    """The unit file shown in the document (its indented code block, unindented)."""
    start = markdown.find(MARKER)
    if start < 0:
        raise UnitError(f"no unit block: the line {MARKER!r} is missing")
    lines = markdown[start + len(MARKER):].splitlines()[1:]
    block: list[str] = []
    for line in lines:
        if line.startswith("    "):
            block.append(line[4:])
        elif not line.strip():
            if block:
                block.append("")        # a blank line inside the block
        else:
            break
    while block and not block[-1].strip():
        block.pop()
    if not block:
        raise UnitError(f"no indented unit block after {MARKER!r}")
    return "\n".join(block) + "\n"


def parse_unit(text: str) -> dict[str, list[tuple[str, str]]]:
    """Sections -> (key, value) in order (keys may repeat, as in systemd)."""
    sections: dict[str, list[tuple[str, str]]] = {}
    current = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        header = re.fullmatch(r"\[([A-Za-z]+)\]", line)
        if header:
            current = sections.setdefault(header.group(1), [])
            continue
        if current is None or "=" not in line:
            raise UnitError(f"unit line {number}: not 'Key=value' inside a [Section]: {raw!r}")
        key, value = line.split("=", 1)
        current.append((key.strip(), value.strip()))
    return sections


def last(sections: dict, section: str, key: str) -> str | None:
    """The value systemd uses for a single-valued key (the last one set), or None."""
    values = [v for k, v in sections.get(section, []) if k == key]
    return values[-1] if values else None


def parse_timespan(value: str) -> float:
    """A systemd time span in seconds ("3", "3s", "500ms", "1min 30s")."""
    text = value.strip().lower()
    if re.fullmatch(r"\d+(\.\d+)?", text):
        return float(text)
    parts = re.findall(r"(\d+(?:\.\d+)?)\s*([a-z]+)", text)
    if not parts or re.sub(r"(\d+(?:\.\d+)?)\s*([a-z]+)", "", text).strip():
        raise ValueError(f"not a time span: {value!r}")
    total = 0.0
    for amount, unit in parts:
        if unit not in TIME_UNITS:
            raise ValueError(f"unknown time unit {unit!r} in {value!r}")
        total += float(amount) * TIME_UNITS[unit]
    return total


def check(unit_text: str) -> list[str]:
    """What is wrong with the unit for a kiosk (empty: nothing)."""
    sections = parse_unit(unit_text)
    problems = []
    if "Service" not in sections:
        return ["no [Service] section"]
    restart = last(sections, "Service", "Restart")
    if restart != "always":
        problems.append(f"Restart={restart or '(unset: no)'}: a kiosk needs Restart=always "
                        "(cage exits 0 even when the game crashed, so on-failure never fires)")
    raw = last(sections, "Service", "RestartSec")
    try:
        delay = DEFAULT_RESTART_SEC if raw is None else parse_timespan(raw)
    except ValueError as exc:
        problems.append(f"RestartSec: {exc}")
    else:
        shown = f"RestartSec={raw}" if raw is not None else "RestartSec unset (100 ms)"
        if delay < MIN_RESTART:
            problems.append(f"{shown}: under {MIN_RESTART:g} s, a crash loop spins")
        elif delay > MAX_RESTART:
            problems.append(f"{shown}: over {MAX_RESTART:g} s, customers wait at a dead screen")
    start = last(sections, "Service", "ExecStart") or ""
    if "--kiosk" not in start.split():
        problems.append("ExecStart does not run the game with --kiosk")
    gates = [value for key, value in sections["Service"]
             if key == "ExecCondition" and "--kiosk-gate" in value.split()]
    if not gates:
        problems.append("no ExecCondition runs the game with --kiosk-gate: Restart=always "
                        "would start the kiosk again after the admin menu's Exit")
    else:
        for flag in ("--config", "--save-dir"):
            if option_value(gates[-1], flag) != option_value(start, flag):
                problems.append(f"ExecCondition's {flag} ({option_value(gates[-1], flag)}) is "
                                f"not ExecStart's ({option_value(start, flag)}): the gate "
                                "would look in another data folder")
    return problems


def option_value(command: str, flag: str) -> str | None:
    """The value given to `flag` in a command line ("--config X" or "--config=X")."""
    words = command.split()
    for index, word in enumerate(words):
        if word == flag and index + 1 < len(words):
            return words[index + 1]
        if word.startswith(flag + "="):
            return word[len(flag) + 1:]
    return None


def stub_commands(unit_text: str) -> str:
    """The unit with each Exec* program replaced by /bin/true (arguments kept)."""
    out = []
    for line in unit_text.splitlines():
        key, sep, value = line.partition("=")
        if sep and key.strip() in EXEC_KEYS and value.strip():
            prefix = re.match(r"[-@:+!]*", value.strip()).group(0)
            words = value.strip()[len(prefix):].split(None, 1)
            line = f"{key}={prefix}/bin/true" + (f" {words[1]}" if len(words) > 1 else "")
        out.append(line)
    return "\n".join(out) + "\n"


def verify(unit_text: str) -> list[str]:
    """Every line `systemd-analyze verify` prints about the unit (commands stubbed)."""
    tool = shutil.which("systemd-analyze")
    if tool is None:
        return ["systemd-analyze not found (apt-get install systemd)"]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / UNIT_NAME
        path.write_text(stub_commands(unit_text), encoding="utf-8")
        done = subprocess.run([tool, "verify", str(path)], capture_output=True, text=True,
                              timeout=60)
    said = [line for line in (done.stdout + done.stderr).splitlines() if line.strip()]
    if done.returncode != 0 and not said:
        said = [f"systemd-analyze verify exited with {done.returncode}"]
    return said


def main(argv: list[str] | None = None) -> int:
    """Check the unit in the document; print what is wrong."""
    args = list(sys.argv[1:] if argv is None else argv)
    run_verify = "--verify" in args
    args = [a for a in args if a != "--verify"]
    if len(args) > 1 or any(a.startswith("-") for a in args):
        print("usage: check_kiosk_unit.py [FILE.md] [--verify]", file=sys.stderr)
        return 2
    path = Path(args[0]) if args else DOC
    try:
        unit = extract_unit(path.read_text(encoding="utf-8"))
        problems = check(unit)
    except OSError as exc:
        print(f"{path}: cannot read: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except (UnicodeDecodeError, UnitError) as exc:
        print(f"{path}: {exc}", file=sys.stderr)
        return 2
    if run_verify:
        problems += [f"systemd-analyze: {line}" for line in verify(unit)]
    for problem in problems:
        print(f"{path}: {problem}")
    if problems:
        return 1
    sections = parse_unit(unit)
    print(f"{path}: ok: Restart={last(sections, 'Service', 'Restart')}, "
          f"RestartSec={last(sections, 'Service', 'RestartSec')}"
          + (", systemd-analyze verify silent" if run_verify else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
