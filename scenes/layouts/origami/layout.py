"""Origami's table: the draw line, the deck and discard, and two fanned collections a seat.

Each seat's two collections are fanned from bottom to top beside its panel (the
viewer's, larger, in the bottom-left corner; the top seat's right of its panel, clear
of the line), the top card whole (its action is what matters) and each covered card's
corner badges showing. The viewer's hand runs along the bottom from the collections to
the table's right edge, room for eight cards with their names, and the viewer's panel
stands above its right end. While somebody pays for an origami, that card is on a stage
under the line with its cost and the folds paid so far.
Clicking a line card takes it, clicking a hand card plays or pays with it, clicking a
collection places on it or uses its action, whenever that is one of the legal moves;
the picker offers the same moves (and the effect choices) by keyboard or pad.
"""

from __future__ import annotations

import pygame

from game import catalog
from game.core import Event
from game.origami.cards import BY_ID, COST
from game.origami.moves import Done, Give, Target
from scenes.layouts.base import TABLE_AREA, Layout, all_card_ids, event_texts
from scenes.layouts.cards import FLIGHT_TIME, Flight, card_width, topmost
from scenes.ui import HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel
from sprites import textfit
from sprites.layout import row

LINE_CENTER = (800, 500)
LINE_H = 150
LINE_TOP = LINE_CENTER[1] - LINE_H // 2
DECK_POS = (440, 420)
DISCARD_POS = (440, 590)
HAND_H = 150
HAND_LEFT = 538          # the viewer's collections keep the bottom-left corner up to here
HAND_RIGHT = TABLE_AREA.right - 8
HAND_GAP = 8
HAND_CENTER = ((HAND_LEFT + HAND_RIGHT) // 2, TABLE_AREA.bottom - 10 - HAND_H // 2)
FAN_H = 96
FAN_STEP = 30
OWN_FAN_H = 140
OWN_FAN_STEP = 44
STAGE_CARD = pygame.Rect(560, 694, card_width(176), 176)   # the origami being paid for
STAGE_TEXT = (STAGE_CARD.right + 24, STAGE_CARD.y + 4)
STAGE_W = 620            # the stage's panel: the card, then its text
PAID_H = 84
OWN_PANEL_H = 150
OWN_PANEL_X = STAGE_CARD.x - 12 + STAGE_W + 16          # the viewer's: right of the stage,
OWN_PANEL = pygame.Rect(OWN_PANEL_X, HAND_CENTER[1] - HAND_H // 2 - 8 - OWN_PANEL_H,   # above
                        TABLE_AREA.right - OWN_PANEL_X, OWN_PANEL_H)                   # the hand
PAY_FRAME = 2            # game.origami.frames.Frame.PAY: (PAY, seat, card, remaining)
STAGE_FRAMES = {PAY_FRAME: "paying", 3: "placing", 4: "instant"}   # Frame.PLACE, Frame.INSTANT
CARD_TAGS = ("take", "take_discard", "play", "pay")
CARD_WORDS = ("name", "the", "The", "of_the")    # a card's placeholders in the texts


class OrigamiLayout(Layout):
    """Line, deck, discard, collections and hand."""

    EVENT_TEXTS = event_texts("origami")
    # The deal happens before the first move (no line of the log): the opening notes
    # say who starts.
    LOG_QUIET = Layout.LOG_QUIET | {"dealt", "first_player"}

    def warm_sets(self):
        return [(all_card_ids("origami"), (LINE_H, HAND_H, FAN_H, OWN_FAN_H, PAID_H,
                                           STAGE_CARD.h))]

    # -- geometry --------------------------------------------------------------------
    def line_rects(self, count: int) -> list[pygame.FRect]:
        """The face-up draw line."""
        return row(count, card_width(LINE_H), LINE_H, LINE_CENTER, gap=12, max_width=520)

    def hand_rects(self, count: int) -> list[pygame.FRect]:
        """The viewer's hand along the bottom, right of the collections, its last card
        under the viewer's panel (eight cards fit side by side, names showing)."""
        width = card_width(HAND_H)
        total = min(HAND_RIGHT - HAND_LEFT, count * (width + HAND_GAP) - HAND_GAP)
        return row(count, width, HAND_H, (HAND_RIGHT - total / 2, HAND_CENTER[1]),
                   gap=HAND_GAP, max_width=HAND_RIGHT - HAND_LEFT)

    def seat_rects(self) -> list[pygame.FRect]:
        """The seats' panels; at a table with a human, the bottom seat's panel stands
        above the right end of the hand, which gets the bottom row."""
        rects = super().seat_rects()
        if self.view.humans:
            rects[self.bottom_seat()] = pygame.FRect(OWN_PANEL)
        return rects

    def fan_rects(self, seat: int, col: int, count: int) -> list[pygame.Rect]:
        """Cards of collection `col` of a seat, bottom first."""
        if seat == self.bottom_seat():
            return self.seat_row(seat, col, 2, count, OWN_FAN_H, OWN_FAN_STEP,
                                 right=HAND_LEFT - 16)
        panel = self.seat_rects()[seat]
        if panel.centery < TABLE_AREA.centery and panel.bottom + 2 * (FAN_H + 8) > LINE_TOP:
            return self.beside_row(panel, col, count)    # under it, they would reach the line
        return self.seat_row(seat, col, 2, count, FAN_H, FAN_STEP)

    def beside_row(self, panel, col: int, count: int) -> list[pygame.Rect]:
        """A top seat's collection `col`, fanned right of its panel, the first at its top."""
        width = card_width(FAN_H)
        x, y = round(panel.right) + 8, round(panel.y) + col * (FAN_H + 8)
        room, step = TABLE_AREA.right - 8 - x, FAN_STEP
        if count > 1 and width + step * (count - 1) > room:
            step = max(8, (room - width) // (count - 1))
        return [pygame.Rect(x + i * step, y, width, FAN_H) for i in range(max(1, count))]

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

    def focus_rects(self, key) -> list:
        """A move choice points at its card (line or hand) or collection."""
        tag = getattr(key, "TAG", None)
        obs, viewer = self.view.obs, self.view.viewer
        if tag == "take" and key.card in obs["line"]:
            line = list(obs["line"])
            return [self.line_rects(len(line))[line.index(key.card)]]
        if tag == "take_discard" and obs["discard"]:
            return [pygame.Rect(0, 0, card_width(LINE_H), LINE_H).move(
                DISCARD_POS[0] - card_width(LINE_H) // 2, DISCARD_POS[1] - LINE_H // 2)]
        if viewer is None:
            return []
        hand = list(obs["hands"][viewer].get("cards", ()))
        if tag in ("play", "pay") and key.card in hand:
            rects = self.hand_rects(len(hand))
            index = len(hand) - 1 - hand[::-1].index(key.card)
            return [rects[index]]
        if tag in ("place", "action"):
            rects = self.fan_rects(viewer, key.col, len(obs["collections"][viewer][key.col]))
            return [rects[0].unionall(rects[1:])]
        return []

    # -- pointer ----------------------------------------------------------------------
    def pointer(self, event, picker):
        """A click on a line card, hand card or collection picks the matching legal move."""
        if event.kind != "up":
            return None
        obs, legal = self.view.obs, list(self.view.legal)
        wanted = None
        hit = topmost(self.line_rects(len(obs["line"])), event.pos)
        if hit is not None:
            wanted = [m for m in legal if m.TAG == "take" and m.card == obs["line"][hit]]
        viewer = self.view.viewer
        if viewer is not None:
            hand = obs["hands"][viewer].get("cards", ())
            hit = topmost(self.hand_rects(len(hand)), event.pos)
            if hit is not None:
                wanted = [m for m in legal if m.TAG in ("play", "pay") and m.card == hand[hit]]
            for col in (0, 1):
                cards = obs["collections"][viewer][col]
                rects = self.fan_rects(viewer, col, max(1, len(cards)))
                if any(r.collidepoint(event.pos) for r in rects):
                    wanted = [m for m in legal if m.TAG in ("place", "action") and m.col == col
                              and not getattr(m, "under", 0)]
        if wanted and len(wanted) == 1:
            return wanted[0]
        return None

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
            return HAND_CENTER, HAND_H
        return self.seat_center(seat), FAN_H

    def _fly(self, event, delay: float, staged: float | None) -> int:
        """Launch the flights of one event; how many were launched."""
        obs, d = self.view.obs, event.data
        card = d.get("card") if isinstance(d.get("card"), str) else None
        kind, seat = event.kind, event.seat
        flights: list[Flight] = []
        if kind == "taken" and card:
            start = {"discard": DISCARD_POS, "revealed": DECK_POS}.get(d.get("source"), LINE_CENTER)
            flights.append(self._to_hand(card, seat, start, LINE_H, face=True))
        elif kind == "drawn":                 # face down: a back, whoever looks
            secret = (event.secret or {}).get("cards") or [None] * min(4, d.get("count", 0))
            flights += [self._to_hand(c, seat, DECK_POS, LINE_H, face=False) for c in secret]
        elif kind == "line_filled" and card:
            index = self.flights.free_slot(obs["line"], card, ("line",))
            if index is not None:
                end = self.line_rects(len(obs["line"]))[index].center
                flights.append(Flight(self.face(card, LINE_H), DECK_POS, end,
                                      landing=("line", index), card=card))
        elif kind == "played" and card:
            start, height = self._seat_spot(seat)
            flights.append(Flight(self.face(card, STAGE_CARD.h), start, STAGE_CARD.center,
                                  landing=("stage",), card=card, heights=(height, STAGE_CARD.h)))
        elif kind in ("paid", "discarded") and card:
            index = self.flights.free_slot(obs["discard"], card, ("discard",))
            start, height = self._seat_spot(seat)
            flights.append(Flight(self.face(card, LINE_H), start, DISCARD_POS,
                                  landing=None if index is None else ("discard", index),
                                  card=card, heights=(height, LINE_H)))
        elif kind == "placed" and card:
            col = d.get("col", 0)
            pile = obs["collections"][seat][col]
            index = 0 if d.get("under") else len(pile) - 1
            if 0 <= index < len(pile) and pile[index] == card:
                end = self.fan_rects(seat, col, len(pile))[index]
                flights.append(Flight(self.face(card, STAGE_CARD.h), STAGE_CARD.center, end.center,
                                      landing=("col", seat, col, index), card=card,
                                      heights=(STAGE_CARD.h, end.h), wait_hidden=staged is not None))
                if staged is not None:      # it leaves the stage once it has got there
                    delay = max(delay, staged)
        flights = [f for f in flights if f is not None]
        for i, flight in enumerate(flights):
            flight.delay = delay + 0.12 * i
            self.flights.launch(flight)
        return len(flights)

    def _to_hand(self, card: str | None, seat: int, start, start_h: int, face: bool) -> Flight | None:
        """A card going into a hand: to its place in the viewer's (left out until it
        lands), else to the seat's panel. Face up only if `face` (a public card)."""
        if seat is not None and seat == self.view.viewer and card is not None:
            hand = self.view.obs["hands"][seat].get("cards", ())
            index = self.flights.free_slot(hand, card, ("hand",))
            if index is None:
                return None
            end = self.hand_rects(len(hand))[index].center
            landing, end_h = ("hand", index), HAND_H
        else:
            end, end_h, landing = self.seat_center(seat), FAN_H, None
        image = self.face(card, max(start_h, end_h)) if face else self.art.back(max(start_h, end_h))
        return Flight(image, start, end, landing=landing, card=card if face else None,
                      heights=(start_h, end_h))

    def public_move(self, move, made_events: bool) -> bool:
        """Every move is made face up but the zebra's passes: those cards are told (to
        the giver and the taker only) once everyone has chosen."""
        return not isinstance(move, Give)

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

    def result_line(self, obs: dict, seat: int) -> str:
        return self.lines("origamis", count=sum(len(c) for c in obs["collections"][seat]))

    def draw_middle(self, surface: pygame.Surface, obs: dict) -> None:
        t = self.ctx.text
        landing = self.flights.landing()
        for index, (card, rect) in enumerate(zip(obs["line"], self.line_rects(len(obs["line"])))):
            if ("line", index) not in landing:
                surface.blit(self.face(card, LINE_H), rect)
        if obs["deck_size"]:
            back = self.art.back(LINE_H)
            surface.blit(back, back.get_rect(center=DECK_POS))
        t.blit(surface, self.lines("deck", n=obs["deck_size"]), 28,
               (DECK_POS[0], DECK_POS[1] - LINE_H // 2 - 6), "midbottom", fg=TEXT_DIM)
        settled = [c for i, c in enumerate(obs["discard"]) if ("discard", i) not in landing]
        if settled:                         # the top card that is not still in the air
            top = self.face(settled[-1], LINE_H)
            surface.blit(top, top.get_rect(center=DISCARD_POS))
        t.blit(surface, self.lines("discard", n=len(obs["discard"])), 28,
               (DISCARD_POS[0], DISCARD_POS[1] + LINE_H // 2 + 6), "midtop", fg=TEXT_DIM)
        for seat in range(obs["players"]):
            for col in (0, 1):
                cards = obs["collections"][seat][col]
                rects = self.fan_rects(seat, col, len(cards))
                shown = [i for i in range(len(cards)) if ("col", seat, col, i) not in landing]
                if not shown:
                    self.draw_slot(surface, rects[0], str(col + 1))
                for i in shown:
                    surface.blit(self.face(cards[i], rects[i].h), rects[i])
        self._stage(surface, obs)
        viewer = self.view.viewer
        if viewer is not None:
            hand = obs["hands"][viewer].get("cards", ())
            for index, (card, rect) in enumerate(zip(hand, self.hand_rects(len(hand)))):
                if ("hand", index) not in landing:
                    surface.blit(self.face(card, HAND_H), rect)
        if obs.get("turns_left") is not None:
            t.blit(surface, self.lines("end_triggered", turns=obs["turns_left"]), 30,
                   (LINE_CENTER[0], LINE_CENTER[1] - LINE_H // 2 - 12), "midbottom", fg=TEXT)

    def _stage(self, surface: pygame.Surface, obs: dict) -> None:
        """The origami being played: while it is paid for (its cost, the folds and cards
        paid so far), placed, or its instant effect offered."""
        stack = obs.get("stack") or ()
        if not stack or stack[-1][0] not in STAGE_FRAMES:
            return
        kind, seat, card = stack[-1][:3]
        t = self.ctx.text
        x, y = STAGE_TEXT
        area = STAGE_CARD.inflate(24, 24)
        area.w = STAGE_W
        panel(surface, area, PANEL, HIGHLIGHT)
        if ("stage",) not in self.flights.landing():    # shown once it has flown there
            surface.blit(self.face(card, STAGE_CARD.h), STAGE_CARD)
        title = self.lines(STAGE_FRAMES[kind], who=self.view.name(seat),
                           **self.card_words(card))
        width = area.right - x - 12
        textfit.blit(t, surface, title, 30, (x, y, width, 38), "topleft", fg=HIGHLIGHT, bold=True)
        paying = self.payment(obs)
        if paying is None:
            info = BY_ID.get(card)
            effect = info.effect_text(self.ctx.lang) if info else ""
            if effect:      # what the card does, so that the choice is an informed one
                textfit.blit(t, surface, effect, 28, (x, y + 44, width, area.bottom - y - 52),
                             "topleft", wrap=True, fg=TEXT)
            return
        _seat, _card, remaining, paid = paying
        cost = COST.get(card, 0)
        textfit.blit(t, surface, self.lines("cost", cost=cost) + " · " +
                     self.lines("paid_so_far", paid=cost - remaining, left=remaining), 30,
                     (x, y + 40, width, 38), "topleft", fg=TEXT, bold=True)
        for i, card_paid in enumerate(paid):
            rect = pygame.Rect(x + i * min(card_width(PAID_H) + 8, 380 // max(1, len(paid))),
                               y + 84, card_width(PAID_H), PAID_H)
            surface.blit(self.face(card_paid, PAID_H), rect)


LAYOUT = OrigamiLayout
