"""Origami's table: the draw line, the deck and discard, the stage, two collections a seat.

Where things go is `geometry.py` (per player count): the opponents along the top, each
with its panel and its two collections; the middle band with the deck over the
discard pile, the line as large as it fits and the stage (`stage.py`: the origami being
played and what is paid, the decision's words and chips); the viewer's collections and
panel on one row and its hand under them, all cards 140 px wide.
A click on a table object makes the legal move whose step it is (`objects.py` lists
the objects as targets; `game.origami.steps` gives each move its object); the picker
offers the same moves by keyboard or pad.
"""

from __future__ import annotations

import pygame

from game import catalog
from game.core import Event
from game.origami.cards import BY_ID
from game.origami.frames import Frame
from game.origami.moves import Done, Target
from game.origami.scoring import player_score
from scenes.table.layouts.base import SEAT_NAME_H, Layout, all_card_ids, event_texts
from scenes.table.layouts.cards import FLIGHT_TIME, Flight, card_width
from scenes.table.layouts.deal import Dealt, round_robin, to_panel
from scenes.table.layouts.origami import geometry, objects
from scenes.table.layouts.origami.geometry import OWN_H
from scenes.table.layouts.origami.stage import (BIG_H, CHOICE_H, PAID_H, TITLE_H, card_rect, stage,
                                          text_px)
from scenes.ui import (FELT_DARK, HIGHLIGHT, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM, panel,
                       seat_colour)
from sprites import textfit

PAY_FRAME = int(Frame.PAY)
MAGPIE_H = 134           # the discard pile spread for the magpie (96 wide)
HAND_MIN_H = 90          # an opponent's hand is shown in its panel if this tall at least
WORDS_H = 34             # the hand's size and points under a name (two-row panels)
CARD_WORDS = ("name", "the", "The", "of_the")    # a card's placeholders in the texts


