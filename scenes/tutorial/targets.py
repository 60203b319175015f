"""Where a tutorial's highlight goes: area names resolved to rects on the table.

Names are `area` or `area:detail` (`money:6`, `cell:1,2`, `hand:wolf`, `collection:0`).
Every game knows `seat:N` (a seat's panel), `picker` and `log`; the rest come from the
game's layout geometry, read from the same observation the table draws, so the
highlight follows the cards as they move. An unknown name raises `UnknownTarget`; a
known name with nothing on the table now resolves to no rect.
"""

from __future__ import annotations

from typing import Callable

import pygame

from scenes.layouts.cards import card_width

PAD = 10                      # the highlight is this much larger than its cards


class UnknownTarget(ValueError):
    """A highlight name the game's table does not know."""


def resolve(scene, name: str) -> list[pygame.Rect]:
    """The rects of one highlight name on the scene's table (viewer's observation)."""
    area, _, detail = name.partition(":")
    if area == "seat":
        rects = scene.layout.seat_rects()
        seat = scene.viewer if detail == "me" else _index(detail, name)
        return [pygame.Rect(rects[seat])] if seat is not None and 0 <= seat < len(rects) else []
    if area == "picker":
        return [pygame.Rect(scene.picker.rect)] if scene.picker is not None else []
    if area == "log":
        return [pygame.Rect(scene.log_rect())]
    resolver = RESOLVERS.get(scene.game.id, {}).get(area)
    if resolver is None:
        raise UnknownTarget(f"unknown highlight {name!r} for {scene.game.id}")
    return merged([pygame.Rect(r).inflate(PAD, PAD) for r in resolver(scene, detail, name)])


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Overlapping rects joined into one (a fanned collection is one area, not five)."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.copy()
        joined = True
        while joined:
            joined = False
            for other in out:
                if other.colliderect(rect):
                    out.remove(other)
                    rect.union_ip(other)
                    joined = True
                    break
        out.append(rect)
    return out


def union(rects: list[pygame.Rect]) -> pygame.Rect | None:
    """The smallest rect holding them all (None for none)."""
    if not rects:
        return None
    return rects[0].unionall(rects[1:])


def _index(detail: str, name: str) -> int:
    try:
        return int(detail)
    except ValueError:
        raise UnknownTarget(f"highlight {name!r}: {detail!r} is not a number") from None


def _matching(cards, rects, detail: str) -> list:
    """The rects of the cards equal to `detail` (all without one), as seen in a fan.

    In a fanned row a card is partly under the next one: only its visible strip is
    highlighted, and neighbouring highlighted cards merge into one area.
    """
    rects = [pygame.Rect(r) for r in rects]
    out: list[pygame.Rect] = []
    previous = -2
    for index, (card, rect) in enumerate(zip(cards, rects)):
        if detail and str(card) != detail:
            continue
        shown = rect.copy()
        if index + 1 < len(rects) and rects[index + 1].colliderect(rect):
            shown.width = max(8, rects[index + 1].x - rect.x)
        if out and previous == index - 1:
            out[-1] = out[-1].union(rect if index + 1 == len(rects) else shown)
        else:
            out.append(shown if index + 1 < len(rects) else rect)
        previous = index
    return out


# -- Animalia ------------------------------------------------------------------------------
def _an_lot(scene, detail, name):
    return scene.layout.lot_rects(scene.obs)


def _an_deck(scene, detail, name):
    from scenes.layouts.animalia import DECK_POS, LOT_H
    rect = pygame.Rect(0, 0, card_width(LOT_H), LOT_H)
    rect.center = DECK_POS
    return [rect]


def _an_collection(scene, detail, name):
    obs = scene.obs
    if detail == "mine":
        own = scene.layout.own_collections(obs, scene.viewer)
    else:
        own = [_index(detail, name)]
    out = []
    for c in own:
        if 0 <= c < len(obs["collections"]):
            out += scene.layout.fan_rects(obs, c, len(obs["collections"][c]))
    return out


def _an_bonus(scene, detail, name):
    from scenes.layouts.animalia import BONUS_CENTER, BONUS_H
    from sprites.layout import row
    bonus = scene.obs.get("bonus") or []
    return _matching(bonus, row(len(bonus), card_width(BONUS_H), BONUS_H, BONUS_CENTER,
                                gap=8, max_width=480), detail)


