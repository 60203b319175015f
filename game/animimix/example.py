"""Animimix's counted example from the book ("Exemple de décompte des points"):
penguins, a chameleon and pelicans worth 8 each, five lions worth 6; Margot scores 12,
Zoé 10 and Romain 8 (see game.match.example).

The book pictures its grid; its text gives what each species is worth and who holds
the majorities. The grid and the face-down cards here are ours, chosen to match: the
largest group of penguins is 4, the chameleon of the 3rd row touches 4 species (its own
included), the largest diagonal group of pelicans is 4, and 5 lions are in the grid.
"""

from __future__ import annotations

from functools import partial

from game.match.example import Counted, Example, SeatExample
from game.match.tally import words

AFTER = 4                 # the scoring paragraph of rules.<lang>.txt
NAMES = ("Margot", "Zoé", "Romain")
POSITION = {"game": "animimix",
            "grid": [["penguin", "penguin", "penguin", "lion", "penguin"],
                     ["penguin", "pelican", "pelican", "chameleon", "pelican"],
                     ["chameleon", "chameleon", "penguin", "pelican", "lion"],
                     ["pelican", "lion", "pelican", "lion", "lion"]],
            "players": [{"cards": ["chameleon", "chameleon", "pelican"]},
                        {"cards": ["penguin", "lion"]},
                        {"cards": ["pelican", "penguin"]}]}


def example() -> Example:
    """The book's three players, counted by the engine: what each species is worth on
    the grid, then the species each seat takes (ties split)."""
    from game import catalog
    from game.animimix.cards import SPECIES_DATA, SPECIES_INDEX
    from game.animimix.positions import score_position_data
    from game.animimix.scoring import breakdown
    scored = score_position_data(POSITION)
    grid = tuple(tuple(row) for row in POSITION["grid"])
    in_play = list(dict.fromkeys(SPECIES_INDEX[s] for row in grid for s in row))
    points = [scored["species_points"].get(name, 0) for name in SPECIES_INDEX]
    piles = [[player["cards"].count(name) for name in SPECIES_INDEX]
             for player in POSITION["players"]]
    shares = breakdown(points, piles, in_play)

    def worth(share) -> Counted:
        name = partial(catalog.localized, SPECIES_DATA[share.species], "name")
        return Counted(words("species", species=name, count=share.points), share.points)

    seats = []
    for seat, name in enumerate(NAMES):
        lines = tuple(Counted(worth(s).line, s.gains[seat])
                      for s in shares if s.gains[seat])
        cards = tuple(POSITION["players"][seat]["cards"])
        seats.append(SeatExample(name, (cards,), lines, scored["scores"][seat]))
    return Example(tuple(seats), grid, tuple(worth(s) for s in shares))
