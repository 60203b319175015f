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

from game import catalog
from game.i18n import game_name
from scenes.table.layers import Piece
from game.match.steps import public_move_function
from scenes.table.layouts.cards import CardArt, Flights
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


class EventTexts(frozenset):
    """The event keys a layout has words for, read from the catalogs' `[layout.<id>]`."""

    section: str = ""


def event_texts(name: str) -> EventTexts:
    """The keys of the catalogs' `[layout.<name>]` table (the words are looked up
    in the player's language when shown, by Layout.lines)."""
    keys = EventTexts(catalog.keys(f"layout.{name}", catalog.default_language(())))
    keys.section = f"layout.{name}"
    return keys


COMMON_TEXTS = event_texts("common")
QUIET_TEXTS = event_texts("quiet")      # bookkeeping events: words for the log, never a toast
SKIP_KEYS = {"game", "seat", "players", "current_player", "is_over", "seats", "options"}
NOT_AN_ACT = frozenset({"cards_dealt", "game_over"})    # told without a seat's name


class Layout:
    """Base class: seat panels, a toast line for events, the tweener."""

    # Event kinds the log never words: bookkeeping that another event of the same move
    # says, or that nobody sees change. The log tells every other event of a move after
    # the mover's own words (tests/scenes/table/test_log_outcomes.py plays each game to check
    # that every kind an engine emits has words or is listed here).
    LOG_QUIET: frozenset = frozenset({"turn_started"})
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
    def sync(self, view: TableView) -> None:
        """The view changed (after a move, a change of viewer, a hint or a setting):
        nothing to do here (a layout keeps no view; see `scenes.table.view`)."""

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

    def has_text(self, kind: str) -> bool:
        """Whether this layout has words for an event kind (others are bookkeeping)."""
        return kind in COMMON_TEXTS or kind in getattr(self, "EVENT_TEXTS", frozenset())

    def update(self, dt: float) -> None:
        """Advance animations."""
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
        can only be looked at (`make_targets`, kept per view and language)."""
        made = getattr(self, "_made_targets", None)
        if made is None or made[0] is not view or made[1] != self.ctx.lang:
            made = self._made_targets = (view, self.ctx.lang, self.make_targets(view))
        return list(made[2])

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
        from scenes.table.inspect import INSPECT_H, Inspect
        if target.card is None or not isinstance(target.card, str):
            return None
        try:
            image = self.face(target.card, INSPECT_H)
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

    def describe(self, move, view: TableView | None = None) -> str:
        """A move in the player's language (a game whose moves name a seat names it as
        the `view` does, when given)."""
        return self.ctx.game.describe_move(move, self.ctx.lang)

    def label(self, move, view: TableView | None = None) -> str:
        """A move as the picker lists it (by default as the log tells it)."""
        return self.describe(move, view)

    def public_move(self, move, made_events: bool) -> bool:
        """Whether another seat's move may be shown to the viewer: the game's own rule
        of secrecy (`game.<id>.steps.public_move`)."""
        return self._public_move(move, made_events)

    def log_move(self, view: TableView, move) -> str:
        """A move the log tells by itself (it made no event the mover has words for)."""
        return self.describe(move, view)

    def log_line(self, view: TableView, seat: int | None, move, events: list) -> str:
        """A past move as the log tells it, worded the same whoever made it.

        The mover's first event with words, as the viewer sees it: a card hidden face
        down is named to its owner only. A move without such an event (Origami's "Done")
        is the move itself (`log_move`) to its mover and where the move is public (see
        `public_move`), else the first event with words, so that nothing hidden is told
        by the move (a secret step with no event is "makes a secret choice"). Then
        what the move led to (`outcomes`): an automatic payment, a power's effect, an
        auction won and its price, medals.
        """
        viewer = view.viewer
        mine = [e for e in events if e.seat == seat and self.has_text(e.kind)]
        if mine:
            line, first = self.event_text(view, mine[0].view(viewer), with_name=False), mine[0]
        elif move is not None and (seat == viewer or self.public_move(move, bool(events))):
            line, first = self.log_move(view, move), None
        elif not events:
            line, first = self.lines("secret_step"), None
        else:
            told = [e for e in events if self.has_text(e.kind)]
            if told:
                line, first = self.event_text(view, told[0].view(viewer),
                                              with_name=False), told[0]
            else:           # only bookkeeping: the next seat's turn begins
                line, first = self.lines("turn_ended"), None
        return self.then(line, self.outcomes(view, seat, [e for e in events if e is not first]))

    def then(self, line: str, outcomes: list[str]) -> str:
        """A move's words followed by what it led to ("passes; Player 2 wins ..."; French
        typography puts a space before the semicolon: the catalogs' `then`)."""
        return self.lines("then").join([line] + outcomes)

    def outcomes(self, view: TableView, seat: int | None, events: list) -> list[str]:
        """What a move led to, in words, as the viewer may see it: every event with
        words but the bookkeeping (LOG_QUIET). The mover's name is not said again
        until something else is told ("pays with the Crab; places the Fly", then
        "Player 2 draws a card"); the same words twice in a row are said once."""
        said, named = [], False
        for event in events:
            if event.kind in self.LOG_QUIET or not self.has_text(event.kind):
                continue
            named = named or event.seat != seat
            words = self.event_text(view, event.view(view.viewer), with_name=named)
            if words and words not in said[-1:]:
                said.append(words)
        return said

    def event_text(self, view: TableView, event, with_name: bool = True) -> str:
        """A short line for an already viewed event (per-game layouts say more): the
        seat's name first ("Player 2 : passe" in French typography), unless the event
        is no seat's act (the deal is not the last seat dealt's doing)."""
        words = self.lines(event.kind)
        if event.seat is None or not with_name or event.kind in NOT_AN_ACT:
            return words
        return catalog.text("ui.log_move", self.ctx.lang, name=view.name(event.seat),
                            move=words)

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
        `inspector` the inspector's too (see `inspector_steps`)."""
        colorblind, lang = self.ctx.prefs.colorblind, self.ctx.lang
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

    def card_name(self, card_id: str) -> str:
        """A card's name in the player's language (from the art module's labels)."""
        try:
            from sprites.labels import card_info
            return card_info(self.ctx.game.id, card_id).name(self.ctx.lang)
        except Exception:  # noqa: BLE001 - unknown id or no art module: show the id
            return card_id

    def face(self, card_id: str, height: int) -> pygame.Surface:
        """A card face in the player's language and colour mode."""
        return self.art.face(card_id, height, self.ctx.prefs.colorblind, self.ctx.lang)

    def seat_center(self, view: TableView, seat: int | None) -> tuple[float, float]:
        """The centre of a seat's panel (or of the table for None)."""
        if seat is None:
            return TABLE_AREA.center
        return tuple(self.seat_rects(view)[seat].center)

    def lines(self, key: str, **params) -> str:
        """A layout text from its catalog table (EVENT_TEXTS), else a common one."""
        own = getattr(self, "EVENT_TEXTS", COMMON_TEXTS)
        for section in (own.section, COMMON_TEXTS.section, QUIET_TEXTS.section):
            found = catalog.lookup(f"{section}.{key}", self.ctx.lang, **params)
            if found is not None:
                return found
        return key.replace("_", " ")

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

