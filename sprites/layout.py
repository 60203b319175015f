"""Layout in one logical resolution: letterboxing, rows, fans, grids and anchors.

Everything is placed on a 1920x1080 logical surface. These helpers are pure functions
returning `pygame.FRect`s or (x, y, angle) tuples, so the scenes stay declarative and
the maths is testable without a display.
"""

from __future__ import annotations

import math

import pygame

LOGICAL_SIZE = (1920, 1080)
CARD_RATIO = 1.4  # card height / width


def letterbox(window: tuple[int, int], logical: tuple[int, int] = LOGICAL_SIZE) -> pygame.Rect:
    """The largest rect of the logical aspect centred in `window` (integer scale-free)."""
    ww, wh = window
    lw, lh = logical
    scale = min(ww / lw, wh / lh)
    w, h = round(lw * scale), round(lh * scale)
    return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)


def window_to_logical(pos: tuple[float, float], window: tuple[int, int],
                      logical: tuple[int, int] = LOGICAL_SIZE) -> tuple[float, float]:
    """Map a window position (e.g. a touch) into logical coordinates, letterbox aware."""
    box = letterbox(window, logical)
    if box.w == 0 or box.h == 0:
        return (0.0, 0.0)
    return ((pos[0] - box.x) * logical[0] / box.w, (pos[1] - box.y) * logical[1] / box.h)


def card_size(width: float) -> tuple[int, int]:
    """Card (w, h) for a card width in logical pixels."""
    return (round(width), round(width * CARD_RATIO))


def row(count: int, item_w: float, item_h: float, center: tuple[float, float],
        gap: float = 16.0, max_width: float | None = None) -> list[pygame.FRect]:
    """`count` rects in a centred row; overlapping them if needed to fit `max_width`."""
    if count <= 0:
        return []
    step = item_w + gap
    if max_width is not None and count > 1 and item_w + step * (count - 1) > max_width:
        step = max(4.0, (max_width - item_w) / (count - 1))
    total = item_w + step * (count - 1)
    x0 = center[0] - total / 2
    y = center[1] - item_h / 2
    return [pygame.FRect(x0 + i * step, y, item_w, item_h) for i in range(count)]


def column(count: int, item_w: float, item_h: float, center: tuple[float, float],
           gap: float = 12.0) -> list[pygame.FRect]:
    """`count` rects in a centred column."""
    total = count * item_h + max(0, count - 1) * gap
    y0 = center[1] - total / 2
    x = center[0] - item_w / 2
    return [pygame.FRect(x, y0 + i * (item_h + gap), item_w, item_h) for i in range(count)]


def fan(count: int, center: tuple[float, float], radius: float = 900.0,
        spread_deg: float = 30.0, max_step_deg: float = 6.0) -> list[tuple[float, float, float]]:
    """Positions (x, y, angle in degrees) of `count` cards fanned around `center`.

    The cards lie on an arc of `radius` whose lowest point is `center`; the arc is at
    most `spread_deg` wide and cards are at most `max_step_deg` apart.
    """
    if count <= 0:
        return []
    step = min(max_step_deg, spread_deg / max(1, count - 1)) if count > 1 else 0.0
    first = -step * (count - 1) / 2
    out = []
    for i in range(count):
        angle = first + i * step
        rad = math.radians(angle)
        x = center[0] + radius * math.sin(rad)
        y = center[1] + radius * (1 - math.cos(rad))
        out.append((x, y, -angle))
    return out


def grid(rows: int, cols: int, cell: float, center: tuple[float, float],
         gap: float = 8.0) -> list[list[pygame.FRect]]:
    """A rows x cols grid of square cells centred on `center` (rows of rects)."""
    width = cols * cell + max(0, cols - 1) * gap
    height = rows * cell + max(0, rows - 1) * gap
    x0 = center[0] - width / 2
    y0 = center[1] - height / 2
    return [[pygame.FRect(x0 + c * (cell + gap), y0 + r * (cell + gap), cell, cell)
             for c in range(cols)] for r in range(rows)]


def seats_around(count: int, bounds: pygame.Rect | tuple, bottom_seat: int = 0) -> list[pygame.FRect]:
    """Panels for `count` seats around a table; `bottom_seat` sits at the bottom centre.

    The others go clockwise: left side, top edge, right side, as a sofa player expects.
    """
    area = pygame.FRect(bounds)
    pw, ph = min(440.0, area.w / 4), 150.0
    slots: list[tuple[float, float]] = []
    others = count - 1
    if others == 1:
        slots = [(area.centerx, area.top + ph / 2)]
    elif others > 1:
        # spread the others over an upper arc from left-middle to right-middle
        for i in range(others):
            t = i / (others - 1)
            angle = math.pi * (1 - t)  # pi (left) .. 0 (right)
            x = area.centerx + math.cos(angle) * (area.w / 2 - pw / 2)
            y = area.centery - math.sin(angle) * (area.h / 2 - ph / 2)
            slots.append((x, y))
    rects = [pygame.FRect(0, 0, pw, ph) for _ in range(count)]
    rects[bottom_seat].center = (area.centerx, area.bottom - ph / 2)
    for k in range(others):
        seat = (bottom_seat + 1 + k) % count
        rects[seat].center = slots[k]
    return rects


def anchor(size: tuple[float, float], bounds: pygame.Rect | pygame.FRect,
           where: str = "center", margin: float = 0.0) -> pygame.FRect:
    """A rect of `size` placed at a named point of `bounds` (topleft, midbottom, ...)."""
    rect = pygame.FRect((0, 0), size)
    inner = pygame.FRect(bounds).inflate(-2 * margin, -2 * margin)
    setattr(rect, where, getattr(inner, where))
    return rect
