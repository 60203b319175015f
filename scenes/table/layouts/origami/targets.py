"""Where Origami's lessons point: highlight names to rects (see scenes.tutorial.targets)."""

from __future__ import annotations

from typing import Callable

from scenes.tutorial.targets import index, matching


def _or_line(scene, detail, name):
    line = scene.obs["line"]
    return matching(line, scene.layout.line_rects(len(line)), detail)


def _or_pile(which: str):
    def resolver(scene, detail, name):
        return [getattr(scene.layout, f"{which}_rect")()]
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
    return {"line": _or_line, "deck": _or_pile("deck"), "discard": _or_pile("discard"),
            "hand": _or_hand, "collection": _or_collection}


RESOLVERS = _origami_resolvers()
