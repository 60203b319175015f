"""The scoring screen's sheet: its geometry and its drawing.

One column per seat after a label column, the rows of `game.match.tally` under the
seats' names (scrolled when they do not fit), the note of the lowest row in view, and
the totals panel. Mixed into `ScoringScene` (scenes.menus.scoring), which decides what
is shown when.
"""

from __future__ import annotations

import pygame

from game.i18n import game_name, text
from game.match.tally import Step, delta_text, label, points_text
from scenes.ui import (DANGER, FELT, FELT_DARK, HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel,
                       seat_colour)
from sprites import textfit
from sprites.tokens import card_stack

SHEET_WIDTH = 1800        # label column + seat columns
LABEL_MIN, LABEL_MAX = 660, 760
COLUMN_MAX = 260
HEADER_Y = 148            # bottom of the seat names (two lines at most)
NAME_SIZE = 30
TITLE_SIZE, GAME_SIZE = 56, 34   # "Scoring", then the game, over the label column
ROWS_TOP = 184
ROW_H = 56                # at text size 100 %; rows grow with larger text
LABEL_SIZE, DELTA_SIZE, NOTE_SIZE = 32, 36, 30
COUNT_SIZE = 30           # what decided a line for a seat, beside its points
TOTAL_RECT_Y, TOTAL_H = 896, 96
HINT_Y, HINT_SIZE = 1040, 30
SLIDE = 60                # px a new line slides in from


def ease_out(p: float) -> float:
    """Cubic ease-out on [0, 1]."""
    p = min(1.0, max(0.0, p))
    return 1 - (1 - p) ** 3


def _name_lines(t, name: str, width: int) -> list[str]:
    """A seat's name on one line, or on two split at a space, each cut to `width`."""
    if t.font(NAME_SIZE, bold=True).size(name)[0] <= width or " " not in name:
        return [t.fit(name, NAME_SIZE, width, bold=True)]
    words = name.split(" ")
    font = t.font(NAME_SIZE, bold=True)
    best = min(range(1, len(words)), key=lambda i: max(font.size(" ".join(words[:i]))[0],
                                                       font.size(" ".join(words[i:]))[0]))
    return [t.fit(" ".join(part), NAME_SIZE, width, bold=True)
            for part in (words[:best], words[best:])]


