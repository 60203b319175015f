"""Text fitted to a box: shrunk towards a floor, then cut with an ellipsis or wrapped.

Sizes are 1080p sizes before the player's text-size setting, as `scenes.ui.TextCache`
takes them. At 125 % or 150 % a text too big for its box shrinks, but never below the
size it has at 100 % nor below `MIN_PX` (it is read from a sofa); what still does not
fit is cut with an ellipsis (one line) or loses its last words (wrapped). Results are
remembered, so fitting costs nothing after the first frame. `recording` lists every
text drawn while it runs (where, and in which box), for the layout-fit test.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from contextlib import contextmanager
from typing import Iterator, NamedTuple

import pygame

MIN_PX = 28              # nothing the players must read is drawn smaller (1080p pixels)
STEP_PX = 2
ELLIPSIS = "…"
CACHE_SIZE = 800
LEADING_SLACK = 2        # px of a line box's bottom that may spill out of the box

_FITTED: OrderedDict = OrderedDict()
_RECORDS: list[list] = []     # the open recordings (see `recording`)


class Blit(NamedTuple):
    """One text drawn: where it was drawn, the box it was fitted into (None for a text
    drawn straight at a point), the words drawn, whether they were cut short, its size
    in screen pixels, its colour and the mean colour of what lay under it."""

    rect: pygame.Rect
    box: pygame.Rect | None
    line: str
    cut: bool = False
    px: float = 0.0
    fg: tuple | None = None
    bg: tuple | None = None


def floor_px(size: float) -> int:
    """The smallest pixel size a text of 1080p `size` may shrink to."""
    return round(max(MIN_PX, size))


def _sizes(scale: float, size: float, largest: float | None = None):
    """Candidate sizes (as TextCache sizes), from the scaled size (or `largest`) down to
    the floor."""
    top = round(size * scale if largest is None else min(size * scale, largest * scale))
    low = min(top, floor_px(size))
    px = top
    while px > low:
        yield px / scale
        px -= STEP_PX
    yield low / scale


def longest(low: int, high: int, fits) -> int:
    """The largest n in [low, high] with fits(n), by bisection, for a `fits` that is
    true up to some n and false after (a text's prefixes); low - 1 if none fits. A
    long log line takes a dozen measures instead of one per character."""
    while low <= high:
        mid = (low + high) // 2
        if fits(mid):
            low = mid + 1
        else:
            high = mid - 1
    return high


def _cut(font: pygame.font.Font, line: str, width: int) -> str:
    """The line cut short with an ellipsis to fit `width` (at least one character)."""
    if font.size(line)[0] <= width:
        return line

    def cut(n: int) -> str:
        return line[:n].rstrip(" ,·:;(-") + ELLIPSIS

    n = longest(1, len(line) - 1, lambda n: font.size(cut(n))[0] <= width)
    return cut(n) if n >= 1 else line[:1] + ELLIPSIS


def line_height(font: pygame.font.Font, lines: int = 1) -> int:
    """The height `lines` lines of a font need, less a little of the blank leading under
    the last one (no glyph reaches the bottom of its line box)."""
    return lines * font.get_linesize() - LEADING_SLACK


def _wrapped_height(font: pygame.font.Font, line: str, width: int, rendered=None) -> int:
    """The height `line` wrapped at `width` needs; `rendered` is a function giving the
    wrapped rendering when the caller can reuse it (the drawn text), else one is made."""
    surface = rendered() if rendered is not None else \
        font.render(line, True, (0, 0, 0), None, max(1, width))
    return line_height(font, max(1, round(surface.get_height() / font.get_linesize())))


def fit(text, line: str, size: float, width: int, height: int | None = None,
        bold: bool = False, display: bool = False, wrap: bool = False,
        largest: float | None = None, fg=None) -> tuple[str, float]:
    """(text to draw, size to draw it at) so that `line` fits `width` x `height` px.

    One line unless `wrap`; `height` None means any height; `largest` caps the size
    (to match a neighbour already fitted), the floor still comes from `size`. A line's height is its
    em size: the leading under the last line may spill out of the box, no ink does.
    `text` is the TextCache. Given the colour `fg` it will be drawn in, a wrapped line is
    measured on the TextCache's own rendering, so drawing it renders nothing again.
    """
    key = (line, size, width, height, bold, display, wrap, largest, text.scale)
    found = _FITTED.get(key)
    if found is not None:
        _FITTED.move_to_end(key)
        return found
    result = None
    for candidate in _sizes(text.scale, size, largest):
        font = text.font(candidate, bold, display)
        if wrap:
            rendered = None if fg is None or width < 1 else functools.partial(
                text.render, line, candidate, fg=fg, bold=bold, display=display, wrap=width)
            fits = all(font.size(word)[0] <= width for word in line.split()) and \
                (height is None or _wrapped_height(font, line, width, rendered) <= height)
        else:
            fits = font.size(line)[0] <= width and (height is None or line_height(font) <= height)
        if fits:
            result = (line, candidate)
            break
    if result is None:           # at the floor and still too big: cut
        font = text.font(candidate, bold, display)
        if wrap and height is not None:
            words = line.split()
            while len(words) > 1 and \
                    _wrapped_height(font, " ".join(words) + ELLIPSIS, width) > height:
                words.pop()
            shown = " ".join(words) + (ELLIPSIS if len(words) < len(line.split()) else "")
            result = (_cut(font, shown, width) if len(words) == 1 else shown, candidate)
        else:
            result = (_cut(font, line, width), candidate)
    _FITTED[key] = result
    if len(_FITTED) > CACHE_SIZE:
        _FITTED.popitem(last=False)
    return result


def blit(text, surface: pygame.Surface, line: str, size: float, box,
         anchor: str = "topleft", wrap: bool = False, **kwargs) -> pygame.Rect:
    """Draw `line` inside `box`, placed at the box's `anchor` point (topleft, midleft,
    center, midright, ...), shrunk, wrapped or cut to fit; returns the rect drawn."""
    box = pygame.Rect(box)
    bold, display = kwargs.get("bold", False), kwargs.get("display", False)
    shown, fitted = fit(text, line, size, box.w, box.h, bold, display, wrap,
                        fg=kwargs.get("fg") if wrap else None)
    if wrap:
        kwargs["wrap"] = box.w
    where = getattr(box, anchor)
    under = _under(text, surface, shown, fitted, where, anchor, kwargs)
    drawn = _blit(text, surface, shown, fitted, where, anchor, **kwargs)
    _record(Blit(drawn, box, shown, shown != line, fitted * text.scale,
                 kwargs.get("fg"), under))
    return drawn


def _blit(text, surface, line, size, where, anchor, **kwargs) -> pygame.Rect:
    """The TextCache's own blit (not recorded a second time while recording)."""
    own = getattr(text.blit, "__wrapped__", None)
    return (own or text.blit)(surface, line, size, where, anchor, **kwargs)


