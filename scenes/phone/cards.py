"""Card faces for the phones, drawn by the game's own art on the frame loop.

Drawing a face is pygame work, so it happens on the frame loop, one card a frame
(`scenes.phone.hub.CARDS_PER_FRAME`); the frame only copies the pixels out
(`card_pixels`, about 1 ms), and the server thread compresses them into a PNG
(`encode_png`, zlib) and keeps the bytes, so each (card, height, language) is drawn once.
Measured on this machine (320 px high): encoding with pygame.image.save on the frame took
14 ms; drawing a face not drawn before at that height takes 6 to 12 ms (one a frame), one
already drawn 0.1 to 0.2 ms, pixels included.
"""

from __future__ import annotations

import struct
import zlib


def card_pixels(game_id: str, card_id: str, height: int, lang: str, colorblind: bool = False,
                skin: str | None = None) -> tuple[int, int, bytes] | None:
    """(width, height, RGBA bytes) of a card's face, or None for an id the game's art
    does not know."""
    import pygame

    from sprites.cards import card_surface
    try:
        surface = card_surface(game_id, card_id, height, colorblind, lang, skin=skin)
    except (KeyError, ValueError, LookupError):       # UnknownCard is a ValueError
        return None
    width, high = surface.get_size()
    return width, high, pygame.image.tobytes(surface, "RGBA")


def encode_png(width: int, height: int, rgba: bytes) -> bytes:
    """A PNG of RGBA pixels (8 bits a channel, no filter): pure zlib, no pygame, so the
    server thread can do it."""
    row = width * 4
    raw = b"".join(b"\x00" + rgba[y * row:(y + 1) * row] for y in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))
