"""The pictures on the rules pages, drawn by the game itself.

A game's layout package may list `RULES_PICTURES`: after which paragraph of its rules
text (0 = the first line) a picture goes, and which one:

- ("table", (players, seed, moves)): the real table of a seeded deal after `moves`
  moves (chosen by a generator seeded alike: the same picture every time), as the
  seat to play sees it, drawn by the game's layout, its play area shrunk to PICTURE_H;
- ("legend", None): its cards with their signs numbered and named (`scenes.menus.legend`).

The book's counted scoring example (`game/<id>/example.py`) follows the paragraph its
`AFTER` names (`scenes.menus.ruleexample`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.menus.legend import draw_legend
from scenes.menus.ruleexample import draw_example, example_size
from scenes.ui import FELT, HIGHLIGHT, TextCache

PLAY_AREA = pygame.Rect(0, 80, 1410, 1000)   # what a layout draws: under the header,
PICTURE_H = 600                              # left of the prompt and the log
LEGEND_SIZE = (1700, 760)    # the legend on a page: three cards in a row and the names


@dataclass(frozen=True)
class RulesPicture:
    """A picture on a rules page: the game's table at a step, or its legend."""

    game_id: str
    kind: str
    arg: tuple | None = None


def pictures_after(game_id: str) -> dict[int, tuple[RulesPicture, ...]]:
    """paragraph index -> the pictures drawn after it: the layout package's, then the
    book's counted example."""
    from game.match.example import example_module
    from scenes.table.layouts import game_module
    plan = getattr(game_module(game_id), "RULES_PICTURES", {})
    out = {index: (RulesPicture(game_id, kind, arg),) for index, (kind, arg) in plan.items()}
    book = example_module(game_id)
    if book is not None:
        out[book.AFTER] = (*out.get(book.AFTER, ()), RulesPicture(game_id, "example"))
    return out


def picture_size(picture: RulesPicture) -> tuple[int, int]:
    """The picture's size, known before it is drawn."""
    if picture.kind == "legend":
        return LEGEND_SIZE
    if picture.kind == "example":
        return example_size(picture.game_id)
    return PLAY_AREA.w * PICTURE_H // PLAY_AREA.h, PICTURE_H


def draw_picture(picture: RulesPicture, text, lang: str, settings) -> pygame.Surface:
    """The picture, drawn now (the rules page caches it)."""
    if picture.kind == "legend":
        surface = pygame.Surface(LEGEND_SIZE, pygame.SRCALPHA)
        draw_legend(surface, surface.get_rect(), picture.game_id, text, lang,
                    settings.colorblind, names_w=LEGEND_SIZE[0] - 3 * 380)
        return surface
    if picture.kind == "example":
        return draw_example(picture.game_id, text, lang, settings.colorblind)
    return _table(picture, text, lang, settings)


def _table(picture: RulesPicture, text, lang: str, settings) -> pygame.Surface:
    """A seeded table after some moves, as its seat to play sees it, shrunk."""
    from game import load_game
    from game.rng import Rng
    from game.i18n import text as ui_text
    from scenes.table.layouts import layout_for
    from scenes.table.view import LayoutContext, Prefs, TableView
    players, seed, moves = picture.arg
    game = load_game(picture.game_id)
    options = game.resolve_options({}, players)
    state, rng = game.new_game(players, seed, options), Rng(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_moves()))
    seat = state.current_player
    names = tuple(ui_text("player_name", lang, n=i + 1) for i in range(players))
    view = TableView(game.id, players, seat, state.observe(seat), {}, names, humans=(seat,),
                     current=seat, is_over=state.is_over, legal=tuple(state.legal_moves()))
    text = TextCache()             # (a miniature of the table: at 100 %, whatever the
    layout = layout_for(LayoutContext(game, options, text, Prefs.of(settings, lang)), players)
    full = pygame.Surface((1920, 1080))
    full.fill(FELT)
    for _weight, draw in layout.static_pieces(view):
        draw(full)
    layout.draw_frame(full, view)
    area = full.subsurface(PLAY_AREA)
    pygame.draw.rect(area, HIGHLIGHT, area.get_rect(), 6)
    return pygame.transform.smoothscale(area, picture_size(picture))
