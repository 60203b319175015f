"""High Society / Animalement Vôtre: the card up for auction, bids, and the money ledger.

The card being auctioned is in the middle (368 px tall) with the bid to beat, or the
bid being raised, and the red cards seen beside it. The others sit in two columns, each
a panel over its bid and its cards (90 px wide, 114 alone in its column); their panels
tell (unless the `money_ledger` option hides it) the money they have left, and "out of
this auction" once they have passed. The viewer's money lies along the whole bottom
(171 px wide); above it their panel, their bid, the "stand" and "pass" chips (saying
what standing would mean: "Stand at 12 to lead") and their cards (140 px wide).

A move is made on the table (`targets`, see game/match/steps.py): a click on a money card
adds it to the bid, the chips stand or pass, and a theft asks for a click on one of
the viewer's possessions. Any card can be inspected large with what it does.
"""

from __future__ import annotations


import pygame

from game import catalog
from game.high_society.cards import CARDS, NEGATIVE_KINDS
from scenes.table.inspect import INSPECT_H, Inspect
from scenes.table.layouts.base import Layout, all_card_ids, event_texts
from scenes.table.layouts.cards import Flight, card_width, fanned, seat_blocks
from scenes.table.layouts.deal import Dealt, round_robin, to_panel
from game.match.steps import Target
from scenes.ui import DANGER, GREY, HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel
from sprites import textfit

