"""The table layout interface and the generic layout drawn from observe(seat) alone.

A layout draws one game's table from the viewer's observation, animates the events of
each move, and turns legal moves into choices for a human. The generic layout works
for any engine: seat panels, the observation's public fields as text, and the legal
moves as a choice tree. Per-game layouts subclass `Layout` and replace the middle.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.i18n import game_name
from game.match.steps import public_move_function
from scenes.table.layers import Piece
from scenes.table.layouts.cards import CardArt, Flights
from scenes.table.layouts.words import COMMON_TEXTS, Words
from scenes.ui import FELT_DARK, HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel, seat_colour
from sprites import textfit
from sprites.layout import seats_around
from sprites.tween import Tweener

from scenes.table.view import LayoutContext, TableView

TABLE_AREA = pygame.Rect(20, 90, 1380, 970)
OWN_AREA_TOP = 668          # the viewer's rows of cards fill the bottom-left corner from here
TOAST_TIME = 2.5
TOAST_BAND = pygame.Rect(640, 4, 800, 72)      # the header between the game name and the status
HEADER_NAME = (24, 36)     # where table.py draws the game's name (x, size) and the status
HEADER_STATUS = (1896, 32)
SEAT_NAME_H = 46         # the name's row at the top of a seat panel


SKIP_KEYS = {"game", "seat", "players", "current_player", "is_over", "seats", "options"}
class Layout(Words):
    """Base class: seat panels, a toast line for events, the tweener; the words are
    `Words`' (words.py)."""

    # Shares of a frame's drawing budget (scenes.table.layers) a seat panel and the middle
    # of the table take when the static layer is redrawn a piece a frame.
    SEAT_WEIGHT = 0.25
    MIDDLE_WEIGHT = 0.7
    SEAT_LINE_BOTTOM = 142   # the seat line's room ends this far below its panel's top

    def __init__(self, ctx: LayoutContext, players: int) -> None:
        self.ctx = ctx
        self._public_move = public_move_function(ctx.game.id)
        self.tweens = Tweener()
        self.flights = Flights(self.tweens)
        self.art = CardArt(ctx.game.id, ctx.text, skin=ctx.options.get("skin"))
        self.toast = ""
        self.toast_time = 0.0
        self._band_key: tuple | None = None     # what the toast band was measured for
        self._band = pygame.Rect(TOAST_BAND)
        self.drawn: list[pygame.Rect] = []     # where this frame's draw drew

    # -- called from the scene's update -------------------------------------------------
    def on_events(self, view: TableView, events: list) -> None:
        """Animate the events of a move, already viewed for the viewer.

        The toast tells the last event this layout has words for (bookkeeping events
        such as "turn_started" are left to the log). Cards still in the air from the
        last move land first: their spots were keyed to the last observation.
        """
        self.flights.land_all()
        texts = COMMON_TEXTS | getattr(self, "EVENT_TEXTS", frozenset())
        told = [e for e in events if e.kind in texts]
        if told:
            self.toast = self.event_text(view, told[-1])
            self.toast_time = TOAST_TIME

    def update(self, dt: float) -> None:
        """Advance animations (and draw a large face the inspector put off)."""
        self.art.draw_waiting()
        self.tweens.step(dt, self.ctx.prefs.anim_speed)
        self.flights.prune()
        self.toast_time = max(0.0, self.toast_time - dt)

    @property
    def busy(self) -> bool:
        """Whether an animation is still playing (the next move waits for it)."""
        return self.tweens.busy

    # -- moves made on the table (see game.match.steps and scenes.table.aim) -------------------------
    def targets(self, view: TableView) -> list:
        """The table objects of the view as `game.match.steps.Target`s, in draw order: every
        object that may be a step in this phase (legal now or not), and the cards that
        can only be looked at (`make_targets`, kept per view)."""
        made = getattr(self, "_made_targets", None)
        if made is None or made[0] is not view:
            made = self._made_targets = (view, self.make_targets(view))
        return list(made[1])

    def make_targets(self, view: TableView) -> list:
        """The targets of a view, worked out anew. None here: every step then gets a
        chip."""
        return []

    def step_label(self, view: TableView, step, moves: list) -> str:
        """A step in words (a chip, the moves panel, the prompt): the move it finishes
        when it finishes one, else the object it names."""
        if len(moves) == 1:
            return self.label(moves[0], view)
        if step and step[0] == "move":
            return self.label(step[1], view)
        if step and step[0] in ("hand", "line", "owned", "card") and len(step) > 1 \
                and isinstance(step[1], str):
            return self.card_name(step[1])
        if step and step[0] == "chip":
            return self.lines(step[1])
        return " ".join(str(part) for part in step)

    def step_reason(self, view: TableView, step) -> str:
        """Why a step target is not offered now ("" when there is nothing to say)."""
        return ""

    def inspect(self, view: TableView, target):
        """What the inspector shows for a target: its card face large and its name."""
        from scenes.table.inspect import Inspect
        if target.card is None or not isinstance(target.card, str):
            return None
        try:
            image = self.inspect_face(target.card)
        except Exception:  # noqa: BLE001 - a card this art cannot draw: its name alone
            image = None
        return Inspect(image, self.card_name(target.card))

    def target_image(self, view: TableView, target):
        """The picture of a target lifted under the pointer, or None (the table copies
        what it drew there)."""
        return None

    def sound_for(self, events: list) -> str:
        """The effect to play for a move's events (see sounds.synth.EFFECTS)."""
        return "flip"

    # -- drawing ----------------------------------------------------------------------
    def static_pieces(self, view: TableView) -> list[Piece]:
        """What only changes with a move, for the table's cached static layer, in pieces
        a frame can afford (see `scenes.table.layers`): each seat's panel, then the middle."""
        pieces: list[Piece] = [(self.SEAT_WEIGHT, partial(self.draw_seat, view=view, seat=seat,
                                                          rect=rect))
                               for seat, rect in enumerate(self.seat_rects(view))]
        pieces.append((self.MIDDLE_WEIGHT, partial(self.draw_middle, view=view)))
        return pieces

    def draw_frame(self, surface: pygame.Surface, view: TableView) -> list[pygame.Rect]:
        """Draw what moves (see `draw`); returns where it drew: the table restores those
        spots from its cached layers on the next frame instead of redrawing the screen."""
        self.drawn = []
        self.draw(surface, view)
        return self.drawn

    def draw(self, surface: pygame.Surface, view: TableView) -> None:
        """What moves every frame (animations, the toast), over the backdrop. Every
        rect drawn on goes into `self.drawn` (per-game layouts add theirs)."""
        self.drawn += self.flights.draw(surface)
        self.draw_toast(surface, view)

    def backdrop_key(self) -> tuple:
        """Anything besides the move count that the static layer depends on."""
        return (self.flights.landing(),)

    def warm_sets(self, view: TableView) -> list[tuple[list[str], tuple[int, ...]]]:
        """(card ids, heights) this layout draws for a view: rendered ahead by `warm`."""
        return []

    def warm(self, view: TableView, inspector: bool = True) -> None:
        """Render at once every card face this layout may need (see `warm_steps`)."""
        for _ in self.warm_steps(view, inspector):
            pass

    def warm_steps(self, view: TableView, inspector: bool = True):
        """Render every card face this layout may need, one face per step of the
        generator (a table runs one step a frame behind its deal: a face drawn
        cold costs 2-10 ms, the whole set 0.7-1.6 s of CPU on a first launch), with
        `inspector` the inspector's too (see `inspector_steps`). The faces of cards in
        the air come first, in the order they fly, so the deal finds them drawn."""
        colorblind, lang = self.ctx.prefs.colorblind, self.ctx.lang
        for flight in list(self.flights.items):    # the deal's faces first, in its order
            if flight.prepare():
                yield
        for ids, heights in self.warm_sets(view):
            for height in heights:
                self.art.back(height)
                yield
                for card_id in ids:
                    self.art.face(card_id, height, colorblind, lang)
                    yield
        if inspector:
            yield from self.inspector_steps(view)

    def inspector_steps(self, view: TableView):
        """The inspector's large faces that the disk art cache lacks, and its card back,
        one per step: drawn cold when a card is first inspected, one is a frame of 17-28
        ms of CPU in the middle of a turn (reading one back takes about 1 ms)."""
        from scenes.table.inspect import INSPECT_H
        colorblind, lang = self.ctx.prefs.colorblind, self.ctx.lang
        every = dict.fromkeys(card for ids, _ in self.warm_sets(view) for card in ids)
        for card_id in every:
            self.art.warm_unstored([card_id], INSPECT_H, colorblind, lang)
            yield
        self.art.back(INSPECT_H)          # the deck and hidden cards, inspected
        yield

    # -- helpers for per-game layouts --------------------------------------------------
    @staticmethod
    def hand_cards(obs: dict, seat: int) -> list[str]:
        """The seat's own hidden cards, as card ids (a phone shows them as its hand):
        by default the observation's "hand", for a game whose layout says nothing."""
        hand = obs.get("hand")
        return [c for c in hand if isinstance(c, str)] if isinstance(hand, (list, tuple)) else []

    def face(self, card_id: str, height: int) -> pygame.Surface:
        """A card face in the player's language and colour mode."""
        return self.art.face(card_id, height, self.ctx.prefs.colorblind, self.ctx.lang)

    def inspect_face(self, card_id: str | None) -> pygame.Surface:
        """A card face (the back: None) at the inspector's height; see `CardArt.large`."""
        from scenes.table.inspect import INSPECT_H
        return self.art.large(card_id, INSPECT_H, self.ctx.prefs.colorblind, self.ctx.lang)

    def seat_center(self, view: TableView, seat: int | None) -> tuple[float, float]:
        """The centre of a seat's panel (or of the table for None)."""
        if seat is None:
            return TABLE_AREA.center
        return tuple(self.seat_rects(view)[seat].center)

    def seat_rects(self, view: TableView) -> list[pygame.FRect]:
        """Where each seat's panel goes (the viewer at the bottom)."""
        return seats_around(view.players, TABLE_AREA, view.bottom)

    def draw_slot(self, surface: pygame.Surface, rect, label: str = "") -> None:
        """An empty place for cards: a faint outline with a label (e.g. a collection's number)."""
        rect = pygame.Rect(rect)
        panel(surface, rect, FELT_DARK, TEXT_DIM, radius=10, width=2)
        if label:
            textfit.blit(self.ctx.text, surface, label, 28, rect.inflate(-12, -12), "center",
                         fg=TEXT_DIM, bold=True)

    def draw_seat(self, surface: pygame.Surface, view: TableView, seat: int, rect) -> None:
        """One seat's panel at `rect`: name, level, score, turn marker and public summary.

        Each text is fitted to its row of the panel (smaller at large text sizes, never
        under its 100 % size, then cut), so that nothing spills over a neighbour.
        """
        t, obs = self.ctx.text, view.obs
        current = obs.get("current_player")
        scores = obs.get("scores")
        rect = pygame.Rect(rect)
        border = HIGHLIGHT if seat == current else seat_colour(seat, self.ctx.prefs.colorblind)
        panel(surface, rect, PANEL, border, width=5 if seat == current else 3)
        top = pygame.Rect(rect.x + 16, rect.y + 8, rect.w - 32, SEAT_NAME_H)
        name = view.name(seat)
        if scores is not None:            # the score on the name's line, right aligned,
            score = self.score_text(view, seat)                # at the name's size
            _both, size = textfit.fit(t, f"{name}  {score}", 30, top.w, top.h, bold=True)
            drawn = t.blit(surface, score, size, top.midright, "midright", bold=True,
                           fg=HIGHLIGHT)
            top.w = max(40, drawn.x - 12 - top.x)
            name, size = textfit.fit(t, name, 30, top.w, top.h, bold=True, largest=size)
            t.blit(surface, name, size, top.midleft, "midleft", bold=True, fg=TEXT)
        else:
            textfit.blit(t, surface, name, 30, top, "midleft", bold=True, fg=TEXT)
        line = self.seat_line(view, seat)
        if line:
            box = pygame.Rect(rect.x + 16, rect.y + SEAT_NAME_H + 8, rect.w - 32,
                              min(self.SEAT_LINE_BOTTOM, rect.h - 4) - SEAT_NAME_H - 8)
            textfit.blit(t, surface, line, 28, box, "topleft", wrap=True, fg=TEXT_DIM)

    def score_text(self, view: TableView, seat: int) -> str:
        """A seat's score as its panel shows it."""
        return self.lines("score_pts", n=view.obs["scores"][seat])

    def seat_line(self, view: TableView, seat: int) -> str:
        """A short public summary of a seat (generic: its simple fields; the score apart)."""
        seats = view.obs.get("seats")
        if not isinstance(seats, list) or seat >= len(seats) or not isinstance(seats[seat], dict):
            return ""
        parts = [f"{k}: {v}" for k, v in seats[seat].items()
                 if isinstance(v, (int, float, str)) and not isinstance(v, bool)]
        return "  ".join(parts[:3])

    def result_line(self, view: TableView, seat: int) -> str:
        """How a seat's final score came about (results screen); the seat line by default."""
        return self.seat_line(view, seat)

    def draw_middle(self, surface: pygame.Surface, view: TableView) -> None:
        """Generic: the observation's other public fields, one per line."""
        text = self.ctx.text
        y = 280
        for key, value in view.obs.items():
            if key in SKIP_KEYS or y > 720:
                continue
            shown = _short(value)
            text.blit(surface, f"{key}: {shown}", 28, (480, y), fg=TEXT, wrap=820)
            y += 40

    def draw_toast(self, surface: pygame.Surface, view: TableView) -> None:
        """The last event, for a moment, in the header band (unless a hint is shown).

        The band never reaches the status on the right; when the toast needs more room
        than the middle of the header gives, it covers the game's name for that moment.
        """
        if not self.toast or self.toast_time <= 0 or view.hint or view.message:
            return
        band = self.toast_band(view.status)
        pygame.draw.rect(surface, FELT_DARK, band)
        self.drawn.append(band)
        textfit.blit(self.ctx.text, surface, self.toast, 30, band.inflate(-24, -4), "center",
                     fg=HIGHLIGHT, bold=True)

    def toast_band(self, status: str) -> pygame.Rect:
        """Where the toast goes in the header beside the `status` (see draw_toast);
        measured once per toast and status (it is drawn every frame)."""
        key = (self.toast, status)
        if key != self._band_key:
            self._band_key, self._band = key, self._measure_toast_band(status)
        return pygame.Rect(self._band)

    def _measure_toast_band(self, status: str) -> pygame.Rect:
        t = self.ctx.text
        status_w = t.font(HEADER_STATUS[1], bold=True).size(status)[0]
        right = min(TOAST_BAND.right, HEADER_STATUS[0] - status_w - 16)
        name = game_name(self.ctx.game, self.ctx.lang)
        name_right = HEADER_NAME[0] + t.font(HEADER_NAME[1], bold=True).size(name)[0] + 16
        left = max(TOAST_BAND.left, name_right)
        shown, size = textfit.fit(t, self.toast, 30, TOAST_BAND.w, TOAST_BAND.h - 4, bold=True)
        needed = t.font(size, bold=True).size(shown)[0] + 24
        if right - left < needed:            # not enough room: the name gives way
            left = 0
        return pygame.Rect(left, TOAST_BAND.y, max(0, right - left), TOAST_BAND.h)


class GenericLayout(Layout):
    """Any game: no special drawing beyond the base."""


def all_card_ids(game_id: str) -> list[str]:
    """Every card id the art module knows for a game (empty without it)."""
    try:
        from sprites.labels import card_ids
        return list(card_ids(game_id))
    except Exception:  # noqa: BLE001 - no art module: nothing to warm
        return []


def _short(value: Any, limit: int = 90) -> str:
    if isinstance(value, dict):
        text = ", ".join(f"{k}={_short(v, 20)}" for k, v in value.items())
    elif isinstance(value, (list, tuple)):
        text = " ".join(_short(v, 20) for v in value)
    else:
        text = str(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"

