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
import shutil
import statistics
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
from online_frames import (SERVER, cpu_seconds, drain_log, frame_budget,  # noqa: E402
                           free_port, guest_frames, start_server)

GAME = "animimix"
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


def report(mode: str, count: int, tables: list[Table], elapsed: float, cpu: float | None):
    lat = sorted(x * 1000 for t in tables for x in t.latencies)
    row = {"mode": mode, "tables": count, "moves": len(lat),
           "median_ms": round(statistics.median(lat), 2),
           "p95_ms": round(lat[int(0.95 * (len(lat) - 1))], 2),
           "moves_per_s": round(len(lat) / elapsed, 1),
           "server_cpu_pct": None if cpu is None else round(100 * cpu / elapsed, 1)}
    print(json.dumps(row), flush=True)
    return row


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
