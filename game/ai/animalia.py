"""Animalia knowledge: pairs and sets, elegance, the five-card cap, exact medal choices.

The values (a collection, a take, a medal choice, a seat's projected points) are in
animalia_values.py. A lot is taken when it raises its collection's value; a junk card
costs a slot. Thieves steal the card that helps most, pranksters give away the card
missed least to the leading rival. The medal choice is found exactly: every option the
engine lists is scored with the game's own final scoring. Evaluation: medals won plus
the unscored collections' values, logistic in the gap. Hard values a collection in the
points its best haul adds to its owner's medals (`prize_aware`), and plays its
playouts to the end from five seats.
"""

from __future__ import annotations

from game import catalog
from game.ai.animalia_values import (POWER_VALUE, SEASONS, activated_value, coll_value,
                                     medal_values, own_medals_value, projected, residue_of,
                                     take_gain)
from game.ai.knowledge import Knowledge, best_of
from game.animalia import scoring
from game.animalia.cards import (CARD_INDEX, COLLECTION_SIZE, FAMILY_COUNT, FAMILY_OF, OWL,
                                 THIEF, family_name)
from game.animalia.moves import Take
from game.animalia.phases import P_CARD, P_LOT, P_MEDALS, P_POWER, P_SPY, P_TARGET

