"""Animimix knowledge: majorities weighed by what each species will score on the grid.

A seat's projected score sums, over the species in play, the species' points on the
grid as it stands times the seat's expected share of its majority: a softmax over the
seats' face-down counts whose sharpness grows as the game nears its end (at the end it
is the book's majority, ties split). The easy level and the search's root candidates
rank moves one ply ahead by projected score minus the best rival's. Playouts are
uniformly random over the action (A with probability PLACE_SHARE, else B) and then
over its cards and cells, since uniform over moves would almost never choose A.

Hard's and expert's playouts are partly greedy: on a share of their steps (hard a
quarter, expert half) they draw a few moves that way (hard 3, expert 4) and play the
one with the best projected margin for the mover, worked out without playing the move.
That makes an iteration about 1.6 times as dear for hard and 2.8 times for expert at
two players, and about four times for hard at five and six (a larger grid, more
species, more seats). Medium plays out at random.

At six players hard's (and expert's) reward for a finished playout is half the win
(returns()) and half a logistic in the final margin: with six seats a win is rare, and
the margin tells a near miss from a rout.
"""

from __future__ import annotations

from itertools import compress

from game.ai.animimix_projection import (PLACE_SHARE, best_drawn, drawn_move, margin,
                                        projected_scores)
from game.ai.knowledge import Knowledge
from game import catalog
from game.animimix.cards import SPECIES_DATA, SPECIES_INDEX
from game.animimix.state import SPECIES_RANGE, PlaceHidden, Swap

SCORE_SCALE = 4.0
ENDGAME_TURNS = 3           # turns left when the exact endgame search is tried


