"""Where Animalia's lessons point: highlight names to rects (see scenes.tutorial.targets)."""

from __future__ import annotations

import pygame

from scenes.layouts.cards import card_width
from scenes.tutorial.targets import index, matching


def _an_lot(scene, detail, name):
    return scene.layout.lot_rects(scene.obs)


def _an_deck(scene, detail, name):
    from scenes.layouts.animalia.layout import DECK_POS, LOT_H
    rect = pygame.Rect(0, 0, card_width(LOT_H), LOT_H)
    rect.center = DECK_POS
    return [rect]


def _an_collection(scene, detail, name):
    obs = scene.obs
    if detail == "mine":
        own = scene.layout.own_collections(obs, scene.viewer)
    else:
        own = [index(detail, name)]
    out = []
    for c in own:
        if 0 <= c < len(obs["collections"]):
            out += scene.layout.fan_rects(obs, c, len(obs["collections"][c]))
    return out


def _an_bonus(scene, detail, name):
    from scenes.layouts.animalia.layout import BONUS_CENTER, BONUS_H
    from sprites.layout import row
    bonus = scene.obs.get("bonus") or []
    return matching(bonus, row(len(bonus), card_width(BONUS_H), BONUS_H, BONUS_CENTER,
                                gap=8, max_width=480), detail)


RESOLVERS = {"lot": _an_lot, "deck": _an_deck, "collection": _an_collection, "bonus": _an_bonus}
