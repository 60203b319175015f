"""The Replays screen: the kept games, newest first, with date, game, players and result.

Up and down move the focus, Page Up / Page Down (a pad's shoulders) turn pages, Enter
or a click opens the replay viewer (`scenes.replay`), Back leaves. A replay whose file is
damaged is set aside when opened, and the screen says so. Never offered at a kiosk:
customers do not browse other customers' games (the results screen's *Watch the
replay* is a kiosk's only way in).
"""

from __future__ import annotations

from datetime import datetime

import pygame

from game import catalog
from game.i18n import bot_seat_name, text
from scenes.shell.input import Action
from game.match.match import HUMAN, REMOTE
from scenes.shell.stack import Scene
from scenes.ui import (ACCENT, DANGER, FELT, HIGHLIGHT, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM,
                       panel)
from sprites import textfit

PAGE = 7                  # replays per page
TOP, ROW_H, ROW_GAP = 166, 104, 12
ROW_X, ROW_W = 160, 1600
NAME_SIZE, LINE_SIZE = 34, 28
PAGE_BUTTONS = (pygame.Rect(ROW_X, 980, 90, 52), pygame.Rect(ROW_X + ROW_W - 90, 980, 90, 52))


def seat_label(kind: str, seat: int, lang: str) -> str:
    """A seat's name as the table gives it: "Player 2", "Medium bot 3"."""
    if kind in (HUMAN, REMOTE):
        return text("player_name", lang, n=seat + 1)
    return bot_seat_name(kind, seat, lang)


def score_text(score) -> str:
    """A score as the results screen writes it (7, 7½)."""
    from scenes.menus.results import _fmt
    return _fmt(score)


def entry_lines(entry: dict, lang: str) -> tuple[str, str]:
    """An index entry in two lines: date, game and result; then the players and scores."""
    try:
        when = datetime.fromisoformat(entry["date"]).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        when = entry["date"]
    game = catalog.lookup(f"game.{entry['game']}", lang) or entry["game"]
    names = [seat_label(kind, seat, lang) for seat, kind in enumerate(entry["seats"])]
    winners = [names[s] for s in entry["winners"] if isinstance(s, int) and 0 <= s < len(names)]
    key = {0: "no_winner", 1: "winner"}.get(len(winners), "winners")
    result = text(key, lang, names=", ".join(winners))
    players = " · ".join(text("replay_score", lang, name=name, score=score_text(score))
                         for name, score in zip(names, entry["scores"]))
    return f"{when} · {game} · {result}", players


class ReplaysScene(Scene):
    """The list of kept replays."""

    name = "replays"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.library = app.replays
        self.entries = list(reversed(self.library.entries()))     # newest first
        self.focus = 0

    def resume(self) -> None:
        self.entries = list(reversed(self.library.entries()))    # one may have gone
        self.focus = min(self.focus, max(0, len(self.entries) - 1))

    @property
    def page(self) -> int:
        return self.focus // PAGE

    def rects(self) -> list[tuple[int, pygame.Rect]]:
        """(index, rect) of the replays on the focused page."""
        first = self.page * PAGE
        return [(first + i, pygame.Rect(ROW_X, TOP + i * (ROW_H + ROW_GAP), ROW_W, ROW_H))
                for i in range(min(PAGE, len(self.entries) - first))]

    def open(self, index: int) -> None:
        """The viewer for one replay (or the notice, if its file is damaged)."""
        entry = self.entries[index]
        transcript = self.library.load(entry)
        if transcript is None:
            self.app.play_sound("error")
            self.resume()
            return
        self.app.play_sound("click")
        self.app.watch_replay(transcript, transcript["seats"])

    def move(self, step: int) -> None:
        if self.entries:
            self.focus = max(0, min(len(self.entries) - 1, self.focus + step))
            self.app.play_sound("click")

    def action(self, event) -> None:
        if not event.pressed:
            return
        steps = {Action.UP: -1, Action.DOWN: 1, Action.PREV: -PAGE, Action.NEXT: PAGE}
        if event.action is Action.BACK and not event.repeat:
            self.app.stack.pop()
        elif event.action in steps:
            self.move(steps[event.action])
        elif event.action is Action.CONFIRM and not event.repeat and self.entries:
            self.open(self.focus)

    def pointer(self, event) -> None:
        for rect, step in zip(PAGE_BUTTONS, (-PAGE, PAGE)):
            if event.kind == "down" and rect.collidepoint(event.pos) and self.entries:
                self.focus = max(0, min(len(self.entries) - 1, (self.page * PAGE) + step))
                self.app.play_sound("click")
                return
        for index, rect in self.rects():
            if rect.collidepoint(event.pos):
                self.focus = index
                if event.kind == "up":
                    self.open(index)
                return

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        t, lang = self.app.text, self.app.lang
        t.blit(surface, text("replays", lang), 72, (960, 90), "center", fg=HIGHLIGHT,
               display=True)
        if not self.entries:
            textfit.blit(t, surface, text("replays_none", lang), 36,
                         pygame.Rect(ROW_X, 400, ROW_W, 200), "center", wrap=True, fg=TEXT)
        for index, rect in self.rects():
            focused = index == self.focus
            panel(surface, rect, PANEL_LIGHT if focused else PANEL,
                  ACCENT if focused else None, radius=14)
            head, players = entry_lines(self.entries[index], lang)
            inner = rect.inflate(-48, -16)
            textfit.blit(t, surface, head, NAME_SIZE, pygame.Rect(inner.x, inner.y, inner.w, 46),
                         "midleft", fg=TEXT, bold=True)
            textfit.blit(t, surface, players, LINE_SIZE,
                         pygame.Rect(inner.x, inner.bottom - 38, inner.w, 38), "midleft",
                         fg=TEXT_DIM)
        pages = max(1, -(-len(self.entries) // PAGE))
        for rect, shown, sign in zip(PAGE_BUTTONS, (self.page > 0, self.page < pages - 1),
                                     (-1, 1)):
            if shown:                   # for a mouse or a finger: the previous, next page
                panel(surface, rect, PANEL, None, radius=12)
                cx, cy = rect.center
                pygame.draw.polygon(surface, TEXT, [(cx + 12 * sign, cy), (cx - 10 * sign, cy - 16),
                                                    (cx - 10 * sign, cy + 16)])
        foot = text("replays_keys", lang, page=self.page + 1, pages=pages)
        textfit.blit(t, surface, foot, LINE_SIZE, pygame.Rect(ROW_X + 100, 988, ROW_W - 200, 36),
                     "center", fg=TEXT_DIM)
        if self.library.set_aside:
            damaged = text("replays_damaged", lang, file=self.library.set_aside)
            textfit.blit(t, surface, damaged, LINE_SIZE, pygame.Rect(ROW_X, 1036, ROW_W, 40),
                         "center", fg=DANGER, bold=True)
