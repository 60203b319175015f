"""Animalia's phase 1: the dealer turns cards into a lot, the lot goes round, a seat
takes it into a collection (which may activate powers, see powers.py).

A mixin of AnimaliaState (state.py), which owns the slots used here: `deck`, `lot`,
`dealer`, `holder` (the seat deciding on the lot), `forced` (whether the holder must
take it), `colls`, `unfilled` (a bit per seat that still has a collection under 5
cards: whoever changes `colls` other than by these steps calls `_recount`) and the
spy's knowledge of the deck (`spy_known`, `pub_bottom`; `spied` is any(spy_known),
kept by whoever changes spy_known: a draw tests it, not the lists).
"""

from __future__ import annotations

from game.animalia import seasons
from game.animalia.cards import CARD_IDS, COLLECTION_SIZE, POWER_OF
from game.animalia.moves import PASS, TAKE
from game.animalia.phases import P_LOT
from game.animalia.powers import NO_POWERS, power_list
from game.core import Event

MAX_LOT = 3
# Shared move lists for one-collection seats (legal_moves hands out copies).
TAKE_OR_PASS = tuple([TAKE[c], PASS] for c in range(6))
TAKE_ONLY = tuple([TAKE[c]] for c in range(6))
PASS_ONLY = [PASS]


def _one_moves(seat: int, forced: int, total: int) -> list:
    """The lot moves of a one-collection seat: `total` cards with the lot taken."""
    if forced:
        return TAKE_ONLY[seat]
    return TAKE_OR_PASS[seat] if total <= COLLECTION_SIZE else PASS_ONLY


def _pair_moves(seat: int, forced: int, size: int, len_a: int, len_b: int) -> list:
    """The lot moves of a two-collection seat (collections 2 * seat and 2 * seat + 1
    holding len_a and len_b cards) for a lot of `size` cards."""
    if forced and size > COLLECTION_SIZE - len_a and size > COLLECTION_SIZE - len_b:
        size = 1  # he must take it: into any collection with room
    first = 2 * seat
    return ([TAKE[c] for c, held in ((first, len_a), (first + 1, len_b))
             if size <= COLLECTION_SIZE - held] + ([] if forced else [PASS]))


# _lot_moves as look-ups: ONE_LOT[seat][forced][cards with the lot], and
# PAIR_LOT[seat][forced][lot size][cards in one collection][cards in the other].
SIZES = range(COLLECTION_SIZE + 1)
ONE_LOT = tuple(tuple(tuple(_one_moves(seat, forced, total)
                            for total in range(COLLECTION_SIZE + MAX_LOT + 1))
                      for forced in (0, 1)) for seat in range(6))
PAIR_LOT = tuple(tuple(tuple(tuple(tuple(_pair_moves(seat, forced, size, a, b) for b in SIZES)
                                   for a in SIZES) for size in range(MAX_LOT + 1))
                       for forced in (0, 1)) for seat in range(3))
# The seats to the left of each seat, nearest first (itself last), per player count.
LEFT_OF = tuple(tuple(tuple((seat + i) % n for i in range(1, n + 1)) for seat in range(n))
                for n in range(7))
# The next seat to the left of a seat (itself last) among a mask of incomplete seats, or
# None: NEXT_OPEN[players][mask][seat].
NEXT_OPEN = tuple(tuple(tuple(next((t for t in LEFT_OF[n][seat] if mask >> t & 1), None)
                              for seat in range(n)) for mask in range(1 << n))
                  for n in range(7))
# The cards with a power: most lots have none, and a take then activates nothing.
POWER_CARDS = frozenset(card for card, kind in enumerate(POWER_OF) if kind >= 0)
# A card's power as a unit of a packed count (4 bits a power), 0 without one, in a
# lot taken (bits 0-11) or in the collection taking it (bits 12-23): ACTIVATED's key.
LOT_UNIT = tuple(1 << 4 * kind if kind >= 0 else 0 for kind in POWER_OF)
HELD_UNIT = tuple(1 << 4 * kind + 12 if kind >= 0 else 0 for kind in POWER_OF)
PER_CARD = 1 << 24      # in ACTIVATED's key: the per_card option
ACTIVATED: dict = {}    # activated's answers by key (a few hundred)


