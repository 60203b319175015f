"""High Society's end-of-game scoring and the `score` position files.

Scoring [book]: everyone tied for least money is out ([house] unless every player
ties: then no one is out, or everyone with the option all_tied_poorest="all_out").
The others add their possessions, take 5 for the debt, double per title, then halve
for the scandal, in that order; halves stay exact (7.5). Ties: most money left
[book], then the highest single possession [source: later editions], then shared.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from game.core import PositionError
from game.high_society.cards import CARDS

DEBT_POINTS = int(CARDS.by_id["debt"].value)          # -5
TITLE_FACTOR = int(CARDS.by_id["x2"].value)           # 2
MAX_SEATS = 5                                          # five colours of money
MONEY_SET = frozenset(CARDS.money)
CARD_COUNTS = {entry.id: entry.count for entry in CARDS.kinds}


def status_points(possessions: int, debt: bool, titles: int, scandal: bool) -> int | float:
    """Possessions, then the debt, then x2 per title, then /2 for the scandal."""
    total = possessions + (DEBT_POINTS if debt else 0)
    total *= TITLE_FACTOR ** titles
    if scandal:
        return total // 2 if total % 2 == 0 else total / 2
    return total


def card_points(card_ids: Sequence[str]) -> int | float:
    """status_points of a list of card ids (an unresolved "theft" counts nothing)."""
    possessions = sum(int(c) for c in card_ids if c.isdigit())
    return status_points(possessions, "debt" in card_ids, card_ids.count("x2"),
                         "scandal" in card_ids)


def outcome(money: Sequence[int], points: Sequence, top: Sequence[int],
            all_out_on_full_tie: bool = False) -> tuple[list[bool], list[int]]:
    """(out per seat, winning seats) from money left, points and best possession."""
    least = min(money)
    if all(m == least for m in money):
        out = [all_out_on_full_tie] * len(money)
    else:
        out = [m == least for m in money]
    contenders = [seat for seat in range(len(money)) if not out[seat]]
    if not contenders:
        return out, []
    best = max((points[s], money[s], top[s]) for s in contenders)
    return out, [s for s in contenders if (points[s], money[s], top[s]) == best]


def top_possession(card_ids: Sequence[str]) -> int:
    """The highest single possession value, 0 without any."""
    return max((int(c) for c in card_ids if c.isdigit()), default=0)


# -- position files ---------------------------------------------------------------------
def _int_list(value, where: str) -> list[int]:
    if not isinstance(value, list):
        raise PositionError(f"{where}: must be a list of money values, not {value!r}")
    for index, item in enumerate(value):
        if isinstance(item, bool) or not isinstance(item, int):
            raise PositionError(f"{where}[{index}]: a money card must be a whole number, "
                                f"not {item!r}")
    return value


def parse_money(value, where: str) -> list[int]:
    """One seat's money cards, checked against the set each player is dealt."""
    money = _int_list(value, where)
    if len(money) > len(CARDS.money):
        raise PositionError(f"{where}: {len(money)} money cards, more than the eleven "
                            f"a player is dealt")
    seen = set()
    for index, item in enumerate(money):
        if item not in MONEY_SET:
            raise PositionError(f"{where}[{index}]: {item} is not a money card "
                                f"({', '.join(map(str, CARDS.money))})")
        if item in seen:
            raise PositionError(f"{where}[{index}]: money card {item} twice "
                                f"(each player has one of each)")
        seen.add(item)
    return money


def parse_cards(value, where: str, used: dict) -> list[str]:
    """One seat's status cards; `used` counts ids across seats to catch a card twice."""
    if not isinstance(value, list):
        raise PositionError(f"{where}: must be a list of card ids, not {value!r}")
    for index, card in enumerate(value):
        if not isinstance(card, str):
            raise PositionError(f"{where}[{index}]: a card id must be a string, not {card!r}")
        if card not in CARD_COUNTS:
            raise PositionError(f"{where}[{index}]: unknown card {card!r} "
                                f"(known: {', '.join(CARD_COUNTS)})")
        used[card] = used.get(card, 0) + 1
        if used[card] > CARD_COUNTS[card]:
            copies = CARD_COUNTS[card]
            what = "a card twice" if copies == 1 else f"more than {copies} copies"
            raise PositionError(f"{where}[{index}]: {what}: {card!r} "
                                f"(the status deck has {copies})")
    return value


