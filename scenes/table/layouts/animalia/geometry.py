"""Where Animalia's table puts things, for a player count and the seat at the bottom.

Pure rectangles in 1920x1080 table coordinates, worked out once per (players, bottom
seat). The viewer's panel sits bottom left with their collection(s) beside it (cards
140 px wide or more, side by side so that no name is cut) and their bonus cards at
the right end; the other seats sit in a row across the top, clockwise from the
viewer's left (the lot passes that way), each panel above its collection. The deck,
the lot and the pass chip fill the middle; the spy's tray and the medal options take
the lot's place when there is no lot.

Each collection has five fixed places (`slots`), one per card it can hold: its cards
never shift, and the empty places show how much room is left.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.table.layouts.base import TABLE_AREA
from scenes.table.layouts.cards import card_width

COLLECTION_MAX = 5
GAP = 8                      # between cards side by side
MARGIN = 8                   # inside the table area
OWN_PANEL_W = 300
OWN_H_ONE = 210              # the viewer's cards, one collection (150 px wide)
OWN_H_TWO = 196              # two collections, one above the other (140 px wide)
OPP_PANEL_H = 104
OPP_H_MAX = 168              # others' cards, when their block has the room
OPP_W_MIN = 90               # never narrower (they overlap instead)
OPP_GAP = 6                  # between two seats' blocks (a long name needs the room)
LOT_H_MAX = 330
LOT_GAP = 18
CHIP_W, CHIP_H = 250, 96     # the pass / decline chips
LABEL_H = 38                 # a line of words under the deck or the lot


@dataclass(frozen=True)
class Geometry:
    """Every fixed place of the table for one player count and bottom seat."""

    panels: tuple[pygame.Rect, ...]                  # per seat
    slots: tuple[tuple[pygame.Rect, ...], ...]       # per collection, its 5 places
    bonus_area: pygame.Rect                          # the viewer's bonus cards
    own_h: int                                       # the height of the viewer's cards
    middle: pygame.Rect                              # between the others and the viewer
    deck: pygame.Rect
    lot_h: int

    def lot_rects(self, count: int) -> list[pygame.Rect]:
        """The lot's cards, right of the deck."""
        w = card_width(self.lot_h)
        x = self.deck.right + 2 * LOT_GAP
        return [pygame.Rect(x + i * (w + LOT_GAP), self.deck.y, w, self.lot_h)
                for i in range(count)]

    def lot_label(self) -> pygame.Rect:
        """The words under the lot."""
        spots = self.lot_rects(3)
        return pygame.Rect(spots[0].x, self.deck.bottom + 4, spots[-1].right - spots[0].x,
                           LABEL_H)

    def deck_label(self) -> pygame.Rect:
        """The words under the deck."""
        return pygame.Rect(self.deck.x - 60, self.deck.bottom + 4, self.deck.w + 120, LABEL_H)

    def chip(self, index: int = 0) -> pygame.Rect:
        """A chip right of the lot's three places (pass, decline), `index` below another."""
        x = self.lot_rects(3)[-1].right + 2 * LOT_GAP
        y = self.deck.centery - CHIP_H // 2 + index * (CHIP_H + GAP)
        return pygame.Rect(x, y, CHIP_W, CHIP_H)

    def bonus_label(self) -> pygame.Rect:
        """The words over the viewer's bonus cards."""
        area = self.bonus_area
        return pygame.Rect(area.x, area.bottom - self.own_h - LABEL_H - 4, area.w, LABEL_H)

    def tray(self) -> pygame.Rect:
        """The middle's free part right of the deck (spy tray, medal options, prompts)."""
        x = self.deck.right + 2 * LOT_GAP
        return pygame.Rect(x, self.middle.y, self.middle.right - x, self.middle.h)


def _row(x: int, y: int, w: int, h: int, step: int) -> tuple[pygame.Rect, ...]:
    return tuple(pygame.Rect(x + i * step, y, w, h) for i in range(COLLECTION_MAX))


