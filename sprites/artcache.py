"""A disk cache of rasterised art, so that a table's cards are read, not re-drawn.

Rasterising a card face (SVG with nanosvg, then its texts in the shipped fonts) takes
about 3 ms; reading the same pixels back takes a tenth of that. Each entry is keyed by
what decides its pixels: the SVG text, the texts drawn over it, the size, and the
renderer (pygame, SDL and SDL_ttf versions and the bytes of the font files). A change
to any of them is a new key, so stale art is never shown; old entries are pruned
oldest first once the folder passes `LIMIT_BYTES` (or $MENAGERIE_ART_CACHE_MB).

An entry is one file `<key>.rgba`: `MAGIC`, width, height and a CRC-32 of the pixels,
then the raw RGBA rows (`pygame.image.tobytes`). Files are written atomically (a
temporary file renamed over the name); a short, damaged or foreign file is ignored and
the art is rasterised again and rewritten. Without `configure()` nothing is cached;
the App configures `folder_for()`: the user's cache folder ($XDG_CACHE_HOME), not the
data folder beside the saves (`menagerie --help` names both). The art-cache folder an
earlier version kept in the data folder is removed at start (`forget_old`).
"""

from __future__ import annotations

import hashlib
import os
import struct
import sys
import zlib
from functools import lru_cache
from pathlib import Path

from game.data import BadFile, read_bytes_file
from typing import Callable, Iterable

import pygame

MAGIC = b"MNGART1\n"
HEADER = struct.Struct("<HHI")          # width, height, crc32 of the pixels
SUFFIX = ".rgba"
LIMIT_BYTES = 256 * 1024 * 1024          # prune the oldest entries past this
LIMIT_ENV = "MENAGERIE_ART_CACHE_MB"     # another limit, in MB (the test suite's is larger)
SPRITES = Path(__file__).resolve().parent

OLD_FOLDER = "art-cache"                 # where an earlier version kept it: the data folder
APP = "menagerie"
ENV = "MENAGERIE_ART_CACHE"              # another folder (the test suite shares one)

_folder: Path | None = None
_pruned: set[Path] = set()               # folders this process pruned already
stats = {"hits": 0, "misses": 0, "damaged": 0, "write_errors": 0}


def configure(folder: Path | str | None) -> None:
    """Cache art in `folder` (created if needed); None turns the cache off. A folder is
    pruned the first time a process configures it (a scan is 4 ms per 1,000 entries,
    and the test suite makes hundreds of Apps in one process)."""
    global _folder
    if folder is None:
        _folder = None
        return
    path = Path(folder)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        _folder = None          # an unwritable place: rasterise every time, as before
        return
    _folder = path
    if path not in _pruned:
        _pruned.add(path)
        prune(path, limit_bytes())


def limit_bytes() -> int:
    """The folder's size limit: LIMIT_BYTES, or $MENAGERIE_ART_CACHE_MB megabytes."""
    try:
        megabytes = int(os.environ.get(LIMIT_ENV, ""))
    except ValueError:
        return LIMIT_BYTES
    return megabytes * 2**20 if megabytes > 0 else LIMIT_BYTES


def folder_for() -> Path:
    """Where the art is kept: $MENAGERIE_ART_CACHE if set, else `menagerie/art` in the
    user's cache folder (cache_home)."""
    return Path(os.environ.get(ENV) or cache_home() / APP / "art")


def cache_home() -> Path:
    """The platform's folder for a user's caches: $XDG_CACHE_HOME (an absolute path)
    else ~/.cache on Linux and the BSDs, ~/Library/Caches on macOS, %LOCALAPPDATA% on
    Windows."""
    if sys.platform == "win32":
        local = os.environ.get("LOCALAPPDATA")
        return Path(local) if local else Path.home() / "AppData" / "Local"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches"
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    return Path(xdg) if os.path.isabs(xdg) else Path.home() / ".cache"


def forget_old(data_dir: Path) -> None:
    """Remove the art cache an earlier version kept in the data folder: its entries
    and temporary files only, then the folder if that leaves it empty."""
    old = Path(data_dir) / OLD_FOLDER
    if not old.is_dir() or old.is_symlink() or old.resolve() == folder_for().resolve():
        return                  # (unless $MENAGERIE_ART_CACHE names it: then it is in use)
    for path in old.iterdir():
        if path.name.endswith((SUFFIX, ".tmp")) and path.is_file():
            try:
                path.unlink()
            except OSError:
                return
    try:
        old.rmdir()
    except OSError:
        pass                    # something else lives there: left alone


def folder() -> Path | None:
    """The folder in use, or None when the cache is off."""
    return _folder


