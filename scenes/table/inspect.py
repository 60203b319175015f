"""The inspector: one card shown large, with its name, numbers and what it does.

A layout's `inspect(view, target)` says what to show (`Inspect`); `draw_inspect` puts
it on a panel on the half of the screen away from the card looked at, so the card
itself stays in sight, and off the targets that may be chosen next where it can be. The image is at least INSPECT_H px tall at 1080p.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes.ui import ACCENT, HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel
from sprites import textfit

INSPECT_H = 420                 # the card's height (the issue asks for 360 at least)
PANEL_W = 1040
COMPACT_W = 880                 # the panel narrowed to keep clear of the targets
PANEL_H = INSPECT_H + 80
TITLE_SIZE, LINE_SIZE = 40, 27
SCREEN = pygame.Rect(16, 86, 1888, 990)     # where the panel may go: under the header


@dataclass(frozen=True)
class Inspect:
    """What the inspector shows: an image (None: text only), a title and lines."""

    image: pygame.Surface | None
    title: str
    lines: tuple[str, ...] = field(default_factory=tuple)


def inspect_rect(near, avoid=()) -> pygame.Rect:
    """The inspector's panel, next to the card looked at (`near`, a rect) as a tooltip
    is: above it when the card is in the lower half of the screen, else below it, and
    kept on the screen (it may pass over the right column while it is shown). When that
    covers a rect of `avoid` (the next step's targets), other places are tried, full
    size and then COMPACT_W wide (a narrower text column): the place covering the least
    of them wins, then the wider, then one off the card itself."""
    x, y, w, h = near
    rect = pygame.Rect(0, 0, PANEL_W, PANEL_H)
    rect.centerx = round(x + w / 2)
    if y + h / 2 >= 540:
        rect.bottom = y - 24
    else:
        rect.top = y + h + 24
    if rect.top < 86 or rect.bottom > 1076:       # no room above or below: beside it
        rect.centery = round(y + h / 2)
        rect.x = round(x + w + 24) if x + w / 2 < 700 else round(x - 24 - PANEL_W)
    rect.clamp_ip(SCREEN)
    if not avoid or not _covered(rect, avoid):
        return rect
    places = [place.clamp(SCREEN) for width in (PANEL_W, COMPACT_W)
              for place in _places(pygame.Rect(near), width)]
    return min(places, key=lambda place: (_covered(place, avoid), place.w != PANEL_W,
                                          place.colliderect(near)))


def _places(near: pygame.Rect, width: int) -> list[pygame.Rect]:
    """Other places for a panel `width` wide: each of five columns (the screen's left
    and right edges, either side of the card, over it) at each of five heights (the
    screen's top, middle and bottom, above and below the card)."""
    xs = (SCREEN.x, SCREEN.right - width, near.x - 24 - width, near.right + 24,
          near.centerx - width // 2)
    ys = (SCREEN.y, SCREEN.centery - PANEL_H // 2, SCREEN.bottom - PANEL_H,
          near.y - 24 - PANEL_H, near.bottom + 24)
    return [pygame.Rect(x, y, width, PANEL_H) for y in ys for x in xs]


def _covered(place: pygame.Rect, avoid) -> int:
    """How many px of the rects to avoid a place covers."""
    total = 0
    for other in avoid:
        clip = place.clip(pygame.Rect(other))
        total += clip.w * clip.h
    return total


def draw_inspect(surface: pygame.Surface, text, shown: Inspect, near, avoid=()) -> pygame.Rect:
    """Draw the inspector for a card at `near`, off the rects of `avoid` where it can
    be; returns the rect drawn on."""
    rect = inspect_rect(near, avoid)
    panel(surface, rect, PANEL, ACCENT, radius=18)
    x = rect.x + 40
    if shown.image is not None:
        image = shown.image
        if image.get_height() != INSPECT_H:
            scale = INSPECT_H / image.get_height()
            image = pygame.transform.smoothscale(
                image, (max(1, round(image.get_width() * scale)), INSPECT_H))
        surface.blit(image, (x, rect.y + 40))
        x += image.get_width() + 40
    box = pygame.Rect(x, rect.y + 40, rect.right - 40 - x, 64)
    textfit.blit(text, surface, shown.title, TITLE_SIZE, box, "topleft", bold=True,
                 fg=HIGHLIGHT)
    body = pygame.Rect(x, box.bottom + 12, box.w, rect.bottom - 40 - box.bottom - 12)
    y = body.y
    for index, line in enumerate(shown.lines):
        if y >= body.bottom - LINE_SIZE:
            break
        part = pygame.Rect(x, y, body.w, body.bottom - y)
        drawn = textfit.blit(text, surface, line, LINE_SIZE, part, "topleft", wrap=True,
                             fg=TEXT if index else TEXT_DIM)
        y = drawn.bottom + 6
    return rect
