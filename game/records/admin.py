"""The kiosk admin PIN: its rules, the PIN chosen by the admin, and the lockout.

The held admin combo (`scenes.kiosk.keys.AdminCombo`) opens the PIN pad
(`scenes.kiosk.pinpad.PinPadScene`). A PIN is 4 to 8 ASCII digits (`check_pin`).

`PinStore`: the PIN in force is the one the admin chose in the admin menu, kept hashed
(PBKDF2-SHA256, salted) in `<data>/kiosk/admin-pin.json`, else the config's
`admin_pin`. While that is the shipped default, 2468, the admin menu first asks for a
new one.

`AdminLock`: every `MAX_FAILURES` wrong PINs make a failed round; round n locks the
pad for `LOCKOUT` * 2^(n-1) seconds, at most `MAX_LOCK` (24 h). The rounds and the
lock's end (wall clock) live in `<data>/kiosk/admin-lock.json`, so a restart keeps
them; the right PIN or `menagerie --kiosk-unlock` (`unlock`) clears them. A lockout
file that cannot be read locks the pad for `MAX_LOCK`: damage never unlocks it.
Failures, locks and clearings go to the kiosk log.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import hmac
import math
import secrets
import time
from pathlib import Path
from typing import Callable

from game.data import BadFile, checked_number, move_aside, read_json_file
from game.records.config import check_pin
from game.records.kiosk import KIOSK_FOLDER
from game.records.kioskconfig import log
from game.records.save import atomic_write_json

MAX_FAILURES = 3              # wrong PINs in a round
LOCKOUT = 60.0                # seconds of the first round's lock; each round doubles it
MAX_LOCK = 24 * 3600.0        # the longest lock
MAX_ROUNDS = 10**9            # failed rounds on record: more is a damaged file
LATEST_TIME = 1e11            # a lock's end, in Unix seconds (year 5138): later is damage
SHIPPED_PIN = "2468"          # kiosk_default.toml's PIN, known to anyone who reads it
LOCK_NAME = "admin-lock.json"
PIN_NAME = "admin-pin.json"
PIN_SCHEME = "pbkdf2_sha256"
# A 4-8 digit PIN has at most 10^8 values, so no hash stops someone who has the file and
# time; the hash keeps the PIN out of sight on the disk. 200,000 rounds took 49 ms here.
PIN_ITERATIONS = 200_000
MAX_ITERATIONS = 5_000_000    # a stored count above this is damage (it would hang the pad)


def lock_length(rounds: int) -> float:
    """Seconds the pad stays locked after failed round number `rounds` (1, 2, ...)."""
    if rounds < 1:
        return 0.0
    return min(MAX_LOCK, LOCKOUT * 2.0 ** min(rounds - 1, 64))


def duration_text(seconds: float) -> str:
    """A wait as "45 s", "3 min 05 s" or "2 h 07 min" (the same in French and English)."""
    seconds = max(0, math.ceil(seconds))
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours} h {minutes:02d} min"
    if minutes:
        return f"{minutes} min {secs:02d} s"
    return f"{secs} s"


def _hash(pin: str, salt: bytes, iterations: int) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", pin.encode("ascii"), salt, iterations)


class PinStore:
    """The admin PIN in force: the admin's choice (hashed on disk), else the config's."""

    def __init__(self, folder: Path, configured: str) -> None:
        self.path = Path(folder) / KIOSK_FOLDER / PIN_NAME
        self.configured = configured
        self.record = self._load()      # {"salt", "hash", "iterations"} or None

    def _load(self) -> dict | None:
        try:
            data = read_json_file(self.path)
            if (isinstance(data, dict) and data.get("scheme") == PIN_SCHEME
                    and isinstance(data.get("iterations"), int)
                    and 0 < data["iterations"] <= MAX_ITERATIONS
                    and len(bytes.fromhex(data["salt"])) >= 16
                    and len(bytes.fromhex(data["hash"])) == 32):
                return data
            problem = "not an admin PIN file"
        except BadFile as exc:
            if exc.missing:
                return None
            problem = exc.problem
        except (ValueError, TypeError, KeyError) as exc:
            problem = str(exc)[:200]
        moved = move_aside(self.path, "damaged")
        log.error("%s: damaged (%s)%s; the config's admin_pin applies until a new PIN "
                  "is chosen", self.path, problem,
                  f", moved to {moved.name}" if moved else "")
        return None

    def matches(self, entered: str) -> bool:
        """Whether `entered` is the PIN (compared in constant time)."""
        if self.record is None:
            return hmac.compare_digest(entered.encode(), self.configured.encode())
        digest = _hash(entered, bytes.fromhex(self.record["salt"]), self.record["iterations"])
        return hmac.compare_digest(digest, bytes.fromhex(self.record["hash"]))

    def must_change(self) -> bool:
        """Whether the PIN in force is the shipped default (the admin menu asks for a new one)."""
        return self.record is None and self.configured == SHIPPED_PIN

    def change(self, new: str) -> None:
        """Make `new` the PIN: in force at once, then saved hashed (OSError if not saved)."""
        check_pin(new)
        salt = secrets.token_bytes(16)
        self.record = {"scheme": PIN_SCHEME, "iterations": PIN_ITERATIONS, "salt": salt.hex(),
                       "hash": _hash(new, salt, PIN_ITERATIONS).hex(),
                       "changed": _dt.datetime.now().isoformat(timespec="seconds")}
        atomic_write_json(self.path, self.record)


class AdminLock:
    """Wrong-PIN rounds and the lockout, kept in <data>/kiosk/admin-lock.json.

    `clock` gives wall-clock seconds (time.time; tests pass a fake one). The file is read
    again whenever it changed on disk (`refresh`), so `menagerie --kiosk-unlock` reaches
    a running kiosk."""

    def __init__(self, folder: Path | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self.path = Path(folder) / KIOSK_FOLDER / LOCK_NAME if folder is not None else None
        self.clock = clock
        self.failures = 0           # wrong PINs in the current round
        self.rounds = 0             # failed rounds since the last right PIN
        self.locked_until = 0.0     # wall-clock end of the current lock
        self.lock_seconds = 0.0     # the current lock's length
        self._seen: object = "unread"   # the file's identity when last read or written

    @property
    def locked_for(self) -> float:
        """Seconds the pad stays locked (0 if open); never more than the lock's length."""
        return max(0.0, min(self.locked_until - self.clock(), self.lock_seconds))

    def refresh(self) -> None:
        """Read the file again if it changed on disk; restart a lock whose end lies
        further off than its length (the clock was set back) from now."""
        seen = self._signature()
        if seen != self._seen:
            known = self._seen not in ("unread", None) and (self.rounds or self.failures)
            self._read()
            self._seen = self._signature()
            if seen is None and known:
                log.warning("PIN lockout cleared on the machine (menagerie --kiosk-unlock)")
        now = self.clock()
        if self.locked_until - now > self.lock_seconds:
            self.locked_until = now + self.lock_seconds
            self._save()

    def fail(self) -> float:
        """Count a wrong PIN; the lock's length in seconds if this ends a round, else 0."""
        self.refresh()
        self.failures += 1
        log.warning("wrong admin PIN (%d of %d)", self.failures, MAX_FAILURES)
        if self.failures < MAX_FAILURES:
            self._save()
            return 0.0
        self.failures = 0
        self.rounds += 1
        self.lock_seconds = lock_length(self.rounds)
        self.locked_until = self.clock() + self.lock_seconds
        self._save()
        log.warning("admin PIN pad locked for %d s (failed round %d)",
                    self.lock_seconds, self.rounds)
        return self.lock_seconds

    def succeed(self) -> None:
        """The right PIN: forget the failures and rounds."""
        self.refresh()
        self.failures = self.rounds = 0
        self.locked_until = self.lock_seconds = 0.0
        if self._seen is not None:
            self._clear_file()

    # -- the file ---------------------------------------------------------------------
    def _signature(self):
        if self.path is None:
            return None
        try:
            st = self.path.stat()
        except FileNotFoundError:
            return None
        except OSError as exc:
            return ("error", str(exc))
        return (st.st_ino, st.st_mtime_ns, st.st_size)

    def _read(self) -> None:
        self.failures = self.rounds = 0
        self.locked_until = self.lock_seconds = 0.0
        if self.path is None:
            return
        try:
            self._take(read_json_file(self.path))
            return
        except BadFile as exc:
            if exc.missing:
                return
            problem = exc.problem
        except (ValueError, TypeError, KeyError) as exc:
            problem = str(exc)[:200] or type(exc).__name__
        moved = move_aside(self.path, "damaged")
        self.rounds = math.ceil(math.log2(MAX_LOCK / LOCKOUT)) + 1   # the first 24 h round
        self.lock_seconds = MAX_LOCK
        self.locked_until = self.clock() + MAX_LOCK
        log.error("%s: damaged (%s)%s: the PIN pad is locked for %s "
                  "(`menagerie --kiosk-unlock` on the machine clears it)", self.path,
                  problem, f", moved to {moved.name}" if moved else "",
                  duration_text(MAX_LOCK))
        self._save()

    def _take(self, data) -> None:
        """Adopt a parsed lockout file; ValueError if it is not one."""
        if not isinstance(data, dict):
            raise ValueError("not a lockout record")
        failures, rounds = data["failures"], data["rounds"]
        until, length = data["locked_until"], data["lock_seconds"]
        checked_number(failures, "failures", 0, MAX_FAILURES - 1, integer=True)
        checked_number(rounds, "rounds", 0, MAX_ROUNDS, integer=True)
        checked_number(until, "locked_until", 0, LATEST_TIME)
        checked_number(length, "lock_seconds", 0, MAX_LOCK)
        self.failures, self.rounds = failures, rounds
        self.locked_until, self.lock_seconds = float(until), float(length)

    def _save(self) -> None:
        if self.path is None:
            return
        data = {"failures": self.failures, "rounds": self.rounds,
                "locked_until": self.locked_until, "lock_seconds": self.lock_seconds}
        try:
            atomic_write_json(self.path, data)
        except OSError as exc:
            log.error("%s: cannot save the PIN lockout (%s); it holds until the kiosk "
                      "stops", self.path, exc.strerror or exc)
        self._seen = self._signature()

    def _clear_file(self) -> None:
        if self.path is None:
            return
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:
            log.error("%s: cannot clear the PIN lockout (%s)", self.path, exc.strerror or exc)
        self._seen = self._signature()


def unlock(folder: Path) -> str:
    """`menagerie --kiosk-unlock`: clear the lockout in the kiosk data folder `folder` by
    removing its file (OSError if impossible); returns what it did, in one line. A
    running kiosk notices on its next PIN pad and logs it."""
    lock = AdminLock(folder)
    try:
        lock._take(read_json_file(lock.path))
    except BadFile as exc:
        if exc.missing:
            return f"the admin PIN pad was not locked (no {lock.path})"
        was = f"its lockout file was damaged: {exc.problem}"
    except (ValueError, TypeError, KeyError):
        was = "its lockout file was damaged"
    else:
        left = lock.locked_for
        rounds = f"{lock.rounds} failed round{'s' if lock.rounds != 1 else ''}"
        was = (f"it was locked for {duration_text(left)} more, after {rounds}" if left > 0
               else f"it was not locked, {rounds} and {lock.failures} wrong PINs on record")
    lock.path.unlink(missing_ok=True)
    return f"the admin PIN pad is unlocked ({was}); {lock.path} removed"
