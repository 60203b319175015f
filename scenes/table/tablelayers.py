"""The table's drawing: two cached layers, and what moves over them.

The static layer (felt, header, seats, middle) and the log panel change only with a
move or a setting; each is redrawn a few pieces a frame on a back buffer (see
`scenes.table.layers`). A frame restores from them only the spots the last frame's moving
parts covered, then draws the moving parts (`draw_moving`): the layout's, the picker,
the thinking dots, the button bar (`scenes.table.bar`), the peek button.
Mixed into the table scene.
"""

from __future__ import annotations

import dataclasses
import importlib
import itertools

import pygame

from scenes.table.aimdraw import draw_prompt, side_rect
from game.i18n import game_name
from scenes.table.layers import FRAME_BUDGET, Piece
from scenes.table.seats import PEEK_BUTTON
from game import catalog
from scenes.ui import FELT, FELT_DARK, HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel
from sprites import textfit

LOG_RECT = pygame.Rect(1420, 866, 480, 114)   # under the tallest picker, over the bar
LOG_GAP = 16
LOG_RECT_FULL = pygame.Rect(1420, 90, 480, 890)
LOG_RECT_PEEK = pygame.Rect(1420, 90, 480, 744)  # the log over the peek button
HEADER = pygame.Rect(24, 4, 1872, 72)   # the header's text room: name, notice, status
LEGEND_CHIP = pygame.Rect(20, 10, 60, 60)  # "?": the game's signs (scenes.menus.legend), then the name
HEADER_GAP = 24          # between the header's name, notice and status
STATUS_MAX_W = 760       # the status (whose turn) takes at most this much of the header
NAME_SIZE, STATUS_SIZE, NOTICE_SIZE = 36, 32, 28
GROUND_WEIGHT = 0.4      # the felt and the header: a share of a frame's drawing budget
REFUSED = (232, 96, 80)  # a refusal's colour in the header
WARM_STEPS = 1           # card faces warmed a frame behind the deal (one drawn cold
                         # costs 2-10 ms of CPU, one read from the disk cache about 1)


# What the bot worker (game.ai.worker, started when a bot first thinks) imports, one
# module a frame behind the deal: all at the first bot's move, a frame of 9-12 ms of CPU.
LATER_IMPORTS = ("pickle", "subprocess", "game.ai.worker")


def _later_imports():
    for name in LATER_IMPORTS:
        importlib.import_module(name)
        yield


