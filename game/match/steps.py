"""The steps of a move: a pygame-free tree from the legal moves to table objects.

Each legal move is a path of steps, and each step names a table object: a card in the
mover's hand, a grid cell, a collection, a chip such as "pass" (`game/<id>/steps.py`
says which, through `path(move, obs)`). A `StepTree` holds the steps chosen so far;
`next_steps()` are the objects that may be chosen now, `choose(step)` takes one and
returns the move once its path is complete, `back()` drops the last one. Only a
legal move's path can ever be completed, so no click or key can make an illegal move.

A move whose path is the beginning of another's gets a CONFIRM step, so that "this
card alone" and "this card, then that cell" stay two clear choices. A game with no
steps module gets one chip per move (MOVE steps), which any layout can show.

Layouts place steps on the screen as `Target`s (a step and a rectangle); `nearest`
finds the target a d-pad press moves the focus to, `topmost` the one under a pointer.
The same tree serves the table, the optional moves panel and a phone page.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, NamedTuple

import game

CONFIRM = ("confirm",)


def move_step(move) -> tuple:
    """The step of a move that has no table object: a chip naming the move."""
    return ("move", move)


class IllegalStep(ValueError):
    """A step that is not among the legal next steps."""


def path_function(game_id: str) -> Callable[[Any, dict], tuple]:
    """`game.<id>.steps.path`, or one chip per move for a game without one."""
    module = game.optional_module(f"game.{game_id}.steps")
    if module is None:
        return lambda move, obs: (move_step(move),)
    return module.path


def default_public_move(move, made_events: bool) -> bool:
    """Another seat's move is readable by default only if it made no event: a step
    that a later event explains. A move's events say the rest as each seat may see them."""
    return not made_events


def public_move_function(game_id: str) -> Callable[[Any, bool], bool]:
    """`game.<id>.steps.public_move`: whether a seat may read another seat's move (a
    rule of secrecy, so the game's own); the default for a game without one."""
    module = game.optional_module(f"game.{game_id}.steps")
    return getattr(module, "public_move", None) or default_public_move


class StepTree:
    """The legal moves of one seat as paths of steps, and the steps chosen so far."""

    def __init__(self, moves: Iterable, path: Callable[[Any], tuple]) -> None:
        paths: dict[Any, tuple] = {}
        for move in moves:
            steps = tuple(path(move))
            if not steps:
                raise ValueError(f"move {move!r} has no steps")
            paths[move] = steps
        prefixes = {p[:i] for p in paths.values() for i in range(1, len(p))}
        self.paths = {m: p + (CONFIRM,) if p in prefixes else p for m, p in paths.items()}
        seen: dict[tuple, Any] = {}
        for move, steps in self.paths.items():
            if steps in seen:
                raise ValueError(f"moves {seen[steps]!r} and {move!r} share the steps {steps}")
            seen[steps] = move
        self.by_path = seen
        self.chosen: list[tuple] = []
        self._next: dict[tuple, dict[tuple, list]] = {}   # next_steps by chosen prefix

    @property
    def moves(self) -> list:
        """Every legal move, in the engine's order."""
        return list(self.paths)

    def next_steps(self) -> dict[tuple, list]:
        """The steps that may be chosen now, each with the moves it still leads to
        (in the engine's order; the steps in the order of their first move). Computed
        once per prefix of chosen steps: callers must not change it."""
        prefix = tuple(self.chosen)
        out = self._next.get(prefix)
        if out is None:
            depth = len(prefix)
            out = {}
            for move, steps in self.paths.items():
                if steps[:depth] == prefix and len(steps) > depth:
                    out.setdefault(steps[depth], []).append(move)
            self._next[prefix] = out
        return out

    def is_next(self, step) -> bool:
        """Whether `step` may be chosen now."""
        return step in self.next_steps()

    def choose(self, step) -> Any:
        """Take `step`: the finished move, or None while more steps are needed."""
        if step not in self.next_steps():
            raise IllegalStep(f"{step!r} cannot be chosen now")
        self.chosen.append(step)
        move = self.by_path.get(tuple(self.chosen))
        if move is not None:
            self.chosen.clear()
        return move

    def back(self) -> bool:
        """Drop the last chosen step; False when none was chosen."""
        if not self.chosen:
            return False
        self.chosen.pop()
        return True

    def cancel(self) -> None:
        """Drop every chosen step (a half-made move never reaches the match)."""
        self.chosen.clear()

    def follow(self, move) -> list[tuple]:
        """The steps still to choose to make `move` from here (empty if it cannot be)."""
        steps = self.paths.get(move, ())
        depth = len(self.chosen)
        if steps[:depth] != tuple(self.chosen):
            return []
        return list(steps[depth:])


class Target(NamedTuple):
    """A table object on the screen: the step it stands for (None when it can only be
    looked at), its rectangle (x, y, w, h), and what the inspector shows for it."""

    rect: Any
    step: tuple | None = None
    card: Any = None           # the card (or other object) the inspector shows
    label: str = ""           # a chip's words; the moves panel's for a card

    @property
    def center(self) -> tuple[float, float]:
        x, y, w, h = self.rect
        return (x + w / 2, y + h / 2)


def contains(rect, pos) -> bool:
    """Whether a point lies inside an (x, y, w, h) rectangle."""
    x, y, w, h = rect
    return x <= pos[0] < x + w and y <= pos[1] < y + h


def topmost(targets: list[Target], pos, wanted: Callable[[Target], bool] = lambda t: True
            ) -> Target | None:
    """The last-drawn target under `pos` that `wanted` accepts (cards overlap in fans:
    later targets are drawn on top)."""
    for target in reversed(targets):
        if contains(target.rect, pos) and wanted(target):
            return target
    return None


def visible_point(targets: list[Target], index: int) -> tuple[float, float] | None:
    """A point of target `index` not covered by a later target (where a click reaches
    it), or None when it is hidden under others."""
    x, y, w, h = targets[index].rect
    later = [t.rect for t in targets[index + 1:]]
    for fy in (0.5, 0.2, 0.8, 0.05, 0.95):
        for fx in (0.5, 0.2, 0.8, 0.05, 0.95):
            pos = (x + w * fx, y + h * fy)
            if not any(contains(r, pos) for r in later):
                return pos
    return None


DIRECTIONS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


def nearest(targets: list[Target], origin, direction: str) -> Target | None:
    """The target a press in `direction` moves the focus to from `origin` (a rect).

    Candidates lie ahead: their centre is further along the direction than the
    origin's. The nearest wins, with sideways distance counted double so that a press
    goes straight on rather than diagonally.
    """
    dx, dy = DIRECTIONS[direction]
    ox, oy, ow, oh = origin
    cx, cy = ox + ow / 2, oy + oh / 2
    best, best_cost = None, None
    for target in targets:
        tx, ty = target.center
        along = (tx - cx) * dx + (ty - cy) * dy
        if along <= 1:
            continue
        side = abs((tx - cx) * dy) + abs((ty - cy) * dx)
        cost = along + 2 * side
        if best_cost is None or cost < best_cost:
            best, best_cost = target, cost
    return best
