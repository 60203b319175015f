"""Headless online play: a host process or a guest process, for tests and the bench.

    python -m game.online.headless host --game animalia --seed 3 --server nats://...
        --save host.json [--resume] [--direct ADDRESS:PORT]
    python -m game.online.headless guest LINK --seed 5 [--pause-at N --pause-file F]
        [--path auto|direct|nats] [--direct http://ADDRESS:PORT]

The host plays 3 seats: seat 0 a person scripted by a seeded chooser, seat 1 a friend
(the invitation is printed as {"invite": LINK}), seat 2 a bot. The guest plays its seat
with a seeded chooser over its feed's paths; from move N on it waits while F exists
(the tests kill things at a known point). Both print one JSON object per line
(progress, then {"result": ...}); no pygame is imported. Lives beside the match
(game/match/match.py) until the match moves into game/.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from game import GameError
from game.data import read_json_file
from game.ai import make_bot
from game.online.authority import HostRoom
from game.online.guest import GuestSeat
from game.online.keys import InvitationError, new_secret, parse_link
from game.online.lan import PATHS, guest_link, host_link
from game.online.play import OnlineGuest, OnlineHost, save_host
from game.online.transport import NatsLink
from game.rng import Rng
from game.match.match import HUMAN, REMOTE, Match
from game.match.workers import bot_seed

FRIEND = 1
SEATS = [HUMAN, REMOTE, "random"]
LINGER = 20.0           # seconds the host waits, after the end, for the guest to see it
WAKE = 0.05             # seconds a loop waits for a frame before looking at its clocks


def say(**fields) -> None:
    print(json.dumps(fields, sort_keys=True), flush=True)


class LinkWatch:
    """Says when the link to the server is lost and when it is back."""

    def __init__(self, link: NatsLink) -> None:
        self.link, self.up = link, False

    def check(self) -> None:
        up = self.link.connected.is_set()
        if up != self.up:
            self.up = up
            say(link="back" if up else "lost", problem=self.link.problem)


def run_host(args) -> int:
    save = Path(args.save)
    if args.resume and save.exists():
        data = read_json_file(save)
        t = data["transcript"]
        secret, names, server = bytes.fromhex(data["secret"]), data["names"], data["server"]
        used = {int(k): v for k, v in data["used_joins"].items()}
        match = Match(t["game"], t["players"], SEATS, seed=t["seed"], options=t["options"],
                      moves=t["moves"])
    else:
        secret, names, server, used = new_secret(), ["Host", "Friend", "Bot"], args.server, {}
        match = Match(args.game, 3, SEATS, seed=args.seed)
    link, direct = host_link(args.servers or server, args.direct, name="host")
    room = HostRoom(match, secret, [FRIEND], names, used_joins=used)
    host = OnlineHost(room, link, server, direct)
    match.save_callback = lambda _m: save_host(save, host, {})
    save_host(save, host, {})
    say(invite=host.invitation(FRIEND).link(), room=room.room, resumed=match.resumed_moves)
    chooser = Rng(args.seed * 7 + 1)
    over_at, reported = None, -1
    watch = LinkWatch(link)
    while True:
        watch.check()
        host.poll()
        seat = match.current
        played = seat == 0 or (seat is not None and match.is_bot(seat))
        if seat == 0:
            paths = list(match.steps(0).paths)
            match.play(paths[chooser.randbelow(len(paths))])
        elif played:
            bot = make_bot(match.seats[seat], seed=bot_seed(match.seed, len(match.moves_json), seat))
            match.play(bot.choose(match.state))
        if len(match.moves_json) != reported:
            reported = len(match.moves_json)
            say(moves=reported)
        if match.is_over:
            over_at = over_at or time.monotonic()
            friend = room.seats[FRIEND]
            if friend.acked == len(match.moves_json) or time.monotonic() - over_at > LINGER:
                break
        if not played:                    # (the host's own moves go on without a pause)
            link.arrived.wait(WAKE)
            link.arrived.clear()
    host.poll()
    from game.transcript import result_summary
    say(result=result_summary(match.game, match.state, match.seed, match.moves_json),
        transcript=match.transcript(), refused=room.refused)
    link.close(wait=True)             # (the last frames go out before the process ends)
    return 0


def run_guest(args) -> int:
    try:
        invitation = parse_link(args.link)
    except InvitationError as exc:
        print(f"menagerie: {exc}", file=sys.stderr)
        return 2
    link = guest_link(invitation, args.path, name="guest", direct=args.direct,
                      servers=args.servers)
    guest = OnlineGuest(GuestSeat(invitation, name=args.name, animal="fox"), link)
    seat = guest.seat
    chooser = Rng(args.seed)
    chosen: list[int] = []
    watch = LinkWatch(link)
    paused = False
    while True:
        watch.check()
        now = time.monotonic()
        for message in guest.poll(now):
            if message["type"] == "error":
                say(refused=message["code"])
        told = seat.told
        if told and told.feed.is_over:
            break
        mine = told and told.feed.my_turn and seat.pending is None
        number = told.feed.move_number if told else -1
        if mine and args.pause_file and number >= args.pause_at \
                and Path(args.pause_file).exists():
            if not paused:
                say(paused=number)
            paused = True
        elif mine and told.paths:
            paths = told.paths
            chosen.append(number)
            say(chose=number)
            guest.move(paths[chooser.randbelow(len(paths))], now)
        link.arrived.wait(WAKE)
        link.arrived.clear()
    guest.sync(time.monotonic())          # the host waits to hear the end was seen
    say(result={"move_number": told.feed.move_number, "scores": told.scores,
                "winners": told.winners}, chosen=chosen, joins=seat.joins)
    link.close(wait=True)             # (the last frames go out before the process ends)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.online.headless")
    sub = parser.add_subparsers(dest="role", required=True)
    host = sub.add_parser("host")
    host.add_argument("--game", default="animalia")
    host.add_argument("--seed", type=int, default=1)
    host.add_argument("--server", default="nats://127.0.0.1:4222")
    host.add_argument("--save", required=True)
    host.add_argument("--resume", action="store_true")
    host.add_argument("--direct", default="", metavar="ADDRESS:PORT",
                      help="also serve the direct path there (--server '' for it alone)")
    guest = sub.add_parser("guest")
    guest.add_argument("link")
    guest.add_argument("--seed", type=int, default=1)
    guest.add_argument("--name", default="Friend")
    guest.add_argument("--pause-at", type=int, default=0)
    guest.add_argument("--pause-file", default="")
    guest.add_argument("--path", choices=PATHS, default="auto")
    guest.add_argument("--direct", default="", help="the host's web server (not the link's)")
    for p in (host, guest):
        p.add_argument("--servers", nargs="*", help="connect here instead (a cluster node)")
    args = parser.parse_args(argv)
    try:
        return run_host(args) if args.role == "host" else run_guest(args)
    except (GameError, OSError, ValueError) as exc:
        print(f"menagerie: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
