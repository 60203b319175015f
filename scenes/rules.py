"""The rules reference, in French or English, with house rules marked.

Text comes from `scenes/rules_text/<game>.<lang>.txt` (a summary of the rulebook and
of our rulings); a line starting with "[house]" is a house rule and is drawn marked.
Below it the game's options are listed (house-rule options marked) and its cards. LEFT
and RIGHT change game, UP and DOWN scroll.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game import catalog
from scenes.i18n import game_name, option_help, text
from scenes.input import Action
from scenes.stack import Scene
from scenes.ui import ACCENT, FELT, HIGHLIGHT, TEXT, TEXT_DIM
from sprites import textfit

RULES_DIR = Path(__file__).resolve().parent / "rules_text"
HOUSE_TAG = "[house]"
LINE_H = 40
TOP, BOTTOM = 170, 1040
SCREEN_BOTTOM = 1076     # the "more below" mark sits on this line, the text stops above it
LEFT, WRAP = 140, 1640
TITLE_BOX = pygame.Rect(40, 20, 1840, 120)


def rules_lines(game, lang: str) -> list[tuple[str, bool]]:
    """(line, is_house_rule) for a game in a language, options and cards included."""
    lines: list[tuple[str, bool]] = []
    path = RULES_DIR / f"{game.id}.{lang}.txt"
    try:
        raw = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        raw = [text("rules_missing", lang)]
    for line in raw:
        house = line.startswith(HOUSE_TAG)
        body = line[len(HOUSE_TAG):].strip() if house else line
        lines.append(((f"[{text('house', lang)}] " + body) if house else body, house))
    if game.OPTIONS:
        lines += [("", False), (text("options", lang), False)]
        for opt in game.OPTIONS:
            helptext = option_help(game.id, opt.name, lang) or opt.name
            choices = " / ".join(map(str, opt.choices))
            mark = f"[{text('house', lang)}] " if opt.house else ""
            lines.append((f"• {mark}{helptext} [{choices}]", opt.house))
    return lines


class RulesScene(Scene):
    """Scrollable rules for each installed game."""

    name = "rules"

    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        from game import available_games
        self.games = available_games()
        ids = [g.id for g in self.games]
        self.index = ids.index(game_id) if game_id in ids else 0
        self.scroll = 0

    def action(self, event) -> None:
        if not event.pressed:
            return
        if event.action is Action.BACK or (event.action is Action.CONFIRM and not event.repeat):
            self.app.stack.pop()
        elif event.action in (Action.LEFT, Action.RIGHT) and self.games:
            step = -1 if event.action is Action.LEFT else 1
            self.index = (self.index + step) % len(self.games)
            self.scroll = 0
        elif event.action is Action.UP:
            self.scroll = max(0, self.scroll - 1)
        elif event.action is Action.DOWN and self.games:
            self.scroll = min(self._last(), self.scroll + 1)
        elif event.action is Action.NEXT and self.games:     # Page Down, E, a shoulder
            self.scroll = min(self._last(), self.scroll + max(1, self._page()[0]))
        elif event.action is Action.PREV and self.games:
            self.scroll = self._page_before(self.scroll)

    def _last(self) -> int:
        """The last line a page may start at."""
        return len(rules_lines(self.games[self.index], self.app.lang)) - 1

    def _page(self, start: int | None = None) -> tuple[int, list]:
        """How many lines from `start` (default: the current one) fit on the page, and
        their (surface, y) places: the same measure draws the page and pages it."""
        t, lang = self.app.text, self.app.lang
        start = self.scroll if start is None else start
        more_h = t.font(40, bold=True).get_height()
        bottom = min(BOTTOM, SCREEN_BOTTOM - more_h - 4)
        y, shown, placed = TOP, 0, []
        for line, house in rules_lines(self.games[self.index], lang)[start:]:
            if not line:
                y += LINE_H // 2
                shown += 1
                continue
            surf = t.render(line, 30, fg=ACCENT if house else (TEXT if not line.startswith("•")
                                                              else TEXT_DIM), wrap=WRAP)
            if y + surf.get_height() > bottom:
                break
            placed.append((surf, y))
            y += surf.get_height() + 8
            shown += 1
        return shown, placed

    def _page_before(self, start: int) -> int:
        """Where the page that ends just before `start` begins."""
        first = start
        while first > 0 and first - 1 + self._page(first - 1)[0] >= start:
            first -= 1
        return first if first < start else max(0, start - 1)

    def pointer(self, event) -> None:
        if event.kind == "up":
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        t, lang = self.app.text, self.app.lang
        if not self.games:
            t.blit(surface, text("no_engines", lang), 40, (960, 540), "center", fg=TEXT)
            return
        game = self.games[self.index]
        heading = catalog.text("rules.heading", lang, rules=text("rules", lang),
                               game=game_name(game, lang))
        textfit.blit(t, surface, f"‹  {heading}  ›", 56,
                     TITLE_BOX, "center", fg=HIGHLIGHT, display=True)
        shown, placed = self._page()
        for surf, y in placed:
            surface.blit(surf, (LEFT, y))
        if self.scroll + shown < len(rules_lines(game, lang)):     # the page goes on
            more = t.render("…", 40, fg=HIGHLIGHT, bold=True)
            surface.blit(more, more.get_rect(midbottom=(960, SCREEN_BOTTOM)))
