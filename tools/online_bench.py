"""Online play at scale: many tables through one nats-server on loopback.

Each table is a host's room (seat 0 a friend, seat 1 a random bot, Animimix, replayed
with a new deal in the same room when a game ends) and a scripted guest that moves as soon as its view
says it is to play. Hosts share one NATS connection and guests another, in one process
(as many hosts and guests as tables would not fit this machine); every frame still goes
through the server, sealed. Reported per run: the tap-to-applied latency (the guest
seals and sends its move -> the host's match has played it), median and p95, the
moves per second, and the nats-server's CPU (user + system, % of one core) over the run.
"direct" hands the same frames from guest to host in the process, without a server:
the protocol's own cost, the floor of the NATS figures. "lan" is the direct path over
real sockets: the host's `/online` route (`DirectServer`) and one `DirectLink` per
guest, at most 4 tables (the route's limit of sockets from one address). "cluster" connects the hosts to
one node of a 2-node cluster and the guests to the other.

`--guest-frames N` measures the friend's side: its table (`GuestTableScene`, the game's
own table drawn from its feed) while it plays a game through the server.

`--frames N` measures instead the host's frame with a friend's seat: a headless App at
the table (Animimix, seat 1 a friend through the server, seat 2 a bot), the friend
played from the same thread between frames; each frame's update + draw is timed (wall
and the main thread's CPU), median and p99, against the budget of 8 ms.

    python tools/online_bench.py [--tables 1 10 100] [--moves 30] [--json FILE]
    python tools/online_bench.py --frames 1200
    python tools/online_bench.py --guest-frames 3000
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai import make_bot  # noqa: E402
from game.online.authority import HostRoom  # noqa: E402
from game.online.guest import GuestSeat  # noqa: E402
from game.online.direct import DirectLink  # noqa: E402
from game.online.keys import new_secret  # noqa: E402
from game.online.lan import DirectServer  # noqa: E402
from game.online.relay import SOCKETS_PER_ADDRESS  # noqa: E402
from game.online.transport import NatsLink, subject_down, subject_up  # noqa: E402
from game.rng import Rng  # noqa: E402
from game.match.match import REMOTE, Match  # noqa: E402

GAME = "animimix"
SERVER = "nats://127.0.0.1:{port}"
HOST_PACE = 30            # frames between the host bots' moves (--guest-frames)
LIMIT = 600.0           # seconds: a run that takes longer has stalled


class Table:
    """One room and its guest, counting the guest's moves and their latencies."""

    def __init__(self, number: int, seed: int) -> None:
        self.number, self.seed = number, seed
        self.rng = Rng(seed)
        self.sent_at: float | None = None
        self.latencies: list[float] = []
        self.secret = new_secret()
        self._deal()

    def _deal(self) -> None:
        self.seed += 1000
        self.match = Match(GAME, 2, [REMOTE, "random"], seed=self.seed)
        self.match.subscribe("move_played", self._played)
        self.room = HostRoom(self.match, self.secret, [0], ["Guest", "Bot"])
        self.guest = GuestSeat(self.room.invitation(0, "nats://bench"), name="Guest")

    def _played(self, match, entry) -> None:
        if entry.seat == 0 and self.sent_at is not None:
            self.latencies.append(time.perf_counter() - self.sent_at)
            self.sent_at = None

    def host_turn(self) -> bool:
        """Play the bot if it is to play (a new deal when the game is over)."""
        if self.match.is_over:
            self._deal()
            return True
        if self.match.current == 1:
            bot = make_bot("random", seed=len(self.match.moves_json))
            self.match.play(bot.choose(self.match.state))
            return True
        return False

    def guest_move(self) -> bytes | None:
        """The guest's move frame, if its view says it is to play and nothing is out."""
        told = self.guest.told
        if (self.sent_at is None and told and told.feed.current == 0
                and told.feed.move_number == len(self.match.moves_json) and told.paths):
            path = told.paths[self.rng.randbelow(len(told.paths))]
            self.sent_at = time.perf_counter()
            return self.guest.move(path, 0.0)
        return None


def run_direct(tables: list[Table], moves: int) -> float:
    start = time.perf_counter()
    while min(len(t.latencies) for t in tables) < moves:
        for table in tables:
            if table.guest.session is None:            # a new deal: the guest joins it
                joined = table.room.receive(table.guest.invitation.channel,
                                            table.guest.join(0.0))
                for out in joined:
                    table.guest.receive(out.data, 0.0)
            changed = table.host_turn()
            frame = table.guest_move()
            if frame is not None:
                table.room.receive(table.guest.invitation.channel, frame)
                changed = True
            if changed:
                for out in table.room.views():
                    table.guest.receive(out.data, 0.0)
    return time.perf_counter() - start


def run_nats(tables: list[Table], moves: int, host_url: str, guest_url: str) -> float:
    hosts = NatsLink(host_url, name="bench-hosts").start()
    guests = NatsLink(guest_url, name="bench-guests").start()
    hosts.subscribe("menagerie.*.up.*")
    guests.subscribe("menagerie.*.down.*")
    if not (hosts.connected.wait(60) and guests.connected.wait(60)):
        raise SystemExit("bench: the NATS server did not answer")
    for _ in range(600):          # the hosts' subscription is on the server (its own
        guests.publish(subject_up("0" * 24, "probe"), b"")     # connection: a race)
        if hosts.arrived.wait(0.1):
            break
    time.sleep(0.2)
    hosts.drain(10_000)
    try:
        return run_links(tables, moves, hosts, [guests], lambda table: guests)
    finally:
        hosts.close()
        guests.close()


