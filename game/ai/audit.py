"""Absurd-move rules: moves a good casual player would laugh at, per game.

Each `Rule` looks at a decision (the full state before the move, the move) and says
whether the rule applies to it (the decision is counted) and whether the move breaches
it. `tools/bot_audit.py` plays seeded games and reports each rule's breaches per 100
decisions; tests/ai/test_audit.py gives each rule a crafted position. The reasons are
in docs/bots.md ("Absurd moves"). A rule reads the true state: it judges the bots, it
is not one. `Memory` remembers what a rule needs from earlier in the game (the cards a
seat took this turn).
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from game.rng import Rng

EARLY_CARDS = 3          # High Society: the first cards of a game, where money is plenty
EARLY_SHARE = 1 / 3      # ...and the share of one's money too much to show for one
MONEY_A_SEAT = 106       # High Society: every seat's money at the start
DECK_POINTS = 55         # ...and the possession points in the deck
FINAL_WORLDS = 8         # determinizations that judge a game's last decision


class Memory:
    """What the rules remember of one game: the seat whose turn it is and what it took."""

    def __init__(self) -> None:
        self.turn: tuple | None = None
        self.taken: list = []

    def saw(self, state, seat: int, move) -> None:
        """Note a move about to be played (Origami: the cards taken this turn)."""
        if state.game.id != "origami":
            return
        turn = (state.turn_seat, state.round)
        if turn != self.turn:
            self.turn, self.taken = turn, []
        if move.TAG in ("take", "take_discard") and seat == state.turn_seat:
            self.taken.append(move.card)


class Rule(NamedTuple):
    """One absurd-move rule: `applies(state, seat, memory)` counts the decision and
    `breach(state, seat, move, memory)` judges the move."""

    id: str
    game: str
    applies: Callable
    breach: Callable


# -- High Society -------------------------------------------------------------------
def _hs():
    from game.high_society import state as hs
    return hs


def _bidding(state, seat) -> bool:
    hs = _hs()
    return state.phase in (hs.BID, hs.RAISE)


def _revealed(state) -> int:
    return len(_hs().DECK) - len(state.deck)


def _money(state, seat) -> int:
    hs = _hs()
    return hs.HAND_SUM[state.hands[seat]] + state.totals[seat]


def _after_add(state, seat, move) -> int:
    return state.totals[seat] + move[0]


def hs_early_applies(state, seat, memory) -> bool:
    hs = _hs()
    return (_bidding(state, seat) and _revealed(state) <= EARLY_CARDS
            and not hs.NEGATIVE[state.card])


def hs_early_breach(state, seat, move, memory) -> bool:
    """Showing more than a third of one's money for one of the first three cards."""
    return move.TAG == "add" and _after_add(state, seat, move) > EARLY_SHARE * _money(state, seat)


def hs_leading_applies(state, seat, memory) -> bool:
    hs = _hs()
    return state.phase == hs.RAISE and state.totals[seat] > state.high


def hs_leading_breach(state, seat, move, memory) -> bool:
    """Adding money when the shown total already tops the high bid (Stand would do)."""
    return move.TAG == "add"


def hs_theft_applies(state, seat, memory) -> bool:
    hs = _hs()
    return (_bidding(state, seat) and state.card == hs.THEFT
            and not any(hs.POSSESSION[c] for c in state.owned[seat]))


def hs_theft_breach(state, seat, move, memory) -> bool:
    """Bidding to avoid the theft, owning no possession it could take now, more than a
    possession to come is worth on average at the fair price (the theft takes the next
    possession won, and a seat may make that a cheap one)."""
    hs = _hs()
    values = [hs.POSSESSION[c] for c in state.deck if hs.POSSESSION[c]]
    mean = sum(values) / len(values) if values else 0.0
    return move.TAG == "add" and _after_add(state, seat, move) > fair_price(state.players) * mean


def fair_price(players: int) -> float:
    """Money a seat has per possession point it may expect: 106 over 55 / players."""
    return MONEY_A_SEAT * players / DECK_POINTS


def hs_price_applies(state, seat, memory) -> bool:
    hs = _hs()
    return (_bidding(state, seat) and hs.POSSESSION[state.card] > 0
            and not state.pending[seat])


def hs_price_breach(state, seat, move, memory) -> bool:
    """Showing more for a possession than the fair price of its points."""
    hs = _hs()
    value = hs.POSSESSION[state.card]
    return move.TAG == "add" and _after_add(state, seat, move) > fair_price(state.players) * value


# -- Origami ------------------------------------------------------------------------
def origami_limit_applies(state, seat, memory) -> bool:
    from game.origami.frames import Frame
    frame = state.stack[-1]
    return frame[0] == Frame.DISCARD and frame[3] == "limit" and bool(memory.taken)


def origami_limit_breach(state, seat, move, memory) -> bool:
    """At the hand limit, discarding a card taken this turn while holding an older one
    (and no older copy of the same card: discarding that copy is the same move)."""
    if move.TAG != "discard" or move.card not in memory.taken:
        return False
    older = list(state.hands[seat])
    for card in memory.taken:
        if card in older:
            older.remove(card)
    return bool(older) and move.card not in older


# -- every game with a last decision ------------------------------------------------
def final_applies(state, seat, memory) -> bool:
    """The game's last decision: every legal move ends it."""
    moves = state.legal_moves()
    if len(moves) < 2:
        return False
    for move in moves:
        after = state.clone()
        after.play(move)
        if not after.is_over:
            return False
    return True


def final_breach(state, seat, move, memory) -> bool:
    """On the last decision, a move that loses in every world the seat can imagine
    while another wins in all of them."""
    worlds = [state.determinize(seat, Rng(1000 + i)) for i in range(FINAL_WORLDS)]

    def wins(candidate) -> list[bool | None]:
        """Won or lost in each world (None: the game goes on in that world)."""
        out = []
        for world in worlds:
            after = world.clone()
            after.play(candidate)
            out.append(after.returns()[seat] > 0 if after.is_over else None)
        return out

    if any(result is not False for result in wins(move)):
        return False
    return any(all(result is True for result in wins(other))
               for other in state.legal_moves() if other != move)


RULES: tuple[Rule, ...] = (
    Rule("hs_early_share", "high_society", hs_early_applies, hs_early_breach),
    Rule("hs_add_leading", "high_society", hs_leading_applies, hs_leading_breach),
    Rule("hs_theft_nothing", "high_society", hs_theft_applies, hs_theft_breach),
    Rule("hs_price_point", "high_society", hs_price_applies, hs_price_breach),
    Rule("origami_discard_taken", "origami", origami_limit_applies, origami_limit_breach),
    Rule("final_throw", "animalia", final_applies, final_breach),
    Rule("final_throw", "animimix", final_applies, final_breach),
    Rule("final_throw", "origami", final_applies, final_breach),
)


def rules_for(game_id: str) -> list[Rule]:
    """The rules that judge a game's decisions."""
    return [rule for rule in RULES if rule.game == game_id]


def judge(state, move, memory: Memory) -> list[tuple[str, bool]]:
    """(rule id, breached) for every rule that applies to this decision; then the
    memory notes the move."""
    seat = state.current_player
    out = [(rule.id, rule.breach(state, seat, move, memory))
           for rule in rules_for(state.game.id) if rule.applies(state, seat, memory)]
    memory.saw(state, seat, move)
    return out
