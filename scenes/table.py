"""The table: one game in progress, driven by observe(viewer) and the events of moves.

Humans choose among moves taken from `legal_moves()` (the picker, or the table itself
in per-game layouts); bots ask the worker process and the scene polls for the answer,
so no bot ever thinks on the frame. Every move goes through `state.apply(move)`, is
logged from its parameters, and the game is saved after it. With several humans at one
screen a hand-off screen hides the table between their turns; with one human the
table is always drawn from that seat; with none it is a spectator's view.
"""

from __future__ import annotations

from functools import partial

import pygame

from game import GameError, load_game
from game.rng import Rng
from scenes.handoff import HandoffScene
from scenes.i18n import game_name, level_name, text
from scenes.input import Action
from scenes.layers import FRAME_BUDGET, Piece, StagedLayer
from scenes.layouts import layout_for
from scenes.opening import starts_line
from scenes.pause import PauseScene
from scenes.picker import Picker
from scenes.scoring import warm_up    # imported now: compiling a module mid-game is a 17 ms frame
from scenes.stack import Prepared, Scene
from scenes.ui import FELT, FELT_DARK, HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel
from sprites import textfit

MOVE_PAUSE = 0.7          # seconds between moves at speed 1 (humans can follow bots)
DEMO_PAUSE = 0.35
DEMO_FAST = 6.0           # the attract loop's fast-forward to the scoring: animation speed
END_PAUSE = 1.5           # seconds on the finished table before the results
DEMO_ITERATIONS = 60      # the attract loop's bots: cheap and reproducible
PICKER_RECT = pygame.Rect(1420, 90, 480, 760)
LOG_RECT = pygame.Rect(1420, 866, 480, 194)   # under the tallest picker
LOG_GAP = 16
LOG_RECT_FULL = pygame.Rect(1420, 90, 480, 970)
LOG_RECT_DEMO = pygame.Rect(1420, 90, 480, 850)
DEMO_BANNER = pygame.Rect(1420, 950, 480, 110)
PEEK_BUTTON = pygame.Rect(1420, 930, 480, 130)  # the right column's foot, under the log
LOG_RECT_PEEK = pygame.Rect(1420, 90, 480, 824)  # the log over the peek button
HEADER = pygame.Rect(24, 4, 1872, 72)   # the header's text room: name, notice, status
HEADER_GAP = 24          # between the header's name, notice and status
STATUS_MAX_W = 760       # the status (whose turn) takes at most this much of the header
NAME_SIZE, STATUS_SIZE, NOTICE_SIZE = 36, 32, 28
LOG_SIZE = 28            # the log's lines (1080p px before the text-size setting)
LOG_PAD = 16             # the log's text starts this far inside its panel
LOG_INDENT = 28          # a move told on two lines: the second is indented this much
LOG_WRAPS = 600          # wrapped log lines remembered
# Shares of a frame's drawing budget (scenes.layers) for the pieces of the cached layers
GROUND_WEIGHT = 0.4      # the felt, the header and the demo banner
LOG_HEAD_WEIGHT = 0.2    # the log's panel and title
LOG_LINES_WEIGHT = 0.25  # a batch of LOG_BATCH log lines
LOG_BATCH = 6


