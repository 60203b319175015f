"""The rulebooks' counted scoring examples, as position files counted by each game's
own scoring code: every counted line adds up to the engine's score, and the totals are
the books'."""

from __future__ import annotations

import pytest

from game import GAME_IDS, load_game
from game.match.example import book_example, example_module

BOOK_TOTALS = {"animalia": [15, 23, 25],      # Luana, Fanny, Salomé
               "high_society": [14],
               "animimix": [12, 10, 8],       # Margot, Zoé, Romain
               "origami": [41]}


@pytest.mark.parametrize("game_id", sorted(BOOK_TOTALS))
def test_the_book_s_example_counts_to_the_engine_s_score_and_the_book_s_total(game_id):
    example = book_example(game_id)
    scores = load_game(game_id).score_position(example_module(game_id).POSITION)["scores"]
    assert [seat.total for seat in example.seats] == scores == BOOK_TOTALS[game_id]
    assert [seat.counted for seat in example.seats] == scores
    for seat in example.seats:
        for lang in ("en", "fr"):
            assert all(line.line(lang) for line in seat.lines)


def test_every_game_has_a_counted_example():
    assert all(book_example(game_id) is not None for game_id in GAME_IDS)


def test_animimix_species_are_worth_what_the_book_says():
    worth = {line.line("en").split(":")[0]: line.points
             for line in book_example("animimix").grid_lines}
    assert worth == {"Penguins": 8, "Chameleon": 8, "Pelicans": 8, "Lion": 6}
