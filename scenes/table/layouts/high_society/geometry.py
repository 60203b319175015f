"""Where High Society's table puts things, as pure functions of the player count and
the bottom seat (and of a seat's bid, for the cards after it).

The table, 1920 x 1080: the viewer's money along the whole bottom, their panel, bid
(with the stand and pass chips by it) and possessions above it; the others in two
columns, each a panel over its bid and possessions; the card on auction in the middle.
"""

from __future__ import annotations

import pygame

from scenes.table.layouts.cards import card_width, fanned, seat_blocks

OWN_H = 196              # the viewer's cards: 140 px wide
OTHER_H = 126            # the others' cards: 90 px wide, two seats a column
OTHER_H_ALONE = 160      # 114 px wide, one seat a column (3 players)
AUCTION_H = 368
AUCTION_CENTER = (704, 92 + AUCTION_H // 2)
MONEY_H = 240            # the viewer's money: 171 px wide
MONEY_ROW = pygame.Rect(20, 1072 - MONEY_H, 1380, MONEY_H)
OWN_TOP = MONEY_ROW.top - 8 - OWN_H
OWN_PANEL = pygame.Rect(20, OWN_TOP, 380, 188)
BID_ROW = pygame.Rect(412, OWN_TOP, 300, OWN_H)
CHIP_W, CHIP_H = 220, 90
CHIPS = {"stand": pygame.Rect(BID_ROW.right + 10, OWN_TOP + 2, CHIP_W, CHIP_H),
         "pass": pygame.Rect(BID_ROW.right + 10, OWN_TOP + 104, CHIP_W, CHIP_H)}
OWNED_ROW = pygame.Rect(CHIPS["stand"].right + 14, OWN_TOP, 1400 - CHIPS["stand"].right - 14,
                        OWN_H)
COLUMNS = (pygame.Rect(20, 88, 450, OWN_TOP - 96), pygame.Rect(950, 88, 450, OWN_TOP - 96))
OTHER_PANEL_H = 130
BID_ROOM = 200           # of an opponent's row, the part its bid may take (at OTHER_H)
RED_H = OTHER_H
RED_STEP = 46
AUCTION_TEXT_W = 460     # the high bid and the deck, under the card (between the columns)
REDS_TOPLEFT = (AUCTION_CENTER[0] + card_width(AUCTION_H) // 2 + 12, 92)
MONEY_CENTER = MONEY_ROW.center


def other_h(players: int, bottom: int, seat: int) -> int:
    """An other seat's cards' height: larger when it has a column to itself."""
    others = players - 1
    left = -(-others // 2)                  # seats up the left column (see seat_blocks)
    in_left = (seat - bottom) % players <= left
    return OTHER_H_ALONE if (left if in_left else others - left) == 1 else OTHER_H


def blocks(players: int, bottom: int) -> dict[int, pygame.Rect]:
    """Each other seat's block (its panel over its row of cards)."""
    others = [(bottom + k) % players for k in range(1, players)]
    small = seat_blocks(others, COLUMNS, OTHER_PANEL_H + 8 + OTHER_H)
    large = seat_blocks(others, COLUMNS, OTHER_PANEL_H + 8 + OTHER_H_ALONE)
    return {seat: (large if other_h(players, bottom, seat) == OTHER_H_ALONE else small)[seat]
            for seat in others}


def seat_rects(players: int, bottom: int) -> list[pygame.Rect]:
    """The viewer's panel bottom left; the others clockwise from it, up the left
    column then down the right one."""
    rects = [pygame.Rect(OWN_PANEL) for _ in range(players)]
    for seat, area in blocks(players, bottom).items():
        rects[seat] = pygame.Rect(area.x, area.y, area.w, OTHER_PANEL_H)
    return rects


def money_rects(count: int) -> list[pygame.Rect]:
    """The viewer's money cards, along the bottom next to their panel."""
    return fanned(MONEY_ROW, count, MONEY_H)


def bid_rects(players: int, bottom: int, seat: int, count: int) -> list[pygame.Rect]:
    """A seat's money cards laid down in this auction (next to its panel)."""
    if seat == bottom:
        return fanned(BID_ROW, count, OWN_H)
    block, height = blocks(players, bottom)[seat], other_h(players, bottom, seat)
    row = pygame.Rect(block.x, block.bottom - height, BID_ROOM * height // OTHER_H, height)
    return fanned(row, count, height, max_step=card_width(height) + 6)


def owned_rects(players: int, bottom: int, seat: int, count: int,
                bid: int) -> list[pygame.Rect]:
    """A seat's status cards, after its bid of `bid` cards."""
    if seat == bottom:
        return fanned(OWNED_ROW, count, OWN_H)
    block = blocks(players, bottom)[seat]
    used = bid_rects(players, bottom, seat, bid)[-1].right + 14 - block.x if bid else 0
    height = other_h(players, bottom, seat)
    row = pygame.Rect(block.x + used, block.bottom - height, block.w - used, height)
    return fanned(row, count, height, max_step=card_width(height) + 6)


def auction_rect() -> pygame.Rect:
    """The card up for auction."""
    rect = pygame.Rect(0, 0, card_width(AUCTION_H), AUCTION_H)
    rect.center = AUCTION_CENTER
    return rect


def red_rects(count: int) -> list[pygame.Rect]:
    """The red cards seen so far, a column beside the card on auction."""
    x, y = REDS_TOPLEFT
    return [pygame.Rect(x, y + i * RED_STEP, card_width(RED_H), RED_H) for i in range(count)]