class TableDrawing:
    """The drawing of a table scene with `static`, `log_panel`, `logs`, `layout`,
    `view`, `picker`, `aim`, `show_log`, `hint`, `message` and `_warming`."""

    @property
    def backdrop(self) -> pygame.Surface | None:
        """The static layer on screen (None before it is first drawn)."""
        return self.static.front

    def backdrop_key(self) -> tuple:
        """What the cached static layer depends on (the viewer second: see
        `update_layers`)."""
        st = self.app.settings
        return (len(self.moves_json), self.viewer, st.lang, st.text_scale, st.colorblind,
                self.message, self.hint, self.layout.backdrop_key())

    def log_key(self) -> tuple:
        """What the cached log panel depends on (the viewer second, its rect last)."""
        st = self.app.settings
        return (len(self.log), self.viewer, st.lang, st.text_scale, len(self.notes),
                tuple(self.log_rect()))

    def log_rect(self) -> pygame.Rect:
        """Where the log goes: below the picker on a human's turn, else the whole column
        less the peek button's foot (several humans). The right column is the one part
        of the screen that no game's layout uses, at any number of players."""
        side = self.side_rect()
        if side is not None:
            top = side.bottom + LOG_GAP
            return pygame.Rect(LOG_RECT.x, top, LOG_RECT.w, LOG_RECT.bottom - top)
        if self.peek_button_shown():
            return LOG_RECT_PEEK
        return self.full_log_rect()

    def side_rect(self) -> pygame.Rect | None:
        """What the move under way takes of the right column: the moves panel when it is
        shown, else the prompt and the chips (None when no move is under way)."""
        if self.picker is not None and self.panel_shown:
            return self.picker.rect
        if self.aim is not None:
            return self.aim.side_rect()
        if self.waiting_prompt():
            return side_rect(self.app.settings.text_scale)
        return None

    def waiting_prompt(self) -> bool:
        """Whether the prompt stays in its place while others play: with one person at
        this screen (the log then keeps its size from move to move)."""
        return len(self.humans) == 1 and not self.state.is_over

    def full_log_rect(self) -> pygame.Rect:
        """The log's place when nothing else shares the right column."""
        return LOG_RECT_FULL

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

    def start_warming(self) -> None:
        """Render the layout's card faces behind the deal, one a frame (`warm_some`),
        instead of all of them before the first frame: a first launch's table showed
        after 0.6-1.1 s more CPU rasterising faces it did not show yet. With a human
        here, the inspector's large faces follow (nobody inspects a bots' table): drawn
        at entry, they were 0.3-0.6 s of a first table's CPU. The table's first frame,
        which draws everything, warms nothing (a face there was 3% of a first table's
        CPU); the modules the bot worker needs come first (`LATER_IMPORTS`)."""
        steps = self.layout.warm_steps(self.view, inspector=bool(self.humans))
        self._warming = itertools.chain([None], _later_imports(), steps)

    def warm_some(self) -> None:
        """Warm WARM_STEPS faces, unless a human here is choosing a move (a face drawn
        cold costs up to about 10 ms, too much for a frame that answers a hand on the
        mouse). A face the table needs before its turn comes is drawn when asked. A
        fixed count, not a clock: the same frames warm the same faces on any machine."""
        if self._warming is None or self.aim is not None:
            return
        for _ in range(WARM_STEPS):
            if next(self._warming, StopIteration) is StopIteration:
                self._warming = None
                return

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

    def log_pieces(self, rect: pygame.Rect) -> list[Piece]:
        """The log panel at `rect` in pieces (see `scenes.table.logpanel`)."""
        return self.logs.pieces(self.view, self.seed, self.app.lang, rect)

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The log panel at `rect`, at once."""
        for _weight, draw in self.log_pieces(rect):
            draw(surface)

    def draw_static(self, surface: pygame.Surface) -> None:
        """The parts that change only with a move or a setting, at once."""
        for _weight, draw in self.static_pieces():
            draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        """The cached layers, then what moves over them.

        When this table drew the last frame on this surface, alone, from the same
        layers, only the spots the moving parts covered then are restored from the
        layers (a full-screen blit is most of an idle frame's cost). Whatever a table
        draws over its layers goes through `draw_moving`, which reports where."""
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

    # -- what is drawn ---------------------------------------------------------------
    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """What moves or blinks over the cached layers; returns the rects drawn on."""
        view = self.view
        focus = self.focused_step()
        if focus != view.focus:              # moved since the last update
            view = dataclasses.replace(view, focus=focus)
        drawn = self.layout.draw_frame(surface, view)
        if self.picker is not None and self.panel_shown:
            self.picker.draw(surface, self.app.text)
            drawn.append(pygame.Rect(self.picker.rect))
        if self.aim is not None and not self.layout.busy:
            drawn += self.aim.draw(surface, self.app.text, self.play_time)
        elif self.waiting_prompt():
            drawn.append(draw_prompt(surface, self.app.text, self.app.settings.text_scale,
                                     self.status_line(), ""))
        if self.thinking:
            dots = "." * (1 + int(self.think_time * 3) % 3)
            seat_rect = self.layout.seat_rects(self.view)[self.state.current_player]
            drawn.append(self.app.text.blit(surface, dots, 48,
                                            (seat_rect.right - 20, seat_rect.y - 4),
                                            "topright", fg=HIGHLIGHT, bold=True))
        drawn += self.draw_bar(surface)
        if self.peek_button_shown():
            held = self.pointer_peek is not None and self.peeking is not None
            panel(surface, PEEK_BUTTON, PANEL, HIGHLIGHT if held else TEXT_DIM, radius=16)
            drawn += [pygame.Rect(PEEK_BUTTON),
                      self.app.text.blit(surface, self.peek_button_text(held), 30,
                                         PEEK_BUTTON.center, "center",
                                         fg=HIGHLIGHT if held else TEXT, bold=True,
                                         wrap=PEEK_BUTTON.w - 32)]
        return drawn

    def static_pieces(self) -> list[Piece]:
        """The static layer in pieces (see `scenes.table.layers`): the felt and header, then the
        layout's seats and middle."""
        return [(GROUND_WEIGHT, self._draw_ground)] + self.layout.static_pieces(self.view)

    def _draw_ground(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        self.draw_header(surface)

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
        panel(surface, LEGEND_CHIP, PANEL, HIGHLIGHT, radius=14)
        t.blit(surface, catalog.text("legend.button", self.app.lang), 40, LEGEND_CHIP.center,
               "center", fg=HIGHLIGHT, bold=True)
        x = LEGEND_CHIP.right + 16
        left = pygame.Rect(x, HEADER.y, status.x - HEADER_GAP - x, HEADER.h)
        name, name_size = textfit.fit(t, game_name(self.game, self.app.lang), NAME_SIZE,
                                      left.w, left.h, bold=True)
        notice = self.hint or self.message
        if notice:
            name_w = t.font(name_size, bold=True).size(name)[0]
            band = pygame.Rect(left.x + name_w + HEADER_GAP, left.y,
                               left.w - name_w - HEADER_GAP, left.h)
            colour = HIGHLIGHT if self.hint else REFUSED
            if band.w <= 0 or textfit.fit(t, notice, NOTICE_SIZE, band.w, band.h, bold=True,
                                          wrap=True, fg=colour)[0] != notice:
                band = left             # the name gives way to what the player must read
            textfit.blit(t, surface, notice, NOTICE_SIZE, band, "center", wrap=True,
                         fg=colour, bold=True)
            if band is left:
                return
        t.blit(surface, name, name_size, left.midleft, "midleft", bold=True, fg=TEXT)


def warm_surfaces(table) -> None:
    """Draw a table's layers once on each reserved surface, so that their panels and
    texts are ready for those very surfaces (SDL encodes a panel per destination)."""
    from scenes.table.layers import reserve_surfaces, reserved_surfaces
    reserve_surfaces()
    backdrops, logs = reserved_surfaces()
    for surface in backdrops:
        table.draw_static(surface)
    for surface in logs:
        table.draw_log(surface, pygame.Rect((0, 0), table.log_rect().size))
