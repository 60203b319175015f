"""Animimix moves and game state.

Seat 0 plays first (the book: whoever last petted an animal), unless option
`first_player` names another seat or "drawn"; then the turn passes clockwise (seat + 1). Every turn uses one card from hand, so the game lasts
exactly players x hand size turns and ends when all hands are empty.

Moves:
- `PlaceHidden(species)`: action A, a card from hand face down in front of you.
- `Swap(row, col, species)`: action B, take the grid card at (row, col) (no mountain)
  face down in front of you, put `species` from hand face up in the gap, and a mountain
  token on it. Same species allowed. One move per (cell, species), never duplicated.

Events (`Event(kind, seat, data, secret)`; species are string ids):
- `cards_dealt` (from `setup_events()`): seat, data {"count"}, secret {"hand": [ids]}.
- `card_hidden`: seat, data {"pile": face-down cards placed from hand so far},
  secret {"species"} (only the owner sees it).
- `card_taken`: seat, data {"row", "col", "species"} (public: it was face up).
- `card_placed`: seat, data {"row", "col", "species"}.
- `mountain_placed`: seat, data {"row", "col", "left": tokens left in the supply}.
- `cards_revealed` (game end, one per seat): seat, data {"cards": {species: count}}.
- `species_scored` (game end, per species in play): seat None, data {"species",
  "points", "seats": majority holders, "share": points each holder gets}.
- `game_over`: seat None, data {"scores", "winners"}.
"""

from __future__ import annotations

from itertools import chain, compress, repeat
from operator import add, itemgetter, sub
from typing import NamedTuple

from game.animimix.cards import (CARDS_PER_SPECIES, MOUNTAIN_TOKENS, SETUP, SPECIES,
                                 SPECIES_INDEX)
from game.animimix.scoring import (LOVEBIRD_MAXIMUM, Geometry, geometry, majority_scores,
                                   species_points, winners_of)
from game.core import Event, Game, State, first_seat
from game.rng import Rng, as_rng


class PlaceHidden(NamedTuple):
    """Action A: put a card of `species` from hand face down in front of you."""

    species: str
    TAG = "hide"

    def __str__(self) -> str:
        return f"hide {self.species}"


class Swap(NamedTuple):
    """Action B: take the grid card at (row, col), put `species` there, add a mountain."""

    row: int
    col: int
    species: str
    TAG = "swap"

    def __str__(self) -> str:
        return f"swap r{self.row}c{self.col} <- {self.species}"


PLACE_MOVES: tuple[PlaceHidden, ...] = tuple(PlaceHidden(name) for name in SPECIES)
SPECIES_RANGE = range(len(SPECIES))


def _swap_table(geo: Geometry) -> tuple[tuple[Swap, ...], ...]:
    """Per species, the Swap move onto each cell in reading order (built once per size)."""
    return tuple(tuple(Swap(r, c, name) for r in range(geo.rows) for c in range(geo.cols))
                 for name in SPECIES)


_SWAP_TABLES: dict[tuple[int, int], tuple] = {}


def swap_table(geo: Geometry) -> tuple[tuple[Swap, ...], ...]:
    """The cached Swap moves of a grid size, indexed [species][cell]."""
    key = (geo.rows, geo.cols)
    if key not in _SWAP_TABLES:
        _SWAP_TABLES[key] = _swap_table(geo)
    return _SWAP_TABLES[key]


