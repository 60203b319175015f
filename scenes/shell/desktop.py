"""The program's face on a desktop: window title and icon, and where the desktop files are.

The icon is drawn once in SVG (`sprites/desktop/menagerie.svg`); the 256x256 PNG beside
it is made from it by `tools/make_icon.py`. `menagerie.desktop` is the freedesktop.org
entry (README: *Desktop entry*); its `StartupWMClass` matches the window class set here.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

import pygame

from game.data import BadFile, read_bytes_file

DESKTOP_DIR = Path(__file__).resolve().parents[2] / "sprites" / "desktop"
ICON_SVG = DESKTOP_DIR / "menagerie.svg"
ICON_PNG = DESKTOP_DIR / "menagerie.png"
ICON_SIZE = 256
DESKTOP_FILE = DESKTOP_DIR / "menagerie.desktop"
TITLE = "Ménagerie"
WINDOW_CLASS = "menagerie"     # the desktop file's StartupWMClass


def name_window_class() -> None:
    """Ask SDL for our window class. Call before `pygame.init()`: SDL reads it when its
    video starts. Set, not defaulted: importing pygame already put the program's file
    name there ("main.py"), which the desktop entry's StartupWMClass does not match."""
    os.environ["SDL_VIDEO_X11_WMCLASS"] = WINDOW_CLASS
    os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = WINDOW_CLASS


def set_window_identity() -> bool:
    """Give the next window its title and icon (and class, if `name_window_class` was
    not called earlier); False if the icon could not load. Call after `pygame.init()`
    and before `set_mode`: some systems read the icon only when the window is created.
    """
    name_window_class()
    pygame.display.set_caption(TITLE)
    try:
        icon = pygame.image.load(io.BytesIO(read_bytes_file(ICON_PNG)), ICON_PNG.name)
    except (pygame.error, BadFile):
        return False      # a window without an icon still plays
    pygame.display.set_icon(icon)
    return True
