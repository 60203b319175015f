"""Animalia's counted example from the book ("Fin de partie et décompte"): Luana's 10
medals make 15, Fanny's 13 make 23, Salomé's 15 make 25 (see game.match.example).

The book gives each player's total and the families of their excellence prizes; the
other families of their medals are ours.
"""

from __future__ import annotations

from functools import partial

from game.match.example import Counted, Example, SeatExample
from game.match.tally import words

AFTER = 8                 # the end-of-game paragraph of rules.<lang>.txt
NAMES = ("Luana", "Fanny", "Salomé")
POSITION = {"game": "animalia",
            "players": [{"medals": {"cat": 5, "dog": 2, "horse": 2, "parrot": 1}},
                        {"medals": {"rabbit": 6, "horse": 7}},
                        {"medals": {"dog": 11, "cat": 2, "parrot": 2}}]}


def example() -> Example:
    """The book's three players, counted by the engine's breakdown: medals family by
    family, then the excellence prizes."""
    from game.animalia.cards import FAMILIES, family_name
    from game.animalia.positions import score_position
    from game.animalia.scoring import breakdown
    medals = [[player["medals"].get(f, 0) for f in FAMILIES] for player in POSITION["players"]]
    result = breakdown(medals, len(medals))
    scores = score_position(POSITION)["scores"]
    seats = []
    for seat, name in enumerate(NAMES):
        lines, groups = [], []
        for fam, family in enumerate(FAMILIES):
            count = result.medals[fam][seat]
            if count:
                said = partial(family_name, fam, plural=True)
                lines.append(Counted(words("medals", family=said), count))
                groups.append((f"medal:{family}",) * count)
        for fam in range(len(FAMILIES)):
            if result.excellence[fam][seat]:
                said = partial(family_name, fam, plural=True)
                lines.append(Counted(words("excellence", family=said),
                                     result.excellence[fam][seat]))
        seats.append(SeatExample(name, tuple(groups), tuple(lines), scores[seat]))
    return Example(tuple(seats))
