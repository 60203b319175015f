"""The README's picture of online play: the host's table beside two friends' screens.

    python tools/online_screens.py [OUT_DIR] [GAME]

Starts a nats-server on a free loopback port, hosts a game for 3 (Origami unless GAME
names another; seat 1 the host, seats 2 and 3 friends who join through their
invitations, each over its own NATS connection), plays a few moves, then saves the
host's table and each friend's table (online-host.png, online-guest-2.png,
online-guest-3.png) and the three side by side (online-three.png) in OUT_DIR
(docs/screenshots by default).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.rng import Rng  # noqa: E402
from scenes.shell.app import App, AppOptions  # noqa: E402
from scenes.online.guesttable import GuestTableScene  # noqa: E402
from scenes.online.service import OnlineService  # noqa: E402
from scenes.online.table import OnlineTableScene  # noqa: E402
from tools.online_bench import drain_log, free_port, start_server  # noqa: E402

MOVES = 7               # moves played before the pictures (the host is then to play)
GAP = 24


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    game_id = sys.argv[2] if len(sys.argv) > 2 else "origami"
    port = free_port()
    server = start_server("/usr/sbin/nats-server", port, [])
    drain_log(server)
    url = f"nats://127.0.0.1:{port}"
    app = App(AppOptions(headless=True, save_dir=Path(tempfile.mkdtemp()), lang="en"))
    try:
        app.settings.anim_speed = 4.0
        app.online = host = OnlineService.hosting(url, [1, 2], ["", "Zoé", "Léo"])
        friends = {seat: OnlineService.joining(host.host.invitation(seat), name, "", lang)
                   for seat, name, lang in ((1, "Zoé", "fr"), (2, "Léo", "en"))}
        while not all(host.host.room.seats[s].joined for s in friends):
            for friend in friends.values():
                friend.pump()
            host.pump()
            host.link.arrived.wait(0.05)
        table = OnlineTableScene(app, game_id, 3, ["human", "remote", "remote"], 12, {},
                                 save=False)
        host.host.room.names[0] = table.seat_name(0)
        host.host.start(table.match)
        app.stack.clear_to(table)
        app.stack.apply_pending()
        rng = Rng(5)
        while len(table.match.moves_json) < MOVES or table.match.current != 0:
            seat = table.match.current
            if seat == 0 and not table.layout.busy:
                moves = table.match.legal_moves(0)
                table.play(moves[rng.randbelow(len(moves))])
            elif seat in friends:
                guest = friends[seat].guest
                told = guest.seat.told
                if told and told.feed.current == seat and guest.seat.pending is None \
                        and told.feed.move_number == len(table.match.moves_json):
                    guest.move(told.paths[rng.randbelow(len(told.paths))],
                               time.monotonic())
            for friend in friends.values():
                friend.pump()
            app.step(1 / 60)
            app.frame += 1
        for _ in range(240):                         # the last move's animation lands
            for friend in friends.values():
                friend.pump()
            app.step(1 / 60)
            app.frame += 1
        friends[1].guest.react("well_played", time.monotonic())
        while not host.host.room.reactions:
            host.pump()
            host.link.arrived.wait(0.05)
        for _ in range(3):
            app.step(1 / 60)
            app.frame += 1
        shots = [app.screen.copy()]
        pygame.image.save(shots[0], str(out / "online-host.png"))
        own = app.settings.lang
        app.online = None                            # each friend's table, drawn in turn
        for seat, friend in friends.items():
            app.settings.lang = friend.guest.seat.lang
            guest = GuestTableScene(app, friend)
            app.stack.push(guest)
            for _ in range(240):                     # the friend's table catches up
                friend.pump()
                app.step(1 / 60)
                app.frame += 1
            shots.append(app.screen.copy())
            pygame.image.save(shots[-1], str(out / f"online-guest-{seat + 1}.png"))
            app.stack.pop()
            app.stack.apply_pending()
        app.settings.lang = own
        width = 640
        strip = pygame.Surface((3 * width + 2 * GAP, 360))
        strip.fill((34, 38, 46))
        for i, shot in enumerate(shots):
            strip.blit(pygame.transform.smoothscale(shot, (width, 360)), (i * (width + GAP), 0))
        pygame.image.save(strip, str(out / "online-three.png"))
        for friend in friends.values():
            friend.stop()
    finally:
        app.shutdown()
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
