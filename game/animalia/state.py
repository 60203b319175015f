"""The Animalia game state: phase 1 (lots and powers) and the move loop.

The power steps are in `powers.py`, phases 2 and 3 and the season change in
`seasons.py`, observation, determinization and the card census in `view.py`.

Zones (cards are ints, see cards.py): `deck` (top = last item), `lot` (face up, draw
order), `colls` (face up; with two players collection c belongs to seat c // 2),
`bonus` per seat (hidden), `covers` ((collection, bonus card, covered card) of this
season, public), `aside` (a lot left when the deck ran out), `box` (cutie-pies below
five players).

Decisions that offer a single legal move are played by the engine (a player who
cannot hold a lot passes it, the last incomplete player takes the cards, ...); their
events carry "forced": True.

Event kinds (data keys; `secret` is only for the event's seat):
- season_started {season, dealer}
- card_revealed {card, dealer, lot, forced}: the dealer turns a card face up
- lot_passed {from_seat, to_seat, lot, forced}
- lot_taken {collection, cards, forced} seat=taker
- lot_overflow {cards}: cards of a returned 3-card lot that did not fit, to the
  bottom of the deck (house rule)
- powers_activated {collection, powers}
- power_used {power, collection}; powers_declined {powers}
- card_stolen {card, from_seat, from_collection, to_collection}
- card_given {card, from_collection, to_seat, to_collection}
- deck_viewed {count} secret {cards} (top first)
- deck_reordered {count} secret {order} (top first)
- phase_ended {reason: "complete" | "deck_empty"}
- elegance_ranked {elegance: per collection, awards: per collection}
- bonus_dealt {collection} secret {card}; bonus_short {missing}
- cards_covered {collection, covers: [[bonus, covered], ...]}
- medals_awarded {collection, count, known: {family: n}} secret {medals: {family: n},
  forced}: the medals are turned face down [book]; `known` is what every seat can
  tell of them (the families no owl choice changes, see view.py)
- game_over {scores, winners}
Cards in event data are text ids ("dog:thief", "owl").
"""

from __future__ import annotations

from game.animalia import seasons, view
from game.animalia.cards import CARD_IDS, CARD_INDEX, COLLECTION_SIZE, POWER_OF, POWERS
from game.animalia.phases import (P_CARD, P_LOT, P_MEDALS, P_POWER, P_SPY, P_TARGET,
                                  Phase)
from game.animalia.moves import (PASS, PICK, TAKE, Decline, Medals, Pass, Pick, Take, Target,
                                 UsePower)
from game.animalia.powers import NO_POWERS, PowerSteps, power_list
from game.core import Event, State, first_seat
from game.rng import Rng

SEASONS = 3
MAX_LOT = 3
# Shared move lists for one-collection seats (legal_moves hands out copies).
TAKE_OR_PASS = tuple([TAKE[c], PASS] for c in range(6))
TAKE_ONLY = tuple([TAKE[c]] for c in range(6))
PASS_ONLY = [PASS]
# The same for two-collection seats (first, first + 1), at index first * 4 + forced * 4
# + fit_a * 2 + fit_b: whether the holder must take, and which collections can.
PAIR_MOVES = tuple(
    [TAKE[c] for c, fits in ((first, fit_a), (first + 1, fit_b)) if fits]
    + ([] if forced else [PASS])
    for first in range(0, 4, 2) for forced in (0, 1) for fit_a in (0, 1) for fit_b in (0, 1))
POWER_INDEX = {name: i for i, name in enumerate(POWERS)}
# The seats to the left of each seat, nearest first (itself last), per player count.
LEFT_OF = tuple(tuple(tuple((seat + i) % n for i in range(1, n + 1)) for seat in range(n))
                for n in range(7))


