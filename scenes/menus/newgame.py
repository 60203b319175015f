"""Choosing a game: which game, how many players, who sits where, options, deal number.

Each seat is a human (a guest, or one of the players' profiles, each at one seat at
most: see `game.records.profiles`) or a bot level; each of the game's OPTIONS (skins, variants,
house rules, marked as such) cycles through its choices; the deal number is the seed,
shown so a deal can be replayed. Who starts (option `first_player`, where a game has
it) is drawn from the deal number unless the player picks a seat.
"""

from __future__ import annotations

import random

import pygame

from game import GameError, catalog
from game.core import DRAWN, FIRST_PLAYER
from game.i18n import game_name, option_help, option_label, seat_help, text, value_label
from scenes.shell.input import Action
from game.records.save import SEAT_KINDS
from scenes.shell.stack import Scene
from scenes.ui import DANGER, FELT, HIGHLIGHT
from scenes.menu import Menu, MenuItem

MAX_DEAL = 999_999
DEFAULT_BOT = "medium"
LAST_GAME = "last_game.json"   # in the data folder: the game, seats and options last started


class NewGameScene(Scene):
    """The game set-up menu."""

    name = "newgame"

    def __init__(self, app) -> None:
        super().__init__(app)
        from game import available_games
        self.games = available_games()
        self.game_index = 0
        self.players = 0
        self.seats: list[str] = []
        self.seat_profiles: list[str | None] = []   # the profile at each human seat (None: guest)
        self.save_waiting = app.saves.exists()      # starting abandons it (said under Start)
        self.options: dict = {}
        self.deal = random.SystemRandom().randrange(1, MAX_DEAL)  # picking a deal, not playing it
        self.error = ""
        self.menu = Menu([])
        if self.games:
            self._choose_game(0)
            self._recall()

    @property
    def game(self):
        """The selected Game."""
        return self.games[self.game_index]

    def _choose_game(self, index: int) -> None:
        self.game_index = index % len(self.games)
        game = self.game
        self.players = max(game.min_players, min(game.max_players, self.players or 3))
        self.seats = (["human"] + [DEFAULT_BOT] * (game.max_players - 1))
        self.seat_profiles = [None] * game.max_players
        self.options = {opt.name: opt.default for opt in game.OPTIONS}
        if FIRST_PLAYER in self.options:   # the engine's default is seat 0: here, the deal draws
            self.options[FIRST_PLAYER] = DRAWN
        self._build_menu()

    def _recall(self) -> None:
        """Start from the game, seats and options last started (a missing, damaged or
        outdated file is passed over: this is a convenience, not a save)."""
        from game.data import BadFile, read_json_file
        try:
            last = read_json_file(self.app.data_dir / LAST_GAME)
            index = [g.id for g in self.games].index(last["game"])
            game = self.games[index]
            players, seats = int(last["players"]), list(last["seats"])
            options = game.resolve_options(dict(last["options"]), players)
        except (BadFile, GameError, KeyError, ValueError, TypeError):
            return
        if not (game.min_players <= players <= game.max_players
                and len(seats) == game.max_players and set(seats) <= set(SEAT_KINDS)):
            return
        self.game_index, self.players, self.seats = index, players, seats
        self.seat_profiles = recalled_profiles(self.app, last, seats)
        self.options = {opt.name: options.get(opt.name, opt.default) for opt in game.OPTIONS}
        self._build_menu()

    def _remember(self) -> None:
        """Note what is being started, for the next New game."""
        from game.data import atomic_write_json
        try:
            atomic_write_json(self.app.data_dir / LAST_GAME, {
                "game": self.game.id, "players": self.players, "seats": self.seats,
                "options": self.options, "profiles": self.seat_profiles})
        except OSError:
            pass                       # not remembered: the next New game starts afresh

    def _build_menu(self) -> None:
        lang = lambda: self.app.lang  # noqa: E731
        items = [
            MenuItem(lambda: text("game", lang()), value=lambda: game_name(self.game, lang()),
                     on_change=lambda d: self._choose_game(self.game_index + d)),
            MenuItem(lambda: text("players", lang()), value=lambda: str(self.players),
                     on_change=self._change_players),
        ]
        for seat in range(self.game.max_players):
            items.append(MenuItem(
                lambda s=seat: text("seat", lang(), n=s + 1),
                value=lambda s=seat: self._seat_value(s),
                on_change=lambda d, s=seat: self._change_seat(s, d),
                enabled=lambda s=seat: s < self.players,
                reason=lambda: text("players", lang()),
                help=lambda s=seat: self._seat_help(s)))
        for opt in self.game.OPTIONS:
            items.append(MenuItem(
                lambda o=opt: self._option_label(o),
                value=lambda o=opt: self._option_value(o),
                on_change=lambda d, o=opt: self._change_option(o, d),
                help=lambda o=opt: option_help(self.game.id, o.name, lang())))
        items += [
            MenuItem(lambda: text("deal", lang()), value=lambda: str(self.deal),
                     on_change=self._change_deal),
            MenuItem(lambda: text("start", lang()), self._start,
                     help=(lambda: say("abandon_warning", lang())) if self.save_waiting else None),
            MenuItem(lambda: text("back", lang()), self.app.stack.pop),
        ]
        if not self.app.settings.kiosk:      # a kiosk's tables stay in the café
            items.insert(-1, MenuItem(lambda: catalog.text("online.host", lang()),
                                      self._host_online,
                                      help=lambda: catalog.text("online.host_help", lang())))
        focus = self.menu.focus if self.menu.items else 0
        self.menu = Menu(items, center=(960, 580), width=1100,
                              row_h=min(66, 840 // len(items)), size=34, sound=self.app.play_sound)
        self.menu.focus = min(focus, len(items) - 1)

    def _option_label(self, opt) -> str:
        lang = self.app.lang
        return option_label(opt.name, lang) + (f" ({text('house', lang)})" if opt.house else "")

    def _option_value(self, opt) -> str:
        value, lang = self.options[opt.name], self.app.lang
        if opt.seats and isinstance(value, int):
            return text("seat", lang, n=value + 1)
        return value_label(value, lang)

    def _change_players(self, delta: int) -> None:
        game = self.game
        self.players = max(game.min_players, min(game.max_players, self.players + delta))
        for opt in game.OPTIONS:        # a seat no longer at the table cannot start: drawn
            value = self.options[opt.name]
            if opt.seats and isinstance(value, int) and value >= self.players:
                self.options[opt.name] = DRAWN if DRAWN in opt.choices else opt.default

    def _seat_choices(self, seat: int) -> list[tuple[str, str | None]]:
        """What a seat may be: a guest, each profile not seated elsewhere, a bot level."""
        taken = {p for s, p in enumerate(self.seat_profiles[:self.players]) if s != seat}
        profiles = self.app.profiles.profiles if self.app.profiles is not None else []
        return ([("human", None)] + [("human", p.id) for p in profiles if p.id not in taken]
                + [(kind, None) for kind in SEAT_KINDS if kind != "human"])

    def _change_seat(self, seat: int, delta: int) -> None:
        choices = self._seat_choices(seat)
        now = (self.seats[seat], self.seat_profiles[seat])
        index = choices.index(now) if now in choices else 0
        self.seats[seat], self.seat_profiles[seat] = choices[(index + delta) % len(choices)]

    def _seat_profile(self, seat: int):
        store = self.app.profiles
        if store is None or self.seats[seat] != "human":
            return None
        return store.get(self.seat_profiles[seat])

    def _seat_value(self, seat: int) -> str:
        """A seat's choice: the profile's name, a guest (when there are profiles), a bot."""
        lang = self.app.lang
        profile = self._seat_profile(seat)
        if profile is not None:
            return profile.name
        if self.seats[seat] == "human" and self.app.profiles is not None \
                and self.app.profiles.profiles:
            return say("guest_seat", lang)
        return text(self.seats[seat], lang)

    def _seat_help(self, seat: int) -> str:
        lang = self.app.lang
        profile = self._seat_profile(seat)
        if profile is not None:
            return say("seat_profile_help", lang, name=profile.name)
        if self.seats[seat] == "human" and self.app.profiles is not None \
                and self.app.profiles.profiles:
            return say("guest_help", lang)
        return seat_help(self.seats[seat], lang, self.game.id)

    def _change_option(self, opt, delta: int) -> None:
        choices = [c for c in opt.choices
                   if not (opt.seats and isinstance(c, int) and c >= self.players)]
        index = choices.index(self.options[opt.name]) if self.options[opt.name] in choices else 0
        self.options[opt.name] = choices[(index + delta) % len(choices)]

    def _change_deal(self, delta: int) -> None:
        self.deal = (self.deal + delta - 1) % MAX_DEAL + 1

    def _start(self) -> None:
        """Start, after offering the tutorial the first time this game is picked."""
        from scenes.tutorial import offer_or_start
        offer_or_start(self.app, self.game, self._start_now)

    def _start_now(self) -> None:
        from scenes.table.table import TableScene
        try:
            scene = TableScene(self.app, self.game.id, self.players, self.seats[:self.players],
                               self.deal, dict(self.options))
        except GameError as exc:
            self.error = text("engine_error", self.app.lang, error=str(exc))
            return
        self._remember()
        if self.app.statistics is not None:
            profiles = [self._seat_profile(seat) for seat in range(self.players)]
            self.app.statistics.assign(scene.match, [p.id if p else None for p in profiles])
        self.app.stack.replace(scene)

    def _host_online(self) -> None:
        """The online lobby for this game and seats; its Start opens the table."""
        from scenes.online.lobby import OnlineHostScene
        from scenes.online.table import OnlineTableScene

        def table(seats: list[str]):
            self._remember()
            return OnlineTableScene(self.app, self.game.id, self.players, seats, self.deal,
                                    dict(self.options))

        self.app.stack.push(OnlineHostScene(self.app, self.game, self.players,
                                            self.seats, self.deal, self.options, table))

    def action(self, event) -> None:
        if event.pressed and event.action is Action.BACK and not event.repeat:
            self.app.stack.pop()
            return
        if self.games:
            self.menu.action(event)

    def pointer(self, event) -> None:
        if self.games:
            self.menu.pointer(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        t, lang = self.app.text, self.app.lang
        t.blit(surface, text("new_game", lang), 64, (960, 70), "center", fg=HIGHLIGHT,
               display=True)
        if not self.games:
            t.blit(surface, text("no_engines", lang), 40, (960, 540), "center", fg=DANGER)
            return
        self.menu.draw(surface, t)
        if self.error:
            t.blit(surface, self.error, 30, (960, 1050), "center", fg=DANGER, wrap=1800)



def say(key: str, lang: str, **params) -> str:
    """A profiles text in the language."""
    return catalog.text(f"players.{key}", lang, **params)


def recalled_profiles(app, last: dict, seats: list[str]) -> list[str | None]:
    """The profiles last seated (those since deleted, or at a bot's seat, are guests)."""
    saved = last.get("profiles")
    store = app.profiles
    if not isinstance(saved, list) or store is None:
        return [None] * len(seats)
    out = []
    for seat, kind in enumerate(seats):
        pid = saved[seat] if seat < len(saved) else None
        ok = kind == "human" and isinstance(pid, str) and store.get(pid) is not None
        out.append(pid if ok and pid not in out else None)
    return out
