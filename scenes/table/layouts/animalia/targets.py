"""Where Animalia's lessons point: highlight names to rects (see scenes.tutorial.targets)."""

from __future__ import annotations

from scenes.tutorial.targets import index, matching


def _an_lot(scene, detail, name):
    return scene.layout.lot_rects(scene.obs)


def _an_deck(scene, detail, name):
    return [scene.layout.deck_rect()]


def _an_collection(scene, detail, name):
    obs = scene.obs
    if detail == "mine":
        own = scene.layout.own_collections(obs, scene.viewer)
    else:
        own = [index(detail, name)]
    out = []
    for c in own:
        if 0 <= c < len(obs["collections"]):
            out += scene.layout.fan_rects(obs, c, 5)      # its cards and its room left
    return out


def _an_pass(scene, detail, name):
    """The "pass" chip beside the lot (while the viewer holds the lot)."""
    layout = scene.layout
    return [item.rect for item in layout.middle_items(layout.view)
            if item.kind == "chip" and item.step == ("chip", "pass")]


def _an_bonus(scene, detail, name):
    bonus = scene.obs.get("bonus") or []
    return matching(bonus, scene.layout.bonus_rects(len(bonus)), detail)


RESOLVERS = {"lot": _an_lot, "deck": _an_deck, "collection": _an_collection, "bonus": _an_bonus,
             "pass": _an_pass}
