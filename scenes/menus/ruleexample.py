"""The rulebook's counted scoring example on a rules page: the cards (or medals) of
each player of the book's example and the lines that count them, each with its points,
then the total. The numbers come from the game's own scoring code
(`game.match.example`); this module only draws them.

A picture's size is known before it is drawn (the page measures it): a seat's block is
as tall as its pieces or its lines, whichever is taller, and the text is fitted into
fixed boxes at any text size.
"""

from __future__ import annotations

from collections import Counter

import pygame

from game import catalog
from game.match.example import Example, SeatExample, book_example
from game.match.tally import delta_text, points_text
from scenes.table.layouts.cards import CardArt, card_width
from scenes.ui import HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel
from sprites import textfit

WIDTH = 1640               # the rules text's width
HEAD_H = 52                # the picture's title
LINE_H = 38                # a counted line (28 px text)
NAME_H = 40                # a player's name above their pieces
SEAT_GAP = 18
PIECE_H = {"animalia": 64, "high_society": 200, "origami": 170, "animimix": 96}
GRID_H = 104               # Animimix's grid cards
GRID_GAP = 6
FAN = 0.5                  # a group of cards overlaps by half a card
FANNED = {"origami"}       # games whose collections are piles: their cards fan
GROUP_GAP = 30
LINES_W = 640              # the counted lines' column, at the right
MEDAL_COUNT_W = 70         # "×11" beside a medal


def example_size(game_id: str) -> tuple[int, int]:
    """The picture's size, known before it is drawn."""
    example = book_example(game_id)
    seats = sum(_seat_h(game_id, seat) for seat in example.seats)
    seats += SEAT_GAP * (len(example.seats) - 1)
    return WIDTH, HEAD_H + max(seats, _grid_h(example))


def draw_example(game_id: str, text, lang: str, colorblind: bool) -> pygame.Surface:
    """The book's example of a game, counted, drawn now (the rules page caches it)."""
    example = book_example(game_id)
    surface = pygame.Surface(example_size(game_id), pygame.SRCALPHA)
    textfit.blit(text, surface, catalog.text("rules.example", lang), 32,
                 pygame.Rect(0, 0, WIDTH, HEAD_H - 8), "midleft", fg=HIGHLIGHT, bold=True)
    art = CardArt(game_id, text)
    x = 0
    if example.grid:
        x = _draw_grid(surface, example, art, text, lang, colorblind) + 2 * GROUP_GAP
    y = HEAD_H
    for seat in example.seats:
        block = pygame.Rect(x, y, WIDTH - x, _seat_h(game_id, seat))
        _draw_seat(surface, block, game_id, seat, art, text, lang, colorblind)
        y = block.bottom + SEAT_GAP
    return surface


def _seat_h(game_id: str, seat: SeatExample) -> int:
    pieces = PIECE_H[game_id] + (NAME_H if seat.name else 0)
    return max(pieces, (len(seat.lines) + 1) * LINE_H + 8)


def _grid_h(example: Example) -> int:
    if not example.grid:
        return 0
    return len(example.grid) * (GRID_H + GRID_GAP) + 12 + len(example.grid_lines) * LINE_H


def _draw_grid(surface, example: Example, art, text, lang, colorblind) -> int:
    """The shared grid and what it makes each kind worth; returns its right edge."""
    w = card_width(GRID_H)
    for r, row in enumerate(example.grid):
        for c, card in enumerate(row):
            surface.blit(art.face(card, GRID_H, colorblind, lang),
                         (c * (w + GRID_GAP), HEAD_H + r * (GRID_H + GRID_GAP)))
    right = len(example.grid[0]) * (w + GRID_GAP)
    y = HEAD_H + len(example.grid) * (GRID_H + GRID_GAP) + 12
    for line in example.grid_lines:
        textfit.blit(text, surface, f"• {line.line(lang)}", 28,
                     pygame.Rect(0, y, max(right, 420), LINE_H), "midleft", fg=TEXT_DIM)
        y += LINE_H
    return max(right, 420)


def _draw_seat(surface, block: pygame.Rect, game_id: str, seat: SeatExample, art, text,
               lang: str, colorblind: bool) -> None:
    """A player's name and pieces at the left of the block, the counted lines and the
    total at the right."""
    pieces = pygame.Rect(block.x, block.y, block.w - LINES_W - GROUP_GAP, block.h)
    if seat.name:
        textfit.blit(text, surface, seat.name, 28, pygame.Rect(pieces.x, pieces.y,
                                                                pieces.w, NAME_H - 4),
                     "midleft", fg=TEXT, bold=True)
        pieces.y += NAME_H
    x = pieces.x
    for group in seat.groups:
        x = _draw_group(surface, (x, pieces.y), game_id, group, art, text, lang,
                        colorblind) + GROUP_GAP
    lines = pygame.Rect(block.right - LINES_W, block.y, LINES_W, block.h)
    panel(surface, lines, fill=PANEL, radius=12)
    y = lines.y + 4
    for line in seat.lines:
        row = pygame.Rect(lines.x + 14, y, LINES_W - 28, LINE_H)
        textfit.blit(text, surface, delta_text(line.points), 28, row, "midright", fg=TEXT)
        textfit.blit(text, surface, line.line(lang), 28, row.inflate(-110, 0).move(-55, 0),
                     "midleft", fg=TEXT)
        y += LINE_H
    pygame.draw.line(surface, TEXT_DIM, (lines.x + 14, y + 2), (lines.right - 14, y + 2), 2)
    total = pygame.Rect(lines.x + 14, y + 4, LINES_W - 28, LINE_H)
    textfit.blit(text, surface, catalog.text("rules.example_total", lang), 28, total,
                 "midleft", fg=HIGHLIGHT, bold=True)
    textfit.blit(text, surface, points_text(seat.total), 28, total, "midright",
                 fg=HIGHLIGHT, bold=True)


def _draw_group(surface, at, game_id: str, group, art, text, lang, colorblind) -> int:
    """A group of pieces from `at`: medals as one token per family and a count, cards
    fanned; returns the group's right edge."""
    from sprites.tokens import medal
    x, y = at
    h = PIECE_H[game_id]
    for piece, count in Counter(p for p in group if p.startswith("medal:")).items():
        surface.blit(medal(piece.split(":", 1)[1], h, colorblind), (x, y))
        textfit.blit(text, surface, f"×{count}", 28,
                     pygame.Rect(x + h + 4, y, MEDAL_COUNT_W, h), "midleft", fg=TEXT,
                     bold=True)
        x += h + 4 + MEDAL_COUNT_W
    cards = [p for p in group if not p.startswith("medal:")]
    w = card_width(h)
    step = round(w * FAN) if game_id in FANNED else w + 8
    for i, card in enumerate(cards):
        face = art.back(h) if card == "back" else art.face(card, h, colorblind, lang)
        surface.blit(face, (x + i * step, y))
    return x + (step * (len(cards) - 1) + w if cards else 0)
