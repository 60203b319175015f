"""Which tutorials a player (or a kiosk) has already been offered, kept in the data folder.

A small JSON file, `tutorials.json`, lists the game ids whose tutorial was offered or
played ("seen"), so it is offered automatically only the first time a game is picked,
and those whose lesson was played to its end ("done", ticked in *Learn to play*). A
missing or damaged file counts as "nothing seen" and never stops the game.
"""

from __future__ import annotations

from pathlib import Path

from game.data import read_json_file
from game.records.save import atomic_write_json

SEEN_FILE = "tutorials.json"


def _read(data_dir: Path) -> dict[str, set[str]]:
    try:
        data = read_json_file(Path(data_dir) / SEEN_FILE)   # BadFile is a ValueError
    except (OSError, ValueError):
        data = {}
    out = {}
    for key in ("seen", "done"):
        ids = data.get(key) if isinstance(data, dict) else None
        out[key] = {g for g in ids if isinstance(g, str)} if isinstance(ids, list) else set()
    return out


def has_seen(data_dir: str | Path, game_id: str) -> bool:
    """Whether the tutorial of `game_id` was already offered or played here."""
    return game_id in _read(Path(data_dir))["seen"]


def has_done(data_dir: str | Path, game_id: str) -> bool:
    """Whether the lesson of `game_id` was played to its end here."""
    return game_id in _read(Path(data_dir))["done"]


def _mark(data_dir: str | Path, game_id: str, keys: tuple[str, ...]) -> bool:
    known = _read(Path(data_dir))
    if all(game_id in known[key] for key in keys):
        return True
    for key in keys:
        known[key].add(game_id)
    try:
        atomic_write_json(Path(data_dir) / SEEN_FILE,
                          {key: sorted(ids) for key, ids in known.items()})
    except OSError:
        return False
    return True


def mark_seen(data_dir: str | Path, game_id: str) -> bool:
    """Remember that the tutorial of `game_id` was offered; False if it cannot be saved."""
    return _mark(data_dir, game_id, ("seen",))


def mark_done(data_dir: str | Path, game_id: str) -> bool:
    """Remember that the lesson of `game_id` was played to its end (and so offered)."""
    return _mark(data_dir, game_id, ("seen", "done"))
