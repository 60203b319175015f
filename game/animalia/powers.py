"""The thief, spy and prankster: the decision steps after a take that activated them.

A mixin of AnimaliaState (state.py), which owns the slots used here: `pending` (uses
left per power), `pcoll` (the activating collection), `pkind` (the power being used),
`target`, and the spy's `peek` (cards still to put back) and `placed` (put back, top
first).
"""

from __future__ import annotations

from game.animalia.cards import CARD_IDS, COLLECTION_SIZE, POWERS, SPY, THIEF
from game.animalia.moves import DECLINE, PICK, TARGET, UsePower
from game.animalia.phases import P_POWER, P_SPY, P_TARGET
from game.core import Event

SPY_DEPTH = 3
USE_POWER = tuple(UsePower(name) for name in POWERS)
NO_POWERS = (0, 0, 0)  # uses left of the thief, spy and prankster after a take


def power_list(pending: tuple) -> list[str]:
    """The power names of a pending-uses tuple, one per use."""
    return [POWERS[k] for k in range(3) for _ in range(pending[k])]


class PowerSteps:
    """Power decisions: use or decline, target collection, card, spy order."""

    __slots__ = ()

    def _usable(self, kind: int) -> bool:
        """Whether an activated power can do anything now."""
        if kind == SPY:
            return bool(self.deck)
        colls = self.colls
        per = self.per
        me = self.pcoll // per
        if kind == THIEF:   # a card to steal, and room for it
            if len(colls[self.pcoll]) >= COLLECTION_SIZE:
                return False
            for c, coll in enumerate(colls):
                if coll and c // per != me:
                    return True
        elif colls[self.pcoll]:     # a card to give, and room for it
            for c, coll in enumerate(colls):
                if len(coll) < COLLECTION_SIZE and c // per != me:
                    return True
        return False

    def _next_power(self, ev) -> None:
        """Offer the remaining activated powers (their moves kept in `_pmoves` for
        _play's listing that follows), or end the dealer's turn."""
        moves = self._power_moves()
        if len(moves) > 1:      # a usable power, and Decline
            self._pmoves = moves
            self.phase = P_POWER
            self.current_player = self.pcoll // self.per
            return
        self.pending = NO_POWERS
        self._end_turn(ev)

    def _power_moves(self) -> list:
        pending = self.pending
        moves = []
        for kind in range(3):
            if pending[kind] and self._usable(kind):
                moves.append(USE_POWER[kind])
        moves.append(DECLINE)
        return moves

    def _use_power(self, kind: int, ev) -> None:
        pending = list(self.pending)
        pending[kind] -= 1
        self.pending = tuple(pending)
        self.pkind = kind
        seat = self.owner(self.pcoll)
        if ev is not None:
            ev.append(Event("power_used", seat, {"power": POWERS[kind], "collection": self.pcoll}))
        if kind != SPY:
            self.phase = P_TARGET
            return
        depth = min(SPY_DEPTH, len(self.deck))
        peek = self.deck[-depth:][::-1]
        self.spy_known[seat] = peek[:]
        self.spied = bool(peek) or any(self.spy_known)
        if ev is not None:
            ev.append(Event("deck_viewed", seat, {"count": depth},
                            {"cards": [CARD_IDS[c] for c in peek]}))
        if not self.spy_reorder:
            self._next_power(ev)
            return
        self.peek = peek
        self.placed = []
        self.phase = P_SPY

    def _target_moves(self) -> list:
        me = self.owner(self.pcoll)
        per = self.per
        if self.pkind == THIEF:
            return [TARGET[c] for c, coll in enumerate(self.colls) if c // per != me and coll]
        return [TARGET[c] for c, coll in enumerate(self.colls)
                if c // per != me and len(coll) < COLLECTION_SIZE]

    def _card_moves(self) -> list:
        source = self.colls[self.target if self.pkind == THIEF else self.pcoll]
        return [PICK[c] for c in source]

    def _move_card(self, card: int, ev) -> None:
        """The thief's or prankster's chosen card changes collection."""
        seat = self.owner(self.pcoll)
        if self.pkind == THIEF:
            src, dst = self.target, self.pcoll
        else:
            src, dst = self.pcoll, self.target
        self.colls[src].remove(card)
        self.colls[dst].append(card)
        self._recount()
        if ev is not None:
            if self.pkind == THIEF:
                ev.append(Event("card_stolen", seat, {
                    "card": CARD_IDS[card], "from_seat": self.owner(src),
                    "from_collection": src, "to_collection": dst}))
            else:
                ev.append(Event("card_given", seat, {
                    "card": CARD_IDS[card], "from_collection": src,
                    "to_seat": self.owner(dst), "to_collection": dst}))
        self._next_power(ev)

    def _spy_place(self, card: int, ev) -> None:
        """The spy puts back the next card (top first)."""
        self.peek.remove(card)
        self.placed.append(card)
        if self.peek:
            return
        order = self.placed
        depth = len(order)
        self.deck[len(self.deck) - depth:] = order[::-1]
        seat = self.owner(self.pcoll)
        for s, known in enumerate(self.spy_known):
            if s != seat and known:
                known.clear()  # the others lose track of the order of these cards
        self.spy_known[seat] = order[:]
        self.spied = any(self.spy_known)
        if ev is not None:
            ev.append(Event("deck_reordered", seat, {"count": depth},
                            {"order": [CARD_IDS[c] for c in order]}))
        self.placed = []
        self._next_power(ev)
