"""A persistent bot worker process that the screen polls without ever blocking.

    worker = BotWorker()                      # spawn once, at start-up (~40 ms)
    rid = worker.submit(state, "hard", seed=7)
    ...each frame: reply = worker.poll(rid)   # None until the answer is there
    worker.cancel(rid)                        # e.g. the player left the table

The child is an isolated Python (`worker_command`) that runs this module's `main`: it
imports the engines and the bots, never pygame, and nothing from the current folder.
Messages are length-prefixed pickles over its stdin/stdout. Requests carry ids and are
self-contained (state, level, seed, budget), so a worker that dies is restarted and its
unanswered requests are sent again; if no process can be started at all, the same jobs
run in-process in slices of about 10 ms inside `poll`.
"""

from __future__ import annotations

import json
import os
import pickle
import queue
import struct
import subprocess
import sys
import threading
import time
from collections import deque
from pathlib import Path
from typing import NamedTuple

HEADER = struct.Struct(">I")
PACKAGE_ROOT = Path(__file__).resolve().parents[2]
INLINE_SLICE = 0.01            # seconds of in-process thinking per poll in fallback mode
MAX_RESTARTS = 3               # restarts before giving up on processes


class Reply(NamedTuple):
    """A worker's answer: the move (and reason for hints), or an error message."""

    id: int
    move: object
    reason: str | None
    info: dict
    error: str | None


class Request(NamedTuple):
    """One job: choose a move for a level, or suggest a move with a reason."""

    id: int
    kind: str                  # "choose" or "suggest"
    state: object
    level: str
    seed: int
    time_limit: float | None
    iterations: int | None
    lang: str


# -- the job, shared by the process and the in-process fallback ------------------------
def run_job(request: Request):
    """A generator doing the request's thinking in slices; it returns the Reply."""
    from game.ai import make_bot
    from game.ai.knowledge import knowledge_for

    level = "hard" if request.kind == "suggest" else request.level
    bot = make_bot(level, request.seed)
    move = yield from bot.thinking(request.state, request.time_limit, request.iterations)
    reason = None
    if request.kind == "suggest":
        state = request.state
        det = state.determinize(state.current_player, request.seed)
        reason = knowledge_for(state.game.id).reason(det, move, request.lang)
    info = {k: v for k, v in bot.last_info.items() if k != "visits"}
    return Reply(request.id, move, reason, info, None)


def _error_reply(request_id: int, exc: BaseException) -> Reply:
    return Reply(request_id, None, None, {}, f"{type(exc).__name__}: {exc}")


# -- framing ------------------------------------------------------------------------
def write_frame(stream, message) -> None:
    """Send one pickled message with its length."""
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(HEADER.pack(len(data)) + data)
    stream.flush()


def read_frame(stream):
    """Read one message; None at end of stream."""
    head = stream.read(HEADER.size)
    if len(head) < HEADER.size:
        return None
    (size,) = HEADER.unpack(head)
    data = stream.read(size)
    if len(data) < size:
        return None
    return pickle.loads(data)


# -- starting the child -------------------------------------------------------------
# `python -m game.ai.worker` would put the current folder first on sys.path, so a
# `game.py` there would replace the package. The child runs isolated (-I: no current
# folder, no PYTHON* variables, no user site) and is given its path explicitly.
BOOT = ("import sys, json; sys.path[:0] = json.loads(sys.argv[1]); "
        "from game.ai.worker import main; main()")


def worker_path() -> list[str]:
    """The child's extra sys.path: the package root, PYTHONPATH, then the parent's path.

    Empty entries and the current folder (unless it is the package root) are left out:
    they are what let a stray `game.py` take over.
    """
    here = os.path.abspath(os.getcwd())
    root = str(PACKAGE_ROOT)
    extra = os.environ.get("PYTHONPATH", "").split(os.pathsep)
    out: list[str] = []
    for entry in [root, *extra, *sys.path]:
        if not entry:
            continue
        entry = os.path.abspath(entry)
        if (entry == here and entry != root) or entry in out:
            continue
        out.append(entry)
    return out


