"""The Statistics screen, the players' profiles screens, and a yes/no question.

*Statistics* (from the title): one player (a profile, or the guests) at one game or at
all, a row per player count and set of opponents (played, won, win %, streak, best
and average score, abandoned), and a bar chart of the win share over the last games
against each bot level. *Players* lists the profiles: a new one, and for each its
name, colour and animal; deleting asks first and says which statistics go with it.
Resetting a player's statistics asks too. The records are `game.records.statistics`'.
"""

from __future__ import annotations

from typing import Callable

import pygame

from game import available_games, catalog
from game.i18n import game_name, level_name, text
from scenes.menus.nameentry import NameEntryScene
from game.records.profiles import MAX_PROFILES
from game.records.statistics import CHART_LAST, GUEST, HUMAN, LEVELS
from scenes.ui import (ACCENT, DANGER, FELT, FELT_DARK, GREY, HIGHLIGHT, TEXT, TEXT_DIM,
                       panel)
from scenes.menu import Menu, MenuItem, MenuScene
from sprites import textfit

MENU_CENTER, MENU_W = (310, 600), 500
AREA = pygame.Rect(600, 140, 1290, 880)       # the summary, the table and the chart
SIZE = 28                                      # every text here (textfit.MIN_PX)
TABLE_TOP = 300
HEAD_H = 74                                    # the headings: two lines at most
ROW_H = 44
TABLE_ROWS = 7
# The table's columns: (catalog key of the heading, width); the first two (the game
# with its player count, the opponents) are left-aligned, the numbers right-aligned.
COLUMNS = (("col_game", 260), ("col_against", 240), ("col_played", 131), ("col_won", 131),
           ("col_share", 131), ("col_streak", 131), ("col_best", 131), ("col_average", 131))
LEFT_ALIGNED = (0, 1)
CELL_GAP = 10                                  # between a cell's text and the next column
CHART = pygame.Rect(AREA.x + 110, 770, 1060, 190)   # the bars' area
SHADE = (0, 0, 0, 170)
ICON = 96


def say(key: str, lang: str, **params) -> str:
    """A profiles-and-statistics text in the language."""
    return catalog.text(f"players.{key}", lang, **params)


def opponents_label(opponents: str, lang: str) -> str:
    """"Medium", "Easy + Medium", "people + Hard": a set of opponents in words."""
    return " + ".join(say("people", lang) if k == HUMAN else level_name(k, lang)
                      for k in opponents.split("+"))


def number(value, lang: str = "en") -> str:
    """A score as people read it in `lang`: 7, 7.5 or 7,5 (one decimal at most)."""
    if value is None:
        return "—"
    if isinstance(value, float) and not value.is_integer():
        return f"{value:.1f}".replace(".", text("decimal_point", lang))
    return str(int(value))


def player_name(app, pid: str) -> str:
    """A profile's name, or the guests' word."""
    profile = app.profiles.get(pid) if pid != GUEST else None
    return profile.name if profile is not None else say("guests", app.lang)


