"""The tutorial table: a real game from a prepared deal, steered by a script, and "try it".

`TutorialScene` is a `TableScene` whose opponents play the script's moves instead of
asking the bots, and whose human may only make the move the current step asks for: a
wrong move is checked before it is applied, answered with a friendly correction, and
the player tries again (the state never changes). Info steps wait for CONFIRM (Enter,
pad A, or a click/tap on the caption). The caption panel sits at the top of the table,
the rest of the screen is dimmed around the highlighted areas, which are resolved every
frame from the table's own geometry (`targets.py`), and the picker rows that lead to
the expected move are outlined. HINT shows the expected move and focuses its row.

After the last step the "try it" panel starts `TryItScene`: a real game against `easy`
bots where a hint is asked for at every one of the human's turns.
"""

from __future__ import annotations

import math
import random
from collections import deque

import pygame

from game import GameError
from scenes.shell.input import Action
from scenes.table.aim import SIDE
from scenes.table.bar import BAR
from scenes.table.table import TableScene
from scenes.tutorial import targets
from scenes.tutorial.progress import mark_done, mark_seen
from scenes.tutorial.script import Script, Step, catalog_texts
from scenes.ui import ACCENT, DANGER, HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel

TRY_BOTS = "easy"
MAX_DEAL = 999_999
CAPTION_FRAMES = ((30, 92, 1370, "top"), (30, 1056, 1370, "bottom"), (30, 92, 400, "top"))
NARROW = 600              # a caption this narrow or narrower says its body at 28 px
COLUMN_GAP = 12            # the caption in the right column: under the prompt, over the log
SHADE_ALPHA = 120
STEP_PAUSE = 0.35                                  # seconds between a step and the next
TEXTS = catalog_texts("tutorial.scene")       # the catalogs' [tutorial.scene]


