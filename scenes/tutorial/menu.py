"""The tutorial menus: "Learn to play" (one button per game) and the first-time offer.

`LearnMenuScene` lists the installed games; choosing one starts its tutorial. It is
what the title screen's "Learn to play" item opens, so that at a kiosk every lesson is
one button away. `OfferScene` is shown the first time a game is picked in the new-game
screen: learn it first (the tutorial) or play now (the caller's start function).
"""

from __future__ import annotations

from typing import Callable

import pygame

from game import catalog
from game.i18n import game_name
from scenes.tutorial.progress import has_done, has_seen, mark_seen
from scenes.tutorial.script import catalog_texts
from scenes.ui import DANGER, FELT, HIGHLIGHT, TEXT, TEXT_DIM
from scenes.menu import Menu, MenuItem, MenuScene

TEXTS = catalog_texts("tutorial.menu")       # the catalogs' [tutorial.menu]


class LearnMenuScene(MenuScene):
    """One button per game: its tutorial."""

    name = "learn"

    def __init__(self, app) -> None:
        super().__init__(app)
        from game import available_games
        self.games = available_games()
        lang = lambda: self.app.lang  # noqa: E731 - labels follow a language change
        items = [MenuItem(lambda g=g: self._label(g), lambda g=g: self._open(g.id))
                 for g in self.games]
        items.append(MenuItem(lambda: TEXTS["back"].get(lang()), self.app.stack.pop))
        self.menu = Menu(items, center=(960, 640), width=760, sound=self.app.play_sound)

    def _label(self, game) -> str:
        name = game_name(game, self.app.lang)
        if has_done(self.app.data_dir, game.id):      # played to the end, not only offered
            return TEXTS["seen"].get(self.app.lang).format(name=name)
        return name

    def _open(self, game_id: str) -> None:
        from scenes.tutorial.scene import open_tutorial
        open_tutorial(self.app, game_id, replace=True, legend=True)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        t, lang = self.app.text, self.app.lang
        t.blit(surface, TEXTS["learn"].get(lang), 72, (960, 200), "center", fg=HIGHLIGHT,
               display=True)
        t.blit(surface, TEXTS["learn_sub"].get(lang), 36, (960, 300), "center", fg=TEXT_DIM)
        self.menu.draw(surface, t)
        if self.app.message:
            t.blit(surface, self.app.message, 28, (960, 1010), "center", fg=DANGER, wrap=1700)


class OfferScene(MenuScene):
    """The first time a game is picked: learn it first, or play now."""

    name = "tutorial_offer"

    def __init__(self, app, game, start: Callable[[], None]) -> None:
        super().__init__(app)
        self.game = game
        self.start = start
        lang = lambda: self.app.lang  # noqa: E731
        self.menu = Menu([
            MenuItem(lambda: TEXTS["offer_learn"].get(lang()), self._learn),
            MenuItem(lambda: TEXTS["offer_play"].get(lang()), self._play),
        ], center=(960, 640), width=760, sound=self.app.play_sound)

    def enter(self) -> None:
        mark_seen(self.app.data_dir, self.game.id)

    def _learn(self) -> None:
        from scenes.tutorial.scene import open_tutorial
        open_tutorial(self.app, self.game.id, replace=True, legend=True)

    def _play(self) -> None:
        self.app.stack.pop()
        self.start()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        t, lang = self.app.text, self.app.lang
        name = game_name(self.game, lang)
        title = catalog.lookup(f"tutorial.offer_title_for.{self.game.id}", lang) \
            or TEXTS["offer_title"].get(lang).format(name=name)   # (a game without its own)
        t.blit(surface, title, 64, (960, 300),
               "center", fg=HIGHLIGHT, display=True)
        t.blit(surface, TEXTS["offer_sub"].get(lang), 36, (960, 410), "center", fg=TEXT,
               wrap=1500)
        self.menu.draw(surface, t)


def offer_or_start(app, game, start: Callable[[], None]) -> None:
    """The first time `game` is picked, offer its tutorial; otherwise call `start()`."""
    if has_seen(app.data_dir, game.id):
        start()
    else:
        app.stack.push(OfferScene(app, game, start))
