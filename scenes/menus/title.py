"""The title screen: continue, new game, learn to play, watch the bots, rules, settings,
statistics, quit.

Left idle for `attract_after` seconds it starts the attract loop (bots playing every
installed game); any input brings the title back. "Continue" resumes the saved game
exactly (the transcript is replayed); a damaged save is set aside with a message.
"""

from __future__ import annotations

import pygame

from game import catalog
from game.i18n import text
from scenes.shell.input import Action
from scenes.rejoin import rejoin_scene
from scenes.join import say as join_text
from game.records.save import CorruptSave
from scenes.shell.stack import Scene
from scenes.ui import DANGER, FELT, HIGHLIGHT, TEXT_DIM
from scenes.menu import Menu, MenuItem


def resume_scene(app):
    """A table for the saved game, or None (no save, or a corrupt one: app.message set)."""
    from scenes.table.table import TableScene
    try:
        loaded = app.saves.load()
    except CorruptSave as exc:
        moved = exc.moved_to.name if exc.moved_to is not None else "?"
        app.message = text("save_corrupt", app.lang, file=moved)
        app.extra_stats["save_error"] = str(exc)
        if app.settings.kiosk:          # for the admin: the kiosk log names the file
            from game.records.kioskconfig import log
            log.error("%s; set aside as %s", exc, moved)
        return None
    if loaded is None:
        app.message = text("no_save", app.lang)
        return None
    transcript, seats, _game, _state, _moves = loaded
    scene = TableScene(app, transcript["game"], transcript["players"], seats,
                       transcript["seed"], transcript["options"], moves=transcript["moves"])
    app.extra_stats["resumed_moves"] = scene.resumed_moves
    return rejoin_scene(app, scene)   # a couch game: its players take their seats again


class TitleScene(Scene):
    """The main menu."""

    name = "title"

    def __init__(self, app) -> None:
        super().__init__(app)
        lang = lambda: self.app.lang  # noqa: E731 - labels follow a language change
        items = [
            MenuItem(lambda: text("continue", lang()), self._continue,
                     enabled=self.app.saves.exists, reason=lambda: text("no_save", lang())),
            MenuItem(lambda: text("new_game", lang()), self._new_game),
            MenuItem(lambda: join_text("couch", lang()), self._couch),
            MenuItem(lambda: text("learn", lang()), self._learn),
            MenuItem(lambda: text("demo", lang()), self._demo),
            MenuItem(lambda: text("rules", lang()), self._rules),
            MenuItem(lambda: text("settings", lang()), self._settings),
        ]
        if app.settings.kiosk:
            del items[2]           # at a kiosk, "New game" is the couch join screen
        else:   # a kiosk's customers never browse others' games nor keep statistics
            items[5:5] = [MenuItem(lambda: text("replays", lang()), self._replays),
                          MenuItem(lambda: catalog.text("players.stats_title", lang()),
                                   self._statistics)]
            items.insert(3, MenuItem(lambda: catalog.text("online.join", lang()),
                                     self._join_online))
            items.append(MenuItem(lambda: text("quit", lang()), self.app.quit))
        self.menu = Menu(items, center=(960, 700), width=900, row_h=min(78, 660 // len(items)),
                         sound=self.app.play_sound)
        self.menu.focus = 0 if app.saves.exists() else 1

    def enter(self) -> None:
        self.app.idle = 0.0

    def resume(self) -> None:
        self.app.idle = 0.0

    def _continue(self) -> None:
        scene = resume_scene(self.app)
        if scene is not None:
            self.app.stack.replace(scene)

    def _couch(self) -> None:
        from scenes.join import JoinScene
        self.app.stack.push(JoinScene(self.app))

    def _new_game(self) -> None:
        if self.app.settings.kiosk:    # the kiosk's games, counts and bots, pads bound
            self._couch()
            return
        from scenes.menus.newgame import NewGameScene
        self.app.stack.push(NewGameScene(self.app))

    def _join_online(self) -> None:
        from scenes.online.join import JoinOnlineScene
        self.app.stack.push(JoinOnlineScene(self.app))

    def _learn(self) -> None:
        from scenes.tutorial import LearnMenuScene
        self.app.stack.push(LearnMenuScene(self.app))

    def _demo(self) -> None:
        from scenes.demo import DemoScene
        self.app.stack.replace(DemoScene(self.app))

    def _statistics(self) -> None:
        from scenes.menus.statscreen import StatisticsScene
        self.app.stack.push(StatisticsScene(self.app))

    def _replays(self) -> None:
        from scenes.menus.replays import ReplaysScene
        self.app.stack.push(ReplaysScene(self.app))

    def _rules(self) -> None:
        from scenes.menus.rules import RulesScene
        self.app.stack.push(RulesScene(self.app))

    def _settings(self) -> None:
        from scenes.menus.settings import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def update(self, dt: float) -> None:
        if self.app.idle >= self.app.settings.attract_after:
            self._demo()

    def action(self, event) -> None:
        if event.pressed and event.action is Action.BACK and not self.app.settings.kiosk:
            self.menu.focus = len(self.menu.items) - 1
            return
        self.app.message = "" if event.pressed else self.app.message
        self.menu.action(event)

    def pointer(self, event) -> None:
        self.menu.pointer(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        t, lang = self.app.text, self.app.lang
        t.blit(surface, text("title", lang), 150, (960, 150), "center", fg=HIGHLIGHT,
               display=True)
        t.blit(surface, text("subtitle", lang), 40, (960, 300), "center", fg=TEXT_DIM)
        self.menu.draw(surface, t)
        if self.app.message:
            t.blit(surface, self.app.message, 30, (960, 1045), "center", fg=DANGER, bold=True,
                   wrap=1700)