class AnimimixKnowledge(Knowledge):
    """Majorities and grid scoring."""

    game_id = "animimix"
    has_heuristic = True
    score_scale = SCORE_SCALE
    easy_noise = 6.0
    easy_blunder = 0.1
    # Share of playout steps that draw playout_sample moves the usual way and play the
    # one with the best projected margin for the mover (0: every step drawn at random),
    # at up to greedy_players players.
    playout_greedy: float = 0.0
    playout_sample: int = 4
    greedy_players: int = 3
    # Swaps kept at the root (the best one ply ahead), besides every action A.
    root_candidates: int = 24
    # Screens (git log -- docs/bots.md): at two players, 300 iterations a
    # seat, half-greedy playouts took 59.5% of 200 games against plain ones (paired
    # +9.5 +- 3.1 points) for three times the thinking; given a third of the
    # iterations, 47.3%. Against the generic MCTS at 0.2 s a move, hard took 52.1% of
    # 500 games with plain playouts and 55.5% of 500 (Wilson 51.1-59.8%) with a quarter
    # of greedy steps.
    # From four players on, hard's (and expert's) greedy steps cost about four times
    # an iteration (search_bench, per CPU second, 5 players: 10,746 plain, 2,750
    # greedy; 6 players: 9,477 and 2,246), still over the 2,000 target; they were
    # extended past 3 players because plain playouts left hard no better than medium
    # at 5 (docs/bots.md, "Strength at every player count").
    # At 6 players (dev screen, deals 5001-5010, 60 games against five mediums at the
    # tournament budgets), a half weight on the final margin took hard from 18.9% to
    # 25.4% of the games, its final margin from -3.23 to -2.33 points (paired +0.90
    # +- 0.56). In the tournament (docs/bots.md, 240 games) it took 22.9% (Wilson
    # 18.0-28.6%); on its 180 games also played without it, 24.2% against 22.0%.
    hard_overrides = (("playout_greedy", 0.25), ("playout_sample", 3), ("greedy_players", 6),
                      ("final_margin", 0.5))
    expert_overrides = (("playout_greedy", 0.5), ("playout_sample", 4))

    def move_scores(self, state, moves: list) -> list[float]:
        """One ply ahead: the mover's projected margin after each move."""
        seat = state.current_player
        out = []
        for move in moves:
            after = state.clone()
            after.play(move)
            out.append(margin(after, seat))
        return out

    def greedy_share(self, state) -> float:
        """The share of greedy playout steps in this game: playout_greedy, none above
        greedy_players players."""
        return self.playout_greedy if state.players <= self.greedy_players else 0.0

    noisy_playouts = False      # A or B at random, and greedy steps: no epsilon, no noise

    def playout_move(self, state, moves: list, rng):
        """Action A or B at random, then a uniform card (and cell); on a greedy step
        (playout_greedy), the best of playout_sample moves drawn that way."""
        greedy = self.greedy_share(state)
        if greedy and rng.random() < greedy:
            hand = state.hands[state.current_player]
            kinds = list(compress(SPECIES_RANGE, hand))
            return best_drawn(state, kinds, state.free, self.playout_sample, rng.random,
                               rng.randbelow)
        places = [m for m in moves if type(m) is PlaceHidden]
        if len(places) == len(moves) or (places and rng.random() < PLACE_SHARE):
            return places[rng.randbelow(len(places))]
        return moves[len(places) + rng.randbelow(len(moves) - len(places))]

    def playout(self, state, rng) -> list[float]:
        """playout_move's moves, drawn the same way, without building the move lists:
        a swap's index among the legal moves picks its species and its cell; on a greedy
        step, best_drawn picks from several such draws. Played to
        the end unless playout_depth (None for every level) cuts it, then evaluate():
        returns() at the end, else the estimate from projected scores."""
        random, randbelow = rng.random, rng.randbelow
        steps_left = -1 if self.playout_depth is None else self.playout_depth
        greedy, sample = self.greedy_share(state), self.playout_sample
        while not state.is_over and steps_left:
            steps_left -= 1
            hand = state.hands[state.current_player]
            kinds = list(compress(SPECIES_RANGE, hand))
            free = state.free
            if greedy and random() < greedy:
                state.play(best_drawn(state, kinds, free, sample, random, randbelow))
            else:
                state.play(drawn_move(state, kinds, free, random, randbelow))
        return self.evaluate(state)

    def expand_move(self, state, untried: list, rng):
        """Random: ranking every move at every new node would cost too much."""
        return untried[rng.randbelow(len(untried))]

    def root_moves(self, state, moves: list) -> list:
        """Every action A and the root_candidates best swaps one ply ahead."""
        places = [m for m in moves if type(m) is PlaceHidden]
        swaps = [m for m in moves if type(m) is Swap]
        keep = self.root_candidates
        if len(swaps) <= keep:
            return moves
        scores = self.move_scores(state, swaps)
        ranked = sorted(range(len(swaps)), key=lambda i: -scores[i])[:keep]
        return places + [swaps[i] for i in sorted(ranked)]

    def estimate(self, state) -> list[float]:
        """A logistic in the projected margin."""
        return self.score_estimate(state, projected_scores(state))

    def endgame_small(self, state) -> bool:
        """The last turns at two players. With more, the paranoid assumption (every
        rival plays against you) cost more than exactness gained: over 30 endgames at
        4 players and 1000 iterations, exact was worse in 2 and better in none."""
        return state.players == 2 and state.turns_left <= ENDGAME_TURNS

    def reason(self, state, move, lang: str) -> str:
        """Which majority or grid pattern the move works for (catalog `[hint.animimix]`)."""
        def one(s: int) -> str:
            return catalog.localized(SPECIES_DATA[s], "one", lang)

        species = SPECIES_INDEX[move.species]
        if type(move) is PlaceHidden:
            name = catalog.localized(SPECIES_DATA[species], "name", lang).lower()
            return catalog.text("hint.animimix.hidden", lang, species=name)
        cell = move.row * state.geo.cols + move.col
        taken = state.grid[cell]
        before = state.species_points()
        after_state = state.clone()
        after_state.play(move)
        after = after_state.species_points()
        seat = state.current_player
        pile = state.piles()[seat]
        if pile[taken] and after[taken] >= before[taken]:
            return catalog.text("hint.animimix.take", lang, one=one(taken))
        if after[species] > before[species]:
            return catalog.text("hint.animimix.grid", lang, one=one(species))
        return catalog.text("hint.animimix.spoil", lang)


KNOWLEDGE = AnimimixKnowledge()
