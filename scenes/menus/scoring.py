"""The scoring screen: a finished game's tally, line by line, before the results.

A score sheet: one column per seat, one row per line of `game.match.tally` (medals of a
family, a species and who takes it, a doubling...), shown one after another with each
seat's total counting up underneath; a new line's points count up too. The animation
speed setting paces it ("instant" shows everything at once); Confirm or a click skips
to the end, and again moves on to `ResultsScene`. The finished sheet waits for that
confirm: it never moves on by itself to the results, whose menu has a focused button
(one Enter would start a new deal), and a confirm or a click in its first 0.25 s (a
key still held from the table) is held back by a `ClickGuard`, whose ring shows where.
In the attract loop it runs briskly on its own and any input stops the demo.
"""

from __future__ import annotations

import pygame

from game.match.tally import Step, tally
from scenes.menus.guard import CUE_RADIUS, ClickGuard
from scenes.menus.results import warm_up as warm_results
from scenes.menus.scoresheet import NOTE_SIZE, ROWS_TOP, SHEET_WIDTH, ScoreSheet, ease_out
from scenes.shell.input import Action
from scenes.shell.stack import Prepared, Scene
from scenes.ui import FELT_DARK, HIGHLIGHT, PANEL, TEXT_DIM, panel, warm_canvas

LINE_TIME = 0.6           # seconds between lines at animation speed 1
DEMO_LINE_TIME = 0.3      # the attract loop's brisk pace
LEAD = 0.5                # the first line comes half a line time after the scene opens
COUNT = 0.75              # a line's points count up over this fraction of a line time
DEMO_HOLD_TIME = 2.0      # seconds the attract loop shows the finished tally
SCROLL_RATE = 10.0        # how fast the rows glide to their scroll position (per second)


