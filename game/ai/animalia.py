"""Animalia knowledge: pairs and sets, elegance, the five-card cap, exact medal choices.

A collection is valued by its best medal haul (the owl placed at best, as the engine's
`scoring.hauls` does) plus SLOT_VALUE per free slot (a free slot may still pair a
single), plus a little per elegance point (bonus cards go to the most elegant). A lot
is taken when it raises that value, powers it activates included; a junk card costs a
slot. Thieves steal the card that helps most, pranksters give away the card missed
least to the leading rival. The medal choice is found exactly: every option the
engine lists is scored with the game's own final scoring (medals plus excellence
prizes), bonus cards kept for a later season weighed at KEPT_BONUS medals each.
Evaluation: medals won plus the unscored collections' values, logistic in the gap.
Hard values a collection in the points its best haul adds to its owner's medals
(`prize_aware`), and plays its playouts to the end from five seats.
"""

from __future__ import annotations

from game import catalog
from game.ai.knowledge import Knowledge, best_of
from game.animalia import scoring
from game.animalia.cards import (CARD_COUNT, CARD_INDEX, COLLECTION_SIZE, FAMILY_COUNT,
                                 FAMILY_OF, OWL, POWER_OF, THIEF, family_name)
from game.animalia.moves import Take
from game.animalia.phases import P_CARD, P_LOT, P_MEDALS, P_POWER, P_SPY, P_TARGET
from game.animalia.scoring import EXCELLENCE_POINTS, GROUP_MANY, GROUP_TWO

SLOT_VALUE = 0.7           # medals a free slot is still worth
ELEGANCE_WEIGHT = 0.12     # medals per elegance point (the bonus card race)
POWER_VALUE = (0.9, 0.2, 0.6)   # thief, spy, prankster activated by a take
KEPT_BONUS = 0.8           # medals a bonus card kept for a later season is worth
BONUS_HELD = 0.6           # the same, in the evaluation
SCORE_SCALE = 4.0
SEASONS = 3
ENDGAME_SLOTS = 2          # free places under which the last season is searched exactly
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
    """The seat's medals toward its next excellence prizes, coded as above."""
    group = scoring.excellence_group(state.players)
    code = PRIZE_BIT | (LAST_SEASON_BIT if state.season >= SEASONS else 0)
    if group == GROUP_TWO:
        code |= TWO_PLAYER_BIT
    for family, count in enumerate(state.medals[seat]):
        code += (count % group) << (RESIDUE_SHIFT + 3 * family)
    return code


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


def medal_value(state, seat: int, move) -> float:
    """Exact points a medal choice adds, plus kept bonus cards, tie-break last."""
    medals = state.medals[seat]
    after = [m + h for m, h in zip(medals, move.haul)]
    points_after, points_before = scoring.final_scores([after, medals], state.players)
    gain = points_after - points_before  # (a seat's points do not depend on the others')
    kept = len(state.bonus[seat]) - len(move.used)
    later = KEPT_BONUS * kept if state.season < SEASONS else 0.0
    group = scoring.excellence_group(state.players)
    near = sum((n % group) / group for n in after) * 0.5 if state.season < SEASONS else 0.0
    return gain + later + near + 0.01 * max(after)


def _own_medals_value(state, seat: int, move) -> tuple:
    """(points, most medals of one family) after `move` and this seat's next medal
    choices (its other collection shares its bonus cards), each made at best."""
    after = state.clone()
    after.play(move)
    if not after.is_over and after.phase == P_MEDALS and after.current_player == seat:
        return max(_own_medals_value(after, seat, m) for m in after.legal_moves())
    return (after.scores()[seat], max(after.medals[seat]))