def worker_command() -> list[str]:
    """The command line that starts a worker process, whatever the current folder holds."""
    return [sys.executable, "-I", "-c", BOOT, json.dumps(worker_path())]


# -- the parent side ------------------------------------------------------------------
class BotWorker:
    """Runs bot requests in a worker process (or in-process slices as a fallback)."""

    def __init__(self, use_process: bool = True) -> None:
        self._next_id = 1
        self._pending: dict[int, Request] = {}
        self._replies: dict[int, Reply] = {}
        self._lock = threading.Lock()
        self._proc: subprocess.Popen | None = None
        self._dead = threading.Event()
        self._restarts = 0
        self._inline_queue: deque[int] = deque()
        self._inline_job = None
        self._inline_id = None
        self.mode = "inline"
        if use_process:
            self._start()

    # -- public API -----------------------------------------------------------------
    def submit(self, state, level: str, seed: int = 0, time_limit: float | None = None,
               iterations: int | None = None, kind: str = "choose", lang: str = "en") -> int:
        """Queue a request; returns its id at once."""
        request = Request(self._next_id, kind, state.clone(), level, seed, time_limit,
                          iterations, lang)
        self._next_id += 1
        self._pending[request.id] = request
        self._send(request)
        return request.id

    def poll(self, request_id: int) -> Reply | None:
        """The reply if it has arrived, else None; never blocks for long."""
        if self.mode == "process" and self._dead.is_set():
            self._recover()
        if self.mode == "inline":
            self._inline_step()
        with self._lock:
            reply = self._replies.pop(request_id, None)
        if reply is not None:
            self._pending.pop(request_id, None)
        return reply

    def cancel(self, request_id: int) -> None:
        """Forget a request; the worker stops thinking about it."""
        self._pending.pop(request_id, None)
        with self._lock:
            self._replies.pop(request_id, None)
        if self.mode == "process":
            self._write(("cancel", request_id))
        elif self._inline_id == request_id:
            self._inline_job = self._inline_id = None

    def wait(self, request_id: int, timeout: float = 30.0) -> Reply | None:
        """Poll until the reply arrives or `timeout` passes (for scripts and tests)."""
        end = time.perf_counter() + timeout
        while time.perf_counter() < end:
            reply = self.poll(request_id)
            if reply is not None:
                return reply
            if self.mode == "process":
                time.sleep(0.002)
        return None

    def close(self) -> None:
        """Stop the worker process."""
        proc, self._proc = self._proc, None
        if proc is not None:
            try:
                write_frame(proc.stdin, ("quit",))
                proc.stdin.close()
                proc.wait(timeout=2)
            except (OSError, ValueError, subprocess.TimeoutExpired):
                proc.kill()

    @property
    def pid(self) -> int | None:
        """The worker process id (None in fallback mode)."""
        return self._proc.pid if self._proc is not None else None

    # -- process management ---------------------------------------------------------
    def _start(self) -> bool:
        try:
            proc = subprocess.Popen(worker_command(), stdin=subprocess.PIPE,
                                    stdout=subprocess.PIPE)
        except OSError:
            self.mode = "inline"
            return False
        self._proc = proc
        self._dead = threading.Event()
        reader = threading.Thread(target=self._reader, args=(proc, self._dead),
                                  daemon=True, name="bot-worker-reader")
        reader.start()
        self.mode = "process"
        return True

    def _reader(self, proc, dead: threading.Event) -> None:
        try:
            while True:
                message = read_frame(proc.stdout)
                if message is None:
                    break
                if message.id in self._pending:      # drop replies to cancelled requests
                    with self._lock:
                        self._replies[message.id] = message
        except (OSError, EOFError, pickle.UnpicklingError, AttributeError):
            pass
        dead.set()

    def _recover(self) -> None:
        """The process died: start another and resend what is unanswered."""
        old, self._proc = self._proc, None
        if old is not None:
            old.kill()
        self._restarts += 1
        if self._restarts > MAX_RESTARTS or not self._start():
            self.mode = "inline"
            self._inline_queue = deque(sorted(self._unanswered()))
            return
        for request_id in sorted(self._unanswered()):
            self._send(self._pending[request_id])

    def _unanswered(self) -> list[int]:
        with self._lock:
            return [rid for rid in self._pending if rid not in self._replies]

    def _send(self, request: Request) -> None:
        if self.mode == "process":
            self._write(("job", request))
        else:
            self._inline_queue.append(request.id)

    def _write(self, message) -> None:
        try:
            write_frame(self._proc.stdin, message)
        except (OSError, ValueError, AttributeError):
            self._dead.set()

    # -- in-process fallback --------------------------------------------------------
    def _inline_step(self) -> None:
        """Think for about INLINE_SLICE seconds on the oldest pending request."""
        end = time.perf_counter() + INLINE_SLICE
        while time.perf_counter() < end:
            if self._inline_job is None:
                while self._inline_queue and self._inline_queue[0] not in self._pending:
                    self._inline_queue.popleft()
                if not self._inline_queue:
                    return
                self._inline_id = self._inline_queue.popleft()
                self._inline_job = run_job(self._pending[self._inline_id])
            try:
                next(self._inline_job)
            except StopIteration as stop:
                self._finish_inline(stop.value)
            except Exception as exc:  # noqa: BLE001 - reported to the caller as a reply
                self._finish_inline(_error_reply(self._inline_id, exc))

    def _finish_inline(self, reply: Reply) -> None:
        with self._lock:
            self._replies[reply.id] = reply
        self._inline_job = self._inline_id = None