SCORE_SCALE = 4.0
ENDGAME_SLOTS = 2          # free places under which the last season is searched exactly


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
    # At six, hard's playouts model its rivals as noisy (epsilon 0.3, noise 1.2: 77% of
    # their moves the heuristic's best, against 59% for OpenSpiel's ISMCTS and 69% for
    # medium; tools/rival_agreement.py) and its own later moves as steady (0.05, 0.3).
    # Against five ISMCTS it gained +0.06 a game over plain playouts. Its playouts also
    # stop at their season's end, judged there by the fitted evaluation (weights.json,
    # which sees the medals toward the next prizes): +0.149 a game more against the
    # anchor, +0.062 against medium (docs/bots.md, "Against OpenSpiel's ISMCTS").
    crowd_overrides = (("epsilon", 0.3), ("playout_noise", 1.2),
                       ("searcher_epsilon", 0.05), ("searcher_noise", 0.3),
                       ("season_playouts", True), ("fitted_eval", True))
    # Playouts that would run to the end stop where the season they start in ends (at
    # the next season's first move), and are evaluated there, with every collection
    # scored: 2.02 times the iterations a CPU second at six.
    season_playouts = False
    hard_overrides = (("prize_aware", True), ("full_playout_seats", 5), ("crowd_seats", 6))
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
            return medal_values(state, seat, moves)
        if phase == P_POWER:
            return [0.0 if m.TAG == "decline" else POWER_VALUE[("thief", "spy", "prankster")
                                                               .index(m.power)] for m in moves]
        if phase == P_TARGET:
            return self._target_scores(state, [m.collection for m in moves])
        if phase == P_CARD:
            if state.pkind == THIEF:
                return self._steal_scores(state, state.target,
                                          [CARD_INDEX[m.card] for m in moves])
            return [self._card_score(state, CARD_INDEX[m.card]) for m in moves]
        return [0.0] * len(moves)

    def _target_scores(self, state, targets: list[int]) -> list[float]:
        """A thief's targets by their best card to steal; a prankster's by their
        owner's projected points (the leader first), then their size."""
        colls = state.colls
        if state.pkind == THIEF:
            return [max(self._steal_scores(state, coll, colls[coll]), default=0.0)
                    for coll in targets]
        lead = projected(state, self.prize_aware)
        return [lead[state.owner(coll)] + 0.1 * len(colls[coll]) for coll in targets]

    def _residue(self, state, seat: int) -> int:
        """residue_of for a prize-aware knowledge, else 0 (collections in medals)."""
        return residue_of(state, seat) if self.prize_aware else 0

    def _steal_scores(self, state, source: int, cards) -> list[float]:
        """What stealing each of `cards` from collection `source` is worth: the thief's
        gain, plus half its victim's loss."""
        mine = state.colls[state.pcoll]
        theirs = state.colls[source]
        own = self._residue(state, state.owner(state.pcoll))
        other = self._residue(state, state.owner(source))
        had = coll_value(state, mine, own)
        held = coll_value(state, theirs, other)
        return [coll_value(state, mine + [card], own) - had
                + 0.5 * (held - coll_value(state, [c for c in theirs if c != card], other))
                for card in cards]

    def _card_score(self, state, card: int) -> float:
        """What giving `card` away (the prankster's) is worth: the loss to the collection,
        and less for an elegant card."""
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

    def playout_move(self, state, moves: list, rng, epsilon=None, noise=None):
        """Knowledge.playout_move and policy_move in one (the same draws, in the same
        order), with the lot's take gains scored inline: most playout moves are lots."""
        count = len(moves)
        if count == 1:
            return moves[0]
        random = rng.random
        phase = state.phase
        if random() < (self.epsilon if epsilon is None else epsilon) or phase == P_SPY:
            return moves[rng.randbelow(count)]
        if noise is None:
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

    def playout(self, state, rng, searcher: int | None = None) -> list[float]:
        """Knowledge.playout's moves and draws, faster: a one-collection seat's take or
        pass (most of a six-seat playout's moves) decided inline, its residue looked
        up once a season (medals change only between two seasons' lots)."""
        depth = self.depth_for(state)
        until = self.playout_until(state)
        random, move_for = rng.random, self.playout_move
        epsilon, noise = self.epsilon, self.playout_noise
        own_epsilon = epsilon if self.searcher_epsilon is None else self.searcher_epsilon
        own_noise = noise if self.searcher_noise is None else self.searcher_noise
        prize_aware = self.prize_aware
        one = state.per == 1
        residues, season = [None] * state.players, state.season
        steps = 0
        while not state.is_over:
            if depth is not None and steps >= depth or until is not None and until(state):
                break
            moves = state.legal_moves()
            seat = state.current_player
            mine = seat == searcher
            if not one or state.phase != P_LOT or len(moves) != 2:
                state.play(move_for(state, moves, rng, own_epsilon, own_noise) if mine
                           else move_for(state, moves, rng, epsilon, noise))
                steps += 1
                continue
            take, give_up = moves      # [Take(the seat's collection), Pass]
            if random() < (own_epsilon if mine else epsilon):
                state.play(moves[rng.randbelow(2)])
                steps += 1
                continue
            residue = 0
            if prize_aware:
                if state.season != season:
                    residues, season = [None] * state.players, state.season
                residue = residues[seat]
                if residue is None:
                    residue = residues[seat] = residue_of(state, seat)
            blur = own_noise if mine else noise
            gain = take_gain(state, take[0], residue) + blur * random()
            keep = blur * random()
            if gain == keep:
                state.play(best_of(moves, [gain, keep], rng))
            else:
                state.play(take if gain > keep else give_up)
            steps += 1
        return self.evaluate(state)

    def playout_until(self, state):
        """With season_playouts, where playouts run to the end: the next season."""
        if not self.season_playouts or self.depth_for(state) is not None:
            return None
        season = state.season
        return lambda later: later.season != season

    def outcome_key(self, state):
        """The lot on offer and every collection: all that the cards drawn so far have
        changed in sight of every seat (chance nodes; see Knowledge.chance_nodes)."""
        return (tuple(state.lot), tuple(map(tuple, state.colls)))

    feature_names = ("points", "collections", "collections_late", "free_places",
                     "bonus_held", "holder", "progress")

    def eval_features(self, state) -> list[list[float]]:
        """Per seat: points so far, its unscored collections' worth (and late in the
        game), their free places, the bonus cards held for a later season, whether it
        holds the lot now on offer, and its medals toward its next excellence prizes
        (counted in prizes: 4 of the 5 medals of a family that a prize needs are 0.8)."""
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
        group = scoring.excellence_group(players)
        return [[float(points[seat]), worth[seat], worth[seat] * late, free[seat],
                 float(len(state.bonus[seat])) if keeping else 0.0,
                 1.0 if seat == state.holder else 0.0,
                 sum(m % group for m in state.medals[seat]) / group]
                for seat in range(players)]

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
        return max(moves, key=lambda m: own_medals_value(state, seat, m))

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
