"""The High Society / Animalement Vôtre game state: auctions in small steps.

Seat 0 opens the first auction (the rulebook says the youngest player; seats are
arranged by the client), unless option `first_player` names another seat or "drawn". Each turn of an auction the seat to act passes, or shows
money cards one at a time (`Add`) and then `Stand`s once its shown total beats the
high bid. Positive cards go to the last bidder standing (who discards his bid), or
free to the last seat left if no one bid; negative cards (scandal, debt, theft) go to
the first seat to pass, who takes his bid back while every other seat discards its
bid. The receiver reveals the next card and opens. The game ends as soon as the
fourth red card (three titles and the scandal) is revealed; it is not auctioned.

Hidden information is only the order of the unrevealed deck: bids are shown face up,
so every money hand is public.

Events (`Event.kind`: seat; data keys). Card events carry `card` (id), `copy` (which
copy of that id), `name`, `name_fr` and a `name_<lang>` per other catalog (in the state's
skin).
- "card_revealed": the opener; card keys, kind, negative, red, red_count, deck_left.
  The first card is revealed by the constructor: `setup_events()` returns its event.
- "bid_raised": the bidder; step "add" (value, total, cards) or "stand" (total, cards).
- "player_passed": the passer; took_back (values), active (seats still bidding).
- "auction_won": the winner; card keys, paid (values discarded), price, free (bool).
- "misfortune_taken": the first to pass; card keys, took_back, discarded ([seat,
  values] for every other seat that had shown money).
- "theft_pending": the receiver of the theft, who has no possession yet; card keys.
- "theft_resolved": the theft's victim; card keys of the possession lost, pending
  (bool: it was the next possession won after a pending theft).
- "game_ended": None; card keys of the 4th red card, red_count, scores, winners, out,
  money_left.
"""

from __future__ import annotations

from enum import IntEnum

from game import catalog
from game.core import Event, State, first_seat
from game.high_society.cards import CARDS
from game.high_society.moves import PASS, STAND, Add, Discard
from game.high_society.scoring import outcome, status_points
from game.rng import Rng, as_rng

MONEY = CARDS.money
MONEY_INDEX = {value: index for index, value in enumerate(MONEY)}
FULL_HAND = (1 << len(MONEY)) - 1
CARD_ID = CARDS.card_id
POSSESSION = CARDS.possession_value
NEGATIVE = CARDS.negative
RED = CARDS.red
DECK = tuple(range(len(CARD_ID)))
THEFT = CARDS.physical("theft")
DEBT = CARDS.physical("debt")
SCANDAL = CARDS.physical("scandal")
TITLES = frozenset(c for c in DECK if CARDS.kind[c] == "title")
RED_TO_END = sum(RED)
ADD_MOVES = tuple(Add(value) for value in MONEY)
DISCARD_MOVES = {c: Discard(CARD_ID[c]) for c in DECK if POSSESSION[c]}


def _per_hand(items: tuple) -> tuple[tuple, ...]:
    """Per hand bitmask, the items of its bits in order: each mask's tuple is the one of
    the mask without its highest bit, plus that bit's item: 0.85 ms for the 2,048 masks,
    where testing every bit of every mask took 7.3 (a start-up builds two such tables)."""
    out: list[tuple] = [()]
    for mask in range(1, 1 << len(items)):
        high = mask.bit_length() - 1
        out.append(out[mask ^ (1 << high)] + (items[high],))
    return tuple(out)


# Per hand bitmask: its money values, their sum and the Add moves it allows.
HAND_VALUES = _per_hand(MONEY)
HAND_SUM = tuple(sum(values) for values in HAND_VALUES)
HAND_ADDS = _per_hand(ADD_MOVES)


class Phase(IntEnum):
    """What the current seat is deciding."""

    BID = 0       # pass, or start showing money
    RAISE = 1     # showing money this turn: add more, or stand
    THEFT = 2     # choose a possession to lose to the theft card
    OVER = 3