def run_lan(tables: list[Table], moves: int) -> float:
    """The direct path: every table's room behind one `/online` route, a socket a guest."""
    served = DirectServer().start("127.0.0.1", 0)
    if not served.ready.wait(60) or not served.address:
        raise SystemExit(f"bench: no direct server ({served.error})")
    hosts = served.route.end()
    links = {}
    for table in tables:
        hosts.subscribe(subject_up(table.room.room, "*"))
        link = links[table.number] = DirectLink(served.url, name=f"bench-{table.number}")
        link.start().subscribe(subject_down(table.room.room, table.guest.invitation.channel))
    if not all(link.connected.wait(60) for link in links.values()):
        raise SystemExit("bench: a guest's socket did not open")
    try:
        return run_links(tables, moves, hosts, list(links.values()),
                         lambda table: links[table.number])
    finally:
        for link in links.values():
            link.close()
        served.stop()


def run_links(tables: list[Table], moves: int, hosts, guest_links: list, link_of) -> float:
    """Play until every table's guest made `moves` moves: the hosts' link carries all the
    rooms, `link_of(table)` is its guest's; returns the seconds taken."""
    by_room: dict[str, Table] = {}
    by_chan: dict[str, Table] = {}
    start = time.perf_counter()
    while min(len(t.latencies) for t in tables) < moves:
        if time.perf_counter() - start > LIMIT:
            raise SystemExit("bench: stalled")
        for subject, data in hosts.drain(512):
            _, room, _, chan = subject.split(".")
            table = by_room.get(room)
            if table is not None:
                for out in table.room.receive(chan, data):
                    hosts.publish(subject_down(room, out.channel), out.data)
                for out in table.room.views():
                    hosts.publish(subject_down(room, out.channel), out.data)
        for subject, data in (item for link in guest_links for item in link.drain(512)):
            table = by_chan.get(subject.rpartition(".")[2])
            if table is not None:
                table.guest.receive(data, 0.0)
        for table in tables:
            if table.host_turn():
                for out in table.room.views():
                    hosts.publish(subject_down(table.room.room, out.channel), out.data)
            if table.guest.session is None:            # a new deal: the guest joins it
                by_room[table.room.room] = table
                by_chan[table.guest.invitation.channel] = table
                link_of(table).publish(subject_up(table.room.room,
                                                  table.guest.invitation.channel),
                                       table.guest.join(0.0))
            frame = table.guest_move()
            if frame is not None:
                link_of(table).publish(subject_up(table.room.room,
                                                  table.guest.invitation.channel), frame)
        hosts.arrived.wait(0.002)
        hosts.arrived.clear()
    return time.perf_counter() - start


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


def report(mode: str, count: int, tables: list[Table], elapsed: float, cpu: float | None):
    lat = sorted(x * 1000 for t in tables for x in t.latencies)
    row = {"mode": mode, "tables": count, "moves": len(lat),
           "median_ms": round(statistics.median(lat), 2),
           "p95_ms": round(lat[int(0.95 * (len(lat) - 1))], 2),
           "moves_per_s": round(len(lat) / elapsed, 1),
           "server_cpu_pct": None if cpu is None else round(100 * cpu / elapsed, 1)}
    print(json.dumps(row), flush=True)
    return row


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, nargs="+", default=[1, 10, 100])
    parser.add_argument("--moves", type=int, default=30, help="guest moves per table")
    parser.add_argument("--json", help="write the rows here too")
    parser.add_argument("--frames", type=int, help="measure the host's frame instead")
    parser.add_argument("--guest-frames", type=int, help="measure the guest's table's frame")
    args = parser.parse_args()
    binary = shutil.which("nats-server") or "/usr/sbin/nats-server"
    if args.frames:
        frame_budget(binary, args.frames)
        return
    if args.guest_frames:
        guest_frames(binary, args.guest_frames)
        return
    rows = []
    for count in args.tables:
        tables = [Table(i, i) for i in range(count)]
        rows.append(report("direct", count, tables, run_direct(tables, args.moves), None))
        if count <= SOCKETS_PER_ADDRESS:
            tables = [Table(i, i) for i in range(count)]
            rows.append(report("lan", count, tables, run_lan(tables, args.moves), None))
        port = free_port()
        server = start_server(binary, port, [])
        drain_log(server)
        try:
            tables = [Table(i, i) for i in range(count)]
            before = cpu_seconds([server.pid])
            elapsed = run_nats(tables, args.moves, SERVER.format(port=port),
                               SERVER.format(port=port))
            rows.append(report("nats", count, tables, elapsed,
                               cpu_seconds([server.pid]) - before))
        finally:
            server.terminate()
            server.wait()
        ports = [free_port() for _ in range(4)]
        one = start_server(binary, ports[0], ["--cluster_name", "b", "--cluster",
                                              f"nats://127.0.0.1:{ports[1]}"])
        two = start_server(binary, ports[2], ["--cluster_name", "b", "--cluster",
                                              f"nats://127.0.0.1:{ports[3]}", "--routes",
                                              f"nats://127.0.0.1:{ports[1]}"])
        try:
            for line in two.stderr:
                if "Route connection created" in line:
                    break
            drain_log(one)
            drain_log(two)
            tables = [Table(i, i) for i in range(count)]
            before = cpu_seconds([one.pid, two.pid])
            elapsed = run_nats(tables, args.moves, SERVER.format(port=ports[0]),
                               SERVER.format(port=ports[2]))
            rows.append(report("cluster", count, tables, elapsed,
                               cpu_seconds([one.pid, two.pid]) - before))
        finally:
            for process in (one, two):
                process.terminate()
                process.wait()
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
