"""Golden test: the rulebook's scoring example (Margot 12, Zoé 10, Romain 8).

The book's picture is lost in the OCR, so the grid in
tests/positions/animimix/rulebook_example.json is RECONSTRUCTED: a 4x5 grid (3 players)
of penguins, chameleons, pelicans and lions that gives exactly the figures of the text.
"""

from __future__ import annotations

import json
from pathlib import Path

from game import load_game
from game.animimix.cards import CHAMELEON, LION, PELICAN, PENGUIN
from game.animimix.scoring import best_chameleon, species_points

from tests.animimix.helpers import masks_of, names, parse

POSITIONS = Path(__file__).resolve().parent.parent / "positions" / "animimix"
EXAMPLE = json.loads((POSITIONS / "rulebook_example.json").read_text(encoding="utf-8"))

# The same reconstructed grid as a picture (p pelican, g penguin, c chameleon, l lion).
PICTURE = """
plpgg
lppgg
pcclp
lcgcl
"""


def test_picture_matches_the_position_file() -> None:
    rows = parse(PICTURE)
    assert names(rows) == EXAMPLE["grid"]


def test_each_species_figure_of_the_example() -> None:
    masks, geo = masks_of(parse(PICTURE))
    points = species_points(masks, geo)
    assert points[PENGUIN] == 8      # largest group of 4 adjacent penguins
    assert points[CHAMELEON] == 8    # 4 distinct species around it, chameleon included
    assert points[PELICAN] == 8      # diagonal group of 4 pelicans
    assert points[LION] == 6         # 5 lions: 11 - 5
    assert masks[LION].bit_count() == 5
    assert best_chameleon(masks, geo) == 4


def test_the_best_chameleon_is_in_the_third_row() -> None:
    rows = parse(PICTURE)
    rows[2][2] = PENGUIN             # drop the third-row chameleon: the best one goes
    masks, geo = masks_of(rows)
    assert best_chameleon(masks, geo) == 3


def test_players_totals_of_the_example() -> None:
    result = load_game("animimix").score_position(EXAMPLE)
    assert result["scores"] == EXAMPLE["expect"]["scores"] == [12, 10, 8]
    assert result["winners"] == [0]  # Margot wins
    for species, points in EXAMPLE["expect"]["species_points"].items():
        assert result["species_points"][species] == points
    assert result["majorities"]["chameleon"] == [0]
    assert result["majorities"]["pelican"] == [0, 2]
    assert result["majorities"]["penguin"] == [1, 2]
    assert result["majorities"]["lion"] == [1]
