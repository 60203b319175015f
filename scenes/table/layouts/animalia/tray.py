"""The middle of Animalia's table between two lots: chips, prompts, the spy's tray and
the medal options, placed from the viewer's observation and legal moves.

`plan(geo, obs, viewer, legal, say)` lists what the middle shows now as `Item`s; the
layout draws them and makes table targets of them, so what is drawn is what is
clicked. Only the spy sees the cards they spied (`spy_left`, `spy_placed` are in
their observation only); the medal options are the viewer's own legal moves.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.animalia.cards import FAMILIES
from game.animalia.seasons import medal_covers
from game.animalia.steps import DECLINE_STEP, PASS_STEP
from scenes.table.layouts.animalia.geometry import Geometry
from scenes.table.layouts.cards import card_width

PROMPT_H = 44
SPIED_H = 96                 # the spy's cards already put back, in the chip's column
MEDAL_T = 52                 # a medal token in an option chip, before scaling
COUNT_W = 44                 # room for "×2" after a token
MINI_H = 76                  # a bonus card and the card it covers, in an option chip
PAIR_SHIFT = 30              # the bonus card lies this far right of the card it covers
CHIP_PAD = 12
CHIP_GAP = 14
CHIP_SCALE_MAX = 1.5


@dataclass(frozen=True)
class Item:
    """One thing in the middle: its kind, rect, step (or None) and what it shows."""

    kind: str                 # "chip", "prompt", "spy", "spied", "medals"
    rect: pygame.Rect
    step: tuple | None = None
    card: str | None = None   # a card face shown (spy, spied)
    text: str = ""
    data: Any = None          # medals: (haul, covers, scale); spied: its place (0 = top)


def plan(geo: Geometry, obs: dict, viewer: int | None, legal, say: Callable,
         name: Callable[[int], str]) -> list[Item]:
    """What the middle shows now (the lot itself is drawn by the layout)."""
    phase = obs.get("phase")
    current = obs.get("current_player")
    mine = viewer is not None and viewer == current
    who = name(current) if current is not None else ""
    out: list[Item] = []
    if phase == "lot":
        if mine:
            nxt = next_seat(obs)
            label = say("pass_to", name=name(nxt)) if nxt is not None else say("pass_chip")
            out.append(Item("chip", geo.chip(), PASS_STEP, text=label))
        return out
    tray = geo.tray()
    if phase in ("power", "target", "card"):
        power = obs.get("power") or ""
        key = {"power": "prompt_power" if mine else "prompt_power_other",
               "target": f"prompt_target_{power}", "card": f"prompt_card_{power}"}[phase]
        line = pygame.Rect(tray.x, geo.deck.centery - PROMPT_H - 60, tray.w, PROMPT_H)
        out.append(Item("prompt", line, text=say(key, who=who)))
        if phase == "power" and mine:
            chip = geo.chip()
            chip.centerx = tray.centerx
            chip.y = line.bottom + 24
            out.append(Item("chip", chip, DECLINE_STEP, text=say("decline_chip")))
        return out
    if phase == "spy":
        top = pygame.Rect(tray.x, tray.y, tray.w, PROMPT_H)
        if "spy_left" not in obs:
            out.append(Item("prompt", top.move(0, geo.deck.centery - tray.y - PROMPT_H),
                            text=say("prompt_spy_other", who=who)))
            return out
        out.append(Item("prompt", top, text=say("prompt_spy")))
        left = obs["spy_left"]
        for card, rect in zip(left, geo.lot_rects(len(left))):
            out.append(Item("spy", rect.move(0, (PROMPT_H + 8) // 2), ("card", card), card))
        column = geo.chip()
        w = card_width(SPIED_H)
        for i, card in enumerate(obs.get("spy_placed") or ()):
            rect = pygame.Rect(column.centerx - w // 2, geo.deck.y + PROMPT_H + i * (SPIED_H + 8),
                               w, SPIED_H)
            out.append(Item("spied", rect, None, card, data=i))
        return out
    if phase == "medals":
        coll = obs.get("medal_collection")
        n = (coll or 0) + 1
        top = pygame.Rect(tray.x, tray.y, tray.w, PROMPT_H)
        moves = [m for m in legal if getattr(m, "TAG", "") == "medals"] if mine else []
        if not moves:
            out.append(Item("prompt", top.move(0, geo.deck.centery - tray.y - PROMPT_H),
                            text=say("prompt_medals_other", who=who, n=n)))
            return out
        out.append(Item("prompt", top, text=say("prompt_medals", n=n)))
        cards = obs["collections"][coll]
        hand = obs.get("bonus") or []
        options = [(m, medal_covers(cards, hand, m)) for m in moves]
        area = pygame.Rect(tray.x, top.bottom + 6, tray.w, tray.bottom - top.bottom - 6)
        for (move, covers), (rect, scale) in zip(options, medal_grid(area, options)):
            out.append(Item("medals", rect, ("medals", tuple(move.haul), tuple(move.used)),
                            data=(tuple(move.haul), tuple(covers), scale)))
        return out
    return out


def next_seat(obs: dict) -> int | None:
    """The seat the lot goes to if passed: the next one to the left with room."""
    holder = obs.get("lot_holder")
    if holder is None:
        return None
    players = obs["players"]
    for k in range(1, players + 1):
        seat = (holder + k) % players
        if any(len(cards) < 5 for cards, owner in zip(obs["collections"], obs["owners"])
               if owner == seat):
            return seat
    return None


def chip_size(haul: tuple, covers: tuple) -> tuple[int, int]:
    """A medal option's natural size (before scaling): its tokens over its covers."""
    families = max(1, sum(1 for n in haul if n))
    tokens_w = families * (MEDAL_T + COUNT_W + 8)
    pairs_w = len(covers) * (card_width(MINI_H) + PAIR_SHIFT + 10)
    w = max(tokens_w, pairs_w, 150) + 2 * CHIP_PAD
    h = MEDAL_T + 2 * CHIP_PAD + (MINI_H + 10 if covers else 0)
    return w, h


def medal_grid(area: pygame.Rect, options: list) -> list[tuple[pygame.Rect, float]]:
    """Rects (one size for all) and the content scale of the medal options in `area`:
    the largest that fits, in as many columns as that takes."""
    sizes = [chip_size(tuple(m.haul), tuple(c)) for m, c in options]
    w = max(s[0] for s in sizes)
    h = max(s[1] for s in sizes)
    count = len(options)
    best = (0.0, 1)
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        scale = min(CHIP_SCALE_MAX, (area.w - (cols - 1) * CHIP_GAP) / (cols * w),
                    (area.h - (rows - 1) * CHIP_GAP) / (rows * h))
        if scale > best[0]:
            best = (scale, cols)
    scale, cols = best
    rows = math.ceil(count / cols)
    cw, ch = int(w * scale), int(h * scale)
    x0 = area.centerx - (cols * cw + (cols - 1) * CHIP_GAP) // 2
    y0 = area.y + (area.h - (rows * ch + (rows - 1) * CHIP_GAP)) // 2
    return [(pygame.Rect(x0 + (i % cols) * (cw + CHIP_GAP), y0 + (i // cols) * (ch + CHIP_GAP),
                         cw, ch), scale) for i in range(count)]


def haul_families(haul: tuple) -> list[tuple[str, int]]:
    """The (family, medals) of a haul that win something, in the families' order."""
    return [(FAMILIES[f], n) for f, n in enumerate(haul) if n]
