"""Animalia position files: scoring them (`python -m game score`) and building test
states from a compact setup.

Two formats are scored (INTERFACES.md): the end of a game (`players[i].medals`) and
the medals of one collection (`"phase": "medals"`, `collection`, `bonus`). Keys
`comment` and `expect` are ignored, so test files can carry their expected result.
A setup (for scenario tests and tutorials) lists the collections, the deck top first,
bonus hands and the dealer; cards it does not list stay in the box.
"""

from __future__ import annotations

from typing import Any, Mapping

from game.animalia import scoring
from game.animalia.cards import CARD_IDS, CARD_INDEX, FAMILIES, MEMBERS
from game.core import OptionError, PositionError
from game.rng import Rng

IGNORED_KEYS = {"comment", "expect"}
MIN_PLAYERS, MAX_PLAYERS = 2, 6


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_card(value: Any, where: str) -> int:
    """A card id like "dog:champion" or "owl" as an int; PositionError names `where`."""
    if not isinstance(value, str):
        raise PositionError(f"{where}: a card must be a string like 'dog:champion', not {value!r}")
    if value in CARD_INDEX:
        return CARD_INDEX[value]
    family, _, member = value.partition(":")
    if family not in FAMILIES:
        raise PositionError(f"{where}: unknown family {family!r} in card {value!r} "
                            f"(families: {', '.join(FAMILIES)}, or 'owl')")
    raise PositionError(f"{where}: unknown member {member!r} in card {value!r} "
                        f"(members: {', '.join(MEMBERS)})")


def parse_cards(value: Any, where: str, seen: dict, limit: int | None = None) -> list[int]:
    """A list of distinct card ids; `seen` maps cards already used to where they were."""
    if not isinstance(value, list):
        raise PositionError(f"{where}: must be a list of card ids")
    if limit is not None and len(value) > limit:
        raise PositionError(f"{where}: {len(value)} cards, at most {limit} allowed")
    cards = []
    for i, raw in enumerate(value):
        here = f"{where}[{i}]"
        card = parse_card(raw, here)
        if card in seen:
            raise PositionError(f"{here}: {raw!r} is a card twice (also at {seen[card]})")
        seen[card] = here
        cards.append(card)
    return cards


def _check_keys(data: Mapping, allowed: set, where: str) -> None:
    for key in data:
        if key not in allowed and key not in IGNORED_KEYS:
            raise PositionError(f"{where}: unknown field {key!r}")


def _medal_counts(value: Any, where: str) -> list[int]:
    if not isinstance(value, dict):
        raise PositionError(f"{where}: must be an object {{family: medals}}")
    counts = [0] * len(FAMILIES)
    for fam, n in value.items():
        if fam not in FAMILIES:
            raise PositionError(f"{where}: unknown family {fam!r} "
                                f"(families: {', '.join(FAMILIES)})")
        if not _is_int(n) or n < 0:
            raise PositionError(f"{where}.{fam}: must be a whole number >= 0, not {n!r}")
        counts[FAMILIES.index(fam)] = n
    return counts


def _players(data: Mapping) -> list:
    players = data.get("players")
    if not isinstance(players, list):
        raise PositionError("players: missing or not a list")
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise PositionError(f"players: {len(players)} players; Animalia needs 2 to 6")
    return players


