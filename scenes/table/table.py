"""The table scene: one match drawn for the people at this screen.

The rules live in the match (`game.match.match`); the table turns input into moves for it,
builds a `TableView` after every change and hands it to the game's layout, and draws the
cached layers (felt, header, seats and middle; the log) with what moves over them. Bots
think in the worker the match was given; the table polls the match each frame. With
several humans at one screen a hand-off screen hides the table between their turns
(see `scenes.table.seats`); with one human the table is always drawn from that seat; with
none it is a spectator's view. A human's turn, its hints and its input are in
`scenes.table.turn`.
"""

from __future__ import annotations

import dataclasses

import pygame

from game import GameError
from game.i18n import text
from scenes.table.layers import StagedLayer, backdrop_surface, give_back
from scenes.table.layouts import layout_for
from scenes.table.layouts.deal import deal_opening
from scenes.table.logpanel import LogPanel, LogTexts
from game.match.match import Match
from game.match.workers import LateWorker
from game.match.opening import opening_notes
from scenes.menus.scoring import warm_up    # imported now: compiling a module mid-game is a 17 ms frame
from scenes.table.seats import SeatPolicy
from scenes.table.bar import TableControls
from scenes.shell.stack import Prepared, Scene
from game.match.feed import SeatFeed, feed_of_match
from scenes.table.view import LayoutContext, Prefs, TableView, view_of_feed
from scenes.table.tablelayers import TableDrawing
from scenes.table.turn import HumanTurn
from scenes.table.aim import Aim
from scenes.table.picker import Picker

MOVE_PAUSE = 0.7          # seconds between moves at speed 1 (humans can follow bots)
END_PAUSE = 1.5           # seconds on the finished table before the results


