"""Which tutorials a player (or a kiosk) has already been offered, kept in the data folder.

A small JSON file, `tutorials.json`, lists the game ids whose tutorial was offered or
played, so it is offered automatically only the first time a game is picked. A missing
or damaged file counts as "nothing seen" and never stops the game.
"""

from __future__ import annotations

from pathlib import Path

from game.data import read_json_file
from scenes.save import atomic_write_json

SEEN_FILE = "tutorials.json"


def _read(data_dir: Path) -> set[str]:
    try:
        data = read_json_file(Path(data_dir) / SEEN_FILE)   # BadFile is a ValueError
    except (OSError, ValueError):
        return set()
    seen = data.get("seen") if isinstance(data, dict) else None
    return {g for g in seen if isinstance(g, str)} if isinstance(seen, list) else set()


def has_seen(data_dir: str | Path, game_id: str) -> bool:
    """Whether the tutorial of `game_id` was already offered or played here."""
    return game_id in _read(Path(data_dir))


def mark_seen(data_dir: str | Path, game_id: str) -> bool:
    """Remember that the tutorial of `game_id` was offered; False if it cannot be saved."""
    seen = _read(Path(data_dir))
    if game_id in seen:
        return True
    try:
        atomic_write_json(Path(data_dir) / SEEN_FILE, {"seen": sorted(seen | {game_id})})
    except OSError:
        return False
    return True