def activated(key: int) -> tuple:
    """The uses per power a take gives, from its key: the packed power counts of the
    lot taken and of the collection before it, and PER_CARD if the option is on. A
    power card joining one of its kind, or two of a kind taken together, activate
    it. NO_POWERS itself if none; kept in ACTIVATED."""
    lot, held, per_card = key & 0xFFF, key >> 12 & 0xFFF, key & PER_CARD
    uses = [0, 0, 0]
    for kind in range(3):
        n = lot >> 4 * kind & 15
        if n and (held >> 4 * kind & 15 or n >= 2):
            uses[kind] = n if per_card else 1  # [house] once per take
    pending = ACTIVATED[key] = tuple(uses) if any(uses) else NO_POWERS
    return pending


class LotSteps:
    """Lot decisions: take the lot into a collection or pass it on."""

    __slots__ = ()

    def incomplete(self, seat: int) -> bool:
        """Whether the seat still takes part in phase 1 (a collection under 5 cards)."""
        colls = self.colls
        if self.per == 1:
            return len(colls[seat]) < COLLECTION_SIZE
        for c in self.own[seat]:
            if len(colls[c]) < COLLECTION_SIZE:
                return True
        return False

    def _recount(self) -> None:
        """Set `unfilled` from the collections: the seats with one under 5 cards."""
        colls = self.colls
        mask = 0
        for seat, own in enumerate(self.own):
            for c in own:
                if len(colls[c]) < COLLECTION_SIZE:
                    mask |= 1 << seat
                    break
        self.unfilled = mask

    def _draw(self) -> int:
        """Pop the top card of the deck, updating what seats knew about the deck."""
        deck = self.deck
        card = deck.pop()
        if self.spied or self.pub_bottom > len(deck):
            self._top_drawn()
        return card

    def _top_drawn(self) -> None:
        """After a draw: no seat knows the top card any more, and no card under the
        public bottom is left above the deck's end."""
        for known in self.spy_known:
            if known:
                del known[0]
        self.spied = any(self.spy_known)
        if self.pub_bottom > len(self.deck):
            self.pub_bottom = len(self.deck)

    def _start_turn(self, ev, dealer) -> None:
        """`dealer`, an incomplete seat, turns the first card of his turn (None: no
        seat is incomplete any more)."""
        if dealer is None:
            seasons.end_phase1(self, ev, "complete")
            return
        self.dealer = self.holder = self.current_player = dealer
        deck = self.deck
        if not deck:
            seasons.end_phase1(self, ev, "deck_empty")
            return
        card = deck.pop()       # _draw, without its call
        if self.spied or self.pub_bottom > len(deck):
            self._top_drawn()
        self.lot = [card]
        # the last incomplete player takes cards one by one
        self.forced = 1 if self.unfilled == 1 << dealer else 0
        self.phase = P_LOT
        if ev is not None:
            ev.append(Event("card_revealed", dealer,
                            {"card": CARD_IDS[card], "dealer": dealer,
                             "lot": [CARD_IDS[card]], "forced": False}))

    def _end_turn(self, ev) -> None:
        """The dealer's turn is over: the next incomplete seat deals."""
        self._start_turn(ev, NEXT_OPEN[self.players][self.unfilled][self.dealer])

    def _lot_moves(self) -> list:
        colls = self.colls
        holder = self.holder
        if self.per == 1:
            return ONE_LOT[holder][self.forced][len(colls[holder]) + len(self.lot)]
        first = 2 * holder
        return PAIR_LOT[holder][self.forced][len(self.lot)][len(colls[first])][
            len(colls[first + 1])]

    def _pass(self, ev, auto: bool) -> None:
        nxt = NEXT_OPEN[self.players][self.unfilled][self.holder]
        if ev is not None:
            ev.append(Event("lot_passed", self.holder,
                            {"from_seat": self.holder, "to_seat": nxt,
                             "lot": [CARD_IDS[c] for c in self.lot], "forced": auto}))
        if nxt != self.dealer:
            self.holder = self.current_player = nxt
            return
        size = len(self.lot)
        colls = self.colls
        own = self.own[nxt]
        self.holder = self.current_player = nxt
        for c in own:
            if len(colls[c]) + size == COLLECTION_SIZE:
                self.forced = 1  # the returned lot completes his collection: he must take it
                return
        if size == MAX_LOT:
            self.forced = 1  # a returned 3-card lot must be taken
            return
        if not self.deck:
            seasons.end_phase1(self, ev, "deck_empty")
            return
        card = self._draw()
        self.lot.append(card)
        self.forced = 0
        if ev is not None:
            ev.append(Event("card_revealed", nxt, {"card": CARD_IDS[card], "dealer": nxt,
                                                   "lot": [CARD_IDS[c] for c in self.lot],
                                                   "forced": True}))

    def _overflow(self, cards: list, ev) -> None:
        """Cards of a returned 3-card lot that do not fit go face up under the deck.

        [house] RULINGS: the dealer takes what fits, in draw order. Under the book's
        rules this cannot arise (a returned lot that completes a collection is taken
        first); it is kept so that a hand-built state stays playable.
        """
        self.deck[0:0] = cards[::-1]
        self.pub_bottom += len(cards)
        if ev is not None:
            ev.append(Event("lot_overflow", self.holder, {"cards": [CARD_IDS[c] for c in cards]}))

    def _taken(self, coll: int, taken: list, ev, auto: bool) -> None:
        """The lot_taken event, when events are kept."""
        if ev is not None:
            ev.append(Event("lot_taken", self.holder, {"collection": coll, "forced": auto,
                                                       "cards": [CARD_IDS[c] for c in taken]}))

    def _take(self, coll: int, ev, auto: bool) -> None:
        """The holder takes the lot into collection `coll`. Only a forced take may
        bring more cards than the collection has room for (_pair_moves)."""
        colls = self.colls
        before = colls[coll]
        taken = self.lot        # (self.lot is replaced below, as the turn goes on)
        if self.forced and len(taken) + len(before) > COLLECTION_SIZE:
            room = COLLECTION_SIZE - len(before)
            taken, rest = taken[:room], taken[room:]
            self._taken(coll, taken, ev, auto)
            self._overflow(rest, ev)
        elif ev is not None:
            self._taken(coll, taken, ev, auto)
        if POWER_CARDS.isdisjoint(taken):
            pending = NO_POWERS
        else:
            key = self.per_card * PER_CARD     # (plain loops: sum(map(...)) cost more)
            for card in before:
                key += HELD_UNIT[card]
            for card in taken:
                key += LOT_UNIT[card]
            pending = ACTIVATED.get(key) or activated(key)
        before += taken
        if len(before) == COLLECTION_SIZE:   # the seat may be complete now
            per = self.per
            if per == 1 or len(colls[coll ^ 1]) == COLLECTION_SIZE:
                self.unfilled &= ~(1 << coll // per)
        if pending is NO_POWERS:     # _end_turn, without its call
            dealer = NEXT_OPEN[self.players][self.unfilled][self.dealer]
            deck = self.deck
            if (dealer is None or ev is not None or self.spied
                    or self.pub_bottom >= len(deck)):      # (an empty deck too)
                self.lot = []
                self._start_turn(ev, dealer)
                return
            # _start_turn's usual case (no seat knows the deck), without its call; the
            # phase is P_LOT already
            self.dealer = self.holder = self.current_player = dealer
            self.lot = [deck.pop()]
            self.forced = 1 if self.unfilled == 1 << dealer else 0
            return
        self.lot = []
        self.pending = pending
        self.pcoll = coll
        if ev is not None:
            ev.append(Event("powers_activated", self.holder, {
                "collection": coll, "powers": power_list(pending)}))
        self._next_power(ev)
