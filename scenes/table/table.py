"""The table scene: one match drawn for the people at this screen.

The rules live in the match (`game.match.match`); the table turns input into moves for it,
builds a `TableView` after every change and hands it to the game's layout, and draws the
cached layers (felt, header, seats and middle; the log) with what moves over them. Bots
think in the worker the match was given; the table polls the match each frame. With
several humans at one screen a hand-off screen hides the table between their turns
(see `scenes.table.seats`); with one human the table is always drawn from that seat; with
none it is a spectator's view.
"""

from __future__ import annotations

import dataclasses
from typing import NamedTuple

import pygame

from game import GameError
from scenes.table.handoff import HandoffScene
from game.i18n import text
from scenes.shell.input import Action
from scenes.table.layers import StagedLayer, backdrop_surface, give_back
from scenes.table.layouts import layout_for
from scenes.table.layouts.deal import deal_opening
from scenes.table.logpanel import LogPanel, LogTexts
from game.match.match import Match
from game.match.workers import LateWorker
from game.match.opening import opening_notes
from scenes.menus.pause import PauseScene
from scenes.table.aim import Aim
from scenes.table.picker import Choice, Picker, picker_rect
from scenes.menus.scoring import warm_up    # imported now: compiling a module mid-game is a 17 ms frame
from scenes.table.seats import SeatPolicy
from scenes.table.bar import TableControls
from scenes.shell.stack import Prepared, Scene
from game.match.feed import SeatFeed, feed_of_match
from scenes.table.view import LayoutContext, TableView, view_of_feed
from scenes.menus.legend import LegendScene
from scenes.table.tablelayers import LEGEND_CHIP, TableDrawing

MOVE_PAUSE = 0.7          # seconds between moves at speed 1 (humans can follow bots)
END_PAUSE = 1.5           # seconds on the finished table before the results


