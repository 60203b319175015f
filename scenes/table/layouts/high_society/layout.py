"""High Society / Animalement Vôtre: the card up for auction, bids, and the money ledger.

The card being auctioned is in the middle (368 px tall) with the bid to beat, or the
bid being raised, and the red cards seen beside it. The others sit in two columns, each
a panel over its bid and its cards (90 px wide, 114 alone in its column); their panels
tell (unless the `money_ledger` option hides it) the money they have left, and "out of
this auction" once they have passed. The viewer's money lies along the whole bottom
(171 px wide); above it their panel, their bid, the "stand" and "pass" chips (saying
what standing would mean: "Stand at 12 to lead") and their cards (140 px wide).

Where things go is `geometry.py`; the flights and words of the events are `events.py`.
A move is made on the table (`targets`, see game/match/steps.py): a click on a money card
adds it to the bid, the chips stand or pass, and a theft asks for a click on one of
the viewer's possessions. Any card can be inspected large with what it does.
"""

from __future__ import annotations


import pygame

from game.high_society.cards import CARDS, NEGATIVE_KINDS
from scenes.table.inspect import Inspect
from scenes.table.layouts.base import Layout, all_card_ids
from scenes.table.layouts.high_society import geometry as places
from scenes.table.layouts.high_society.events import Events, card_key
from scenes.table.layouts.high_society.geometry import (AUCTION_CENTER, AUCTION_H, AUCTION_TEXT_W,
                                                        BID_ROW, CHIPS, MONEY_H, MONEY_ROW, OTHER_H,
                                                        OTHER_H_ALONE, OTHER_PANEL_H, OWN_H,
                                                        OWNED_ROW, RED_H)
from scenes.table.layouts.words import event_texts
from game.match.steps import Target
from scenes.ui import DANGER, GREY, HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel
from sprites import textfit

AUCTION_PHASES = ("bid", "raise")   # an auction under way: a seat that passed is out of it


