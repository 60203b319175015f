"""The rulebook's counted scoring example of a game, counted by the game's own code.

Each game may have `game/<id>/example.py` (found by convention, like its tally) with
`POSITION`, the book's example as a position file (INTERFACES.md, the `score` command
reads the same), `AFTER`, the paragraph of its rules text the example follows, and
`example()`, the `Example` built from `POSITION` by the game's scoring code: the cards
or medals to picture per seat, and the counted lines whose points add up to the score
`score_position(POSITION)` gives (tests/test_rule_examples.py checks both against the
book's totals).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.match.tally import Points, Words
from game.registry import optional_module


@dataclass(frozen=True)
class Counted:
    """One counted line: what it counts, said in any language, and the points it adds."""

    line: Words
    points: Points


@dataclass(frozen=True)
class SeatExample:
    """A seat of the example: its name, its pieces in groups (card ids of the game's art,
    "back" for a card face down, "medal:<family>" for a medal) and its counted lines."""

    name: str
    groups: tuple[tuple[str, ...], ...]
    lines: tuple[Counted, ...]
    total: Points                       # the engine's score of the position

    @property
    def counted(self) -> Points:
        """The lines added up (equal to `total`: a test sees to it)."""
        return sum(line.points for line in self.lines)


@dataclass(frozen=True)
class Example:
    """A game's counted example: an optional shared grid (rows of card ids) and seats."""

    seats: tuple[SeatExample, ...]
    grid: tuple[tuple[str, ...], ...] = ()
    grid_lines: tuple[Counted, ...] = ()   # what the grid makes each kind worth


def example_module(game_id: str):
    """The game's example module, or None if its book has no counted example."""
    return optional_module(f"game.{game_id}.example")


def book_example(game_id: str) -> Example | None:
    """The game's counted example, or None."""
    module = example_module(game_id)
    return module.example() if module is not None else None
