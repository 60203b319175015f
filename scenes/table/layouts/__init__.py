"""Per-game table packages, found by convention, and the generic layout for any other game.

A game's scenes-side code is the package `scenes.table.layouts.<game id>`: `LAYOUT` (its table),
`TUTORIAL_TARGETS` and `TUTORIAL_SHOT` (its lesson), and its lesson's script,
`tutorial.toml`, beside the targets it points at. Its scoring sheet is the game's own
(`game/<id>/tally.py`).
`game_module` finds it; adding a game adds a package here and edits no other file.
"""

from __future__ import annotations

from pathlib import Path

from game import optional_module

HERE = Path(__file__).resolve().parent


def game_folder(game_id: str) -> Path:
    """The folder of `scenes.table.layouts.<game_id>` (it may not exist)."""
    return HERE / game_id


def game_module(game_id: str):
    """The package `scenes.table.layouts.<game_id>`, or None when the game has none."""
    return optional_module(f"{__name__}.{game_id}")


def layout_class(game_id: str):
    """The game's layout class: its own if written, else the generic one (a fifth game's
    table, phone hand and remote hand work before it has a layout)."""
    from scenes.table.layouts.base import GenericLayout

    return getattr(game_module(game_id), "LAYOUT", None) or GenericLayout


def layout_for(ctx, players: int):
    """The layout object for the context's game: its own if written, else the generic one."""
    return layout_class(ctx.game.id)(ctx, players)
