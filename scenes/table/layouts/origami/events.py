"""What Origami's moves do on the table: the cards flying between the deck, the line,
the hands, the stage, the discard and the collections (and the opening deal), and the
words of the toast, the log and the picker.

A mixin of `OrigamiLayout` (layout.py), which owns the places (`geometry`,
`line_rects`, `hand_rects`, `fan_rects`, `stage_card_rect`, `seat_center`) and the card art.
"""

from __future__ import annotations

from game import catalog
from game.core import Event
from game.origami.cards import BY_ID
from game.origami.moves import Done, Target
from scenes.table.layouts.cards import FLIGHT_TIME, Flight
from scenes.table.layouts.deal import Dealt, round_robin, to_panel
from scenes.table.layouts.origami.geometry import OWN_H

CARD_WORDS = ("name", "the", "The", "of_the")    # a card's placeholders in the texts


class Events:
    """Flights and words for Origami's events."""

    def on_events(self, view, events: list) -> None:
        super().on_events(view, events)
        delay, staged = 0.0, None        # staged: when a card played now reaches the stage
        for event in events:
            launched = self._fly(view, event, delay, staged)
            if event.kind == "played" and launched:
                staged = delay + FLIGHT_TIME
            delay += 0.12 * launched

    def _seat_spot(self, view, seat: int) -> tuple[tuple[float, float], int]:
        """Where a seat's cards come from and go to: the viewer's hand, else its panel."""
        if seat is not None and seat == view.viewer:
            return self.geometry(view).hand.center, OWN_H
        return self.seat_center(view, seat), self.geometry(view).deck.h

    def _fly(self, view, event, delay: float, staged: float | None) -> int:
        """Launch the flights of one event; how many were launched."""
        obs, d = view.obs, event.data
        geo = self.geometry(view)
        card = d.get("card") if isinstance(d.get("card"), str) else None
        kind, seat = event.kind, event.seat
        deck, discard, line_h = geo.deck.center, geo.discard.center, geo.line_h
        flights: list[Flight] = []
        if kind == "taken" and card:
            start = {"discard": discard, "revealed": deck}.get(d.get("source"),
                                                              geo.line_box.center)
            flights.append(self._to_hand(view, card, seat, start, line_h, face=True))
        elif kind == "drawn":                 # face down: a back, whoever looks
            secret = (event.secret or {}).get("cards") or [None] * min(4, d.get("count", 0))
            flights += [self._to_hand(view, c, seat, deck, geo.deck.h, face=False)
                        for c in secret]
        elif kind == "line_filled" and card:
            index = self.flights.free_slot(obs["line"], card, ("line",))
            if index is not None:
                end = geo.line_rects(len(obs["line"]))[index].center
                flights.append(Flight(self.face(card, line_h), deck, end,   # turned over
                                      landing=("line", index), card=card,     # on its way
                                      heights=(geo.deck.h, line_h),
                                      back=self.art.back(line_h), sound="flip"))
        elif kind == "played" and card:
            start, height = self._seat_spot(view, seat)
            stage_card = self.stage_card_rect(view, seat, card)
            flights.append(Flight(self.face(card, stage_card.h), start, stage_card.center,
                                  landing=("stage",), card=card, heights=(height, stage_card.h)))
        elif kind in ("paid", "discarded") and card:
            index = self.flights.free_slot(obs["discard"], card, ("discard",))
            start, height = self._seat_spot(view, seat)
            flights.append(Flight(self.face(card, geo.deck.h), start, discard,
                                  landing=None if index is None else ("discard", index),
                                  card=card, heights=(height, geo.deck.h)))
        elif kind == "placed" and card:
            col = d.get("col", 0)
            pile = obs["collections"][seat][col]
            index = 0 if d.get("under") else len(pile) - 1
            if 0 <= index < len(pile) and pile[index] == card:
                end = geo.fans[seat][col].rects(len(pile))[index]
                stage_card = self.stage_card_rect(view, seat, card)
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

    def opening_deal(self, view):
        """The hands dealt round the table from the deck (the viewer's turned face up
        into its hand, the others' to their panels), then the line turned over."""
        obs, geo = view.obs, self.geometry(view)
        hands = []
        for seat, hand in enumerate(obs["hands"]):
            if seat == view.viewer:
                cards = hand.get("cards", ())
                spots = geo.hand_rects(len(cards))
                hands.append([Dealt(tuple(spot.center), spot.h, card, ("hand", i))
                              for i, (card, spot) in enumerate(zip(cards, spots))])
            else:
                hands.append(to_panel(self.seat_center(view, seat), geo.deck.h,
                                      hand.get("size", 0)))
        line = [Dealt(tuple(spot.center), geo.line_h, card, ("line", i)) for i, (card, spot)
                in enumerate(zip(obs["line"], geo.line_rects(len(obs["line"]))))]
        return tuple(geo.deck.center), round_robin(hands) + line

    def _to_hand(self, view, card: str | None, seat: int, start, start_h: int,
                 face: bool) -> Flight | None:
        """A card going into a hand: to its place in the viewer's (left out until it
        lands), else to the seat's panel. Face up only if `face` (a public card)."""
        if seat is not None and seat == view.viewer and card is not None:
            hand = view.obs["hands"][seat].get("cards", ())
            index = self.flights.free_slot(hand, card, ("hand",))
            if index is None:
                return None
            spot = self.geometry(view).hand_rects(len(hand))[index]
            end, landing, end_h = spot.center, ("hand", index), spot.h
        else:
            end, end_h, landing = self.seat_center(view, seat), self.geometry(view).deck.h, None
        image = self.face(card, max(start_h, end_h)) if face else self.art.back(max(start_h, end_h))
        return Flight(image, start, end, landing=landing, card=card if face else None,
                      heights=(start_h, end_h))

    def log_move(self, view, move) -> str:
        """"ends the turn", not the order "Done", when the log tells a finished turn."""
        return self.lines("turn_ended") if isinstance(move, Done) else self.describe(move, view)

    def outcomes(self, view, seat: int | None, events: list) -> list[str]:
        """As the base says, but the zebra's passes the viewer did not see are one
        phrase ("every player passes a card to the right"); its own are told in full."""
        viewer, out, said = view.viewer, [], False
        for event in events:
            if event.kind in ("passed", "received") and event.view(viewer).secret is None:
                if not said:
                    out.append(Event("cards_passed", None))
                said = True
            else:
                out.append(event)
        return super().outcomes(view, seat, out)

    def describe(self, move, view=None) -> str:
        """A move in the player's language; the shark's target by the seat's display
        name when there is a view to name it."""
        if isinstance(move, Target) and view is not None:
            return self.lines("target", target=view.name(move.seat))
        return super().describe(move, view)

    def event_text(self, view, event, with_name: bool = True) -> str:
        return self._event_text(view, event, view.name(event.seat) if with_name else "").strip()

    def _event_text(self, view, event, who: str) -> str:
        d = event.data
        if event.kind in ("drawn", "kept") and event.secret:     # their owner reads which
            names = ", ".join(self.card_words(c)["the"] for c in event.secret.get("cards", ()))
            return self.lines(f"{event.kind}_own", who=who, count=d.get("count", 0), cards=names)
        if event.kind in ("passed", "received") and event.secret:    # the zebra's card, told
            return self.lines(f"{event.kind}_own", who=who, to=view.name(d.get("to")),
                              source=view.name(d.get("from")),  # to its giver and taker
                              **self.card_words(event.secret.get("card")))
        if event.kind in self.EVENT_TEXTS:
            return self.lines(event.kind, who=who, **self.card_words(d.get("card")),
                              count=d.get("count", ""), col=d.get("col", 0) + 1,
                              turns=d.get("turns_left", ""), to=view.name(d.get("to")),
                              source=view.name(d.get("from")))
        return super().event_text(view, event, bool(who))

    # Picker labels shorter than the log's move texts (`[layout.origami_labels]`), which
    # are too wide for its column.
    LABELS = frozenset({"take", "take_discard", "copy"})

    def label(self, move, view=None) -> str:
        """"Take the Dove" rather than "Take the Dove from the line" (the line is where
        a take comes from unless it says "(discard)")."""
        tag = getattr(move, "TAG", "")
        if tag not in self.LABELS:
            return self.describe(move, view)
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

