"""The screen's side of the bot worker: send a decision request, poll for the move.

One worker process is started once, at start-up ("spawn": about 40 ms plus imports),
and answers over a Pipe in tens of microseconds. `request()` returns at once; the
table scene calls `poll()` every frame, so bots never think on the frame. If the
worker dies it is restarted and the pending request sent again. If processes cannot
be started at all, a thread runs the same code (slower frames, but the game goes on).
"""

from __future__ import annotations

import multiprocessing
import threading
from queue import Empty, SimpleQueue

from scenes import botworker

RESTARTS = 3


class _ThreadWorker:
    """Fallback: the worker loop in a thread, with the Pipe API the client uses."""

    def __init__(self) -> None:
        self.inbox: SimpleQueue = SimpleQueue()
        self.outbox: SimpleQueue = SimpleQueue()
        self._ready = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        cache = botworker._Cache()
        while True:
            request = self.inbox.get()
            if request == botworker.STOP:
                return
            self.outbox.put(botworker.answer(cache, request))

    def send(self, request) -> None:
        self.inbox.put(request)

    def poll(self) -> bool:
        if self._ready is None:
            try:
                self._ready = self.outbox.get_nowait()
            except Empty:
                return False
        return True

    def recv(self):
        self.poll()
        value, self._ready = self._ready, None
        return value

    def alive(self) -> bool:
        return self.thread.is_alive()

    def close(self) -> None:
        self.inbox.put(botworker.STOP)


class BotClient:
    """Asks the worker for bot moves without blocking the frame."""

    def __init__(self, use_process: bool = True) -> None:
        self.use_process = use_process
        self.process = None
        self.conn = None
        self.thread: _ThreadWorker | None = None
        self.next_id = 0
        self.pending: tuple | None = None   # the request awaiting an answer
        self.restarts = 0
        self.mode = "none"
        self.start()

    def start(self) -> None:
        """Start the worker (a process, or a thread if processes are unavailable)."""
        if self.use_process:
            try:
                ctx = multiprocessing.get_context("spawn")
                parent, child = ctx.Pipe()
                self.process = ctx.Process(target=botworker.serve, args=(child,),
                                           name="menagerie-bots", daemon=True)
                self.process.start()
                child.close()
                self.conn = parent
                self.mode = "process"
                return
            except (OSError, RuntimeError, ValueError):
                self.process = None
        self.thread = _ThreadWorker()
        self.mode = "thread"

    def _alive(self) -> bool:
        if self.thread is not None:
            return self.thread.alive()
        return self.process is not None and self.process.is_alive()

    def request(self, transcript: dict, level: str, iterations: int | None = None,
                time_limit: float | None = None) -> int:
        """Ask for the move of the seat to play; returns the request id."""
        self.next_id += 1
        self.pending = ("choose", self.next_id, transcript, level, iterations, time_limit)
        self._send(self.pending)
        return self.next_id

    def _send(self, request: tuple) -> None:
        try:
            if self.thread is not None:
                self.thread.send(request)
            else:
                self.conn.send(request)
        except (BrokenPipeError, OSError, AttributeError):
            self._restart()

    def _restart(self) -> None:
        if self.restarts >= RESTARTS:
            self.use_process = False
        self.restarts += 1
        self.close()
        self.start()
        if self.pending is not None:
            self._send(self.pending)

    def poll(self):
        """None while thinking; then ("move", move_json) or ("error", message)."""
        if self.pending is None:
            return None
        source = self.thread if self.thread is not None else self.conn
        try:
            while source.poll():
                kind, request_id, payload = source.recv()
                if request_id == self.pending[1]:
                    self.pending = None
                    return (kind, payload)
        except (EOFError, OSError):
            self._restart()
            return None
        if not self._alive():
            self._restart()
        return None

    def cancel(self) -> None:
        """Forget the pending request (its answer will be ignored)."""
        self.pending = None

    def close(self) -> None:
        """Stop the worker."""
        if self.thread is not None:
            self.thread.close()
            self.thread = None
        if self.process is not None:
            try:
                self.conn.send(botworker.STOP)
            except (BrokenPipeError, OSError):
                pass
            self.process.join(timeout=1.0)
            if self.process.is_alive():
                self.process.kill()
                self.process.join(timeout=1.0)
            self.conn.close()
            self.process = None
            self.conn = None
