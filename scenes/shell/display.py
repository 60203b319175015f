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

from scenes.shell.desktop import name_window_class, set_window_identity
from sprites.layout import LOGICAL_SIZE

WINDOW_SHARE = 0.9          # of a screen smaller than 1080p, a window takes this much
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
    name_window_class()
    pygame.init()
    from game.records.padmap import load_mappings
    from scenes.shell.sdl import controller_mapping_adder
    load_mappings(data_dir, controller_mapping_adder())
    init_controllers()
    set_window_identity()          # title, icon, window class
    if headless:
        return pygame.display.set_mode(LOGICAL_SIZE)
    desktop = desktop_size()
    full, size = window_plan(desktop, usable_size(desktop), settings.fullscreen)
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", scale_filter(desktop if full else size))
    settings.fullscreen = full        # (saved as chosen with the next settings change)
    flags = pygame.SCALED | pygame.RESIZABLE
    if full:
        flags |= pygame.FULLSCREEN
    with warnings.catch_warnings():   # "no fast renderer available", "could not
        warnings.simplefilter("ignore")   # enable vsync": software drawing is fine
        try:
            screen = pygame.display.set_mode(LOGICAL_SIZE, flags, vsync=1)
        except pygame.error:
            screen = pygame.display.set_mode(LOGICAL_SIZE, flags)
    if not full:
        set_window_size(size)
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


def window_plan(desktop: tuple[int, int], usable: tuple[int, int],
                fullscreen: bool | None) -> tuple[bool, tuple[int, int]]:
    """(full screen, window size) on a desktop of `desktop` pixels whose usable area (less
    the taskbar or dock) is `usable`. `fullscreen` is the player's choice; None lets the
    screen decide: a screen no larger than 1080p is filled (desktop full screen), a
    larger one gets a window. The window is the largest whole multiple of 1920x1080
    that fits the usable area (every pixel an exact block, crisp), or, on a screen
    smaller than that, 90% of the usable area, 16:9."""
    width, height = LOGICAL_SIZE
    if fullscreen is None:
        fullscreen = desktop[0] <= width or desktop[1] <= height
    whole = min(usable[0] // width, usable[1] // height)
    if whole >= 1:
        return fullscreen, (width * whole, height * whole)
    share = min(WINDOW_SHARE * usable[0] / width, WINDOW_SHARE * usable[1] / height)
    return fullscreen, (round(width * share), round(height * share))


def desktop_size() -> tuple[int, int]:
    """The first display's size (1080p when it cannot be known)."""
    try:
        return tuple(pygame.display.get_desktop_sizes()[0])
    except (AttributeError, IndexError, pygame.error):
        return LOGICAL_SIZE


def usable_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """The first display's usable area (the desktop less its taskbar, as SDL knows it)."""
    from scenes.shell.sdl import usable_bounds
    return usable_bounds() or desktop


def set_window_size(size: tuple[int, int]) -> None:
    """Give the window this size, centred (SCALED letterboxes the logical screen in)."""
    window = display_window()
    if window is None:
        return
    width, height = LOGICAL_SIZE
    try:   # SCALED sets the logical size as the window's minimum: lower it first
        window.minimum_size = (width // 4, height // 4)
        window.size = size
        window.position = pygame.WINDOWPOS_CENTERED
    except (AttributeError, pygame.error):
        pass


def fit_window_to_desktop() -> None:
    """Back in a window (F11 out of full screen): the size `window_plan` gives, so that
    a 1080p screen's window is not cut by the taskbar."""
    desktop = desktop_size()
    set_window_size(window_plan(desktop, usable_size(desktop), False)[1])


def scale_filter(size: tuple[int, int]) -> str:
    """SDL's filter for the logical screen drawn at `size`: a whole multiple of 1080p
    (a 4K TV, a 2x window) doubles each pixel exactly ("nearest", sharp); any other
    scale is smoothed ("linear"), where nearest pixels would make uneven strokes."""
    logical_w, logical_h = LOGICAL_SIZE
    whole = (size[0] % logical_w == 0 and size[1] % logical_h == 0
             and size[0] // logical_w == size[1] // logical_h >= 1)
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
