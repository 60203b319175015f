"""The table's log panel: the lines of a `TableView`'s log, wrapped, in a cached layer.

The panel is drawn a few pieces a frame (see `scenes.table.layers`) on surfaces the tables
pass on to each other. It reads only the view: the deal, the moves told to the viewer
and which seats are human (their lines are brighter).
"""

from __future__ import annotations

from functools import partial

import pygame

from game.i18n import text
from scenes.table.layers import Piece, StagedLayer, log_surface
from scenes.ui import FELT, PANEL, TEXT, TEXT_DIM, panel
from scenes.table.view import TableView
from sprites import textfit

LOG_SIZE = 28            # the log's lines (1080p px before the text-size setting)
LOG_PAD = 16             # the log's text starts this far inside its panel
LOG_INDENT = 28          # a move told on two lines: the second is indented this much
LOG_WRAPS = 600          # wrapped log lines remembered
LOG_ROWS = 5             # a move and what it led to wrap on at most this many lines
LOG_HEAD_WEIGHT = 0.2    # shares of a frame's drawing budget: the panel and its title,
LOG_LINES_WEIGHT = 0.25  # and a batch of LOG_BATCH lines
LOG_BATCH = 6

_LOG_WRAPS: dict = {}


class LogPanel:
    """The log of one table: a staged layer and the drawing of its pieces."""

    def __init__(self, text_cache) -> None:
        self.text = text_cache
        self.layer = StagedLayer(log_surface)

    def pieces(self, view: TableView, deal: int | None, lang: str, rect: pygame.Rect) -> list[Piece]:
        """The log panel at `rect` in pieces (see `scenes.table.layers`): the panel, its title
        and the choice of lines in view, then those lines a batch at a time.

        Lines are as far apart as the text size needs (fewer fit at large sizes); a move
        too long for one line goes on to more, indented, before anything is cut (only
        the oldest move in view, with one row left for it, is cut to one line).
        """
        t = self.text
        inner = rect.inflate(-2 * LOG_PAD, -20)
        step = t.font(LOG_SIZE).get_linesize()
        title_h = t.font(LOG_SIZE, bold=True).get_height()
        rows = (inner.h - title_h - 6) // step     # (a shrunk title leaves room for more:
                                                   # the last batch draws all the rest)
        placed: list[tuple[str, tuple[int, int], tuple]] = []

        def head(surface: pygame.Surface) -> None:
            surface.fill(FELT, rect)             # under the panel's rounded corners
            panel(surface, rect, PANEL, None)
            top = self._draw_title(surface, inner, deal, len(view.history), lang) + 6
            in_view = max(0, (inner.bottom - top) // step)
            shown = self.in_view(view, inner.w, in_view)
            placed.extend((part, (inner.x + indent, top + row * step), colour)
                          for row, (part, indent, colour) in enumerate(shown))

        def lines(first: int, last: bool, surface: pygame.Surface) -> None:
            clip = surface.get_clip()
            surface.set_clip(rect.inflate(-8, -8))
            for part, where, colour in placed[first:None if last else first + LOG_BATCH]:
                t.blit(surface, part, LOG_SIZE, where, fg=colour)
            surface.set_clip(clip)

        firsts = range(0, max(1, rows), LOG_BATCH)
        return [(LOG_HEAD_WEIGHT, head)] + [
            (LOG_LINES_WEIGHT, partial(lines, first, first == firsts[-1])) for first in firsts]

    def _draw_title(self, surface: pygame.Surface, inner: pygame.Rect, deal: int | None,
                    moves: int, lang: str) -> int:
        """The log's title (the deal, unless it is another's secret, and the number of
        moves); returns its bottom."""
        t = self.text
        told = text('moves_count', lang, n=moves)
        if deal is not None:
            told = f"{text('deal', lang)} {deal} · {told}"
        title = f"{text('log', lang)} · {told}"
        if t.font(LOG_SIZE, bold=True).size(title)[0] > inner.w:
            title = told                     # the word "log" goes before anything shrinks
        title, size = textfit.fit(t, title, LOG_SIZE, inner.w, bold=True)
        return t.blit(surface, title, size, inner.topleft, bold=True, fg=TEXT_DIM).bottom

    def in_view(self, view: TableView, width: int, rows: int) -> list[tuple[str, int, tuple]]:
        """The newest `rows` lines of the log, oldest first: (text, indent, colour)."""
        shown: list[tuple[str, int, tuple]] = []      # newest first
        for seat, line in reversed(view.log):
            parts = self.wrap(line, width)
            colour = TEXT if seat in view.humans else TEXT_DIM
            if len(shown) + len(parts) > rows:
                if len(shown) < rows:          # the oldest in view: one line, cut
                    shown.append((self.text.fit(line, LOG_SIZE, width), 0, colour))
                break
            shown += [(part, indent, colour) for part, indent in reversed(parts)]
        shown.reverse()
        return shown

    def wrap(self, line: str, width: int, size: int = LOG_SIZE) -> list[tuple[str, int]]:
        """A log line as up to LOG_ROWS (text, indent) lines of `width` px, word by
        word; the lines after the first indented, and the last, only if still too
        long, cut with an ellipsis (a move and all it led to: an automatic payment, a
        season's end)."""
        t = self.text
        key = (line, width, t.scale, size)
        found = _LOG_WRAPS.get(key)
        if found is not None:
            return found
        font = t.font(size)
        words, found = line.split(" "), []
        while words:
            room = width - (LOG_INDENT if found else 0)
            if len(found) == LOG_ROWS - 1:
                found.append((t.fit(" ".join(words), size, room), LOG_INDENT if found else 0))
                break
            take = max(1, textfit.longest(
                1, len(words), lambda n: font.size(" ".join(words[:n]))[0] <= room))
            found.append((t.fit(" ".join(words[:take]), size, room),
                          LOG_INDENT if found else 0))
            words = words[take:]
        if len(_LOG_WRAPS) >= LOG_WRAPS:
            _LOG_WRAPS.clear()
        _LOG_WRAPS[key] = found
        return found


class LogTexts:
    """Each move of a match told in words once per (viewer, language): the log is
    retold after every move, and a move's words never change."""

    def __init__(self) -> None:
        self._texts: dict = {}

    def told(self, index: int, viewer: int | None, lang: str, tell) -> str:
        key = (index, viewer, lang)
        line = self._texts.get(key)
        if line is None:
            line = tell()
            if len(self._texts) >= LOG_WRAPS:
                self._texts.clear()
            self._texts[key] = line
        return line

    def clear(self) -> None:
        self._texts.clear()
