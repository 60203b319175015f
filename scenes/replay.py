"""The replay viewer: a finished game's transcript played again on its table.

A `ReplayScene` is a table whose moves come from a transcript instead of people and bots:
each step forward is `Match.play` of the next move, so it is animated, sounded and logged
as in the game. A step back, or a jump, builds a new match from the transcript's first k
moves (the engines are deterministic) and shows it at once, without animation. The table
is drawn through the eyes of one chosen seat; once the replay stands at the game's end, a
"reveal all hands" toggle shows the spectator's view of the finished game
(`observe(None)`, everything the rules turn face up at the end).

Keyboard, pad and mouse: see `KEYS` and the panel (`scenes.table.replaypanel`), which shows the
controls. Any card on the table can be looked at large, as at a table: the inspect key
(I, a pad's right stick) opens the inspector on the card under the pointer (else the
one nearest the middle) and again closes it; a right click or a long press opens it on
a card, a click elsewhere closes it, and so does a move of the replay. A replay is never counted (no kiosk counts, no statistics, never kept again),
and it can be exported as a transcript file into the data folder.
"""

from __future__ import annotations

import dataclasses

import pygame

from game.i18n import text
from scenes.shell.input import Action
from game.match.match import HUMAN, REMOTE, Match
from game.match.steps import topmost
from scenes.table.inspect import draw_inspect
from scenes.table.replaypanel import LOG_RECT_REPLAY, ReplayPanel
from scenes.table.table import TableScene
from scenes.table.view import TableView

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)   # playback speeds offered, slowest first
REPLAY_PAUSE = 0.7       # seconds between moves at speed 1 (the table's own pace)
MOVE_ESTIMATE = 0.9      # seconds a move takes at speed 1, pause and flight (measured: 0.8)
FIT_SHARE = 0.8          # a timed run (--frames) ends its replay in this share of its time


def fitting_speed(moves: int, seconds: float) -> int:
    """The index in SPEEDS of the slowest speed that plays `moves` moves within
    FIT_SHARE of `seconds` (the fastest if none does)."""
    for index, speed in enumerate(SPEEDS):
        if moves * MOVE_ESTIMATE / speed <= seconds * FIT_SHARE:
            return index
    return len(SPEEDS) - 1