class ScoreSheet:
    """The drawing of a ScoringScene, from its `app`, `table`, `players`, `steps`,
    `shown`, `scroll`, `done`, `demo`, `guard` and `timer`, and its counting: `progress`, `counted`,
    `running_totals`, `out_seats` and `winners`."""

    def metrics(self) -> tuple[int, int, int]:
        """(row height, rows in view, top of the note) at the player's text size: the
        note keeps room for two lines above the totals, the rows take what is left."""
        t = self.app.text
        row_h = max(ROW_H, t.font(DELTA_SIZE, bold=True).get_linesize() + 8)
        note_y = TOTAL_RECT_Y - 12 - 2 * t.font(NOTE_SIZE).get_linesize()
        return row_h, max(3, (note_y - 8 - ROWS_TOP) // row_h), note_y

    def columns(self) -> tuple[int, int, int]:
        """(left x of the sheet, label column width, seat column width)."""
        col = min(COLUMN_MAX, (SHEET_WIDTH - LABEL_MIN) // max(1, self.players))
        lab = min(LABEL_MAX, SHEET_WIDTH - col * self.players)
        return (1920 - lab - col * self.players) // 2, lab, col

    def seat_x(self, seat: int) -> int:
        """The centre x of a seat's column."""
        x0, lab, col = self.columns()
        return x0 + lab + col * seat + col // 2

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        self._draw_title(surface)
        self._draw_header(surface)
        self._draw_rows(surface)
        self._draw_note(surface)
        self._draw_totals(surface)
        self._draw_hint(surface, self.done)
        self.guard.draw(surface, self.timer)

    def _draw_title(self, surface: pygame.Surface) -> None:
        """"Scoring", and the game under it, over the label column."""
        t, lang = self.app.text, self.app.lang
        x0, lab, _ = self.columns()
        heading = t.blit(surface, label("heading", lang), TITLE_SIZE, (x0 + 20, 4), "topleft",
                         fg=HIGHLIGHT, display=True)
        name, size = textfit.fit(t, game_name(self.table.game, lang), GAME_SIZE, lab - 40,
                                 bold=True)     # shrunk towards its 100 % size before a cut
        t.blit(surface, name, size, (x0 + 20, heading.bottom), "topleft", fg=TEXT_DIM,
               bold=True)

    def _hint(self, done: bool) -> str:
        """What a press does now (the demo's banner in the attract loop)."""
        lang = self.app.lang
        if self.demo is not None:
            return text("demo_banner", lang)
        return label("next" if done else "skip", lang)

    def hint_rect(self) -> pygame.Rect:
        """Where the hint's words are now (a held-back confirm rings beside them)."""
        rect = pygame.Rect((0, 0), self.app.text.font(HINT_SIZE).size(self._hint(self.done)))
        rect.center = (960, HINT_Y)
        return rect

    def _draw_hint(self, surface: pygame.Surface, done: bool) -> None:
        """What a press does now (the demo's banner in the attract loop)."""
        self.app.text.blit(surface, self._hint(done), HINT_SIZE, (960, HINT_Y), "center",
                           fg=TEXT_DIM)

    def _draw_header(self, surface: pygame.Surface) -> None:
        """Seat names over their columns, on two lines if need be."""
        t = self.app.text
        _, _, col = self.columns()
        out = self.out_seats()
        colorblind = getattr(self.app.settings, "colorblind", False)
        for seat in range(self.players):
            x = self.seat_x(seat)
            bottom = HEADER_Y
            for line in reversed(_name_lines(t, self.table.seat_name(seat), col - 16)):
                bottom = t.blit(surface, line, NAME_SIZE, (x, bottom), "midbottom",
                                fg=TEXT_DIM if seat in out else TEXT, bold=True).top + 6
            pygame.draw.rect(surface, seat_colour(seat, colorblind),
                             (x - col // 2 + 10, HEADER_Y + 4, col - 20, 8), border_radius=4)

    def _draw_rows(self, surface: pygame.Surface) -> None:
        x0, lab, col = self.columns()
        row_h, visible, _ = self.metrics()
        width = lab + col * self.players
        clip = pygame.Rect(0, ROWS_TOP, 1920, visible * row_h)
        previous = surface.get_clip()
        surface.set_clip(clip)
        for index, step in enumerate(self.steps[:self.shown]):
            y = ROWS_TOP + (index - self.scroll) * row_h
            if y + row_h <= clip.top or y >= clip.bottom:
                continue
            slide = round((1 - ease_out(self.progress(index) * 2)) * SLIDE)
            rect = pygame.Rect(x0 + slide, round(y) + 3, width, row_h - 6)
            if index == len(self.steps) - 1:       # the verdict
                panel(surface, rect, PANEL, HIGHLIGHT, radius=12)
            elif index == self.shown - 1 and not self.done:
                panel(surface, rect, PANEL, None, radius=12)
            elif index % 2 == 0:
                panel(surface, rect, FELT_DARK, None, radius=12)
            self._draw_row(surface, step, rect, lab, col, index)
        surface.set_clip(previous)
        self._draw_scroll_marks(surface, x0 + width + 14, clip.bottom, visible)

    def _draw_row(self, surface, step: Step, rect: pygame.Rect, lab: int, col: int,
                  index: int | None = None) -> None:
        t, lang = self.app.text, self.app.lang
        words = t.fit(step.text(lang), LABEL_SIZE, lab - 36)
        t.blit(surface, words, LABEL_SIZE, (rect.x + 20, rect.centery), "midleft", fg=TEXT)
        for seat in range(self.players):
            x = rect.x + lab + col * seat + col // 2
            won = seat in step.winners
            x = self._draw_count(surface, step.count(seat, lang), x, rect.centery, col,
                                 strong=seat in step.deltas)
            if seat in step.deltas:
                points = step.deltas[seat]
                fg = TEXT if points > 0 else DANGER if points < 0 else TEXT_DIM
                shown = points if index is None else self.counted(index, points)
                t.blit(surface, delta_text(shown), DELTA_SIZE, (x, rect.centery), "center", fg=fg,
                       bold=True)
            elif seat in step.cells:
                t.blit(surface, step.cells[seat], 34, (x, rect.centery), "center",
                       fg=HIGHLIGHT if won else TEXT_DIM, bold=won)
            elif seat in step.out:
                t.blit(surface, label("out", lang), 30, (x, rect.centery), "center",
                       fg=DANGER, bold=True)
            elif won:
                t.blit(surface, label("wins", lang), 30, (x, rect.centery), "center",
                       fg=HIGHLIGHT, bold=True)

    def _draw_count(self, surface, count: str, x: int, y: int, col: int,
                    strong: bool = False) -> int:
        """What decided a line for a seat (a number of cards), small at the right of its
        column after a pictogram of cards, brighter where it scored; returns the centre
        left for its points."""
        if not count:
            return x
        t = self.app.text
        count = t.fit(count, COUNT_SIZE, col // 3)
        right = x + col // 2 - 12
        fg = TEXT if strong else TEXT_DIM
        drawn = t.blit(surface, count, COUNT_SIZE, (right, y), "midright", fg=fg)
        cards = card_stack(self.table.game.id, round(drawn.h * 0.9))
        surface.blit(cards, card := cards.get_rect(midright=(drawn.left - 6, y)))
        return (x - col // 2 + card.left) // 2

    def _draw_scroll_marks(self, surface: pygame.Surface, x: int, bottom: int,
                           visible: int) -> None:
        """Small arrows beside the sheet when rows are hidden above or below."""
        if self.scroll > 0.05:
            pygame.draw.polygon(surface, TEXT_DIM, [(x, ROWS_TOP + 24), (x + 22, ROWS_TOP + 24),
                                                    (x + 11, ROWS_TOP + 6)])
        if self.shown - self.scroll > visible + 0.05:
            pygame.draw.polygon(surface, TEXT_DIM, [(x, bottom - 24), (x + 22, bottom - 24),
                                                    (x + 11, bottom - 6)])

    def _draw_note(self, surface: pygame.Surface) -> None:
        if not self.shown:
            return
        _, visible, note_y = self.metrics()
        lowest = min(self.shown, int(self.scroll + 0.5) + visible)   # the note of the lowest
        note = self.steps[lowest - 1].note(self.app.lang)            # line in view
        if note:
            t = self.app.text
            image = t.render(note, NOTE_SIZE, fg=TEXT_DIM, wrap=SHEET_WIDTH)
            if image.get_height() > TOTAL_RECT_Y - note_y - 4:    # three lines: cut short
                image = t.render(t.fit(note, NOTE_SIZE, 2 * SHEET_WIDTH - 200), NOTE_SIZE,
                                 fg=TEXT_DIM, wrap=SHEET_WIDTH)
            surface.blit(image, image.get_rect(midtop=(960, note_y)))

    def _draw_totals(self, surface: pygame.Surface) -> None:
        t, lang = self.app.text, self.app.lang
        x0, lab, col = self.columns()
        rect = pygame.Rect(x0, TOTAL_RECT_Y, lab + col * self.players, TOTAL_H)
        panel(surface, rect, PANEL, TEXT_DIM, radius=16)
        t.blit(surface, label("total", lang), 40, (rect.x + 24, rect.centery), "midleft",
               fg=TEXT, bold=True)
        totals = self.running_totals()
        counting = not self.done
        out, winners = self.out_seats(), self.winners()
        for seat, total in enumerate(totals):
            shown = points_text(round(total) if counting else total)
            x = self.seat_x(seat)
            if seat in out:   # these points cannot win
                t.blit(surface, shown, 40, (x, rect.centery - 12), "center", fg=TEXT_DIM,
                       bold=True)
                t.blit(surface, label("out", lang), 28, (x, rect.bottom - 4), "midbottom",
                       fg=DANGER, bold=True)
                continue
            fg = HIGHLIGHT if seat in winners else TEXT
            t.blit(surface, shown, 46, (x, rect.centery), "center", fg=fg, bold=True)

