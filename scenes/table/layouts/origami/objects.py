"""Origami's table objects as targets: what a player clicks, and what may be inspected.

`targets(layout, view)` lists every object drawn, in draw order, each with the step it
stands for in the decision on top of the stack (`game.origami.steps` gives each move its
step) or None, and the card it shows (what the inspector shows large). Only what the
viewer sees is listed: its own hand, the public zones, and on the stage what the
observation shows it (the fox's cards to their drawer only).
"""

from __future__ import annotations

import pygame

from game.origami.cards import BY_ID
from game.origami.frames import Frame, TakeMode
from game.origami.steps import path
from scenes.table.layouts.origami.stage import stage

from scenes.table.inspect import Inspect
from game.match.steps import Target

HAND_FRAMES = (Frame.MAIN, Frame.PAY, Frame.DISCARD, Frame.RAY, Frame.ZEBRA, Frame.CHOOSE)
LINE_FRAMES = (Frame.MAIN, Frame.TAKE, Frame.PARROT)
UNDER_SHARE = 0.42       # of a lone card, the strip that stands for "under it"


def frame_of(view) -> tuple:
    stack = view.obs.get("stack") or ()
    return tuple(stack[-1]) if stack and not view.obs.get("is_over") else ()


def targets(layout, view) -> list:
    """Every object of the table for this view, in draw order (later = on top)."""
    obs, frame = view.obs, frame_of(view)
    kind = frame[0] if frame else None
    mover = frame[1] if frame else None
    out = []
    geo = layout.geometry(view)
    for seat, rect in enumerate(geo.panels):
        step = ("seat", seat) if kind == Frame.TARGET and seat != mover else None
        out.append(Target(pygame.Rect(rect), step, None, view.name(seat)))
        out += [Target(card_rect, step, card, layout.card_name(card))
                for card_rect, card in layout.opponent_hand(view, seat) if card]
    out.append(Target(pygame.Rect(geo.deck), None, None,
                      layout.lines("deck", n=obs["deck_size"])))
    if obs["discard"]:
        top = obs["discard"][-1]
        raccoon = kind == Frame.TAKE and frame[3] == TakeMode.RACCOON
        step = ("discard", top) if raccoon or kind == Frame.MAGPIE else None
        out.append(Target(pygame.Rect(geo.discard), step, top, layout.card_name(top)))
    if kind == Frame.MAGPIE:
        cards = sorted(set(obs["discard"]))
        for card, rect in zip(cards, layout.magpie_rects(view, len(cards))):
            out.append(Target(rect, ("discard", card), card, layout.card_name(card)))
    else:
        for card, rect in zip(obs["line"], geo.line_rects(len(obs["line"]))):
            step = ("line", card) if kind in LINE_FRAMES else None
            out.append(Target(rect, step, card, layout.card_name(card)))
    for seat in range(obs["players"]):
        for col in (0, 1):
            out += _fan(layout, view, frame, seat, col)
    out += under_slots(layout, view)
    shown = stage(layout, view)
    out.append(Target(pygame.Rect(geo.stage), None, None, shown.title))
    for item in shown.cards:
        out.append(Target(pygame.Rect(item.rect), item.step, item.card,
                          layout.card_name(item.card) if item.card else ""))
    if view.viewer is not None:
        hand = obs["hands"][view.viewer].get("cards", ())
        mine = kind in HAND_FRAMES and mover == view.viewer
        for card, rect in zip(hand, geo.hand_rects(len(hand))):
            out.append(Target(rect, ("hand", card) if mine else None, card,
                              layout.card_name(card)))
    for rect, step, label in shown.chips:
        out.append(Target(pygame.Rect(rect), step, None, label))
    return out


def _fan(layout, view, frame, seat: int, col: int) -> list:
    """One collection's cards, bottom first (an empty one: its slot)."""
    cards = view.obs["collections"][seat][col]
    rects = layout.fan_rects(view, seat, col, len(cards))
    kind = frame[0] if frame else None
    mover = frame[1] if frame else None
    step = None
    if seat == mover and kind in (Frame.MAIN, Frame.PLACE):
        step = ("collection", seat, col)
    elif kind == Frame.TARGET and seat != mover:
        step = ("seat", seat)
    label = layout.lines("collection", n=col + 1)
    if not cards:
        return [Target(rects[0], step, None, label)]
    out = []
    for i, (card, rect) in enumerate(zip(cards, rects)):
        top = i == len(cards) - 1
        card_step = ("top", card) if kind == Frame.PARROT and top else step
        out.append(Target(rect, card_step, card, layout.card_name(card)))
    return out


def under_slots(layout, view) -> list:
    """While the viewer places a snake: the strip of each collection's bottom card that
    stands for "slip it under" (drawn over the collection)."""
    frame = frame_of(view)
    if not frame or frame[0] != Frame.PLACE or frame[1] != view.viewer \
            or not any(path(m, view.obs)[0][0] == "under" for m in view.legal):
        return []
    seat, out = frame[1], []
    for col in (0, 1):
        cards = view.obs["collections"][seat][col]
        if not cards:
            continue
        rects = layout.fan_rects(view, seat, col, len(cards))
        width = rects[1].x - rects[0].x if len(rects) > 1 else round(rects[0].w * UNDER_SHARE)
        rect = pygame.Rect(rects[0].x, rects[0].y, max(24, width), rects[0].h)
        out.append(Target(rect, ("under", seat, col), None, layout.lines("under")))
    return out


def step_label(layout, view, step, moves) -> str:
    """The words of a step: its chip's, else its one move's."""
    if step[0] == "chip":
        return layout.chip_label(step, frame_of(view))
    if moves:
        return " / ".join(layout.label(m, view) for m in moves)
    kind, *args = step                  # the object alone (a step already chosen)
    if kind in ("collection", "under"):
        return layout.lines("collection", n=args[1] + 1)
    if kind == "seat":
        return view.name(args[0])
    return layout.card_name(args[0])


def card_lines(layout, card: str) -> tuple[str, ...]:
    """A card's words for the inspector, in the player's language: its numbers, its
    kind of effect and family, and what it does."""
    info = BY_ID[card]
    numbers = layout.lines("inspect_numbers", folds=info.folds, cost=info.cost,
                           points=info.points)
    kind = layout.lines(f"inspect_{info.effect_type}")
    family = layout.lines(f"family_{info.family}")
    return (numbers, f"{kind} · {family}", info.effect_text(layout.ctx.lang))


def inspect(layout, view, target) -> Inspect | None:
    """The large card of a target: its face and words; None when it shows no card
    (a card face down has no `card`: nothing hidden is ever named)."""
    if target is None or target.card not in BY_ID:
        return None
    return Inspect(layout.inspect_face(target.card), layout.card_name(target.card),
                   card_lines(layout, target.card))
