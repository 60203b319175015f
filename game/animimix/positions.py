"""Scoring an Animimix position file (INTERFACES.md): a grid and players' face-down cards.

    {"game": "animimix", "grid": [["monkey", "wolf"], ["lion", "penguin"]],
     "players": [{"cards": ["monkey", "lion"]}, {"cards": ["wolf"]}]}

Any rectangular grid is accepted (the book's sizes are 4x4 to 6x6). The output has
"scores", "winners", "species_points" (all 8 species, 0 when absent) and "majorities"
(per species, the seats holding it). An optional "options" object may set
"lovebirds" ("maximum" or "greedy", see the game's options).
"""

from __future__ import annotations

from typing import Mapping

from game.animimix.cards import CARDS_PER_SPECIES, SPECIES, SPECIES_INDEX
from game.animimix.scoring import (LOVEBIRD_MAXIMUM, LOVEBIRD_MODES, geometry, majority_scores,
                                   species_points, winners_of)
from game.core import PositionError


def parse_options(data: Mapping) -> str:
    """The lovebird counting mode of the optional 'options' field."""
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise PositionError("options: must be an object")
    for key in options:
        if key != "lovebirds":
            raise PositionError(f"options.{key}: not a scoring option (known: lovebirds)")
    mode = options.get("lovebirds", LOVEBIRD_MAXIMUM)
    if mode not in LOVEBIRD_MODES:
        raise PositionError(f"options.lovebirds: must be one of {', '.join(LOVEBIRD_MODES)}, "
                            f"not {mode!r}")
    return mode


def parse_grid(data: Mapping) -> list[list[int]]:
    """The 'grid' field as rows of species indexes; PositionError names the bad cell."""
    grid = data.get("grid")
    if not isinstance(grid, list) or not grid:
        raise PositionError("grid: must be a non-empty list of rows")
    rows = []
    for r, row in enumerate(grid):
        if not isinstance(row, list) or not row:
            raise PositionError(f"grid[{r}]: must be a non-empty list of species")
        if len(row) != len(grid[0]):
            raise PositionError(f"grid[{r}]: ragged grid, {len(row)} cells where "
                                f"grid[0] has {len(grid[0])}")
        rows.append([_species(cell, f"grid[{r}][{c}]") for c, cell in enumerate(row)])
    return rows


def parse_players(data: Mapping) -> list[list[int]]:
    """The 'players' field as per-seat species counts."""
    players = data.get("players")
    if not isinstance(players, list) or not players:
        raise PositionError("players: must be a non-empty list of {\"cards\": [...]}")
    piles = []
    for p, player in enumerate(players):
        if not isinstance(player, dict):
            raise PositionError(f"players[{p}]: must be an object with 'cards'")
        cards = player.get("cards")
        if not isinstance(cards, list):
            raise PositionError(f"players[{p}].cards: must be a list of species")
        pile = [0] * 8
        for i, card in enumerate(cards):
            pile[_species(card, f"players[{p}].cards[{i}]")] += 1
        piles.append(pile)
    return piles


def score_position_data(data: Mapping) -> dict:
    """Scores, winners, species points and majorities of a position."""
    if not isinstance(data, Mapping):
        raise PositionError("position: must be a JSON object")
    if data.get("game", "animimix") != "animimix":
        raise PositionError(f"game: expected 'animimix', not {data.get('game')!r}")
    lovebirds = parse_options(data)
    rows = parse_grid(data)
    piles = parse_players(data)
    totals = [0] * 8
    for row in rows:
        for s in row:
            totals[s] += 1
    for pile in piles:
        for s in range(8):
            totals[s] += pile[s]
    for s in range(8):
        if totals[s] > CARDS_PER_SPECIES:
            raise PositionError(f"{SPECIES[s]}: {totals[s]} cards in grid and players' "
                                f"cards, more than the {CARDS_PER_SPECIES} that exist")
    geo = geometry(len(rows), len(rows[0]))
    masks = geo.masks_of([s for row in rows for s in row])
    points = species_points(masks, geo, lovebirds)
    scores, holders = majority_scores(points, piles)
    return {"scores": scores, "winners": winners_of(scores),
            "species_points": {SPECIES[s]: points[s] for s in range(8)},
            "majorities": {SPECIES[s]: holders[s] for s in range(8)}}


def _species(value, where: str) -> int:
    if not isinstance(value, str):
        raise PositionError(f"{where}: a species id must be a string, not {value!r}")
    if value not in SPECIES_INDEX:
        raise PositionError(f"{where}: unknown species {value!r} "
                            f"(known: {', '.join(SPECIES)})")
    return SPECIES_INDEX[value]
