"""Where Animimix's lessons point: highlight names to rects (see scenes.tutorial.targets).

Each resolver takes the table's layout and the view it draws, with the name's detail.
"""

from __future__ import annotations

from scenes.tutorial.targets import UnknownTarget, matching


def _mx_grid(layout, view, detail, name):
    grid = layout.grid(view)
    return [grid.cell_rect(0, 0).union(grid.cell_rect(grid.rows - 1, grid.cols - 1))]


def _mx_cell(layout, view, detail, name):
    try:
        r, c = (int(v) for v in detail.split(","))
    except ValueError:
        raise UnknownTarget(f"highlight {name!r}: expected cell:ROW,COL") from None
    grid = layout.grid(view)
    if not (0 <= r < grid.rows and 0 <= c < grid.cols):
        raise UnknownTarget(f"highlight {name!r}: outside the grid")
    return [grid.cell_rect(r, c)]


def _mx_species(layout, view, detail, name):
    grid = layout.grid(view)
    return [grid.cell_rect(r, c) for r, line in enumerate(view.obs["grid"])
            for c, card in enumerate(line) if card == detail]


def _mx_mountains(layout, view, detail, name):
    grid = layout.grid(view)
    return [grid.cell_rect(r, c) for r, line in enumerate(view.obs["mountains"])
            for c, on in enumerate(line) if on]


def _mx_hand(layout, view, detail, name):
    if view.viewer is None:
        return []
    hand = view.obs["seats"][view.viewer]["hand"] or []
    return matching(hand, layout.hand_rects(len(hand)), detail)


def _mx_legend(layout, view, detail, name):
    names = list(view.obs["species_points"])
    chips = layout.legend_rects(view, len(names))
    if detail:
        return [chips[names.index(detail)]] if detail in names else []
    return [chips[0].unionall(chips[1:])] if chips else []


RESOLVERS = {"grid": _mx_grid, "cell": _mx_cell, "species": _mx_species,
             "mountains": _mx_mountains, "hand": _mx_hand, "legend": _mx_legend}