class AnimaliaState(PowerSteps, State):
    """A game of Animalia, mutated in place by moves."""

    __slots__ = ("players", "per", "own", "options", "spy_reorder", "per_card",
                 "elegance", "rng", "deck", "pub_bottom", "spy_known", "known_bonus",
                 "colls", "bonus", "covers", "aside", "box", "medals", "awards", "season",
                 "phase", "dealer", "lot", "holder", "forced", "pending", "pcoll", "pkind",
                 "target", "peek", "placed", "queue", "mcoll", "current_player", "is_over",
                 "_legal")

    game = None  # set by game.animalia

    # -- helpers ---------------------------------------------------------------------
    def owner(self, coll: int) -> int:
        """The seat owning collection `coll`."""
        return coll // self.per

    def incomplete(self, seat: int) -> bool:
        """Whether the seat still takes part in phase 1 (a collection under 5 cards)."""
        colls = self.colls
        if self.per == 1:
            return len(colls[seat]) < COLLECTION_SIZE
        for c in self.own[seat]:
            if len(colls[c]) < COLLECTION_SIZE:
                return True
        return False

    def _next_incomplete(self, seat: int):
        """The next incomplete seat to the left of `seat` (possibly seat itself), or None."""
        colls = self.colls
        if self.per == 1:
            for t in LEFT_OF[self.players][seat]:
                if len(colls[t]) < COLLECTION_SIZE:
                    return t
            return None
        own = self.own
        for t in LEFT_OF[self.players][seat]:
            for c in own[t]:
                if len(colls[c]) < COLLECTION_SIZE:
                    return t
        return None

    def _draw(self) -> int:
        """Pop the top card of the deck, updating what seats knew about the deck."""
        card = self.deck.pop()
        for known in self.spy_known:
            if known:
                del known[0]
        if self.pub_bottom > len(self.deck):
            self.pub_bottom = len(self.deck)
        return card

    # -- phase 1 ---------------------------------------------------------------------
    def _start_turn(self, ev) -> None:
        """The dealer (an incomplete seat) turns the first card of his turn."""
        if not self.deck:
            seasons.end_phase1(self, ev, "deck_empty")
            return
        card = self._draw()
        self.lot = [card]
        self.holder = self.current_player = self.dealer
        # the last incomplete player takes cards one by one
        self.forced = self._next_incomplete(self.dealer) == self.dealer
        self.phase = P_LOT
        if ev is not None:
            ev.append(Event("card_revealed", self.dealer,
                            {"card": CARD_IDS[card], "dealer": self.dealer,
                             "lot": [CARD_IDS[c] for c in self.lot], "forced": False}))

    def _end_turn(self, ev) -> None:
        """A take ended the dealer's turn: the next incomplete seat deals."""
        nxt = self._next_incomplete(self.dealer)
        self.lot = []
        if nxt is None:
            seasons.end_phase1(self, ev, "complete")
            return
        self.dealer = nxt
        self._start_turn(ev)

    def _lot_moves(self) -> list:
        size = len(self.lot)
        colls = self.colls
        holder = self.holder
        if self.per == 1:  # the common case, with shared prebuilt lists
            if len(colls[holder]) + size <= COLLECTION_SIZE:
                return TAKE_ONLY[holder] if self.forced else TAKE_OR_PASS[holder]
            return TAKE_ONLY[holder] if self.forced else PASS_ONLY
        first = 2 * holder  # two players: collections first and first + 1
        room_a = COLLECTION_SIZE - len(colls[first])
        room_b = COLLECTION_SIZE - len(colls[first + 1])
        forced = self.forced
        if forced and size > room_a and size > room_b:
            size = 1  # he must take it: into any collection with room
        return PAIR_MOVES[first * 4 + forced * 4 + (size <= room_a) * 2 + (size <= room_b)]

    def _pass(self, ev, auto: bool) -> None:
        nxt = self._next_incomplete(self.holder)
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
                self.forced = True  # the returned lot completes his collection: he must take it
                return
        if size == MAX_LOT:
            self.forced = True  # a returned 3-card lot must be taken
            return
        if not self.deck:
            seasons.end_phase1(self, ev, "deck_empty")
            return
        card = self._draw()
        self.lot.append(card)
        self.forced = False
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

    def _take(self, coll: int, ev, auto: bool) -> None:
        before = self.colls[coll]
        room = COLLECTION_SIZE - len(before)
        taken = self.lot
        rest = None
        if len(taken) > room:
            taken, rest = taken[:room], taken[room:]
        seat = self.holder
        if ev is not None:
            ev.append(Event("lot_taken", seat, {"collection": coll, "forced": auto,
                                                "cards": [CARD_IDS[c] for c in taken]}))
        if rest:
            self._overflow(rest, ev)
        pending = NO_POWERS
        lot_powers = [kind for kind in map(POWER_OF.__getitem__, taken) if kind >= 0]
        if lot_powers:
            held = {POWER_OF[c] for c in before}
            uses = [0, 0, 0]
            for kind in set(lot_powers):
                n = lot_powers.count(kind)
                if kind in held or n >= 2:
                    uses[kind] = n if self.per_card else 1  # [house] once per take
            pending = tuple(uses)
        before.extend(taken)
        self.lot = []
        if pending == NO_POWERS:
            self._end_turn(ev)
            return
        self.pending = pending
        self.pcoll = coll
        if ev is not None:
            ev.append(Event("powers_activated", seat, {
                "collection": coll, "powers": power_list(pending)}))
        self._next_power(ev)

    # -- the move loop ---------------------------------------------------------------
    def _moves(self) -> list:
        phase = self.phase
        if phase == P_LOT:
            return self._lot_moves()
        if phase == P_POWER:
            return self._power_moves()
        if phase == P_TARGET:
            return self._target_moves()
        if phase == P_CARD:
            return self._card_moves()
        if phase == P_SPY:
            return [PICK[c] for c in self.peek]
        if phase == P_MEDALS:
            return seasons.medal_moves(self)
        return []

    def _step(self, move, ev, auto: bool = False) -> None:
        kind = type(move)
        if kind is Pass:
            self._pass(ev, auto)
        elif kind is Take:
            self._take(move.collection, ev, auto)
        elif kind is UsePower:
            self._use_power(POWER_INDEX[move.power], ev)
        elif kind is Decline:
            if ev is not None:
                ev.append(Event("powers_declined", self.current_player, {
                    "powers": power_list(self.pending)}))
            self.pending = NO_POWERS
            self._end_turn(ev)
        elif kind is Target:
            self.target = move.collection
            self.phase = P_CARD
        elif kind is Pick:
            card = CARD_INDEX[move.card]
            if self.phase == P_SPY:
                self._spy_place(card, ev)
            else:
                self._move_card(card, ev)
        elif kind is Medals:
            seasons.award_medals(self, move, ev, auto)

    def _settle(self, ev) -> None:
        """Play every forced single move, then cache the legal moves."""
        while not self.is_over:
            moves = self._lot_moves() if self.phase == P_LOT else self._moves()
            if len(moves) != 1:
                self._legal = moves
                return
            self._step(moves[0], ev, True)
        self._legal = []

    def _play(self, move, events) -> None:
        self._step(move, events)
        self._settle(events)

    def play(self, move) -> None:
        """Play a move taken from legal_moves() without checking it (search's hot path:
        State.play and _play in one call)."""
        self._step(move, None)
        self._settle(None)

    def legal_moves(self) -> list:
        """The moves of current_player (empty once the game is over)."""
        return self._legal[:]

    def is_legal(self, move) -> bool:
        """Whether `move` is among the legal moves."""
        return move in self._legal

    # -- copying and scoring ---------------------------------------------------------
    def clone(self) -> "AnimaliaState":
        """An independent copy (hand-written: lists copied, immutables shared)."""
        new = AnimaliaState.__new__(AnimaliaState)
        new.players = self.players
        new.per = self.per
        new.own = self.own
        new.options = self.options
        new.spy_reorder = self.spy_reorder
        new.per_card = self.per_card
        new.elegance = self.elegance
        new.rng = self.rng.clone()
        new.deck = self.deck[:]
        new.pub_bottom = self.pub_bottom
        new.spy_known = [k[:] for k in self.spy_known]
        new.known_bonus = self.known_bonus[:]
        new.colls = [c[:] for c in self.colls]
        new.bonus = [b[:] for b in self.bonus]
        new.covers = self.covers[:]
        new.aside = self.aside[:]
        new.box = self.box
        new.medals = [m[:] for m in self.medals]
        new.awards = self.awards[:]
        new.season = self.season
        new.phase = self.phase
        new.dealer = self.dealer
        new.lot = self.lot[:]
        new.holder = self.holder
        new.forced = self.forced
        new.pending = self.pending
        new.pcoll = self.pcoll
        new.pkind = self.pkind
        new.target = self.target
        new.peek = self.peek[:]
        new.placed = self.placed[:]
        new.queue = self.queue[:]
        new.mcoll = self.mcoll
        new.current_player = self.current_player
        new.is_over = self.is_over
        new._legal = self._legal
        return new

    def scores(self) -> list:
        """Points per seat so far: medals plus excellence prizes."""
        return seasons.final_scores(self.medals, self.players)

    def winners(self) -> list[int]:
        """Most points; tie: most medals of one family; then shared."""
        return seasons.winners_of(self.medals, self.players)

    def observe(self, seat):
        """What `seat` may know (None: a spectator); see view.py."""
        return view.observe(self, seat)

    def determinize(self, seat: int, rng) -> "AnimaliaState":
        """A full state consistent with observe(seat), the unseen cards re-dealt."""
        return view.determinize(self, seat, rng)

    def card_census(self) -> dict:
        """{card id: count} over every zone."""
        return view.card_census(self)

    def setup_events(self) -> list[Event]:
        """The start of the current season as events: the dealer and the lot so far."""
        events = [Event("season_started", self.dealer,
                        {"season": self.season, "dealer": self.dealer})]
        if self.lot:
            events.append(Event("card_revealed", self.dealer, {
                "card": CARD_IDS[self.lot[-1]], "dealer": self.dealer,
                "lot": [CARD_IDS[c] for c in self.lot], "forced": False}))
        return events

    def phase_name(self) -> str:
        """The current decision step: lot, power, target, card, spy, medals or over."""
        return Phase(self.phase).name.lower()


