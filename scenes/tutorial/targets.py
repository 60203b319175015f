"""Where a tutorial's highlight goes: area names resolved to rects on the table.

Names are `area` or `area:detail` (`money:6`, `cell:1,2`, `hand:wolf`, `collection:0`).
Every game knows `seat:N` (a seat's panel), `picker`, `steps` (or `steps:CARD`: the
targets that glow now) and `log`; the rest come from the
game's layout geometry, read from the same observation the table draws, so the
highlight follows the cards as they move. An unknown name raises `UnknownTarget`; a
known name with nothing on the table now resolves to no rect.
"""

from __future__ import annotations


import pygame


PAD = 10                      # the highlight is this much larger than its cards


class UnknownTarget(ValueError):
    """A highlight name the game's table does not know."""


def resolve(scene, name: str) -> list[pygame.Rect]:
    """The rects of one highlight name on the scene's table (the view it draws). The
    game's resolvers (`layouts/<id>/targets.py`) take its layout and that view."""
    area, _, detail = name.partition(":")
    layout, view = scene.layout, scene.view
    if area == "seat":
        rects = layout.seat_rects(view)
        seat = view.viewer if detail == "me" else index(detail, name)
        return [pygame.Rect(rects[seat])] if seat is not None and 0 <= seat < len(rects) else []
    if area == "picker":            # the prompt and chips, or the moves panel when shown
        side = scene.side_rect()
        return [pygame.Rect(side)] if side is not None else []
    if area == "steps":             # what glows now (the cards named `detail` only)
        aim = getattr(scene, "aim", None)
        live = aim.live() if aim is not None else []
        return [pygame.Rect(t.rect) for t in live
                if t.step != ("cancel",) and (not detail or t.card == detail)]
    if area == "log":
        return [pygame.Rect(scene.log_rect())]
    from scenes.table.layouts import game_module
    resolver = (getattr(game_module(scene.game.id), "TUTORIAL_TARGETS", None) or {}).get(area)
    if resolver is None:
        raise UnknownTarget(f"unknown highlight {name!r} for {scene.game.id}")
    return merged([pygame.Rect(r).inflate(PAD, PAD)
                   for r in resolver(layout, view, detail, name)])


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


def index(detail: str, name: str) -> int:
    try:
        return int(detail)
    except ValueError:
        raise UnknownTarget(f"highlight {name!r}: {detail!r} is not a number") from None


def matching(cards, rects, detail: str) -> list:
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


