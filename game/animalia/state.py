"""The Animalia game state: its zones, the move loop, copying and scoring.

Phase 1's lot steps are in `lots.py` and its power steps in `powers.py` (mixins of the
state), phases 2 and 3 and the season change in `seasons.py`, observation,
determinization and the card census in `view.py`.

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
from game.animalia.cards import CARD_IDS, CARD_INDEX, POWERS
from game.animalia.lots import NEXT_OPEN, ONE_LOT, PAIR_LOT, LotSteps
from game.animalia.phases import (P_CARD, P_LOT, P_MEDALS, P_POWER, P_SPY, P_TARGET,
                                  Phase)
from game.animalia.moves import PICK, Decline, Medals, Pass, Pick, Take, Target, UsePower
from game.animalia.powers import NO_POWERS, PowerSteps, power_list
from game.core import Event, State, first_seat
from game.rng import Rng

POWER_INDEX = {name: i for i, name in enumerate(POWERS)}


class AnimaliaState(LotSteps, PowerSteps, State):
    """A game of Animalia, mutated in place by moves."""

    __slots__ = ("players", "per", "own", "options", "spy_reorder", "per_card",
                 "elegance", "rng", "deck", "pub_bottom", "spy_known", "spied", "known_bonus",
                 "colls", "unfilled", "bonus", "covers", "aside", "box", "medals", "awards",
                 "season", "phase", "dealer", "lot", "holder", "forced", "pending", "pcoll",
                 "pkind", "target", "peek", "placed", "queue", "mcoll", "current_player", "is_over",
                 "_legal", "_medal", "_pmoves")

    game = None  # set by game.animalia

    # -- helpers ---------------------------------------------------------------------
    def owner(self, coll: int) -> int:
        """The seat owning collection `coll`."""
        return coll // self.per

    # -- the move loop ---------------------------------------------------------------
    def _moves(self) -> list:
        phase = self.phase      # (the most frequent here first: _play lists the lot)
        if phase == P_MEDALS:
            return seasons.medal_moves(self)
        if phase == P_POWER:
            return self._power_moves()
        if phase == P_SPY:
            return [PICK[c] for c in self.peek]
        if phase == P_TARGET:
            return self._target_moves()
        if phase == P_CARD:
            return self._card_moves()
        if phase == P_LOT:
            return self._lot_moves()
        return []

    def _step(self, move, ev, auto: bool) -> None:
        """Play a power move (`_play` dispatches the lot and medal moves itself)."""
        kind = type(move)
        if kind is UsePower:
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

    def _play(self, move, events=None, auto: bool = False) -> None:
        """Play `move` (None: no move), then every forced single move, events appended
        to `events` unless it is None; then keep the legal moves. It is also `play`,
        search's hot path: one call a move."""
        while True:
            kind = type(move)
            if kind is Take:
                self._take(move[0], events, auto)
            elif kind is Pass:
                nxt = NEXT_OPEN[self.players][self.unfilled][self.holder]
                if events is None and nxt != self.dealer:   # _pass's usual case
                    self.holder = self.current_player = nxt
                else:
                    self._pass(events, auto)
            elif kind is Medals:        # (_step's case, without its call)
                seasons.award_medals(self, move, events, auto)
            elif move is not None:
                self._step(move, events, auto)
            phase = self.phase
            if phase == P_LOT:      # _lot_moves, without its call
                holder = self.holder
                colls = self.colls
                if self.per == 1:
                    moves = ONE_LOT[holder][self.forced][len(colls[holder]) + len(self.lot)]
                else:
                    first = 2 * holder
                    moves = PAIR_LOT[holder][self.forced][len(self.lot)][
                        len(colls[first])][len(colls[first + 1])]
            elif phase == P_MEDALS:     # medal_moves, without its and _moves' calls
                coll = self.mcoll
                kept = self._medal = seasons.medal_choices(self.colls[coll],
                                                           self.bonus[coll // self.per])
                moves = kept[3]
            elif self._pmoves is not None:      # the powers offered, listed by _next_power
                moves = self._pmoves
                self._pmoves = None
            else:
                moves = self._moves()       # [] once the game is over
            if len(moves) != 1:
                self._legal = moves
                return
            move, auto = moves[0], True

    play = _play    # State.play(move) in one call: search's hot path

    def _settle(self, ev) -> None:
        """Play every forced single move, then keep the legal moves."""
        self._play(None, ev)

    def legal_moves(self) -> list:
        """The moves of current_player (empty once the game is over)."""
        return self._legal.copy()

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
        new.spied = self.spied
        new.known_bonus = self.known_bonus[:]
        new.colls = [c[:] for c in self.colls]
        new.unfilled = self.unfilled
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
        new._medal = self._medal
        new._pmoves = None      # (only ever set within one _play call)
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
    s.spied = False      # any(spy_known), see lots.py
    s.known_bonus = [0] * players
    s.colls = [[] for _ in range(players * s.per)]
    s.unfilled = (1 << players) - 1     # see lots.py
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
    s.forced = 0        # whether the holder must take the lot: 0 or 1, a table index
    s.pending = NO_POWERS
    s.per_card = options.get("power_uses") == "per_card"
    s.pcoll = s.pkind = s.target = s.mcoll = 0
    s.peek = []
    s.placed = []
    s.queue = []
    s.current_player = 0
    s.is_over = False
    s._legal = []
    s._medal = None   # the medal choices behind _legal, see seasons.medal_moves
    s._pmoves = None  # the powers' moves _next_power listed for _play, see powers.py
    return s
