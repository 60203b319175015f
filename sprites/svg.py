"""Small SVG writing helpers and the rasteriser that turns SVG text into a Surface.

The art is vector: card faces, glyphs and tokens are written as SVG text by code in
this package and rasterised with `pygame.image.load_sized_svg` (pygame-ce's nanosvg),
which is crisp at any size. The rasteriser understands paths, basic shapes, groups with
transforms, opacity and linear/radial gradients, but not text, `<pattern>`, `<use>` or
clip paths, so patterns are written out shape by shape and clipped here by arithmetic.
"""

from __future__ import annotations

import io
import math

import pygame

from sprites import artcache

OUTLINE = "#3b2a20"
STROKE = 3.0
HAS_SVG = hasattr(pygame.image, "load_sized_svg")


class SvgUnavailable(RuntimeError):
    """The running pygame cannot rasterise SVG (callers fall back to drawing code)."""


def fmt(value: float) -> str:
    """A number written short for SVG (at most 2 decimals)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def attrs(fill: str | None = None, stroke: str | None = OUTLINE, width: float = STROKE,
          extra: str = "") -> str:
    """The fill/stroke attribute string shared by every shape helper."""
    parts = [f'fill="{fill or "none"}"']
    if stroke and width > 0:
        parts.append(f'stroke="{stroke}" stroke-width="{fmt(width)}" '
                     'stroke-linejoin="round" stroke-linecap="round"')
    if extra:
        parts.append(extra)
    return " ".join(parts)


def circle(cx: float, cy: float, r: float, fill: str | None, stroke: str | None = OUTLINE,
           width: float = STROKE, extra: str = "") -> str:
    """An SVG circle."""
    return (f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r)}" '
            f'{attrs(fill, stroke, width, extra)}/>')


def ellipse(cx: float, cy: float, rx: float, ry: float, fill: str | None,
            stroke: str | None = OUTLINE, width: float = STROKE, rotate: float = 0.0,
            extra: str = "") -> str:
    """An SVG ellipse, optionally rotated about its centre (degrees)."""
    turn = (f' transform="rotate({fmt(rotate)} {fmt(cx)} {fmt(cy)})"' if rotate else "")
    return (f'<ellipse cx="{fmt(cx)}" cy="{fmt(cy)}" rx="{fmt(rx)}" ry="{fmt(ry)}"{turn} '
            f'{attrs(fill, stroke, width, extra)}/>')


def rect(x: float, y: float, w: float, h: float, fill: str | None, rx: float = 0.0,
         stroke: str | None = OUTLINE, width: float = STROKE, extra: str = "") -> str:
    """An SVG rectangle with optional rounded corners."""
    return (f'<rect x="{fmt(x)}" y="{fmt(y)}" width="{fmt(w)}" height="{fmt(h)}" '
            f'rx="{fmt(rx)}" {attrs(fill, stroke, width, extra)}/>')


def path(d: str, fill: str | None, stroke: str | None = OUTLINE, width: float = STROKE,
         extra: str = "") -> str:
    """An SVG path from its `d` string."""
    return f'<path d="{d}" {attrs(fill, stroke, width, extra)}/>'


def poly(points: list[tuple[float, float]] | tuple, fill: str | None,
         stroke: str | None = OUTLINE, width: float = STROKE, extra: str = "") -> str:
    """An SVG polygon through the points."""
    pts = " ".join(f"{fmt(x)},{fmt(y)}" for x, y in points)
    return f'<polygon points="{pts}" {attrs(fill, stroke, width, extra)}/>'


def line(x1: float, y1: float, x2: float, y2: float, stroke: str = OUTLINE,
         width: float = STROKE, extra: str = "") -> str:
    """An SVG line with round caps."""
    return (f'<line x1="{fmt(x1)}" y1="{fmt(y1)}" x2="{fmt(x2)}" y2="{fmt(y2)}" '
            f'{attrs(None, stroke, width, extra)}/>')


def group(body: str, transform: str = "", extra: str = "") -> str:
    """An SVG group with an optional transform."""
    head = f' transform="{transform}"' if transform else ""
    more = f" {extra}" if extra else ""
    return f"<g{head}{more}>{body}</g>"


def star_points(cx: float, cy: float, r: float, inner: float = 0.45,
                points: int = 5) -> list[tuple[float, float]]:
    """The corners of a star centred on (cx, cy), first point up."""
    out = []
    for i in range(points * 2):
        radius = r if i % 2 == 0 else r * inner
        angle = math.pi * i / points - math.pi / 2
        out.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return out


def radial(gid: str, inner: str, outer: str, cx: str = "50%", cy: str = "40%",
           r: str = "70%") -> str:
    """A radial gradient definition (put inside <defs>)."""
    return (f'<radialGradient id="{gid}" cx="{cx}" cy="{cy}" r="{r}">'
            f'<stop offset="0" stop-color="{inner}"/>'
            f'<stop offset="1" stop-color="{outer}"/></radialGradient>')


def linear(gid: str, top: str, bottom: str, x2: str = "0", y2: str = "1") -> str:
    """A linear gradient definition, top to bottom by default (put inside <defs>)."""
    return (f'<linearGradient id="{gid}" x1="0" y1="0" x2="{x2}" y2="{y2}">'
            f'<stop offset="0" stop-color="{top}"/>'
            f'<stop offset="1" stop-color="{bottom}"/></linearGradient>')


def document(body: str, width: float, height: float, defs: str = "") -> str:
    """A whole SVG document with a viewBox of width x height."""
    head = f"<defs>{defs}</defs>" if defs else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{fmt(width)}" '
            f'height="{fmt(height)}" viewBox="0 0 {fmt(width)} {fmt(height)}">'
            f"{head}{body}</svg>")


def rasterise(svg_text: str, size: tuple[int, int]) -> pygame.Surface:
    """Rasterise SVG text to a per-pixel-alpha Surface of exactly `size` (read from the
    disk cache of `sprites.artcache` when it holds the same art)."""
    if not HAS_SVG:
        raise SvgUnavailable("pygame.image.load_sized_svg is not available")
    exact = (max(1, int(size[0])), max(1, int(size[1])))
    return artcache.cached(svg_text, exact, (), lambda: rasterise_fresh(svg_text, exact))


def rasterise_fresh(svg_text: str, size: tuple[int, int]) -> pygame.Surface:
    """Rasterise SVG text to a per-pixel-alpha Surface of exactly `size`, now."""
    if not HAS_SVG:
        raise SvgUnavailable("pygame.image.load_sized_svg is not available")
    width, height = max(1, int(size[0])), max(1, int(size[1]))
    try:
        image = pygame.image.load_sized_svg(io.BytesIO(svg_text.encode("utf-8")),
                                            (width, height))
    except pygame.error as exc:  # a bug in our own SVG, never user input
        raise SvgUnavailable(f"SVG rasterisation failed: {exc}") from exc
    if image.get_size() == (width, height):
        return image
    exact = pygame.Surface((width, height), pygame.SRCALPHA)
    exact.blit(image, ((width - image.get_width()) // 2,
                       (height - image.get_height()) // 2))
    return exact


# --- Patterns, clipped to a rectangle by arithmetic ------------------------------------------

def _clip_diagonal(x: float, y: float, w: float, h: float, c: float,
                   slope: int) -> tuple[float, float, float, float] | None:
    """The part of the line y = slope*x + c (slope +1/-1, rect-local) inside the rect."""
    pts = []
    for px in (0.0, w):
        py = slope * px + c
        if 0 <= py <= h:
            pts.append((px, py))
    for py in (0.0, h):
        px = (py - c) * slope
        if 0 <= px <= w:
            pts.append((px, py))
    if len(pts) < 2:
        return None
    pts.sort()
    (ax, ay), (bx, by) = pts[0], pts[-1]
    return x + ax, y + ay, x + bx, y + by


def pattern(name: str, x: float, y: float, w: float, h: float, colour: str,
            step: float = 14.0, width: float = 3.0, opacity: float = 0.35) -> str:
    """A family pattern (stripes, dots, hatch, ...) filling the rectangle, as SVG."""
    out: list[str] = []
    extra = f'opacity="{fmt(opacity)}"'
    if name in ("stripes", "hatch"):
        slopes = (1,) if name == "stripes" else (1, -1)
        for slope in slopes:
            start = -w - h if slope == 1 else 0
            c = start
            while c <= w + h:
                seg = _clip_diagonal(x, y, w, h, c, slope)
                if seg:
                    out.append(line(*seg, stroke=colour, width=width))
                c += step
    elif name == "dots":
        for row, cy in enumerate(_range(y + step / 2, y + h, step)):
            shift = step / 2 if row % 2 else 0
            for cx in _range(x + step / 4 + shift, x + w, step):
                out.append(circle(cx, cy, step * 0.18, colour, None))
    elif name == "rings":
        for cy in _range(y + step / 2, y + h, step * 1.2):
            for cx in _range(x + step / 2, x + w, step * 1.2):
                out.append(circle(cx, cy, step * 0.3, None, colour, width * 0.7))
    elif name in ("waves", "zigzag"):
        for cy in _range(y + step / 2, y + h, step):
            out.append(_wave_row(x, cy, w, step, colour, width, name == "zigzag"))
    elif name == "checks":
        for row, cy in enumerate(_range(y, y + h - 0.1, step)):
            for col, cx in enumerate(_range(x, x + w - 0.1, step)):
                if (row + col) % 2 == 0:
                    out.append(rect(cx, cy, min(step, x + w - cx), min(step, y + h - cy),
                                    colour, stroke=None))
    elif name == "grid":
        for cx in _range(x + step / 2, x + w, step):
            out.append(line(cx, y, cx, y + h, stroke=colour, width=width * 0.6))
        for cy in _range(y + step / 2, y + h, step):
            out.append(line(x, cy, x + w, cy, stroke=colour, width=width * 0.6))
    return group("".join(out), extra=extra) if out else ""


def _range(start: float, stop: float, step: float) -> list[float]:
    values, value = [], start
    while value < stop:
        values.append(value)
        value += step
    return values


def _wave_row(x: float, cy: float, w: float, step: float, colour: str, width: float,
              sharp: bool) -> str:
    amp = step * 0.22
    d = f"M{fmt(x)} {fmt(cy)}"
    half = step / 2
    cx, up = x, True
    while cx + half <= x + w + 0.01:
        dy = -amp if up else amp
        if sharp:
            d += f" L{fmt(cx + half / 2)} {fmt(cy + dy)} L{fmt(cx + half)} {fmt(cy)}"
        else:
            d += f" Q{fmt(cx + half / 2)} {fmt(cy + dy * 2)} {fmt(cx + half)} {fmt(cy)}"
        cx += half
        up = not up
    return path(d, None, colour, width)
