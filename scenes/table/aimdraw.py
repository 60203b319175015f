"""What a move under way looks like: the targets dimmed, glowing, ringed or lifted, the
prompt and chips in the right column, and the inspector.

The legal next steps glow, the other step targets of the kind being chosen are dimmed,
the chosen ones are ringed, the held one is lifted over a shadow. Glow and dimming
differ in brightness and outline thickness, not only in hue, so the colour-blind mode
reads them as well. The right column's top holds the prompt (what to choose, a line of
help) over the chips: the steps no layout target shows. `Aim.draw` (scenes.table.aim)
draws with `draw_aim`; the table lays its log out under `side_rect`.
"""

from __future__ import annotations

import math

import pygame

from game.i18n import text
from game.match.steps import Target
from scenes.table.inspect import draw_inspect
from scenes.ui import ACCENT, DANGER, GREY, HIGHLIGHT, PANEL, PANEL_LIGHT, TEXT, panel
from sprites import textfit

LIFT = 14                  # px a hovered or focused card rises
SIDE = pygame.Rect(1420, 90, 480, 760)     # the right column's top: the prompt and chips
PROMPT_H = 132
PROMPT_H_GROWN = 184       # above 100 %: three lines of help at textfit's 28 px floor
CHIP_H, CHIP_GAP = 72, 12
DIM = (105, 105, 105)      # a dimmed target keeps 41% of its brightness
GLOW_W, FOCUS_W = 4, 8


def draw_aim(aim, surface: pygame.Surface, text_cache, time: float) -> list[pygame.Rect]:
    """Dim, glow, ring, lift, chips, prompt and inspector of an `Aim`; returns the rects
    drawn."""
    drawn: list[pygame.Rect] = []
    steps = aim.next_steps()
    chosen = set(aim.tree.chosen)
    targets = aim.targets()
    chips = [t for t in targets if t.label and t.rect.x >= SIDE.x]
    on_table = [t for t in targets if t not in chips]
    kinds = {step[0] for step in steps}       # dim only what is being chosen now: a
    for target in on_table:                   # hand card is chosen, not the grid
        if target.step is not None and target.step not in steps \
                and target.step not in chosen and target.step[0] in kinds:
            rect = pygame.Rect(target.rect)
            surface.fill(DIM, rect, special_flags=pygame.BLEND_RGB_MULT)
            drawn.append(rect)
    pulse = 0.5 + 0.5 * math.sin(time * 5.0)
    glow = _mix(ACCENT, HIGHLIGHT, pulse)
    for target in on_table:
        rect = pygame.Rect(target.rect)
        if target.step in chosen:
            pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(10, 10), FOCUS_W,
                             border_radius=12)
            drawn.append(rect.inflate(12, 12))
        elif target.step in steps:
            strip = visible_strip(on_table, target)
            pygame.draw.rect(surface, glow, strip.inflate(6, 6), GLOW_W, border_radius=10)
            drawn.append(strip.inflate(8, 8))
    drawn += _draw_side(aim, surface, text_cache, chips, glow)
    held = aim.held_target()
    if held is not None and held.step in steps and held not in chips:
        drawn += _lift(aim, surface, held)
    elif held is not None and held not in chips:
        rect = pygame.Rect(held.rect)
        pygame.draw.rect(surface, GREY, rect.inflate(10, 10), FOCUS_W, border_radius=12)
        drawn.append(rect.inflate(12, 12))
    shown = aim.shown_card()
    if shown is not None:
        inspected = aim.layout.inspect(aim.view, shown)
        if inspected is not None:
            avoid = [t.rect for t in aim.live() if t is not shown]
            drawn.append(draw_inspect(surface, text_cache, inspected, shown.rect, avoid))
    return drawn


def _lift(aim, surface: pygame.Surface, target: Target) -> list[pygame.Rect]:
    """Raise a card: its picture LIFT px higher over a shadow, ringed as focused."""
    rect = pygame.Rect(target.rect).clip(surface.get_rect())
    if rect.w <= 0 or rect.h <= 0:
        return []
    image = aim.layout.target_image(aim.view, target)
    if image is None:
        image = surface.subsurface(rect).copy()
    raised = rect.move(0, -LIFT)
    shadow = rect.inflate(-4, -4).move(6, 4)
    surface.fill((70, 70, 70), shadow, special_flags=pygame.BLEND_RGB_MULT)
    surface.blit(image, raised)
    pygame.draw.rect(surface, HIGHLIGHT, raised.inflate(12, 12), FOCUS_W, border_radius=12)
    return [rect.union(raised).inflate(16, 16)]


