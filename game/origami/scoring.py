"""Origami scoring: printed points plus bonus effects, the tie-break, position files.

Bonus effects are small named functions (BONUSES) driven by each card's params; they
see the whole of one player's collections (covered cards included, as the rulebook
says) and the number of cards left in hand.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Callable, Mapping, Sequence

from game.core import PositionError
from game.origami.cards import BY_ID, EFFECT, EFFECT_TYPE, FAMILY, PARAMS, POINTS


class Table:
    """One player's scoring context: both collections and the hand size."""

    __slots__ = ("cols", "hand_size", "counts", "families")

    def __init__(self, cols: Sequence[Sequence[str]], hand_size: int) -> None:
        self.cols = cols
        self.hand_size = hand_size
        self.counts = Counter(c for col in cols for c in col)
        self.families = Counter(FAMILY[c] for col in cols for c in col)


# Each bonus: fn(params, table, card, col, index, nth) -> points, where `col` and `index`
# locate the card and `nth` is its rank among the player's copies of the same id.
def per_card(p, t: Table, card, col, index, nth) -> int:
    """+amount per copy of params.card in your collections (itself excluded unless self)."""
    count = t.counts[p["card"]] - (0 if p["self"] or p["card"] != card else 1)
    return p["amount"] * count


def per_family(p, t: Table, card, col, index, nth) -> int:
    """+amount per origami of params.family in your collections, this one included."""
    return p["amount"] * t.families[p["family"]]


def same_collection(p, t: Table, card, col, index, nth) -> int:
    """+amount per other copy of params.card in the same collection."""
    others = sum(1 for i, c in enumerate(t.cols[col]) if c == p["card"] and i != index)
    return p["amount"] * others


def same_family_collection(p, t: Table, card, col, index, nth) -> int:
    """+amount per other origami of params.family in the same collection."""
    others = sum(1 for i, c in enumerate(t.cols[col])
                 if FAMILY[c] == p["family"] and i != index)
    return p["amount"] * others