def _under(text, surface, line, size, where, anchor, kwargs) -> tuple | None:
    """While recording, the mean colour of `surface` where the text is about to go."""
    if not _RECORDS or not line.strip():
        return None
    image = text.render(line, size, **kwargs)
    rect = image.get_rect(**{anchor: (round(where[0]), round(where[1]))})
    rect = rect.clip(surface.get_rect())
    if rect.w < 1 or rect.h < 1:
        return None
    return tuple(pygame.transform.average_color(surface, rect)[:3])


def _record(blit: Blit) -> None:
    for records in _RECORDS:
        records.append(blit)


@contextmanager
def recording(text) -> Iterator[list[Blit]]:
    """Record every text drawn through `text` (a TextCache), fitted here or not, while
    the block runs: a list of `Blit`s, so that a test can check that no text leaves its
    box and no two overlap without any layout reporting its labels."""
    records: list[Blit] = []
    plain = text.blit

    @functools.wraps(plain)
    def blit_and_record(surface, line, size, where, anchor="topleft", **kwargs):
        under = _under(text, surface, line, size, where, anchor, kwargs)
        drawn = plain(surface, line, size, where, anchor, **kwargs)
        _record(Blit(drawn, None, line, False, size * text.scale, kwargs.get("fg"), under))
        return drawn

    own = vars(text).get("blit")         # an outer recording's, if any
    _RECORDS.append(records)
    text.blit = blit_and_record
    try:
        yield records
    finally:
        _RECORDS.remove(records)
        if own is None:
            del text.blit                # the class's own method again
        else:
            text.blit = own


def clear() -> None:
    """Forget fitted texts (after a font change)."""
    _FITTED.clear()
