"""Where everything of Origami's table goes, for 2 to 4 players (pure rectangles).

The table (TABLE_AREA, 1380 x 970 at 1080p) is cut in three bands:
- the opponents along the top: a block each with its panel and its two collections
  side by side (cards 196 px tall for one opponent, 170 for two, 134 (96 wide) for three;
  with more than one, their panels are above their collections, the name over the hand
  and points for three);
- the middle: the deck, the discard pile and the draw line side by side, as large as
  the band allows (up to 300 px tall);
- the viewer's own: its two collections and its panel on one row, the hand under
  them, all cards 196 px tall (140 wide; a hand too long for its row shrinks down to
  HAND_MIN_H, then overlaps), and right of them the stage: the origami
  being played, its cost and payment, the effect offered and the chips (use, skip,
  stop, pass...).
A collection fans from its bottom card (left) to its top card (right), each covered
card showing its left strip, where its folds, cost and points are printed.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.table.layouts.base import TABLE_AREA
from scenes.table.layouts.cards import card_width
from sprites.cardfaces import BANNER, BOX_W

GAP = 8
OWN_H = 196                     # the viewer's cards: hand and collections (140 wide)
FAN_STEP = 48                   # a covered card's visible strip (its corner numbers)
FAN_STEP_MIN = 18
LINE_H = 300                    # the draw line (and the deck and discard), at most
LINE_GAP = 16
STAGE_W = 400
OPP_H = {1: OWN_H, 2: 170, 3: 134}        # opponents' card height by their number
OPP_PANEL_H = {2: 56, 3: 96}              # more: their panels above their cards (three
                                          # blocks are too narrow for a long name and
                                          # the hand on one row: two rows)
FAN_ROOM = 340                  # a collection's room: 5 cards 140 wide at FAN_STEP
# A hand card may be covered only on its right strip, past its name (centred in the
# banner, within 8 design units of its edges) and its effect sign (ending at 225 of 250):
CLEAR_RIGHT = (BOX_W - (BANNER[0] + BANNER[2] - 8)) / BOX_W     # 24 units of 250
HAND_MIN_H = 175                # the shortest hand card that prints the names (the
                                # face drops a name it cannot print at 18 px)


@dataclass(frozen=True)
class Fan:
    """The room of one collection: cards `h` tall from (x, y), within `w` pixels."""

    x: int
    y: int
    w: int
    h: int

    def rects(self, count: int) -> list[pygame.Rect]:
        """Its cards, bottom first (one empty slot for no card)."""
        width = card_width(self.h)
        step = FAN_STEP if self.h >= OWN_H else FAN_STEP - 4
        if count > 1 and width + step * (count - 1) > self.w:
            step = max(FAN_STEP_MIN, (self.w - width) // (count - 1))
        return [pygame.Rect(self.x + i * step, self.y, width, self.h)
                for i in range(max(1, count))]

    @property
    def box(self) -> pygame.Rect:
        """All of its room."""
        return pygame.Rect(self.x, self.y, self.w, self.h)


@dataclass(frozen=True)
class Geometry:
    """Every fixed place of the table for one player count and bottom seat."""

    panels: tuple              # per seat: its panel
    fans: tuple                # per seat: (Fan, Fan)
    hand: pygame.Rect          # the viewer's hand row
    deck: pygame.Rect
    discard: pygame.Rect
    middle: pygame.Rect        # the band of the line (the magpie spreads the pile there)
    line_h: int
    line_box: pygame.Rect      # where the line is centred
    stage: pygame.Rect

    def line_rects(self, count: int) -> list[pygame.Rect]:
        """The face-up draw line, centred in its box."""
        width, gap = card_width(self.line_h), LINE_GAP
        x0 = self.line_box.x
        y = self.line_box.centery - self.line_h // 2
        return [pygame.Rect(x0 + i * (width + gap), y, width, self.line_h) for i in range(count)]

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """The viewer's hand from the left, at the bottom of its row: side by side if
        the row holds them, else overlapping (see hand_height)."""
        height = self.hand_height(count)
        width = card_width(height)
        step = width + GAP
        if count > 1 and width + step * (count - 1) > self.hand.w:
            step = (self.hand.w - width) // (count - 1)
        return [pygame.Rect(self.hand.x + i * step, self.hand.bottom - height, width, height)
                for i in range(count)]

    def hand_height(self, count: int) -> int:
        """The tallest hand card (OWN_H at most, HAND_MIN_H at least) at which `count`
        cards fit the row with each one covering no more of the next than its clear
        right strip (CLEAR_RIGHT): its numbers, sign and name all show. Past that, the
        cards stay HAND_MIN_H tall and overlap more."""
        for height in range(OWN_H, HAND_MIN_H - 1, -1):
            width = card_width(height)
            if count < 2 or width - (self.hand.w - width) // (count - 1) <= width * CLEAR_RIGHT:
                return height
        return HAND_MIN_H


def build(players: int, bottom: int) -> Geometry:
    """The places for `players` seats, `bottom` (the viewer) at the bottom."""
    area = TABLE_AREA.inflate(-2 * GAP, -2 * GAP)
    others = [(bottom + k) % players for k in range(1, players)]
    panels: list = [None] * players
    fans: list = [None] * players
    # The viewer's band: collections and panel, the hand under them, the stage right.
    own_top = area.bottom - 2 * OWN_H - GAP
    stage = pygame.Rect(area.right - STAGE_W, own_top, STAGE_W, 2 * OWN_H + GAP)
    hand = pygame.Rect(area.x, area.bottom - OWN_H, stage.x - GAP - area.x, OWN_H)
    fans[bottom] = (Fan(area.x, own_top, FAN_ROOM, OWN_H),
                    Fan(area.x + FAN_ROOM + GAP, own_top, FAN_ROOM, OWN_H))
    panel_x = area.x + 2 * (FAN_ROOM + GAP)
    panels[bottom] = pygame.Rect(panel_x, own_top, stage.x - GAP - panel_x, OWN_H)
    # The opponents' band.
    count = len(others)
    opp_h = OPP_H[count]
    block_w = (area.w - GAP * (count - 1)) // count
    for k, seat in enumerate(others):
        x = area.x + k * (block_w + GAP)
        if count == 1:         # across the table: its panel left, its collections right
            fan_x, fan_y = area.right - 2 * FAN_ROOM - GAP, area.y
            panel = pygame.Rect(x, area.y, fan_x - GAP - x, opp_h)
        else:
            panel = pygame.Rect(x, area.y, block_w, OPP_PANEL_H[count])
            fan_x, fan_y = x, panel.bottom + GAP
        room = (x + block_w - fan_x - GAP) // 2
        panels[seat] = panel
        fans[seat] = (Fan(fan_x, fan_y, room, opp_h), Fan(fan_x + room + GAP, fan_y, room, opp_h))
    top = max(f[0].y + f[0].h for f in (fans[s] for s in others)) + GAP
    middle = pygame.Rect(area.x, top, area.w, own_top - GAP - top)
    # The middle band: deck, discard and the four cards of the line, all as large.
    size = min(LINE_H, middle.h - 2 * GAP, round((middle.w - 5 * LINE_GAP) / 6 * 7 / 5))
    width = card_width(size)
    total = 6 * width + 5 * LINE_GAP
    x0 = middle.centerx - total // 2
    y0 = middle.centery - size // 2
    deck = pygame.Rect(x0, y0, width, size)
    discard = pygame.Rect(deck.right + LINE_GAP, y0, width, size)
    line_box = pygame.Rect(discard.right + LINE_GAP, middle.y, middle.right - discard.right
                           - LINE_GAP, middle.h)
    return Geometry(tuple(panels), tuple(fans), hand, deck, discard, middle, size,
                    line_box, stage)