def score_end(data: Mapping) -> dict:
    """Final points and winners from each seat's medals."""
    _check_keys(data, {"game", "players", "phase"}, "position")
    medals = []
    for i, player in enumerate(_players(data)):
        if not isinstance(player, dict) or "medals" not in player:
            raise PositionError(f"players[{i}]: must be an object with 'medals'")
        _check_keys(player, {"medals"}, f"players[{i}]")
        medals.append(_medal_counts(player["medals"], f"players[{i}].medals"))
    n = len(medals)
    group = scoring.excellence_group(n)
    return {"scores": scoring.final_scores(medals, n), "winners": scoring.winners_of(medals, n),
            "excellence": [sum(m // group for m in ms) for ms in medals],
            "medals": [sum(ms) for ms in medals]}


def _haul_dict(haul) -> dict:
    return {FAMILIES[f]: n for f, n in enumerate(haul) if n}


def score_medals(data: Mapping) -> dict:
    """The non-dominated medal hauls of one collection with its owner's bonus cards."""
    _check_keys(data, {"game", "phase", "collection", "bonus"}, "position")
    seen: dict = {}
    if "collection" not in data:
        raise PositionError("collection: missing")
    coll = parse_cards(data["collection"], "collection", seen, limit=5)
    bonus = parse_cards(data.get("bonus", []), "bonus", seen)
    cc, bc = scoring.family_counts(coll), scoring.family_counts(bonus)
    hand = sorted(bonus)
    choices = []
    for haul, used, _ in scoring.medal_options(cc, bc):
        left = list(used)
        cards = []
        for c in hand:
            fam = scoring.FAMILY_OF[c]
            if left[fam]:
                left[fam] -= 1
                cards.append(CARD_IDS[c])
        choices.append({"medals": _haul_dict(haul), "bonus_used": cards})
    return {"medal_options": [_haul_dict(h) for h in scoring.haul_front(cc, bc)],
            "choices": choices}


def score_position(data: Any) -> dict:
    """Score either position format; PositionError names the bad field."""
    if not isinstance(data, dict):
        raise PositionError("position: must be a JSON object")
    if data.get("game", "animalia") != "animalia":
        raise PositionError(f"game: {data.get('game')!r} is not 'animalia'")
    phase = data.get("phase", "end")
    if phase == "medals":
        return score_medals(data)
    if phase == "end":
        return score_end(data)
    raise PositionError(f"phase: unknown phase {phase!r} (use 'medals' or leave it out)")


def setup_state(game, data: Mapping):
    """A state at the start of the dealer's turn from a compact setup dict.

    Keys: players, dealer, deck (top first), collections, bonus, medals, season, seed,
    options. Unlisted cards go to the box.
    """
    from game.animalia.state import blank_state

    n = data.get("players")
    if not _is_int(n) or not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise PositionError(f"players: must be 2 to 6, not {n!r}")
    try:
        options = game.resolve_options(data.get("options"), n)
    except OptionError as exc:
        raise PositionError(f"options: {exc}") from None
    seed = data.get("seed", 0)
    s = blank_state(n, options, Rng(seed if _is_int(seed) else 0))
    seen: dict = {}
    colls = data.get("collections", [[] for _ in s.colls])
    if not isinstance(colls, list) or len(colls) != len(s.colls):
        raise PositionError(f"collections: need a list of {len(s.colls)} collections")
    s.colls = [parse_cards(c, f"collections[{i}]", seen, limit=5) for i, c in enumerate(colls)]
    s._recount()
    hands = data.get("bonus", [[] for _ in range(n)])
    if not isinstance(hands, list) or len(hands) != n:
        raise PositionError(f"bonus: need a list of {n} hands")
    s.bonus = [parse_cards(h, f"bonus[{i}]", seen) for i, h in enumerate(hands)]
    s.deck = parse_cards(data.get("deck", []), "deck", seen)[::-1]
    s.box = tuple(c for c in range(len(CARD_IDS)) if c not in seen)
    medals = data.get("medals", [{} for _ in range(n)])
    if not isinstance(medals, list) or len(medals) != n:
        raise PositionError(f"medals: need a list of {n} objects")
    s.medals = [_medal_counts(m, f"medals[{i}]") for i, m in enumerate(medals)]
    season, dealer = data.get("season", 1), data.get("dealer", 0)
    if not _is_int(season) or not 1 <= season <= 3:
        raise PositionError(f"season: must be 1, 2 or 3, not {season!r}")
    if not _is_int(dealer) or not 0 <= dealer < n or not s.incomplete(dealer):
        raise PositionError(f"dealer: must be an incomplete seat 0..{n - 1}, not {dealer!r}")
    s.season, s.dealer = season, dealer
    s._start_turn(None, dealer)
    s._settle(None)
    return s