class AnimaliaKnowledge(Knowledge):
    """Pairs and sets, elegance, the cap, exact medals."""

    game_id = "animalia"
    has_heuristic = True
    score_scale = SCORE_SCALE
    playout_noise = 0.6
    easy_noise = 1.2
    easy_blunder = 0.1
    epsilon = 0.15
    # Cut-off vs easy, 200 iterations, 3 players, 24 games: 12 moves 67%, 40 moves 73%
    # (fair share 33%; not told apart at this count); 12 runs about twice as fast.
    playout_depth = 12
    endgame_nodes = 15_000
    # Collections valued in the points they add to their owner's medals, excellence
    # prizes included (residue_of), not in medals: hard and expert. From five seats
    # hard's playouts run to the end, at 5 times the CPU: against medium at 5 players,
    # cut after 0 / 4 / 24 moves or to the end changed its share by -0.11 / -0.09 /
    # +0.03 / +0.16 against 12 (docs/bots.md, "Strength at every player count").
    prize_aware = False
    hard_overrides = (("prize_aware", True), ("full_playout_seats", 5))
    # Expert: a tree that tells the cards drawn apart, and playouts twice as long (below 5).
    # Screened against hard at 3.3-4.2 times its time, 3 players: 41.7% of 120 games
    # (fair 33.3%); either change alone took 36.7-37.5% of 60 (git log -- docs/bots.md).
    expert_overrides = (("chance_nodes", True), ("playout_depth", 24))

    def move_scores(self, state, moves: list) -> list[float]:
        """Per phase: take gains, power use, targets and cards, medal values."""
        phase = state.phase
        seat = state.current_player
        if phase == P_LOT:
            residue = self._residue(state, seat)
            return [take_gain(state, m.collection, residue) if m.TAG == "take" else 0.0
                    for m in moves]
        if phase == P_MEDALS:
            return [medal_value(state, seat, m) for m in moves]
        if phase == P_POWER:
            return [0.0 if m.TAG == "decline" else POWER_VALUE[("thief", "spy", "prankster")
                                                               .index(m.power)] for m in moves]
        if phase == P_TARGET:
            return [self._target_score(state, m.collection) for m in moves]
        if phase == P_CARD:
            return [self._card_score(state, CARD_INDEX[m.card]) for m in moves]
        return [0.0] * len(moves)

    def _target_score(self, state, coll: int) -> float:
        if state.pkind == THIEF:
            return max((self._card_score_from(state, coll, c) for c in state.colls[coll]),
                       default=0.0)
        lead = projected(state, self.prize_aware)
        return lead[state.owner(coll)] + 0.1 * len(state.colls[coll])

    def _residue(self, state, seat: int) -> int:
        """residue_of for a prize-aware knowledge, else 0 (collections in medals)."""
        return residue_of(state, seat) if self.prize_aware else 0

    def _card_score_from(self, state, source: int, card: int) -> float:
        mine = state.colls[state.pcoll]
        theirs = state.colls[source]
        rest = [c for c in theirs if c != card]
        own = self._residue(state, state.owner(state.pcoll))
        other = self._residue(state, state.owner(source))
        return (coll_value(state, mine + [card], own) - coll_value(state, mine, own)
                + 0.5 * (coll_value(state, theirs, other) - coll_value(state, rest, other)))

    def _card_score(self, state, card: int) -> float:
        if state.pkind == THIEF:
            return self._card_score_from(state, state.target, card)
        mine = state.colls[state.pcoll]
        rest = [c for c in mine if c != card]
        own = self._residue(state, state.owner(state.pcoll))
        return (coll_value(state, rest, own) - coll_value(state, mine, own)
                - 0.1 * state.elegance[card])

    def policy_move(self, state, moves: list, rng, noise: float):
        """Spy orders are random; everything else follows move_scores."""
        if state.phase == P_SPY:
            return moves[rng.randbelow(len(moves))]
        return super().policy_move(state, moves, rng, noise)

    def playout_move(self, state, moves: list, rng):
        """Knowledge.playout_move and policy_move in one (the same draws, in the same
        order), with the lot's take gains scored inline: most playout moves are lots."""
        count = len(moves)
        if count == 1:
            return moves[0]
        random = rng.random
        phase = state.phase
        if random() < self.epsilon or phase == P_SPY:
            return moves[rng.randbelow(count)]
        noise = self.playout_noise
        if phase == P_LOT:
            residue = residue_of(state, state.holder) if self.prize_aware else 0
            scores = [(take_gain(state, m.collection, residue) if type(m) is Take else 0.0)
                      + noise * random() for m in moves]
        else:
            scores = [s + noise * random() for s in self.move_scores(state, moves)]
        top = max(scores)
        if scores.count(top) == 1:  # best_of without its list when nothing ties
            return moves[scores.index(top)]
        return best_of(moves, scores, rng)

    def outcome_key(self, state):
        """The lot on offer and every collection: all that the cards drawn so far have
        changed in sight of every seat (chance nodes; see Knowledge.chance_nodes)."""
        return (tuple(state.lot), tuple(map(tuple, state.colls)))

    feature_names = ("points", "collections", "collections_late", "free_places",
                     "bonus_held", "holder")

    def eval_features(self, state) -> list[list[float]]:
        """Per seat: points so far, its unscored collections' worth (and late in the
        game), their free places, the bonus cards held for a later season, and whether
        it holds the lot now on offer."""
        players, per = state.players, state.per
        late = (state.season - 1) / (SEASONS - 1)
        if state.phase == P_MEDALS:
            unscored = set(state.queue) | {state.mcoll}
        else:
            unscored = range(len(state.colls))
        worth, free = [0.0] * players, [0.0] * players
        for coll in unscored:
            cards = state.colls[coll]
            worth[coll // per] += coll_value(state, cards)
            free[coll // per] += COLLECTION_SIZE - len(cards)
        keeping = state.season < SEASONS or state.phase != P_MEDALS
        points = state.scores()
        return [[float(points[seat]), worth[seat], worth[seat] * late, free[seat],
                 float(len(state.bonus[seat])) if keeping else 0.0,
                 1.0 if seat == state.holder else 0.0] for seat in range(players)]

    def estimate(self, state) -> list[float]:
        """A logistic in projected points."""
        return self.score_estimate(state, projected(state, self.prize_aware))

    def endgame_small(self, state) -> bool:
        """The end of the last season's phase 1, with few free places left."""
        if state.season != SEASONS or state.phase == P_MEDALS:
            return False
        free = sum(COLLECTION_SIZE - len(c) for c in state.colls)
        return free <= ENDGAME_SLOTS

    def exact_move(self, state, moves: list):
        """The last season's medal choices, found exactly: no later season needs the
        bonus cards, and no rival's choice changes this seat's points."""
        if state.phase != P_MEDALS or state.season != SEASONS:
            return None
        seat = state.current_player
        return max(moves, key=lambda m: _own_medals_value(state, seat, m))

    def reason(self, state, move, lang: str) -> str:
        """Pairs, sets, the cap, powers and medals, in words (catalog `[hint.animalia]`)."""
        def say(key: str, **params) -> str:
            return catalog.text(f"hint.animalia.{key}", lang, **params)

        tag = move.TAG
        if tag == "medals":
            return say("medals_covering" if move.used else "medals")
        if tag == "take":
            before = state.colls[move.collection]
            taken = state.lot[:COLLECTION_SIZE - len(before)]
            counts = scoring.family_counts(before)
            for card in taken:
                fam = FAMILY_OF[card]
                if fam < FAMILY_COUNT and counts[fam] == 1:
                    return say("pair", family=family_name(fam, lang, plural=True))
                if fam < FAMILY_COUNT and counts[fam] >= 2:
                    return say("set", family=family_name(fam, lang, plural=True))
            if activated_value(before, taken):
                return say("power_on")
            if any(c == OWL for c in taken):
                return say("owl")
            return say("take")
        if tag in ("pass", "power", "decline", "target"):
            return say(tag)
        if tag == "pick" and state.phase == P_CARD:
            return say("steal" if state.pkind == THIEF else "give")
        if tag == "pick" and state.phase == P_SPY:
            return say("spy")
        return super().reason(state, move, lang)


KNOWLEDGE = AnimaliaKnowledge()