class HighSocietyLayout(Events, Layout):
    """Auction, bids, owned cards and money."""

    SEAT_LINE_BOTTOM = OTHER_PANEL_H - 6     # two lines (the panels are no taller)

    EVENT_TEXTS = event_texts("high_society")

    def warm_sets(self, view):
        ids = all_card_ids("high_society")
        money = [i for i in ids if i.startswith("money:")]
        status = [i for i in ids if not i.startswith("money:")]
        return [(status, (AUCTION_H, OTHER_H_ALONE, OTHER_H, OWN_H)),
                (money, (MONEY_H, OWN_H, OTHER_H_ALONE, OTHER_H))]

    def other_h(self, view, seat: int) -> int:
        """An other seat's cards' height: larger when it has a column to itself."""
        return places.other_h(view.players, view.bottom, seat)

    # -- why a step is not offered ---------------------------------------------------------
    def step_reason(self, view, step) -> str:
        """Stand must beat the high bid; pass is closed once the seat has started to
        raise."""
        obs = view.obs
        if step == ("chip", "stand"):
            return self.lines("must_beat", high=obs["high"])
        if step == ("chip", "pass"):
            return self.lines("must_finish")
        return ""

    # -- geometry (geometry.py) ---------------------------------------------------------
    def seat_rects(self, view) -> list[pygame.Rect]:
        """The viewer's panel bottom left; the others clockwise from it, up the left
        column then down the right one."""
        return places.seat_rects(view.players, view.bottom)

    money_rects = staticmethod(places.money_rects)
    auction_rect = staticmethod(places.auction_rect)
    red_rects = staticmethod(places.red_rects)

    def bid_rects(self, view, seat: int, count: int) -> list[pygame.Rect]:
        """A seat's money cards laid down in this auction (next to its panel)."""
        return places.bid_rects(view.players, view.bottom, seat, count)

    def owned_rects(self, view, seat: int, count: int) -> list[pygame.Rect]:
        """A seat's status cards (beyond its bid)."""
        return places.owned_rects(view.players, view.bottom, seat, count,
                                  len(view.obs["bids"][seat]))

    # -- targets (see game.match.steps) ---------------------------------------------------------
    def make_targets(self, view) -> list[Target]:
        """Every card on the table, in draw order: the others' bids and cards, the card
        on auction and the red cards seen (to look at); the viewer's bid, their
        possessions (given up to a theft), the stand and pass chips and their money."""
        obs = view.obs
        if not obs:
            return []
        out: list[Target] = []
        me = view.bottom
        phase = obs["phase"]
        for seat in range(obs["players"]):
            if seat == me:
                continue
            bid = obs["bids"][seat]
            out += [Target(r, None, f"money:{v}")
                    for v, r in zip(bid, self.bid_rects(view, seat, len(bid)))]
            owned = obs["owned"][seat]
            out += [Target(r, None, card_key(c))
                    for c, r in zip(owned, self.owned_rects(view, seat, len(owned)))]
        if obs["card"] is not None:
            out.append(Target(self.auction_rect(), None, card_key(obs["card"])))
        reds = obs["reds_seen"]
        out += [Target(r, None, card_key(c)) for c, r in zip(reds, self.red_rects(len(reds)))]
        bid = obs["bids"][me]
        out += [Target(r, None, f"money:{v}")
                for v, r in zip(bid, self.bid_rects(view, me, len(bid)))]
        owned = obs["owned"][me]
        theft = phase == "theft" and view.viewer == me
        for card, rect in zip(owned, self.owned_rects(view, me, len(owned))):
            step = ("owned", card[0]) if theft and card[0].isdigit() else None
            out.append(Target(rect, step, card_key(card), self.card_name(card_key(card))))
        if view.viewer is None:
            return out
        if phase in ("bid", "raise") and obs["current_player"] == view.viewer:
            for name, rect in CHIPS.items():
                out.append(Target(rect, ("chip", name), None, self._chip_text(view, name)))
        hand = obs["hands"][view.viewer]
        money = phase in ("bid", "raise")
        out += [Target(r, ("money", v) if money else None, f"money:{v}", self.lines("add", value=v))
                for v, r in zip(hand, self.money_rects(len(hand)))]
        return out

    def _chip_text(self, view, name: str) -> str:
        """A chip's words: what standing would mean ("Stand at 12 to lead", or "Reach 8
        to lead" while the bid does not beat the high bid), or "Pass". In a reversed
        auction standing leads nowhere: "Stand at 12"."""
        if name != "stand":
            return self.lines("pass")
        obs = view.obs
        total = sum(obs["bids"][view.bottom])
        if obs["card"] is not None and obs["card"][0] in NEGATIVE_KINDS:
            return self.lines("stand", total=total) if total else self.lines("stand_chip")
        if total > obs["high"]:
            return self.lines("stand_lead", total=total)
        return self.lines("need_lead", need=obs["high"] + 1)

    def step_label(self, view, step, moves) -> str:
        """A step in words: "Add 12", "Stand at 20", "Pass", the possession given up."""
        kind = step[0]
        if kind == "money":
            return self.lines("add", value=step[1])
        if kind == "chip" and step[1] in CHIPS:
            return self._chip_text(view, step[1])
        if kind == "owned":
            return self.describe(moves[0]) if moves else self.card_name(step[1])
        return self.describe(moves[0]) if len(moves) == 1 else str(step)

    def target_image(self, view, target) -> pygame.Surface | None:
        """A card's face at its size (drawn whole when a hovered card rises)."""
        if not isinstance(target.card, str):
            return None
        return self.face(target.card, pygame.Rect(target.rect).h)

    def inspect(self, view, target) -> Inspect | None:
        """A card large, its name, its numbers and what it does (every card of this game
        is face up, so nothing hidden is told)."""
        if not isinstance(target.card, str):
            return None
        card = target.card
        lines = []
        if card.startswith("money:"):
            value = int(card.split(":")[1])
            lines.append(self.lines("insp_money", value=value))
        else:
            kind = CARDS.by_id[card.split(":")[0]]
            if kind.kind == "possession":
                lines.append(self.lines("insp_possession", value=int(kind.value)))
            else:
                lines.append(self.lines(f"insp_{kind.kind}"))
            if kind.kind in NEGATIVE_KINDS:
                lines.append(self.lines("insp_reversed"))
            if kind.red:
                lines.append(self.lines("insp_red"))
        where = self._where(view, pygame.Rect(target.rect))
        return Inspect(self.inspect_face(card), self.card_name(card),
                       tuple(lines + ([where] if where else [])))

    def _where(self, view, rect: pygame.Rect) -> str:
        """Where a card lies, in words: on auction, in your money, in a seat's bid or
        among its cards (all public)."""
        obs = view.obs
        if rect == self.auction_rect():
            return self.lines("insp_auction")
        if view.viewer is not None and rect in self.money_rects(len(obs["hands"][view.viewer])):
            return self.lines("insp_hand")
        for seat in range(obs["players"]):
            if rect in self.bid_rects(view, seat, len(obs["bids"][seat])) and obs["bids"][seat]:
                return self.lines("insp_bid", who=view.name(seat))
            if rect in self.owned_rects(view, seat, len(obs["owned"][seat])) \
                    and obs["owned"][seat]:
                return self.lines("insp_owned", who=view.name(seat))
        return ""

    # -- drawing ------------------------------------------------------------------------
    def seat_line(self, view, seat: int) -> str:
        obs = view.obs
        hand = obs["hands"][seat]
        shown = obs["options"].get("money_ledger", "shown") == "shown" or seat == view.viewer
        if shown:
            money = self.lines("money", total=sum(hand), cards=self._cards(len(hand)))
        else:
            money = self.lines("money_hidden", cards=self._cards(len(hand)))
        bid = obs["bids"][seat]       # on a line of its own (the panels have two)
        if bid:
            money += "\n" + self.lines("bid", cards=self._cards(len(bid)), total=sum(bid))
        elif obs["phase"] in AUCTION_PHASES and seat not in obs["active"]:
            money += "\n" + self.lines("out")      # while adding money too, not only at a bid
        return money

    def _cards(self, n: int) -> str:
        return self.lines("cards_1" if n == 1 else "cards_n", n=n)

    def result_line(self, view, seat: int) -> str:
        ended = self._game_ended(view)
        if ended is None:
            return self.lines("left", n=sum(view.obs["hands"][seat]))
        line = self.lines("left", n=ended["money_left"][seat])
        return line + (" · " + self.lines("poorest") if ended["out"][seat] else "")

    @staticmethod
    def _game_ended(view) -> dict | None:
        """The data of the game_ended event (public), if the game has ended."""
        for _seat, _move, events in reversed(view.history):
            for event in events:
                if event.kind == "game_ended":
                    return event.data
        return None

    def centre_line(self, view) -> str:
        """The bid to beat, or who is raising (a bid being laid down is not yet the high
        bid, but the centre never says "no bid" while one lies on the table). A seat's
        name is kept on one line (no-break spaces)."""
        obs = view.obs
        current = obs["current_player"]
        raising = sum(obs["bids"][current]) if current is not None else 0
        if obs["phase"] == "raise" and raising > obs["high"]:
            return self.lines("raising", who=_unbroken(view.name(current)), total=raising)
        if obs["high_seat"] is not None:
            return self.lines("high", high=obs["high"],
                              who=_unbroken(view.name(obs["high_seat"])))
        return self.lines("no_bid")

    def centred(self, surface: pygame.Surface, line: str, size: float, box: pygame.Rect,
                **kwargs) -> pygame.Rect:
        """`line` wrapped into `box`, each line centred under the one before (fitted as
        textfit does); returns the rect drawn."""
        t = self.ctx.text
        bold = kwargs.get("bold", False)
        shown, px = textfit.fit(t, line, size, box.w, box.h, bold, wrap=True)
        font = t.font(px, bold)
        rows: list[str] = []
        for word in shown.split(" "):
            if rows and font.size(f"{rows[-1]} {word}")[0] <= box.w:
                rows[-1] += f" {word}"
            else:
                rows.append(word)
        drawn = pygame.Rect(box.centerx, box.y, 0, 0)
        height = font.get_linesize()
        for index, row in enumerate(rows):
            one = pygame.Rect(box.x, box.y + index * height, box.w, height)
            drawn.union_ip(textfit.blit(t, surface, row, px, one, "midtop", **kwargs))
        return drawn

    def draw_middle(self, surface: pygame.Surface, view) -> None:
        t, obs = self.ctx.text, view.obs
        reversed_auction = obs["card"] is not None and obs["card"][0] in NEGATIVE_KINDS
        spot = self.auction_rect()
        if obs["card"] is not None and ("auction",) not in self.flights.landing():
            surface.blit(self.face(card_key(obs["card"]), AUCTION_H), spot)
            if reversed_auction:         # a misfortune: framed in red, and said below
                pygame.draw.rect(surface, DANGER, spot.inflate(12, 12), 5, border_radius=14)
        below = pygame.Rect(0, spot.bottom + 10, AUCTION_TEXT_W, 84)     # two lines at most
        below.centerx = AUCTION_CENTER[0]
        drawn = self.centred(surface, self.centre_line(view), 32, below, fg=HIGHLIGHT,
                             bold=True)
        deck = pygame.Rect(below.x, drawn.bottom + 2, below.w, 40)
        drawn = textfit.blit(t, surface, self.lines("deck", n=obs["deck_left"],
                                                    red=len(obs["reds_seen"])),
                             28, deck, "midtop", fg=TEXT_DIM)
        if reversed_auction:
            rest = pygame.Rect(below.x, drawn.bottom + 2, below.w, BID_ROW.top - 6 - drawn.bottom)
            self.centred(surface, self.lines("reversed"), 28, rest, fg=DANGER, bold=True)
        reds = [card_key(c) for c in obs["reds_seen"]]
        for card, rect in zip(reds, self.red_rects(len(reds))):
            surface.blit(self.face(card, RED_H), rect)
        self._owned(surface, view)
        self._money(surface, view)

    def _owned(self, surface: pygame.Surface, view) -> None:
        """Each seat's bid in money cards, and the status cards it owns."""
        landing = self.flights.landing()
        obs, me = view.obs, view.bottom
        for seat in range(obs["players"]):
            bid = list(obs["bids"][seat])
            if ("bid", seat) in landing and bid:
                bid.pop()                      # that card is still in the air
            for value, rect in zip(bid, self.bid_rects(view, seat, len(obs["bids"][seat]))):
                surface.blit(self.face(f"money:{value}", rect.h), rect)
            owned = obs["owned"][seat]
            for card, rect in zip(owned, self.owned_rects(view, seat, len(owned))):
                if ("owned", seat, tuple(card)) not in landing:      # shown when it lands
                    surface.blit(self.face(card_key(card), rect.h), rect)
            if seat == me and view.viewer is not None:   # the viewer's empty spots
                if not obs["bids"][seat]:                    # say what goes there
                    self.draw_slot(surface, BID_ROW, self.lines("your_bid", total=0))
                if not owned:
                    self.draw_slot(surface, OWNED_ROW, self.lines("your_cards"))
        if view.viewer is not None and obs["phase"] in ("bid", "raise"):
            mine = obs["current_player"] == view.viewer      # else greyed: not yours yet
            for name, rect in CHIPS.items():
                panel(surface, rect, PANEL, HIGHLIGHT if mine else GREY, radius=14,
                      width=3 if mine else 2)
                textfit.blit(self.ctx.text, surface, self._chip_text(view, name), 30,
                             rect.inflate(-16, -8), "center", bold=True,
                             fg=TEXT if mine else GREY, wrap=True)

    def _money(self, surface: pygame.Surface, view) -> None:
        obs, viewer = view.obs, view.viewer
        if viewer is None:
            return
        hand = obs["hands"][viewer]
        if not hand:                                 # all of it bid, or spent
            self.draw_slot(surface, MONEY_ROW, self.lines("your_money"))
        landing = self.flights.landing()
        for index, (value, rect) in enumerate(zip(hand, self.money_rects(len(hand)))):
            if ("money", index) not in landing:              # shown when it is dealt
                surface.blit(self.face(f"money:{value}", MONEY_H), rect)

    @staticmethod
    def hand_cards(obs: dict, seat: int) -> list[str]:
        """The seat's own hidden cards (a phone shows them): its money cards."""
        return [f"money:{value}" for value in obs["hands"][seat]]

    def winner_card(self, obs: dict, seat: int) -> str | None:
        """The card the results show for a winner: its most valuable possession."""
        owned = [tuple(card) for card in obs["owned"][seat]]
        values = [card for card in owned if card[0].isdigit()]
        if values:
            return card_key(max(values, key=lambda card: int(card[0])))
        doubles = [card for card in owned if card[0] == "x2"]
        return card_key(doubles[0]) if doubles else None


def _unbroken(name: str) -> str:
    """A name whose words stay on one line when a text is wrapped."""
    return name.replace(" ", "\u00a0")


LAYOUT = HighSocietyLayout