class AnimimixState(State):
    """A game of Animimix. Hands and piles are per-seat lists of 8 species counts."""

    __slots__ = ("players", "current_player", "is_over", "in_play", "geo", "swaps",
                 "grid", "masks", "mountains", "free", "hands", "hidden", "taken",
                 "box", "turns_left", "lovebirds", "options", "rng", "_result")
    game: Game

    # -- set-up ----------------------------------------------------------------------
    @classmethod
    def deal(cls, players: int, seed: int, options: dict) -> "AnimimixState":
        """A new game: species chosen, cards shuffled, grid and hands dealt, rest boxed."""
        count, rows, cols, hand_size = SETUP[players]
        rng = Rng(seed)
        if options["species"] == "random":
            pool = list(range(8))
            rng.shuffle(pool)
            in_play = tuple(sorted(pool[:count]))
        else:
            in_play = tuple(sorted(SPECIES_INDEX[name] for name in options["species"].split(",")))
        deck = [s for s in in_play for _ in range(CARDS_PER_SPECIES)]
        rng.shuffle(deck)
        self = cls.__new__(cls)
        self.players, self.is_over = players, False
        self.current_player = first_seat(options, players, seed)
        self.in_play = in_play
        self.geo = geometry(rows, cols)
        self.swaps = swap_table(self.geo)
        cells = self.geo.cells
        self.grid = deck[:cells]
        self.masks = self.geo.masks_of(self.grid)
        self.mountains = 0
        self.free = list(range(cells))
        self.hands = []
        for seat in range(players):
            start = cells + seat * hand_size
            self.hands.append(_counts(deck[start:start + hand_size]))
        self.hidden = [[0] * 8 for _ in range(players)]
        self.taken = [[0] * 8 for _ in range(players)]
        self.box = _counts(deck[cells + players * hand_size:])
        self.turns_left = players * hand_size
        self.lovebirds = options.get("lovebirds", LOVEBIRD_MAXIMUM)
        self.options = dict(options)
        self.rng = rng
        self._result = None
        return self

    def setup_events(self) -> list[Event]:
        """The deal as events: one cards_dealt per seat, its hand secret to that seat."""
        return [Event("cards_dealt", seat, {"count": sum(hand)},
                      {"hand": _names(hand)}) for seat, hand in enumerate(self.hands)]

    # -- moves -----------------------------------------------------------------------
    def legal_moves(self) -> list:
        """Action A per species in hand, then action B per (free cell, species in hand)."""
        if self.is_over:
            return []
        kinds = list(compress(SPECIES_RANGE, self.hands[self.current_player]))
        moves = list(map(PLACE_MOVES.__getitem__, kinds))
        free, swaps = self.free, self.swaps
        if len(free) > 1:
            pick = itemgetter(*free)        # a tuple of the free cells' moves, in C
            for s in kinds:
                moves.extend(pick(swaps[s]))
        elif free:
            moves.extend(swaps[s][free[0]] for s in kinds)
        return moves

    def is_legal(self, move) -> bool:
        """Whether move may be played now (type, species in hand, cell free of mountain)."""
        if self.is_over:
            return False
        cls = type(move)
        if cls is not PlaceHidden and cls is not Swap:
            return False
        species = SPECIES_INDEX.get(move.species) if isinstance(move.species, str) else None
        if species is None or not self.hands[self.current_player][species]:
            return False
        if cls is PlaceHidden:
            return True
        row, col, geo = move.row, move.col, self.geo
        if type(row) is not int or type(col) is not int:
            return False
        if not (0 <= row < geo.rows and 0 <= col < geo.cols):
            return False
        return not self.mountains & geo.bits[row * geo.cols + col]

    def _play(self, move, events: list | None = None) -> None:
        """Play a legal move; append events unless events is None."""
        seat = self.current_player
        species = SPECIES_INDEX[move.species]
        hand = self.hands[seat]
        hand[species] -= 1
        if type(move) is PlaceHidden:
            self.hidden[seat][species] += 1
            if events is not None:
                events.append(Event("card_hidden", seat, {"pile": sum(self.hidden[seat])},
                                    {"species": move.species}))
        else:
            cell = move.row * self.geo.cols + move.col
            bit = self.geo.bits[cell]
            old = self.grid[cell]
            self.taken[seat][old] += 1
            self.grid[cell] = species
            masks = self.masks
            masks[old] ^= bit
            masks[species] |= bit
            self.mountains |= bit
            self.free.remove(cell)
            if events is not None:
                where = {"row": move.row, "col": move.col}
                events.append(Event("card_taken", seat, {**where, "species": SPECIES[old]}))
                events.append(Event("card_placed", seat, {**where, "species": move.species}))
                events.append(Event("mountain_placed", seat,
                                    {**where, "left": self.mountains_left()}))
        self.turns_left -= 1
        if self.turns_left:
            self.current_player = seat + 1 if seat + 1 < self.players else 0
        else:
            self._finish(events)

    play = _play    # State.play(move) in one call: search's hot path

    def _finish(self, events: list | None) -> None:
        self.is_over, self.current_player = True, None
        points = self.species_points()
        piles = self.piles()
        totals, holders = majority_scores(points, piles)
        self._result = (totals, winners_of(totals))
        if events is None:
            return
        for seat, pile in enumerate(piles):
            events.append(Event("cards_revealed", seat, {"cards": self._count_dict(pile)}))
        for s in self.in_play:
            seats = holders[s]
            share = points[s] // len(seats) if seats else 0
            events.append(Event("species_scored", None, {
                "species": SPECIES[s], "points": points[s], "seats": seats, "share": share}))
        events.append(Event("game_over", None, {"scores": list(totals),
                                                "winners": list(self._result[1])}))

    # -- results ---------------------------------------------------------------------
    def species_points(self) -> list[int]:
        """Points each species (index 0..7) is worth on the grid as it stands."""
        return species_points(self.masks, self.geo, self.lovebirds)

    def piles(self) -> list[list[int]]:
        """Per seat, face-down cards per species (placed from hand plus taken)."""
        return [list(map(add, h, t)) for h, t in zip(self.hidden, self.taken)]

    def scores(self) -> list[int]:
        """Points per seat: final once over, else as if the game ended now."""
        if self._result is not None:
            return list(self._result[0])
        return majority_scores(self.species_points(), self.piles())[0]

    def winners(self) -> list[int]:
        """Every seat with the highest score (shared victory on a tie)."""
        if self._result is not None:
            return list(self._result[1])
        return winners_of(self.scores())

    def mountains_left(self) -> int:
        """Mountain tokens still in the supply."""
        return MOUNTAIN_TOKENS - self.mountains.bit_count()

    # -- copies ----------------------------------------------------------------------
    def clone(self) -> "AnimimixState":
        """An independent copy (lists copied by hand, shared immutable tables)."""
        other = AnimimixState.__new__(AnimimixState)
        other.players, other.current_player, other.is_over = (
            self.players, self.current_player, self.is_over)
        other.in_play, other.geo, other.swaps = self.in_play, self.geo, self.swaps
        other.grid, other.masks = self.grid[:], self.masks[:]
        other.mountains, other.free = self.mountains, self.free[:]
        other.hands = [h[:] for h in self.hands]
        other.hidden = [h[:] for h in self.hidden]
        other.taken = [t[:] for t in self.taken]
        other.box = self.box[:]
        other.turns_left, other.lovebirds = self.turns_left, self.lovebirds
        other.options, other.rng, other._result = self.options, self.rng.clone(), self._result
        return other

    def card_census(self) -> dict:
        """{species: count} over grid, hands, face-down piles and box (80 cards in all)."""
        counts = [0] * 8
        for s in self.grid:
            counts[s] += 1
        for zone in (*self.hands, *self.hidden, *self.taken, self.box):
            for s in range(8):
                counts[s] += zone[s]
        for s in range(8):
            if s not in self.in_play:
                counts[s] += CARDS_PER_SPECIES  # species not chosen stay in the box
        return {SPECIES[s]: counts[s] for s in range(8)}

    def _count_dict(self, counts: list[int]) -> dict[str, int]:
        return {SPECIES[s]: counts[s] for s in self.in_play}

    # -- hidden information ------------------------------------------------------------
    def observe(self, seat: int | None) -> dict:
        """What `seat` knows (None: a spectator): hands and hidden piles only as counts.

        Public: grid, mountains, every seat's hand size, the cards each seat took from
        the grid, how many cards each placed face down from hand, the box size. Private
        to `seat`: its hand and its own hidden cards. Piles are public once revealed.
        """
        geo, cols = self.geo, self.geo.cols
        grid = [[SPECIES[s] for s in self.grid[r * cols:(r + 1) * cols]] for r in range(geo.rows)]
        mountains = [[bool(self.mountains & geo.bits[r * cols + c]) for c in range(cols)]
                     for r in range(geo.rows)]
        seats = []
        for p in range(self.players):
            known = self.is_over or p == seat
            seats.append({
                "hand_size": sum(self.hands[p]),
                "hand": _names(self.hands[p]) if p == seat else None,
                "taken": self._count_dict(self.taken[p]),
                "hidden_count": sum(self.hidden[p]),
                "hidden": self._count_dict(self.hidden[p]) if known else None,
            })
        points = self.species_points()
        view = {
            "game": "animimix", "seat": seat, "players": self.players,
            "current_player": self.current_player, "is_over": self.is_over,
            "species": [SPECIES[s] for s in self.in_play], "rows": geo.rows, "cols": cols,
            "grid": grid, "mountains": mountains, "mountains_left": self.mountains_left(),
            "seats": seats, "box_count": sum(self.box), "turns_left": self.turns_left,
            "species_points": {SPECIES[s]: points[s] for s in self.in_play},
            "options": dict(self.options),
        }
        if self.is_over:
            view["scores"], view["winners"] = self.scores(), self.winners()
        return view

    def unseen(self, seat: int | None) -> list[int]:
        """The cards `seat` cannot see, per species (others' hands and hidden piles, box)."""
        zones = list(self.taken)
        if self.is_over:
            zones.extend(self.hidden)
        elif seat is not None:
            zones.append(self.hidden[seat])
        if seat is not None:
            zones.append(self.hands[seat])
        seen = map(add, map(int.bit_count, self.masks), map(sum, zip(*zones)))
        dealt = [CARDS_PER_SPECIES if s in self.in_play else 0 for s in SPECIES_RANGE]
        return list(map(sub, dealt, seen))

    def determinize(self, seat: int | None, rng) -> "AnimimixState":
        """A full state consistent with observe(seat): the unseen cards re-dealt uniformly.

        The pool (others' hands, others' hidden face-down cards, the box) is built in
        species order, shuffled with `rng`, and dealt back into the same sizes.
        """
        rng = as_rng(rng)
        pool = list(chain.from_iterable(map(repeat, SPECIES_RANGE, self.unseen(seat))))
        rng.shuffle(pool)
        other = self.clone()
        # No chance is left after the deal, so the copy's generator is never drawn
        # from: a plain Rng, cheaper to seed than the search's FastRng, from the same draw.
        other.rng = Rng(rng.next64())
        start = 0
        for p in range(self.players):
            if p == seat:
                continue
            zones = (other.hands,) if self.is_over else (other.hands, other.hidden)
            for zone in zones:
                size = sum(zone[p])
                zone[p] = _counts(pool[start:start + size])
                start += size
        other.box = _counts(pool[start:])
        return other


def _counts(cards) -> list[int]:
    counts = [0] * 8
    for s in cards:
        counts[s] += 1
    return counts


def _names(counts: list[int]) -> list[str]:
    return [SPECIES[s] for s in range(8) for _ in range(counts[s])]
