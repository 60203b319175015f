"""Animimix's projected scores and the greedy playout step (game/ai/animimix.py).

A seat's projected score sums, over the species in play, the species' points on the
grid as it stands times the seat's expected share of its majority: a softmax over the
seats' face-down counts whose sharpness grows as the game nears its end.

A greedy step draws a few moves as a playout draws them and keeps the one with the best
projected margin for the mover, worked out without playing the moves. The margins are
the very floats margin() gives after each move (the same additions in the same order),
so the step picks the same move, draw for draw; they only cost less: the grid's points
are worked out once a step, a swap rescoring only the species it changes, and each
move's sum starts from the step's partial sum before the first species it changes.
"""

from __future__ import annotations

import functools
import math
from itertools import repeat
from operator import add

from game.animimix.cards import CARDS_PER_SPECIES, CHAMELEON, SPECIES_INDEX
from game.animimix.scoring import SCORERS, majority_scores, orthogonal, species_points
from game.animimix.state import PLACE_MOVES, PlaceHidden

PLACE_SHARE = 0.35          # share of action A in playouts


def expected_shares(counts: list[int], sharpness: float) -> list[float]:
    """Each seat's expected share of a species' points from its face-down counts."""
    top = max(counts)
    if top == 0:
        return [0.0] * len(counts)
    exps = _exps(sharpness)
    weights = [exps[top - c] if c else 0.0 for c in counts]
    total = sum(weights)
    return [w / total for w in weights]


@functools.lru_cache(maxsize=256)
def _exps(sharpness: float) -> tuple[float, ...]:
    """exp(sharpness * (c - top)) by top - c, for every count a species can reach (its
    10 cards): the same floats, remembered."""
    return tuple([math.exp(sharpness * -gap) for gap in range(CARDS_PER_SPECIES + 1)])


def projected_scores(state) -> list[float]:
    """Points per seat if the grid stood as it is, with majorities still uncertain."""
    if state.turns_left == 0:
        return [float(x) for x in state.scores()]
    return _summed(state.species_points(), _columns(state), state.in_play,
                   _sharpness(state, state.turns_left), state.players)


def _progress(state, turns_left: int) -> float:
    """How far the game is with `turns_left` turns to play (0 at the start, 1 at the
    end). The game's length comes from seat 0's cards in hand and face down, whose sum
    no turn changes: a turn takes one card from the mover's hand and adds one to the
    mover's pile (hidden, or taken from the grid)."""
    total_turns = state.players * (sum(state.hands[0]) + sum(state.hidden[0])
                                   + sum(state.taken[0]))
    return 1.0 - turns_left / max(1, total_turns)


def _sharpness(state, turns_left: int) -> float:
    """The softmax's sharpness with `turns_left` turns to play."""
    return 0.8 + 3.0 * _progress(state, turns_left)


def _columns(state) -> list[tuple[int, ...]]:
    """Per species index, the seats' face-down counts of it (hidden plus taken)."""
    return list(zip(*map(map, repeat(add), state.hidden, state.taken)))


def _summed(points: list[int], columns: list, in_play, sharpness: float, seats: int
            ) -> list[float]:
    """Each seat's sum, species by species in in_play's order, of its expected share
    of the species' points (the first term is the sum from 0.0: the same float)."""
    out = None
    for species in in_play:
        worth = points[species]
        if not worth:
            continue
        gains = _gains(columns[species], sharpness, worth)
        out = list(map(add, out, gains)) if out else list(gains)
    return out or [0.0] * seats


@functools.lru_cache(maxsize=1 << 16)
def _gains(counts: tuple[int, ...], sharpness: float, worth: int) -> tuple[float, ...]:
    """Each seat's expected share of a species worth `worth`, remembered: playouts ask
    for the same few face-down counts again and again (read only)."""
    return tuple([share * worth for share in _shares(counts, sharpness)])


@functools.lru_cache(maxsize=1 << 16)
def _shares(counts: tuple[int, ...], sharpness: float) -> list[float]:
    """expected_shares, remembered (read only)."""
    return expected_shares(list(counts), sharpness)


def margin(state, seat: int) -> float:
    """Projected score minus the best rival's."""
    return _margin_of(projected_scores(state), seat)


def _margin_of(proj: list[float], seat: int) -> float:
    return proj[seat] - max(proj[:seat] + proj[seat + 1:])


def drawn_move(state, kinds: list[int], free: list[int], random, randbelow):
    """A move drawn as a playout draws it: action A with probability PLACE_SHARE (always
    when no cell is free), then a card of `kinds` uniformly (and a free cell)."""
    if not free or random() < PLACE_SHARE:
        return PLACE_MOVES[kinds[randbelow(len(kinds))]]
    kind, cell = divmod(randbelow(len(kinds) * len(free)), len(free))
    return state.swaps[kinds[kind]][free[cell]]