class TableScene(HumanTurn, SeatPolicy, TableControls, TableDrawing, Scene):
    """A game between humans and bots at one screen."""

    name = "table"
    demo = None              # the attract loop's cycle (see scenes.demo.DemoTable)
    may_peek = True
    counted = True           # a match people play: kiosk counts and statistics hear of it
    bot_iterations: int | None = None
    match_class = Match      # what holds the game (a guest's table: the host's, remote)

    def __init__(self, app, game_id: str, players: int, seats: list[str], seed: int = 0,
                 options: dict | None = None, moves: list | None = None,
                 save: bool = True, bot_iterations: list | None = None) -> None:
        super().__init__(app)
        self.save_enabled = save and self.demo is None
        self.match = self.match_class(game_id, players, seats, seed, options, moves,
                                      worker=LateWorker(lambda: app.bots), save=self.save,
                                      bot_iterations=bot_iterations or self.bot_iterations)
        self.match.subscribe("move_played", self._on_move_played)
        self.match.subscribe("move_undone", self._on_move_undone)
        self.notes: list[tuple[int, int | None, str]] = []   # (moves before it, seat, text)
        if self.counted:
            app.announce_match(self.match)
        self.confirmed: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.stat_name = f"table:{self.game.id}"
        self.layout = layout_for(self.layout_context(), players)
        self.feed: SeatFeed | None = None   # what the viewer may know (see `refresh`)
        self.obs: dict = {}
        self.obs_before: dict = {}     # the observation before the last move (for its flights)
        self.viewer: int | None = None
        self.view: TableView | None = None
        self.picker: Picker | None = None       # the moves panel (also when hidden)
        self.aim: Aim | None = None             # the move being made on the table
        self.held_click = None     # a click made before the turn opened (see _hold_click)
        self.hint: str = ""
        self._hint_lang = ""                     # the language the hint was said in
        self.peeking: int | None = None
        self.pointer_peek: str | None = None     # the pointer holding the peek button
        self.message = ""
        self.cooldown = self.think_time = self.play_time = self.end_time = 0.0
        self.show_log = True
        self.finished = False
        self._told = LogTexts()
        # the ScoringScene, made a piece a frame during the end pause
        self._scoring = Prepared(lambda: warm_up(self.app, self))
        # The cached layers under the moving cards: the static layer (felt, header,
        # seats, middle) and the log, each redrawn a few pieces a frame after a move.
        self.static = StagedLayer(backdrop_surface)
        self.logs = LogPanel(app.text)
        self.log_panel = self.logs.layer
        self._static_landed = 0                # flights.landed when that redraw began
        self._moved = False                    # a move was applied since the last update
        self._warming = None                   # card faces still to render (start_warming)
        self._drawn: list[pygame.Rect] = []    # where the last frame's moving parts were
        self._drawn_basis: tuple | None = None   # what that frame stood on (see draw)
        self._drawn_frame = -2
        self.drew_whole = True                 # whether the last draw drew every pixel

    # -- the match, as the rest of the client knows it -----------------------------------
    game = property(lambda self: self.match.game)
    state = property(lambda self: self.match.state)
    seats = property(lambda self: self.match.seats)
    seed = property(lambda self: self.match.seed)
    options = property(lambda self: self.match.options)
    moves_json = property(lambda self: self.match.moves_json)
    log = property(lambda self: self.match.log)
    humans = property(lambda self: self.match.humans)
    resumed_moves = property(lambda self: self.match.resumed_moves)
    first_seat = property(lambda self: self.match.first_seat)
    hint_request = property(lambda self: self.match.hint_request)

    def transcript(self) -> dict:
        """The game so far, replayable: (game, players, seed, options, moves)."""
        return self.match.transcript()

    def again(self, described: dict) -> "TableScene":
        """A new table for a match described by `Match.description` (play again)."""
        return TableScene(self.app, described["game"], described["players"], described["seats"],
                          described["seed"], described["options"])

    # -- lifecycle ------------------------------------------------------------------------
    def enter(self) -> None:
        self.refresh()
        self.start_warming()
        setup = getattr(self.state, "setup_events", None)
        if callable(setup) and not self.moves_json:
            self.layout.on_events(self.view, [e.view(self.viewer) for e in setup()])
        if not self.moves_json:
            deal_opening(self.layout, self.view)
        # The static layer now, in the frame that changes scenes (the one leaving is
        # cheap to draw), so that the table's first frames draw only the log.
        self.draw_static_now()
        self.static.reserve()
        self.log_panel.reserve()
        self.match.start()

    def pause(self) -> None:
        """An overlay covers the table: end a held peek now (its release would go to the
        overlay), and bring the cached layers up to date at once: `update` does not run
        under an overlay, so they would show the peeker's hand until it is gone."""
        self.pointer_peek = None
        if self.peeking is not None:
            self.peeking = None
            self.refresh()
        self.draw_layers_now()

    def resume(self) -> None:
        if self.hint and self._hint_lang != self.app.lang:
            self.hint = ""              # said in the old language: asked again in the new
            self.match.cancel_hint()
            self._ask_hint()
        self.keep_context()          # the settings screen may have changed one
        self.refresh()

    def exit(self) -> None:
        give_back(self.static, self.log_panel)     # the next table reuses them
        self.match.close()

    # -- names and words ------------------------------------------------------------------
    def log_text(self, seat: int | None, move, events: list) -> str:
        """A past move as the viewer may know it now (see `Layout.log_line`)."""
        return self.layout.log_line(self.view, seat, move, events)

    # -- the view -------------------------------------------------------------------------
    def layout_context(self) -> LayoutContext:
        """What the layout is built with: the game, its options, the text renderer and
        the player's settings as they are now."""
        return LayoutContext(self.game, self.options, self.app.text, Prefs.of(self.app.settings))

    def keep_context(self) -> None:
        """A setting the layout draws with was changed (the language, colour-blind
        cards, medals shown, the animation speed, the text size): a new layout, built
        with the new settings (the cards still in the air land), and the view anew."""
        if Prefs.of(self.app.settings) == self.layout.ctx.prefs:
            return
        self.layout.flights.land_all()
        self.layout = layout_for(self.layout_context(), self.state.players)
        self.refresh()
        self.start_warming()

    def refresh(self) -> None:
        """Recompute the viewer, the observation and the view (in update, never in draw)."""
        self.viewer = self.current_viewer()
        self.feed = self.feed_now()
        self.obs = self.feed.obs
        self.picker = None
        self.aim = None
        self.sync_view()

    def sync_view(self) -> None:
        """Build the view anew from the match (the layout is handed it as it draws)."""
        self.view = self.build_view()
        if self.aim is not None:
            self.aim.set_view(self.view, self.app.lang)

    def feed_now(self) -> SeatFeed:
        """What the viewer may know of the match now: the one source of the view."""
        names = tuple(self.seat_name(seat) for seat in range(self.state.players))
        return feed_of_match(self.match, self.viewer, names)

    def build_view(self) -> TableView:
        """The table as the viewer may see it now: the view of its feed, with this
        screen's words (see `scenes.table.view.view_of_feed`)."""
        lang = self.app.lang
        names = tuple(self.seat_name(seat) for seat in range(self.state.players))
        if names != self.feed.names:         # a phone joined, a seat was renamed
            self.feed = dataclasses.replace(self.feed, names=names)

        def tell(index, seat, names, words) -> str:
            return self._told.told(index, self.viewer, lang, lambda: text(
                "log_move", lang, name=names[seat] if seat is not None else "", move=words()))

        return view_of_feed(
            self.feed, self.obs_before, self.layout, tell, opening_notes(self) + self.notes,
            self.match.humans,
            status=self.status_line(), hint=self.hint,
            message=self.message, focus=self.focused_step())

    def focused_step(self):
        """The step under the player's focus (on the table or in the moves panel)."""
        if self.panel_shown and self.picker is not None and self.picker.focused is not None:
            return self.picker.focused.key
        if self.aim is not None and self.aim.focus is not None:
            return self.aim.focus.step
        return None

    @property
    def panel_shown(self) -> bool:
        """Whether the moves panel lists the legal steps beside the table (M)."""
        return self.app.settings.moves_panel

    @property
    def fast_forward(self) -> bool:
        """The attract loop hurrying this game to its scoring (see DemoTable)."""
        return False

    @property
    def thinking(self) -> bool:
        """Whether a bot is thinking now."""
        return self.match.request is not None

    # -- playing ---------------------------------------------------------------------------
    def play(self, move) -> bool:
        """Play a move (checked by the engine); False and a message if it is refused."""
        try:
            self.match.play(move)
        except GameError as exc:
            self.message = str(exc)
            return False
        return True

    def _on_move_played(self, match: Match, entry) -> None:
        """Any move, whoever made it: show its events and pause before the next."""
        self._moved = True
        self.message = self.hint = ""
        viewer_before, self.obs_before = self.viewer, self.obs
        self.refresh()
        shown_to = viewer_before if viewer_before == entry.seat else self.viewer
        self.layout.on_events(self.view, [e.view(shown_to) for e in entry.events])
        speed = self.app.anim_speed
        self.cooldown = self.move_pause() / speed if speed > 0 else 0.0
        self.app.play_sound(self.layout.sound_for(entry.events))

    def undo(self) -> bool:
        """Take back the last move of the human to play (within the turn, see
        `Match.undo`); a refusal is told in the header."""
        if self.picker is None or not self.match.undo_offered():
            return False
        try:
            self.match.undo()
        except GameError:
            self.message = text("undo_refused", self.app.lang)
            self.app.play_sound("error")
            return False
        return True

    def _on_move_undone(self, match: Match, entry) -> None:
        """A move was taken back: the log says so, the table shows the state before it."""
        lang = self.app.lang
        self.notes.append((len(match.moves_json), entry.seat, text(
            "undone", lang, name=self.seat_name(entry.seat),
            move=self.layout.describe(entry.move, self.view))))
        self._told.clear()
        self._moved = True
        self.message = self.hint = ""
        self.layout.flights.land_all()
        self.obs_before = {}
        self.refresh()
        self.app.play_sound("click")

    def move_pause(self) -> float:
        """Seconds between moves at speed 1."""
        return MOVE_PAUSE

    def save(self, match: Match) -> None:
        """Save after every move (on the writer thread); a finished game's save is removed."""
        if not self.save_enabled:
            return
        try:
            if match.is_over:
                self.app.saves.clear()
            else:
                # A phone's seat is saved as a person's: a resumed game has no phones
                # (their tokens end with the run), so someone at the TV takes it.
                self.app.saves.write_soon(match.transcript(),
                                          ["human" if k == "remote" else k for k in self.seats])
        except OSError as exc:
            self.save_failed(exc.strerror or str(exc))

    def save_failed(self, why: str) -> None:
        """Tell the player a save could not be written (the previous one is intact)."""
        self.message = text("save_failed", self.app.lang, why=why)

    def update(self, dt: float) -> None:
        self.keep_context()
        self._update(dt)
        if self.view is not None and (self.hint, self.message) != (self.view.hint,
                                                                   self.view.message):
            self.sync_view()       # a hint or a message was set since: the view says it too
            if self.aim is not None:
                self.aim.set_view(self.view, self.app.lang)
        if self.aim is not None:
            self.aim.update(dt)
        focus = self.focused_step()
        if self.view is not None and focus != self.view.focus:
            self.view = dataclasses.replace(self.view, focus=focus)
        moved, self._moved = self._moved, False
        if self._shown_viewer_changed():
            # Another seat's hand must not stay on screen one frame longer.
            self.draw_layers_now()
        elif not moved:
            # The frame that applied a move (engine, save, events, flights) leaves the
            # redraw to the next ones. A card that leaves its spot flies from that very
            # spot, and a landed card stays drawn until the layer under it shows it.
            self.update_layers()
            self.warm_some()           # (not in the frame that applied a move: the heaviest)

    def anim_dt(self, dt: float) -> float:
        """How far the animations step in a frame of `dt` seconds."""
        return dt

    def _update(self, dt: float) -> None:
        self.layout.update(self.anim_dt(dt))
        for sound in self.layout.flights.take_sounds():
            self.app.play_sound(sound)
        self.play_time += dt
        self.cooldown = max(0.0, self.cooldown - dt)
        self._poll_hint()
        failure = self.app.saves.take_error() if self.save_enabled else None
        if failure is not None:
            self.save_failed(failure)
        if self.state.is_over:
            self._end(dt)
            return
        if self.layout.busy or self.cooldown > 0:
            return
        seat = self.state.current_player
        if self.seats[seat] == "human":
            self._human_turn(seat)
        else:
            self._bot_turn(seat, dt)

    def _end(self, dt: float) -> None:
        """The finished table stays a moment, then the scoring (made meanwhile)."""
        self.end_time += dt
        scoring = self._scoring.step()
        if (self.end_time >= END_PAUSE and not self.layout.busy and not self.finished
                and scoring is not None):
            self.finished = True
            self.app.stack.replace(scoring)

    def _bot_turn(self, seat: int, dt: float) -> None:
        self.think_time += dt
        if self.match.request is None:
            self.think_time = 0.0
            self.match.ask_bot()
            return
        turn = self.match.take_bot_move()
        if turn is not None and turn.problem is not None:
            self.message = f"bot: {turn.problem}"    # a failed bot must not freeze the table

    def confirm_handoff(self, seat: int) -> None:
        """The hand-off screen was confirmed by the seat's player."""
        self.confirmed = seat
        self.refresh()