# The table, 1920 x 1080: the viewer's money along the whole bottom, their panel, bid
# (with the stand and pass chips by it) and possessions above it; the others in two
# columns, each a panel over its bid and possessions; the card on auction in the middle.
OWN_H = 196              # the viewer's cards: 140 px wide
OTHER_H = 126            # the others' cards: 90 px wide, two seats a column
OTHER_H_ALONE = 160      # 114 px wide, one seat a column (3 players)
AUCTION_H = 368
AUCTION_CENTER = (704, 92 + AUCTION_H // 2)
MONEY_H = 240            # the viewer's money: 171 px wide
MONEY_ROW = pygame.Rect(20, 1072 - MONEY_H, 1380, MONEY_H)
OWN_TOP = MONEY_ROW.top - 8 - OWN_H
OWN_PANEL = pygame.Rect(20, OWN_TOP, 380, 188)
BID_ROW = pygame.Rect(412, OWN_TOP, 300, OWN_H)
CHIP_W, CHIP_H = 220, 90
CHIPS = {"stand": pygame.Rect(BID_ROW.right + 10, OWN_TOP + 2, CHIP_W, CHIP_H),
         "pass": pygame.Rect(BID_ROW.right + 10, OWN_TOP + 104, CHIP_W, CHIP_H)}
OWNED_ROW = pygame.Rect(CHIPS["stand"].right + 14, OWN_TOP, 1400 - CHIPS["stand"].right - 14,
                        OWN_H)
COLUMNS = (pygame.Rect(20, 88, 450, OWN_TOP - 96), pygame.Rect(950, 88, 450, OWN_TOP - 96))
OTHER_PANEL_H = 130
BID_ROOM = 200           # of an opponent's row, the part its bid may take (at OTHER_H)
RED_H = OTHER_H
RED_STEP = 46
REVEAL_DELAY = 0.25      # the next card turns over once the last one has left the middle
AUCTION_TEXT_W = 460     # the high bid and the deck, under the card (between the columns)
REDS_TOPLEFT = (AUCTION_CENTER[0] + card_width(AUCTION_H) // 2 + 12, 92)
MONEY_CENTER = MONEY_ROW.center
AUCTION_PHASES = ("bid", "raise")   # an auction under way: a seat that passed is out of it


def card_key(card) -> str:
    """The art id of an observed card (id, copy): the x2 titles have three pictures."""
    card_id, copy = card
    return f"x2:{copy + 1}" if card_id == "x2" else card_id


class HighSocietyLayout(Layout):
    """Auction, bids, owned cards and money."""

    SEAT_LINE_BOTTOM = OTHER_PANEL_H - 6     # two lines (the panels are no taller)


    EVENT_TEXTS = event_texts("high_society")

    def warm_sets(self):
        ids = all_card_ids("high_society")
        money = [i for i in ids if i.startswith("money:")]
        status = [i for i in ids if not i.startswith("money:")]
        return [(status, (AUCTION_H, OTHER_H_ALONE, OTHER_H, OWN_H)),
                (money, (MONEY_H, OWN_H, OTHER_H_ALONE, OTHER_H))]

    def other_h(self, seat: int) -> int:
        """An other seat's cards' height: larger when it has a column to itself."""
        others = self.view.players - 1
        left = -(-others // 2)                  # seats up the left column (see seat_blocks)
        in_left = (seat - self.bottom_seat()) % self.view.players <= left
        return OTHER_H_ALONE if (left if in_left else others - left) == 1 else OTHER_H

    def _name(self, data) -> str:
        """An event's card, named in the player's language (its name_<lang> field)."""
        return catalog.localized(data, "name", self.ctx.lang) or data.get("card", "?")

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

    # -- geometry -----------------------------------------------------------------------
    def seat_rects(self) -> list[pygame.Rect]:
        """The viewer's panel bottom left; the others clockwise from it, up the left
        column then down the right one."""
        players, bottom = self.view.players, self.bottom_seat()
        rects = [pygame.Rect(OWN_PANEL) for _ in range(players)]
        for seat, area in self._blocks().items():
            rects[seat] = pygame.Rect(area.x, area.y, area.w, OTHER_PANEL_H)
        rects[bottom] = pygame.Rect(OWN_PANEL)
        return rects

    def _blocks(self) -> dict[int, pygame.Rect]:
        """Each other seat's block (its panel over its row of cards)."""
        players, bottom = self.view.players, self.bottom_seat()
        others = [(bottom + k) % players for k in range(1, players)]
        small = seat_blocks(others, COLUMNS, OTHER_PANEL_H + 8 + OTHER_H)
        large = seat_blocks(others, COLUMNS, OTHER_PANEL_H + 8 + OTHER_H_ALONE)
        return {seat: (large if self.other_h(seat) == OTHER_H_ALONE else small)[seat]
                for seat in others}

    def money_rects(self, count: int) -> list[pygame.Rect]:
        """The viewer's money cards, along the bottom next to their panel."""
        return fanned(MONEY_ROW, count, MONEY_H)

    def bid_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """A seat's money cards laid down in this auction (next to its panel)."""
        if seat == self.bottom_seat():
            return fanned(BID_ROW, count, OWN_H)
        block, height = self._blocks()[seat], self.other_h(seat)
        row = pygame.Rect(block.x, block.bottom - height, BID_ROOM * height // OTHER_H, height)
        return fanned(row, count, height, max_step=card_width(height) + 6)

    def owned_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """A seat's status cards (beyond its bid)."""
        if seat == self.bottom_seat():
            return fanned(OWNED_ROW, count, OWN_H)
        block = self._blocks()[seat]
        bid = len(self.view.obs["bids"][seat]) if self.view.obs else 0
        used = self.bid_rects(seat, bid)[-1].right + 14 - block.x if bid else 0
        height = self.other_h(seat)
        row = pygame.Rect(block.x + used, block.bottom - height, block.w - used, height)
        return fanned(row, count, height, max_step=card_width(height) + 6)

    def auction_rect(self) -> pygame.Rect:
        """The card up for auction."""
        rect = pygame.Rect(0, 0, card_width(AUCTION_H), AUCTION_H)
        rect.center = AUCTION_CENTER
        return rect

    def red_rects(self, count: int) -> list[pygame.Rect]:
        """The red cards seen so far, a column beside the card on auction."""
        x, y = REDS_TOPLEFT
        return [pygame.Rect(x, y + i * RED_STEP, card_width(RED_H), RED_H) for i in range(count)]

    # -- targets (see game.match.steps) ---------------------------------------------------------
    def make_targets(self, view) -> list[Target]:
        """Every card on the table, in draw order: the others' bids and cards, the card
        on auction and the red cards seen (to look at); the viewer's bid, their
        possessions (given up to a theft), the stand and pass chips and their money."""
        obs = view.obs
        if not obs:
            return []
        out: list[Target] = []
        me = self.bottom_seat()
        phase = obs["phase"]
        for seat in range(obs["players"]):
            if seat == me:
                continue
            bid = obs["bids"][seat]
            out += [Target(r, None, f"money:{v}") for v, r in zip(bid, self.bid_rects(seat, len(bid)))]
            owned = obs["owned"][seat]
            out += [Target(r, None, card_key(c))
                    for c, r in zip(owned, self.owned_rects(seat, len(owned)))]
        if obs["card"] is not None:
            out.append(Target(self.auction_rect(), None, card_key(obs["card"])))
        reds = obs["reds_seen"]
        out += [Target(r, None, card_key(c)) for c, r in zip(reds, self.red_rects(len(reds)))]
        bid = obs["bids"][me]
        out += [Target(r, None, f"money:{v}") for v, r in zip(bid, self.bid_rects(me, len(bid)))]
        owned = obs["owned"][me]
        theft = phase == "theft" and view.viewer == me
        for card, rect in zip(owned, self.owned_rects(me, len(owned))):
            step = ("owned", card[0]) if theft and card[0].isdigit() else None
            out.append(Target(rect, step, card_key(card), self.card_name(card_key(card))))
        if view.viewer is None:
            return out
        if phase in ("bid", "raise") and obs["current_player"] == view.viewer:
            for name, rect in CHIPS.items():
                out.append(Target(rect, ("chip", name), None, self._chip_text(obs, name)))
        hand = obs["hands"][view.viewer]
        money = phase in ("bid", "raise")
        out += [Target(r, ("money", v) if money else None, f"money:{v}", self.lines("add", value=v))
                for v, r in zip(hand, self.money_rects(len(hand)))]
        return out

    def _chip_text(self, obs: dict, name: str) -> str:
        """A chip's words: what standing would mean ("Stand at 12 to lead", or "Reach 8
        to lead" while the bid does not beat the high bid), or "Pass". In a reversed
        auction standing leads nowhere: "Stand at 12"."""
        if name != "stand":
            return self.lines("pass")
        total = sum(obs["bids"][self.bottom_seat()])
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
            return self._chip_text(view.obs, step[1])
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
        return Inspect(self.face(card, INSPECT_H), self.card_name(card),
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
            if rect in self.bid_rects(seat, len(obs["bids"][seat])) and obs["bids"][seat]:
                return self.lines("insp_bid", who=view.name(seat))
            if rect in self.owned_rects(seat, len(obs["owned"][seat])) and obs["owned"][seat]:
                return self.lines("insp_owned", who=view.name(seat))
        return ""

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
                hands.append(to_panel(self.seat_center(seat), self.other_h(seat), len(money)))
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
        if event.kind == "misfortune_taken" and d.get("discarded"):   # the others' bids go
            lost = ", ".join(f"{self.view.name(s)} {sum(cards)}" for s, cards in d["discarded"])
            return self.lines("misfortune_lost", who=who, name=self._name(d), lost=lost)
        if event.kind in self.EVENT_TEXTS:
            key = "auction_won_free" if event.kind == "auction_won" and d.get("free") else event.kind
            return self.lines(key, who=who, name=self._name(d), price=d.get("price", 0))
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
        bid = obs["bids"][seat]       # on a line of its own (the panels have two)
        if bid:
            money += "\n" + self.lines("bid", cards=self._cards(len(bid)), total=sum(bid))
        elif obs["phase"] in AUCTION_PHASES and seat not in obs["active"]:
            money += "\n" + self.lines("out")      # while adding money too, not only at a bid
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

    def centre_line(self, obs: dict) -> str:
        """The bid to beat, or who is raising (a bid being laid down is not yet the high
        bid, but the centre never says "no bid" while one lies on the table). A seat's
        name is kept on one line (no-break spaces)."""
        current = obs["current_player"]
        raising = sum(obs["bids"][current]) if current is not None else 0
        if obs["phase"] == "raise" and raising > obs["high"]:
            return self.lines("raising", who=_unbroken(self.view.name(current)), total=raising)
        if obs["high_seat"] is not None:
            return self.lines("high", high=obs["high"],
                              who=_unbroken(self.view.name(obs["high_seat"])))
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

    def draw_middle(self, surface: pygame.Surface, obs: dict) -> None:
        t = self.ctx.text
        reversed_auction = obs["card"] is not None and obs["card"][0] in NEGATIVE_KINDS
        spot = self.auction_rect()
        if obs["card"] is not None and ("auction",) not in self.flights.landing():
            surface.blit(self.face(card_key(obs["card"]), AUCTION_H), spot)
            if reversed_auction:         # a misfortune: framed in red, and said below
                pygame.draw.rect(surface, DANGER, spot.inflate(12, 12), 5, border_radius=14)
        below = pygame.Rect(0, spot.bottom + 10, AUCTION_TEXT_W, 84)     # two lines at most
        below.centerx = AUCTION_CENTER[0]
        drawn = self.centred(surface, self.centre_line(obs), 32, below, fg=HIGHLIGHT,
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
        self._owned(surface, obs)
        self._money(surface, obs)

    def _owned(self, surface: pygame.Surface, obs: dict) -> None:
        """Each seat's bid in money cards, and the status cards it owns."""
        landing = self.flights.landing()
        me = self.bottom_seat()
        for seat in range(obs["players"]):
            bid = list(obs["bids"][seat])
            if ("bid", seat) in landing and bid:
                bid.pop()                      # that card is still in the air
            for value, rect in zip(bid, self.bid_rects(seat, len(obs["bids"][seat]))):
                surface.blit(self.face(f"money:{value}", rect.h), rect)
            owned = obs["owned"][seat]
            for card, rect in zip(owned, self.owned_rects(seat, len(owned))):
                if ("owned", seat, tuple(card)) not in landing:      # shown when it lands
                    surface.blit(self.face(card_key(card), rect.h), rect)
            if seat == me and self.view.viewer is not None:   # the viewer's empty spots
                if not obs["bids"][seat]:                    # say what goes there
                    self.draw_slot(surface, BID_ROW, self.lines("your_bid", total=0))
                if not owned:
                    self.draw_slot(surface, OWNED_ROW, self.lines("your_cards"))
        if self.view.viewer is not None and obs["phase"] in ("bid", "raise"):
            mine = obs["current_player"] == self.view.viewer      # else greyed: not yours yet
            for name, rect in CHIPS.items():
                panel(surface, rect, PANEL, HIGHLIGHT if mine else GREY, radius=14,
                      width=3 if mine else 2)
                textfit.blit(self.ctx.text, surface, self._chip_text(obs, name), 30,
                             rect.inflate(-16, -8), "center", bold=True,
                             fg=TEXT if mine else GREY, wrap=True)

    def _money(self, surface: pygame.Surface, obs: dict) -> None:
        viewer = self.view.viewer
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
