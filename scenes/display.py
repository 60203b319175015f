"""The window: opening the display, its size and scaling, and the pads' subsystem.

One logical 1920x1080 surface; the window uses `pygame.SCALED` (resizable, letterboxed
by SDL, mouse coordinates scaled for us). Headless runs (dummy drivers) get a plain
1920x1080 surface.
"""

from __future__ import annotations

import os
import warnings
from pathlib import Path

import pygame

from scenes.desktop import set_window_identity
from sprites.layout import LOGICAL_SIZE

CONTROLLER_DB = Path(__file__).resolve().parent / "gamecontrollerdb.txt"  # optional, SDL format
# Window events after which the whole picture is drawn again, not only what changed.
WINDOW_REDRAWN = frozenset(getattr(pygame, name) for name in (
    "VIDEOEXPOSE", "VIDEORESIZE", "WINDOWEXPOSED", "WINDOWRESIZED", "WINDOWSIZECHANGED",
    "WINDOWRESTORED", "WINDOWSHOWN", "WINDOWMAXIMIZED") if hasattr(pygame, name))


def open_display(settings, headless: bool, data_dir: Path) -> pygame.Surface:
    """Initialise pygame and open the window (full screen if the settings say so, the
    keyboard grabbed at a kiosk); returns the logical screen surface. The player's pad
    mappings in `data_dir` are loaded before SDL announces the pads."""
    if CONTROLLER_DB.is_file():
        os.environ.setdefault("SDL_GAMECONTROLLERCONFIG_FILE", str(CONTROLLER_DB))
    if settings.kiosk:
        os.environ.setdefault("SDL_ALLOW_ALT_TAB_WHILE_GRABBED", "0")
    # SCALED draws the logical 1920x1080 at whole multiples only, so a window smaller
    # than 1080p (a laptop, a window the player shrank) showed a cropped middle and a
    # 1440p screen a 1080p box. pygame lifts that when this (misnamed) hint is true;
    # then smooth filtering, not nearest pixels, for the non-integer scales.
    os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
    pygame.init()
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", scale_filter())
    from scenes.padmap import load_mappings
    load_mappings(data_dir)
    init_controllers()
    set_window_identity()          # title, icon, window class
    if headless:
        return pygame.display.set_mode(LOGICAL_SIZE)
    flags = pygame.SCALED | pygame.RESIZABLE
    if settings.fullscreen:
        flags |= pygame.FULLSCREEN
    with warnings.catch_warnings():   # "no fast renderer available", "could not
        warnings.simplefilter("ignore")   # enable vsync": software drawing is fine
        try:
            screen = pygame.display.set_mode(LOGICAL_SIZE, flags, vsync=1)
        except pygame.error:
            screen = pygame.display.set_mode(LOGICAL_SIZE, flags)
    if not settings.fullscreen:
        fit_window_to_desktop()
    if settings.kiosk:
        window = display_window()  # keep Alt+Tab from leaving the kiosk
        if window is not None:        # (Ctrl+Alt+Del cannot be caught)
            try:
                window.grab_keyboard = True
            except (AttributeError, pygame.error):
                pass
    return screen


def window_size(headless: bool) -> tuple[int, int]:
    """The window's size in real pixels (for touch coordinates)."""
    if headless:
        return LOGICAL_SIZE
    try:
        return pygame.display.get_window_size()
    except pygame.error:
        return LOGICAL_SIZE


def init_controllers() -> bool:
    """Start SDL's game-controller subsystem (pygame.init() does not): pads send
    CONTROLLERDEVICEADDED for every pad already plugged in, then button and axis events."""
    try:
        from pygame._sdl2 import controller
        controller.init()
        return controller.get_init()
    except (ImportError, AttributeError, pygame.error):
        return False


def fit_window_to_desktop(share: float = 0.9) -> None:
    """A window no larger than the desktop. SCALED opens the window at the logical
    1920x1080 at least, which on a laptop's 1366x768 or 1600x900 screen runs off its
    edges; shrink it to `share` of the desktop, 16:9, centred (SDL letterboxes the
    logical screen into it)."""
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
        window = display_window()
    except (AttributeError, IndexError, pygame.error):
        return
    width, height = LOGICAL_SIZE
    scale = min(1.0, share * desktop[0] / width, share * desktop[1] / height)
    if scale >= 1.0 or window is None:
        return
    try:   # SCALED sets the logical size as the window's minimum: lower it first
        window.minimum_size = (width // 4, height // 4)
        window.size = (round(width * scale), round(height * scale))
        window.position = pygame.WINDOWPOS_CENTERED
    except (AttributeError, pygame.error):
        pass


def scale_filter() -> str:
    """SDL's filter for the scaled screen: a desktop that is a whole multiple of 1080p
    (a 4K TV) doubles each pixel exactly ("nearest", sharp); any other scale is
    smoothed ("linear"), where nearest pixels would make uneven strokes."""
    try:
        width, height = pygame.display.get_desktop_sizes()[0]
    except (IndexError, pygame.error):
        return "linear"
    logical_w, logical_h = LOGICAL_SIZE
    whole = (width % logical_w == 0 and height % logical_h == 0
             and width // logical_w == height // logical_h >= 1)
    return "nearest" if whole else "linear"


def display_window():
    """The display module's window as a pygame.Window (None if this pygame has none).
    pygame-ce 2.5 marks `from_display_module` deprecated for drawing through the Window;
    only its size, position and grabs are used here."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return pygame.Window.from_display_module()
        except (AttributeError, pygame.error):
            return None
