"""A real nats-server on a free loopback port, and headless Ménagerie processes.

Everything waits on events (a log line of the server, a JSON line of a process) with
generous outer limits, never on the clock. Without the nats-server binary the tests
that need one are skipped, saying so (`.ci/run` installs it with apt).
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "scenes"))      # scene_helpers: step, make_app
NATS = shutil.which("nats-server") or next(
    (p for p in ("/usr/sbin/nats-server", "/usr/bin/nats-server") if os.path.exists(p)), None)
LIMIT = 300.0            # seconds: an outer limit for any one awaited event


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Lines:
    """The lines a process writes, read in a thread, awaited by the test."""

    def __init__(self, stream) -> None:
        self.queue: queue.Queue = queue.Queue()
        self.seen: list = []
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream) -> None:
        for line in stream:
            self.queue.put(line)
        self.queue.put(None)

    def wait(self, wanted, what: str):
        """The first new line for which `wanted(line)` is true (AssertionError at the
        process's end or after LIMIT seconds, naming `what`)."""
        while True:
            try:
                line = self.queue.get(timeout=LIMIT)
            except queue.Empty:
                raise AssertionError(f"no {what} within {LIMIT:.0f} s; saw {self.seen[-5:]}")
            if line is None:
                raise AssertionError(f"the process ended before {what}; saw {self.seen[-5:]}")
            self.seen.append(line)
            if wanted(line):
                return line


class NatsServer:
    """One nats-server process on loopback (optionally a cluster node)."""

    def __init__(self, tmp: Path, name: str = "n1", port: int | None = None,
                 cluster_port: int | None = None, routes: list[int] = ()) -> None:
        self.port = port or free_port()
        self.args = [NATS, "-a", "127.0.0.1", "-p", str(self.port), "-n", name]
        if cluster_port:
            self.args += ["--cluster_name", "menagerie", "--cluster",
                          f"nats://127.0.0.1:{cluster_port}"]
        if routes:
            self.args += ["--routes", ",".join(f"nats://127.0.0.1:{p}" for p in routes)]
        self.process = None
        self.start()

    @property
    def url(self) -> str:
        return f"nats://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.process = subprocess.Popen(self.args, stderr=subprocess.PIPE, text=True)
        self.log = Lines(self.process.stderr)
        self.log.wait(lambda line: "Server is ready" in line, "nats-server ready")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=LIMIT)


class Headless:
    """A `python -m game.online.headless` process and its JSON lines."""

    def __init__(self, *args: str) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "game.online.headless", *args], cwd=ROOT, env=env,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines = Lines(self.process.stdout)

    def wait(self, key: str, test=lambda value: True) -> dict:
        """The next JSON line that has `key` (and whose value passes `test`)."""
        def wanted(line: str) -> bool:
            data = json.loads(line)
            return key in data and test(data[key])
        return json.loads(self.lines.wait(wanted, repr(key)))

    def kill(self) -> None:
        if self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=LIMIT)

    def end(self) -> int:
        code = self.process.wait(timeout=LIMIT)
        self.process.stdout.close()
        return code


@pytest.fixture
def nats_server(tmp_path):
    """A started nats-server (stopped after the test)."""
    if NATS is None:
        pytest.skip("nats-server is not installed (apt-get install nats-server; "
                    ".ci/run does it)")
    servers = []

    def make(**kwargs) -> NatsServer:
        server = NatsServer(tmp_path, **kwargs)
        servers.append(server)
        return server

    make.free_port = free_port
    yield make
    for server in servers:
        server.stop()


@pytest.fixture
def processes():
    """Headless processes started by the test (killed after it)."""
    started: list[Headless] = []

    def spawn(*args: str) -> Headless:
        process = Headless(*args)
        started.append(process)
        return process

    yield spawn
    for process in started:
        process.kill()