def _own(players: int, bottom: int) -> tuple[pygame.Rect, list, pygame.Rect]:
    """The viewer's panel, collection places and bonus area."""
    per = 2 if players == 2 else 1
    h = OWN_H_TWO if per == 2 else OWN_H_ONE
    w = card_width(h)
    area = TABLE_AREA
    bottom_y = area.bottom - MARGIN
    top = bottom_y - per * h - (per - 1) * GAP
    panel = pygame.Rect(area.x + MARGIN, top, OWN_PANEL_W, bottom_y - top)
    x = panel.right + 16
    rows = [_row(x, top + r * (h + GAP), w, h, w + GAP) for r in range(per)]
    right = x + COLLECTION_MAX * (w + GAP)
    bonus = pygame.Rect(right + 16, top, area.right - MARGIN - right - 16, bottom_y - top)
    return panel, rows, bonus


def _others(players: int, bottom: int) -> tuple[dict, dict, int]:
    """The other seats' panels and collection places across the top, and where they end."""
    area = TABLE_AREA
    seats = [(bottom + k) % players for k in range(1, players)]   # clockwise from the left
    panels, slots = {}, {}
    inner = area.w - 2 * MARGIN
    if players == 2:        # one other seat: its panel, then its two collections in a row
        seat = seats[0]
        block = (inner - OWN_PANEL_W - 16 - 24) // 2
        w = max(OPP_W_MIN, min(card_width(OPP_H_MAX), (block - 4 * GAP) // COLLECTION_MAX))
        h = round(w * 7 / 5)
        y = area.y + MARGIN
        panels[seat] = pygame.Rect(area.x + MARGIN, y, OWN_PANEL_W, h)
        x = panels[seat].right + 16
        for rank in range(2):
            slots[2 * seat + rank] = _row(x + rank * (block + 24), y, w, h, w + GAP)
        return panels, slots, y + h
    count = len(seats)
    block = (inner - (count - 1) * OPP_GAP) // count
    w = max(OPP_W_MIN, min(card_width(OPP_H_MAX), (block - 4 * GAP) // COLLECTION_MAX))
    h = round(w * 7 / 5)
    step = min(w + GAP, (block - w) // (COLLECTION_MAX - 1))
    y = area.y + MARGIN
    for k, seat in enumerate(seats):
        x = area.x + MARGIN + k * (block + OPP_GAP)
        panels[seat] = pygame.Rect(x, y, block, OPP_PANEL_H)
        slots[seat] = _row(x, y + OPP_PANEL_H + GAP, w, h, step)
    return panels, slots, y + OPP_PANEL_H + GAP + h


@lru_cache(maxsize=32)
def geometry(players: int, bottom: int) -> Geometry:
    """The table's places for `players` seats with `bottom` at the bottom."""
    own_panel, own_rows, bonus = _own(players, bottom)
    panels, slots, top_end = _others(players, bottom)
    panels[bottom] = own_panel
    per = 2 if players == 2 else 1
    for rank, places in enumerate(own_rows):
        slots[bottom * per + rank] = places
    own_top = own_panel.top - (LABEL_H + 4 if per == 1 else 0)    # the bonus cards' words
    middle = pygame.Rect(TABLE_AREA.x + MARGIN, top_end + 12, TABLE_AREA.w - 2 * MARGIN,
                         own_top - 12 - top_end - 12)
    lot_h = min(LOT_H_MAX, middle.h - LABEL_H - 8)
    lot_w = card_width(lot_h)
    span = 4 * lot_w + 5 * LOT_GAP + CHIP_W          # deck, 3 lot cards, the chip
    x = middle.centerx - span // 2
    deck = pygame.Rect(x, middle.y + (middle.h - LABEL_H - lot_h) // 2, lot_w, lot_h)
    return Geometry(panels=tuple(panels[s] for s in range(players)),
                    slots=tuple(slots[c] for c in range(players * per)),
                    bonus_area=bonus, own_h=own_rows[0][0].h, middle=middle, deck=deck,
                    lot_h=lot_h)