def parse_position(data) -> tuple[list[list[int]], list[list[str]]]:
    """(money per seat, cards per seat) of a position, checked."""
    if not isinstance(data, Mapping):
        raise PositionError("position: must be a JSON object")
    if data.get("game", "high_society") != "high_society":
        raise PositionError(f"game: {data.get('game')!r} is not 'high_society'")
    players = data.get("players")
    if not isinstance(players, list) or not players:
        raise PositionError("players: must be a non-empty list of seats")
    if len(players) > MAX_SEATS:
        raise PositionError(f"players: {len(players)} seats, at most {MAX_SEATS}")
    money, cards, used = [], [], {}
    for seat, player in enumerate(players):
        where = f"players[{seat}]"
        if not isinstance(player, Mapping):
            raise PositionError(f"{where}: must be an object with 'money' and 'cards'")
        unknown = sorted(set(player) - {"money", "cards"})
        if unknown:
            raise PositionError(f"{where}: unknown field {unknown[0]!r}")
        money.append(parse_money(player.get("money", []), f"{where}.money"))
        cards.append(parse_cards(player.get("cards", []), f"{where}.cards", used))
    return money, cards


def score_cards(money: list[list[int]], cards: list[list[str]],
                all_out_on_full_tie: bool = False) -> dict:
    """The `score` output for checked money and cards."""
    left = [sum(hand) for hand in money]
    points = [card_points(owned) for owned in cards]
    top = [top_possession(owned) for owned in cards]
    out, winners = outcome(left, points, top, all_out_on_full_tie)
    return {"scores": points, "winners": winners, "out": out, "money_left": left}


# -- the tally, step by step (for the scoring screen) -------------------------------------
@dataclass(frozen=True)
class Breakdown:
    """How a finished game's scores come about, in the rulebook's order.

    steps[seat]: (what, points added) with what in "possessions", "debt", "title",
    "scandal"; they add up to card_points of the seat's cards exactly. out and winners
    are outcome()'s; decided_by names the rule that settled the winners: "points",
    "money" (most money left), "possession" (highest single possession), "shared", or
    "nobody" (everyone is out).
    """

    steps: tuple[tuple[tuple[str, int | float], ...], ...]
    out: tuple[bool, ...]
    winners: tuple[int, ...]
    decided_by: str


def status_steps(card_ids: Sequence[str]) -> tuple[tuple[str, int | float], ...]:
    """card_points of some cards as steps: possessions, debt, each title, scandal."""
    possessions = sum(int(c) for c in card_ids if c.isdigit())
    debt, titles, scandal = "debt" in card_ids, card_ids.count("x2"), "scandal" in card_ids
    stages = [("debt", status_points(possessions, True, 0, False))] if debt else []
    stages += [("title", status_points(possessions, debt, n, False))
               for n in range(1, titles + 1)]
    if scandal:
        stages.append(("scandal", status_points(possessions, debt, titles, True)))
    steps, running = [("possessions", possessions)], possessions
    for what, after in stages:
        steps.append((what, after - running))
        running = after
    return tuple(steps)


def breakdown(cards: Sequence[Sequence[str]], money: Sequence[int],
              all_out_on_full_tie: bool = False) -> Breakdown:
    """The Breakdown of each seat's card ids and money left (see outcome)."""
    points = [card_points(owned) for owned in cards]
    top = [top_possession(owned) for owned in cards]
    out, winners = outcome(money, points, top, all_out_on_full_tie)
    contenders = [s for s in range(len(money)) if not out[s]]
    decided_by = "nobody"
    for rule, key in (("points", points), ("money", money), ("possession", top)):
        if not contenders:
            break
        best = max(key[s] for s in contenders)
        contenders = [s for s in contenders if key[s] == best]
        if len(contenders) == 1:
            decided_by = rule
            break
    else:
        decided_by = "shared"
    return Breakdown(tuple(status_steps(owned) for owned in cards), tuple(out),
                     tuple(winners), decided_by)