class ReplayScene(TableScene):
    """A transcript played back on the table, step by step or on its own."""

    name = "replay"
    counted = False            # never a game played: no counts, statistics or keeping
    may_peek = False
    has_bar = False            # the right column is the replay panel's

    def __init__(self, app, transcript: dict, seats: list[str] | None = None,
                 seat: int | None = None, fit_seconds: float | None = None) -> None:
        players = transcript["players"]
        if not seats or len(seats) != players:
            seats = [REMOTE] * players           # a bare transcript: "Player 1", ...
        self.moves_all = list(transcript["moves"])
        super().__init__(app, transcript["game"], players, list(seats), transcript["seed"],
                         transcript.get("options", {}), save=False)
        people = [s for s, kind in enumerate(seats) if kind in (HUMAN, REMOTE)]
        self.chosen = seat if seat is not None else (people[0] if people else 0)
        self.reveal = False
        self.playing = True
        self.speed_index = SPEEDS.index(1.0) if fit_seconds is None else \
            fitting_speed(len(self.moves_all), fit_seconds)
        self.notice = ""                   # the export's path (or why it failed)
        self.notice_failed = False
        self.panel = ReplayPanel(self)
        self.stat_name = self._stat_name()
        self.look = None                   # the card shown large (a layout Target)
        self.pointed = (960.0, 540.0)      # where the pointer last was

    # -- where the replay stands ------------------------------------------------------
    @property
    def position(self) -> int:
        """How many moves of the transcript are on the table."""
        return len(self.match.moves_json)

    @property
    def total(self) -> int:
        return len(self.moves_all)

    @property
    def at_end(self) -> bool:
        return self.position >= self.total

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    @property
    def revealing(self) -> bool:
        """Whether all hands are shown: asked for, and the game on the table is over."""
        return self.reveal and self.state.is_over

    def transcript_all(self) -> dict:
        """The whole transcript being replayed (not only the moves shown)."""
        return dict(self.match.transcript(), moves=list(self.moves_all))

    # -- the table's hooks ---------------------------------------------------------------
    def current_viewer(self) -> int | None:
        return None if self.revealing else self.chosen

    def status_line(self) -> str:
        """The move shown, and once the game is over who won."""
        lang = self.app.lang
        status = text("replay_status", lang, k=self.position, n=self.total)
        if not self.state.is_over:
            return status
        winners = self.state.winners()
        key = {0: "no_winner", 1: "winner"}.get(len(winners), "winners")
        return f"{status} · " + text(key, lang, names=", ".join(map(self.seat_name, winners)))

    def build_view(self) -> TableView:
        """The table's view with no legal moves: nobody plays in a replay."""
        return dataclasses.replace(super().build_view(), legal=())

    def move_pause(self) -> float:
        return REPLAY_PAUSE / self.speed

    def anim_dt(self, dt: float) -> float:
        return dt * self.speed

    def full_log_rect(self) -> pygame.Rect:
        return LOG_RECT_REPLAY

    def save(self, match) -> None:
        """A replay is never saved."""

    def _update(self, dt: float) -> None:
        self.layout.update(self.anim_dt(dt))
        self.play_time += dt
        self.cooldown = max(0.0, self.cooldown - dt)
        if self.playing and not self.layout.busy and self.cooldown <= 0:
            if self.at_end:
                self.playing = False
            else:
                self.forward()
        self.stat_name = self._stat_name()

    def _stat_name(self) -> str:
        """Frame times and --screenshots per quarter of the replay (0 to 4, the end)."""
        return f"replay:{self.game.id}:{4 * self.position // max(1, self.total)}"

    # -- moving through the game ----------------------------------------------------------
    def forward(self) -> bool:
        """Play the next move on the table, animated; False at the end."""
        if self.at_end:
            return False
        self.match.play(self.game.move_from_json(self.moves_all[self.position]))
        return True

    def goto(self, k: int) -> None:
        """Show the table after the first `k` moves: the next one is animated, any other
        is a new match replayed from the start and shown at once."""
        k = max(0, min(self.total, k))
        if k == self.position + 1:
            self.forward()
            return
        if k == self.position:
            return
        self.match.close()
        self.match = Match(self.game.id, self.match.players, self.seats, self.seed, self.options,
                           moves=self.moves_all[:k])
        self.match.subscribe("move_played", self._on_move_played)
        if not self.at_end:
            self.reveal = False
        self.layout.flights.land_all()
        self.layout.toast_time = 0.0
        self.obs_before = {}
        self.cooldown = 0.0
        self._moved = True
        self.refresh()
        self.draw_layers_now()            # a jump shows the new table in its next frame

    def toggle_play(self) -> None:
        """Play or pause; play at the end starts again from the beginning."""
        if not self.playing and self.at_end:
            self.goto(0)
        self.playing = not self.playing

    def step(self, delta: int) -> None:
        """One move forward or back, paused."""
        self.jump(self.position + delta)

    def jump(self, k: int) -> None:
        """Pause, and show the table after `k` moves."""
        self.playing = False
        self.goto(k)

    def change_speed(self, delta: int) -> None:
        self.speed_index = max(0, min(len(SPEEDS) - 1, self.speed_index + delta))

    def next_seat(self) -> None:
        """Look through the next seat's eyes."""
        self.chosen = (self.chosen + 1) % self.match.players
        self.reveal = False
        self.refresh()

    def toggle_reveal(self) -> bool:
        """Show or hide all hands; only offered once the game on the table is over."""
        if not self.state.is_over:
            self.app.play_sound("error")
            return False
        self.reveal = not self.reveal
        self.refresh()
        return True

    def export(self) -> None:
        """Write the transcript into the data folder's exports; the panel shows where."""
        try:
            path = self.app.replays.export(self.transcript_all())
        except OSError as exc:
            self.notice, self.notice_failed = text(
                "replay_export_failed", self.app.lang, why=exc.strerror or str(exc)), True
            self.app.play_sound("error")
            return
        self.notice, self.notice_failed = text("replay_exported", self.app.lang,
                                               path=str(path)), False

    def toggle_look(self) -> None:
        """Open the inspector on the card under the pointer (else the nearest to it), or
        close it."""
        if self.look is not None:
            self.look = None
            return
        cards = [t for t in self.layout.targets(self.view) if t.card is not None]
        if cards:
            x, y = self.pointed
            self.look = topmost(cards, self.pointed) or min(
                cards, key=lambda t: (t.center[0] - x) ** 2 + (t.center[1] - y) ** 2)

    def refresh(self) -> None:
        """A new table (a move, a jump, another seat's eyes) closes the inspector."""
        self.look = None
        super().refresh()

    def leave(self) -> None:
        """Back where the replay was opened from (the title for --replay)."""
        if len(self.app.stack) > 1:
            self.app.stack.pop()
        else:
            self.app.go_home()

    # -- input ------------------------------------------------------------------------------
    def action(self, event) -> None:
        if not event.pressed:
            return
        self.notice = ""
        if event.action is Action.BACK and self.look is not None:
            self.look = None                     # Back closes the inspector first
            return
        command = KEYS.get(event.action)
        if command is not None and (not event.repeat or event.action in REPEATS):
            command(self)

    def pointer(self, event) -> None:
        self.pointed = event.pos
        if event.kind == "long" or (event.kind == "up" and event.button == 3):
            self.look = None
            self.toggle_look() if topmost(self.layout.targets(self.view), event.pos) else None
            return
        if event.kind != "down":
            return
        command = self.panel.command_at(event.pos)
        if command is not None:
            self.notice = ""
            command()
        elif event.button == 1:
            self.look = None

    def open_log(self) -> None:
        """The whole log, full screen."""
        from scenes.menus.logview import LogViewScene
        self.app.stack.push(LogViewScene(self.app, self))

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        drawn = super().draw_moving(surface)
        drawn.append(self.panel.draw(surface))
        shown = self.layout.inspect(self.view, self.look) if self.look is not None else None
        if shown is not None:
            drawn.append(draw_inspect(surface, self.app.text, shown, self.look.rect))
        return drawn


KEYS = {
    Action.BACK: ReplayScene.leave,
    Action.CONFIRM: ReplayScene.toggle_play,
    Action.RIGHT: lambda scene: scene.step(1),
    Action.LEFT: lambda scene: scene.step(-1),
    Action.UP: lambda scene: scene.change_speed(1),
    Action.DOWN: lambda scene: scene.change_speed(-1),
    Action.PREV: lambda scene: scene.jump(0),
    Action.NEXT: lambda scene: scene.jump(scene.total),
    Action.PEEK: ReplayScene.next_seat,
    Action.HINT: ReplayScene.toggle_reveal,
    Action.MENU: ReplayScene.export,
    Action.LOG: ReplayScene.open_log,
    Action.INSPECT: ReplayScene.toggle_look,
}
REPEATS = frozenset({Action.LEFT, Action.RIGHT})   # held, they step on
