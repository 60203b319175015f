"""High Society / Animalement Vôtre knowledge: what a card is worth in money.

Heuristic (playouts and the easy level): each card gets a value in points for the
seat to move (a possession its face value, a title about what the seat will own, the
scandal half of it, the debt -5, the theft what it takes: the smallest possession
owned or, owning none, the smallest still to come). Money converts to points at the
seat's rate: its money over its fair share of the points still in the deck. A seat bids while the total stays under value x rate, and holds back when paying
would leave it the poorest late in the game. The theft always takes the smallest
possession. Evaluation: points plus money at the table's rate, a logistic in the gap to
the best rival (from 4 seats: a possession's auction under way counted as won by its
high bid, and win chances that add up to 1, a softmax), times the chance of not ending
the poorest (which grows with the red cards seen). A theft waiting for a possession
costs nothing there: charging it the smallest possession to come made medium and hard
bid more against the theft (paired positions, docs/bots.md "Absurd moves"); the
playouts play the loss out. From 4 seats hard's playouts run to the end of the game
(`full_playout_seats`): the game's returns(), the poorest cast out, value them.
"""

from __future__ import annotations

import math

from game import catalog
from game.ai.knowledge import Knowledge
from game.high_society.cards import CARDS
from game.high_society.state import (HAND_SUM, HAND_ADDS, NEGATIVE, POSSESSION, RED_TO_END,
                                     TITLES, THEFT, DEBT, SCANDAL, Phase)
from game.high_society.moves import PASS, STAND
from game.high_society.scoring import status_points

BID, RAISE, THEFT_PHASE = Phase.BID, Phase.RAISE, Phase.THEFT
DECK_POINTS = sum(POSSESSION)                 # 55: every possession's value
MONEY_EACH = sum(CARDS.money)                 # 106: every seat's money at the start
SCORE_SCALE = 6.0
POOR_SCALE = 5.0                              # money gap that makes being poorest likely
POOR_LATE_POWER = 1.5                         # how that risk grows with the red cards seen
NEGATIVE_SHARE = 0.8                          # share of a misfortune's cost worth paying
# From this many seats the estimate counts a standing bid and its chances add up to 1
# (standing_bid, shares). At 3 players the frugal margins were tuned on the logistic
# in the gap to the best rival; with both there, hard added 137 while already leading
# in 12 deals against easy's 39 (docs/bots.md, "Absurd moves").
MANY_SEATS = 4


def money_of(state, seat: int) -> int:
    """Money in hand plus the bid shown in this auction."""
    return HAND_SUM[state.hands[seat]] + state.totals[seat]


def points_left(state) -> int:
    """Possession points not yet revealed (the deck's set is known, not its order)."""
    return sum(map(POSSESSION.__getitem__, state.deck))


def card_value(state, seat: int, card: int) -> float:
    """What `card` is worth to `seat`, in final points (negative for misfortunes)."""
    if POSSESSION[card]:
        return 0.0 if state.pending[seat] else float(POSSESSION[card])
    if card in TITLES:
        return max(6.0, abs(state.score_of(seat)) + 3.0)
    if card == SCANDAL:
        return -max(3.0, abs(state.score_of(seat)) / 2 + 2.0)
    if card == DEBT:
        return -5.0
    if card == THEFT:
        return -theft_cost(state, seat)
    return 0.0


def theft_cost(state, seat: int) -> float:
    """The possession points a theft takes from `seat`: its smallest possession or,
    owning none, the next one it wins, which it can make the smallest still to come."""
    possessions = [POSSESSION[c] for c in state.owned[seat] if POSSESSION[c]]
    if not possessions:
        possessions = [POSSESSION[c] for c in state.deck if POSSESSION[c]] or [0]
    return float(min(possessions))


def poorest_risk(weight: float, money: float, poorest_other: float) -> float:
    """`weight` times how likely a seat with `money` ends the poorest, against the
    poorest rival's money (a logistic in the gap)."""
    gap = max(-30.0, min(30.0, (poorest_other - money) / POOR_SCALE))
    return weight / (1.0 + math.exp(-gap))


def money_rate(state, seat: int) -> float:
    """Money per point for `seat`: its money over its fair share of points to come."""
    share = points_left(state) / state.players + 4.0
    return money_of(state, seat) / share


def shares(points: list[float], scale: float) -> list[float]:
    """Win chances that add up to 1: a softmax of projected points over `scale`. The
    logistic in the gap to the best rival gave every seat 0.5 at an even table of 5,
    and charged a rival's gain to a seat as fully as its own gain helped it: letting a
    rival win a card cheaply looked as bad as paying dear for it, and medium and hard
    raised first cards to 46-81 at 4 and 5 players (docs/bots.md, "Absurd moves")."""
    top = max(points)
    weights = [math.exp(max(-30.0, (p - top) / scale)) for p in points]
    total = sum(weights)
    return [w / total for w in weights]


