"""Where High Society's lessons point: highlight names to rects (see scenes.tutorial.targets)."""

from __future__ import annotations

import pygame

from scenes.table.layouts.cards import card_width
from scenes.tutorial.targets import index, matching


def _hs_auction(scene, detail, name):
    from scenes.table.layouts.high_society.layout import AUCTION_CENTER, AUCTION_H
    if scene.obs.get("card") is None:
        return []
    rect = pygame.Rect(0, 0, card_width(AUCTION_H), AUCTION_H)
    rect.center = AUCTION_CENTER
    return [rect]


def _hs_money(scene, detail, name):
    if scene.viewer is None:
        return []
    hand = scene.obs["hands"][scene.viewer]
    if detail:
        index(detail, name)
    return matching(hand, scene.layout.money_rects(len(hand)), detail)


def _hs_high(scene, detail, name):
    from scenes.table.layouts.high_society.layout import AUCTION_CENTER, AUCTION_H, AUCTION_TEXT_W
    return [pygame.Rect(AUCTION_CENTER[0] - AUCTION_TEXT_W // 2,
                        AUCTION_CENTER[1] + AUCTION_H // 2 + 8, AUCTION_TEXT_W, 90)]


def _hs_owned(scene, detail, name):
    seat = scene.viewer if detail in ("", "me") else index(detail, name)
    return [pygame.Rect(r) for r in scene.layout.owned_rects(seat, len(scene.obs["owned"][seat]))]


RESOLVERS = {"auction": _hs_auction, "money": _hs_money, "high": _hs_high, "owned": _hs_owned}
