"""High Society / Animalement Vôtre: the card up for auction, bids, and the money ledger.

The card being auctioned is in the middle with the high bid and the red cards seen;
beside each seat are the money cards it has laid down this auction and the cards it
owns (the viewer's, larger, bottom left), and its panel tells (unless the
`money_ledger` option hides it) the money it has left. The viewer's money cards are at the bottom right: each one is a
choice "add this card"; "stand" and "pass" are greyed with the reason when not allowed.
"""

from __future__ import annotations

import pygame

from game import catalog
from game.high_society.cards import NEGATIVE_KINDS
from scenes.layouts.base import Layout, all_card_ids, event_texts
from scenes.layouts.cards import Flight, card_width, topmost
from scenes.layouts.deal import Dealt, round_robin, to_panel
from scenes.picker import Choice
from scenes.ui import DANGER, HIGHLIGHT, TEXT, TEXT_DIM
from sprites import textfit
from sprites.layout import row

AUCTION_CENTER = (710, 560)
AUCTION_H = 260
MONEY_H = 130
MONEY_CENTER = (1150, 985)
ROW_H = 80               # others' bids and owned cards, beside their panels
ROW_STEP = 34
OWN_ROW_H = 120          # the viewer's bid and owned cards, bottom left
OWN_ROW_STEP = 52
RED_H = 90
REVEAL_DELAY = 0.25      # the next card turns over once the last one has left the middle
AUCTION_TEXT_W = 1000    # the high bid and the deck, under the card (clear of the side panels)
REDS_TOPLEFT = (AUCTION_CENTER[0] + 120, AUCTION_CENTER[1] - AUCTION_H // 2)


def card_key(card) -> str:
    """The art id of an observed card (id, copy): the x2 titles have three pictures."""
    card_id, copy = card
    return f"x2:{copy + 1}" if card_id == "x2" else card_id


class HighSocietyLayout(Layout):
    """Auction, bids, owned cards and money."""

    PUBLIC_MOVES = True     # bids and passes are made in the open

    OUTCOMES = frozenset({"auction_won", "misfortune_taken", "theft_resolved", "game_ended"})
    EVENT_TEXTS = event_texts("high_society")

    def warm_sets(self):
        ids = all_card_ids("high_society")
        money = [i for i in ids if i.startswith("money:")]
        status = [i for i in ids if not i.startswith("money:")]
        return [(status, (AUCTION_H, ROW_H, OWN_ROW_H, RED_H)), (money, (MONEY_H, ROW_H, OWN_ROW_H))]

    def _name(self, data) -> str:
        """An event's card, named in the player's language (its name_<lang> field)."""
        return catalog.localized(data, "name", self.ctx.lang) or data.get("card", "?")

    # -- choices --------------------------------------------------------------------
    def choices(self, view) -> list[Choice]:
        obs, legal = view.obs, list(view.legal)
        seat = obs["current_player"]
        discards = [m for m in legal if m.TAG == "discard"]
        if discards:      # a theft took effect: which possession to give up
            return [Choice(self.describe(m), m, key=("discard", m.card)) for m in discards]
        by_tag = {m.TAG: m for m in legal}
        total = sum(obs["bids"][seat])
        out = []
        move = by_tag.get("stand")
        out.append(Choice(self.lines("stand", total=total), move,
                          reason="" if move is not None else self.lines("must_beat", high=obs["high"]),
                          key="stand"))
        move = by_tag.get("pass")
        out.append(Choice(self.lines("pass"), move,
                          reason="" if move is not None else self.lines("must_finish"), key="pass"))
        adds = {m.value: m for m in legal if m.TAG == "add"}
        for value in obs["hands"][seat]:
            move = adds.get(value)
            out.append(Choice(self.lines("add", value=value), move,
                              reason="" if move is not None else self.lines("not_now"), key=("add", value)))
        return out

    def money_rects(self, count: int) -> list[pygame.FRect]:
        """The viewer's money cards."""
        return row(count, card_width(MONEY_H), MONEY_H, MONEY_CENTER, gap=8, max_width=480)

    def _row(self, seat: int, rank: int, count: int) -> list[pygame.Rect]:
        if seat == self.bottom_seat():
            return self.seat_row(seat, rank, 2, count, OWN_ROW_H, OWN_ROW_STEP)
        return self.seat_row(seat, rank, 2, count, ROW_H, ROW_STEP)

    def bid_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """A seat's money cards laid down in this auction (next to its panel)."""
        return self._row(seat, 0, count)

    def owned_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """A seat's status cards (beyond its bid)."""
        return self._row(seat, 1, count)

    def focus_rects(self, key) -> list:
        """An "add" choice points at that money card in the viewer's hand."""
        viewer = self.view.viewer
        if viewer is None or not (isinstance(key, tuple) and key[:1] == ("add",)):
            return []
        hand = list(self.view.obs["hands"][viewer])
        if key[1] not in hand:
            return []
        rects = self.money_rects(len(hand))
        index = hand.index(key[1])
        rect = pygame.Rect(rects[index])
        if index + 1 < len(rects):                  # only the strip not under the next card
            rect.w = max(8, round(rects[index + 1].x - rect.x))
        return [rect]

    def pointer(self, event, picker):
        """Clicking one of your money cards adds it to your bid."""
        if event.kind != "up" or self.view.viewer is None:
            return None
        hand = self.view.obs["hands"][self.view.viewer]
        hit = topmost(self.money_rects(len(hand)), event.pos)
        if hit is None:
            return None
        return picker.select_key(("add", hand[hit]), from_top=True)

    # -- events -------------------------------------------------------------------------
    def on_events(self, view, events: list) -> None:
        super().on_events(view, events)
        obs = self.view.obs
        for event in events:
            d = event.data
            if event.kind in ("auction_won", "misfortune_taken"):
                owned = list(obs["owned"][event.seat])
                card = (d["card"], d.get("copy", 0))
                # a possession taken by a pending theft is discarded at once: it flies to
                # where it would have gone, and is not there when it lands
                index = owned.index(card) if card in owned else len(owned)
                spot = self.owned_rects(event.seat, max(len(owned), index + 1))[index]
                image = self.face(card_key(card), AUCTION_H)
                self.flights.launch(Flight(image, AUCTION_CENTER, spot.center,
                                           landing=("owned", event.seat, card),
                                           card=card_key(card), heights=(AUCTION_H, spot.h)))
            elif event.kind == "card_revealed":
                self._turn_over(obs, d, REVEAL_DELAY if len(events) > 1 else 0.0)
            elif event.kind == "bid_raised" and d.get("step") == "add":
                bid = obs["bids"][event.seat]
                spot = self.bid_rects(event.seat, len(bid))[-1]
                if event.seat == self.view.viewer:                 # from its place in the hand
                    start, height = self._hand_spot(event.seat, d["value"]), MONEY_H
                else:
                    start, height = self.seat_center(event.seat), spot.h
                image = self.face(f"money:{d['value']}", max(height, spot.h))
                self.flights.launch(Flight(image, start, spot.center, landing=("bid", event.seat),
                                           card=f"money:{d['value']}", heights=(height, spot.h)))
            if event.kind in ("player_passed", "misfortune_taken") and d.get("took_back"):
                self._fly_back(obs, event.seat, list(d["took_back"]))

    def _turn_over(self, obs: dict, d: dict, delay: float) -> None:
        """The next card up for auction is turned over from the deck, in the middle."""
        card = obs["card"]
        if card is None or tuple(card) != (d.get("card"), d.get("copy", 0)):
            return
        self.flights.launch(Flight(self.face(card_key(card), AUCTION_H), AUCTION_CENTER,
                                   AUCTION_CENTER, landing=("auction",), delay=delay,
                                   card=card_key(card), back=self.art.back(AUCTION_H),
                                   sound="flip", turn_from=0.0))

    def _hand_spot(self, seat: int, value: int) -> tuple[float, float]:
        """Where a money card was in the viewer's hand before the move."""
        before = self.view.obs_before.get("hands") if self.view.obs_before else None
        hand = list(before[seat]) if before and seat < len(before) else []
        if value not in hand:
            return MONEY_CENTER
        return tuple(self.money_rects(len(hand))[hand.index(value)].center)

    def opening_deal(self, obs: dict):
        """The money dealt round the table from the deck in the middle (under the first
        card up for auction): the viewer's face up into its hand, the others' to their
        panels."""
        hands = []
        for seat in range(obs["players"]):
            money = obs["hands"][seat]
            if seat == self.view.viewer:
                spots = self.money_rects(len(money))
                hands.append([Dealt(tuple(spot.center), MONEY_H, f"money:{value}", ("money", i))
                              for i, (value, spot) in enumerate(zip(money, spots))])
            else:
                hands.append(to_panel(self.seat_center(seat), ROW_H, len(money)))
        return AUCTION_CENTER, round_robin(hands)

    def _fly_back(self, obs: dict, seat: int, values: list) -> None:
        """A seat that passes takes its bid back: the money cards fly from its bid row to
        the viewer's money, or to the seat's panel."""
        before = self.view.obs_before.get("bids") if self.view.obs_before else None
        bid = list(before[seat]) if before and seat < len(before) else []
        starts = self.bid_rects(seat, len(bid))
        hand = list(obs["hands"][seat]) if seat == self.view.viewer else []
        ends = self.money_rects(len(hand))
        panel = self.seat_rects()[seat]
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

    def event_text(self, event, with_name: bool = True) -> str:
        return self._event_text(event, self.view.name(event.seat) if with_name else "").strip()

    def _event_text(self, event, who: str) -> str:
        d = event.data
        if event.kind == "bid_raised":
            key = "bid_add" if d.get("step") == "add" else "bid_stand"
            return self.lines(key, who=who, value=d.get("value", ""), total=d.get("total", ""))
        if event.kind in self.EVENT_TEXTS:
            return self.lines(event.kind, who=who, name=self._name(d), price=d.get("price", 0))
        return super().event_text(event, bool(who))

    def sound_for(self, events: list) -> str:
        kinds = {e.kind for e in events}
        if "game_ended" in kinds:
            return "win"
        if kinds & {"auction_won", "misfortune_taken"}:
            return "medal"
        if "player_passed" in kinds:
            return "pass"
        return "chip"

    # -- drawing ------------------------------------------------------------------------
    def seat_line(self, obs: dict, seat: int) -> str:
        hand = obs["hands"][seat]
        shown = obs["options"].get("money_ledger", "shown") == "shown" or seat == self.view.viewer
        if shown:
            money = self.lines("money", total=sum(hand), cards=self._cards(len(hand)))
        else:
            money = self.lines("money_hidden", cards=self._cards(len(hand)))
        bid = obs["bids"][seat]
        if bid:
            money += " · " + self.lines("bid", cards=self._cards(len(bid)), total=sum(bid))
        elif obs["phase"] == "bid" and seat not in obs["active"]:
            money += " · " + self.lines("out")
        return money

    def _cards(self, n: int) -> str:
        return self.lines("cards_1" if n == 1 else "cards_n", n=n)

    def result_line(self, obs: dict, seat: int) -> str:
        ended = self._game_ended()
        if ended is None:
            return self.lines("left", n=sum(obs["hands"][seat]))
        line = self.lines("left", n=ended["money_left"][seat])
        return line + (" · " + self.lines("poorest") if ended["out"][seat] else "")

    def _game_ended(self) -> dict | None:
        """The data of the game_ended event (public), if the game has ended."""
        for _seat, _move, events in reversed(self.view.history):
            for event in events:
                if event.kind == "game_ended":
                    return event.data
        return None

    def draw_middle(self, surface: pygame.Surface, obs: dict) -> None:
        t = self.ctx.text
        reversed_auction = obs["card"] is not None and obs["card"][0] in NEGATIVE_KINDS
        if obs["card"] is not None and ("auction",) not in self.flights.landing():
            image = self.face(card_key(obs["card"]), AUCTION_H)
            spot = image.get_rect(center=AUCTION_CENTER)
            surface.blit(image, spot)
            if reversed_auction:         # a misfortune: framed in red, and said below
                pygame.draw.rect(surface, DANGER, spot.inflate(12, 12), 5, border_radius=14)
        if obs["high_seat"] is not None:
            line = self.lines("high", high=obs["high"], who=self.view.name(obs["high_seat"]))
        else:
            line = self.lines("no_bid")
        below = pygame.Rect(0, AUCTION_CENTER[1] + AUCTION_H // 2 + 12, AUCTION_TEXT_W, 44)
        below.centerx = AUCTION_CENTER[0]
        textfit.blit(t, surface, line, 34, below, "center", fg=HIGHLIGHT, bold=True)
        textfit.blit(t, surface, self.lines("deck", n=obs["deck_left"], red=len(obs["reds_seen"])),
                     30, below.move(0, 48), "center", fg=TEXT_DIM)
        if reversed_auction:
            textfit.blit(t, surface, self.lines("reversed"), 30, below.move(0, 92), "center",
                         fg=DANGER, bold=True)
        reds = [card_key(c) for c in obs["reds_seen"]]
        for index, card in enumerate(reds):
            image = self.face(card, RED_H)
            surface.blit(image, (REDS_TOPLEFT[0] + index * 40, REDS_TOPLEFT[1]))
        if reds:
            t.blit(surface, self.lines("reds"), 28, (REDS_TOPLEFT[0], REDS_TOPLEFT[1] + RED_H + 4),
                   fg=TEXT_DIM)
        self._owned(surface, obs)
        self._money(surface, obs)

    def _owned(self, surface: pygame.Surface, obs: dict) -> None:
        """Each seat's bid in money cards, and the status cards it owns."""
        landing = self.flights.landing()
        for seat in range(obs["players"]):
            bid = list(obs["bids"][seat])
            if ("bid", seat) in landing and bid:
                bid.pop()                      # that card is still in the air
            for value, rect in zip(bid, self.bid_rects(seat, len(bid))):
                surface.blit(self.face(f"money:{value}", rect.h), rect)
            owned = obs["owned"][seat]
            for card, rect in zip(owned, self.owned_rects(seat, len(owned))):
                if ("owned", seat, tuple(card)) not in landing:      # shown when it lands
                    surface.blit(self.face(card_key(card), rect.h), rect)
            if seat == self.view.viewer:     # the viewer's own rows say what they are
                for key, count, rects in (("your_bid", len(bid), self.bid_rects(seat, len(bid))),
                                          ("your_cards", len(owned), self.owned_rects(seat, len(owned)))):
                    if count:
                        self.ctx.text.blit(surface, self.lines(key, total=sum(bid)), 28,
                                           (rects[-1].right + 12, rects[-1].centery), "midleft",
                                           fg=TEXT_DIM)

    def _money(self, surface: pygame.Surface, obs: dict) -> None:
        viewer = self.view.viewer
        if viewer is None:
            return
        hand = obs["hands"][viewer]
        landing = self.flights.landing()
        for index, (value, rect) in enumerate(zip(hand, self.money_rects(len(hand)))):
            if ("money", index) not in landing:              # shown when it is dealt
                surface.blit(self.face(f"money:{value}", MONEY_H), rect)
        self.ctx.text.blit(surface, self.lines("your_money", total=sum(hand)), 30,
                           (MONEY_CENTER[0], MONEY_CENTER[1] - MONEY_H // 2 - 8),
                           "midbottom", fg=TEXT, bold=True)

    def winner_card(self, obs: dict, seat: int) -> str | None:
        """The card the results show for a winner: its most valuable possession."""
        owned = [tuple(card) for card in obs["owned"][seat]]
        values = [card for card in owned if card[0].isdigit()]
        if values:
            return card_key(max(values, key=lambda card: int(card[0])))
        doubles = [card for card in owned if card[0] == "x2"]
        return card_key(doubles[0]) if doubles else None


LAYOUT = HighSocietyLayout
