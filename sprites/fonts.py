"""The fonts shipped with Ménagerie, loaded once per size and cached.

Two open-licensed (SIL OFL 1.1) families live in `sprites/fonts/` with their licences:
Menagerie Sans (Regular and Bold: Quicksand without its hinting, renamed as the OFL
asks), a friendly rounded sans for everything people read, and
Lobster Two Bold, a warm script for titles and big numbers. Both cover French accents.
If a file is missing or unreadable, pygame's built-in font is used instead so that the
client still starts. Each file is read once: fonts are opened from its bytes in memory,
so that a cached font holds no file descriptor (SDL_ttf keeps a font's file open for
as long as the font lives).
"""

from __future__ import annotations

import io
import unicodedata
from functools import lru_cache
from pathlib import Path

from game.data import BadFile, read_bytes_file

import pygame

FONT_DIR = Path(__file__).resolve().parent / "fonts"
BODY_REGULAR = FONT_DIR / "MenagerieSans-Regular.ttf"
BODY_BOLD = FONT_DIR / "MenagerieSans-Bold.ttf"
DISPLAY = FONT_DIR / "LobsterTwo-Bold.otf"
FONT_FILES: tuple[Path, ...] = (BODY_REGULAR, BODY_BOLD, DISPLAY)
MIN_SIZE = 4
MAX_SIZE = 512


def _ensure_init() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


def _clamp(size: float) -> int:
    return max(MIN_SIZE, min(MAX_SIZE, int(round(size))))


_CACHE: dict[tuple[Path, int], pygame.font.Font] = {}
CACHE_LIMIT = 256


def _load(path: Path, size: int) -> pygame.font.Font:
    """A cached font, reloaded if pygame.font was quit and re-initialised since."""
    _ensure_init()
    font = _CACHE.get((path, size))
    if font is not None:
        try:
            font.get_height()  # raises once the font module has been quit since
            return font
        except pygame.error:
            pass
    if len(_CACHE) >= CACHE_LIMIT:
        _CACHE.clear()
    try:
        font = pygame.font.Font(io.BytesIO(_file_bytes(path)), size)
    except (OSError, pygame.error):
        font = pygame.font.Font(None, size)
    _CACHE[(path, size)] = font
    return font


@lru_cache(maxsize=None)
def _file_bytes(path: Path) -> bytes:
    """A font file's contents (read once; a BytesIO over them copies nothing)."""
    try:
        return read_bytes_file(path)
    except BadFile as exc:
        raise OSError(str(exc)) from None


def get_font(size: float, bold: bool = False) -> pygame.font.Font:
    """The body font (Menagerie Sans) at a pixel size, cached."""
    return _load(BODY_BOLD if bold else BODY_REGULAR, _clamp(size))


def get_display_font(size: float) -> pygame.font.Font:
    """The display font (Lobster Two Bold) for titles and big numbers, cached."""
    return _load(DISPLAY, _clamp(size))


def fit_font(text: str, max_width: int, size: float, bold: bool = False,
             display: bool = False) -> pygame.font.Font:
    """The largest font at or below `size` whose rendering of `text` fits `max_width`."""
    size = _clamp(size)
    while True:
        font = get_display_font(size) if display else get_font(size, bold)
        if size <= MIN_SIZE or font.size(text)[0] <= max_width:
            return font
        size = _clamp(size * 0.9 if size > 12 else size - 1)


def clear_cache() -> None:
    """Forget every loaded font (they are reloaded on demand anyway after a re-init)."""
    _CACHE.clear()


@lru_cache(maxsize=1)
def _font_check():
    """(fonts, their missing-glyph boxes) for the body fonts, regular and bold."""
    if not pygame.font.get_init():
        pygame.font.init()
    fonts = [get_font(24, bold) for bold in (False, True)]   # read from memory: no open file
    return [(font, pygame.image.tobytes(font.render("\ue000", True, (255, 255, 255)), "RGBA"))
            for font in fonts]


@lru_cache(maxsize=4096)
def renderable(char: str) -> bool:
    """Whether the shipped body fonts (regular and bold) draw `char` (not as a box).
    Rendered and compared with the font's missing-glyph box, as tests/test_catalog.py
    does: pygame-ce's Font.metrics gives the box's metrics for a missing glyph."""
    if char == " ":
        return True
    if unicodedata.category(char)[0] in "CZ":       # controls, format, other spaces
        return False
    try:
        checks = [(font.render(char, True, (255, 255, 255)), box) for font, box in _font_check()]
    except pygame.error:            # fonts of a pygame session that has ended: load again
        _font_check.cache_clear()
        checks = [(font.render(char, True, (255, 255, 255)), box) for font, box in _font_check()]
    return all(pygame.image.tobytes(drawn, "RGBA") != box for drawn, box in checks)
