"""Where Animimix's table puts things, as pure functions of the player count, the
bottom seat, the grid's size and the number of species.

The table, 1920 x 1080: the viewer's hand along the bottom, next to the face-down spot
and their panel (with the species they took above it); the others in two columns, each
a panel over its face-down pile and taken species; the grid in the middle, as large as
the columns and the hand leave; the species' points at the bottom of the right column.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.table.layouts.cards import card_width, seat_blocks

OWN_H = 196                    # the viewer's cards: 140 px wide
OTHER_H = 126                  # the others' cards: 90 px wide
HAND_ROW = pygame.Rect(566, 864, 834, OWN_H)
HIDE_SPOT = pygame.Rect(412, 864, card_width(OWN_H), OWN_H)
OWN_PANEL = pygame.Rect(20, 930, 380, 130)     # two lines: the hidden cards' names
OWN_TAKEN = pygame.Rect(20, 798, 380, OTHER_H)
COLUMNS = (pygame.Rect(20, 90, 380, 700), pygame.Rect(1020, 90, 380, 762))
OTHER_PANEL_H = 96
GRID_BOX = pygame.Rect(410, 96, 600, 756)
HAND_CENTER = HAND_ROW.center
LEGENDS = ((2, OTHER_H), (3, 56))   # the species' points: (columns, card height), the
                                    # first that fits the right column's room
LEGEND_TITLE_H = 40
BLOCK_H = OTHER_PANEL_H + 8 + OTHER_H     # another seat: its panel over its row of cards


@dataclass(frozen=True)
class Grid:
    """The grid of `rows` x `cols` cards `cell_h` tall, centred on `center`."""

    rows: int
    cols: int
    cell_h: int
    center: tuple[int, int]

    def cell_rect(self, r: int, c: int) -> pygame.Rect:
        """Where grid cell (r, c) is drawn."""
        w, h = card_width(self.cell_h), self.cell_h
        x0 = self.center[0] - (self.cols * (w + 8) - 8) / 2
        y0 = self.center[1] - (self.rows * (h + 8) - 8) / 2
        return pygame.Rect(round(x0 + c * (w + 8)), round(y0 + r * (h + 8)), w, h)


@lru_cache(maxsize=16)
def grid(rows: int, cols: int) -> Grid:
    """The grid as large as its box allows (cards 84 to 129 px wide from 6 to 2 players)."""
    h_rows = GRID_BOX.h / rows - 8
    h_cols = (GRID_BOX.w / cols - 8) * 7 / 5
    return Grid(rows, cols, int(min(h_rows, h_cols)), GRID_BOX.center)


def legend_shape(players: int, species: int, blocks: int | None = None) -> tuple[int, int]:
    """(columns, card height) of the points legend of `species` chips: large cards when
    the right column has room for them beside its `blocks` seats, else small ones."""
    if blocks is None:
        others = players - 1
        blocks = others - math.ceil(others / 2)
    room = COLUMNS[1].h - blocks * (BLOCK_H + 12) - 12
    for cols, height in LEGENDS:
        if LEGEND_TITLE_H + math.ceil(species / cols) * (height + 8) <= room:
            return cols, height
    return LEGENDS[-1]


def legend_rects(players: int, species: int) -> list[pygame.Rect]:
    """The chip of each species in the points legend (bottom of the right column)."""
    cols, height = legend_shape(players, species)
    x, width = COLUMNS[1].x, COLUMNS[1].w // cols
    y = COLUMNS[1].bottom - math.ceil(species / cols) * (height + 8) + 8
    return [pygame.Rect(x + (i % cols) * width, y + (i // cols) * (height + 8), width - 8,
                        height) for i in range(species)]


def blocks(players: int, bottom: int, species: int) -> dict[int, pygame.Rect]:
    """Each other seat's block: its panel over its row of cards, clockwise from the
    viewer up the left column then down the right one (which stops above the species'
    points)."""
    others = [(bottom + k) % players for k in range(1, players)]
    right_blocks = len(others) - math.ceil(len(others) / 2)
    cols, height = legend_shape(players, species, right_blocks)
    right = pygame.Rect(COLUMNS[1])
    right.h -= LEGEND_TITLE_H + math.ceil(species / cols) * (height + 8) + 12
    return seat_blocks(others, (COLUMNS[0], right), BLOCK_H)


def seat_rects(players: int, bottom: int, species: int) -> list[pygame.Rect]:
    """Each seat's panel: the viewer's bottom left, the others at the top of their block."""
    rects = [pygame.Rect(OWN_PANEL) for _ in range(players)]
    for seat, block in blocks(players, bottom, species).items():
        rects[seat] = pygame.Rect(block.x, block.y, block.w, OTHER_PANEL_H)
    return rects


def row_area(players: int, bottom: int, species: int, seat: int) -> pygame.Rect:
    """Where a seat's row of cards (face-down pile and taken species) goes."""
    if seat == bottom:
        return pygame.Rect(OWN_TAKEN)
    block = blocks(players, bottom, species)[seat]
    return pygame.Rect(block.x, block.bottom - OTHER_H, block.w, OTHER_H)


def mountain_rect(rect: pygame.Rect) -> pygame.Rect:
    """Where a card's mountain token sits: lower right, above the card's name band."""
    size = round(rect.w * 0.5)
    return pygame.Rect(rect.right - size - 3, rect.bottom - round(rect.h * 0.17) - size,
                       size, size)
