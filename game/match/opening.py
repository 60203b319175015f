"""Who starts the game: the first line of the table's log.

The seat to play when the game was dealt (before any move) starts: seat 0 by default,
the seat the deal number drew when the game's `first_player` option is "drawn" (as the
new-game screen sets it), or the seat the rules pick (Origami: the fewest folds).
"""

from __future__ import annotations

from game.core import DRAWN, FIRST_PLAYER
from game.i18n import text


def starts_line(table) -> str:
    """"Bot 3 starts", told "(drawn)" when the deal number drew the seat; "" if no one."""
    if table.first_seat is None:
        return ""
    key = "starts_drawn" if table.options.get(FIRST_PLAYER) == DRAWN else "starts"
    return text(key, table.app.lang, name=table.log_name(table.first_seat))


def opening_notes(table) -> list:
    """The log's first line as a note before the first move (none if no one starts)."""
    line = starts_line(table)
    return [(0, None, line)] if line else []