# -- High Society --------------------------------------------------------------------------
def _hs_auction(scene, detail, name):
    from scenes.layouts.high_society import AUCTION_CENTER, AUCTION_H
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
        _index(detail, name)
    return _matching(hand, scene.layout.money_rects(len(hand)), detail)


def _hs_high(scene, detail, name):
    from scenes.layouts.high_society import AUCTION_CENTER, AUCTION_H
    return [pygame.Rect(AUCTION_CENTER[0] - 330, AUCTION_CENTER[1] + AUCTION_H // 2 + 10, 660, 90)]


def _hs_owned(scene, detail, name):
    seat = scene.viewer if detail in ("", "me") else _index(detail, name)
    return [pygame.Rect(r) for r in scene.layout.owned_rects(seat, len(scene.obs["owned"][seat]))]


# -- Animimix ------------------------------------------------------------------------------
def _mx_grid(scene, detail, name):
    layout = scene.layout
    return [layout.cell_rect(0, 0).union(layout.cell_rect(layout.rows - 1, layout.cols - 1))]


def _mx_cell(scene, detail, name):
    try:
        r, c = (int(v) for v in detail.split(","))
    except ValueError:
        raise UnknownTarget(f"highlight {name!r}: expected cell:ROW,COL") from None
    if not (0 <= r < scene.layout.rows and 0 <= c < scene.layout.cols):
        raise UnknownTarget(f"highlight {name!r}: outside the grid")
    return [scene.layout.cell_rect(r, c)]


def _mx_species(scene, detail, name):
    grid = scene.obs["grid"]
    return [scene.layout.cell_rect(r, c) for r, line in enumerate(grid)
            for c, card in enumerate(line) if card == detail]


def _mx_mountains(scene, detail, name):
    marks = scene.obs["mountains"]
    return [scene.layout.cell_rect(r, c) for r, line in enumerate(marks)
            for c, on in enumerate(line) if on]


def _mx_hand(scene, detail, name):
    if scene.viewer is None:
        return []
    hand = scene.obs["seats"][scene.viewer]["hand"] or []
    return _matching(hand, scene.layout.hand_rects(len(hand)), detail)


def _mx_legend(scene, detail, name):
    names = list(scene.obs["species_points"])
    chips = scene.layout.legend_rects(len(names))
    if detail:
        return [chips[names.index(detail)]] if detail in names else []
    return [chips[0].unionall(chips[1:])] if chips else []


# -- Origami -------------------------------------------------------------------------------
def _or_line(scene, detail, name):
    line = scene.obs["line"]
    return _matching(line, scene.layout.line_rects(len(line)), detail)


def _or_pile(pos):
    def resolver(scene, detail, name):
        from scenes.layouts.origami import LINE_H
        rect = pygame.Rect(0, 0, card_width(LINE_H), LINE_H)
        rect.center = pos
        return [rect]
    return resolver


def _or_hand(scene, detail, name):
    if scene.viewer is None:
        return []
    hand = scene.obs["hands"][scene.viewer].get("cards", ())
    return _matching(hand, scene.layout.hand_rects(len(hand)), detail)


def _or_collection(scene, detail, name):
    seat = scene.viewer
    cols = (0, 1) if detail == "" else (_index(detail, name),)
    out = []
    for col in cols:
        cards = scene.obs["collections"][seat][col]
        out += scene.layout.fan_rects(seat, col, max(1, len(cards)))
    return out


def _origami_resolvers() -> dict[str, Callable]:
    from scenes.layouts.origami import DECK_POS, DISCARD_POS
    return {"line": _or_line, "deck": _or_pile(DECK_POS), "discard": _or_pile(DISCARD_POS),
            "hand": _or_hand, "collection": _or_collection}


RESOLVERS: dict[str, dict[str, Callable]] = {
    "animalia": {"lot": _an_lot, "deck": _an_deck, "collection": _an_collection,
                 "bonus": _an_bonus},
    "high_society": {"auction": _hs_auction, "money": _hs_money, "high": _hs_high,
                     "owned": _hs_owned},
    "animimix": {"grid": _mx_grid, "cell": _mx_cell, "species": _mx_species,
                 "mountains": _mx_mountains, "hand": _mx_hand, "legend": _mx_legend},
    "origami": _origami_resolvers(),
}
