"""Origami's counted example from the book ("Fin de partie"): three cards in hand and
41 points (see game.match.example).

The book pictures two chicks, the chicken (3 + 4 for the two chicks), the rabbit
(5 + 1 for the three cards in hand), a dove (3 + 3 for the three other sky origamis
beside it) and two ants (5 each instead of 3). The OCR'd text lost two of the pictured
cards; two 3-point origamis without a bonus (a cat, a raccoon) complete the book's 41.
"""

from __future__ import annotations

from game.match.example import Counted, Example, SeatExample
from game.match.tally import words

AFTER = 4                 # the scoring paragraph of rules.<lang>.txt
POSITION = {"game": "origami",
            "players": [{"collections": [["chick", "chick", "chicken", "dove"],
                                         ["cat", "raccoon", "rabbit", "ant", "ant"]],
                         "hand": ["fly", "dog", "sheep"]}]}


def example() -> Example:
    """The book's player, counted by the engine's breakdown: printed points per
    collection, then each bonus card."""
    from game.origami.cards import BY_ID
    from game.origami.scoring import breakdown, parse_position, score_position
    ((cols, hand),) = parse_position(POSITION)
    parts = breakdown(cols, len(hand))
    lines = [Counted(words("printed", n=col + 1),
                     sum(p.printed for p in parts if p.col == col)) for col in range(2)]
    for card in dict.fromkeys(p.card for p in parts if p.bonus):
        lines.append(Counted(words("bonus", card=BY_ID[card].name),
                             sum(p.bonus for p in parts if p.card == card)))
    total = score_position(POSITION)["scores"][0]
    groups = (*map(tuple, cols), ("back",) * len(hand))
    return Example((SeatExample("", groups, tuple(lines), total),))
