"""Stand-ins for `scenes.steps.Target` and `scenes.inspect.Inspect` until the table's
targets land on main (same fields); removed once they do."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple


class Target(NamedTuple):
    """A table object: its rectangle, the step it stands for, the card, a label."""

    rect: Any
    step: tuple | None = None
    card: Any = None
    label: str = ""


@dataclass(frozen=True)
class Inspect:
    """What the inspector shows: an image, a title and lines."""

    image: Any
    title: str
    lines: tuple = field(default_factory=tuple)
