"""Origami's stage: the panel right of the line that says what is being decided now.

It shows the origami being played (while it is paid for, placed, or its instant effect
offered, unless its rule text needs the stage's width, the card being on its collection
already), its cost and what is paid so far, the cards an effect offers (the fox's draw,
the vulture's card), the words of the decision, and the chips of the spoken decisions
(use, skip, stop, draw, keep, pass). `stage(layout, view)` describes it once; the
layout draws that description and lists its cards and chips as table targets, so the
two never disagree. Everything in it comes from the viewer's observation.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.origami.cards import BY_ID, COST
from game.origami.frames import ChooseMode, Frame, TakeMode
from scenes.table.layouts.cards import card_width
from sprites import textfit

PAD = 14
TITLE_H = 70               # two lines of 28 px: a long name and what it does
TITLE_GAP = 4              # between a title and the words under it
CHIP_H = 56
STAGE_CARD_H = 190        # the origami played, at most
PAID_H = 134              # the cards paid for it (96 wide: their numbers 24 px)
SIDE_TEXT_W = 180          # the words go beside the stage's cards if this much is left
BIG_H = 112               # the folds left to pay: two lines of large text
CHOICE_H = 196            # the fox's cards (140 wide) and the vulture's card
TEXT_PX = (28, 24, 22)    # the words, smaller where a long rule text needs it (at 100 %;
                          # at larger text sizes textfit's 28 px floor holds)
CARD_FRAMES = (Frame.PAY, Frame.PLACE, Frame.INSTANT)
CARD_TITLES = {Frame.PAY: "paying", Frame.PLACE: "placing", Frame.INSTANT: "instant"}
TAKE_KEYS = {TakeMode.LINE: "prompt_take", TakeMode.RACCOON: "prompt_raccoon",
             TakeMode.EXACT: "prompt_spider", TakeMode.ANY: "prompt_eagle"}
CHOOSE_KEYS = {ChooseMode.FREE: "prompt_lion", ChooseMode.DISCOUNT: "prompt_dolphin",
               ChooseMode.GRASS: "prompt_grasshopper", ChooseMode.VULTURE: "prompt_vulture"}
FRAME_KEYS = {Frame.DISCARD: "prompt_discard", Frame.FOX: "prompt_fox", Frame.RAY: "prompt_ray",
              Frame.ZEBRA: "prompt_zebra", Frame.PARROT: "prompt_parrot",
              Frame.TARGET: "prompt_target", Frame.MAGPIE: "prompt_magpie"}


@dataclass
class StageCard:
    """A card on the stage: where, which (None: face down), and its step (or None)."""

    rect: pygame.Rect
    card: str | None
    step: tuple | None = None


@dataclass
class Stage:
    """What the stage shows now."""

    title: str = ""
    text: str = ""
    text_box: pygame.Rect | None = None
    big: str = ""                    # the payment's figures, large, above the text
    cards: list[StageCard] = field(default_factory=list)
    chips: list[tuple[pygame.Rect, tuple, str]] = field(default_factory=list)


def stage(layout, view) -> Stage:
    """The stage for this view (see the module docstring)."""
    area = layout.geometry(view).stage
    obs = view.obs
    frame = tuple(obs["stack"][-1]) if obs.get("stack") else ()
    out = Stage()
    if obs.get("is_over"):
        out.title = layout.lines("game_over")
        return out
    if not frame:
        return out
    kind, seat = frame[0], frame[1]
    who = view.name(seat)
    chips = chip_steps(view, frame)
    out.title = who if seat == view.viewer else layout.lines("stage_other", who=who)
    if kind in CARD_FRAMES:       # (the card stands at card_rect, where it flies to)
        out.title = card_title(layout, CARD_TITLES[kind], who, frame[2])
        title_h = card_title_height(layout, area, who, frame[2])
    else:
        title_h = title_height(layout.ctx.text, out.title, area.w - 2 * PAD)
    body = pygame.Rect(area.x + PAD, area.y + PAD + title_h,
                       area.w - 2 * PAD, area.h - 2 * PAD - title_h)
    if chips:
        body.h -= CHIP_H + PAD
        row = pygame.Rect(body.x, body.bottom + PAD, body.w, CHIP_H)
        width = (row.w - PAD * (len(chips) - 1)) // len(chips)
        out.chips = [(pygame.Rect(row.x + i * (width + PAD), row.y, width, CHIP_H), step,
                      layout.chip_label(step, frame)) for i, step in enumerate(chips)]
    if kind in CARD_FRAMES:
        card = frame[2]
        rect = card_rect(area, title_h)
        column = pygame.Rect(rect.right + PAD, body.y, body.right - rect.right - PAD, body.h)
        info = BY_ID.get(card)
        out.text = info.effect_text(layout.ctx.lang) if info and kind != Frame.PAY else ""
        if kind == Frame.INSTANT and not fits(layout.ctx.text, out.text, column):
            out.text_box = body      # the card is on its collection already: the words
            return out               # take the stage's width
        out.cards.append(StageCard(rect, card))
        out.text_box = column
        if kind == Frame.PAY:
            _payment(layout, view, out, column, card, frame[3])
        return out
    if kind == Frame.FOX:
        drawn = frame[2] if isinstance(frame[2], tuple) else (None,) * frame[2]
        _card_row(out, body, drawn, lambda c: ("drawn", c) if c else None)
    elif kind == Frame.CHOOSE and frame[2] == ChooseMode.VULTURE:
        _card_row(out, body, (frame[3],), lambda c: None)
    if seat == view.viewer:         # (the words are the mover's to read, not the viewer's)
        out.text = prompt(layout, frame)
    right = max([body.x - PAD] + [c.rect.right for c in out.cards]) + PAD
    if body.right - right >= SIDE_TEXT_W:          # beside the cards
        out.text_box = pygame.Rect(right, body.y, body.right - right, body.h)
    else:                                           # under them
        top = max([body.y] + [c.rect.bottom + PAD for c in out.cards])
        out.text_box = pygame.Rect(body.x, top, body.w, body.bottom - top)
    return out


def title_height(text, title: str, width: int) -> int:
    """The room the title takes at the stage's top: one line's or two lines' (TITLE_H),
    as it is wrapped into `width` (`text` is the TextCache)."""
    shown, px = textfit.fit(text, title, 28, width, TITLE_H, bold=True, wrap=True)
    drawn = text.render(shown, px, bold=True, wrap=width).get_height()
    return min(TITLE_H, drawn + TITLE_GAP)


def card_title(layout, key: str, who: str, card: str) -> str:
    """The title over a card played: who pays for it, places it or may use its effect."""
    return layout.lines(key, who=who, **layout.card_words(card))


def card_title_height(layout, area: pygame.Rect, who: str, card: str) -> int:
    """The room over a card played: its tallest title of the three (paying, placing,
    its effect), so that the card keeps its place from the one to the next."""
    return max(title_height(layout.ctx.text, card_title(layout, key, who, card),
                            area.w - 2 * PAD) for key in CARD_TITLES.values())


def text_px(text, line: str, box: pygame.Rect) -> float:
    """The size the stage's words are drawn at in `box`: the first of TEXT_PX at which
    they fit uncut (`text` is the TextCache; the last size if none does)."""
    return next((px for px in TEXT_PX if
                 textfit.fit(text, line, px, box.w, box.h, wrap=True)[0] == line), TEXT_PX[-1])


def fits(text, line: str, box: pygame.Rect) -> bool:
    """Whether the stage's words fit `box` uncut at one of TEXT_PX."""
    return textfit.fit(text, line, text_px(text, line, box), box.w, box.h, wrap=True)[0] == line


