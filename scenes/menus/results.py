"""The results screen: final scores, winners, and what next (or the next demo game).

The winners are celebrated (`scenes.table.celebration`): their animals, confetti, a fanfare.
"""

from __future__ import annotations

import dataclasses

import pygame

from scenes.table.celebration import Celebration
from game.i18n import game_name, text
from scenes.shell.input import Action
from scenes.shell.stack import Scene
from game.records.statistics import record_for, record_line
from scenes.ui import (FELT, HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel, seat_colour,
                       warm_canvas)
from scenes.menu import Menu, MenuItem
from scenes.menus.guard import GUARD_SECONDS, ClickGuard
from sprites import textfit

DEMO_RESULTS_TIME = 4.0   # seconds the attract loop shows the results
CONFIRM_GUARD = GUARD_SECONDS   # (the scoring sheet's guard too)
ROWS_TOP = 280
ROW_STEP = 96
ROWS_HEIGHT = 530         # the score rows end above the menu (centred at y 900)


class ResultsScene(Scene):
    """Scores of a finished table."""

    name = "results"

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.scores = table.state.scores()
        self.winners = table.state.winners()
        self.order = places(table.state, table.game.id, self.scores, self.winners)
        if table.view is None:            # a table that was never shown
            table.refresh()
        final = dataclasses.replace(table.view, obs=table.state.observe(None))
        self.details = [table.layout.result_line(final, seat) for seat in range(len(self.scores))]
        self.timer = 0.0
        self.guard = ClickGuard()   # a key held from the scoring sheet must not start a deal
        self.unsaved = ""       # a write that failed (the statistics at a full disk)
        self.record = record_for(app, table.match) if table.demo is None else None
        self.celebration = Celebration(app, table, self.winners)
        lang = lambda: self.app.lang  # noqa: E731
        self.menu = Menu([
            MenuItem(lambda: text("play_again", lang()), self._again),
            MenuItem(lambda: text("watch_replay", lang()), self._replay),
            MenuItem(lambda: text("to_title", lang()), self._title),
        ], center=(960, 925), width=700, row_h=66, sound=self.app.play_sound)

    def _again(self) -> None:
        """The next deal, same seats (a couch table keeps each seat's device)."""
        self.app.stack.replace(self.table.again(self.table.match.description()))

    def _replay(self) -> None:
        """This game again, on its table (at a kiosk, the only replay offered)."""
        self.app.watch_replay(self.table.transcript(), self.table.seats, self.table.viewer)

    def _title(self) -> None:
        self.app.go_home()

    def enter(self) -> None:
        self.celebration.start()

    def update(self, dt: float) -> None:
        self.timer += dt
        self.guard.update(dt)
        self.celebration.update(dt)
        failure = self.app.saves.take_error()     # the game's statistics, written off the frame
        if failure is not None:
            self.unsaved = text("stats_unsaved", self.app.lang, why=failure)
        if self.table.demo is not None and self.timer >= DEMO_RESULTS_TIME:
            self.table.demo.next(self.app)
            self.timer = -1e9

    def action(self, event) -> None:
        if self.table.demo is not None:
            if event.pressed:
                self.table.demo.stop(self.app)
            return
        if event.action is Action.CONFIRM and event.pressed and \
                self.guard.holds(self.menu.rects()[self.menu.focus].center, self.timer):
            return
        self.menu.action(event)

    def pointer(self, event) -> None:
        if self.table.demo is not None:
            if event.kind == "down":
                self.table.demo.stop(self.app)
            return
        if event.kind != "move" and self.guard.holds(event.pos, self.timer):
            return
        self.menu.pointer(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        self.celebration.draw_cards(surface)
        self.celebration.draw_confetti(surface)
        self._draw_head(surface)
        for rank in range(len(self.order)):
            self._draw_row(surface, rank)
        self._draw_foot(surface)
        self.guard.draw(surface, self.timer)

    def _draw_head(self, surface: pygame.Surface) -> None:
        """The game's name and who won."""
        t, lang = self.app.text, self.app.lang
        t.blit(surface, game_name(self.table.game, lang), 72, (960, 110), "center",
               fg=HIGHLIGHT, display=True)
        names = ", ".join(self.table.seat_name(s) for s in self.winners)
        key = {0: "no_winner", 1: "winner"}.get(len(self.winners), "winners")
        won = t.blit(surface, text(key, lang, names=names), 48, (960, 204), "center", fg=TEXT,
                     bold=True)
        if self.record is not None:      # "your record against Medium at Origami: 12-7",
            room = pygame.Rect(360, won.bottom - 4, 1200, ROWS_TOP - won.bottom + 4)
            textfit.blit(t, surface, record_line(self.record, lang), 28, room, "midtop",
                         fg=TEXT_DIM)            # (under the winner's line, over the rows)

    def _draw_row(self, surface: pygame.Surface, rank: int) -> None:
        """The seat ranked `rank`: its name, how its score came about, the score."""
        t = self.app.text
        seat = self.order[rank]
        step = min(ROW_STEP, ROWS_HEIGHT // max(1, len(self.order)))   # six seats clear the menu
        rect = pygame.Rect(460, ROWS_TOP + rank * step, 1000, step - 10)
        won = seat in self.winners
        panel(surface, rect, PANEL, HIGHLIGHT if won else seat_colour(seat), radius=14)
        detail = t.fit(self.details[seat], 28, 620) if self.details[seat] else ""
        both = t.font(36, bold=True).get_height() + t.font(28).get_height() + 14
        if step >= ROW_STEP and rect.h >= both:   # name above, how the score came below
            t.blit(surface, self.table.seat_name(seat), 36, (rect.x + 24, rect.y + 8),
                   "topleft", fg=TEXT, bold=won)
            if detail:
                t.blit(surface, detail, 28, (rect.x + 24, rect.bottom - 6), "bottomleft",
                       fg=TEXT_DIM)
        else:                     # crowded: both on one line
            name = t.blit(surface, self.table.seat_name(seat), 32, (rect.x + 24, rect.centery),
                          "midleft", fg=TEXT, bold=won)
            if detail:
                t.blit(surface, t.fit(detail, 28, rect.right - 140 - name.right), 28,
                       (name.right + 24, rect.centery), "midleft", fg=TEXT_DIM)
        t.blit(surface, _fmt(self.scores[seat]), 40, (rect.right - 24, rect.centery),
               "midright", fg=HIGHLIGHT if won else TEXT_DIM, bold=True)

    def _draw_foot(self, surface: pygame.Surface) -> None:
        """The menu, or the attract loop's banner."""
        t = self.app.text
        if self.table.demo is not None:
            t.blit(surface, text("demo_banner", self.app.lang), 32, (960, 1000), "center",
                   fg=TEXT)
        else:
            self.menu.draw(surface, t)
        if self.unsaved:
            t.blit(surface, t.fit(self.unsaved, 28, 1800), 28, (960, 1060), "midbottom",
                   fg=HIGHLIGHT)


def places(state, game_id: str, scores, winners) -> list[int]:
    """The seats in finishing order: the winners first, then by score, and the seats the
    final scoring put out of the running (High Society's poorest) last; a higher score
    never puts a seat above a winner."""
    from game.match.tally import tally
    out = {seat for step in tally(state, game_id, str) for seat in step.out} \
        if state.is_over else set()
    return sorted(range(len(scores)),
                  key=lambda s: (s not in winners, s in out, -scores[s], s))


def warm_up(app, table):
    """Build the table's ResultsScene and render its texts and panels into the caches,
    one piece per call (the scoring sheet runs it while its last lines count), so that
    its first frame costs no more than the others. The generator returns the scene."""
    scene = ResultsScene(app, table)
    yield
    canvas = warm_canvas()       # painted over by this frame's draw
    scene._draw_head(canvas)
    yield
    yield from scene.celebration.warm()
    for rank in range(len(scene.order)):
        scene._draw_row(canvas, rank)
        yield
    scene._draw_foot(canvas)
    return scene


def _fmt(score) -> str:
    """Scores as people write them: 7, 7½ (halves are exact in High Society)."""
    if isinstance(score, float):
        if score.is_integer():
            return str(int(score))
        if (score * 2).is_integer():
            whole = int(score - 0.5)
            return f"{whole}½" if whole else "½"
        return f"{score:.2f}"
    return str(score)
