"""Every file the program reads goes through game.data's one reader, which takes only
regular files within the size and depth limits (issue #34, item 1)."""

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.data import BadFile, read_bytes_file, read_json_file, read_text_file

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("game", "scenes", "sprites", "sounds", "main.py")
READERS = {"read_text", "read_bytes"}
# (file, the call's line stripped): why it may open a file itself.
ALLOWED = {
    ("game/data.py",
     "fd = os.open(path, flags)   # O_NONBLOCK: opening a FIFO does not wait for a writer"):
        "the safe reader itself",
    ("game/records/folderlock.py",
     'fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0), 0o644)'):
        "the data folder's lock: opened to be locked and written, a non-regular file refused",
    ("scenes/shell/desktop.py",
     "icon = pygame.image.load(io.BytesIO(read_bytes_file(ICON_PNG)), ICON_PNG.name)"):
        "the icon's bytes come from the safe reader",
    ("game/__main__.py",
     "os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())   # (no error at exit)"):
        "/dev/null opened for writing, to end quietly after `| head` closed the pipe",
}
SLOW = 120       # seconds: a generous limit for a child that used to hang for ever


def _opens(path: Path):
    """(line number, stripped line) of each call that opens or reads a file by itself:
    open()/os.open()/io.open() not for writing, .read_text(), .read_bytes(),
    pygame.image.load() (given bytes from the reader, it is listed as allowed)."""
    source = path.read_text(encoding="utf-8")    # the test reads the code it checks
    lines = source.splitlines()
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else None
        if isinstance(func, ast.Attribute):
            image_load = (func.attr == "load" and isinstance(func.value, ast.Attribute)
                          and func.value.attr == "image")          # pygame.image.load
            if func.attr in READERS or image_load:
                yield node.lineno, lines[node.lineno - 1].strip()
                continue
            if func.attr == "open" and isinstance(func.value, ast.Name) \
                    and func.value.id in ("os", "io", "codecs"):
                name = "open"
        if name != "open":
            continue
        mode = node.args[1] if len(node.args) > 1 else next(
            (k.value for k in node.keywords if k.arg == "mode"), None)
        if isinstance(mode, ast.Constant) and isinstance(mode.value, str) \
                and set(mode.value) & set("wax"):
            continue                                 # a write, not a read
        yield node.lineno, lines[node.lineno - 1].strip()


def test_every_read_goes_through_the_safe_reader():
    found = []
    for top in SCANNED:
        paths = [ROOT / top] if top.endswith(".py") else sorted((ROOT / top).rglob("*.py"))
        for path in paths:
            where = str(path.relative_to(ROOT))
            for number, line in _opens(path):
                if (where, line) not in ALLOWED:
                    found.append(f"{where}:{number}: {line}")
    assert not found, "read through game.data.read_*_file:\n" + "\n".join(found)


def test_the_allowlist_names_only_lines_that_exist():
    for (where, line), reason in ALLOWED.items():
        assert reason and line in (ROOT / where).read_text(encoding="utf-8"), where


def test_a_device_is_refused_not_read(tmp_path):
    link = tmp_path / "settings.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(BadFile, match="not a regular file"):
        read_bytes_file(link)
    with pytest.raises(BadFile, match="not a regular file"):
        read_json_file("/dev/null")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_is_refused_at_once(tmp_path):
    fifo = tmp_path / "players.json"
    os.mkfifo(fifo)
    code = ("import sys; from game.data import BadFile, read_text_file\n"
            "try:\n    read_text_file(sys.argv[1])\n"
            "except BadFile as exc:\n    print(exc.problem)\n")
    done = subprocess.run([sys.executable, "-c", code, str(fifo)], cwd=ROOT, text=True,
                          capture_output=True, timeout=SLOW)
    assert "not a regular file" in done.stdout


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
@pytest.mark.parametrize("flag", ["--script", "--config"])
def test_a_fifo_on_the_command_line_is_one_line(tmp_path, flag):
    fifo = tmp_path / "input.json"
    os.mkfifo(fifo)
    done = subprocess.run([sys.executable, "main.py", "--headless", "--frames", "1", flag,
                           str(fifo)], cwd=ROOT, text=True, capture_output=True,
                          timeout=SLOW, env={**os.environ, "SDL_VIDEODRIVER": "dummy"})
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "not a regular file" in done.stderr


def test_a_proc_file_of_size_zero_is_read_to_its_end():
    if not Path("/proc/self/status").exists():
        pytest.skip("no /proc here")
    assert "Name:" in read_text_file("/proc/self/status")


def test_admin_files_pointing_at_dev_zero_are_set_aside(tmp_path):
    from game.records.admin import AdminLock, PinStore, unlock
    kiosk = tmp_path / "kiosk"
    kiosk.mkdir()
    (kiosk / "admin-pin.json").symlink_to("/dev/zero")
    (kiosk / "admin-lock.json").symlink_to("/dev/zero")
    assert PinStore(tmp_path, "1234").record is None
    assert "damaged" in unlock(tmp_path)
    assert AdminLock(tmp_path).failures == 0
