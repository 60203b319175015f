"""One program per data folder: an advisory lock on `<data>/menagerie.lock`.

Two copies of Ménagerie on one data folder (two kiosks started by mistake, a game left
running in another session) would each overwrite the other's statistics, profiles and
save. `main` takes this lock before the App starts and keeps it until the process
ends, so every write to the folder happens under it; a second copy is told which
process holds it and exits 2. The lock is the operating system's (flock on POSIX,
msvcrt.locking on Windows): it dies with its process, so a `kill -9` leaves no stale
lock behind. The file holds the holder's PID, for the message only. No pygame here.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

try:
    import fcntl
except ImportError:               # pragma: no cover - Windows
    fcntl = None
    import msvcrt

LOCK_NAME = "menagerie.lock"
PID_BYTES = 32                    # a PID and its newline, with room to spare


class FolderBusy(Exception):
    """Another process holds the data folder; `pid` is its PID (None if unknown)."""

    def __init__(self, folder: Path, pid: int | None) -> None:
        who = f"process {pid}" if pid else "another process"
        super().__init__(f"the data folder {folder} is in use by {who} (another "
                         f"Ménagerie); stop it first, or give this one --save-dir")
        self.pid = pid


class FolderLock:
    """The lock of one data folder: `acquire` (FolderBusy or OSError), `release`."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.path = self.folder / LOCK_NAME
        self._fd: int | None = None

    def acquire(self) -> None:
        """Take the lock now, never waiting; FolderBusy names the holder."""
        self.folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0), 0o644)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise OSError(f"{self.path}: not a regular file")
            if not _try_lock(fd):
                raise FolderBusy(self.folder, _holder(fd))
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd

    def release(self) -> None:
        """Let the folder go (the file stays: removing it would race a newcomer)."""
        if self._fd is not None:
            os.close(self._fd)          # closing the descriptor drops the lock
            self._fd = None

    def __enter__(self) -> "FolderLock":
        self.acquire()
        return self

    def __exit__(self, *_exc) -> None:
        self.release()


def _try_lock(fd: int) -> bool:
    """Lock `fd` without waiting; False if another process holds it."""
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:                                               # pragma: no cover
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except (BlockingIOError, PermissionError):
        return False
    return True


def _holder(fd: int) -> int | None:
    """The PID the holder wrote in the lock file, if it can be read."""
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, PID_BYTES).decode("ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return int(text) if text.isdigit() and len(text) < 10 else None