@lru_cache(maxsize=1)
def renderer_version() -> bytes:
    """What, besides the art itself, decides the pixels: library versions and fonts."""
    from sprites.fonts import FONT_FILES
    parts = [f"pygame {pygame.version.ver}", f"sdl {pygame.get_sdl_version()}"]
    try:
        parts.append(f"ttf {pygame.font.get_sdl_ttf_version()}")
    except (AttributeError, pygame.error):
        parts.append("ttf ?")
    for path in FONT_FILES:
        try:
            parts.append(hashlib.sha256(read_bytes_file(path)).hexdigest())
        except BadFile:
            parts.append(f"missing {path.name}")
    return "\n".join(parts).encode("utf-8")


@lru_cache(maxsize=1)
def source_version() -> bytes:
    """The renderer plus the bytes of every module of `sprites` (the code that draws,
    the games' art modules in sprites/games included)."""
    digest = hashlib.sha256(renderer_version())
    for path in sorted(SPRITES.rglob("*.py")):
        digest.update(str(path.relative_to(SPRITES)).encode("utf-8"))
        digest.update(read_bytes_file(path))
    return digest.digest()


def source_key(parts: tuple, size: tuple[int, int]) -> str:
    """The cache key of an image drawn by this package's code from `parts` (a tuple of
    plain values with a faithful repr), at `size`: its SVG need not be written first."""
    digest = hashlib.sha256(source_version())
    digest.update(f"\0{size[0]}x{size[1]}\0{parts!r}".encode("utf-8"))
    return "s" + digest.hexdigest()[:39]


def art_key(svg_text: str, size: tuple[int, int], texts: Iterable = ()) -> str:
    """The cache key of an image: a hash of its SVG, texts, size and renderer."""
    digest = hashlib.sha256(renderer_version())
    digest.update(f"\0{size[0]}x{size[1]}\0".encode("ascii"))
    digest.update(svg_text.encode("utf-8"))
    for item in texts:
        digest.update(b"\0")
        digest.update(repr(item).encode("utf-8"))
    return digest.hexdigest()[:40]


def cached(svg_text: str, size: tuple[int, int], texts: Iterable,
           make: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The image of this SVG and texts from the cache, else `make()`'s, stored."""
    if _folder is None:
        return make()
    return cached_as(art_key(svg_text, size, tuple(texts)), size, make)


def cached_as(key: str, size: tuple[int, int],
              make: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The image of `key` from the cache, else `make()`'s, stored for next time."""
    if _folder is None:
        return make()
    surface = load(key, size)
    if surface is not None:
        stats["hits"] += 1
        return surface
    stats["misses"] += 1
    surface = make()
    store(key, surface)
    return surface


def stored(key: str) -> bool:
    """Whether the cache holds `key` (reading it back is a tenth of drawing it)."""
    return _folder is not None and _path(key).is_file()


def _path(key: str) -> Path:
    assert _folder is not None
    return _folder / f"{key}{SUFFIX}"


def load(key: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The cached image of `key` at `size`, or None (missing or damaged)."""
    if _folder is None:
        return None
    try:
        data = read_bytes_file(_path(key))
    except BadFile:
        return None
    start = len(MAGIC) + HEADER.size
    if len(data) < start or not data.startswith(MAGIC):
        stats["damaged"] += 1
        return None
    width, height, crc = HEADER.unpack_from(data, len(MAGIC))
    pixels = memoryview(data)[start:]
    if ((width, height) != tuple(size) or len(pixels) != width * height * 4
            or zlib.crc32(pixels) != crc):
        stats["damaged"] += 1
        return None
    try:
        return pygame.image.frombytes(bytes(pixels), (width, height), "RGBA")
    except (ValueError, pygame.error):
        stats["damaged"] += 1
        return None


def store(key: str, surface: pygame.Surface) -> None:
    """Write an image under `key` atomically; a failed write is only counted."""
    if _folder is None:
        return
    pixels = pygame.image.tobytes(surface, "RGBA")
    width, height = surface.get_size()
    target = _path(key)
    temp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        with open(temp, "wb") as out:
            out.write(MAGIC + HEADER.pack(width, height, zlib.crc32(pixels)))
            out.write(pixels)
        os.replace(temp, target)
    except OSError:
        stats["write_errors"] += 1
        try:
            temp.unlink()
        except OSError:
            pass


def prune(path: Path, limit: int) -> int:
    """Delete the oldest entries until the folder holds at most `limit` bytes."""
    try:
        entries = [(e.stat().st_mtime, e.stat().st_size, e.path)
                   for e in os.scandir(path) if e.name.endswith(SUFFIX)]
    except OSError:
        return 0
    total = sum(size for _, size, _ in entries)
    removed = 0
    for _, size, name in sorted(entries):
        if total <= limit:
            break
        try:
            os.unlink(name)
        except OSError:
            continue
        total -= size
        removed += 1
    return removed
