"""What High Society's moves do on the table: the cards flying between the auction,
the bids, the hands and the panels (and the opening deal of the money), and the words
of the toast and the log.

A mixin of `HighSocietyLayout` (layout.py), which owns the places (`bid_rects`,
`owned_rects`, `money_rects`, `seat_rects`, `seat_center`) and the card art.
"""

from __future__ import annotations

from functools import partial

from game import catalog
from scenes.table.layouts.cards import Flight
from scenes.table.layouts.deal import Dealt, round_robin, to_panel
from scenes.table.layouts.high_society.geometry import (AUCTION_CENTER, AUCTION_H, MONEY_CENTER,
                                                        MONEY_H)

REVEAL_DELAY = 0.25      # the next card turns over once the last one has left the middle


def card_key(card) -> str:
    """The art id of an observed card (id, copy): the x2 titles have three pictures."""
    card_id, copy = card
    return f"x2:{copy + 1}" if card_id == "x2" else card_id


class Events:
    """Flights and words for High Society's events."""

    def on_events(self, view, events: list) -> None:
        super().on_events(view, events)
        obs = view.obs
        for event in events:
            d = event.data
            if event.kind in ("auction_won", "misfortune_taken"):
                owned = list(obs["owned"][event.seat])
                card = (d["card"], d.get("copy", 0))
                # a possession taken by a pending theft is discarded at once: it flies to
                # where it would have gone, and is not there when it lands
                index = owned.index(card) if card in owned else len(owned)
                spot = self.owned_rects(view, event.seat, max(len(owned), index + 1))[index]
                image = self.face(card_key(card), AUCTION_H)
                self.flights.launch(Flight(image, AUCTION_CENTER, spot.center,
                                           landing=("owned", event.seat, card),
                                           card=card_key(card), heights=(AUCTION_H, spot.h)))
            elif event.kind == "card_revealed":
                self._turn_over(obs, d, REVEAL_DELAY if len(events) > 1 else 0.0)
            elif event.kind == "bid_raised" and d.get("step") == "add":
                bid = obs["bids"][event.seat]
                spot = self.bid_rects(view, event.seat, len(bid))[-1]
                if event.seat == view.viewer:                 # from its place in the hand
                    start, height = self._hand_spot(view, event.seat, d["value"]), MONEY_H
                else:
                    start, height = self.seat_center(view, event.seat), spot.h
                image = self.face(f"money:{d['value']}", max(height, spot.h))
                self.flights.launch(Flight(image, start, spot.center, landing=("bid", event.seat),
                                           card=f"money:{d['value']}", heights=(height, spot.h)))
            if event.kind in ("player_passed", "misfortune_taken") and d.get("took_back"):
                self._fly_back(view, event.seat, list(d["took_back"]))

    def _turn_over(self, obs: dict, d: dict, delay: float) -> None:
        """The next card up for auction is turned over from the deck, in the middle."""
        card = obs["card"]
        if card is None or tuple(card) != (d.get("card"), d.get("copy", 0)):
            return
        face = partial(self.face, card_key(card), AUCTION_H)    # drawn when it turns up
        self.flights.launch(Flight(face, AUCTION_CENTER,
                                   AUCTION_CENTER, landing=("auction",), delay=delay,
                                   card=card_key(card), back=self.art.back(AUCTION_H),
                                   sound="flip", turn_from=0.0))

    def _hand_spot(self, view, seat: int, value: int) -> tuple[float, float]:
        """Where a money card was in the viewer's hand before the move."""
        before = view.obs_before.get("hands") if view.obs_before else None
        hand = list(before[seat]) if before and seat < len(before) else []
        if value not in hand:
            return MONEY_CENTER
        return tuple(self.money_rects(len(hand))[hand.index(value)].center)

    def opening_deal(self, view):
        """The money dealt round the table from the deck in the middle (under the first
        card up for auction): the viewer's face up into its hand, the others' to their
        panels."""
        hands = []
        for seat in range(view.players):
            money = view.obs["hands"][seat]
            if seat == view.viewer:
                spots = self.money_rects(len(money))
                hands.append([Dealt(tuple(spot.center), MONEY_H, f"money:{value}", ("money", i))
                              for i, (value, spot) in enumerate(zip(money, spots))])
            else:
                hands.append(to_panel(self.seat_center(view, seat), self.other_h(view, seat),
                                      len(money)))
        return AUCTION_CENTER, round_robin(hands)

    def _fly_back(self, view, seat: int, values: list) -> None:
        """A seat that passes takes its bid back: the money cards fly from its bid row to
        the viewer's money, or to the seat's panel."""
        before = view.obs_before.get("bids") if view.obs_before else None
        bid = list(before[seat]) if before and seat < len(before) else []
        starts = self.bid_rects(view, seat, len(bid))
        hand = list(view.obs["hands"][seat]) if seat == view.viewer else []
        ends = self.money_rects(len(hand))
        panel = self.seat_rects(view)[seat]
        for value in values:
            if value not in bid:
                continue
            start = starts[bid.index(value)]           # a player's money values are unique
            if value in hand:
                end, height = ends[hand.index(value)], MONEY_H
            else:
                end, height = panel, start.h
            self.flights.launch(Flight(self.face(f"money:{value}", max(start.h, height)),
                                       start.center, end.center, card=f"money:{value}",
                                       heights=(start.h, height)))

    def has_text(self, kind: str) -> bool:
        return kind == "bid_raised" or super().has_text(kind)   # told as bid_add / bid_stand

    def event_text(self, view, event, with_name: bool = True) -> str:
        return self._event_text(view, event, view.name(event.seat) if with_name else "").strip()

    def _event_text(self, view, event, who: str) -> str:
        d = event.data
        if event.kind == "bid_raised":
            key = "bid_add" if d.get("step") == "add" else "bid_stand"
            return self.lines(key, who=who, value=d.get("value", ""), total=d.get("total", ""))
        if event.kind == "misfortune_taken" and d.get("discarded"):   # the others' bids go
            lost = ", ".join(f"{view.name(s)} {sum(cards)}" for s, cards in d["discarded"])
            return self.lines("misfortune_lost", who=who, name=self._name(d), lost=lost)
        if event.kind in self.EVENT_TEXTS:
            key = "auction_won_free" if event.kind == "auction_won" and d.get("free") else event.kind
            return self.lines(key, who=who, name=self._name(d), price=d.get("price", 0))
        return super().event_text(view, event, bool(who))

    def _name(self, data) -> str:
        """An event's card, named in the player's language (its name_<lang> field)."""
        return catalog.localized(data, "name", self.ctx.lang) or data.get("card", "?")

    def sound_for(self, events: list) -> str:
        kinds = {e.kind for e in events}
        if "game_ended" in kinds:
            return "win"
        if kinds & {"auction_won", "misfortune_taken"}:
            return "medal"
        if "player_passed" in kinds:
            return "pass"
        return "chip"

