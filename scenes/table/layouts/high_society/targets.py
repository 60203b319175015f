"""Where High Society's lessons point: highlight names to rects (see scenes.tutorial.targets).

Each resolver takes the table's layout and the view it draws, with the name's detail.
"""

from __future__ import annotations

import pygame

from scenes.table.layouts.high_society.geometry import (AUCTION_CENTER, AUCTION_H,
                                                        AUCTION_TEXT_W, auction_rect)
from scenes.tutorial.targets import index, matching


def _hs_auction(layout, view, detail, name):
    if view.obs.get("card") is None:
        return []
    return [auction_rect()]


def _hs_money(layout, view, detail, name):
    if view.viewer is None:
        return []
    hand = view.obs["hands"][view.viewer]
    if detail:
        index(detail, name)
    return matching(hand, layout.money_rects(len(hand)), detail)


def _hs_high(layout, view, detail, name):
    return [pygame.Rect(AUCTION_CENTER[0] - AUCTION_TEXT_W // 2,
                        AUCTION_CENTER[1] + AUCTION_H // 2 + 8, AUCTION_TEXT_W, 90)]


def _hs_owned(layout, view, detail, name):
    seat = view.viewer if detail in ("", "me") else index(detail, name)
    return [pygame.Rect(r) for r in layout.owned_rects(view, seat, len(view.obs["owned"][seat]))]


RESOLVERS = {"auction": _hs_auction, "money": _hs_money, "high": _hs_high, "owned": _hs_owned}