def new_state(players: int, seed: int, options: dict) -> AnimaliaState:
    """A new game at its first decision."""
    state = blank_state(players, options, Rng(seed))
    state.dealer = (first_seat(options, players, seed) - 1) % players  # the deal moves left
    seasons.start_season(state, None, first=True)
    state._settle(None)
    return state


def blank_state(players: int, options: dict, rng: Rng) -> AnimaliaState:
    """A state with empty zones; the caller deals (new_state or a test setup)."""
    from game.animalia.cards import ELEGANCE, OWL, removed_cards

    s = AnimaliaState.__new__(AnimaliaState)
    s.players = players
    s.per = 2 if players == 2 else 1
    s.own = tuple(tuple(range(p * s.per, (p + 1) * s.per)) for p in range(players))
    s.options = dict(options)
    s.spy_reorder = options.get("spy", "reorder") == "reorder"
    eleg = list(ELEGANCE)
    eleg[OWL] = options.get("owl_elegance", eleg[OWL])
    s.elegance = tuple(eleg)
    s.rng = rng
    s.deck = []
    s.pub_bottom = 0
    s.spy_known = [[] for _ in range(players)]
    s.known_bonus = [0] * players
    s.colls = [[] for _ in range(players * s.per)]
    s.bonus = [[] for _ in range(players)]
    s.covers = []
    s.aside = []
    s.box = removed_cards(players)
    s.medals = [[0] * 5 for _ in range(players)]
    s.awards = []   # (seat, haul, what others saw) per medal choice, see seasons.award_medals
    s.season = 0
    s.phase = P_LOT
    s.dealer = players - 1  # start_season moves the deal to the left: seat 0 deals first
    s.lot = []
    s.holder = 0
    s.forced = False
    s.pending = NO_POWERS
    s.per_card = options.get("power_uses") == "per_card"
    s.pcoll = s.pkind = s.target = s.mcoll = 0
    s.peek = []
    s.placed = []
    s.queue = []
    s.current_player = 0
    s.is_over = False
    s._legal = []
    return s