def card_rect(area: pygame.Rect, title_h: int = TITLE_H) -> pygame.Rect:
    """Where the origami being played stands (the same with or without chips): right
    under its title (`title_h`: card_title_height), above the cards paid or the chips.
    It is as tall under one line of title as under two."""
    height = min(STAGE_CARD_H, area.h - 3 * PAD - TITLE_H - PAID_H)
    return pygame.Rect(area.x + PAD, area.y + PAD + title_h, card_width(height), height)


def _card_row(out: Stage, body: pygame.Rect, cards, step_of) -> None:
    """Cards side by side at the top of the stage's body (overlapping if need be)."""
    height = min(CHOICE_H, body.h - 40)
    width = card_width(height)
    step = width + PAD
    if len(cards) > 1 and width + step * (len(cards) - 1) > body.w:
        step = (body.w - width) // (len(cards) - 1)
    for i, card in enumerate(cards):
        rect = pygame.Rect(body.x + i * step, body.y, width, height)
        out.cards.append(StageCard(rect, card, step_of(card)))


def _payment(layout, view, out: Stage, column: pygame.Rect, card: str, remaining: int) -> None:
    """What is left to pay (large), the cost and what is paid, and the cards paid so far
    in a row under the origami."""
    cost = COST.get(card, 0)
    out.big = layout.lines("to_go", count=remaining)
    out.text = layout.lines("cost", cost=cost) + " · " + layout.lines("paid_part", paid=cost - remaining)
    paid = layout.payment(view)
    cards = paid[3] if paid else []
    out.text_box = pygame.Rect(column.x, column.y + BIG_H, column.w, 80)
    stage_card = out.cards[0].rect
    row = pygame.Rect(stage_card.x, stage_card.bottom + PAD // 2, column.right - stage_card.x,
                      PAID_H)
    width = card_width(PAID_H)
    step = width + 8
    if len(cards) > 1 and width + step * (len(cards) - 1) > row.w:
        step = max(16, (row.w - width) // (len(cards) - 1))
    for i, paid_card in enumerate(cards):
        out.cards.append(StageCard(pygame.Rect(row.x + i * step, row.y, width, PAID_H),
                                   paid_card))


def chip_steps(view, frame) -> list[tuple]:
    """The chips of this decision that the viewer may choose now."""
    if view.viewer is None or frame[1] != view.viewer or not view.legal:
        return []
    from game.origami.steps import path
    steps = []
    for move in view.legal:
        step = path(move, view.obs)[0]
        if step[0] == "chip" and step not in steps:
            steps.append(step)
    order = ("use", "skip", "stop", "draw", "keep", "pass", "done")
    return sorted(steps, key=lambda s: order.index(s[1]) if s[1] in order else len(order))


def prompt(layout, frame) -> str:
    """The words of the decision on top of the stack."""
    kind = frame[0]
    if kind == Frame.MAIN:
        return layout.lines("prompt_main")
    if kind == Frame.TAKE:
        return layout.lines(TAKE_KEYS.get(frame[3], "prompt_take"), count=frame[2])
    if kind == Frame.CHOOSE:
        arg = frame[3]
        return layout.lines(CHOOSE_KEYS.get(frame[2], "prompt_lion"),
                            count=arg if isinstance(arg, int) else 0,
                            **layout.card_words(arg if isinstance(arg, str) else None))
    if kind == Frame.DISCARD:
        return layout.lines("prompt_discard", count=frame[2])
    if kind == Frame.RAY:
        return layout.lines("prompt_ray", count=frame[2])
    if kind == Frame.TARGET:
        return layout.lines("prompt_target", count=frame[2])
    return layout.lines(FRAME_KEYS.get(kind, "prompt_main"))

