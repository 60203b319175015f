"""Making a move on the table: the targets of a layout, played with pointer or d-pad.

`Aim` holds a seat's `StepTree` (from the match) and the layout's targets for the
view. The legal next steps glow, the other step targets are dimmed, the chosen ones
are ringed; a pointer hovering a target lifts it and a click chooses it; the d-pad
moves the focus to the nearest glowing target in the pressed direction (see
`game.match.steps.nearest`), confirm chooses it and back drops the last step. A step no
layout target shows (a "pass" or "stand" chip, a confirm) gets a chip in the right
column, under a line that says what to choose. Held on a card about 0.4 s (before a
move is begun), or asked for (the inspect key, a right click, a long press, the bar's
inspect button), the focus or the pointer shows the card large (`scenes.table.inspect`),
placed off the targets that may be chosen next.

Glow and dimming differ in brightness and outline thickness, not only in hue, so the
colour-blind mode reads them as well.
"""

from __future__ import annotations

import math
from collections import deque
from typing import Any, Callable

import pygame

from game.i18n import text
from scenes.table.inspect import draw_inspect
from scenes.shell.input import Action, ActionEvent, PointerEvent
from game.match.steps import CONFIRM, StepTree, Target, nearest, topmost
from scenes.ui import ACCENT, DANGER, GREY, HIGHLIGHT, PANEL, PANEL_LIGHT, TEXT, panel
from sprites import textfit

INSPECT_AFTER = 0.4        # seconds held on a card before it is shown large
LIFT = 14                  # px a hovered or focused card rises
SIDE = pygame.Rect(1420, 90, 480, 760)     # the right column's top: the prompt and chips
PROMPT_H = 132
PROMPT_H_GROWN = 184       # above 100 %: three lines of help at textfit's 28 px floor
CHIP_H, CHIP_GAP = 72, 12
CANCEL = ("cancel",)       # the chip that drops a half-made move (never a tree step)
DIM = (105, 105, 105)      # a dimmed target keeps 41% of its brightness
GLOW_W, FOCUS_W = 4, 8
DIRECTION_NAMES = {Action.LEFT: "left", Action.RIGHT: "right", Action.UP: "up",
                   Action.DOWN: "down"}


