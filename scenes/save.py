"""Saving the game in progress, atomically, after every move.

A save is a transcript {"game", "players", "seed", "options", "moves"} plus "seats"
(who plays each seat: "human" or a bot level), in the user data folder
(`pygame.system.get_pref_path`) or --save-dir. Writes go to a temp file in the same
folder, are fsync'ed, then `os.replace`d over the old save, so a crash leaves either
the old or the new save, never half of one. A save that cannot be read or replayed is
moved aside (never deleted) and reported.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from game import GameError, Transcript
from game.core import replay

SAVE_NAME = "current_game.json"
SEAT_KINDS = ("human", "random", "easy", "medium", "hard", "expert")
ORG, APP = "menagerie", "menagerie"


class CorruptSave(Exception):
    """A save that could not be used; `moved_to` is where it was set aside."""

    def __init__(self, message: str, moved_to: Path | None) -> None:
        super().__init__(message)
        self.moved_to = moved_to


def default_data_dir() -> Path:
    """The per-user writable folder (falls back to ~/.menagerie without SDL)."""
    try:
        import pygame.system
        return Path(pygame.system.get_pref_path(ORG, APP))
    except Exception:  # noqa: BLE001 - SDL may be missing or fail: fall back quietly
        path = Path.home() / ".menagerie"
        path.mkdir(parents=True, exist_ok=True)
        return path


def atomic_write_json(path: Path, data) -> None:
    """Write JSON to `path` via temp file + fsync + os.replace."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, ensure_ascii=False, separators=(",", ":"))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class SaveSlot:
    """The one game-in-progress save in a folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.path = self.folder / SAVE_NAME
        self.remove_stale_temps()

    def remove_stale_temps(self) -> int:
        """Delete temp files left by a write cut short (kill -9, power loss); the save
        itself is always whole. Returns how many were removed."""
        removed = 0
        for stale in self.folder.glob(SAVE_NAME + ".*.tmp"):
            try:
                stale.unlink()
                removed += 1
            except OSError:
                pass
        return removed

    def exists(self) -> bool:
        """Whether a save file is present (it may still be corrupt)."""
        return self.path.is_file()

    def write(self, transcript: dict, seats: list[str]) -> None:
        """Save the game so far."""
        data = dict(transcript)
        data["seats"] = list(seats)
        atomic_write_json(self.path, data)

    def clear(self) -> None:
        """Forget the save (the game ended or was abandoned)."""
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass

    def load(self):
        """(transcript dict, seats, game, state, moves) or None; raises CorruptSave."""
        if not self.exists():
            return None
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            transcript = Transcript.from_json(data, self.path.name)
            seats = data.get("seats")
            if (not isinstance(seats, list) or len(seats) != transcript.players
                    or any(s not in SEAT_KINDS for s in seats)):
                raise GameError(f"{self.path.name}: field 'seats' must list "
                                f"{transcript.players} of {', '.join(SEAT_KINDS)}")
            game, state, moves = replay(transcript, self.path.name)
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, GameError) as exc:
            moved = self._move_aside()
            raise CorruptSave(f"{self.path.name}: {exc}", moved) from None
        return transcript.to_json(), seats, game, state, moves

    def _move_aside(self) -> Path | None:
        for n in range(1, 1000):
            target = self.folder / f"{SAVE_NAME}.corrupt-{n}"
            if not target.exists():
                try:
                    os.replace(self.path, target)
                    return target
                except OSError:
                    return None
        return None
