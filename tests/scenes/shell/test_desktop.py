"""The desktop program: --version, the window's title and icon, the .desktop entry."""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import __version__
from scenes.shell import desktop
from sprites.svg import HAS_SVG

ROOT = Path(__file__).resolve().parents[3]
REQUIRED = {"Type": "Application", "Name": None, "Exec": None, "Icon": None,
            "Categories": None}
KNOWN_KEYS = {"Type", "Version", "Name", "GenericName", "NoDisplay", "Comment", "Icon",
              "Hidden", "OnlyShowIn", "NotShowIn", "DBusActivatable", "TryExec", "Exec",
              "Path", "Terminal", "Actions", "MimeType", "Categories", "Implements",
              "Keywords", "StartupNotify", "StartupWMClass", "URL", "PrefersNonDefaultGPU"}
LOCALISED = {"Name", "GenericName", "Comment", "Icon", "Keywords"}
LIST_KEYS = {"Categories", "Keywords", "OnlyShowIn", "NotShowIn", "Actions", "MimeType",
             "Implements"}
MAIN_CATEGORIES = {"AudioVideo", "Audio", "Video", "Development", "Education", "Game",
                   "Graphics", "Network", "Office", "Science", "Settings", "System",
                   "Utility"}


def test_version_on_the_command_line():
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--version"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and out.stdout == f"menagerie {__version__}\n"
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_the_version_has_one_source():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^version = \{attr = "game.__version__"\}$', text, re.M)
    assert re.search(r'^dynamic = \["version"\]$', text, re.M)
    assert not re.search(r'^version = "', text, re.M)


def test_the_window_gets_its_title_and_icon(monkeypatch):
    icons: list[pygame.Surface] = []
    monkeypatch.setattr(pygame.display, "set_icon", icons.append)
    pygame.display.init()
    assert desktop.set_window_identity()
    assert pygame.display.get_caption()[0] == "Ménagerie"
    assert [icon.get_size() for icon in icons] == [(256, 256)]


def test_a_missing_icon_leaves_a_plain_window(monkeypatch, tmp_path):
    monkeypatch.setattr(desktop, "ICON_PNG", tmp_path / "gone.png")
    pygame.display.init()
    assert desktop.set_window_identity() is False
    assert pygame.display.get_caption()[0] == "Ménagerie"


def test_the_png_icon_is_the_svg_rasterised():
    png = pygame.image.load(str(desktop.ICON_PNG))
    assert png.get_size() == (desktop.ICON_SIZE, desktop.ICON_SIZE)
    assert png.get_at((0, 0)).a == 0 and png.get_at((128, 128)).a == 255  # rounded, solid
    if not HAS_SVG:
        pytest.skip("this pygame cannot rasterise SVG")
    svg = pygame.image.load_sized_svg(str(desktop.ICON_SVG), png.get_size())
    a = pygame.surfarray.pixels3d(png).astype(int)
    b = pygame.surfarray.pixels3d(svg).astype(int)
    assert abs(a - b).mean() < 2.0, "run tools/make_icon.py after editing the SVG"


def read_entry(path: Path) -> dict[str, str]:
    """The [Desktop Entry] group of a .desktop file, checked for the format's basic rules."""
    lines = [line for line in path.read_text(encoding="utf-8").splitlines()
             if line and not line.startswith("#")]
    assert lines[0] == "[Desktop Entry]", "the first group must be [Desktop Entry]"
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str          # keys are case-sensitive
    parser.read_string("\n".join(lines))
    return dict(parser["Desktop Entry"])


def test_the_desktop_entry_keys():
    entry = read_entry(desktop.DESKTOP_FILE)
    for key, value in REQUIRED.items():
        assert entry.get(key), f"missing {key}"
        assert value is None or entry[key] == value
    for key in entry:
        base, _, locale = key.partition("[")
        assert base in KNOWN_KEYS or base.startswith("X-"), f"unknown key {key}"
        assert not locale or (base in LOCALISED and re.fullmatch(r"[a-z]{2}(_[A-Z]{2})?\]",
                                                                 locale)), key
        if base in LIST_KEYS:
            assert entry[key].endswith(";"), f"{key} must end with ';'"
    assert MAIN_CATEGORIES & set(entry["Categories"].split(";"))
    assert entry["Terminal"] == "false"
    assert entry["Icon"] == desktop.ICON_SVG.stem == desktop.ICON_PNG.stem
    assert entry["StartupWMClass"] == desktop.WINDOW_CLASS
    scripts = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(rf'^{entry["Exec"].split()[0]} = "main:main"$', scripts, re.M)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate (Debian: desktop-file-utils) not installed")
def test_desktop_file_validate_accepts_the_entry():
    out = subprocess.run(["desktop-file-validate", str(desktop.DESKTOP_FILE)],
                         capture_output=True, text=True, timeout=60)
    report = out.stdout + out.stderr
    assert out.returncode == 0 and "error" not in report and "warning" not in report, report


def test_the_window_class_wins_over_pygames_default(monkeypatch):
    """Importing pygame sets SDL_VIDEO_X11_WMCLASS to the program's file name; the
    desktop entry's StartupWMClass only matches if ours replaces it (Xvfb showed
    ("main.py" "main.py") before)."""
    import os

    from scenes.shell.desktop import WINDOW_CLASS, name_window_class
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "main.py")
    name_window_class()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == WINDOW_CLASS


METAINFO = desktop.DESKTOP_FILE.with_name("io.github.menagerie.metainfo.xml")


def test_the_metainfo_names_the_entry_the_program_and_this_version():
    import xml.etree.ElementTree as ET
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == METAINFO.name.removesuffix(".metainfo.xml")
    assert root.findtext("launchable[@type='desktop-id']") == desktop.DESKTOP_FILE.name
    assert root.findtext("name") == read_entry(desktop.DESKTOP_FILE)["Name"]
    binary = root.findtext("provides/binary")
    scripts = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(rf'^{binary} = "main:main"$', scripts, re.M)
    assert root.find("releases/release").get("version") == __version__


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli (Debian: appstream) not installed")
def test_appstreamcli_validates_the_metainfo():
    out = subprocess.run(["appstreamcli", "validate", "--no-net", "--pedantic",
                          str(METAINFO)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stdout + out.stderr
