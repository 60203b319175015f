"""The join screen's QR code, made by segno and drawn as a pygame surface."""

from __future__ import annotations

import pygame
import segno

QUIET = 4          # modules of white border the standard asks for


def qr_surface(data: str, size: int) -> pygame.Surface:
    """A square QR code of `data`, `size` pixels wide (modules scaled without blending:
    a few are a pixel wider than others, which scanners do not mind)."""
    code = segno.make(data, error="m", micro=False)
    matrix = code.matrix
    modules = len(matrix) + 2 * QUIET
    small = pygame.Surface((modules, modules))
    small.fill((255, 255, 255))
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                small.set_at((x + QUIET, y + QUIET), (0, 0, 0))
    return pygame.transform.scale(small, (max(size, modules), max(size, modules)))
