"""Animalia's values for the bots: what a collection, a take, a medal choice and a
seat's position are worth, shared by the playout policy and the evaluation.

A collection is valued by its best medal haul (the owl placed at best, as the engine's
`scoring.hauls` does) plus SLOT_VALUE per free slot (a free slot may still pair a
single), plus a little per elegance point (bonus cards go to the most elegant). A lot
is worth what it adds to that value, powers it activates included. A medal choice is
scored with the game's own final scoring, bonus cards kept for a later season weighed
at KEPT_BONUS medals each. With a residue (hard's `prize_aware`), a collection is worth
the points its best haul adds to its owner's medals, excellence prizes included.
"""

from __future__ import annotations

from game.animalia import scoring
from game.animalia.cards import CARD_COUNT, COLLECTION_SIZE, FAMILY_COUNT, FAMILY_OF, POWER_OF
from game.animalia.phases import P_MEDALS
from game.animalia.scoring import EXCELLENCE_POINTS, GROUP_MANY, GROUP_TWO

SLOT_VALUE = 0.7           # medals a free slot is still worth
ELEGANCE_WEIGHT = 0.12     # medals per elegance point (the bonus card race)
POWER_VALUE = (0.9, 0.2, 0.6)   # thief, spy, prankster activated by a take
KEPT_BONUS = 0.8           # medals a bonus card kept for a later season is worth
BONUS_HELD = 0.6           # the same, in the evaluation
SEASONS = 3
NEAR_GROUP = 0.5           # points a full group's worth of progress toward a prize is worth


# A collection's value depends on its family counts and elegance only. Family counts
# are coded as one int (base 8: a family never has 8 cards), and the count-dependent
# part of the value, best haul plus free slots, is memoised per code: the playouts
# value tens of collections per iteration.
FAMILY_CODE = tuple(8 ** FAMILY_OF[c] for c in range(CARD_COUNT))
_BASE: dict[int, float] = {}
# Powers as bit masks: each card's power bit, and the worth of a mask of activated powers.
POWER_BIT = tuple(1 << POWER_OF[c] if POWER_OF[c] >= 0 else 0 for c in range(CARD_COUNT))
ACTIVATED = (0.0,) + tuple(sum(POWER_VALUE[k] for k in range(3) if mask >> k & 1)
                           for mask in range(1, 8))


def best_haul(cards) -> int:
    """The most medals the cards score now (owl at best; no bonus cards)."""
    return max(sum(h) for h in scoring.hauls(scoring.family_counts(cards)))


def _base_value(code: int, cards) -> float:
    """Best haul plus free slots of cards whose family code is `code` (memoised)."""
    _BASE[code] = best_haul(cards) + SLOT_VALUE * (COLLECTION_SIZE - len(cards))
    return _BASE[code]


# Hard's collections are worth the points their best haul adds to the owner's medals,
# excellence prizes included (`Knowledge.prize_aware`). That depends on the medals only
# through each family's count modulo the group (medals toward the next prize): coded,
# base 8 per family, above the family code, with one more bit once no season is left
# to finish a group (then progress is worth nothing) and one for groups of 7 (two
# players): a memo key holds all a value depends on.
RESIDUE_SHIFT = 3 * (FAMILY_COUNT + 1)
LAST_SEASON_BIT = 1 << (RESIDUE_SHIFT + 3 * FAMILY_COUNT)
PRIZE_BIT = LAST_SEASON_BIT << 1      # set in every residue: points, not medals
TWO_PLAYER_BIT = PRIZE_BIT << 1
MEMO_LIMIT = 200_000


def residue_of(state, seat: int) -> int:
    """The seat's medals toward its next excellence prizes, coded as above. Memoised by
    the seat's medal counts, in one memo for each pair of (two players or more, last
    season or not): the playouts ask for it on every lot, and medals change only when
    a collection is scored."""
    memo = _RESIDUES[state.players == 2][state.season >= SEASONS]
    medals = bytes(state.medals[seat])
    code = memo.get(medals)
    if code is None:
        code = _residue(state.players, state.season, medals)
        if len(memo) > MEMO_LIMIT:
            memo.clear()
        memo[medals] = code
    return code


def _residue(players: int, season: int, medals: bytes) -> int:
    """residue_of, computed."""
    group = scoring.excellence_group(players)
    code = PRIZE_BIT | (LAST_SEASON_BIT if season >= SEASONS else 0)
    if group == GROUP_TWO:
        code |= TWO_PLAYER_BIT
    for family, count in enumerate(medals):
        code += (count % group) << (RESIDUE_SHIFT + 3 * family)
    return code


_RESIDUES = (({}, {}), ({}, {}))    # [two players][last season]: {medal counts: code}