class OrigamiLayout(Layout):
    """Line, deck, discard, stage, collections and hand."""

    EVENT_TEXTS = event_texts("origami")
    # The deal happens before the first move (no line of the log): the opening notes
    # say who starts.
    LOG_QUIET = Layout.LOG_QUIET | {"dealt", "first_player"}

    def warm_sets(self):
        geo = self.geometry()
        opp = {fans[0].h for seat, fans in enumerate(geo.fans) if seat != self.bottom_seat()}
        opp |= {row.h for seat in range(len(geo.panels)) if (row := self._hand_row(seat))}
        return [(all_card_ids("origami"), (geo.line_h, OWN_H, self.stage_card_rect().h,
                                           PAID_H, CHOICE_H, *sorted(opp)))]

    # -- geometry --------------------------------------------------------------------
    def geometry(self) -> geometry.Geometry:
        """The places of this table (cached per player count and bottom seat)."""
        key = (self.view.players, self.bottom_seat())
        if getattr(self, "_geo_key", None) != key:
            self._geo_key, self._geo = key, geometry.build(*key)
        return self._geo

    def line_rects(self, count: int) -> list[pygame.Rect]:
        """The face-up draw line."""
        return self.geometry().line_rects(count)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """The viewer's hand, under its collections and panel."""
        return self.geometry().hand_rects(count)

    def seat_rects(self) -> list[pygame.FRect]:
        """The seats' panels: the viewer's right of its collections, above its hand."""
        return [pygame.FRect(r) for r in self.geometry().panels]

    def fan_rects(self, seat: int, col: int, count: int) -> list[pygame.Rect]:
        """Cards of collection `col` of a seat, bottom first (one slot when empty)."""
        return self.geometry().fans[seat][col].rects(count)

    def deck_rect(self) -> pygame.Rect:
        return pygame.Rect(self.geometry().deck)

    def discard_rect(self) -> pygame.Rect:
        return pygame.Rect(self.geometry().discard)

    def stage_card_rect(self) -> pygame.Rect:
        """Where the origami being played stands on the stage."""
        return card_rect(self.geometry().stage)

    def magpie_rects(self, count: int) -> list[pygame.Rect]:
        """The discard pile spread over the line's band for the magpie to pick from, as
        large as the band holds them (down to MAGPIE_H, rows overlapping past that)."""
        box = self.geometry().line_box
        height = MAGPIE_H
        for tried in range(self.geometry().line_h, MAGPIE_H, -4):
            per_row = max(1, (box.w + 8) // (card_width(tried) + 8))
            if -(-count // per_row) * (tried + 8) - 8 <= box.h:
                height = tried
                break
        width = card_width(height)
        per_row = max(1, (box.w + 8) // (width + 8))
        rows = max(1, -(-count // per_row))
        step_y = min(height + 8, (box.h - height) // max(1, rows - 1)) if rows > 1 else 0
        top = box.centery - (height + step_y * (rows - 1)) // 2
        out = []
        for i in range(count):
            r, c = divmod(i, per_row)
            in_row = min(per_row, count - r * per_row)
            left = box.centerx - (in_row * (width + 8) - 8) // 2
            out.append(pygame.Rect(left + c * (width + 8), top + r * step_y, width, height))
        return out

    def payment(self, obs: dict) -> tuple[int, str, int, list[str]] | None:
        """(seat, card, folds still owed, cards paid so far) while somebody pays, else None.

        The card being played and the cards paid are public (paid cards go face up to
        the discard); they are read from the observation and the viewed events.
        """
        stack = obs.get("stack") or ()
        if not stack or stack[-1][0] != PAY_FRAME:
            return None
        _kind, seat, card, remaining = stack[-1][:4]
        paid: list[str] = []
        for _seat, _move, events in reversed(self.view.history):
            viewed = [e.view(self.view.viewer) for e in events if e.seat == seat]
            paid[:0] = [e.data["card"] for e in viewed if e.kind == "paid"]
            if any(e.kind == "played" for e in viewed):
                break
        return seat, card, remaining, paid

    # -- targets (see objects.py) ----------------------------------------------------
    def targets(self, view):
        """The table objects of this view, in draw order (see game.match.steps.Target)."""
        return objects.targets(self, view)

    def step_label(self, view, step, moves) -> str:
        """The moves panel's words for a step."""
        return objects.step_label(self, view, step, moves)

    def inspect(self, view, target):
        """The large card for a target (see objects.inspect)."""
        return objects.inspect(self, view, target)

    def chip_label(self, step: tuple, frame: tuple) -> str:
        """The words of a chip (the vulture's "keep" names its card)."""
        card = frame[3] if step[1] == "keep" and len(frame) > 3 else None
        return self.lines(f"chip_{step[1]}", **self.card_words(card))

    # -- events -----------------------------------------------------------------------
    def on_events(self, view, events: list) -> None:
        super().on_events(view, events)
        delay, staged = 0.0, None        # staged: when a card played now reaches the stage
        for event in events:
            launched = self._fly(event, delay, staged)
            if event.kind == "played" and launched:
                staged = delay + FLIGHT_TIME
            delay += 0.12 * launched

    def _seat_spot(self, seat: int) -> tuple[tuple[float, float], int]:
        """Where a seat's cards come from and go to: the viewer's hand, else its panel."""
        if seat is not None and seat == self.view.viewer:
            return self.geometry().hand.center, OWN_H
        return self.seat_center(seat), self.geometry().deck.h

    def _fly(self, event, delay: float, staged: float | None) -> int:
        """Launch the flights of one event; how many were launched."""
        obs, d = self.view.obs, event.data
        geo = self.geometry()
        card = d.get("card") if isinstance(d.get("card"), str) else None
        kind, seat = event.kind, event.seat
        deck, discard, line_h = geo.deck.center, geo.discard.center, geo.line_h
        stage_card = self.stage_card_rect()
        flights: list[Flight] = []
        if kind == "taken" and card:
            start = {"discard": discard, "revealed": deck}.get(d.get("source"),
                                                              geo.line_box.center)
            flights.append(self._to_hand(card, seat, start, line_h, face=True))
        elif kind == "drawn":                 # face down: a back, whoever looks
            secret = (event.secret or {}).get("cards") or [None] * min(4, d.get("count", 0))
            flights += [self._to_hand(c, seat, deck, geo.deck.h, face=False) for c in secret]
        elif kind == "line_filled" and card:
            index = self.flights.free_slot(obs["line"], card, ("line",))
            if index is not None:
                end = self.line_rects(len(obs["line"]))[index].center
                flights.append(Flight(self.face(card, line_h), deck, end,   # turned over
                                      landing=("line", index), card=card,     # on its way
                                      heights=(geo.deck.h, line_h),
                                      back=self.art.back(line_h), sound="flip"))
        elif kind == "played" and card:
            start, height = self._seat_spot(seat)
            flights.append(Flight(self.face(card, stage_card.h), start, stage_card.center,
                                  landing=("stage",), card=card, heights=(height, stage_card.h)))
        elif kind in ("paid", "discarded") and card:
            index = self.flights.free_slot(obs["discard"], card, ("discard",))
            start, height = self._seat_spot(seat)
            flights.append(Flight(self.face(card, geo.deck.h), start, discard,
                                  landing=None if index is None else ("discard", index),
                                  card=card, heights=(height, geo.deck.h)))
        elif kind == "placed" and card:
            col = d.get("col", 0)
            pile = obs["collections"][seat][col]
            index = 0 if d.get("under") else len(pile) - 1
            if 0 <= index < len(pile) and pile[index] == card:
                end = self.fan_rects(seat, col, len(pile))[index]
                flights.append(Flight(self.face(card, stage_card.h), stage_card.center, end.center,
                                      landing=("col", seat, col, index), card=card,
                                      heights=(stage_card.h, end.h), wait_hidden=staged is not None))
                if staged is not None:      # it leaves the stage once it has got there
                    delay = max(delay, staged)
        flights = [f for f in flights if f is not None]
        for i, flight in enumerate(flights):
            flight.delay = delay + 0.12 * i
            self.flights.launch(flight)
        return len(flights)

    def opening_deal(self, obs: dict):
        """The hands dealt round the table from the deck (the viewer's turned face up
        into its hand, the others' to their panels), then the line turned over."""
        geo = self.geometry()
        hands = []
        for seat, hand in enumerate(obs["hands"]):
            if seat == self.view.viewer:
                cards = hand.get("cards", ())
                spots = self.hand_rects(len(cards))
                hands.append([Dealt(tuple(spot.center), OWN_H, card, ("hand", i))
                              for i, (card, spot) in enumerate(zip(cards, spots))])
            else:
                hands.append(to_panel(self.seat_center(seat), geo.deck.h, hand.get("size", 0)))
        line = [Dealt(tuple(spot.center), geo.line_h, card, ("line", i)) for i, (card, spot)
                in enumerate(zip(obs["line"], self.line_rects(len(obs["line"]))))]
        return tuple(geo.deck.center), round_robin(hands) + line

    @staticmethod
    def hand_cards(obs: dict, seat: int) -> list[str]:
        """The seat's own hidden cards (a phone shows them): its hand."""
        return list(obs["hands"][seat].get("cards") or ())

    def winner_card(self, obs: dict, seat: int) -> str | None:
        """The card the results show for a winner: the top of its larger collection."""
        piles = [pile for pile in obs["collections"][seat] if pile]
        return max(piles, key=len)[-1] if piles else None

    def _to_hand(self, card: str | None, seat: int, start, start_h: int, face: bool) -> Flight | None:
        """A card going into a hand: to its place in the viewer's (left out until it
        lands), else to the seat's panel. Face up only if `face` (a public card)."""
        if seat is not None and seat == self.view.viewer and card is not None:
            hand = self.view.obs["hands"][seat].get("cards", ())
            index = self.flights.free_slot(hand, card, ("hand",))
            if index is None:
                return None
            end = self.hand_rects(len(hand))[index].center
            landing, end_h = ("hand", index), OWN_H
        else:
            end, end_h, landing = self.seat_center(seat), self.geometry().deck.h, None
        image = self.face(card, max(start_h, end_h)) if face else self.art.back(max(start_h, end_h))
        return Flight(image, start, end, landing=landing, card=card if face else None,
                      heights=(start_h, end_h))

    def log_move(self, move) -> str:
        """"ends the turn", not the order "Done", when the log tells a finished turn."""
        return self.lines("turn_ended") if isinstance(move, Done) else self.describe(move)

    def outcomes(self, seat: int | None, events: list) -> list[str]:
        """As the base says, but the zebra's passes the viewer did not see are one
        phrase ("every player passes a card to the right"); its own are told in full."""
        viewer, out, said = self.view.viewer, [], False
        for event in events:
            if event.kind in ("passed", "received") and event.view(viewer).secret is None:
                if not said:
                    out.append(Event("cards_passed", None))
                said = True
            else:
                out.append(event)
        return super().outcomes(seat, out)

    def describe(self, move) -> str:
        """A move in the player's language; the shark's target by the seat's display name."""
        if isinstance(move, Target):
            return self.lines("target", target=self.view.name(move.seat))
        return super().describe(move)

    def event_text(self, event, with_name: bool = True) -> str:
        return self._event_text(event, self.view.name(event.seat) if with_name else "").strip()

    def _event_text(self, event, who: str) -> str:
        d = event.data
        if event.kind in ("drawn", "kept") and event.secret:     # their owner reads which
            names = ", ".join(self.card_words(c)["the"] for c in event.secret.get("cards", ()))
            return self.lines(f"{event.kind}_own", who=who, count=d.get("count", 0), cards=names)
        if event.kind in ("passed", "received") and event.secret:    # the zebra's card, told
            return self.lines(f"{event.kind}_own", who=who, to=self.view.name(d.get("to")),
                              source=self.view.name(d.get("from")),  # to its giver and taker
                              **self.card_words(event.secret.get("card")))
        if event.kind in self.EVENT_TEXTS:
            return self.lines(event.kind, who=who, **self.card_words(d.get("card")),
                              count=d.get("count", ""), col=d.get("col", 0) + 1,
                              turns=d.get("turns_left", ""), to=self.view.name(d.get("to")),
                              source=self.view.name(d.get("from")))
        return super().event_text(event, bool(who))

    # Picker labels shorter than the log's move texts (`[layout.origami_labels]`), which
    # are too wide for its column.
    LABELS = frozenset({"take", "take_discard", "copy"})

    def label(self, move) -> str:
        """"Take the Dove" rather than "Take the Dove from the line" (the line is where
        a take comes from unless it says "(discard)")."""
        tag = getattr(move, "TAG", "")
        if tag not in self.LABELS:
            return self.describe(move)
        return catalog.text(f"layout.origami_labels.{tag}", self.ctx.lang,
                            **self.card_words(move.card))

    def card_words(self, card) -> dict:
        """A card's name for the texts, in the player's language: {name}, and with its
        article {the}, {The} and {of_the} ("la Colombe", "La Colombe", "de la Colombe")."""
        if not isinstance(card, str):
            return dict.fromkeys(CARD_WORDS, "")
        name, info = self.card_name(card), BY_ID.get(card)
        if info is None:
            return dict.fromkeys(CARD_WORDS, name)
        the = info.the(self.ctx.lang)
        return {"name": name, "the": the, "The": the[:1].upper() + the[1:],
                "of_the": info.of_the(self.ctx.lang)}

    def sound_for(self, events: list) -> str:
        kinds = {e.kind for e in events}
        if "game_over" in kinds:
            return "win"
        if "deck_reshuffled" in kinds:
            return "shuffle"
        if kinds & {"placed", "played"}:
            return "deal"
        return "flip"

    # -- drawing ----------------------------------------------------------------------
    def seat_line(self, obs: dict, seat: int) -> str:
        return self.lines("hand", n=obs["hands"][seat]["size"])

    def score_text(self, obs: dict, seat: int) -> str:
        """The points a seat's collections are worth now (they are public)."""
        return self.lines("score_pts", n=player_score(obs["collections"][seat],
                                                      obs["hands"][seat]["size"]))

    def result_line(self, obs: dict, seat: int) -> str:
        return self.lines("origamis", count=sum(len(c) for c in obs["collections"][seat]))

    def _hand_row(self, seat: int) -> pygame.Rect | None:
        """Where an opponent's hand is shown in its panel, under its name's row, when
        the panel has room for cards of a readable size (HAND_MIN_H), else None."""
        panel_rect = self.geometry().panels[seat]
        row = pygame.Rect(panel_rect.x + 16, panel_rect.y + SEAT_NAME_H + 4,
                          panel_rect.w - 32, panel_rect.h - SEAT_NAME_H - 12)
        return row if seat != self.bottom_seat() and row.h >= HAND_MIN_H else None

    def opponent_hand(self, obs: dict, seat: int) -> list[tuple[pygame.Rect, str | None]]:
        """An opponent's hand in its panel, when the panel has room under its name: the
        cards the viewer knows face up (taken openly from the line...), the others face
        down (None)."""
        row = self._hand_row(seat)
        if row is None:
            return []
        hand = obs["hands"][seat]
        cards = list(hand.get("known", ()))
        cards += [None] * (hand["size"] - len(cards))
        width = card_width(row.h)
        step = width + 8
        if len(cards) > 1 and width + step * (len(cards) - 1) > row.w:
            step = (row.w - width) // (len(cards) - 1)
        return [(pygame.Rect(row.x + i * step, row.y, width, row.h), card)
                for i, card in enumerate(cards)]

    def draw_seat(self, surface: pygame.Surface, obs: dict, seat: int, rect) -> None:
        """A panel: the name, the hand's size and the points now. On one row when the
        panel is one row tall or shows an opponent's hand under it (see opponent_hand);
        else the name (on two lines if need be) above the hand's size and points."""
        rect = pygame.Rect(rect)
        hand = self.opponent_hand(obs, seat)
        t = self.ctx.text
        current = obs.get("current_player")
        border = HIGHLIGHT if seat == current else seat_colour(seat, self.ctx.settings.colorblind)
        panel(surface, rect, PANEL, border, width=5 if seat == current else 3)
        name = self.view.name(seat)
        words = f"{self.seat_line(obs, seat)} · {self.score_text(obs, seat)}"
        if hand or rect.h < 2 * SEAT_NAME_H:
            row = pygame.Rect(rect.x + 16, rect.y + 4, rect.w - 32, min(rect.h - 8, SEAT_NAME_H))
            drawn = textfit.blit(t, surface, words, 28, row, "midright", fg=TEXT_DIM)
            row.w = max(40, drawn.x - 16 - row.x)
            textfit.blit(t, surface, name, 30, row, "midleft", bold=True, fg=TEXT)
        else:
            box = pygame.Rect(rect.x + 16, rect.y + 6, rect.w - 32, rect.h - 12 - WORDS_H)
            drawn = textfit.blit(t, surface, name, 30, box, "topleft", wrap=True, bold=True,
                                 fg=TEXT)
            row = pygame.Rect(box.x, drawn.bottom, box.w, rect.bottom - 6 - drawn.bottom)
            textfit.blit(t, surface, words, 28, row, "topleft", fg=TEXT_DIM)
        for spot, card in hand:
            image = self.face(card, spot.h) if card else self.art.back(spot.h)
            surface.blit(image, spot)

    def draw_middle(self, surface: pygame.Surface, obs: dict) -> None:
        geo = self.geometry()
        landing = self.flights.landing()
        frame = tuple(obs["stack"][-1]) if obs.get("stack") else ()
        if frame and frame[0] == Frame.MAGPIE:
            cards = sorted(set(obs["discard"]))
            for card, rect in zip(cards, self.magpie_rects(len(cards))):
                surface.blit(self.face(card, rect.h), rect)
        else:
            for index, (card, rect) in enumerate(zip(obs["line"], self.line_rects(len(obs["line"])))):
                if ("line", index) not in landing:
                    surface.blit(self.face(card, rect.h), rect)
        if obs["deck_size"]:
            surface.blit(self.art.back(geo.deck.h), geo.deck)
        else:
            self.draw_slot(surface, geo.deck)
        settled = [c for i, c in enumerate(obs["discard"]) if ("discard", i) not in landing]
        if settled:                         # the top card that is not still in the air
            surface.blit(self.face(settled[-1], geo.discard.h), geo.discard)
        else:
            self.draw_slot(surface, geo.discard)
        self._pill(surface, self.lines("deck", n=obs["deck_size"]), geo.deck, 0)
        self._pill(surface, self.lines("discard", n=len(obs["discard"])), geo.discard, 0)
        if obs.get("turns_left") is not None:
            self._pill(surface, self.lines("end_triggered", turns=obs["turns_left"]), geo.deck,
                       1, HIGHLIGHT)
        for seat in range(obs["players"]):
            for col in (0, 1):
                self._draw_fan(surface, obs, seat, col, landing)
        self._draw_stage(surface)
        self._draw_hand(surface, obs, landing)

    def _pill(self, surface, words: str, card: pygame.Rect, row: int, fg=TEXT) -> None:
        """A label on a dark band across a pile's bottom edge (row 1: across its top)."""
        band = pygame.Rect(card.x - 4, card.bottom - 26 if row == 0 else card.y - 14,
                           card.w + 8, 40)
        panel(surface, band, FELT_DARK, fg if row else TEXT_DIM, radius=10, width=2)
        textfit.blit(self.ctx.text, surface, words, 28, band.inflate(-12, -4), "center",
                     fg=fg, bold=bool(row))

    def _draw_fan(self, surface, obs, seat: int, col: int, landing) -> None:
        cards = obs["collections"][seat][col]
        rects = self.fan_rects(seat, col, len(cards))
        shown = [i for i in range(len(cards)) if ("col", seat, col, i) not in landing]
        if not shown:
            self.draw_slot(surface, rects[0], str(col + 1))
        for i in shown:
            surface.blit(self.face(cards[i], rects[i].h), rects[i])
        for rect, step, _card, label in objects.under_slots(self, self.view):
            if step[1:] == (seat, col):
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((*FELT_DARK, 220))
                surface.blit(shade, rect)
                words = self.ctx.text.render(label, 28, fg=HIGHLIGHT, bold=True)
                words = pygame.transform.rotate(words, 90)
                surface.blit(words, words.get_rect(center=rect.center))

    def _draw_hand(self, surface, obs, landing) -> None:
        viewer = self.view.viewer
        geo = self.geometry()
        if viewer is None:      # a spectator: the bottom seat's hand face down
            size = obs["hands"][self.bottom_seat()]["size"]
            for rect in self.hand_rects(size):
                surface.blit(self.art.back(OWN_H), rect)
            return
        hand = obs["hands"][viewer].get("cards", ())
        for index, (card, rect) in enumerate(zip(hand, self.hand_rects(len(hand)))):
            if ("hand", index) not in landing:
                surface.blit(self.face(card, OWN_H), rect)
        if not hand:
            self.ctx.text.blit(surface, self.lines("hand", n=0), 28, geo.hand.center,
                               "center", fg=TEXT_DIM)

    def _draw_stage(self, surface) -> None:
        """The stage (see stage.py): title, cards, figures, words and chips."""
        geo, t = self.geometry(), self.ctx.text
        shown = stage(self, self.view)
        panel(surface, geo.stage, PANEL, HIGHLIGHT if shown.chips else TEXT_DIM)
        title = pygame.Rect(geo.stage.x + 14, geo.stage.y + 10, geo.stage.w - 28, TITLE_H)
        textfit.blit(t, surface, shown.title, 28, title, "topleft", wrap=True, fg=HIGHLIGHT,
                     bold=True)
        landing = self.flights.landing()
        for index, item in enumerate(shown.cards):
            if index == 0 and ("stage",) in landing:
                continue                    # shown once it has flown there
            image = self.face(item.card, item.rect.h) if item.card else self.art.back(item.rect.h)
            surface.blit(image, item.rect)
        box = shown.text_box
        if shown.big and box is not None:        # the folds still to pay, in two lines
            textfit.blit(t, surface, shown.big, 40, (box.x, box.y - BIG_H, box.w, BIG_H - 8),
                         "topleft", wrap=True, fg=HIGHLIGHT, bold=True)
        if shown.text and box is not None and box.h > 0:
            textfit.blit(t, surface, shown.text, text_px(t, shown.text, box), box, "topleft",
                         wrap=True, fg=TEXT)
        for rect, _step, label in shown.chips:
            panel(surface, rect, PANEL_LIGHT, HIGHLIGHT, width=3)
            textfit.blit(t, surface, label, 30, rect.inflate(-16, -6), "center", bold=True,
                         fg=TEXT)


LAYOUT = OrigamiLayout
