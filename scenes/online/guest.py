"""A guest's table: drawn from the seat's view as the host sends it, nothing more.

The view (`game.online.view.seat_view`) holds the observation, the paths of the seat's
legal moves with their words, whose turn it is and the result. This screen shows the
seats (with quick reactions for two seconds), the seat's own hand as card faces, and
the moves as a menu; choosing one sends its path. The host's refusals are said in the
player's language. It never runs the engine for the real game.
"""

from __future__ import annotations

import time

import pygame

from game import load_game
from game.i18n import game_name
from scenes.shell.input import Action
from scenes.online.lobby import say
from scenes.table.layouts import layout_class
from scenes.shell.stack import Scene
from scenes.ui import ACCENT, DANGER, FELT, HIGHLIGHT, TEXT, TEXT_DIM
from scenes.menu import Menu, MenuItem

REACTION_SECONDS = 2.0
REACTION_KEYS = {pygame.K_1: "well_played", pygame.K_2: "oops", pygame.K_3: "hurry"}
CARD_H = 180
HAND_RIGHT = 1040        # the hand stops short of the moves
NO_ANSWER = 8.0          # seconds without a word from the host before saying so


class OnlineGuestScene(Scene):
    """The seat of a guest, from the host's view."""

    name = "online_guest"

    def __init__(self, app, service) -> None:
        super().__init__(app)
        self.service = service
        self.seat = service.guest.seat
        self.menu = Menu([])
        self.menu_for = None                 # the move number the menu was built for
        self.reactions: list[tuple[int, str, float]] = []    # (seat, reaction, shown until)
        self.note = ""
        self.note_at = None                  # the move number the note was said at
        self.clock = 0.0

    def update(self, dt: float) -> None:
        self.clock += dt
        for message in self.service.messages:
            if message["type"] == "reaction":
                self.reactions.append((message.get("seat"), message.get("reaction"),
                                       self.clock + REACTION_SECONDS))
            elif message["type"] == "error":
                code, detail = message.get("code", ""), str(message.get("message", ""))
                self.note = say(f"refused.{code}", self.app.lang, detail=detail)
                self.note_at = self.seat.move_number
        self.service.messages.clear()
        if self.note and self.seat.move_number != self.note_at:
            self.note = ""                   # the table moved on: the refusal is old news
        self.reactions = [r for r in self.reactions if r[2] > self.clock]
        view = self.seat.view
        key = None if view is None else (view["move_number"], view["current"])
        if key != self.menu_for:
            self.menu_for = key
            self._build_menu(view)

    def _build_menu(self, view) -> None:
        items = []
        if view and view["current"] == view["seat"]:
            for path, label in zip(view["paths"], view["labels"]):
                items.append(MenuItem(lambda label=label: label,
                                      lambda path=path: self._choose(path)))
        self.menu = Menu(items, center=(1450, 620), width=780,
                         row_h=min(60, 700 // max(1, len(items))), size=26,
                         sound=self.app.play_sound)

    def _choose(self, path: list) -> None:
        if self.seat.pending is None:
            self.service.guest.move(path, time.monotonic())
            self.menu = Menu([])

    def key_down(self, event: pygame.event.Event) -> bool:
        reaction = REACTION_KEYS.get(event.key)
        if reaction is None:
            return False
        self.service.guest.react(reaction, time.monotonic())
        return True

    def action(self, event) -> None:
        if event.pressed and event.action is Action.BACK and not event.repeat:
            self.service.stop()
            self.app.online = None
            self.app.stack.pop()
            return
        self.menu.action(event)

    def pointer(self, event) -> None:
        self.menu.pointer(event)

    def _status(self) -> str:
        lang, view = self.app.lang, self.seat.view
        if not self.service.connected:
            return say("lost", lang) if self.service.problem else say(
                "connecting", lang, server=self.seat.invitation.server)
        if view is None:
            if self.seat.lobby is not None:
                names = [self.seat.lobby["names"][s] for s in self.seat.lobby["joined"]]
                return say("lobby_here", lang, names=", ".join(names))
            waited = self.clock > NO_ANSWER and not self.seat.welcomed
            return say("no_answer" if waited else "waiting_host", lang)
        if view["over"]:
            return say("game_over", lang)
        if view["current"] == view["seat"]:
            return say("your_turn", lang)
        return say("turn_of", lang, name=view["names"][view["current"]])

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        t, lang, view = self.app.text, self.app.lang, self.seat.view
        title = say("join", lang) if view is None else game_name(load_game(view["game"]), lang)
        t.blit(surface, title, 56, (960, 60), "center", fg=HIGHLIGHT, display=True)
        t.blit(surface, self._status(), 34, (960, 130), "center", fg=TEXT)
        if view is not None:
            self._draw_table(surface, view)
        t.blit(surface, say("react_help", lang), 22, (960, 1000), "center", fg=TEXT_DIM)
        if self.note:
            t.blit(surface, self.note, 28, (960, 1045), "center", fg=DANGER, wrap=1800)

    def _draw_table(self, surface: pygame.Surface, view: dict) -> None:
        from sprites.cards import card_surface
        t, lang = self.app.text, self.app.lang
        shown = {seat: reaction for seat, reaction, _until in self.reactions}
        for seat, name in enumerate(view["names"]):
            y = 220 + seat * 56
            colour = ACCENT if seat == view["current"] else TEXT
            label = name + (f" — {say('reaction.' + shown[seat], lang)}" if seat in shown else "")
            if view["scores"] is not None:
                label += f" · {view['scores'][seat]}"
            t.blit(surface, label, 30, (120, y), fg=colour, bold=seat == view["seat"])
        cards = layout_class(view["game"]).hand_cards(view["obs"], view["seat"])
        if cards:
            t.blit(surface, say("hand", lang), 30, (120, 560), fg=TEXT_DIM)
        x = 120
        for card in cards:
            if x + CARD_H > HAND_RIGHT:
                break
            try:
                face = card_surface(view["game"], card, CARD_H, self.app.settings.colorblind,
                                    lang)
            except (KeyError, ValueError, LookupError):
                continue
            surface.blit(face, (x, 610))
            x += face.get_width() + 12
        self.menu.draw(surface, t)