def standing_bid(state, money: list, points: list) -> None:
    """Count a possession's auction under way as won by its high bid: the high bidder
    pays what it shows and owns the card. Without it a playout cut mid-auction saw
    every seat's money whole and nobody richer by the card, so a raise that only kept
    the auction going past the cut-off (40 moves; a first auction at 5 players takes
    up to 60) looked as good as winning it cheaply."""
    seat, card = state.high_seat, state.card
    if seat < 0 or state.phase not in (BID, RAISE) or not POSSESSION[card]:
        return
    money[seat] -= state.high
    if not state.pending[seat]:
        own = state.owned[seat]
        possessions = sum(map(POSSESSION.__getitem__, own)) + POSSESSION[card]
        points[seat] = status_points(possessions, DEBT in own,
                                     sum(c in TITLES for c in own), SCANDAL in own)


class HighSocietyKnowledge(Knowledge):
    """Bidding by value per money, staying off the poorest spot."""

    game_id = "high_society"
    has_heuristic = True
    # Cut-off measured against easy at 200 iterations, 3 players, 24 games each:
    # none 21%, 8 moves 25%, 20 moves 54%, 40 moves 75% (fair share 33%).
    playout_depth = 40
    score_scale = SCORE_SCALE
    epsilon = 0.1
    playout_noise = 0.5
    easy_noise = 0.8
    easy_blunder = 0.05
    # Medium's tree offers only the two cheapest Add steps that top the high bid and
    # the two largest that do not (tree_moves). With every Add in its tree, medium's
    # 200-400 iterations leave the Adds' visits nearly even, so it showed money cards
    # almost at random and paid for it (docs/bots.md, "High Society's prices").
    # Hard keeps the full tree at 3 players, where its figures were measured with it.
    # From prune_seats (4) every level prunes (tree_moves): there hard's tree holds
    # 3-4 rivals with up to 12 Adds each, and with every Add its 1,000 iterations went
    # no deeper than medium's 200 (plies of nodes with 10 visits or more, at 4 and 5
    # players: 2.1 and 2.2, medium 2.8, pruned 4.2 and 4.1; tools/hs_tree_depth.py):
    # it took 21% of 100 games against medium at 4 players and 22% at 5 (docs/bots.md,
    # "Strength at every player count").
    prune_adds = True
    prune_seats = MANY_SEATS
    # Money has a value: the search plays the move that shows the least money among
    # those it found within 0.03 of the best win chance (Knowledge.pick), and a lead is
    # already a lead: once its shown money tops the high bid, within 0.1. Without them
    # Stand and the Adds after it scored alike and the most visited was often an Add.
    # Money added while leading by medium / hard / easy, tools/bot_audit.py --games
    # high_society --players 3 --deals 12: no margin 195 / 293 / 32; 0.06 everywhere
    # 44 / 81 / 70; 0.1 everywhere 12 / 3 / 62 (docs/bots.md, "Absurd moves").
    frugal_margin = 0.03
    lead_margin = 0.1
    # Hard plays its playouts to the end of the game from full_playout_seats (4) seats
    # (Knowledge.depth_for). There a game is decided by who ends the poorest, which a
    # cut playout only guesses (poorest_risk), and more iterations of the cut search did
    # not pay: on 23 paired games against medium at 5 players hard at 200 iterations did
    # as well as at 1,000 (docs/bots.md, "Strength at every player count"). Playouts to
    # the end cost 2-3 times the CPU a playout.
    hard_overrides = (("prune_adds", False), ("full_playout_seats", MANY_SEATS))
    # A personality's taste (game/ai/personas.py): appetite scales the money the
    # heuristic will bid for a possession, price_cap caps it at that share of the fair
    # price of its points (a seat's money over the points it may expect; 0: no cap),
    # money_weight is what money left is worth in the estimate. 1.0, 0 and 1.0 for the
    # plain levels.
    appetite = 1.0
    price_cap = 0.0
    money_weight = 1.0

    def limit(self, state, seat: int, rng, noise: float) -> float:
        """The highest total bid `seat` will make for the card on offer."""
        card = state.card
        value = card_value(state, seat, card)
        blur = 1.0 + noise * (2.0 * rng.random() - 1.0)
        if value < 0:
            return -value * money_rate(state, seat) * NEGATIVE_SHARE * blur
        appetite = self.appetite if POSSESSION[card] else 1.0
        limit = value * appetite * money_rate(state, seat) * blur
        if self.price_cap and POSSESSION[card]:
            limit = min(limit, self.price_cap * value * MONEY_EACH * state.players / DECK_POINTS)
        late = len(state.reds) / RED_TO_END
        if late >= 0.5:
            poorest_other = min(money_of(state, s) for s in range(state.players) if s != seat)
            limit = min(limit, money_of(state, seat) - poorest_other - 1 + (1 - late) * 10)
        return limit

    def policy_move(self, state, moves: list, rng, noise: float):
        """Bid up to the card's worth; stand once on top; lose the smallest possession."""
        seat = state.current_player
        phase = state.phase
        if phase == THEFT_PHASE:
            return min(moves, key=lambda m: POSSESSION[CARDS.physical(m.card)])
        # legal_moves puts Stand last: look there before comparing every Add with it.
        if phase == RAISE and moves and (moves[-1] is STAND or STAND in moves):
            return STAND
        adds = HAND_ADDS[state.hands[seat]]
        if phase == BID:
            need = state.high - state.totals[seat]
            topping = [a for a in adds if a.value > need]
            cheapest = state.totals[seat] + (topping[0].value if topping else need + 1)
            if not adds or cheapest > self.limit(state, seat, rng, noise):
                return PASS
        need = state.high - state.totals[seat]
        for add in adds:
            if add.value > need:
                return add
        return adds[-1]

    def margin_at(self, state) -> float:
        """lead_margin while the seat's shown money tops the high bid, else
        frugal_margin."""
        seat = state.current_player
        if state.phase == RAISE and state.totals[seat] > state.high:
            return self.lead_margin
        return self.frugal_margin

    def move_cost(self, move) -> float:
        """The money an Add shows (Pass, Stand and Discard show none)."""
        return float(move[0]) if move.TAG == "add" else 0.0

    def tree_moves(self, state, moves: list) -> list:
        """With prune_adds, or from prune_seats at every level: of the Add steps, only
        the two cheapest cards that top the high bid and the two largest that do not
        (no small-change build-ups)."""
        if len(moves) <= 4 or not (self.prune_adds or state.players >= self.prune_seats):
            return moves
        need = state.high - state.totals[state.current_player]
        adds = [m for m in moves if m.TAG == "add"]
        others = [m for m in moves if m.TAG != "add"]
        topping = [a for a in adds if a.value > need][:2]
        below = [a for a in adds if a.value <= need][-2:]
        return others + below + topping

    def outcome_key(self, state):
        """The card on offer: an auction's end turns the next one face up (chance nodes)."""
        return state.card

    feature_names = ("points", "money_worth", "points_late", "money_margin_late",
                     "poor_risk", "poorest_late", "multiplier_future", "pending_theft",
                     "high_bidder_card")

    def eval_features(self, state) -> list[list[float]]:
        """Per seat: points now (and late in the game), money at the table's rate and
        its margin over the poorest rival late, the estimate's risk of ending the
        poorest, what the titles and the scandal will do to possessions to come, a
        theft waiting, and the possession a standing high bid is about to win."""
        players = state.players
        money = [money_of(state, s) for s in range(players)]
        left = points_left(state)
        rate = left / (sum(money) or 1)
        late = len(state.reds) / RED_TO_END
        late_risk = late ** POOR_LATE_POWER
        card = state.card
        offered = float(POSSESSION[card]) if card >= 0 else 0.0
        rows = []
        for seat in range(players):
            owned = state.owned[seat]
            points = float(state.score_of(seat))
            poorest_other = min(money[s] for s in range(players) if s != seat)
            factor = 2.0 ** sum(c in TITLES for c in owned) * (0.5 if SCANDAL in owned else 1.0)
            margin = max(-3.0, min(3.0, (money[seat] - poorest_other) / 10.0))
            rows.append([
                points, money[seat] * rate, points * late, margin * late,
                poorest_risk(late_risk, money[seat], poorest_other),
                late if money[seat] <= poorest_other else 0.0,
                (factor - 1.0) * left / players,
                -1.0 if state.pending[seat] else 0.0,
                offered if seat == state.high_seat else 0.0])
        return rows

    def estimate(self, state) -> list[float]:
        """Win chances from points, money and the risk of ending the poorest; a
        possession's auction under way counts as won by the high bid (`standing_bid`)."""
        players = state.players
        money = [money_of(state, s) for s in range(players)]
        points = state.scores()
        many = players >= MANY_SEATS
        if many:
            standing_bid(state, money, points)
        total_money = sum(money) or 1
        rate = points_left(state) / total_money
        worth = rate * self.money_weight
        projected = [points[s] + money[s] * worth for s in range(players)]
        if many:
            chances = shares(projected, self.score_scale)
        else:
            chances = self.score_estimate(state, projected)
        late = (len(state.reds) / RED_TO_END) ** POOR_LATE_POWER
        for seat in range(players):
            poorest_other = min(money[s] for s in range(players) if s != seat)
            chances[seat] *= 1.0 - poorest_risk(late, money[seat], poorest_other)
        return chances

    def reason(self, state, move, lang: str) -> str:
        """Why: the card's worth against its price, or the poorest spot (catalog
        `[hint.high_society]`)."""
        def say(key: str, **params) -> str:
            return catalog.text(f"hint.high_society.{key}", lang, **params)

        skin = state.options.get("skin", "animalement_votre")
        if move.TAG == "discard":
            return say("discard")
        card = state.card
        name = CARDS.name(card, skin, lang)
        seat = state.current_player
        if NEGATIVE[card]:
            return say("take_bad" if move == PASS else "avoid", name=name)
        if move == PASS:
            poorest_other = min(money_of(state, s) for s in range(state.players) if s != seat)
            if money_of(state, seat) - (state.high + 1 - state.totals[seat]) <= poorest_other:
                return say("poorest")
            return say("too_dear", name=name)
        return say("worth", name=name)


KNOWLEDGE = HighSocietyKnowledge()
