"""A guest's table: the game's own table scene, drawn from the feed the host sends.

The table is `TableScene` (through `OnlineTableScene`, for the friends' names and
reactions) whose match is a `game.online.remote.RemoteMatch`: the same layouts, targets,
inspect, animations, log and undo offer as at home, from the seat's feed. A move made on
the table goes to the host as its path of steps; the table shows it once the host's
feed does. The host's refusals are said in the header; `1`, `2`, `3` send a quick
reaction. A finished game stays on the table with the scores. A watcher's table is a
spectator's: the feed of no seat, no moves. No engine runs here.
"""

from __future__ import annotations

import time

import pygame

from game.online.remote import RemoteMatch
from scenes.online.lobby import say
from scenes.online.table import OnlineTableScene

REACTION_KEYS = {pygame.K_1: "well_played", pygame.K_2: "oops", pygame.K_3: "hurry"}


class GuestTableScene(OnlineTableScene):
    """The table of a seat played at the host's, through `service` (an
    `OnlineService` joining, or anything with its `guest`, `messages`, `connected`,
    `problem` and `stop`)."""

    name = "online_guest_table"
    counted = False              # the host's statistics count the game, not this screen

    def __init__(self, app, service) -> None:
        self.service = service
        self.remote = RemoteMatch(service.guest)
        told = self.remote.told
        feed = told.feed
        super().__init__(app, feed.game_id, feed.players, self.remote.seats,
                         options=told.options, save=False)

    def match_class(self, *_args, **_kwargs) -> RemoteMatch:
        """This table's match: the host's, as its feeds tell it."""
        return self.remote

    # -- names and words: the host's ---------------------------------------------------
    def seat_name(self, seat: int | None) -> str:
        return "" if seat is None else self.match.feed.names[seat]

    log_name = seat_name

    def status_line(self) -> str:
        lang = self.app.lang
        if not self.service.connected:
            return say("lost", lang)
        if self.match.is_over:
            scores = self.match.state.scores()
            shown = ", ".join(f"{self.seat_name(seat)} {score}"
                              for seat, score in enumerate(scores))
            return f"{say('game_over', lang)} · {say('scores', lang, scores=shown)}"
        return super().status_line()

    def feed_now(self):
        return self.match.feed

    # -- the host's answers ------------------------------------------------------------
    def update(self, dt: float) -> None:
        for message in self.service.messages:
            if message["type"] == "error":
                self.message = say(f"refused.{message.get('code', '')}", self.app.lang,
                                   detail=str(message.get("message", "")))
                self.app.play_sound("error")
        if not self.layout.busy and self.cooldown <= 0 and self.match.advance():
            self.refresh()               # the same position, told anew (an undo offer...)
        super().update(dt)

    def take_reactions(self) -> list[tuple[int, str]]:
        taken = [(m.get("seat"), m.get("reaction")) for m in self.service.messages
                 if m["type"] == "reaction"]
        self.service.messages.clear()
        return taken

    def _human_turn(self, seat: int) -> None:
        if not self.match.waiting:           # (a move is out: the host's feed comes next)
            super()._human_turn(seat)

    def play(self, move) -> bool:
        """Send the move; the table waits for the host's feed to show it."""
        if not super().play(move):
            return False
        self.aim = self.picker = None
        self.sync_view()
        return True

    def _on_move_undone(self, match, entry) -> None:
        if entry.move is not None:
            super()._on_move_undone(match, entry)
            return
        self._told.clear()           # another seat took back a move this one may not
        self._moved = True           # read: the table goes back, the log cannot name it
        self.layout.flights.land_all()
        self.obs_before = {}
        self.refresh()

    def _end(self, dt: float) -> None:
        """The finished table stays, with the scores in its header (the score sheet
        needs the engine's final state, which stays at the host's)."""

    def key_down(self, event: pygame.event.Event) -> bool:
        reaction = REACTION_KEYS.get(event.key)
        if reaction is None or not self.humans:        # (a watcher does not react)
            return False
        self.service.guest.react(reaction, time.monotonic())
        return True

    def exit(self) -> None:
        super().exit()
        self.service.stop()
        if getattr(self.app, "online", None) is self.service:
            self.app.online = None
