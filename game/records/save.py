"""Saving the game in progress, atomically, after every move.

A save is a transcript {"game", "players", "seed", "options", "moves"} plus "seats"
(who plays each seat: "human" or a bot level), in the user data folder
(`pygame.system.get_pref_path`) or --save-dir. Writes go to a temp file in the same
folder, are fsync'ed, then `os.replace`d over the old save, so a crash leaves either
the old or the new save, never half of one. A save that cannot be read or replayed is
moved aside (never deleted) and reported.

During play the writes happen on a writer thread (`SaveSlot.write_soon`), so that a
slow disk's fsync (1.5 ms here, far more on a kiosk's SD card) never holds up a frame;
it starts at once and the newest content of a file wins. Reading, clearing and
shutting down wait for it first.
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Callable

from game import GameError, Transcript
from game.ai.personas import with_personas
from game.data import atomic_write_json, move_aside, read_json_file
from game.transcript import replay

SAVE_NAME = "current_game.json"
# Who may sit at a seat: a person, a bot level, or a level's personalities (after it).
SEAT_KINDS = with_personas(("human", "random", "easy", "medium", "hard", "expert"))
ORG, APP = "menagerie", "menagerie"
DATA_VARIABLE = "MENAGERIE_DATA"      # another data folder (the test suite sets one per worker)
FLUSH_TIMEOUT = 10.0     # seconds a read or exit waits for the writer thread


class CorruptSave(Exception):
    """A save that could not be used; `moved_to` is where it was set aside."""

    def __init__(self, message: str, moved_to: Path | None) -> None:
        super().__init__(message)
        self.moved_to = moved_to


def default_data_dir(pref_path: Callable[[str, str], str] | None = None) -> Path:
    """The per-user writable folder: $MENAGERIE_DATA if set, else the platform's
    preference path that the shell passes in (`scenes.shell.sdl.pref_path`: SDL's,
    ~/.local/share/menagerie/menagerie on Linux), else ~/.menagerie."""
    if os.environ.get(DATA_VARIABLE):
        return Path(os.environ[DATA_VARIABLE]).expanduser()
    try:
        if pref_path is None:
            raise LookupError("no preference path given")
        return Path(pref_path(ORG, APP))
    except Exception:  # noqa: BLE001 - SDL may be missing or fail: fall back quietly
        path = Path.home() / ".menagerie"
        path.mkdir(parents=True, exist_ok=True)
        return path


class BackgroundWriter:
    """Writes JSON files atomically on a thread of its own, the newest data per file
    winning; `flush` waits for it, `take_error` reports a write that failed. A failed
    write (a full disk) keeps its data in memory and is tried again with the next
    write of any file, and by `retry` (the App's shutdown)."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[Path, object] = {}
        self._busy: Path | None = None          # the file being written now
        self._errors: list[str] = []
        self._failed: dict[Path, object] = {}   # data whose write failed, to try again
        self._thread: threading.Thread | None = None

    def retry(self) -> None:
        """Try the failed writes again now (nothing else to write)."""
        with self._cond:
            if not self._failed:
                return
            path, data = self._failed.popitem()
        self.submit(path, data)

    def submit(self, path: Path, data) -> None:
        """Write `data` to `path` soon. `data` must not change afterwards (pass copies)."""
        with self._cond:
            for failed, kept in self._failed.items():       # their turn again
                self._pending.setdefault(failed, kept)
            self._failed.clear()
            self._pending[Path(path)] = data
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="save-writer",
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def discard(self, path: Path) -> None:
        """Drop a write of `path` not yet started, and wait out one in progress (so that
        the caller may then delete the file for good)."""
        path = Path(path)
        with self._cond:
            self._pending.pop(path, None)
            self._failed.pop(path, None)        # a cleared save is not written back later
            self._cond.wait_for(lambda: self._busy != path, timeout=FLUSH_TIMEOUT)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every submitted write is done; False if it took over `timeout` s."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and self._busy is None,
                                       timeout=FLUSH_TIMEOUT if timeout is None else timeout)

    def take_error(self) -> str | None:
        """The oldest write failure not yet reported (the file keeps its last good
        content), or None."""
        with self._cond:
            return self._errors.pop(0) if self._errors else None

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending)
                path, data = next(iter(self._pending.items()))
                del self._pending[path]
                self._busy = path
            try:
                atomic_write_json(path, data)
            except (OSError, TypeError, ValueError) as exc:
                with self._cond:
                    self._errors.append(f"{path.name}: {getattr(exc, 'strerror', None) or exc}")
                    if isinstance(exc, OSError) and path not in self._pending:
                        self._failed[path] = data
            finally:
                with self._cond:
                    self._busy = None
                    self._cond.notify_all()


class SaveSlot:
    """The one game-in-progress save in a folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.path = self.folder / SAVE_NAME
        self.writer = BackgroundWriter()
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
        self.writer.flush()
        return self.path.is_file()

    def write(self, transcript: dict, seats: list[str]) -> None:
        """Save the game so far, now (OSError if it cannot be written)."""
        self.writer.discard(self.path)
        atomic_write_json(self.path, self._data(transcript, seats))

    def write_soon(self, transcript: dict, seats: list[str]) -> None:
        """Save the game so far on the writer thread (failures: `take_error`)."""
        self.writer.submit(self.path, self._data(transcript, seats))

    def write_file_soon(self, path: Path, data: dict) -> None:
        """Write a file that goes with the save (the couch note) on the writer thread."""
        self.writer.submit(path, json.loads(json.dumps(data)))     # a deep copy

    def forget_file(self, path: Path) -> None:
        """Delete such a file (and any write of it still waiting)."""
        self.writer.discard(path)
        Path(path).unlink(missing_ok=True)

    def take_error(self) -> str | None:
        """A background save that failed since the last call, or None."""
        return self.writer.take_error()

    def flush(self) -> bool:
        """Try failed writes once more and wait for the background writes (at exit);
        False if the disk did not answer."""
        self.writer.retry()
        return self.writer.flush()

    @staticmethod
    def _data(transcript: dict, seats: list[str]) -> dict:
        data = dict(transcript)
        data["moves"] = list(transcript["moves"])      # the table goes on appending
        if isinstance(data.get("options"), dict):
            data["options"] = dict(data["options"])
        data["seats"] = list(seats)
        return data

    def clear(self) -> None:
        """Forget the save (the game ended or was abandoned)."""
        self.forget_file(self.path)

    def load(self):
        """(transcript dict, seats, game, state, moves) or None; raises CorruptSave."""
        if not self.exists():
            return None
        try:
            data = read_json_file(self.path, self.path.name)
            transcript = Transcript.from_json(data, self.path.name)
            seats = data.get("seats")
            if (not isinstance(seats, list) or len(seats) != transcript.players
                    or any(s not in SEAT_KINDS for s in seats)):
                raise GameError(f"{self.path.name}: field 'seats' must list "
                                f"{transcript.players} of {', '.join(SEAT_KINDS)}")
            game, state, moves = replay(transcript, self.path.name)
        except GameError as exc:        # BadFile too: too big, not UTF-8, too deep
            moved = move_aside(self.path)
            message = str(exc)           # every message above already names the file
            if not message.startswith(self.path.name):
                message = f"{self.path.name}: {message}"
            raise CorruptSave(message, moved) from None
        return transcript.to_json(), seats, game, state, moves