def _draw_side(aim, surface, text_cache, chips, glow) -> list[pygame.Rect]:
    """The prompt over the chips in the right column, and the chips."""
    said = [aim.layout.step_label(aim.view, step, []) for step in aim.tree.chosen]
    line = " › ".join(said) if said else text("aim_choose", aim.lang)
    small = aim.message or text("aim_help", aim.lang)
    if aim.undo and not aim.message:
        small = f"{small} · {text('controls_undo', aim.lang)}"
    prompt = draw_prompt(surface, text_cache, aim.scale, line, small,
                         DANGER if aim.message else TEXT)
    drawn = [prompt]
    held = aim.held_target()
    live_steps = {t.step for t in aim.live()}        # the next steps and the cancel chip
    for target in chips:
        rect = pygame.Rect(target.rect)
        live = target.step in live_steps
        focused = target is held
        panel(surface, rect, PANEL_LIGHT if focused else PANEL,
              HIGHLIGHT if focused else (glow if live else GREY), radius=14)
        if focused:
            pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(8, 8), 4, border_radius=16)
        textfit.blit(text_cache, surface, target.label, 30, rect.inflate(-20, -8), "center",
                     bold=True, wrap=True, fg=TEXT if live else GREY)
        drawn.append(rect.inflate(10, 10))
    return drawn


def side_rect(scale: float, bottom: int | None = None) -> pygame.Rect:
    """The right column's part above the log: the prompt (and the chips down to
    `bottom`), with a gap under them."""
    if bottom is None:
        bottom = SIDE.y + prompt_rect(scale).h + 8
    return pygame.Rect(SIDE.x, SIDE.y, SIDE.w, bottom - SIDE.y + CHIP_GAP)


def prompt_rect(scale: float) -> pygame.Rect:
    """The prompt's place at the top of the right column (it grows with the text)."""
    grown = max(round(PROMPT_H * scale), PROMPT_H_GROWN) if scale > 1 else PROMPT_H
    return pygame.Rect(SIDE.x, SIDE.y, SIDE.w, grown - 8)


def draw_prompt(surface: pygame.Surface, text_cache, scale: float, title: str, small: str,
                fg=TEXT) -> pygame.Rect:
    """The prompt: what to choose (or whose turn it is) over a line of help."""
    prompt = prompt_rect(scale)
    panel(surface, prompt, PANEL, ACCENT, radius=14)
    box = prompt.inflate(-28, -16)
    title_h = round(40 * max(1.0, scale))
    textfit.blit(text_cache, surface, title, 30, pygame.Rect(box.x, box.y, box.w, title_h),
                 "midleft", bold=True, fg=HIGHLIGHT)
    if small:
        textfit.blit(text_cache, surface, small, 22,
                     pygame.Rect(box.x, box.y + title_h + 2, box.w,
                                 box.bottom - box.y - title_h - 2),
                     "topleft", wrap=True, fg=fg)
    return prompt


def chip_rects(count: int, prompt_h: int = PROMPT_H) -> list[pygame.Rect]:
    """The chips' places in the right column, under the prompt: one column while they
    fit, then two, then shorter rows (a game with no table targets has many)."""
    top = SIDE.y + prompt_h
    room = SIDE.bottom - top
    cols = 1 if count * (CHIP_H + CHIP_GAP) <= room else 2
    rows = -(-count // cols)
    height = min(CHIP_H, room // max(1, rows) - CHIP_GAP)
    width = (SIDE.w - (cols - 1) * CHIP_GAP) // cols
    return [pygame.Rect(SIDE.x + (i % cols) * (width + CHIP_GAP),
                        top + (i // cols) * (height + CHIP_GAP), width, height)
            for i in range(count)]


def visible_strip(targets: list[Target], target: Target) -> pygame.Rect:
    """The part of a card a fan leaves in sight: its rect, cut at the left edge of the
    first later card that covers its right side from top to bottom."""
    rect = pygame.Rect(target.rect)
    for later in targets[targets.index(target) + 1:]:
        other = pygame.Rect(later.rect)
        if rect.x < other.x < rect.right and other.y <= rect.y + 2 \
                and other.bottom >= rect.bottom - 2:
            rect.w = other.x - rect.x
    return rect


def _mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))