def pairs(p, t: Table, card, col, index, nth) -> int:
    """Copies that make up a pair are worth params.paired instead of their points."""
    paired = 2 * (t.counts[card] // 2)
    return p["paired"] - POINTS[card] if nth < paired else 0


def hand_cards(p, t: Table, card, col, index, nth) -> int:
    """+1 per params.per cards left in hand, rounded down."""
    return t.hand_size // p["per"]


def uncovered(p, t: Table, card, col, index, nth) -> int:
    """+amount if this card is the top of its collection."""
    return p["amount"] if index == len(t.cols[col]) - 1 else 0


def covered(p, t: Table, card, col, index, nth) -> int:
    """+amount if another origami covers this card."""
    return p["amount"] if index < len(t.cols[col]) - 1 else 0


def beneath(p, t: Table, card, col, index, nth) -> int:
    """+amount per origami beneath this card in its collection."""
    return p["amount"] * index


def with_card(p, t: Table, card, col, index, nth) -> int:
    """+amount if params.card is anywhere in your collections."""
    return p["amount"] if t.counts[p["card"]] else 0


BONUSES: dict[str, Callable] = {
    "per_card": per_card, "per_family": per_family, "same_collection": same_collection,
    "same_family_collection": same_family_collection, "pairs": pairs,
    "hand_cards": hand_cards, "uncovered": uncovered, "covered": covered,
    "beneath": beneath, "with_card": with_card,
}


def card_points(cols: Sequence[Sequence[str]], hand_size: int) -> list[tuple[str, int]]:
    """(card, points incl. bonus) for every origami of one player, bottom to top."""
    table = Table(cols, hand_size)
    seen: Counter = Counter()
    out = []
    for col, pile in enumerate(cols):
        for index, card in enumerate(pile):
            value = POINTS[card]
            if EFFECT_TYPE[card] == "bonus":
                value += BONUSES[EFFECT[card]](PARAMS[card], table, card, col, index,
                                               seen[card])
            seen[card] += 1
            out.append((card, value))
    return out


def player_score(cols: Sequence[Sequence[str]], hand_size: int) -> int:
    """A player's points: printed points of all origamis plus bonus effects."""
    total = 0
    for pile in cols:
        for card in pile:
            if EFFECT_TYPE[card] == "bonus":    # only then is the whole table needed
                return sum(value for _, value in card_points(cols, hand_size))
            total += POINTS[card]
    return total


def hand_points(hand: Sequence[str]) -> int:
    """The tie-break: printed points of the cards in hand."""
    return sum(POINTS[c] for c in hand)


def winners(scores: Sequence[int], tie_points: Sequence[int]) -> list[int]:
    """Most points; ties broken by the points of the cards in hand; then shared."""
    best = max(scores)
    tied = [seat for seat, s in enumerate(scores) if s == best]
    if len(tied) == 1:
        return tied
    top = max(tie_points[seat] for seat in tied)
    return [seat for seat in tied if tie_points[seat] == top]


# -- position files -------------------------------------------------------------------
def _card_list(value, where: str) -> list[str]:
    if not isinstance(value, list):
        raise PositionError(f"{where}: must be a list of card ids")
    for i, card in enumerate(value):
        if not isinstance(card, str) or card not in BY_ID:
            raise PositionError(f"{where}[{i}]: unknown card {card!r}")
    return list(value)


def parse_position(data: Mapping) -> list[tuple[list[list[str]], list[str]]]:
    """The players of an origami position file, checked; PositionError names the field."""
    if not isinstance(data, Mapping):
        raise PositionError("position: must be a JSON object")
    if data.get("game", "origami") != "origami":
        raise PositionError(f"game: {data.get('game')!r} is not 'origami'")
    players = data.get("players")
    if not isinstance(players, list) or not players:
        raise PositionError("players: must be a non-empty list")
    if len(players) > 4:
        raise PositionError(f"players: {len(players)} players, at most 4")
    used: Counter = Counter()
    out = []
    for seat, player in enumerate(players):
        where = f"players[{seat}]"
        if not isinstance(player, Mapping):
            raise PositionError(f"{where}: must be an object")
        for key in player:
            if key not in ("collections", "hand", "name"):
                raise PositionError(f"{where}: unknown field {key!r}")
        cols = player.get("collections", [[], []])
        if not isinstance(cols, list) or len(cols) != 2:
            raise PositionError(f"{where}.collections: must be a list of 2 collections")
        cols = [_card_list(col, f"{where}.collections[{i}]") for i, col in enumerate(cols)]
        if abs(len(cols[0]) - len(cols[1])) > 1:
            raise PositionError(f"{where}.collections: sizes {len(cols[0])} and "
                                f"{len(cols[1])} differ by more than one origami")
        hand = _card_list(player.get("hand", []), f"{where}.hand")
        for card in (*cols[0], *cols[1], *hand):
            used[card] += 1
            if used[card] > BY_ID[card].count:
                raise PositionError(f"{where}: {used[card]} copies of {card!r}, the deck "
                                    f"has {BY_ID[card].count}")
        out.append((cols, hand))
    return out


def score_position(data: Mapping) -> dict:
    """{"scores", "winners", "tie_points", "cards"} of an origami position file."""
    players = parse_position(data)
    scores = [player_score(cols, len(hand)) for cols, hand in players]
    ties = [hand_points(hand) for _, hand in players]
    details = [[list(pair) for pair in card_points(cols, len(hand))] for cols, hand in players]
    return {"scores": scores, "winners": winners(scores, ties), "tie_points": ties,
            "cards": details}


# -- the tally, step by step (for the scoring screen) -------------------------------------
@dataclass(frozen=True)
class CardScore:
    """One origami of a player at the end: where it lies, printed points and bonus."""

    card: str
    col: int
    printed: int
    bonus: int


def breakdown(cols: Sequence[Sequence[str]], hand_size: int) -> list[CardScore]:
    """card_points split into printed points and bonus; they add up to player_score."""
    where = [(col, card) for col, pile in enumerate(cols) for card in pile]
    return [CardScore(card, col, POINTS[card], value - POINTS[card])
            for (col, card), (_, value) in zip(where, card_points(cols, hand_size))]


def decided_by(scores: Sequence[int], tie_points: Sequence[int]) -> str:
    """The rule that settles winners(): "points", "hand" (points in hand) or "shared"."""
    tied = [seat for seat, s in enumerate(scores) if s == max(scores)]
    if len(tied) == 1:
        return "points"
    return "hand" if len(winners(scores, tie_points)) == 1 else "shared"
