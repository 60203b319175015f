"""SDL functions pygame-ce does not wrap, called through ctypes in the very SDL library
pygame loaded (the pad mappings' SDL_GameControllerAddMapping, the desktop's usable
bounds). Every lookup may fail (another platform, a static build): callers then do
without."""

from __future__ import annotations

import ctypes
from pathlib import Path

from game.data import BadFile, read_text_file

_FOUND: dict[str, object] = {}


def sdl_function(name: str, argtypes: list, restype):
    """The SDL function `name` with its C signature set, or None if it cannot be had."""
    if name in _FOUND:
        return _FOUND[name] or None
    _FOUND[name] = False
    try:
        for path in loaded_sdl_paths():
            func = getattr(ctypes.CDLL(path), name)
            func.argtypes, func.restype = argtypes, restype
            _FOUND[name] = func
            break
    except (OSError, AttributeError):
        _FOUND[name] = False
    return _FOUND[name] or None


def loaded_sdl_paths() -> list[str]:
    """Where the SDL 2 library pygame uses lies: read from the process's own map on
    Linux, else looked for beside pygame (Windows and macOS wheels ship it there)."""
    import pygame  # noqa: F401 - loads SDL
    try:
        maps = read_text_file("/proc/self/maps", errors="replace").splitlines()
        found = {line.split()[-1] for line in maps if "libSDL2-2" in line
                 or line.rstrip().endswith("libSDL2.so") or "libSDL2-2.0.so" in line}
        if found:
            return sorted(p for p in found if p.startswith("/"))
    except BadFile:
        pass
    here = Path(pygame.__file__).resolve().parent
    names = ("SDL2.dll", "libSDL2-2.0.0.dylib", "libSDL2.dylib")
    return [str(p) for folder in (here, here.parent / "pygame_ce.libs", here / ".dylibs")
            for name in names for p in [folder / name] if p.exists()]


class SdlRect(ctypes.Structure):
    """SDL_Rect."""

    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int),
                ("h", ctypes.c_int)]


def usable_bounds(display: int = 0) -> tuple[int, int] | None:
    """The size of a display's usable area (less the taskbar, the dock), or None."""
    func = sdl_function("SDL_GetDisplayUsableBounds",
                        [ctypes.c_int, ctypes.POINTER(SdlRect)], ctypes.c_int)
    if func is None:
        return None
    rect = SdlRect()
    if func(display, ctypes.byref(rect)) != 0 or rect.w <= 0 or rect.h <= 0:
        return None
    return rect.w, rect.h


def pref_path(org: str, app: str) -> str:
    """SDL's per-user preference folder for (org, app), created if missing: what the
    headless layer's `default_data_dir` is handed."""
    import pygame.system
    return pygame.system.get_pref_path(org, app)


def pref_locales() -> list:
    """SDL's list of the user's preferred locales, best first (what `game.i18n` is
    handed when the environment names none)."""
    import pygame.system
    return list(pygame.system.get_pref_locales())


def controller_mapping_adder():
    """SDL_GameControllerAddMapping of the SDL library this process loaded, as a
    function of a mapping line that is True when SDL took it; None where there is none.
    pygame-ce 2.5 has no call to add a mapping for a pad SDL does not know."""
    func = sdl_function("SDL_GameControllerAddMapping", [ctypes.c_char_p], ctypes.c_int)
    if func is None:
        return None
    return lambda line: func(line.encode("utf-8")) >= 0
