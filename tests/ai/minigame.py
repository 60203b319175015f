"""A tiny hidden-information auction game for testing the bots before engines land.

Each player holds a hidden hand of bid cards; each round a prize (1..ROUNDS) is
revealed from a shuffled prize deck and every player, in turn from the round's
starter, plays one bid card face up. The highest bid takes the prize (ties: nobody).
"""

from __future__ import annotations

from typing import NamedTuple

from game.core import Game, State
from game.rng import Rng, as_rng

ROUNDS = 4


class Bid(NamedTuple):
    """Play one card from hand."""

    value: int
    TAG = "bid"


class MiniState(State):
    __slots__ = ("players", "current_player", "is_over", "hands", "played", "prizes",
                 "deck", "points", "starter", "rng", "round_no", "used")
    game = None  # set below

    def legal_moves(self):
        if self.is_over:
            return []
        return [Bid(v) for v in sorted(self.hands[self.current_player])]

    def _play(self, move, events):
        seat = self.current_player
        self.hands[seat].remove(move.value)
        self.played.append((seat, move.value))
        self.used.append(move.value)
        if len(self.played) < self.players:
            self.current_player = (seat + 1) % self.players
            return
        top = max(v for _, v in self.played)
        winners = [s for s, v in self.played if v == top]
        if len(winners) == 1:
            self.points[winners[0]] += self.prizes[-1]
        self.played = []
        self.round_no += 1
        if self.round_no == ROUNDS:
            self.is_over = True
            self.current_player = None
            return
        self.prizes.append(self.deck.pop())
        self.starter = (self.starter + 1) % self.players
        self.current_player = self.starter

    def clone(self):
        other = MiniState.__new__(MiniState)
        other.players = self.players
        other.current_player = self.current_player
        other.is_over = self.is_over
        other.hands = [list(h) for h in self.hands]
        other.played = list(self.played)
        other.prizes = list(self.prizes)
        other.deck = list(self.deck)
        other.points = list(self.points)
        other.starter = self.starter
        other.rng = self.rng.clone()
        other.round_no = self.round_no
        other.used = list(self.used)
        return other

    def scores(self):
        return list(self.points)

    def winners(self):
        top = max(self.points)
        return [s for s in range(self.players) if self.points[s] == top]

    def observe(self, seat):
        return {"hand": sorted(self.hands[seat]) if seat is not None else None,
                "sizes": [len(h) for h in self.hands], "played": list(self.played),
                "prizes": list(self.prizes), "deck": len(self.deck),
                "points": list(self.points), "current": self.current_player,
                "round": self.round_no, "used": sorted(self.used)}

    def determinize(self, seat, rng):
        rng = as_rng(rng)
        other = self.clone()
        seen = set(self.hands[seat]) | set(self.used)
        pool = [v for v in range(1, self.total_cards() + 1) if v not in seen]
        rng.shuffle(pool)
        for s in range(self.players):
            if s != seat:
                n = len(self.hands[s])
                other.hands[s] = sorted(pool[:n])
                pool = pool[n:]
        deck = sorted(self.deck)
        rng.shuffle(deck)
        other.deck = deck
        other.rng = rng.spawn()
        return other

    def total_cards(self):
        return 3 * self.players + ROUNDS + 2

    def card_census(self):
        return {}


class MiniGame(Game):
    id = "minibid"
    name = name_fr = "Mini bid"
    min_players = 2
    max_players = 5
    MOVE_TYPES = (Bid,)

    def _new_state(self, players, seed, options):
        rng = Rng(seed)
        cards = list(range(1, 3 * players + ROUNDS + 2 + 1))
        rng.shuffle(cards)
        state = MiniState.__new__(MiniState)
        state.players = players
        state.hands = [sorted(cards[i * ROUNDS:(i + 1) * ROUNDS]) for i in range(players)]
        state.played = []
        deck = list(range(1, ROUNDS + 1))
        rng.shuffle(deck)
        state.prizes = [deck.pop()]
        state.deck = deck
        state.points = [0] * players
        state.starter = 0
        state.current_player = 0
        state.is_over = False
        state.rng = rng
        state.round_no = 0
        state.used = []
        return state


MiniState.game = MiniGame()
