"""The rules reference, in French or English, with house rules marked, in pages.

Text comes from `game/<game>/catalog/rules.<lang>.txt` (a summary of the rulebook and
of our rulings); a line starting with "[house]" is a house rule and is drawn marked.
Pictures drawn by the game go between its paragraphs (`scenes.menus.rulepictures`: a real
table at a step, its cards with their signs named). Below come the game's cards, their
faces in rows by family, then the game's options (house-rule options marked). LEFT
and RIGHT change game, UP and DOWN scroll a line or a row of cards, Page Down and Page
Up (a pad's shoulders) a page, and so does a click or a tap on the right or left half
of the screen; the page's number is at the foot.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame

from game import catalog
from game.data import BadFile, read_text_file
from game.i18n import game_name, option_help, text, value_label
from scenes.table.layouts.base import all_card_ids
from scenes.table.layouts.cards import CardArt, card_width
from scenes.shell.stack import Scene
from scenes.shell.input import Action, ActionEvent
from scenes.menus.rulepictures import RulesPicture, draw_picture, picture_size, pictures_after
from scenes.ui import ACCENT, FELT, HIGHLIGHT, TEXT, TEXT_DIM
from sprites import textfit

HOUSE_TAG = "[house]"
LINE_H = 40
TOP, BOTTOM = 170, 1040
SCREEN_BOTTOM = 1076     # the "more below" mark sits on this line, the text stops above it
LEFT, WRAP = 140, 1640
TITLE_BOX = pygame.Rect(40, 20, 1840, 120)
CARD_H = 200             # the cards' faces in the rules (their names and numbers readable)
CARD_GAP = 14
MAX_CHOICES = 8          # an option with more choices lists the first and how many
PAGE_BOX = pygame.Rect(1500, SCREEN_BOTTOM - 44, 400, 44)   # "page 2 / 9"


@dataclass(frozen=True)
class CardRow:
    """A row of card faces on the rules page (one family, or several small ones)."""

    game_id: str
    ids: tuple[str, ...]


def card_rows(game_id: str, lang: str) -> list[CardRow]:
    """A game's distinct cards (by name; its layout package's `RULES_CARDS` if it
    names some) in rows of whole families, as many as fit."""
    from scenes.table.layouts import game_module
    from sprites.labels import card_info
    per_row = (WRAP + CARD_GAP) // (card_width(CARD_H) + CARD_GAP)
    families: dict[str, list[str]] = {}
    named: set[tuple[str, str]] = set()
    chosen = getattr(game_module(game_id), "RULES_CARDS", None)
    for card_id in chosen or all_card_ids(game_id):
        info = card_info(game_id, card_id)
        if (info.family, info.name(lang)) not in named:       # (one of each title)
            named.add((info.family, info.name(lang)))
            families.setdefault(info.family, []).append(card_id)
    rows: list[list[str]] = []
    for ids in families.values():
        while ids:
            if rows and len(rows[-1]) + len(ids) <= per_row and len(ids) < per_row // 2:
                rows[-1] += ids                                  # a small family joins
            else:
                rows.append(ids[:per_row])
            ids = ids[per_row:] if len(ids) > per_row else []
    return [CardRow(game_id, tuple(row)) for row in rows]


def rules_entries(game, lang: str) -> list:
    """The page as a list: the rules' (line, is_house_rule), the cards' rows, the options."""
    text_lines, options = _text_lines(game, lang), _option_lines(game, lang)
    pictures = pictures_after(game.id)
    text_lines = [part for index, line in enumerate(text_lines)
                  for part in (line, *pictures.get(index, ()))]
    rows = card_rows(game.id, lang)
    cards = [("", False), (text("rules_cards", lang), False), *rows] if rows else []
    return text_lines + cards + options


def rules_path(game_id: str, lang: str) -> Path:
    """A game's rules summary in `lang`: with its other words, in its own folder."""
    return catalog.GAMES_DIR / game_id / "catalog" / f"rules.{lang}.txt"


def _text_lines(game, lang: str) -> list[tuple[str, bool]]:
    lines: list[tuple[str, bool]] = []
    try:
        raw = read_text_file(rules_path(game.id, lang)).splitlines()
    except BadFile:
        raw = [text("rules_missing", lang)]
    for line in raw:
        house = line.startswith(HOUSE_TAG)
        body = line[len(HOUSE_TAG):].strip() if house else line
        lines.append(((f"[{text('house', lang)}] " + body) if house else body, house))
    return lines


