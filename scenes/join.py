"""The couch join screen: "Press A, a key or tap to join", then pick a game and start.

A device that is not seated joins the next free seat with any press (a pad by its
instance id, the keyboard, the mouse, or touch); B / Escape on a seated device leaves
its last seat. Seated devices share a small menu, all reachable with d-pad + A/B:
game, players, bot level for the empty seats, "one more seat on this device" (a shared
pad or keyboard passed round the sofa), and Start. Empty seats go to bots. At a kiosk
the games, player counts and bot levels come from the kiosk config.
"""

from __future__ import annotations

import random

import pygame

from scenes.couch import CouchTableScene, device_key
from scenes.i18n import game_name
from scenes.input import Action
from scenes.stack import Scene
from scenes.ui import (DANGER, FELT, HIGHLIGHT, PANEL, TEXT, TEXT_DIM, Menu, MenuItem, panel,
                       seat_colour)

ALL_LEVELS = ("easy", "medium", "hard", "expert", "random")
SEAT_TOP = 250
SEAT_ROW = 92

TEXTS = {   # key: (English, French)
    "couch": ("Couch game: join with pads", "Partie canapé : rejoindre avec les manettes"),
    "join_title": ("Press A, a key or tap to join", "Appuyez sur A, une touche ou touchez pour jouer"),
    "join_leave": ("B / Escape: leave your seat", "B / Échap : quitter sa place"),
    "join_game": ("Game", "Jeu"),
    "join_players": ("Players", "Joueurs"),
    "join_bots": ("Bots", "Robots"),
    "join_more": ("One more seat on this device", "Une place de plus sur cet appareil"),
    "join_start": ("Start", "Commencer"),
    "join_need": ("Join first: press A, a key or tap", "Rejoignez d'abord : A, une touche ou toucher"),
    "seat_free": ("Seat {n}: bot ({level})", "Place {n} : robot ({level})"),
    "seat_taken": ("Seat {n}: {device}", "Place {n} : {device}"),
    "dev_pad": ("pad {n}", "manette {n}"),
    "dev_keyboard": ("keyboard", "clavier"),
    "dev_mouse": ("mouse", "souris"),
    "dev_touch": ("touch screen", "écran tactile"),
    "level_easy": ("easy", "facile"), "level_medium": ("medium", "moyen"),
    "level_hard": ("hard", "difficile"), "level_expert": ("expert", "expert"),
    "level_random": ("random", "hasard"),
}


def say(key: str, lang: str, **params) -> str:
    """A join-screen text in the language."""
    english, french = TEXTS[key]
    return (french if lang == "fr" else english).format(**params)


