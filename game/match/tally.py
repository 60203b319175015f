"""A finished game's final scoring as ordered lines, said in any language.

`tally(state, game_id, seat_name)` turns a finished state into `Step`s: one line of text
(the catalogs' `[tally]`, said in the language asked), the points it adds per seat, other values to show per seat (money
left, a tie-break), and the seats it puts out of the running or names as winners. The
numbers come from each engine's own `breakdown` (game/<game>/scoring.py), so a seat's
deltas add up to `state.scores()` exactly.

Only what `state.observe(None)` shows at the end is read (every game turns its hidden
cards face up then), except Origami's tie-break: the rules add the points of the cards
in hand of the players tied for first, so those hands alone are read from the state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from game import catalog
from game.registry import optional_module

Points = int | float
SeatName = Callable[[int], str]
Words = Callable[[str], str]        # a text said in the language asked (lang -> text)


def label(key: str, lang: str, **params) -> str:
    """The catalogs' `tally.<key>` in the language; a param may be Words (said in it too)."""
    said = {k: v(lang) if callable(v) else v for k, v in params.items()}
    return catalog.text(f"tally.{key}", lang, **said)


def words(key: str, **params) -> Words:
    """`tally.<key>` with its params, to be said later in any language."""
    return lambda lang: label(key, lang, **params)


def points_text(points: Points) -> str:
    """Points as people write them: 7, 7½, −3 (halves are exact in High Society)."""
    sign = "−" if points < 0 else ""
    points = abs(points)
    whole = int(points)
    if points == whole:
        return f"{sign}{whole}"
    if (points * 2).is_integer():
        return f"{sign}{whole or ''}½"
    return f"{sign}{points:.2f}"


def delta_text(points: Points) -> str:
    """A change of score: +12, −5, 0."""
    return f"+{points_text(points)}" if points > 0 else points_text(points)


@dataclass(frozen=True, eq=False)
class Step:
    """One line of the tally (see the module docstring)."""

    line: Words
    deltas: dict[int, Points] = field(default_factory=dict)   # points added per seat
    cells: dict[int, str] = field(default_factory=dict)       # other values per seat
    # what decided the line, per seat, shown small beside its points (Animimix: the
    # cards each seat turned up of the species)
    counts: dict[int, Words] = field(default_factory=dict)
    explain: Words | None = None      # a longer explanation, shown while it is the last line
    out: tuple[int, ...] = ()         # seats put out of the running by this line
    winners: tuple[int, ...] = ()     # seats a verdict line names
    sound: str = "chip"

    def text(self, lang: str) -> str:
        """The line in the language."""
        return self.line(lang)

    def count(self, seat: int, lang: str) -> str:
        """What decided the line for a seat, in the language ("" if nothing)."""
        said = self.counts.get(seat)
        return said(lang) if said else ""

    def note(self, lang: str) -> str:
        """The explanation in the language ("" if none)."""
        return self.explain(lang) if self.explain else ""

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats this line concerns."""
        return tuple(sorted({*self.deltas, *self.cells, *self.out, *self.winners}))


def step(key: str, note: str = "", note_params: dict | None = None, **kwargs) -> Step:
    """A Step whose text is `tally.<key>` (params given as `params=`) and note `tally.<note>`."""
    explain = words(note, **(note_params or {})) if note else None
    return Step(words(key, **kwargs.pop("params", {})), explain=explain, **kwargs)


def names(seats, seat_name: SeatName) -> str:
    return ", ".join(seat_name(s) for s in seats)


def verdict(key: str, winners, cells=None, note: str = "", **params) -> Step:
    """The last line: who wins, and by which rule (winners' cells say so)."""
    return step(key, note, params=params, cells=cells or {}, winners=tuple(winners),
                 sound="win")


def plain_verdict(scores) -> Step:
    best = max(scores)
    winners = [s for s, v in enumerate(scores) if v == best]
    if len(winners) == 1:
        return verdict("most_points", winners)
    return verdict("shared_points", winners, points=points_text(best))


def generic_steps(state, seat_name: SeatName) -> list[Step]:
    """A game without its own tally: each seat's score in one line, then the winner."""
    scores = state.scores()
    return [step("score", deltas=dict(enumerate(scores))), plain_verdict(scores)]


def tally(state, game_id: str, seat_name: SeatName) -> list[Step]:
    """The lines of a finished game's scoring, in order (said in any language): the
    game's own (`steps` of `game/<id>/tally.py`, found by convention), else the
    generic one."""
    own = optional_module(f"game.{game_id}.tally")
    return (own.steps if own is not None else generic_steps)(state, seat_name)


def totals(steps: list[Step], players: int) -> list[Points]:
    """Each seat's points once every line is counted."""
    out: list[Points] = [0] * players
    for step in steps:
        for seat, points in step.deltas.items():
            out[seat] += points
    return out