def _option_lines(game, lang: str) -> list[tuple[str, bool]]:
    if not game.OPTIONS:
        return []
    lines = [("", False), (text("options", lang), False)]
    for opt in game.OPTIONS:
        helptext = option_help(game.id, opt.name, lang) or opt.name
        mark = f"[{text('house', lang)}] " if opt.house else ""
        lines.append((f"• {mark}{helptext} [{choices_text(opt, lang)}]", opt.house))
    return lines


def choices_text(opt, lang: str) -> str:
    """An option's choices in the language; a long list (Animimix's 219 sets of
    species made a 7,700-character line, a 15 MB picture) as its first and a count."""
    def said(value) -> str:
        if opt.seats and isinstance(value, int):
            return text("seat", lang, n=value + 1)
        return value_label(value, lang)
    if len(opt.choices) > MAX_CHOICES:
        return text("choices_more", lang, first=said(opt.choices[0]), count=len(opt.choices) - 1)
    return " / ".join(map(said, opt.choices))


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
        self._entries: dict = {}         # (game, language) -> rules_entries
        self._rows: dict = {}            # (row, language, colour mode, text size) -> picture
        self._starts: dict = {}          # (game, language, text size) -> each page's start
        self._art: dict = {}             # game -> CardArt

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

    def entries(self) -> list:
        """The current game's page in the current language (see rules_entries)."""
        game, lang = self.games[self.index], self.app.lang
        key = (game.id, lang)
        if key not in self._entries:
            self._entries[key] = rules_entries(game, lang)
        return self._entries[key]

    def _last(self) -> int:
        """The last line a page may start at."""
        return len(self.entries()) - 1

    def _row_picture(self, row) -> pygame.Surface:
        """A row of card faces or a picture, drawn once per language, colour mode and
        text size."""
        st = self.app.settings
        key = (row, self.app.lang, st.colorblind, self.app.text.scale)
        if key not in self._rows and isinstance(row, RulesPicture):
            self._rows[key] = draw_picture(row, self.app.text, self.app.lang, st)
        if key not in self._rows:
            art = self._art.setdefault(row.game_id, CardArt(row.game_id, self.app.text))
            w = card_width(CARD_H)
            picture = pygame.Surface((len(row.ids) * (w + CARD_GAP), CARD_H), pygame.SRCALPHA)
            for i, card_id in enumerate(row.ids):
                picture.blit(art.face(card_id, CARD_H, st.colorblind, self.app.lang),
                             (i * (w + CARD_GAP), 0))
            self._rows[key] = picture
        return self._rows[key]

    def _page(self, start: int | None = None) -> tuple[int, list]:
        """How many lines from `start` (default: the current one) fit on the page, and
        their (surface, y) places: the same measure draws the page and pages it."""
        t = self.app.text
        start = self.scroll if start is None else start
        more_h = t.font(40, bold=True).get_height()
        bottom = min(BOTTOM, SCREEN_BOTTOM - more_h - 4)
        y, shown, placed = TOP, 0, []
        for entry in self.entries()[start:]:
            if isinstance(entry, (CardRow, RulesPicture)):
                # (a game's picture is measured, not drawn, until its page is shown)
                picture = entry if isinstance(entry, RulesPicture) else self._row_picture(entry)
                height = picture_size(entry)[1] if picture is entry else picture.get_height()
                if y + height > bottom:
                    break
                placed.append((picture, y))
                y += height + CARD_GAP
                shown += 1
                continue
            line, house = entry
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

    def page_starts(self) -> list[int]:
        """Where each page of the current game begins (for its number)."""
        key = (self.index, self.app.lang, self.app.text.scale)
        if key not in self._starts:
            starts, start = [], 0
            while start < len(self.entries()):
                starts.append(start)
                start += max(1, self._page(start)[0])
            self._starts[key] = starts
        return self._starts[key]

    def pointer(self, event) -> None:
        """A click or a tap on the right half turns to the next page, on the left half
        to the one before."""
        if event.kind != "up" or not self.games:
            return
        forward = event.pos[0] >= 960
        self.action(ActionEvent(Action.NEXT if forward else Action.PREV))

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
            surface.blit(self._row_picture(surf) if isinstance(surf, RulesPicture) else surf,
                         (LEFT, y))
        if self.scroll + shown < len(self.entries()):             # the page goes on
            more = t.render("…", 40, fg=HIGHLIGHT, bold=True)
            surface.blit(more, more.get_rect(midbottom=(960, SCREEN_BOTTOM)))
        starts = self.page_starts()
        number = sum(1 for start in starts if start <= self.scroll)
        textfit.blit(t, surface, catalog.text("rules.page", lang, n=number, total=len(starts)),
                     28, PAGE_BOX, "bottomright", fg=TEXT_DIM)
