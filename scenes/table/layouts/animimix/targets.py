"""Where Animimix's lessons point: highlight names to rects (see scenes.tutorial.targets)."""

from __future__ import annotations

from scenes.tutorial.targets import UnknownTarget, matching


def _mx_grid(scene, detail, name):
    layout = scene.layout
    return [layout.cell_rect(0, 0).union(layout.cell_rect(layout.rows - 1, layout.cols - 1))]


def _mx_cell(scene, detail, name):
    try:
        r, c = (int(v) for v in detail.split(","))
    except ValueError:
        raise UnknownTarget(f"highlight {name!r}: expected cell:ROW,COL") from None
    if not (0 <= r < scene.layout.rows and 0 <= c < scene.layout.cols):
        raise UnknownTarget(f"highlight {name!r}: outside the grid")
    return [scene.layout.cell_rect(r, c)]


def _mx_species(scene, detail, name):
    grid = scene.obs["grid"]
    return [scene.layout.cell_rect(r, c) for r, line in enumerate(grid)
            for c, card in enumerate(line) if card == detail]


def _mx_mountains(scene, detail, name):
    marks = scene.obs["mountains"]
    return [scene.layout.cell_rect(r, c) for r, line in enumerate(marks)
            for c, on in enumerate(line) if on]


def _mx_hand(scene, detail, name):
    if scene.viewer is None:
        return []
    hand = scene.obs["seats"][scene.viewer]["hand"] or []
    return matching(hand, scene.layout.hand_rects(len(hand)), detail)


def _mx_legend(scene, detail, name):
    names = list(scene.obs["species_points"])
    chips = scene.layout.legend_rects(len(names))
    if detail:
        return [chips[names.index(detail)]] if detail in names else []
    return [chips[0].unionall(chips[1:])] if chips else []


RESOLVERS = {"grid": _mx_grid, "cell": _mx_cell, "species": _mx_species, "mountains": _mx_mountains, "hand": _mx_hand, "legend": _mx_legend}