BID, RAISE, THEFT_PHASE, OVER = Phase.BID, Phase.RAISE, Phase.THEFT, Phase.OVER


class HighSocietyState(State):
    """A game of High Society in progress (see the module docstring)."""

    __slots__ = ("players", "rng", "options", "current_player", "is_over", "phase",
                 "deck", "card", "opener", "hands", "bids", "totals", "spent", "active",
                 "high", "high_seat", "owned", "pending", "reds", "discarded")

    def __init__(self, players: int, seed: int, options: dict) -> None:
        self.players = players
        self.rng = Rng(seed)
        self.options = options
        self.deck = list(DECK)
        self.rng.shuffle(self.deck)           # deck[-1] is the top card
        self.hands = [FULL_HAND] * players    # money bitmasks over MONEY
        self.bids = [0] * players             # shown this auction
        self.totals = [0] * players
        self.spent = [0] * players
        self.owned = [[] for _ in range(players)]
        self.pending = [False] * players      # a theft waiting for a possession
        self.reds: list[int] = []
        self.discarded: list[int] = []        # possessions lost to the theft, and it
        self.is_over = False
        self.card = -1
        self._open(first_seat(options, players, seed), None)

    # -- moves ------------------------------------------------------------------------
    def legal_moves(self) -> list:
        """Pass/Add in BID, Add/Stand in RAISE, Discard in THEFT; [] once over."""
        phase = self.phase
        seat = self.current_player
        if phase == BID:
            hand = self.hands[seat]
            if self.totals[seat] + HAND_SUM[hand] > self.high:
                return [PASS, *HAND_ADDS[hand]]
            return [PASS]
        if phase == RAISE:
            moves = list(HAND_ADDS[self.hands[seat]])
            if self.totals[seat] > self.high:
                moves.append(STAND)
            return moves
        if phase == THEFT_PHASE:
            return [DISCARD_MOVES[c] for c in sorted(self.owned[seat]) if POSSESSION[c]]
        return []

    def _play(self, move, events: list | None) -> None:
        tag = move.TAG
        seat = self.current_player
        if tag == "add":
            index = MONEY_INDEX[move[0]]
            self.hands[seat] ^= 1 << index
            self.bids[seat] |= 1 << index
            self.totals[seat] += move[0]
            self.phase = RAISE
            if events is not None:
                events.append(Event("bid_raised", seat, {
                    "step": "add", "value": move[0], "total": self.totals[seat],
                    "cards": HAND_VALUES[self.bids[seat]]}))
        elif tag == "stand":
            self.high = self.totals[seat]
            self.high_seat = seat
            self.phase = BID
            if events is not None:
                events.append(Event("bid_raised", seat, {
                    "step": "stand", "total": self.high,
                    "cards": HAND_VALUES[self.bids[seat]]}))
            self.current_player = self._next_active(seat)
        elif tag == "pass":
            self._pass(seat, events)
        else:
            self._steal(seat, CARDS.physical(move[0]), False, events)
            self._open(seat, events)

    def _next_active(self, seat: int) -> int:
        active, players = self.active, self.players
        while True:
            seat = seat + 1 if seat + 1 < players else 0
            if active >> seat & 1:
                return seat

    def _pass(self, seat: int, events: list | None) -> None:
        took_back = self.bids[seat]
        self.hands[seat] |= took_back
        self.bids[seat] = 0
        self.totals[seat] = 0
        card = self.card
        if NEGATIVE[card]:
            discarded = []
            for other in range(self.players):
                if self.bids[other]:
                    discarded.append([other, HAND_VALUES[self.bids[other]]])
                    self.spent[other] |= self.bids[other]
                    self.bids[other] = 0
                    self.totals[other] = 0
            if events is not None:
                events.append(Event("misfortune_taken", seat, {
                    **self._card_data(card), "took_back": HAND_VALUES[took_back],
                    "discarded": discarded}))
            self._receive(seat, card, events)
            return
        self.active &= ~(1 << seat)
        if events is not None:
            events.append(Event("player_passed", seat, {
                "took_back": HAND_VALUES[took_back],
                "active": [s for s in range(self.players) if self.active >> s & 1]}))
        if self.active & (self.active - 1):          # two or more still bidding
            self.current_player = self._next_active(seat)
            return
        winner = self.active.bit_length() - 1
        paid = self.bids[winner]
        self.spent[winner] |= paid
        self.bids[winner] = 0
        self.totals[winner] = 0
        if events is not None:
            events.append(Event("auction_won", winner, {
                **self._card_data(card), "paid": HAND_VALUES[paid],
                "price": HAND_SUM[paid], "free": not paid}))
        self._receive(winner, card, events)

    def _receive(self, seat: int, card: int, events: list | None) -> None:
        """Give the auctioned card to seat, apply the theft, and open the next auction."""
        self.card = -1
        self.active = self.high = 0                 # the auction is over
        self.high_seat = -1
        if POSSESSION[card] and self.pending[seat]:
            self.owned[seat].append(card)
            self._steal(seat, card, True, events)
        elif card == THEFT:
            self.owned[seat].append(card)
            if any(POSSESSION[c] for c in self.owned[seat]):
                self.phase = THEFT_PHASE
                self.current_player = seat
                return
            self.pending[seat] = True
            if events is not None:
                events.append(Event("theft_pending", seat, self._card_data(card)))
        else:
            self.owned[seat].append(card)
        self._open(seat, events)

    def _steal(self, seat: int, card: int, pending: bool, events: list | None) -> None:
        """Discard possession `card` of seat together with the theft card."""
        self.owned[seat].remove(card)
        self.owned[seat].remove(THEFT)
        self.discarded += (card, THEFT)
        self.pending[seat] = False
        if events is not None:
            events.append(Event("theft_resolved", seat,
                                {**self._card_data(card), "pending": pending}))

    def _open(self, seat: int, events: list | None) -> None:
        """Reveal the next card with seat opening, or end on the last red card."""
        card = self.deck.pop()
        self.card = card
        if RED[card]:
            self.reds.append(card)
        self.opener = self.current_player = seat
        self.phase = BID
        self.active = (1 << self.players) - 1
        self.high = 0
        self.high_seat = -1
        if events is not None:
            events.append(self._reveal_event(seat, card))
        if len(self.reds) == RED_TO_END:
            self._end(events)

    def _reveal_event(self, seat: int, card: int) -> Event:
        return Event("card_revealed", seat, {
            **self._card_data(card), "kind": CARDS.kind[card], "negative": NEGATIVE[card],
            "red": RED[card], "red_count": len(self.reds), "deck_left": len(self.deck)})

    def setup_events(self) -> list[Event]:
        """The start as events, for a new game: seat 0 reveals the first card."""
        return [self._reveal_event(self.opener, self.card)]

    def _end(self, events: list | None) -> None:
        self.is_over = True
        self.phase = OVER
        self.current_player = None
        self.active = 0
        if events is not None:
            out, winners = self.outcome()
            events.append(Event("game_ended", None, {
                **self._card_data(self.card), "red_count": len(self.reds),
                "scores": self.scores(), "winners": winners, "out": out,
                "money_left": self.money_left()}))

    def _card_data(self, card: int) -> dict:
        skin = self.options["skin"]
        return {"card": CARD_ID[card], "copy": CARDS.copy[card],
                **catalog.columns("name", lambda lang: CARDS.name(card, skin, lang))}

    # -- copies and views -------------------------------------------------------------
    def clone(self) -> "HighSocietyState":
        """An independent copy (hand-written: lists copied, ints shared)."""
        other = HighSocietyState.__new__(HighSocietyState)
        other.players = self.players
        other.rng = self.rng.clone()
        other.options = self.options
        other.current_player = self.current_player
        other.is_over = self.is_over
        other.phase = self.phase
        other.deck = self.deck[:]
        other.card = self.card
        other.opener = self.opener
        other.hands = self.hands[:]
        other.bids = self.bids[:]
        other.totals = self.totals[:]
        other.spent = self.spent[:]
        other.active = self.active
        other.high = self.high
        other.high_seat = self.high_seat
        other.owned = [cards[:] for cards in self.owned]
        other.pending = self.pending[:]
        other.reds = self.reds[:]
        other.discarded = self.discarded[:]
        return other

    def observe(self, seat: int | None) -> dict:
        """Everything but the deck order (only its size); the same for every seat."""
        def named(cards) -> tuple:
            return tuple((CARD_ID[c], CARDS.copy[c]) for c in cards)

        return {
            "seat": seat, "players": self.players, "options": dict(self.options),
            "phase": self.phase.name.lower(), "current_player": self.current_player,
            "opener": self.opener, "card": named([self.card])[0] if self.card >= 0 else None,
            "high": self.high, "high_seat": None if self.high_seat < 0 else self.high_seat,
            "active": tuple(s for s in range(self.players) if self.active >> s & 1),
            "hands": tuple(HAND_VALUES[h] for h in self.hands),
            "bids": tuple(HAND_VALUES[b] for b in self.bids),
            "spent": tuple(HAND_VALUES[s] for s in self.spent),
            "owned": tuple(named(cards) for cards in self.owned),
            "pending_theft": tuple(self.pending), "reds_seen": named(self.reds),
            "discarded": named(self.discarded), "deck_left": len(self.deck),
            "is_over": self.is_over,
        }

    def determinize(self, seat: int | None, rng) -> "HighSocietyState":
        """A copy with the unrevealed deck reshuffled (from a sorted pool) by rng."""
        rng = as_rng(rng)
        world = self.clone()
        world.deck = sorted(self.deck)
        rng.shuffle(world.deck)
        world.rng = Rng(rng.next64())
        return world

    def card_census(self) -> dict:
        """{status id or "money:V": count} over deck, table, owned and discards."""
        census: dict = {}
        cards = [*self.deck, *self.discarded, *(c for own in self.owned for c in own)]
        if self.card >= 0:
            cards.append(self.card)
        for card in cards:
            census[CARD_ID[card]] = census.get(CARD_ID[card], 0) + 1
        for masks in (self.hands, self.bids, self.spent):
            for mask in masks:
                for value in HAND_VALUES[mask]:
                    key = f"money:{value}"
                    census[key] = census.get(key, 0) + 1
        return census

    # -- scoring ----------------------------------------------------------------------
    def money_left(self) -> list[int]:
        """Money in hand per seat (shown bids count too: they are not spent yet)."""
        return [HAND_SUM[h | b] for h, b in zip(self.hands, self.bids)]

    def scores(self) -> list:
        """Status points per seat (the poorest are out: see winners())."""
        return [self.score_of(seat) for seat in range(self.players)]

    def score_of(self, seat: int) -> int | float:
        """One seat's status points (scores()[seat] without the others')."""
        own = self.owned[seat]
        return status_points(sum(map(POSSESSION.__getitem__, own)), DEBT in own,
                             sum(c in TITLES for c in own), SCANDAL in own)

    def outcome(self) -> tuple[list[bool], list[int]]:
        """(out per seat, winners) as if the game ended now."""
        top = [max((POSSESSION[c] for c in own), default=0) for own in self.owned]
        all_out = self.options.get("all_tied_poorest") == "all_out"
        return outcome(self.money_left(), self.scores(), top, all_out)

    def winners(self) -> list[int]:
        """The winners after the poorest are out and every tie-break."""
        return self.outcome()[1]

    def returns(self) -> list[float]:
        """1/k for each of k winners; all zero if everyone is out (option all_out)."""
        if self.is_over and not self.winners():
            return [0.0] * self.players
        return super().returns()
