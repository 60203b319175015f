"""Cached layers redrawn a few pieces a frame on a back buffer, then shown whole.

A table's static layer (felt, header, seats, middle) and its log panel change only with
a move, but redrawing one at once costs 3-6 ms: the heaviest frames of a game. A
`StagedLayer` instead redraws on a second surface, a few pieces per frame within a
budget, and swaps it in when the last piece is drawn. The screen shows the previous
picture until then (a frame or two), never a half-drawn one.

Pieces are `(weight, draw)` pairs: `draw(surface)` draws one part, `weight` is its
share of one frame's drawing budget (1.0). The weights are fixed estimates, not clock
readings, so that which frame shows what does not depend on the machine's speed.
"""

from __future__ import annotations

from collections import deque
from typing import Callable

import pygame

Piece = tuple[float, Callable[[pygame.Surface], None]]
FRAME_BUDGET = 1.0


class StagedLayer:
    """One cached picture, with a back buffer it is redrawn on."""

    def __init__(self, allocate: Callable[[], pygame.Surface]) -> None:
        self.allocate = allocate              # makes one of the two surfaces
        self.front: pygame.Surface | None = None
        self.key = None                       # what the front shows
        self._spare: pygame.Surface | None = None
        self._pieces: deque[Piece] = deque()
        self._building = None                 # the key being drawn on the back buffer
        self._back: pygame.Surface | None = None

    @property
    def busy(self) -> bool:
        """Whether a redraw is under way."""
        return self._back is not None

    def stale(self, key) -> bool:
        """Whether the front does not show `key` (or there is no front)."""
        return self.front is None or key != self.key

    def start(self, key, pieces: list[Piece]) -> None:
        """Begin redrawing for `key` on the back buffer (a redraw under way is dropped)."""
        self._back = self._surface()
        self._building = key
        self._pieces = deque(pieces)

    def step(self, budget: float, at_least_one: bool = True) -> tuple[float, bool]:
        """Draw pieces while they fit in `budget` (and one in any case if `at_least_one`);
        returns (weight drawn, whether the new picture is now the front)."""
        used = 0.0
        while self._pieces:
            weight, draw = self._pieces[0]
            if used + weight > budget and (used > 0 or not at_least_one):
                break
            self._pieces.popleft()
            draw(self._back)
            used += weight
        if self._back is not None and not self._pieces:
            self._swap()
            return used, True
        return used, False

    def redraw_now(self, key, pieces: list[Piece]) -> None:
        """Redraw for `key` at once (a redraw under way is dropped)."""
        self.start(key, pieces)
        self.step(float("inf"))

    def reserve(self) -> None:
        """Have the back buffer ready now (at a scene change): made on the first staged
        redraw instead, a 1920x1080 one cost 10-12 ms of CPU in the middle of a turn."""
        if self._spare is None and self._back is None:
            self._spare = self.allocate()

    def forget(self) -> None:
        """Drop the picture and any redraw under way (the next one starts afresh)."""
        self.front = self.key = self._back = self._building = None
        self._pieces.clear()

    def release(self) -> list[pygame.Surface]:
        """Give up both surfaces (for another scene to reuse); the layer is empty after."""
        surfaces = [s for s in (self.front, self._spare, self._back) if s is not None]
        self.forget()
        self._spare = None
        return list({id(s): s for s in surfaces}.values())

    def _swap(self) -> None:
        old, self.front, self._back = self.front, self._back, None
        self.key, self._building = self._building, None
        if old is not None:
            self._spare = old

    def _surface(self) -> pygame.Surface:
        """The back buffer: the same two surfaces take turns (SDL re-encodes a
        colour-keyed panel for every new surface it is blitted onto: see
        `scenes.ui.panel`)."""
        if self._back is not None:
            return self._back
        spare, self._spare = self._spare, None
        return spare if spare is not None else self.allocate()


# -- the surfaces tables pass on to each other ------------------------------------------
SCREEN_SIZE = (1920, 1080)
LOG_SURFACE_SIZE = (480, 970)     # the tallest log panel (the right column, whole)
_SPARE_BACKDROPS: list[pygame.Surface] = []
_SPARE_LOGS: list[pygame.Surface] = []


def _spare_or_new(pool: list[pygame.Surface], size: tuple[int, int]) -> pygame.Surface:
    """One surface a finished table gave back, else a new one made in the display's
    format (a 1920x1080 one made, then converted, cost 1.3-12 ms of CPU; made in that
    format at once, 0.5-4.4 ms)."""
    display = pygame.display.get_surface()
    while pool:
        spare = pool.pop()
        if display is None or spare.get_bitsize() == display.get_bitsize():
            return spare
    return pygame.Surface(size) if display is None else pygame.Surface(size, 0, display)


def backdrop_surface() -> pygame.Surface:
    """A 1920x1080 surface for a table's static layer."""
    return _spare_or_new(_SPARE_BACKDROPS, SCREEN_SIZE)


def log_surface() -> pygame.Surface:
    """A surface for a table's log panel, of the tallest log's size (a shorter one uses
    its top left)."""
    return _spare_or_new(_SPARE_LOGS, LOG_SURFACE_SIZE)


def give_back(backdrop: StagedLayer, log: StagedLayer) -> None:
    """A table is left: its layers' surfaces go to the next table (two of each kept)."""
    for pool, layer in ((_SPARE_BACKDROPS, backdrop), (_SPARE_LOGS, log)):
        pool.extend(layer.release())
        del pool[2:]


def reserve_surfaces() -> None:
    """Make a table's surfaces ahead (at start-up), so no frame pays for them: two for
    the static layer and two for the log (each drawn on one while the other shows)."""
    for pool, make in ((_SPARE_BACKDROPS, backdrop_surface), (_SPARE_LOGS, log_surface)):
        made = [make() for _ in range(2)]         # (from the pool first)
        pool.extend(made)


def reserved_surfaces() -> tuple[list[pygame.Surface], list[pygame.Surface]]:
    """The spare (backdrop, log) surfaces, to draw a table on each ahead of play."""
    return _SPARE_BACKDROPS, _SPARE_LOGS
