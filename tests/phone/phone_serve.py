"""A phone server with its hub in a process of its own, under a file limit (the overload
test's TV): `python phone_serve.py LIMIT`.

It lowers RLIMIT_NOFILE to LIMIT, starts the server thread on 127.0.0.1 (any port) as
the app does, prints one JSON line {"port", "join"}, then pumps the hub like a frame
loop; when a phone holds seat 0 it starts an Animimix match (seats: that phone, two
bots). It ends when its standard input closes. Log lines go to standard error.
"""

from __future__ import annotations

import json
import logging
import os
import resource
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from phone_helpers import FakeWorker, Host, text_renderer  # noqa: E402

from game.records.config import Settings  # noqa: E402
from game.match.match import Match  # noqa: E402
from scenes.phone.hub import PhoneHub  # noqa: E402
from scenes.phone.server import PhoneServer  # noqa: E402

FRAME = 0.005       # seconds between two pumps


def main() -> None:
    limit = int(sys.argv[1])
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    server = PhoneServer()
    hub = PhoneHub(server, text_renderer(), Settings(lang="en"))
    host = Host("animimix", 3)
    host.phones = set()
    hub.open_join(host)
    server.start("127.0.0.1", 0)
    done = threading.Event()
    threading.Thread(target=lambda: (sys.stdin.read(), done.set()), daemon=True).start()
    told = False
    while not done.is_set():
        hub.pump()
        if hub.address is not None and not told:
            print(json.dumps({"port": hub.address[1], "join": hub.join_token}), flush=True)
            told = True
        if 0 in hub.seats and hub.match is None:
            match = Match("animimix", 3, ["remote", "easy", "easy"], 3, worker=FakeWorker())
            hub.close_join(keep_seats=True)
            hub.attach(match)
        time.sleep(FRAME)
    server.stop()


if __name__ == "__main__":
    main()