class TableScene(SeatPolicy, TableControls, TableDrawing, Scene):
    """A game between humans and bots at one screen."""

    name = "table"
    demo = None              # the attract loop's cycle (see scenes.demo.DemoTable)
    may_peek = True
    counted = True           # a match people play: kiosk counts and statistics hear of it
    bot_iterations: int | None = None

    def __init__(self, app, game_id: str, players: int, seats: list[str], seed: int = 0,
                 options: dict | None = None, moves: list | None = None,
                 save: bool = True, bot_iterations: list | None = None) -> None:
        super().__init__(app)
        self.save_enabled = save and self.demo is None
        self.match = Match(game_id, players, seats, seed, options, moves,
                           worker=LateWorker(lambda: app.bots), save=self.save,
                           bot_iterations=bot_iterations or self.bot_iterations)
        self.match.subscribe("move_played", self._on_move_played)
        self.match.subscribe("move_undone", self._on_move_undone)
        self.notes: list[tuple[int, int | None, str]] = []   # (moves before it, seat, text)
        if self.counted:
            app.announce_match(self.match)
        self.confirmed: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.stat_name = f"table:{self.game.id}"
        self.layout = layout_for(LayoutContext(self.game, self.options, app.text, app.settings),
                                 players)
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
    request = property(lambda self: self.match.request)
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
            deal_opening(self.layout)
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
        self.refresh()

    def exit(self) -> None:
        give_back(self.static, self.log_panel)     # the next table reuses them
        self.match.close()

    # -- names and words ------------------------------------------------------------------
    def log_text(self, seat: int | None, move, events: list) -> str:
        """A past move as the viewer may know it (see `Layout.log_line`)."""
        return self.layout.log_line(seat, move, events)

    # -- the view -------------------------------------------------------------------------
    def refresh(self) -> None:
        """Recompute the viewer, the observation and the view (in update, never in draw)."""
        self.viewer = self.current_viewer()
        self.feed = self.feed_now()
        self.obs = self.feed.obs
        self.picker = None
        self.aim = None
        self.sync_view()

    def sync_view(self) -> None:
        """Build the view anew from the match and hand it to the layout."""
        self.view = self.build_view()
        self.layout.sync(self.view)
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

        def tell(index, seat, move, events, names) -> str:
            return self._told.told(index, self.viewer, lang, lambda: text(
                "log_move", lang, name=names[seat] if seat is not None else "",
                move=self.log_text(seat, move, events)))

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
            move=self.layout.describe(entry.move))))
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
            self.layout.set_view(self.view)
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

    def _human_turn(self, seat: int) -> None:
        if len(self.humans) > 1 and self.confirmed != seat:
            self.app.stack.push(HandoffScene(self.app, self, seat))
            return
        if self.viewer != seat:
            self.refresh()
        if self.aim is None:
            self.aim = Aim(self.match.steps(seat), self.layout, self.view, self.app.lang,
                           sound=self.app.play_sound, first=self.first_focus(),
                           undo=self.match.undo_offered(),
                           scale=self.app.settings.text_scale, on_extra=self.press)
            self.aim.extras = self.bar_targets()
            self._build_panel()
            if self.held_click is not None:
                click, self.held_click = self.held_click, None
                self.pointer(click)

    def _hold_click(self, event) -> None:
        """A click on a human's turn that is not open yet (cards still flying, the pause
        after a bot's move): the cards land at once and the click is played when the
        turn opens, a frame later, instead of being lost."""
        if event.kind != "up" or event.button != 1 or self.state.is_over \
                or self.seats[self.state.current_player] != "human" \
                or not self.pointer_may_play(event.device):
            return
        self.held_click = event
        self.layout.flights.land_all()
        self.cooldown = 0.0

    def first_focus(self):
        """The move the focus starts on: none here (a lesson starts on its move)."""
        return None

    def _build_panel(self) -> None:
        """The moves panel: the next steps of the move under way, as a list."""
        lang = self.app.lang
        chosen = [self.layout.step_label(self.view, step, []) for step in self.aim.tree.chosen]
        title = " › ".join([text("choose_move", lang)] + chosen)
        choices = [Choice(self.layout.step_label(self.view, step, moves), StepPick(step),
                          key=step)
                   for step, moves in self.aim.next_steps().items()]
        footer = text("controls", lang)
        if self.match.undo_offered():
            footer = f"{footer} · {text('controls_undo', lang)}"
        focus = self.picker.focused.key if self.picker is not None and self.picker.focused else None
        self.picker = Picker(choices, picker_rect(choices), title, sound=self.app.play_sound,
                             footer=footer)
        for index, choice in enumerate(choices):
            if choice.key == focus:
                self.picker.focus = index

    def take_step(self, step) -> bool:
        """Choose a step of the move under way (the moves panel, a script); a finished
        move is played. False if the step cannot be taken now."""
        if self.aim is None or step not in self.aim.next_steps():
            return False
        self._after_step(self.aim.choose_step(step))
        return True

    def _after_step(self, move) -> None:
        """A step was taken or dropped: play the move it finished, else list the rest."""
        if move is not None:
            self.play(move)
        elif self.aim is not None:
            self._build_panel()

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

    def _poll_hint(self) -> None:
        found = self.match.take_hint()
        if found is not None:
            move, reason = found
            if self.aim is not None:
                self.aim.focus_on_move(move)
            hint = text("hint", self.app.lang, move=self.layout.describe(move))
            self.hint = f"{hint} ({reason})" if reason else hint
            self._hint_lang = self.app.lang

    def _ask_hint(self) -> None:
        if self.picker is not None:
            self.match.ask_hint(self.app.lang)

    # -- input -----------------------------------------------------------------------------
    def action(self, event) -> None:
        if event.action is Action.PEEK:
            self._peek(event)
            return
        if not event.pressed:
            return
        bound = self.seat_of_device(event.device)
        if bound is not None and bound != self.state.current_player and event.action is not Action.MENU:
            return   # a pad acts only for its own seat
        if event.action is Action.LOG:
            from scenes.menus.logview import LogViewScene
            self.app.stack.push(LogViewScene(self.app, self))
        elif event.action is Action.BACK and self.aim is not None and self.aim.back():
            self._after_step(None)
        elif event.action in (Action.MENU, Action.BACK):
            self.app.stack.push(PauseScene(self.app, self))
        elif event.action is Action.MOVES:
            self.app.settings.moves_panel = not self.app.settings.moves_panel
            self.app.save_settings()
        elif event.action is Action.HINT:
            self._ask_hint()
        elif event.action is Action.LEGEND:
            self.app.stack.push(LegendScene(self.app, self.game.id))
        elif event.action in (Action.UNDO, Action.PREV):
            self.undo()
        elif self.panel_shown and self.picker is not None:
            picked = self.picker.action(event)
            if picked is not None:
                self.take_step(picked.step)
        elif self.aim is not None:
            self._after_step(self.aim.action(event))

    def pointer(self, event) -> None:
        if LEGEND_CHIP.collidepoint(event.pos):       # the "?" chip, in the header
            if event.kind == "up":
                self.app.stack.push(LegendScene(self.app, self.game.id))
            return
        if self._pointer_peek(event) or self.bar_pointer(event):
            return
        if self.aim is None:
            self._hold_click(event)
            return
        if not self.pointer_may_play(event.device):
            return
        if self.panel_shown and self.picker is not None \
                and self.picker.rect.collidepoint(event.pos):
            picked = self.picker.pointer(event)
            if picked is not None:
                self.take_step(picked.step)
            return
        chosen = len(self.aim.tree.chosen)
        move = self.aim.pointer(event)
        if move is not None or len(self.aim.tree.chosen) != chosen:
            self._after_step(move)


class StepPick(NamedTuple):
    """A row of the moves panel: the step it takes."""

    step: tuple