class TutorialScene(TableScene):
    """A scripted lesson on a real game table."""

    name = "tutorial"
    counted = False          # a lesson is not a game played

    def __init__(self, app, script: Script) -> None:
        seats = [TRY_BOTS] * script.players
        seats[script.human] = "human"
        super().__init__(app, script.game, script.players, seats, script.seed,
                         script.options, moves=script.setup_json, save=False)
        self.script = script
        self.stat_name = f"tutorial:{script.game}"
        self.index = 0
        self.queue: deque = deque()
        self.waiting = False          # the current step is done; its `after` moves are due
        self.pause_left = 0.0
        self.correction = ""
        self.wrong_moves = 0
        self.glow = 0.0
        self.spots: list[pygame.Rect] = []
        self.row_spots: list[pygame.Rect] = []
        self.shade: pygame.Surface | None = None
        self._shade_key = None
        self.continue_rect = pygame.Rect(0, 0, 0, 0)
        self.caption: tuple | None = None

    # -- the script --------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        """The step shown now (None once the script is over: the "try it" panel)."""
        return self.script.steps[self.index] if self.index < len(self.script.steps) else None

    @property
    def at_end(self) -> bool:
        """Whether every step is done and the "try it" panel is shown."""
        return self.index >= len(self.script.steps)

    def reading(self) -> bool:
        """Whether the player is reading (an info step or the end), not making a move."""
        return not self.waiting and (self.at_end or not self.step.is_move)

    def expecting(self) -> bool:
        """Whether the player's move is awaited now."""
        step = self.step
        return (step is not None and step.is_move and not self.waiting and not self.queue
                and self.state.current_player == self.script.human)

    def advance(self) -> None:
        """Finish the current step: its opponents' moves are played, then the next step."""
        if self.at_end:
            self.start_try_it()
            return
        self.queue.extend(self.step.after)
        self.waiting = True
        self.app.play_sound("click")

    def start_try_it(self) -> None:
        """Leave the lesson for a real game against easy bots, with hints."""
        mark_done(self.app.data_dir, self.game.id)
        seats = [TRY_BOTS] * self.script.players
        seats[self.script.human] = "human"
        deal = random.SystemRandom().randrange(1, MAX_DEAL)  # a fresh deal, shown in the log
        self.app.stack.replace(TryItScene(self.app, self.game.id, self.script.players, seats,
                                          deal, dict(self.options)))

    # -- the table's hooks -------------------------------------------------------------
    def play(self, move) -> bool:
        """Scripted moves go through; the human's move is checked against the step first."""
        if self.state.current_player != self.script.human:
            return super().play(move)
        if not self.expecting():
            return False
        if not self.step.accepts(move):
            self._refuse(move)
            return False
        if not super().play(move):
            return False
        self.correction = ""
        self.advance()
        return True

    def _refuse(self, move) -> None:
        lang = self.app.lang
        chosen = TEXTS["you_chose"].get(lang).format(move=self.layout.describe(move, self.view))
        self.correction = f"{chosen} {(self.step.wrong or TEXTS['wrong']).get(lang)}"
        self.wrong_moves += 1
        self.app.play_sound("error")
        self.picker = self.aim = None     # rebuilt from the start on the next frame

    def _human_turn(self, seat: int) -> None:
        if self.expecting():
            before = self.aim
            super()._human_turn(seat)
            if self.aim is not before:
                self._focus_expected()        # the focus starts on the lesson's move
        else:
            self.picker = self.aim = None

    def expected_move(self):
        """A legal move the lesson accepts now, or None."""
        step = self.step
        if step is None or not step.is_move:
            return None
        return next((m for m in self.state.legal_moves() if step.accepts(m)), None)

    def _focus_expected(self) -> None:
        """Put the table's focus (and the moves panel's) on the lesson's move."""
        if self.aim is not None:
            self.aim.focus_on_move(self.expected_move())
        rows = self.expected_rows()
        if self.picker is not None and rows:
            self.picker.focus = rows[0]
            self.picker._scroll_to_focus()

    def _bot_turn(self, seat: int, dt: float) -> None:
        if not self.queue:
            return                    # opponents move only when the script says so
        move = self.queue.popleft()
        if not TableScene.play(self, move):
            self.message = f"{self.script.path.name}: scripted move {move} refused"

    def _update(self, dt: float) -> None:
        if self.state.is_over:        # the lesson decides when to leave, not the results
            self.layout.update(dt)
            self.cooldown = max(0.0, self.cooldown - dt)
            return
        super()._update(dt)

    def _ask_hint(self) -> None:
        step = self.step
        if step is None or not step.is_move or self.picker is None:
            return
        lang = self.app.lang
        if step.expect:
            move = self.layout.describe(step.expect[0], self.view)
        else:
            move = TEXTS["any_of_kind"].get(lang)
        self.hint = TEXTS["hint"].get(lang).format(move=move)
        self._focus_expected()

    def update(self, dt: float) -> None:
        self.glow += dt
        if self.waiting and not self.queue and not self.layout.busy and self.cooldown <= 0:
            self.pause_left -= dt
            if self.pause_left <= 0:
                self.waiting = False
                self.index += 1
                self.correction = self.hint = ""
                self.picker = self.aim = None
                self.pause_left = STEP_PAUSE
        super().update(dt)
        self._find_spots()

    # -- input -------------------------------------------------------------------------
    def action(self, event) -> None:
        if self.reading() and event.action is not Action.MENU and event.action is not Action.LOG:
            if event.pressed and not event.repeat and event.action is Action.CONFIRM:
                self.advance()
            elif event.pressed and event.action is Action.BACK:
                super().action(event)   # the pause menu (resume, rules, leave)
            return
        super().action(event)

    def pointer(self, event) -> None:
        if self.reading():
            if event.kind == "up" and self.continue_rect.collidepoint(event.pos):
                self.advance()
            return
        super().pointer(event)

    # -- highlights ----------------------------------------------------------------------
    def expected_rows(self) -> list[int]:
        """Indexes of the picker rows that lead to an accepted move."""
        if self.picker is None or self.aim is None or self.step is None:
            return []
        steps = self.aim.next_steps()
        return [i for i, choice in enumerate(self.picker.choices)
                if any(self.step.accepts(m) for m in steps.get(choice.key, ()))]

    def _find_spots(self) -> None:
        """Resolve the step's highlight names to rects (in update, never in draw)."""
        step = self.step
        self.spots, self.row_spots = [], []
        if step is not None and not self.waiting:
            for name in step.highlight:
                self.spots += targets.resolve(self, name)
            if self.picker is not None and self.panel_shown:
                rows = dict(self.picker.row_rects())
                self.row_spots = [rows[i] for i in self.expected_rows() if i in rows]
        holes = list(self.spots)
        side = self.side_rect()
        if side is not None and self.expecting():
            holes.append(side)
        key = tuple(tuple(r) for r in holes) if self.reading() or self.expecting() else None
        if key != self._shade_key:
            self._shade_key = key
            self.shade = None if key is None else _shade(holes)
        self._layout_caption()

    # -- drawing -----------------------------------------------------------------------
    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The table's moving parts, then the shade, the pulsing highlights and the
        caption (their rects go with the table's: see TableScene.draw)."""
        drawn = super().draw_moving(surface)
        if self.shade is not None:
            drawn.append(surface.blit(self.shade, (0, 0)))
        pulse = 0.5 + 0.5 * math.sin(self.glow * 5.0)
        width = 4 + round(3 * pulse)
        for rect in self.spots:
            drawn.append(pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(width, width), width,
                                          border_radius=14))
        for rect in self.row_spots:
            drawn.append(pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6),
                                          3 + round(2 * pulse), border_radius=12))
        caption = self.draw_caption(surface)
        if caption is not None:
            drawn.append(caption)
        return drawn

    def draw_caption(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The caption panel laid out by `_layout_caption` (never changes the scene);
        returns its rect (None when there is none)."""
        if self.caption is None:
            return None
        rect, images, button = self.caption
        panel(surface, rect, PANEL, TEXT_DIM if self.waiting else ACCENT, width=4)
        drawn = [surface.blit(image, pos) for image, pos in images]
        if button is not None:
            image, box = button
            drawn.append(pygame.draw.rect(surface, HIGHLIGHT, box, border_radius=12))
            surface.blit(image, image.get_rect(center=box.center))
        return pygame.Rect(rect).unionall(drawn) if drawn else pygame.Rect(rect)

    def _caption_lines(self) -> tuple[str, str, str, tuple]:
        """(header, body, footer, footer colour) of the caption now."""
        lang = self.app.lang
        if self.at_end:
            return TEXTS["try_title"].get(lang), self.script.try_it.get(lang), "", TEXT
        step = self.step
        head = TEXTS["learn"].get(lang).format(n=self.index + 1, total=len(self.script.steps))
        body = (step.done or step.caption).get(lang) if self.waiting else step.caption.get(lang)
        if self.correction:
            return head, body, self.correction, DANGER
        if self.expecting():
            return head, body, TEXTS["your_move"].get(lang), HIGHLIGHT
        return head, body, "", TEXT

    def _layout_caption(self) -> None:
        """Render and place the caption (in update): the first of the top band, the
        bottom band, the left column or the right column (over the log, under the
        prompt) that hides no highlighted area and no table object (a target, a card,
        a seat); else the one hiding the least highlight, then the least of the rest."""
        keep_clear = [pygame.Rect(t.rect) for t in self.layout.targets(self.view)]
        keep_clear += [pygame.Rect(r) for r in self.layout.seat_rects(self.view)]
        side = self.side_rect()
        if side is not None:
            keep_clear.append(pygame.Rect(side))
        best = None
        for frame in self._caption_frames(side):
            rect, images = self._caption_in(frame)
            if rect.y < 0 or rect.bottom > BAR.y - COLUMN_GAP:
                continue
            hidden = (sum(_area(rect.clip(spot)) for spot in self.spots),
                      sum(_area(rect.clip(thing)) for thing in keep_clear))
            if best is None or hidden < best[0]:
                best = (hidden, rect, images)
            if hidden == (0, 0):
                break
        _, rect, images = best
        button = None
        self.continue_rect = pygame.Rect(0, 0, 0, 0)
        if self.reading():
            label = self.app.text.render(TEXTS["play" if self.at_end else "continue"].get(self.app.lang),
                                         28, fg=PANEL, bold=True)
            box = label.get_rect(bottomright=(rect.right - 30, rect.bottom - 14)).inflate(32, 8)
            button = (label, box)
            self.continue_rect = rect.copy()     # the whole panel is the button
        self.caption = (rect, images, button)

    @staticmethod
    def _caption_frames(side: pygame.Rect | None) -> list[tuple[int, int, int, str]]:
        """Where the caption may go (x, y, width, anchored "top" or "bottom")."""
        top = (side.bottom if side is not None else SIDE.y) + COLUMN_GAP
        return [*CAPTION_FRAMES, (SIDE.x, top, SIDE.w, "top")]

    def _caption_in(self, frame: tuple[int, int, int, str]) -> tuple[pygame.Rect, list]:
        """The caption laid out in one frame (x, y, width, anchored "top" or "bottom")."""
        t = self.app.text
        x0, y0, width, anchor = frame
        wrap = width - 56
        head, body, foot, foot_fg = self._caption_lines()
        imgs = [t.render(head, 28, fg=TEXT_DIM, bold=True),
                t.render(body, 32 if width > NARROW else 28, fg=TEXT, wrap=wrap)]
        if foot:
            imgs.append(t.render(foot, 28, fg=foot_fg, bold=foot_fg is DANGER, wrap=wrap))
        height = 32 + sum(img.get_height() + 8 for img in imgs)
        if self.reading():
            height += 44                          # the Continue button's row
        y = y0 if anchor == "top" else y0 - height
        rect = pygame.Rect(x0, y, width, height)
        images, y = [], rect.y + 16
        for image in imgs:
            images.append((image, (rect.x + 28, y)))
            y += image.get_height() + 8
        return rect, images


class TryItScene(TableScene):
    """A real game against easy bots where every human turn gets a hint."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._hinted_at = -1

    def _human_turn(self, seat: int) -> None:
        super()._human_turn(seat)
        if (self.picker is not None and self._hinted_at != len(self.moves_json)
                and self.hint_request is None and not self.hint):
            self._hinted_at = len(self.moves_json)
            self._ask_hint()


def _area(rect: pygame.Rect) -> int:
    return rect.w * rect.h


def _shade(holes: list[pygame.Rect]) -> pygame.Surface:
    surf = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    surf.fill((0, 0, 0, SHADE_ALPHA))
    for rect in holes:
        surf.fill((0, 0, 0, 0), rect.inflate(12, 12))
    return surf


def open_tutorial(app, game_id: str, replace: bool = False, legend: bool = False) -> bool:
    """Start the tutorial of `game_id` (push, or replace the top scene), with the
    legend of the game's signs open over its first step if `legend`.

    The script is checked in shape and played through first; if it is broken, nothing
    starts, `app.message` names the file, step and field, and False is returned.
    """
    from scenes.tutorial.script import ScriptError, check_playthrough, load_script, script_path
    try:
        script = load_script(script_path(game_id))
        check_playthrough(script)         # a broken lesson is refused before it starts
        scene = TutorialScene(app, script)
    except (ScriptError, GameError) as exc:
        app.message = str(exc)
        return False
    mark_seen(app.data_dir, game_id)
    (app.stack.replace if replace else app.stack.push)(scene)
    if legend:
        from scenes.menus.legend import LegendScene
        app.stack.push(LegendScene(app, game_id))
    return True
