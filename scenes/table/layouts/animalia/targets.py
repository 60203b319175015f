"""Where Animalia's lessons point: highlight names to rects (see scenes.tutorial.targets).

Each resolver takes the table's layout and the view it draws, with the name's detail.
"""

from __future__ import annotations

from scenes.tutorial.targets import index, matching


def _an_lot(layout, view, detail, name):
    return layout.lot_rects(view)


def _an_deck(layout, view, detail, name):
    return [layout.deck_rect(view)]


def _an_collection(layout, view, detail, name):
    obs = view.obs
    if detail == "mine":
        own = layout.own_collections(obs, view.viewer)
    else:
        own = [index(detail, name)]
    out = []
    for c in own:
        if 0 <= c < len(obs["collections"]):
            out += layout.fan_rects(view, c, 5)      # its cards and its room left
    return out


def _an_pass(layout, view, detail, name):
    """The "pass" chip beside the lot (while the viewer holds the lot)."""
    return [item.rect for item in layout.middle_items(view)
            if item.kind == "chip" and item.step == ("chip", "pass")]


def _an_bonus(layout, view, detail, name):
    bonus = view.obs.get("bonus") or []
    return matching(bonus, layout.bonus_rects(view, len(bonus)), detail)


RESOLVERS = {"lot": _an_lot, "deck": _an_deck, "collection": _an_collection, "bonus": _an_bonus,
             "pass": _an_pass}