class ScoringScene(ScoreSheet, Scene):
    """The tally of a finished table, then its ResultsScene."""

    name = "scoring"

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.players = table.state.players
        self.steps: list[Step] = tally(table.state, table.game.id, table.seat_name)
        self.end = len(self.steps) - 1 + LEAD + COUNT   # clock at which all is counted
        self.clock = 0.0          # in line times
        self.shown = 0            # lines on screen
        self.done = False
        self.hold = 0.0           # seconds since done
        self.timer = 0.0          # seconds on screen
        self.reading = False      # the player scrolled: wait for Confirm
        self.scroll = 0.0         # rows scrolled off the top (glides to scroll_target)
        self.scroll_target = 0.0
        self.left = False         # ResultsScene asked for
        self.guard = ClickGuard()  # a key held from the table must not skip the count
        # the ResultsScene, made a piece a frame while the finished sheet holds
        self._prepared = Prepared(lambda: warm_results(self.app, self.table))

    # -- time -----------------------------------------------------------------------------
    @property
    def demo(self):
        """The attract loop's cycle, or None."""
        return self.table.demo

    def update(self, dt: float) -> None:
        speed = self.app.anim_speed
        self.timer += dt
        self.guard.update(dt)
        if not self.done:
            if speed <= 0:
                self._finish()
            else:
                pace = 1 / DEMO_LINE_TIME if self.demo is not None else speed / LINE_TIME
                self.clock = min(self.end, self.clock + dt * pace)
                self._reveal()
                if self.clock >= self.end:
                    self.done = True
        else:
            self.hold += dt
            self._prepared.step()
            if self.demo is not None and self.hold >= DEMO_HOLD_TIME:
                self._results()
        if not self.reading:
            self.scroll_target = self._max_scroll(self.shown)
        if speed <= 0:
            self.scroll = self.scroll_target
        else:
            self.scroll += (self.scroll_target - self.scroll) * min(1.0, dt * SCROLL_RATE)

    def _reveal(self) -> None:
        """Show the lines whose time has come, with the sound of the newest."""
        due = int(self.clock - LEAD) + 1 if self.clock >= LEAD else 0
        due = min(len(self.steps), due)
        if due > self.shown:
            self.shown = due
            self.app.play_sound(self.steps[due - 1].sound)

    def _finish(self) -> None:
        """Everything at once: every line shown, every total counted."""
        self.clock = self.end
        if self.shown < len(self.steps):
            self.app.play_sound(self.steps[-1].sound)
        self.shown = len(self.steps)
        self.done = True

    def _results(self) -> None:
        if self.left:
            return
        self.left = True
        self.app.stack.replace(self._prepared.finish())   # skipped early: finished now

    def _max_scroll(self, rows: int) -> float:
        return float(max(0, rows - self.metrics()[1]))

    # -- input ----------------------------------------------------------------------------
    def _confirm(self, pos) -> None:
        """Skip the count, or move on once counted, unless the guard holds `pos` back."""
        if self.guard.holds(pos, self.timer):
            return
        if self.done:
            self._results()
        else:
            self._finish()

    def action(self, event) -> None:
        if not event.pressed:
            return
        if self.demo is not None:
            self.demo.stop(self.app)
            return
        if event.action is Action.CONFIRM and not event.repeat:
            hint = self.hint_rect()          # the ring goes just left of the hint's words
            self._confirm((hint.left - CUE_RADIUS - 16, hint.centery))
        elif event.action in (Action.UP, Action.DOWN) and self.done:
            step = -1 if event.action is Action.UP else 1
            top = self._max_scroll(len(self.steps))
            self.scroll_target = min(top, max(0.0, self.scroll_target + step))
            self.reading = True

    def pointer(self, event) -> None:
        if event.kind != "down":
            return
        if self.demo is not None:
            self.demo.stop(self.app)
            return
        self._confirm(event.pos)

    # -- what is on screen ------------------------------------------------------------
    def progress(self, index: int) -> float:
        """How far line `index` has counted (0: not yet, 1: counted)."""
        return min(1.0, max(0.0, (self.clock - LEAD - index) / COUNT))

    def counted(self, index: int, points):
        """A line's points as shown now: whole numbers ticking up from 0 while the line
        counts, the exact points (halves included) once it has."""
        p = self.progress(index)
        return points if p >= 1 else int(points * ease_out(p))

    def running_totals(self) -> list[float]:
        """Each seat's total as shown now (counting up through the newest lines)."""
        totals: list = [0] * self.players
        for index, step in enumerate(self.steps[:self.shown]):
            p = ease_out(self.progress(index))
            for seat, points in step.deltas.items():
                totals[seat] += points if p >= 1 else points * p
        return totals

    def out_seats(self) -> set[int]:
        """Seats a shown line put out of the running."""
        return {seat for step in self.steps[:self.shown] for seat in step.out}

    def winners(self) -> tuple[int, ...]:
        """The seats the verdict names, once it is on screen."""
        shown = [step.winners for step in self.steps[:self.shown] if step.winners]
        return shown[-1] if shown else ()


def warm_up(app, table):
    """Build the table's ScoringScene and render, one piece per call, what its frames
    will draw (texts into the text cache, panels into the panel cache), so that opening
    it costs no more than any other frame. The table runs it during its end pause; the
    generator returns the scene."""
    scene = ScoringScene(app, table)
    yield
    canvas = warm_canvas()       # painted over by this frame's draw
    t, lang = app.text, app.lang
    x0, lab, col = scene.columns()
    scene._draw_title(canvas)
    yield
    scene._draw_header(canvas)
    yield
    scene._draw_totals(canvas)
    yield
    for done in (False, True):
        scene._draw_hint(canvas, done)
    yield
    row_h, _, _ = scene.metrics()
    width = lab + col * scene.players
    rect = pygame.Rect(x0, ROWS_TOP, width, row_h - 6)
    for fill, border in ((PANEL, HIGHLIGHT), (PANEL, None), (FELT_DARK, None)):
        panel(canvas, rect, fill, border, radius=12)
        yield
    for step in scene.steps:
        scene._draw_row(canvas, step, rect, lab, col)
        note = step.note(lang)
        if note:
            t.render(note, NOTE_SIZE, fg=TEXT_DIM, wrap=SHEET_WIDTH)
        yield
    return scene