class TableScene(Scene):
    """A game between humans and bots at one screen."""

    name = "table"

    def __init__(self, app, game_id: str, players: int, seats: list[str], seed: int = 0,
                 options: dict | None = None, moves: list | None = None,
                 demo=None, save: bool = True) -> None:
        super().__init__(app)
        self.game = load_game(game_id)
        self.options = self.game.resolve_options(options or {}, players)
        self.state = self.game.new_game(players, seed, self.options)
        self.first_seat = self.state.current_player     # who starts: the log's first line
        self.seed = seed
        self.seats = list(seats)
        self.demo = demo
        self.save_enabled = save and demo is None
        self.moves_json: list = []
        self.log: list[tuple[int | None, object, list]] = []   # (seat, move, events)
        for raw in moves or []:
            move = self.game.move_from_json(raw)
            seat = self.state.current_player
            events = self.state.apply(move)
            self.moves_json.append(raw)
            self.log.append((seat, move, events))
        self.resumed_moves = len(self.moves_json)
        self.humans = [i for i, kind in enumerate(self.seats) if kind == "human"]
        self.confirmed: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.stat_name = f"table:{self.game.id}"
        self.layout = layout_for(self)
        self.obs: dict = {}
        self.obs_before: dict = {}     # the observation before the last move (for its flights)
        self.viewer: int | None = None
        self.picker: Picker | None = None
        self.request: int | None = None
        self.hint: str = ""
        self.hint_request: int | None = None
        self.peeking: int | None = None
        self.pointer_peek: str | None = None     # the pointer holding the peek button
        self.message = ""
        self.cooldown = 0.0
        self.think_time = 0.0
        self.play_time = 0.0
        self.end_time = 0.0
        self.show_log = True
        self.finished = False
        # the ScoringScene, made a piece a frame during the end pause
        self._scoring = Prepared(lambda: warm_up(self.app, self))
        # The cached layers under the moving cards: the static layer (felt, header,
        # seats, middle) and the log, each redrawn a few pieces a frame after a move.
        self.static = StagedLayer(backdrop_surface)
        self.log_panel = StagedLayer(log_surface)
        self._static_landed = 0                # flights.landed when that redraw began
        self._moved = False                    # a move was applied since the last update
        self._log_texts: dict = {}             # (index, viewer, lang) -> the log's line
        self._drawn: list[pygame.Rect] = []    # where the last frame's moving parts were
        self._drawn_basis: tuple | None = None   # what that frame stood on (see draw)
        self._drawn_frame = -2
        self.drew_whole = True                 # whether the last draw drew every pixel

    # -- lifecycle ------------------------------------------------------------------------
    def enter(self) -> None:
        self.refresh()
        self.layout.warm()
        setup = getattr(self.state, "setup_events", None)
        if callable(setup) and not self.moves_json:
            self.layout.on_events([e.view(self.viewer) for e in setup()])
        # The static layer now, in the frame that changes scenes (the one leaving is
        # cheap to draw), so that the table's first frames draw only the log.
        self.draw_static_now()

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
        self.refresh()

    def exit(self) -> None:
        if self.demo is not None:
            self.demo.record(self)
        for pool, layer in ((_SPARE_BACKDROPS, self.static), (_SPARE_LOGS, self.log_panel)):
            pool.extend(layer.release())           # the next table reuses them
            del pool[2:]
        for request in (self.request, self.hint_request):
            if request is not None:
                self.app.bots.cancel(request)
        self.request = self.hint_request = None

    # -- helpers --------------------------------------------------------------------------
    def transcript(self) -> dict:
        """The game so far, replayable: (game, players, seed, options, moves)."""
        return {"game": self.game.id, "players": self.state.players, "seed": self.seed,
                "options": dict(self.options), "moves": list(self.moves_json)}

    def seat_name(self, seat: int | None) -> str:
        """A seat's display name in the player's language."""
        if seat is None:
            return ""
        kind = self.seats[seat]
        if kind == "human":
            return text("player_name", self.app.lang, n=seat + 1)
        return text("bot_name", self.app.lang, level=level_name(kind, self.app.lang), n=seat + 1)

    def current_viewer(self) -> int | None:
        """Whose eyes the table is drawn through now."""
        if not self.humans:
            return None
        if len(self.humans) == 1:
            return self.humans[0]
        if self.state.current_player == self.confirmed and not self.state.is_over:
            return self.confirmed
        return self.peeking   # hold-to-peek between turns (None when not held)

    def seat_of_device(self, device: str) -> int | None:
        """The human seat a pad is bound to (pads in join order, humans in seat order).

        None for keyboard, mouse and touch, and for pads in games with one human: those
        act for whoever is to play.
        """
        if len(self.humans) < 2 or not device.startswith("pad:"):
            return None
        order = self.app.mapper.pad_order
        instance = int(device.split(":", 1)[1])
        if instance not in order:
            return None
        return self.humans[order.index(instance) % len(self.humans)]

    def _peek(self, event) -> None:
        """Hold PEEK to see your own hand while others play (several humans only)."""
        if len(self.humans) < 2:
            return
        seat = self.seat_of_device(event.device)
        if seat is None:
            seat = self.confirmed
        self._set_peek(seat if event.pressed else None)

    def _set_peek(self, seat: int | None) -> None:
        if seat != self.peeking:
            self.peeking = seat
            if self.current_viewer() != self.viewer:
                self.refresh()

    def pointer_peek_seat(self, device: str) -> int | None:
        """Whose hand the peek button shows to a pointer: here, the human who played last
        (as the Peek key does); a couch table asks whose seat the pointer holds."""
        return self.confirmed

    def peek_button_shown(self) -> bool:
        """The on-screen peek button, for mouse and touch: with several humans, when it
        has a hand to show, whenever no hand is shown for a turn (peeking then is what
        the button is for)."""
        if len(self.humans) < 2 or self.state.is_over or self.demo is not None:
            return False
        if self.picker is not None or not self.peek_button_ready():
            return False
        return self.viewer is None or self.viewer == self.peeking

    def peek_button_ready(self) -> bool:
        """Whether the button has a hand to show: here, once a human has played."""
        return self.confirmed is not None

    def _pointer_peek(self, event) -> bool:
        """Hold the peek button to peek; releasing or sliding off hides. True if used."""
        if self.pointer_peek is not None and self.peeking is None:
            self.pointer_peek = None     # the peek was ended elsewhere (a pause, a hand-off)
        if self.pointer_peek is not None and event.device == self.pointer_peek:
            if event.kind == "up" or not PEEK_BUTTON.collidepoint(event.pos):
                self.pointer_peek = None
                if self.peeking == self.pointer_peek_seat(event.device):
                    self._set_peek(None)     # not a peek another device took over since
            return True
        if (event.kind == "down" and PEEK_BUTTON.collidepoint(event.pos)
                and self.peek_button_shown()):
            seat = self.pointer_peek_seat(event.device)
            if seat is not None:
                self.pointer_peek = event.device
                self._set_peek(seat)
            return True
        return False

    def pointer_may_play(self, device: str) -> bool:
        """Whether a pointer's clicks and taps may play now: here, any pointer's; a couch
        table lets only the seat to play."""
        return True

    def peek_button_text(self, held: bool) -> str:
        """The peek button's words: whose hand it shows, and the keys that do the same."""
        if held:
            return text("peek_held", self.app.lang, name=self.seat_name(self.peeking))
        return text("peek_button_named", self.app.lang, name=self.seat_name(self.confirmed))

    def refresh(self) -> None:
        """Recompute the observation and the human's choices (in update, never in draw)."""
        self.viewer = self.current_viewer()
        self.obs = self.state.observe(self.viewer)
        self.layout.sync(self.obs)
        self.picker = None

    @property
    def fast_forward(self) -> bool:
        """The attract loop hurrying this game to its scoring (no pauses, quick flights)."""
        return self.demo is not None and self.play_time >= self.demo.play_seconds

    @property
    def thinking(self) -> bool:
        """Whether a bot is thinking now."""
        return self.request is not None

    # -- playing ---------------------------------------------------------------------------
    def play(self, move) -> bool:
        """Apply a move (checked by the engine); False and a message if it is refused."""
        seat = self.state.current_player
        try:
            events = self.state.apply(move)
        except GameError as exc:
            self.message = str(exc)
            return False
        self.moves_json.append(self.game.move_to_json(move))
        self.log.append((seat, move, events))
        self._moved = True
        self.message = self.hint = ""
        if self.hint_request is not None:
            self.app.bots.cancel(self.hint_request)
            self.hint_request = None
        if self.save_enabled:
            self.save()
        viewer_before, self.obs_before = self.viewer, self.obs
        self.refresh()
        shown_to = viewer_before if viewer_before == seat else self.viewer
        self.layout.on_events([e.view(shown_to) for e in events])
        speed = self.app.anim_speed
        self.cooldown = (DEMO_PAUSE if self.demo else MOVE_PAUSE) / speed if speed > 0 else 0.0
        self.app.play_sound(self.layout.sound_for(events))
        return True

    def save(self) -> None:
        """Save after every move (on the writer thread); a finished game's save is removed."""
        try:
            if self.state.is_over:
                self.app.saves.clear()
            else:
                self.app.saves.write_soon(self.transcript(), self.seats)
        except OSError as exc:
            self.save_failed(exc.strerror or str(exc))

    def save_failed(self, why: str) -> None:
        """Tell the player a save could not be written (the previous one is intact)."""
        self.message = text("save_failed", self.app.lang, why=why)

    @property
    def backdrop(self) -> pygame.Surface | None:
        """The static layer on screen (None before it is first drawn)."""
        return self.static.front

    @property
    def log_layer(self) -> pygame.Surface | None:
        """The log panel on screen, drawn at its surface's top left (None before the
        first)."""
        return self.log_panel.front

    def backdrop_key(self) -> tuple:
        """What the cached static layer depends on (the viewer second: see
        `update_layers`)."""
        st = self.app.settings
        return (len(self.moves_json), self.viewer, st.lang, st.text_scale, st.colorblind,
                self.message, self.hint, self.layout.backdrop_key())

    def log_key(self) -> tuple:
        """What the cached log panel depends on (the viewer second, its rect last)."""
        st = self.app.settings
        return (len(self.log), self.viewer, st.lang, st.text_scale, tuple(self.log_rect()))

    def log_rect(self) -> pygame.Rect:
        """Where the log goes: below the picker on a human's turn, else the whole column
        less the peek button's foot (several humans) or the demo banner's corner (the
        attract loop). The right column is the one part of the screen that no game's
        layout uses, at any number of players."""
        if self.picker is not None:
            top = self.picker.rect.bottom + LOG_GAP
            return pygame.Rect(LOG_RECT.x, top, LOG_RECT.w, LOG_RECT.bottom - top)
        if self.peek_button_shown():
            return LOG_RECT_PEEK
        return LOG_RECT_DEMO if self.demo is not None else LOG_RECT_FULL

    def update(self, dt: float) -> None:
        self._update(dt)
        moved, self._moved = self._moved, False
        if self._shown_viewer_changed():
            # Another seat's hand must not stay on screen one frame longer.
            self.draw_layers_now()
        elif not moved:
            # The frame that applied a move (engine, save, events, flights) leaves the
            # redraw to the next ones. A card that leaves its spot flies from that very
            # spot, and a landed card stays drawn until the layer under it shows it.
            self.update_layers()

    def _shown_viewer_changed(self) -> bool:
        return any(layer.key is not None and layer.key[1] != self.viewer
                   for layer in (self.static, self.log_panel))

    def update_layers(self) -> None:
        """Bring the cached layers up to date a few pieces a frame: the static layer
        first, the log with what this frame's budget has left. A log that must move
        (the picker came or went) is redrawn at once instead, alone in its frame: its old
        place would otherwise show around the picker until the staged redraw is done."""
        log_key = self.log_key()
        if self.show_log and self.log_panel.key is not None \
                and self.log_panel.key[-1] != log_key[-1]:
            self.log_panel.redraw_now(log_key, self.log_pieces(self.log_rect_local()))
            return
        budget = FRAME_BUDGET
        key = self.backdrop_key()
        if not self.static.busy and self.static.stale(key):
            self._start_static(key)
        if self.static.busy:
            budget -= self._step_static(budget)
        if self.show_log and budget > 0:
            if not self.log_panel.busy and self.log_panel.stale(log_key):
                self.log_panel.start(log_key, self.log_pieces(self.log_rect_local()))
            if self.log_panel.busy:
                self.log_panel.step(budget, at_least_one=budget >= FRAME_BUDGET)

    def layers_settled(self) -> bool:
        """Whether the cached layers show the table as it is now (no redraw due or under
        way): what a screenshot of a settled table waits for."""
        return (not self.static.stale(self.backdrop_key()) and not self.static.busy
                and (not self.show_log or (not self.log_panel.stale(self.log_key())
                                           and not self.log_panel.busy)))

    def draw_static_now(self) -> None:
        """Redraw the static layer at once if it is not up to date."""
        key = self.backdrop_key()
        if self.static.stale(key) or self.static.busy:
            self._start_static(key)
            self._step_static(float("inf"))

    def draw_layers_now(self) -> None:
        """Bring both cached layers up to date at once (the table is about to be seen
        under an overlay that stops its updates, or through other eyes)."""
        self.draw_static_now()
        key = self.log_key()
        if self.log_panel.stale(key) or self.log_panel.busy:
            self.log_panel.redraw_now(key, self.log_pieces(self.log_rect_local()))

    def forget_layers(self) -> None:
        """Drop the cached layers: the next draw makes them afresh."""
        self.static.forget()
        self.log_panel.forget()

    def _start_static(self, key: tuple) -> None:
        self._static_landed = self.layout.flights.landed
        self.static.start(key, self.static_pieces())

    def _step_static(self, budget: float) -> float:
        """Draw pieces of the static layer; once it is on screen, the cards that landed
        before it was begun are no longer drawn on top. Returns the weight drawn."""
        used, swapped = self.static.step(budget)
        if swapped:
            self.layout.flights.unpark(self._static_landed)
        return used

    def log_rect_local(self) -> pygame.Rect:
        """The log's rect on its own surface (whose top left goes to `log_rect`)."""
        return pygame.Rect((0, 0), self.log_rect().size)

    def _update(self, dt: float) -> None:
        fast = self.fast_forward
        self.layout.update(dt * DEMO_FAST if fast else dt)
        self.play_time += dt
        if (self.demo is not None and self.play_time >= self.demo.slot_seconds
                and not self.finished):
            self.finished = True   # out of time before the end: on to the next game
            self.demo.next(self.app)
            return
        self.cooldown = 0.0 if fast else max(0.0, self.cooldown - dt)
        self._poll_hint()
        failure = self.app.saves.take_error() if self.save_enabled else None
        if failure is not None:
            self.save_failed(failure)
        if self.state.is_over:
            self.end_time += dt
            scoring = self._scoring.step()
            if (self.end_time >= END_PAUSE and not self.layout.busy and not self.finished
                    and scoring is not None):
                self.finished = True
                self.app.stack.replace(scoring)
            return
        if self.layout.busy or self.cooldown > 0:
            return
        seat = self.state.current_player
        if self.seats[seat] == "human":
            self._human_turn(seat)
        else:
            self._bot_turn(seat, dt)

    def _human_turn(self, seat: int) -> None:
        if len(self.humans) > 1 and self.confirmed != seat:
            self.app.stack.push(HandoffScene(self.app, self, seat))
            return
        if self.viewer != seat:
            self.refresh()
        if self.picker is None:
            title = text("choose_move", self.app.lang)   # whose turn: the header says it
            choices = self.layout.choices(self.obs, self.state.legal_moves())
            self.picker = Picker(choices, picker_rect(choices), title, sound=self.app.play_sound,
                                 footer=text("controls", self.app.lang))

    def _bot_turn(self, seat: int, dt: float) -> None:
        self.think_time += dt
        if self.request is None:
            self.think_time = 0.0
            iterations = DEMO_ITERATIONS if self.demo else None
            seed = bot_seed(self.seed, len(self.moves_json), seat)
            self.request = self.app.bots.submit(self.state, self.seats[seat], seed=seed,
                                                iterations=iterations)
            return
        reply = self.app.bots.poll(self.request)
        if reply is None:
            return
        self.request = None
        if reply.move is not None and self.play(reply.move):
            return
        # A failed bot must not freeze the table: a seeded random legal move instead.
        problem = reply.error or self.message
        legal = self.state.legal_moves()
        self.play(Rng(bot_seed(self.seed, len(self.moves_json), seat)).choice(legal))
        self.message = f"bot: {problem}"

    def confirm_handoff(self, seat: int) -> None:
        """The hand-off screen was confirmed by the seat's player."""
        self.confirmed = seat
        self.refresh()

    def _poll_hint(self) -> None:
        if self.hint_request is None:
            return
        reply = self.app.bots.poll(self.hint_request)
        if reply is None:
            return
        self.hint_request = None
        if reply.move is not None:
            hint = text("hint", self.app.lang, move=self.layout.describe(reply.move))
            self.hint = f"{hint} ({reply.reason})" if reply.reason else hint

    # -- input -----------------------------------------------------------------------------
    def action(self, event) -> None:
        if event.action is Action.PEEK and self.demo is None:
            self._peek(event)
            return
        if not event.pressed:
            return
        if self.demo is not None:
            self.demo.stop(self.app)
            return
        bound = self.seat_of_device(event.device)
        if bound is not None and bound != self.state.current_player and event.action is not Action.MENU:
            return   # a pad acts only for its own seat
        if event.action is Action.LOG:
            self.show_log = not self.show_log
        elif event.action is Action.MENU or (event.action is Action.BACK and
                                              (self.picker is None or not self.picker.path)):
            self.app.stack.push(PauseScene(self.app, self))
        elif event.action is Action.HINT:
            self._ask_hint()
        elif self.picker is not None:
            move = self.picker.action(event)
            if move is not None:
                self.play(move)

    def _ask_hint(self) -> None:
        if self.picker is None or self.hint_request is not None or self.request is not None:
            return
        seat = self.state.current_player
        self.hint_request = self.app.bots.submit(
            self.state, "hard", seed=bot_seed(self.seed, len(self.moves_json), seat),
            kind="suggest", lang=self.app.lang)

    def pointer(self, event) -> None:
        if self.demo is not None:
            if event.kind == "down":
                self.demo.stop(self.app)
            return
        if self._pointer_peek(event):
            return
        if self.picker is None or not self.pointer_may_play(event.device):
            return
        move = self.layout.pointer(event, self.picker) if hasattr(self.layout, "pointer") else None
        if move is None:
            move = self.picker.pointer(event)
        if move is not None:
            self.play(move)

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The cached layers, then what moves over them.

        When this table drew the last frame on this surface, alone, from the same
        layers, only the spots the moving parts covered then are restored from the
        layers (a full-screen blit is most of an idle frame's cost)."""
        if self.static.front is None:     # drawn before its first update (just pushed)
            self.draw_static_now()
        if self.show_log and self.log_panel.front is None:
            self.draw_layers_now()
        basis = self._basis(surface)
        self.drew_whole = not (basis is not None and basis == self._drawn_basis
                               and self.app.frame == self._drawn_frame + 1)
        if self.drew_whole:
            self._restore(surface, None)
        else:
            for rect in self._drawn:
                self._restore(surface, rect)
        self._drawn = self.draw_moving(surface)
        self._drawn_basis, self._drawn_frame = basis, self.app.frame

    def _basis(self, surface: pygame.Surface) -> tuple | None:
        """What this frame's picture stands on, or None when it must be drawn whole (not
        the only scene drawn, or a warm-up drew on the screen during the end pause)."""
        app = self.app
        if app.stack.top is not self or self.state.is_over or surface is not app.screen:
            return None
        if type(self).draw is not TableScene.draw:
            return None      # a subclass draws more than draw_moving reports
        log = (self.log_panel.front, self.log_panel.key[-1]) if self.show_log else None
        return (app.display_epoch, self.static.front, log)

    def _restore(self, surface: pygame.Surface, rect: pygame.Rect | None) -> None:
        """Copy the cached layers onto `rect` of the surface (all of it when None)."""
        area = surface.get_rect() if rect is None else rect
        surface.blit(self.static.front, area, area)
        if self.show_log:
            shown = pygame.Rect(self.log_panel.key[-1])     # the rect it was drawn for
            part = area.clip(shown)
            if part:
                surface.blit(self.log_panel.front, part, part.move(-shown.x, -shown.y))

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """What moves or blinks over the cached layers; returns the rects drawn on."""
        drawn = self.layout.draw_frame(surface, self.obs)
        if self.picker is not None:
            self.picker.draw(surface, self.app.text)
            drawn.append(pygame.Rect(self.picker.rect))
        if self.fast_forward:
            x, y = DEMO_BANNER.right - 56, DEMO_BANNER.y - 40     # a fast-forward sign
            for dx in (0, 20):
                pygame.draw.polygon(surface, HIGHLIGHT,
                                    [(x + dx, y), (x + dx + 20, y + 14), (x + dx, y + 28)])
            drawn.append(pygame.Rect(x, y, 41, 29))
        if self.thinking:
            dots = "." * (1 + int(self.think_time * 3) % 3)
            seat_rect = self.layout.seat_rects()[self.state.current_player]
            drawn.append(self.app.text.blit(surface, dots, 48,
                                            (seat_rect.right - 20, seat_rect.y - 4),
                                            "topright", fg=HIGHLIGHT, bold=True))
        if self.peek_button_shown():
            held = self.pointer_peek is not None and self.peeking is not None
            panel(surface, PEEK_BUTTON, PANEL, HIGHLIGHT if held else TEXT_DIM, radius=16)
            drawn += [pygame.Rect(PEEK_BUTTON),
                      self.app.text.blit(surface, self.peek_button_text(held), 30,
                                         PEEK_BUTTON.center, "center",
                                         fg=HIGHLIGHT if held else TEXT, bold=True,
                                         wrap=PEEK_BUTTON.w - 32)]
        return drawn

    def draw_static(self, surface: pygame.Surface) -> None:
        """The parts that change only with a move or a setting, at once."""
        for _weight, draw in self.static_pieces():
            draw(surface)

    def static_pieces(self) -> list[Piece]:
        """The static layer in pieces (see `scenes.layers`): the felt, header and demo
        banner, then the layout's seats and middle."""
        return [(GROUND_WEIGHT, self._draw_ground)] + self.layout.static_pieces(self.obs)

    def _draw_ground(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        self.draw_header(surface)
        if self.demo is not None:
            panel(surface, DEMO_BANNER, PANEL, HIGHLIGHT)
            textfit.blit(self.app.text, surface, text("demo_banner", self.app.lang), 30,
                         DEMO_BANNER.inflate(-30, -12), "center", wrap=True, fg=TEXT, bold=True)

    def draw_header(self, surface: pygame.Surface) -> None:
        """The game's name on the left, whose turn it is on the right, and a hint or a
        refusal between them, each fitted to its room of the header (shrunk to its floor,
        then cut). A notice that needs more room than the middle gives takes the name's
        place too, on two lines if need be; it never leaves the header."""
        pygame.draw.rect(surface, FELT_DARK, (0, 0, 1920, HEADER.bottom + HEADER.y))
        t = self.app.text
        status_box = pygame.Rect(HEADER.right - STATUS_MAX_W, HEADER.y, STATUS_MAX_W, HEADER.h)
        status = textfit.blit(t, surface, self.status_line(), STATUS_SIZE, status_box,
                              "midright", fg=HIGHLIGHT, bold=True)
        left = pygame.Rect(HEADER.x, HEADER.y, status.x - HEADER_GAP - HEADER.x, HEADER.h)
        name, name_size = textfit.fit(t, game_name(self.game, self.app.lang), NAME_SIZE,
                                      left.w, left.h, bold=True)
        notice = self.hint or self.message
        if notice:
            name_w = t.font(name_size, bold=True).size(name)[0]
            band = pygame.Rect(left.x + name_w + HEADER_GAP, left.y,
                               left.w - name_w - HEADER_GAP, left.h)
            colour = HIGHLIGHT if self.hint else (232, 96, 80)
            if band.w <= 0 or textfit.fit(t, notice, NOTICE_SIZE, band.w, band.h, bold=True,
                                          wrap=True, fg=colour)[0] != notice:
                band = left             # the name gives way to what the player must read
            textfit.blit(t, surface, notice, NOTICE_SIZE, band, "center", wrap=True,
                         fg=colour, bold=True)
            if band is left:
                return
        t.blit(surface, name, name_size, left.midleft, "midleft", bold=True, fg=TEXT)

    def log_text(self, seat: int | None, move, events: list) -> str:
        """A past move as the viewer may know it (see `Layout.log_line`)."""
        return self.layout.log_line(seat, move, events)

    def status_line(self) -> str:
        """Whose turn it is, or that the game is over."""
        lang = self.app.lang
        if self.state.is_over:
            return text("game_over", lang)
        seat = self.state.current_player
        if self.seats[seat] == "human":
            return text("your_turn", lang, name=self.seat_name(seat))
        return text("thinking", lang, name=self.seat_name(seat))

    def log_name(self, seat: int | None) -> str:
        """A seat's name in the log: a bot without its level ("Robot 3", "Bot 3"; the
        seat panels show levels), so that the moves themselves keep the room."""
        if seat is None or self.seats[seat] == "human":
            return self.seat_name(seat)
        short = " ".join(text("bot_name", self.app.lang, level="", n=seat + 1).split())
        return short[:1].upper() + short[1:]

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The last moves, told in the player's language from their parameters, at once."""
        for _weight, draw in self.log_pieces(rect):
            draw(surface)

    def log_pieces(self, rect: pygame.Rect) -> list[Piece]:
        """The log panel at `rect` in pieces (see `scenes.layers`): the panel, its title
        and the choice of lines in view, then those lines a batch at a time.

        Lines are as far apart as the text size needs (fewer fit at large sizes); a move
        too long for one line goes on to a second, indented, before anything is cut (only
        the oldest move in view, with one row left for it, is cut to one line).
        """
        t = self.app.text
        inner = rect.inflate(-2 * LOG_PAD, -20)
        step = t.font(LOG_SIZE).get_linesize()
        title_h = t.font(LOG_SIZE, bold=True).get_height()
        rows = (inner.h - title_h - 6) // step     # (a shrunk title leaves room for more:
                                                   # the last batch draws all the rest)
        placed: list[tuple[str, tuple[int, int], tuple]] = []

        def head(surface: pygame.Surface) -> None:
            surface.fill(FELT, rect)             # under the panel's rounded corners
            panel(surface, rect, PANEL, None)
            top = self._draw_log_title(surface, inner) + 6
            in_view = max(0, (inner.bottom - top) // step)
            shown = self._log_in_view(inner.w, in_view)
            placed.extend((part, (inner.x + indent, top + row * step), colour)
                          for row, (part, indent, colour) in enumerate(shown))

        def lines(first: int, last: bool, surface: pygame.Surface) -> None:
            clip = surface.get_clip()
            surface.set_clip(rect.inflate(-8, -8))
            for part, where, colour in placed[first:None if last else first + LOG_BATCH]:
                t.blit(surface, part, LOG_SIZE, where, fg=colour)
            surface.set_clip(clip)

        firsts = range(0, max(1, rows), LOG_BATCH)
        return [(LOG_HEAD_WEIGHT, head)] + [
            (LOG_LINES_WEIGHT, partial(lines, first, first == firsts[-1])) for first in firsts]

    def _draw_log_title(self, surface: pygame.Surface, inner: pygame.Rect) -> int:
        """The log's title (the deal and the number of moves); returns its bottom."""
        t = self.app.text
        lang = self.app.lang
        deal = (f"{text('deal', lang)} {self.seed} · "
                f"{text('moves_count', lang, n=len(self.moves_json))}")
        title = f"{text('log', lang)} · {deal}"
        if t.font(LOG_SIZE, bold=True).size(title)[0] > inner.w:
            title = deal                     # the word "log" goes before anything shrinks
        title, size = textfit.fit(t, title, LOG_SIZE, inner.w, bold=True)
        return t.blit(surface, title, size, inner.topleft, bold=True, fg=TEXT_DIM).bottom

    def _log_in_view(self, width: int, rows: int) -> list[tuple[str, int, tuple]]:
        """The newest `rows` lines of the log, oldest first: (text, indent, colour)."""
        shown: list[tuple[str, int, tuple]] = []      # newest first
        for index in range(len(self.log) - 1, -1, -1):
            seat = self.log[index][0]
            line = self._log_line(index)
            parts = self._log_lines(line, width)
            colour = TEXT if seat in self.humans else TEXT_DIM
            if len(shown) + len(parts) > rows:
                if len(shown) < rows:          # the oldest in view: one line, cut
                    shown.append((self.app.text.fit(line, LOG_SIZE, width), 0, colour))
                break
            shown += [(part, indent, colour) for part, indent in reversed(parts)]
        else:               # every move in view: who started heads the log
            opening = starts_line(self)
            if opening and len(shown) < rows:
                shown.append((self.app.text.fit(opening, LOG_SIZE, width), 0, TEXT_DIM))
        shown.reverse()
        return shown

    def _log_line(self, index: int) -> str:
        """Log entry `index` told to the viewer in the player's language (remembered:
        the log is redrawn after every move)."""
        key = (index, self.viewer, self.app.lang)
        line = self._log_texts.get(key)
        if line is None:
            seat, move, events = self.log[index]
            line = text("log_move", self.app.lang, name=self.log_name(seat),
                        move=self.log_text(seat, move, events))
            if len(self._log_texts) >= LOG_WRAPS:
                self._log_texts.clear()
            self._log_texts[key] = line
        return line

    def _log_lines(self, line: str, width: int) -> list[tuple[str, int]]:
        """A log line as one or two (text, indent) lines of `width` px; the second
        indented and, only if still too long, cut with an ellipsis."""
        t = self.app.text
        key = (line, width, t.scale)
        found = _LOG_WRAPS.get(key)
        if found is not None:
            return found
        font = t.font(LOG_SIZE)
        if font.size(line)[0] <= width:
            found = [(line, 0)]
        else:
            words = line.split(" ")
            first = 1
            while first < len(words) and font.size(" ".join(words[:first + 1]))[0] <= width:
                first += 1
            head = t.fit(" ".join(words[:first]), LOG_SIZE, width)
            found = [(head, 0)]
            if first < len(words):
                found.append((t.fit(" ".join(words[first:]), LOG_SIZE, width - LOG_INDENT),
                              LOG_INDENT))
        if len(_LOG_WRAPS) >= LOG_WRAPS:
            _LOG_WRAPS.clear()
        _LOG_WRAPS[key] = found
        return found


_LOG_WRAPS: dict = {}
_SPARE_BACKDROPS: list[pygame.Surface] = []
_SPARE_LOGS: list[pygame.Surface] = []


def backdrop_surface() -> pygame.Surface:
    """A 1920x1080 surface for a table's static layer: one a finished table gave back,
    else a new one in the display's format (allocating and converting one costs about
    10 ms, a frame's worth, so tables pass them on)."""
    display = pygame.display.get_surface()
    while _SPARE_BACKDROPS:
        spare = _SPARE_BACKDROPS.pop()
        if display is None or spare.get_bitsize() == display.get_bitsize():
            return spare
    surface = pygame.Surface((1920, 1080))
    return surface.convert() if display is not None else surface


def log_surface() -> pygame.Surface:
    """A surface for a table's log panel, of the tallest log's size (a shorter one uses
    its top left): one a finished table gave back, else a new one."""
    display = pygame.display.get_surface()
    while _SPARE_LOGS:
        spare = _SPARE_LOGS.pop()
        if display is None or spare.get_bitsize() == display.get_bitsize():
            return spare
    surface = pygame.Surface(LOG_RECT_FULL.size)
    return surface.convert() if display is not None else surface


def reserve_surfaces() -> None:
    """Make a table's surfaces ahead (at start-up), so no frame pays for them: two for
    the static layer and two for the log (each drawn on one while the other shows)."""
    for pool, make in ((_SPARE_BACKDROPS, backdrop_surface), (_SPARE_LOGS, log_surface)):
        made = [make() for _ in range(2)]         # (from the pool first)
        pool.extend(made)


def warm_surfaces(table: TableScene) -> None:
    """Draw a table's layers once on each reserved surface, so that their panels and
    texts are ready for those very surfaces (SDL encodes a panel per destination)."""
    reserve_surfaces()
    for surface in _SPARE_BACKDROPS:
        table.draw_static(surface)
    for surface in _SPARE_LOGS:
        table.draw_log(surface, pygame.Rect((0, 0), table.log_rect().size))


def picker_rect(choices) -> pygame.Rect:
    """The picker's panel: as tall as its longest level needs (up to PICKER_RECT), so
    that the log below it gets the rest of the column."""
    from scenes.picker import FOOTER_H, LIST_TOP, ROW_H, SHORT_LABEL

    fit = (PICKER_RECT.h - LIST_TOP - FOOTER_H) // ROW_H

    def lines(level) -> int:          # two columns when long and short (as the picker does)
        short = all(len(c.label) + (2 if c.children else 0) <= SHORT_LABEL for c in level)
        return (len(level) + 1) // 2 if len(level) > fit and short else len(level)

    def longest(level) -> int:
        return max([lines(level)] + [longest(c.children) for c in level if c.children])

    rows = longest(choices)
    wanted = LIST_TOP + rows * ROW_H + FOOTER_H + 8
    return pygame.Rect(PICKER_RECT.x, PICKER_RECT.y, PICKER_RECT.w, min(PICKER_RECT.h, wanted))


def bot_seed(seed: int, move_index: int, seat: int) -> int:
    """The seed of the bot choosing move `move_index` of a deal (reproducible)."""
    return (seed * 1_000_003 + move_index * 7919 + seat * 104_729) & 0x7FFF_FFFF