class JoinScene(Scene):
    """Seat the people on the sofa, then start a CouchTableScene."""

    name = "join"

    def __init__(self, app) -> None:
        super().__init__(app)
        from scenes.app import available_games
        kiosk = app.settings.kiosk
        offered = app.kiosk_games if kiosk else None
        self.games = [g for g in available_games() if offered is None or g.id in offered]
        self.game_index = 0
        self.levels = list(app.kiosk.bot_levels) if kiosk else list(ALL_LEVELS)
        default = app.kiosk.default_bot if kiosk else "easy"
        self.level = default if default in self.levels else self.levels[0]
        self.players = 0
        self.joined: list[str] = []         # device of seat 0, 1, ... in join order
        self.device: str = ""               # the device of the input being handled
        self.pad_names: dict[str, int] = {}
        self.error = ""
        self._fit_players()
        lang = lambda: self.app.lang  # noqa: E731
        self.menu = Menu([
            MenuItem(lambda: say("join_game", lang()), value=self._game_label,
                     on_change=self._change_game),
            MenuItem(lambda: say("join_players", lang()), value=lambda: str(self.players),
                     on_change=self._change_players),
            MenuItem(lambda: say("join_bots", lang()),
                     value=lambda: say(f"level_{self.level}", lang()),
                     on_change=self._change_level),
            MenuItem(lambda: say("join_more", lang()), self._one_more,
                     enabled=lambda: len(self.joined) < max(self.counts())),
            MenuItem(lambda: say("join_start", lang()), self._start,
                     enabled=lambda: bool(self.joined) and bool(self.games)),
        ], center=(1380, 620), width=900, sound=self.app.play_sound)

    # -- choices ---------------------------------------------------------------------------
    @property
    def game(self):
        """The chosen Game (None if no engine is installed)."""
        return self.games[self.game_index] if self.games else None

    def counts(self) -> list[int]:
        """Player counts offered for the chosen game."""
        game = self.game
        if game is None:
            return [1]
        counts = list(range(game.min_players, game.max_players + 1))
        if self.app.settings.kiosk:
            wanted = self.app.kiosk.players.get(game.id)
            if wanted:
                counts = [c for c in counts if c in wanted] or counts
        return counts

    def _fit_players(self) -> None:
        counts = self.counts()
        if self.players not in counts:
            fitting = [c for c in counts if c >= len(self.joined)]
            self.players = fitting[0] if fitting else counts[-1]
        del self.joined[self.players:]

    def _game_label(self) -> str:
        return game_name(self.game, self.app.lang) if self.game else "—"

    def _change_game(self, step: int) -> None:
        if self.games:
            self.game_index = (self.game_index + step) % len(self.games)
            self._fit_players()

    def _change_players(self, step: int) -> None:
        counts = self.counts()
        index = counts.index(self.players) if self.players in counts else 0
        index = max(0, min(len(counts) - 1, index + step))
        if counts[index] >= len(self.joined):
            self.players = counts[index]

    def _change_level(self, step: int) -> None:
        index = self.levels.index(self.level)
        self.level = self.levels[(index + step) % len(self.levels)]

    def _one_more(self) -> None:
        if self.device:
            self._join(self.device)

    def seats(self) -> list[str]:
        """Who plays each seat: "human" for joined seats, the bot level for the rest."""
        return ["human" if i < len(self.joined) else self.level for i in range(self.players)]

    def _start(self) -> None:
        if not self.joined or self.game is None:
            self.error = say("join_need", self.app.lang)
            return
        bindings = dict(enumerate(self.joined))
        seed = random.SystemRandom().randrange(1, 999_999)   # picking a deal, not playing it
        table = CouchTableScene(self.app, self.game.id, self.players, self.seats(), bindings,
                                seed)
        self.app.stack.replace(table)

    # -- input -----------------------------------------------------------------------------
    def _join(self, device: str) -> None:
        if len(self.joined) >= self.players:
            bigger = [c for c in self.counts() if c > len(self.joined)]
            if not bigger:
                return
            self.players = bigger[0]
        self.joined.append(device)
        if device.startswith("pad:") and device not in self.pad_names:
            self.pad_names[device] = len(self.pad_names) + 1
        self.error = ""
        self.app.play_sound("click")

    def _leave(self, device: str) -> None:
        for index in range(len(self.joined) - 1, -1, -1):
            if self.joined[index] == device:
                del self.joined[index]
                return

    def action(self, event) -> None:
        if not event.pressed or event.repeat:
            if event.pressed and device_key(event.device) in self.joined:
                self.device = device_key(event.device)
                self.menu.action(event)
            return
        device = device_key(event.device)
        if device not in self.joined:
            if event.action is Action.BACK:
                if not self.joined:
                    from scenes.title import TitleScene
                    self.app.stack.clear_to(TitleScene(self.app))
                return
            self._join(device)
            return
        if event.action is Action.BACK:
            self._leave(device)
            return
        self.device = device
        self.menu.action(event)

    def pointer(self, event) -> None:
        device = device_key(event.device)
        if device not in self.joined:
            if event.kind == "up":
                self._join(device)
            return
        self.device = device
        self.menu.pointer(event)

    def device_label(self, device: str) -> str:
        """A device's name for the seat list."""
        lang = self.app.lang
        if device.startswith("pad:"):
            return say("dev_pad", lang, n=self.pad_names.get(device, 1))
        return say(f"dev_{device}", lang) if f"dev_{device}" in TEXTS else device

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        lang = self.app.lang
        t = self.app.text
        t.blit(surface, say("join_title", lang), 64, (960, 110), "center", fg=HIGHLIGHT,
               bold=True)
        t.blit(surface, say("join_leave", lang), 32, (960, 180), "center", fg=TEXT_DIM)
        colorblind = self.app.settings.colorblind
        for seat in range(self.players):
            rect = pygame.Rect(80, SEAT_TOP + seat * SEAT_ROW, 760, SEAT_ROW - 14)
            taken = seat < len(self.joined)
            panel(surface, rect, PANEL, seat_colour(seat, colorblind) if taken else None,
                  radius=14)
            if taken:
                line = say("seat_taken", lang, n=seat + 1,
                           device=self.device_label(self.joined[seat]))
            else:
                line = say("seat_free", lang, n=seat + 1, level=say(f"level_{self.level}", lang))
            t.blit(surface, line, 40, (rect.x + 24, rect.centery), "midleft",
                   fg=TEXT if taken else TEXT_DIM, bold=taken)
        self.menu.draw(surface, t)
        if self.error:
            t.blit(surface, self.error, 34, (960, 1010), "center", fg=DANGER, bold=True)