def _swapped(move, placed: int, geo, grid: list[int], masks: list[int]):
    """A swap's cell bit, the species it takes and the species masks after it."""
    cell = move.row * geo.cols + move.col
    bit, taken = geo.bits[cell], grid[cell]
    after = masks[:]
    after[taken] ^= bit
    after[placed] |= bit
    return bit, taken, after


def points_after_swap(points: list[int], after: list[int], geo, lovebirds: str,
                      taken: int, placed: int, near_chameleon: bool) -> list[int]:
    """species_points(after) from the points before a swap that took `taken` off a
    cell and put `placed` there: only those two species' scores can change, and the
    chameleon's when the cell is a chameleon or next to one (`near_chameleon`)."""
    points = points[:]
    points[taken] = SCORERS[taken](after, geo, lovebirds)
    points[placed] = SCORERS[placed](after, geo, lovebirds)
    if near_chameleon:
        points[CHAMELEON] = SCORERS[CHAMELEON](after, geo, lovebirds)
    return points


@functools.lru_cache(maxsize=64)
def _positions(in_play: tuple[int, ...]) -> list:
    """Per species index, its place in in_play (None when it is not in play)."""
    places = [None] * 8
    for place, species in enumerate(in_play):
        places[species] = place
    return places


def best_drawn(state, kinds: list[int], free: list[int], sample: int, random, randbelow):
    """Of `sample` moves drawn as a playout draws them, the one whose projected margin
    is best for the mover (the first drawn on a tie). Each margin is the one margin()
    gives after the move, worked out without playing it: a hide adds to the mover's
    pile, a swap moves one card on the grid and adds the card taken to the pile."""
    drawn = []
    for _ in range(sample):
        move = drawn_move(state, kinds, free, random, randbelow)
        if move not in drawn:       # a move drawn again has the same margin
            drawn.append(move)
    if len(drawn) == 1:
        return drawn[0]
    margins = _final_margins(state) if state.turns_left == 1 else _margins(state)
    best, best_margin = None, -math.inf
    for move in drawn:
        value = margins(move)
        if value > best_margin:
            best, best_margin = move, value
    return best


def _margins(state):
    """The mover's projected margin after a move, as a function of the move."""
    seat, seats, in_play = state.current_player, state.players, state.in_play
    geo, lovebirds, masks, grid = state.geo, state.lovebirds, state.masks, state.grid
    sharpness = _sharpness(state, state.turns_left - 1)
    columns = _columns(state)
    points_now = species_points(masks, geo, lovebirds)
    chameleons = masks[CHAMELEON]
    zone = chameleons | orthogonal(chameleons, geo)
    positions = _positions(in_play)
    # partial[i]: the sum before in_play[i] on the grid and piles as they stand, made
    # as far as a move asks (gains_now: each species' gains on them)
    partial, gains_now = [None], [None] * 8
    for species in in_play:
        worth = points_now[species]
        if worth:
            gains_now[species] = _gains(columns[species], sharpness, worth)

    def partial_sum(place: int):
        out = partial[-1]
        while len(partial) <= place:
            gains = gains_now[in_play[len(partial) - 1]]
            if gains is not None:
                out = list(map(add, out, gains)) if out else list(gains)
            partial.append(out)
        return partial[place]

    def margin_after(move) -> float:
        species = SPECIES_INDEX[move.species]
        if type(move) is PlaceHidden:
            points, added = points_now, species
            first = positions[added]
        else:
            bit, added, after = _swapped(move, species, geo, grid, masks)
            near = bool(bit & zone)
            points = points_after_swap(points_now, after, geo, lovebirds, added, species,
                                       near)
            first = min(positions[added], positions[species])
            if near:
                first = min(first, positions[CHAMELEON])
        counts = list(columns[added])
        counts[seat] += 1
        column = tuple(counts)
        out = partial_sum(first)
        for species in in_play[first:]:
            worth = points[species]
            if not worth:
                continue
            if species == added:
                gains = _gains(column, sharpness, worth)
            elif worth == points_now[species]:
                gains = gains_now[species]
            else:
                gains = _gains(columns[species], sharpness, worth)
            out = list(map(add, out, gains)) if out else list(gains)
        return _margin_of(out or [0.0] * seats, seat)

    return margin_after


def _final_margins(state):
    """On the game's last turn, the mover's final margin after a move (a function)."""
    seat = state.current_player
    piles = state.piles()
    pile = piles[seat]
    geo, lovebirds, masks, grid = state.geo, state.lovebirds, state.masks, state.grid

    def margin_after(move) -> float:
        species = SPECIES_INDEX[move.species]
        if type(move) is PlaceHidden:
            after, added = masks, species
        else:
            added, after = _swapped(move, species, geo, grid, masks)[1:]
        pile[added] += 1
        totals = majority_scores(species_points(after, geo, lovebirds), piles)[0]
        pile[added] -= 1
        return _margin_of([float(x) for x in totals], seat)

    return margin_after
