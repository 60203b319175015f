"""The couch join screen: "Press A, a key or tap to join", then pick a game and start.

A device that is not seated joins the next free seat with any press (a pad by its
instance id, either area of the keyboard, the mouse, or touch); Back on a seated device
(B, X, Backspace) leaves its last seat, and Escape leaves the last keyboard seat.
Seated devices share a small menu, all reachable with d-pad + A/B: game, players, bot
level for the empty seats, who plays the device's seat (a guest or a player's profile;
none at a kiosk), "one more seat on this device" (a shared pad or keyboard passed round
the sofa), and Start. Empty seats go to bots. At a kiosk the games,
player counts and bot levels come from the kiosk config.

A resumed couch game shows the same screen again (scenes/rejoin.py).
"""

from __future__ import annotations

import random

import pygame

from game import catalog
from game.ai.personas import is_persona, with_personas
from game.i18n import game_name, level_name, seat_help
from scenes.shell.input import KEYBOARD, Action, is_keyboard
from scenes.shell.stack import Scene
from scenes.ui import DANGER, FELT, HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel, seat_colour
from scenes.menu import Menu, MenuItem
from sprites import textfit

ALL_LEVELS = with_personas(("easy", "medium", "hard", "expert", "random"))
SEAT_X, SEAT_W = 80, 760     # the seat panels' column
SEAT_TOP = 250
SEAT_ROW = 92
KEYS_HELP_Y = (900, 950)     # the two keyboard areas' keys, under the seats
MENU_CENTER, MENU_W = (1380, 620), 900
# The join screen's rows (seven, eight with profiles' "who" at home; six at a kiosk,
# without the phones' address): between the bot level's sentence and the QR code.
JOIN_MENU_CENTER, JOIN_ROWS = (MENU_CENTER[0], 635), {False: 64, True: 56}
# The bot level's sentence: over the menu, in its column.
LEVEL_HELP_BOX = pygame.Rect(MENU_CENTER[0] - MENU_W // 2, 236, MENU_W, 172)
LEVEL_HELP_SIZE = 32



def say(key: str, lang: str, **params) -> str:
    """A join-screen text in the language."""
    return catalog.text(f"join.{key}", lang, **params)


def level_word(kind: str, lang: str) -> str:
    """A bot seat kind in a word: a level ("medium") or a personality's name."""
    return level_name(kind, lang) if is_persona(kind) else say(f"level_{kind}", lang)


class SeatingScene(Scene):
    """Devices take seats with a press and give them back with Back; the seated share
    a menu. Subclasses say how seats are held (`holders`, `_claim`, `_release`)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.device: str = ""               # the device of the input being handled
        self.pad_names: dict[str, int] = {}
        self.error = ""
        self.keys_help = True  # the keyboard areas' keys under the seats
        self.menu: Menu        # set by the subclass

    def holders(self) -> list[str]:
        """The devices holding seats, in seat order."""
        raise NotImplementedError

    def _claim(self, device: str) -> bool:
        """Give the device a seat; False if there is none for it."""
        raise NotImplementedError

    def _release(self, device: str) -> None:
        """Take back the device's last seat."""
        raise NotImplementedError

    def _join(self, device: str) -> None:
        if not self._claim(device):
            return
        if device.startswith("pad:") and device not in self.pad_names:
            self.pad_names[device] = len(self.pad_names) + 1
        self.error = ""
        self.app.play_sound("click")

    def _one_more(self) -> None:
        if self.device:
            self._join(self.device)

    def _to_title(self) -> None:
        self.app.go_home()

    # -- input -----------------------------------------------------------------------------
    def action(self, event) -> None:
        from scenes.couch import device_key   # couch (and the table) load when needed
        device = device_key(event.device)
        if device == KEYBOARD:       # a key outside both areas: only Escape means something
            if event.pressed and not event.repeat and event.action is Action.BACK:
                self._keyboard_back()
            return
        seated = device in self.holders()
        if not event.pressed or event.repeat:
            if event.pressed and seated:
                self.device = device
                self.menu.action(event)
            return
        if not seated:
            if event.action is Action.BACK:
                if not self.holders():
                    self._to_title()
                return
            self._join(device)
            return
        if event.action is Action.BACK:
            self._release(device)
            return
        self.device = device
        self.menu.action(event)

    def _keyboard_back(self) -> None:
        """Escape: the last keyboard seat is given back (the title if nobody is seated)."""
        boards = [device for device in self.holders() if is_keyboard(device)]
        if boards:
            self._release(boards[-1])
        elif not self.holders():
            self._to_title()

    def pointer(self, event) -> None:
        from scenes.couch import device_key
        device = device_key(event.device)
        if device not in self.holders():
            if event.kind == "up":
                self._join(device)
            return
        self.device = device
        self.menu.pointer(event)

    # -- drawing ---------------------------------------------------------------------------
    def device_label(self, device: str) -> str:
        """A device's name for the seat list."""
        lang = self.app.lang
        if device.startswith("pad:"):
            return say("dev_pad", lang, n=self.pad_names.get(device, 1))
        return say(f"dev_{device}", lang) if catalog.has(f"join.dev_{device}", lang) else device

    def draw_seats(self, surface: pygame.Surface, title: str,
                   rows: list[tuple[str, bool, bool, str]]) -> None:
        """The screen's title, one panel per seat (text, taken, next to take, a note at
        its right), the keyboard areas' keys, the menu and the error."""
        surface.fill(FELT)
        lang = self.app.lang
        t = self.app.text
        t.blit(surface, t.fit(title, 64, 1800, bold=True), 64, (960, 110), "center",
               fg=HIGHLIGHT, bold=True)
        t.blit(surface, say("join_leave", lang), 32, (960, 180), "center", fg=TEXT_DIM)
        colorblind = self.app.settings.colorblind
        for seat, (line, taken, next_up, note) in enumerate(rows):
            rect = pygame.Rect(SEAT_X, SEAT_TOP + seat * SEAT_ROW, SEAT_W, SEAT_ROW - 14)
            border = seat_colour(seat, colorblind) if taken else (HIGHLIGHT if next_up else None)
            panel(surface, rect, PANEL, border, radius=14)
            shown = t.blit(surface, t.fit(line, 40, rect.w - 48, bold=taken), 40,
                           (rect.x + 24, rect.centery), "midleft",
                           fg=TEXT if taken or next_up else TEXT_DIM, bold=taken)
            room = rect.right - shown.right - 48
            if note and room > 80:
                t.blit(surface, t.fit(note, 28, room), 28, (rect.right - 24, rect.centery),
                       "midright", fg=TEXT_DIM)
        for key, y in zip(("keys_left", "keys_right"), KEYS_HELP_Y) if self.keys_help else ():
            t.blit(surface, t.fit(say(key, lang), 30, 1760), 30, (960, y), "center", fg=TEXT_DIM)
        self.menu.draw(surface, t)
        if self.error:
            t.blit(surface, self.error, 34, (960, 1010), "center", fg=DANGER, bold=True)


class JoinScene(SeatingScene):
    """Seat the people on the sofa, then start a CouchTableScene."""

    name = "join"

    def __init__(self, app) -> None:
        super().__init__(app)
        from game import available_games
        kiosk = app.settings.kiosk
        offered = app.kiosk_games if kiosk else None
        self.games = [g for g in available_games() if offered is None or g.id in offered]
        self.game_index = 0
        self.levels = list(app.kiosk.bot_levels) if kiosk else list(ALL_LEVELS)
        default = app.kiosk.default_bot if kiosk else "easy"
        self.level = default if default in self.levels else self.levels[0]
        self.players = 0
        self.joined: list[str] = []         # the devices at the TV, in join order
        self.profiles: list[str | None] = []    # the profile of each joined device (None: guest)
        from scenes.phone.joining import PhoneJoin
        self.phones = PhoneJoin(self)       # seats held by phones (scenes/phone)
        self._fit_players()
        lang = lambda: self.app.lang  # noqa: E731
        self.bots_item = MenuItem(lambda: say("join_bots", lang()),
                                  value=lambda: level_word(self.level, lang()),
                                  on_change=self._change_level)
        who = [] if app.profiles is None else [       # no profiles at a kiosk
            MenuItem(lambda: catalog.text("players.join_who", lang()), value=self._who_label,
                     on_change=self._change_who, enabled=lambda: self.device in self.joined)]
        address = [] if kiosk else [     # a kiosk's address is the admin's (its config)
            MenuItem(lambda: catalog.text("phone_tv.join_address", lang()),
                     lambda: self.phones.change_address(1), value=self.phones.address_label,
                     on_change=self.phones.change_address, enabled=lambda: self.phones.on)]
        self.menu = Menu([
            MenuItem(lambda: say("join_game", lang()), value=self._game_label,
                     on_change=self._change_game),
            MenuItem(lambda: say("join_players", lang()), value=lambda: str(self.players),
                     on_change=self._change_players),
            self.bots_item,
            *who,
            MenuItem(lambda: say("join_more", lang()), self._one_more,
                     enabled=lambda: len(self.joined) < max(self.counts())),
            MenuItem(lambda: catalog.text("phone_tv.join_item", lang()), self.phones.toggle,
                     value=self.phones.label, on_change=self.phones.toggle),
            *address,
            MenuItem(lambda: say("join_start", lang()), self._start,
                     enabled=lambda: bool(self.joined or self.phones.seats()) and bool(self.games)),
        ], center=JOIN_MENU_CENTER, width=MENU_W, row_h=JOIN_ROWS[bool(who)],
            size=40 if not who else 36, sound=self.app.play_sound)

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
        seated = len(self.joined) + len(self.phones.seats())
        if self.players not in counts:
            fitting = [c for c in counts if c >= seated]
            self.players = fitting[0] if fitting else counts[-1]
        devices = max(0, self.players - len(self.phones.seats()))
        del self.joined[devices:]
        del self.profiles[devices:]

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
        if counts[index] >= len(self.joined) + len(self.phones.seats()) \
                and all(seat < counts[index] for seat in self.phones.seats()):
            self.players = counts[index]

    def _change_level(self, step: int) -> None:
        index = self.levels.index(self.level)
        self.level = self.levels[(index + step) % len(self.levels)]

    def _my_seat(self) -> int | None:
        """The last seat of the device that acted (its profile is the one it changes)."""
        mine = [i for i, device in enumerate(self.joined) if device == self.device]
        return mine[-1] if mine else None

    def _who_label(self) -> str:
        seat = self._my_seat()
        return self._profile_name(self.profiles[seat] if seat is not None else None)

    def _profile_name(self, pid: str | None) -> str:
        profile = self.app.profiles.get(pid) if pid else None
        return profile.name if profile else catalog.text("players.guests", self.app.lang)

    def _change_who(self, step: int) -> None:
        """The next profile for the acting device's seat (a guest, or one not seated)."""
        seat = self._my_seat()
        if seat is None:
            return
        taken = {p for i, p in enumerate(self.profiles) if i != seat and p}
        taken |= {held.profile for held in self.phones.seats().values()}     # phones' too
        choices = [None] + [p.id for p in self.app.profiles.profiles if p.id not in taken]
        now = self.profiles[seat] if self.profiles[seat] in choices else None
        self.profiles[seat] = choices[(choices.index(now) + step) % len(choices)]

    def seats(self) -> list[str]:
        """Who plays each seat: "human" for a device's seat, "remote" for a phone's, the
        bot level for the rest."""
        kinds = {"device": "human", "phone": "remote"}
        return [kinds.get(kind, self.level) for kind, _holder in self.phones.plan()]

    def _start(self) -> None:
        if not (self.joined or self.phones.seats()) or self.game is None:
            self.error = say("join_need", self.app.lang)
            return
        bindings = {seat: holder for seat, (kind, holder) in enumerate(self.phones.plan())
                    if kind == "device"}
        seed = random.SystemRandom().randrange(1, 999_999)   # picking a deal, not playing it
        from scenes.couch import CouchTableScene
        self.phones.starting = True
        table = CouchTableScene(self.app, self.game.id, self.players, self.seats(), bindings,
                                seed, play_again=lambda: JoinScene(self.app))
        if self.app.statistics is not None:
            self.app.statistics.assign(table.match, self.phones.profile_ids())
        self.app.stack.replace(table)

    def enter(self) -> None:
        self.phones.enter()

    def exit(self) -> None:
        self.phones.exit()

    def update(self, dt: float) -> None:
        self.phones.update()
        self.keys_help = not self.phones.on     # the QR code takes the keys' place

    # -- seats -----------------------------------------------------------------------------
    def holders(self) -> list[str]:
        return list(self.joined)

    def _claim(self, device: str) -> bool:
        if len(self.joined) + len(self.phones.seats()) >= self.players:
            bigger = [c for c in self.counts() if c > len(self.joined)]
            if not bigger:
                return False
            self.players = bigger[0]
        self.joined.append(device)
        self.profiles.append(None)
        return True

    def _release(self, device: str) -> None:
        for index in range(len(self.joined) - 1, -1, -1):
            if self.joined[index] == device:
                del self.joined[index], self.profiles[index]
                return

    def draw(self, surface: pygame.Surface) -> None:
        lang = self.app.lang
        rows = []
        profiles = iter(self.profiles)          # the devices' profiles, in join order
        for seat, (kind, holder) in enumerate(self.phones.plan()):
            if kind == "device":
                line = say("seat_taken", lang, n=seat + 1, device=self.device_label(holder))
                profile = next(profiles, None)
                if profile:
                    line = f"{line} · {self._profile_name(profile)}"
            elif kind == "phone":
                line = say("seat_taken", lang, n=seat + 1,
                           device=catalog.text("phone_tv.dev_phone", lang, name=holder.name))
            else:
                line = say("seat_free", lang, n=seat + 1, level=level_word(self.level, lang))
            rows.append((line, kind != "bot", False, ""))
        self.draw_seats(surface, say("join_title", lang), rows)
        self.phones.draw(surface)
        if self.menu.items[self.menu.focus] is self.bots_item:
            # What the level means, over the menu's column: the room under the menu
            # belongs to the keyboard areas' keys.
            about = seat_help(self.level, lang, self.game and self.game.id)
            textfit.blit(self.app.text, surface, about, LEVEL_HELP_SIZE,
                         LEVEL_HELP_BOX, "midbottom", wrap=True, fg=TEXT_DIM)
