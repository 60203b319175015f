"""Online play's frame budgets, and the nats-servers the benches start.

`frame_budget` times the host's table with a friend's seat played through a
nats-server; `guest_frames` times the friend's own table (`GuestTableScene`) while it
plays a game through the server. Both print a row of wall and CPU medians and p99s
against the 8 ms budget. Run through `tools/online_bench.py --frames N` or
`--guest-frames N`.
"""

from __future__ import annotations

import json
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai import make_bot  # noqa: E402
from game.match.match import Match  # noqa: E402
from game.online.authority import HostRoom  # noqa: E402
from game.online.guest import GuestSeat  # noqa: E402
from game.online.keys import new_secret  # noqa: E402
from game.online.transport import NatsLink  # noqa: E402
from game.rng import Rng  # noqa: E402

GAME = "animimix"
SERVER = "nats://127.0.0.1:{port}"
HOST_PACE = 30            # frames between the host bots' moves (--guest-frames)


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU seconds of processes so far (Linux /proc)."""
    total = 0.0
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_server(binary: str, port: int, extra: list[str]) -> subprocess.Popen:
    process = subprocess.Popen([binary, "-a", "127.0.0.1", "-p", str(port), *extra],
                               stderr=subprocess.PIPE, text=True)
    for line in process.stderr:
        if "Server is ready" in line:
            break
    return process


def drain_log(process: subprocess.Popen) -> None:
    """Keep reading a server's log so that it never blocks on a full pipe."""
    import threading
    threading.Thread(target=lambda: [None for _ in process.stderr], daemon=True).start()


def frame_budget(binary: str, frames: int) -> dict:
    """The host table's frame times with a friend seat played through the server."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import tempfile

    from game.online.play import OnlineGuest
    from scenes.shell.app import App, AppOptions
    from scenes.online.service import OnlineService
    from scenes.table.table import TableScene

    port = free_port()
    server = start_server(binary, port, [])
    drain_log(server)
    app = App(AppOptions(headless=True, save_dir=Path(tempfile.mkdtemp()), bot_process=True,
                         lang="en"))
    try:
        app.settings.anim_speed = 4.0
        url = SERVER.format(port=port)
        app.online = service = OnlineService.hosting(url, [1], ["Host", "Friend", "Bot"])
        friend = OnlineGuest(GuestSeat(service.host.invitation(1), name="Friend"),
                             NatsLink(url, name="friend").start())
        scene = TableScene(app, GAME, 3, ["easy", "remote", "easy"], 5, {}, save=False)
        service.host.start(scene.match)
        app.stack.clear_to(scene)
        app.stack.apply_pending()
        rng, wall, cpu, moved = Rng(3), [], [], 0
        for frame in range(frames):
            told = friend.seat.told
            if told and told.feed.current == 1 and friend.seat.pending is None and told.paths:
                friend.move(told.paths[rng.randbelow(len(told.paths))], time.monotonic())
                moved += 1
            friend.poll(time.monotonic())
            start, start_cpu = time.perf_counter(), time.thread_time()
            app.step(1 / 60)
            app.frame += 1
            wall.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            if scene.match.is_over:
                break
        friend.link.close()
    finally:
        app.shutdown()
        server.terminate()
        server.wait()
    return frame_row("host_frame", wall, cpu, moved)


def frame_row(mode: str, wall: list, cpu: list, moved: int) -> dict:
    """Frame times (ms, wall and the main thread's CPU): median and p99, printed."""
    wall, cpu = sorted(wall), sorted(cpu)
    row = {"mode": mode, "frames": len(wall), "friend_moves": moved,
           "median_ms": round(statistics.median(wall), 2),
           "p99_ms": round(wall[int(0.99 * (len(wall) - 1))], 2),
           "cpu_median_ms": round(statistics.median(cpu), 2),
           "cpu_p99_ms": round(cpu[int(0.99 * (len(cpu) - 1))], 2)}
    print(json.dumps(row), flush=True)
    return row


def guest_frames(binary: str, frames: int) -> dict:
    """The guest's table's frame times: the friend at seat 1 plays on the game's own
    table (GuestTableScene) through the server; the host (two random bots, one move
    every HOST_PACE frames) polls in the same thread between frames, untimed."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import tempfile

    from game.online.play import OnlineHost
    from scenes.online.guesttable import GuestTableScene
    from scenes.online.service import OnlineService
    from scenes.shell.app import App, AppOptions

    port = free_port()
    server = start_server(binary, port, [])
    drain_log(server)
    app = App(AppOptions(headless=True, save_dir=Path(tempfile.mkdtemp()), lang="en"))
    url = SERVER.format(port=port)
    match = Match(GAME, 3, ["random", "remote", "random"], seed=5)
    host = OnlineHost(HostRoom(match, new_secret(), [1], ["Host", "Friend", "Bot"]),
                      NatsLink(url, name="host").start(), url)
    rng, wall, cpu, moved = Rng(3), [], [], 0
    try:
        app.settings.anim_speed = 4.0
        app.online = OnlineService.joining(host.invitation(1), "Friend", "", "en")
        while app.online.guest.seat.told is None:
            host.poll()
            app.online.pump()
            app.online.link.arrived.wait(0.05)
        app.stack.clear_to(GuestTableScene(app, app.online))
        app.stack.apply_pending()
        table = app.stack.top
        for frame in range(frames):
            host.poll()
            if match.current in (0, 2) and frame % HOST_PACE == 0:
                bot = make_bot("random", seed=len(match.moves_json))
                match.play(bot.choose(match.state))
            elif table.aim is not None and frame % 10 == 0:
                steps = list(table.aim.next_steps())
                table.take_step(steps[rng.randbelow(len(steps))])
                moved += table.aim is None
            start, start_cpu = time.perf_counter(), time.thread_time()
            app.step(1 / 60)
            app.frame += 1
            wall.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            if table.match.is_over and not table.layout.busy:
                break
    finally:
        app.shutdown()
        host.link.close(wait=True)
        server.terminate()
        server.wait()
    return frame_row("guest_frame", wall, cpu, moved)