def haul_points(haul, residue: int) -> float:
    """The points a haul adds to medals with these residues: medals, prizes completed,
    and, before the last season, progress toward the next prizes."""
    near = 0.0 if residue & LAST_SEASON_BIT else NEAR_GROUP
    group = GROUP_TWO if residue & TWO_PLAYER_BIT else GROUP_MANY
    points = 0.0
    for family, medals in enumerate(haul):
        had = residue >> (RESIDUE_SHIFT + 3 * family) & 7
        points += medals + EXCELLENCE_POINTS * ((had + medals) // group)
        points += near * (((had + medals) % group) - had) / group
    return points


def _prize_value(key: int, cards) -> float:
    """Free slots plus the best haul's points for the residues in `key` (memoised)."""
    residue = key >> RESIDUE_SHIFT << RESIDUE_SHIFT
    best = max(haul_points(h, residue)
               for h in scoring.hauls(scoring.family_counts(cards)))
    if len(_BASE) > MEMO_LIMIT:     # a long-lived process meets many residues
        _BASE.clear()
    _BASE[key] = best + SLOT_VALUE * (COLLECTION_SIZE - len(cards))
    return _BASE[key]


def coll_value(state, cards, residue: int = 0) -> float:
    """A collection's worth: best haul (in medals, or with `residue` from residue_of in
    the points it adds to its owner's), free slots, elegance."""
    elegance = state.elegance
    code = residue
    eleg = 0
    for card in cards:
        code += FAMILY_CODE[card]
        eleg += elegance[card]
    base = _BASE.get(code)
    if base is None:
        base = _value_of(code, cards, residue)
    return base + ELEGANCE_WEIGHT * eleg


def activated_value(before, taken) -> float:
    """What the powers a take would activate are worth."""
    return ACTIVATED[_activated(before, taken)]


def _activated(before, taken) -> int:
    """The powers a take activates, as a bit mask: those of the lot already held, or
    twice in the lot."""
    seen = twice = 0
    for card in taken:
        bit = POWER_BIT[card]
        twice |= seen & bit
        seen |= bit
    if not seen:
        return 0
    held = 0
    for card in before:
        held |= POWER_BIT[card]
    return seen & (held | twice)


def take_gain(state, coll: int, residue: int = 0) -> float:
    """How much taking the lot into collection `coll` is worth (residue: coll_value's)."""
    # the playouts' hottest function: coll_value of before and after in one pass
    before = state.colls[coll]
    taken = state.lot[:COLLECTION_SIZE - len(before)]
    elegance = state.elegance
    code = residue
    eleg = 0
    for card in before:
        code += FAMILY_CODE[card]
        eleg += elegance[card]
    base = _BASE.get(code)
    if base is None:
        base = _value_of(code, before, residue)
    value_before = base + ELEGANCE_WEIGHT * eleg
    for card in taken:
        code += FAMILY_CODE[card]
        eleg += elegance[card]
    base = _BASE.get(code)
    if base is None:
        base = _value_of(code, before + taken, residue)
    return base + ELEGANCE_WEIGHT * eleg - value_before + ACTIVATED[_activated(before, taken)]


def _value_of(key: int, cards, residue: int) -> float:
    """The memo's missing entry: medals and slots, or points and slots."""
    return _prize_value(key, cards) if residue else _base_value(key, cards)


def projected(state, prize_aware: bool = False) -> list[float]:
    """Per seat: points so far plus the unscored collections' and bonus cards' worth
    (with `prize_aware`, in the points each adds to its owner's medals)."""
    points = [float(p) for p in state.scores()]
    if state.is_over:
        return points
    if state.phase == P_MEDALS:
        unscored = set(state.queue) | {state.mcoll}
    else:
        unscored = range(len(state.colls))
    per = state.per
    for coll in unscored:
        seat = coll // per
        residue = residue_of(state, seat) if prize_aware else 0
        points[seat] += coll_value(state, state.colls[coll], residue)
    if state.season < SEASONS or state.phase != P_MEDALS:
        for seat, held in enumerate(state.bonus):
            points[seat] += BONUS_HELD * len(held)
    return points


def medal_values(state, seat: int, moves) -> list[float]:
    """Per medal choice: the exact points it adds (the game's final scoring: medals
    plus the excellence prizes completed), plus kept bonus cards, tie-break last."""
    medals = state.medals[seat]
    group = scoring.excellence_group(state.players)
    held = len(state.bonus[seat])
    early = state.season < SEASONS
    values = []
    for move in moves:
        haul = move.haul
        after = [m + h for m, h in zip(medals, haul)]
        prizes = 0
        for had, has in zip(medals, after):
            prizes += has // group - had // group
        gain = sum(haul) + EXCELLENCE_POINTS * prizes
        later = KEPT_BONUS * (held - len(move.used)) if early else 0.0
        near = sum((n % group) / group for n in after) * 0.5 if early else 0.0
        values.append(gain + later + near + 0.01 * max(after))
    return values


def own_medals_value(state, seat: int, move) -> tuple:
    """(points, most medals of one family) after `move` and this seat's next medal
    choices (its other collection shares its bonus cards), each made at best."""
    after = state.clone()
    after.play(move)
    if not after.is_over and after.phase == P_MEDALS and after.current_player == seat:
        return max(own_medals_value(after, seat, m) for m in after.legal_moves())
    return (after.scores()[seat], max(after.medals[seat]))
