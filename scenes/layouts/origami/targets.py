"""Where Origami's lessons point: highlight names to rects (see scenes.tutorial.targets)."""

from __future__ import annotations

from typing import Callable

import pygame

from scenes.layouts.cards import card_width
from scenes.tutorial.targets import index, matching


def _or_line(scene, detail, name):
    line = scene.obs["line"]
    return matching(line, scene.layout.line_rects(len(line)), detail)


def _or_pile(pos):
    def resolver(scene, detail, name):
        from scenes.layouts.origami.layout import LINE_H
        rect = pygame.Rect(0, 0, card_width(LINE_H), LINE_H)
        rect.center = pos
        return [rect]
    return resolver


def _or_hand(scene, detail, name):
    if scene.viewer is None:
        return []
    hand = scene.obs["hands"][scene.viewer].get("cards", ())
    return matching(hand, scene.layout.hand_rects(len(hand)), detail)


def _or_collection(scene, detail, name):
    seat = scene.viewer
    cols = (0, 1) if detail == "" else (index(detail, name),)
    out = []
    for col in cols:
        cards = scene.obs["collections"][seat][col]
        out += scene.layout.fan_rects(seat, col, max(1, len(cards)))
    return out


def _origami_resolvers() -> dict[str, Callable]:
    from scenes.layouts.origami.layout import DECK_POS, DISCARD_POS
    return {"line": _or_line, "deck": _or_pile(DECK_POS), "discard": _or_pile(DISCARD_POS),
            "hand": _or_hand, "collection": _or_collection}


RESOLVERS = _origami_resolvers()
