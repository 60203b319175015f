"""A game's legend: one screen that names its signs on sample cards.

Each game's art module (`sprites/games/<game>.py`) lists sample cards and where their
signs are (`LEGEND`, at `LEGEND_H` px); the catalogs name each sign
(`legend.<game>.<key>`: "Name — what it means"). The cards are drawn at the left with
a numbered disc beside each sign, the numbered names at the right. `draw_legend` draws
it into any rect (the rules pages use it too); `LegendScene` shows it over the table or
a lesson and any key, button or click closes it.
"""

from __future__ import annotations

import pygame

from game import catalog
from scenes.shell.input import Action
from scenes.table.layouts.cards import CardArt, card_width
from scenes.shell.stack import Scene
from scenes.ui import HIGHLIGHT, INK, PANEL, TEXT, TEXT_DIM, panel
from sprites import textfit

BOX = pygame.Rect(40, 16, 1840, 1048)
PAD = 36
TITLE_PX = 48
NAME_PX = 28             # a sign's name
WORDS_PX = 24            # and what it means
DISC_R = 18              # a numbered disc beside a sign
CALLOUT = 2 * DISC_R + 10  # room for the discs beside each card
SIGN_R = 18              # a sign's half width in card design units (the line stops there)
NAMES_W = 560
ENTRY_H = 124            # a sign's name and meaning take at most this much height            # the names' column takes at least this much
SHADE = (0, 0, 0, 150)


def legend_data(game_id: str) -> tuple[int, tuple]:
    """(card height, ((card id, ((sign key, x, y), ...)), ...)) for a game ((0, ()) if
    its art module has no legend)."""
    from sprites.games import art
    module = art(game_id)
    return getattr(module, "LEGEND_H", 0), getattr(module, "LEGEND", ())


def numbered(game_id: str) -> list[str]:
    """The game's sign keys in the order they are numbered (each once)."""
    keys: list[str] = []
    for _card, signs in legend_data(game_id)[1]:
        keys += [key for key, _x, _y in signs if key not in keys]
    return keys


def draw_legend(surface: pygame.Surface, rect, game_id: str, text, lang: str,
                colorblind: bool = False, names_w: int = NAMES_W) -> None:
    """The legend of `game_id` inside `rect`: its cards with numbered signs at the
    left (as many in a row as leave `names_w`), the numbered names beside them."""
    rect = pygame.Rect(rect)
    height, cards = legend_data(game_id)
    keys = numbered(game_id)
    slot = card_width(height) + 2 * CALLOUT
    per_row = max(1, min(len(cards), (rect.w - names_w) // slot))
    left = pygame.Rect(rect.x, rect.y, per_row * slot, rect.h)
    _draw_cards(surface, left, game_id, height, cards, keys, text, lang, colorblind)
    _draw_names(surface, pygame.Rect(left.right + 20, rect.y, rect.right - left.right - 20,
                                     rect.h), game_id, keys, text, lang)


def _draw_cards(surface, area, game_id, height, cards, keys, text, lang, colorblind) -> None:
    """The sample cards in rows, shrunk together if the area needs it, each sign with
    its numbered disc outside the card's nearer edge and a line to it."""
    if not cards:
        return
    slot = card_width(height) + 2 * CALLOUT
    per_row = max(1, min(len(cards), area.w // slot))
    rows = -(-len(cards) // per_row)             # (shrunk only if the rows need it)
    k = min(1.0, area.h / (rows * (height + 16)), area.w / (per_row * slot))
    h = max(60, round(height * k))
    w, slot = card_width(h), card_width(h) + 2 * CALLOUT
    art = CardArt(game_id, text)
    for index, (card_id, signs) in enumerate(cards):
        row, col = divmod(index, per_row)
        x = area.x + col * slot + CALLOUT
        y = area.y + row * (h + 16)
        surface.blit(art.face(card_id, h, colorblind, lang), (x, y))
        unit = w / 250
        for key, sx, sy in signs:
            side = -1 if sx < 125 else 1               # the disc goes out that side
            point = (x + (sx - side * SIGN_R) * unit, y + sy * unit)   # the sign's edge
            disc = (x + (w if side > 0 else 0) + side * (CALLOUT // 2 + 4), point[1])
            _disc(surface, disc, point, keys.index(key) + 1, text)


def _disc(surface, centre, point, number: int, text) -> None:
    """A numbered disc at `centre` with a line to the sign's edge at `point`."""
    if abs(centre[0] - point[0]) > DISC_R:
        pygame.draw.line(surface, HIGHLIGHT, centre, point, 3)
    pygame.draw.circle(surface, HIGHLIGHT, centre, DISC_R)
    text.blit(surface, str(number), NAME_PX * 0.8, centre, "center", fg=INK, bold=True)


def _draw_names(surface, area, game_id, keys, text, lang) -> None:
    """Each sign's number, name and meaning, down the area (smaller if all need it)."""
    if not keys:
        return
    each = min(area.h // len(keys), ENTRY_H)
    for index, key in enumerate(keys):
        said = catalog.text(f"legend.{game_id}.{key}", lang)
        name, _dash, meaning = said.partition(" — ")
        top = area.y + index * each
        centre = (area.x + DISC_R, top + DISC_R + 4)
        pygame.draw.circle(surface, HIGHLIGHT, centre, DISC_R)
        text.blit(surface, str(index + 1), NAME_PX * 0.8, centre, "center", fg=INK, bold=True)
        inner = pygame.Rect(area.x + 2 * DISC_R + 14, top, area.w - 2 * DISC_R - 14, each - 6)
        drawn = textfit.blit(text, surface, name, NAME_PX, inner.inflate(0, 0).clip(
            pygame.Rect(inner.x, inner.y, inner.w, round(NAME_PX * 1.4))), bold=True,
            fg=HIGHLIGHT)
        if meaning:
            textfit.blit(text, surface, meaning, WORDS_PX,
                         pygame.Rect(inner.x, drawn.bottom + 2, inner.w,
                                     inner.bottom - drawn.bottom - 2), wrap=True, fg=TEXT)


class LegendScene(Scene):
    """The legend of a game's signs over the scene below; anything closes it."""

    name = "legend"
    transparent = True

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.shade = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        self.shade.fill(SHADE)

    def action(self, event) -> None:
        if event.pressed and not event.repeat and event.action is not Action.PEEK:
            self.app.stack.pop()

    def pointer(self, event) -> None:
        if event.kind == "up":
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        t, lang = self.app.text, self.app.lang
        surface.blit(self.shade, (0, 0))
        panel(surface, BOX, PANEL, HIGHLIGHT)
        name = catalog.lookup(f"game.{self.game_id}", lang) or self.game_id
        title = catalog.text("legend.title", lang, game=name)
        head = textfit.blit(t, surface, title, TITLE_PX,
                            pygame.Rect(BOX.x + PAD, BOX.y + 20, BOX.w - 2 * PAD, 70),
                            "midleft", fg=HIGHLIGHT, display=True)
        foot = pygame.Rect(BOX.x + PAD, BOX.bottom - 56, BOX.w - 2 * PAD, 40)
        textfit.blit(t, surface, catalog.text("legend.close", lang), 28, foot, "midright",
                     fg=TEXT_DIM)
        body = pygame.Rect(BOX.x + PAD, head.bottom + 24, BOX.w - 2 * PAD,
                           foot.top - head.bottom - 36)
        draw_legend(surface, body, self.game_id, t, lang, self.app.settings.colorblind)
