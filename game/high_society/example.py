"""High Society's counted example from the book ("Qui est in ?"): a horse (3) and a
castle (9), the gambling debt, two titles and the scandal make 14 (see
game.match.example)."""

from __future__ import annotations

from functools import partial

from game.match.example import Counted, Example, SeatExample
from game.match.tally import words

AFTER = 8                 # the scoring paragraph of rules.<lang>.txt
POSITION = {"game": "high_society",
            "players": [{"money": [1, 2, 25],
                         "cards": ["3", "9", "debt", "x2", "x2", "scandal"]}]}
ART = ("3", "9", "debt", "x2", "x2:1", "scandal")     # the two titles' own faces
TITLE_KEYS = ("title1", "title2", "title3")


def example() -> Example:
    """The book's player, counted by the engine's status_steps."""
    from game.high_society.cards import CARDS
    from game import load_game
    from game.high_society.scoring import parse_position, status_steps
    _money, cards = parse_position(POSITION)
    lines, titles = [], 0
    for what, points in status_steps(cards[0]):
        if what == "title":
            lines.append(Counted(words(TITLE_KEYS[min(titles, 2)]), points))
            titles += 1
        elif what == "possessions":
            lines.append(Counted(words("possessions"), points))
        else:
            name = partial(CARDS.name, CARDS.physical(what), "animalement_votre")
            lines.append(Counted(words(what, card=name), points))
    total = load_game("high_society").score_position(POSITION)["scores"][0]
    return Example((SeatExample("", (ART,), tuple(lines), total),))