class Aim:
    """A human's move under way on the table (see the module docstring)."""

    def __init__(self, tree: StepTree, layout, view, lang: str,
                 sound: Callable[[str], None] | None = None,
                 first: Any = None, undo: bool = False, scale: float = 1.0,
                 extras: list[Target] = (), on_extra: Callable[[str], None] | None = None
                 ) -> None:
        self.tree = tree
        self.layout = layout
        self.view = view
        self.lang = lang
        self.sound = sound or (lambda name: None)
        self.focus: Target | None = None
        self.hover: Target | None = None
        self.held = 0.0              # seconds the focus or hover has stayed on its target
        self.look: Target | None = None   # the inspect key's card: the d-pad moves it over
                                          # every card on the table until back or inspect
        self.by_pointer = False      # the pointer moved last (the hover shows, not the focus)
        self.steered = False         # the player moved the focus or the pointer: a card
                                     # held then opens the inspector (not the first focus)
        self.message = ""
        self.undo = undo             # the help line offers to take back a move
        self.scale = scale           # the text-size setting (the prompt grows with it)
        self.extras = list(extras)   # more d-pad targets: the table's bar (scenes.table.bar)
        self.on_extra = on_extra or (lambda name: None)    # one of them chosen
        self.inspecting = False      # the bar's inspect mode: a click or tap looks at a card
        self._targets: list[Target] | None = None
        self._live: dict | None = None
        self.focus_on_move(first)

    # -- the targets ----------------------------------------------------------------------
    def set_view(self, view, lang: str) -> None:
        """The view changed (a hint, a language, the same position): targets anew."""
        self.view, self.lang = view, lang
        self._forget()

    def _forget(self) -> None:
        self._targets = self._live = None
        if self.focus is not None:
            self.focus = self._same(self.focus)
        if self.hover is not None:
            self.hover = self._same(self.hover)
        if self.look is not None:
            self.look = self._same(self.look)

    def _same(self, old: Target) -> Target | None:
        """The target that stands for what `old` stood for, in the new list."""
        for target in self.targets():
            if (target.step, target.card) == (old.step, old.card) and old.step is not None:
                return target
        for target in self.targets() + self.extras:
            if target.rect == old.rect:
                return target
        return None

    def next_steps(self) -> dict:
        """The steps that may be chosen now (see StepTree.next_steps), cached."""
        if self._live is None:
            self._live = self.tree.next_steps()
        return self._live

    def targets(self) -> list[Target]:
        """The layout's targets, then a chip for each next step none of them shows, and a
        cancel chip while a move is half made; in draw order."""
        if self._targets is None:
            targets = list(self.layout.targets(self.view))
            shown = {t.step for t in targets}
            chips = [step for step in self.next_steps() if step not in shown]
            if self.tree.chosen:
                chips.append(CANCEL)
            rects = chip_rects(len(chips), self.prompt_h())
            targets += [Target(rect, step, None, self.chip_label(step))
                        for step, rect in zip(chips, rects)]
            self._targets = targets
        return self._targets

    def live(self) -> list[Target]:
        """The targets that may be chosen now (the glowing ones)."""
        steps = self.next_steps()
        return [t for t in self.targets() if t.step in steps or t.step == CANCEL] + self.extras

    def chip_label(self, step) -> str:
        """A chip's words."""
        if step == CANCEL:
            return text("aim_cancel", self.lang)
        if step == CONFIRM:
            return text("aim_confirm", self.lang)
        return self.layout.step_label(self.view, step, self.next_steps().get(step, []))

    def prompt_h(self) -> int:
        """The prompt's height with its gap: title and two lines of help, grown with the
        text."""
        return prompt_rect(self.scale).h + 8

    def side_rect(self) -> pygame.Rect:
        """The part of the right column the prompt and the chips take."""
        chips = [t for t in self.targets() if t.rect.x >= SIDE.x and t.label]
        bottom = max([SIDE.y + self.prompt_h()] + [t.rect.bottom for t in chips])
        return side_rect(self.scale, bottom)

    # -- choosing -------------------------------------------------------------------------
    def choose(self, target: Target | None) -> Any:
        """Take a target: the finished move, or None (a step taken, or refused)."""
        if target is None or target.step is None:
            return None
        if target in self.extras:
            self.on_extra(target.step[1])
            return None
        if target.step == CANCEL:
            self.tree.cancel()
            self.sound("click")
            self._moved()
            return None
        if not self.tree.is_next(target.step):
            self.message = self.layout.step_reason(self.view, target.step) \
                or text("aim_not_now", self.lang)
            self.sound("error")
            return None
        self.message = ""
        self.sound("click")
        move = self.tree.choose(target.step)
        self._moved()
        return move

    def choose_step(self, step) -> Any:
        """Take a step by its key (the moves panel, a script): see `choose`."""
        for target in self.targets():
            if target.step == step:
                return self.choose(target)
        if step in self.next_steps():           # no target shows it: still a legal step
            self.sound("click")
            move = self.tree.choose(step)
            self._moved()
            return move
        return None

    def back(self) -> bool:
        """Drop the last chosen step (or close the inspector); False when there was none."""
        if self.look is not None:
            self.look = None
            return True
        if not self.tree.back():
            return False
        self.sound("click")
        self._moved()
        return True

    def _moved(self) -> None:
        """A step was chosen or dropped: targets anew, the focus on a glowing one."""
        old = self.focus
        self._forget()
        self.held = 0.0
        self.look = None
        live = [t for t in self.live() if t.step != CANCEL and t not in self.extras]
        if old is not None and old in live:
            self.focus = old
        else:
            self.focus = live[0] if live else None

    def focus_on_move(self, move) -> None:
        """Put the focus on the next step of `move` (a hint, a lesson's move), else on the
        first glowing target."""
        steps = self.tree.follow(move) if move is not None else []
        live = [t for t in self.live() if t.step != CANCEL and t not in self.extras]
        wanted = [t for t in live if steps and t.step == steps[0]]
        self.focus = (wanted or live or [None])[0]
        self.held = 0.0

    def route(self, step) -> list[Action] | None:
        """The fewest d-pad presses that bring the focus to a target of `step`, or None
        when none can."""
        return self.routes().get(step)

    def routes(self) -> dict[Any, list[Action]]:
        """For every step the d-pad can reach from the focus, the fewest presses to one
        of its targets (breadth first over the glowing targets)."""
        live = self.live()
        if self.focus is None:
            return {}
        found: dict[Any, list[Action]] = {}
        seen = {id(self.focus)}
        queue = deque([(self.focus, [])])
        while queue:
            here, path = queue.popleft()
            found.setdefault(here.step, path)
            for action, name in DIRECTION_NAMES.items():
                there = nearest([t for t in live if t is not here], here.rect, name)
                if there is not None and id(there) not in seen:
                    seen.add(id(there))
                    queue.append((there, path + [action]))
        return found

    # -- input ----------------------------------------------------------------------------
    def action(self, event: ActionEvent) -> Any:
        """Directions move the focus, confirm chooses, inspect shows the focus large.
        Returns a finished move or None. Back is the table's (see `back`)."""
        if not event.pressed:
            return None
        if event.action in DIRECTION_NAMES and self.look is not None:
            cards = [t for t in self.targets() if t.card is not None and t is not self.look]
            found = nearest(cards, self.look.rect, DIRECTION_NAMES[event.action])
            if found is not None:
                self.look = found
            return None
        if event.action in DIRECTION_NAMES:
            self.by_pointer = False
            live = self.live()
            if self.focus is None:
                self.focus = live[0] if live else None
            else:
                found = nearest([t for t in live if t is not self.focus], self.focus.rect,
                                DIRECTION_NAMES[event.action])
                if found is not None:
                    self.focus = found
                    self.steered = True
                    self.held = 0.0
                    self.look = None
                    self.message = ""
            return None
        if event.action is Action.CONFIRM and not event.repeat and self.look is not None:
            self.look = None
            return None
        if event.action is Action.CONFIRM and not event.repeat:
            self.by_pointer = False
            return self.choose(self.focus)
        if event.action in (Action.INSPECT, Action.NEXT):
            self.toggle_look()
        return None

    def toggle_look(self) -> None:
        """Open the inspector on the card held (or the nearest card), or close it."""
        if self.look is not None:
            self.look = None
            return
        held = self.held_target()
        cards = [t for t in self.targets() if t.card is not None]
        if held is not None and held.card is not None:
            self.look = held
        elif cards:
            origin = held.rect if held is not None else (960, 540, 0, 0)
            self.look = min(cards, key=lambda t: _distance(t.center, origin))

    def pointer(self, event: PointerEvent) -> Any:
        """Hover lifts the target under the pointer, a release on it chooses it; a right
        click or a long press looks at a card, and so does a click in inspect mode (the
        bar's), and a click while the inspector is open only closes it."""
        under = topmost(self.targets(), event.pos)
        if event.kind == "move":
            if event.device.startswith("touch"):
                return None              # a finger sliding is no hover: touch has none
            self.by_pointer = True
            if under != self.hover:
                self.hover, self.held = under, 0.0
                self.steered = True
                self.look = None
            return None
        if event.kind == "long" and under is not None and under.card is not None:
            self.hover, self.look = under, under
        elif event.kind == "up" and event.button == 1 and (self.inspecting or self.look):
            self.look = under if self.inspecting and under is not None \
                and under.card is not None else None
            self.inspecting = False
        elif event.kind == "up" and event.button == 1:
            self.by_pointer = True
            self.hover = under
            return self.choose(under) if under is not None and under.step is not None else None
        elif event.kind == "up" and event.button == 3 and under is not None:
            self.hover = under
            self.toggle_look()
        return None

    def update(self, dt: float) -> None:
        """Count how long the focus or hover has stayed."""
        self.held += dt

    # -- drawing --------------------------------------------------------------------------
    def held_target(self) -> Target | None:
        """The target the player is looking at: the inspector's, the hover after a
        pointer move, else the focus."""
        if self.look is not None:
            return self.look
        return self.hover if self.by_pointer else self.focus

    def shown_card(self) -> Target | None:
        """The target the inspector shows now, or None."""
        target = self.held_target()
        if target is None or target.card is None:
            return None
        if self.look is not None:
            return target
        if self.steered and self.held >= INSPECT_AFTER and not self.tree.chosen:
            return target                # never by itself while a move is half made
        return None

    def draw(self, surface: pygame.Surface, text_cache, time: float) -> list[pygame.Rect]:
        """Dim, glow, ring, lift, chips, prompt and inspector; returns the rects drawn."""
        drawn: list[pygame.Rect] = []
        steps = self.next_steps()
        chosen = set(self.tree.chosen)
        targets = self.targets()
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
        drawn += self._draw_side(surface, text_cache, chips, steps, glow)
        held = self.held_target()
        if held is not None and held.step in steps and held not in chips:
            drawn += self._lift(surface, held)
        elif held is not None and held not in chips:
            rect = pygame.Rect(held.rect)
            pygame.draw.rect(surface, GREY, rect.inflate(10, 10), FOCUS_W, border_radius=12)
            drawn.append(rect.inflate(12, 12))
        shown = self.shown_card()
        if shown is not None:
            inspected = self.layout.inspect(self.view, shown)
            if inspected is not None:
                avoid = [t.rect for t in self.live() if t is not shown]
                drawn.append(draw_inspect(surface, text_cache, inspected, shown.rect, avoid))
        return drawn

    def _lift(self, surface: pygame.Surface, target: Target) -> list[pygame.Rect]:
        """Raise a card: its picture LIFT px higher over a shadow, ringed as focused."""
        rect = pygame.Rect(target.rect).clip(surface.get_rect())
        if rect.w <= 0 or rect.h <= 0:
            return []
        image = self.layout.target_image(self.view, target)
        if image is None:
            image = surface.subsurface(rect).copy()
        raised = rect.move(0, -LIFT)
        shadow = rect.inflate(-4, -4).move(6, 4)
        surface.fill((70, 70, 70), shadow, special_flags=pygame.BLEND_RGB_MULT)
        surface.blit(image, raised)
        pygame.draw.rect(surface, HIGHLIGHT, raised.inflate(12, 12), FOCUS_W, border_radius=12)
        return [rect.union(raised).inflate(16, 16)]

    def _draw_side(self, surface, text_cache, chips, steps, glow) -> list[pygame.Rect]:
        """The prompt over the chips in the right column, and the chips."""
        said = [self.layout.step_label(self.view, step, []) for step in self.tree.chosen]
        line = " › ".join(said) if said else text("aim_choose", self.lang)
        small = self.message or text("aim_help", self.lang)
        if self.undo and not self.message:
            small = f"{small} · {text('controls_undo', self.lang)}"
        prompt = draw_prompt(surface, text_cache, self.scale, line, small,
                             DANGER if self.message else TEXT)
        drawn = [prompt]
        held = self.held_target()
        for target in chips:
            rect = pygame.Rect(target.rect)
            live = target.step in steps or target.step == CANCEL
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


def _distance(point, rect) -> float:
    x, y, w, h = rect
    return abs(point[0] - x - w / 2) + abs(point[1] - y - h / 2)


def _mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))
