"""The Statistics screen, the players' profiles screens, and a yes/no question.

*Statistics* (from the title): one player (a profile, or the guests) at one game or at
all, a row per player count and set of opponents (played, won, win %, streak, best
and average score, abandoned), and a bar chart of the win share over the last games
against each bot level. *Players* lists the profiles: a new one, and for each its
name, colour and animal; deleting asks first and says which statistics go with it.
Resetting a player's statistics asks too. The records are `scenes.statistics`'.
"""

from __future__ import annotations

from typing import Callable

import pygame

from game import available_games, catalog
from scenes.i18n import game_name, level_name, text
from scenes.nameentry import NameEntryScene
from scenes.profiles import MAX_PROFILES
from scenes.stack import Scene
from scenes.statistics import CHART_LAST, GUEST, HUMAN, LEVELS
from scenes.ui import (ACCENT, DANGER, FELT, FELT_DARK, GREY, HIGHLIGHT, PANEL, TEXT,
                       TEXT_DIM, Menu, MenuItem, MenuScene, panel)

MENU_CENTER, MENU_W = (330, 560), 540
AREA = pygame.Rect(640, 150, 1240, 880)       # the table and the chart
TABLE_ROWS = 9
ROW_H = 46
# The table's columns: (catalog key of the heading, x of its right edge from AREA.x);
# the first three are left-aligned at their x.
COLUMNS = (("col_game", 0), ("col_players", 250), ("col_against", 330),
           ("col_played", 700), ("col_won", 800), ("col_share", 910), ("col_streak", 1030),
           ("col_best", 1110), ("col_average", 1200))
LEFT_COLUMNS = 3
CHART = pygame.Rect(AREA.x + 120, 700, 1000, 250)   # the bars' area
SHADE = (0, 0, 0, 170)
ICON = 96


def say(key: str, lang: str, **params) -> str:
    """A profiles-and-statistics text in the language."""
    return catalog.text(f"players.{key}", lang, **params)


def opponents_label(opponents: str, lang: str) -> str:
    """"Medium", "Easy + Medium", "people + Hard": a set of opponents in words."""
    return " + ".join(say("people", lang) if k == HUMAN else level_name(k, lang)
                      for k in opponents.split("+"))