def draw_badge(surface: pygame.Surface, profile, center, size: int) -> None:
    """A profile's animal on a disc of its colour."""
    from sprites.decor import glyph_surface
    pygame.draw.circle(surface, profile.rgb, center, size // 2)
    icon = glyph_surface(profile.animal, int(size * 0.78))
    surface.blit(icon, icon.get_rect(center=center))


class StatisticsScene(MenuScene):
    """One player's statistics at one game or all, with the chart against each level."""

    name = "statistics"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = [None] + [g.id for g in available_games()]
        self.game_index = 0
        self.player_index = 0
        self.notice = ""
        lang = lambda: self.app.lang  # noqa: E731
        self.menu = Menu([
            MenuItem(lambda: say("who", lang()), value=lambda: player_name(self.app, self.pid),
                     on_change=self._change_player),
            MenuItem(lambda: text("game", lang()), value=self._game_label,
                     on_change=self._change_game),
            MenuItem(lambda: say("manage", lang()), self._manage),
            MenuItem(lambda: say("reset", lang()), self._reset,
                     enabled=lambda: self.stats.totals(self.pid)["played"] > 0
                     or self.stats.totals(self.pid)["abandoned"] > 0,
                     reason=lambda: say("nothing_yet", lang())),
            MenuItem(lambda: text("back", lang()), self.back),
        ], center=MENU_CENTER, width=MENU_W, size=34, sound=self.app.play_sound)

    @property
    def stats(self):
        return self.app.statistics

    def pids(self) -> list[str]:
        """The profiles, then the guests."""
        return [p.id for p in self.app.profiles.profiles] + [GUEST]

    @property
    def pid(self) -> str:
        pids = self.pids()
        return pids[self.player_index % len(pids)]

    @property
    def game(self) -> str | None:
        return self.games[self.game_index]

    def _game_label(self) -> str:
        if self.game is None:
            return say("all_games", self.app.lang)
        return game_name(_game(self.game), self.app.lang)

    def _change_player(self, step: int) -> None:
        self.player_index = (self.player_index + step) % len(self.pids())
        self.notice = ""

    def _change_game(self, step: int) -> None:
        self.game_index = (self.game_index + step) % len(self.games)

    def _manage(self) -> None:
        self.app.stack.push(PlayersScene(self.app))

    def _reset(self) -> None:
        pid, lang = self.pid, self.app.lang
        totals = self.stats.totals(pid)

        def reset() -> None:
            self.stats.forget(pid)
            self.notice = say("reset_done", self.app.lang, name=player_name(self.app, pid))

        self.app.stack.push(ConfirmScene(
            self.app, say("reset_ask", lang, name=player_name(self.app, pid)),
            say("goes", lang, played=totals["played"], abandoned=totals["abandoned"]), reset))

    def resume(self) -> None:
        self.player_index %= len(self.pids())     # a profile may have been deleted

    def update(self, dt: float) -> None:
        failure = self.app.saves.take_error()     # the statistics are written off the frame
        if failure is not None:
            self.notice = say("not_saved", self.app.lang, why=failure)

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        t, lang = self.app.text, self.app.lang
        t.blit(surface, say("stats_title", lang), 64, (960, 64), "center", fg=HIGHLIGHT,
               display=True)
        self.menu.draw(surface, t)
        profile = self.app.profiles.get(self.pid)
        if profile is not None:
            draw_badge(surface, profile, (MENU_CENTER[0], 260), ICON + 40)
        totals = self.stats.totals(self.pid, self.game)
        share = f"{round(100 * totals['won'] / totals['played'])} %" if totals["played"] else "—"
        t.blit(surface, say("summary", lang, played=totals["played"], won=totals["won"],
                            share=share), 40, AREA.topleft, "topleft", fg=TEXT, bold=True)
        textfit.blit(t, surface, say("abandoned_note", lang, n=totals["abandoned"]), SIZE,
                     pygame.Rect(AREA.x, AREA.y + 56, AREA.w, TABLE_TOP - AREA.y - 64),
                     "topleft", wrap=True, fg=TEXT_DIM)
        self._draw_table(surface)
        self._draw_chart(surface)
        if self.notice:
            textfit.blit(t, surface, self.notice, SIZE,
                         pygame.Rect(MENU_CENTER[0] - MENU_W // 2, 830, MENU_W, 120), "midtop",
                         wrap=True, fg=HIGHLIGHT, bold=True)
        error = self.stats.error or self.app.profiles.error
        if error:
            t.blit(surface, say("not_saved", lang, why=error), SIZE, (960, 1050), "center",
                   fg=DANGER, bold=True)

    def _cell(self, surface: pygame.Surface, index: int, line: str, y: int,
              bold: bool = False, fg=TEXT) -> None:
        """One cell of the table: in its column, fitted, left or right aligned."""
        x = AREA.x + sum(width for _key, width in COLUMNS[:index])
        box = pygame.Rect(x, y, COLUMNS[index][1] - CELL_GAP, HEAD_H if bold else ROW_H)
        anchor = "topleft" if index in LEFT_ALIGNED else "topright"
        textfit.blit(self.app.text, surface, line, SIZE, box, anchor, wrap=bold, fg=fg,
                     bold=bold)

    def _draw_table(self, surface: pygame.Surface) -> None:
        t, lang = self.app.text, self.app.lang
        panel(surface, pygame.Rect(AREA.x - 16, TABLE_TOP - 10, AREA.w + 32,
                                   HEAD_H + ROW_H * TABLE_ROWS + 20), FELT_DARK, None, radius=14)
        for index, (key, _width) in enumerate(COLUMNS):
            self._cell(surface, index, say(key, lang), TABLE_TOP, bold=True, fg=TEXT_DIM)
        rows = self.stats.rows(self.pid, self.game)
        top = TABLE_TOP + HEAD_H
        if not rows:
            t.blit(surface, say("no_games", lang), SIZE, (AREA.centerx, top + 2 * ROW_H),
                   "center", fg=TEXT_DIM)
            return
        shown = rows if len(rows) <= TABLE_ROWS else rows[:TABLE_ROWS - 1]
        for line, row in enumerate(shown):
            rec = row.record
            share = f"{round(100 * row.win_share)} %" if row.win_share is not None else "—"
            cells = (say("game_players", lang, game=game_name(_game(row.game), lang),
                         n=row.players), opponents_label(row.opponents, lang), str(rec["played"]), str(rec["won"]),
                     share, f"{rec['streak']} / {rec['best_streak']}",
                     number(rec["best_score"], lang), number(row.average, lang))
            for index, cell in enumerate(cells):
                self._cell(surface, index, cell, top + line * ROW_H)
        if len(shown) < len(rows):
            t.blit(surface, say("more_rows", lang, n=len(rows) - len(shown)), SIZE,
                   (AREA.x, top + len(shown) * ROW_H), "topleft", fg=TEXT_DIM)

    def _draw_chart(self, surface: pygame.Surface) -> None:
        """Bars: the win share over the last games against each level (a thin grey line
        where no game was played against it)."""
        t, lang = self.app.text, self.app.lang
        chart = self.stats.chart(self.pid, self.game)
        t.blit(surface, say("chart_title", lang, n=CHART_LAST), SIZE,
               (AREA.x, CHART.y - 66), "topleft", fg=TEXT, bold=True)
        pygame.draw.line(surface, TEXT_DIM, (CHART.x - 10, CHART.bottom),
                         (CHART.right, CHART.bottom), 3)
        for share in (0.5, 1.0):
            y = CHART.bottom - round(share * CHART.h)
            pygame.draw.line(surface, GREY, (CHART.x - 10, y), (CHART.right, y), 1)
            t.blit(surface, f"{round(share * 100)} %", SIZE, (CHART.x - 18, y), "midright",
                   fg=TEXT_DIM)
        slot = CHART.w // len(LEVELS)
        for index, level in enumerate(LEVELS):
            x = CHART.x + index * slot + slot // 2
            won, games = chart.get(level, (0, 0))
            bar = pygame.Rect(0, 0, slot // 2, max(3, round(CHART.h * won / games)) if games else 3)
            bar.midbottom = (x, CHART.bottom)
            pygame.draw.rect(surface, ACCENT if games else GREY, bar, border_radius=6)
            t.blit(surface, level_name(level, lang), SIZE, (x, CHART.bottom + 8), "midtop",
                   fg=TEXT, bold=True)
            label = say("chart_bar", lang, won=won, games=games) if games else "—"
            t.blit(surface, label, SIZE, (x, bar.top - 4), "midbottom", fg=TEXT_DIM)


class PlayersScene(MenuScene):
    """The profiles: one row each (opens it), a new one, back."""

    name = "players"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.build()

    def build(self) -> None:
        lang = lambda: self.app.lang  # noqa: E731
        store = self.app.profiles
        items = [MenuItem(lambda p=p: p.name, lambda p=p: self._open(p.id),
                          value=lambda p=p: say(f"animal_{p.animal}", lang()))
                 for p in store.profiles]
        items += [
            MenuItem(lambda: say("new", lang()), self._new, enabled=lambda: not store.full,
                     reason=lambda: say("full", lang(), max=MAX_PROFILES)),
            MenuItem(lambda: text("back", lang()), self.back),
        ]
        focus = getattr(self, "menu", None).focus if hasattr(self, "menu") else 0
        self.menu = Menu(items, center=(960, 580), width=900, row_h=min(78, 760 // len(items)),
                         size=36, sound=self.app.play_sound)
        self.menu.focus = min(focus, len(items) - 1)

    def resume(self) -> None:
        self.build()
        made, self.made = getattr(self, "made", None), None
        if made is not None:             # a new profile was named: open it
            self._open(made)

    def _open(self, pid: str) -> None:
        self.app.stack.push(ProfileScene(self.app, pid))

    def _new(self) -> None:
        def done(name: str) -> str | None:
            try:
                self.made = self.app.profiles.add(name).id
            except ValueError as exc:
                return str(exc)
            return None

        self.app.stack.push(NameEntryScene(self.app, say("new", self.app.lang), done))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        t, lang = self.app.text, self.app.lang
        t.blit(surface, say("players_title", lang), 64, (960, 80), "center", fg=HIGHLIGHT,
               display=True)
        t.blit(surface, say("players_help", lang, max=MAX_PROFILES), 30, (960, 150), "center",
               fg=TEXT_DIM)
        self.menu.draw(surface, t)
        rects = self.menu.rects()
        for profile, rect in zip(self.app.profiles.profiles, rects):
            draw_badge(surface, profile, (rect.x - 50, rect.centery), min(72, rect.h + 6))


class ProfileScene(MenuScene):
    """One profile: rename, colour, animal, delete (asked first)."""

    name = "profile"

    def __init__(self, app, pid: str) -> None:
        super().__init__(app)
        self.pid = pid
        store = app.profiles
        lang = lambda: self.app.lang  # noqa: E731
        self.menu = Menu([
            MenuItem(lambda: say("name", lang()), self._rename, value=lambda: self.profile.name),
            MenuItem(lambda: say("colour", lang()), value=lambda: say(
                "colour_n", lang(), n=self.profile.colour + 1),
                on_change=lambda step: store.cycle(pid, "colour", step)),
            MenuItem(lambda: say("animal", lang()),
                     value=lambda: say(f"animal_{self.profile.animal}", lang()),
                     on_change=lambda step: store.cycle(pid, "animal", step)),
            MenuItem(lambda: say("delete", lang()), self._delete),
            MenuItem(lambda: text("back", lang()), self.back),
        ], center=(960, 680), width=900, sound=self.app.play_sound)

    @property
    def profile(self):
        return self.app.profiles.get(self.pid)

    def _rename(self) -> None:
        def done(name: str) -> str | None:
            try:
                self.app.profiles.rename(self.pid, name)
            except ValueError as exc:
                return str(exc)
            return None

        self.app.stack.push(NameEntryScene(self.app, say("rename", self.app.lang),
                                           done, start=self.profile.name))

    def _delete(self) -> None:
        lang = self.app.lang
        totals = self.app.statistics.totals(self.pid)

        def delete() -> None:
            self.app.statistics.forget(self.pid)
            self.app.profiles.delete(self.pid)
            self.app.stack.pop()            # the profile is gone: back to the list

        self.app.stack.push(ConfirmScene(
            self.app, say("delete_ask", lang, name=self.profile.name),
            say("goes", lang, played=totals["played"], abandoned=totals["abandoned"]), delete))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        t = self.app.text
        profile = self.profile
        if profile is None:
            return
        draw_badge(surface, profile, (960, 250), 220)
        t.blit(surface, profile.name, 64, (960, 420), "center", fg=HIGHLIGHT, bold=True)
        self.menu.draw(surface, t)


class ConfirmScene(MenuScene):
    """A question over the screen: No (focused) or Yes, which calls `on_yes`."""

    name = "confirm"
    transparent = True

    def __init__(self, app, question: str, detail: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.on_yes = on_yes
        lang = lambda: self.app.lang  # noqa: E731
        self.menu = Menu([
            MenuItem(lambda: text("no", lang()).capitalize(), self.back),
            MenuItem(lambda: text("yes", lang()).capitalize(), self._yes),
        ], center=(960, 640), width=600, sound=self.app.play_sound)
        self.shade = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        self.shade.fill(SHADE)

    def _yes(self) -> None:
        self.app.stack.pop()
        self.on_yes()

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.text
        surface.blit(self.shade, (0, 0))
        panel(surface, pygame.Rect(360, 300, 1200, 480), FELT_DARK, ACCENT)
        t.blit(surface, self.question, 44, (960, 380), "center", fg=HIGHLIGHT, bold=True,
               wrap=1100)
        if self.detail:
            t.blit(surface, self.detail, 30, (960, 480), "center", fg=TEXT, wrap=1100)
        self.menu.draw(surface, t)


def _game(game_id: str):
    from game import load_game
    return load_game(game_id)
