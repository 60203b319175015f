"""Where Origami's lessons point: highlight names to rects (see scenes.tutorial.targets).

Each resolver takes the table's layout and the view it draws, with the name's detail.
"""

from __future__ import annotations

from typing import Callable

from scenes.tutorial.targets import index, matching


def _or_line(layout, view, detail, name):
    line = view.obs["line"]
    return matching(line, layout.line_rects(view, len(line)), detail)


def _or_pile(which: str):
    def resolver(layout, view, detail, name):
        return [getattr(layout, f"{which}_rect")(view)]
    return resolver


def _or_hand(layout, view, detail, name):
    if view.viewer is None:
        return []
    hand = view.obs["hands"][view.viewer].get("cards", ())
    return matching(hand, layout.hand_rects(view, len(hand)), detail)


def _or_collection(layout, view, detail, name):
    seat = view.viewer
    cols = (0, 1) if detail == "" else (index(detail, name),)
    out = []
    for col in cols:
        cards = view.obs["collections"][seat][col]
        out += layout.fan_rects(view, seat, col, max(1, len(cards)))
    return out


def _origami_resolvers() -> dict[str, Callable]:
    return {"line": _or_line, "deck": _or_pile("deck"), "discard": _or_pile("discard"),
            "hand": _or_hand, "collection": _or_collection}


RESOLVERS = _origami_resolvers()