def number(value) -> str:
    """A score as people read it: 7, 7.5 (one decimal at most)."""
    if value is None:
        return "—"
    if isinstance(value, float) and not value.is_integer():
        return f"{value:.1f}"
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

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        t, lang = self.app.text, self.app.lang
        t.blit(surface, say("stats_title", lang), 64, (960, 70), "center", fg=HIGHLIGHT,
               display=True)
        self.menu.draw(surface, t)
        profile = self.app.profiles.get(self.pid)
        if profile is not None:
            draw_badge(surface, profile, (MENU_CENTER[0], 250), ICON + 40)
        totals = self.stats.totals(self.pid, self.game)
        share = f"{round(100 * totals['won'] / totals['played'])} %" if totals["played"] else "—"
        t.blit(surface, say("summary", lang, played=totals["played"], won=totals["won"],
                            share=share), 36, (AREA.x, AREA.y), "topleft", fg=TEXT, bold=True)
        t.blit(surface, say("abandoned_note", lang, n=totals["abandoned"]), 28,
               (AREA.x, AREA.y + 52), "topleft", fg=TEXT_DIM)
        self._draw_table(surface)
        self._draw_chart(surface)
        if self.notice:
            t.blit(surface, self.notice, 30, (MENU_CENTER[0], 1000), "center", fg=HIGHLIGHT,
                   bold=True, wrap=MENU_W)
        error = self.stats.error or self.app.profiles.error
        if error:
            t.blit(surface, say("not_saved", lang, why=error), 28, (960, 1050), "center",
                   fg=DANGER, bold=True)

    def _draw_table(self, surface: pygame.Surface) -> None:
        t, lang = self.app.text, self.app.lang
        top = AREA.y + 110
        panel(surface, pygame.Rect(AREA.x - 16, top - 8, AREA.w + 16, ROW_H * (TABLE_ROWS + 1) + 16),
              FELT_DARK, None, radius=14)
        for index, (key, x) in enumerate(COLUMNS):
            anchor = "topleft" if index < LEFT_COLUMNS else "topright"
            t.blit(surface, say(key, lang), 26, (AREA.x + x, top), anchor, fg=TEXT_DIM, bold=True)
        rows = self.stats.rows(self.pid, self.game)
        if not rows:
            t.blit(surface, say("no_games", lang), 30, (AREA.centerx, top + 3 * ROW_H),
                   "center", fg=TEXT_DIM)
            return
        shown = rows if len(rows) <= TABLE_ROWS else rows[:TABLE_ROWS - 1]
        for number_, row in enumerate(shown, start=1):
            y = top + number_ * ROW_H
            rec = row.record
            share = f"{round(100 * row.win_share)} %" if row.win_share is not None else "—"
            cells = (t.fit(game_name(_game(row.game), lang), 28, 240), str(row.players),
                     t.fit(opponents_label(row.opponents, lang), 28, 360),
                     f"{rec['played']}" + (f" (+{rec['abandoned']})" if rec["abandoned"] else ""),
                     str(rec["won"]), share, f"{rec['streak']} / {rec['best_streak']}",
                     number(rec["best_score"]), number(row.average))
            for index, (cell, (_key, x)) in enumerate(zip(cells, COLUMNS)):
                anchor = "topleft" if index < LEFT_COLUMNS else "topright"
                t.blit(surface, cell, 28, (AREA.x + x, y), anchor, fg=TEXT)
        if len(shown) < len(rows):
            t.blit(surface, say("more_rows", lang, n=len(rows) - len(shown)), 26,
                   (AREA.x, top + TABLE_ROWS * ROW_H), "topleft", fg=TEXT_DIM)

    def _draw_chart(self, surface: pygame.Surface) -> None:
        """Bars: the win share over the last games against each level (a thin outline
        where no game was played against it)."""
        t, lang = self.app.text, self.app.lang
        chart = self.stats.chart(self.pid, self.game)
        t.blit(surface, say("chart_title", lang, n=CHART_LAST), 30,
               (AREA.x, CHART.y - 70), "topleft", fg=TEXT, bold=True)
        pygame.draw.line(surface, TEXT_DIM, (CHART.x - 10, CHART.bottom),
                         (CHART.right, CHART.bottom), 3)
        for share in (0.5, 1.0):
            y = CHART.bottom - round(share * CHART.h)
            pygame.draw.line(surface, GREY, (CHART.x - 10, y), (CHART.right, y), 1)
            t.blit(surface, f"{round(share * 100)} %", 24, (CHART.x - 18, y), "midright",
                   fg=TEXT_DIM)
        slot = CHART.w // len(LEVELS)
        for index, level in enumerate(LEVELS):
            x = CHART.x + index * slot + slot // 2
            won, games = chart.get(level, (0, 0))
            bar = pygame.Rect(0, 0, slot // 2, max(3, round(CHART.h * won / games)) if games else 3)
            bar.midbottom = (x, CHART.bottom)
            pygame.draw.rect(surface, ACCENT if games else GREY, bar, border_radius=6)
            t.blit(surface, level_name(level, lang), 28, (x, CHART.bottom + 10), "midtop",
                   fg=TEXT, bold=True)
            label = say("chart_bar", lang, won=won, games=games) if games else "—"
            t.blit(surface, label, 24, (x, bar.top - 6), "midbottom", fg=TEXT_DIM)


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

    def _open(self, pid: str) -> None:
        self.app.stack.push(ProfileScene(self.app, pid))

    def _new(self) -> None:
        def done(name: str) -> str | None:
            try:
                profile = self.app.profiles.add(name)
            except ValueError as exc:
                return str(exc)
            self.app.stack.replace(ProfileScene(self.app, profile.id))
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