# -- the child side -------------------------------------------------------------------
def serve(inp, out) -> None:
    """The worker loop: run jobs in order, dropping cancelled ones between slices."""
    inbox: queue.Queue = queue.Queue()

    def read_all() -> None:
        while True:
            try:
                message = read_frame(inp)
            except (OSError, EOFError, pickle.UnpicklingError) as exc:
                print(f"bot worker: bad message ({exc})", file=sys.stderr)
                message = None
            inbox.put(message)
            if message is None:
                return

    threading.Thread(target=read_all, daemon=True).start()
    jobs: deque[Request] = deque()
    cancelled: set[int] = set()
    running = True

    def handle(message) -> None:
        nonlocal running
        if message is None or message[0] == "quit":
            running = False
        elif message[0] == "cancel":
            cancelled.add(message[1])
        elif message[0] == "job":
            jobs.append(message[1])

    while running:
        if not jobs:
            handle(inbox.get())
            continue
        request = jobs.popleft()
        if request.id in cancelled:
            continue
        job = run_job(request)
        try:
            while True:
                next(job)
                while not inbox.empty():
                    handle(inbox.get_nowait())
                if request.id in cancelled or not running:
                    break
        except StopIteration as stop:
            reply = stop.value
        except Exception as exc:  # noqa: BLE001 - sent back to the caller as an error reply
            reply = _error_reply(request.id, exc)
        else:
            continue
        try:
            write_frame(out, reply)
        except (OSError, ValueError):   # the client is gone (killed): leave quietly
            return


def main() -> None:
    """Entry point of the worker process (see `worker_command`)."""
    out = sys.stdout.buffer
    sys.stdout = sys.stderr          # nothing else may write on the message channel
    serve(sys.stdin.buffer, out)
    # The stdin reader is a daemon thread that may still hold stdin's lock: normal
    # interpreter shutdown then aborts ("Fatal Python error: _enter_buffered_busy").
    # Everything is done: flush and leave this worker process at once.
    try:
        out.flush()
        sys.stderr.flush()
    except (OSError, ValueError):     # the client is gone: nothing left to say
        pass
    os._exit(0)
