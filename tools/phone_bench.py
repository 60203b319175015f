"""Phones on loopback against the real App: tap latency and the frame budget.

    python tools/phone_bench.py --game animalia --phones 6 --frames 3600

A headless App (paced at 60 frames a second, as on a TV) opens the couch join screen
with phones on, `--phones` simulated phones join over WebSocket on 127.0.0.1 (a process
of their own), take every seat, and play: at their turn each waits `--think` seconds,
then taps a seeded random legal step. It reports:
- tap latency: from the phone's send to the frame loop handling the step (where the step
  is checked and a finished move goes to `Match.play`), median and p95, in ms;
- the frames of the table scene while the phones are connected (p50, p95, p99, max, ms),
  from the second frame after the scene change (that one draws the table's warm-up,
  as it does without phones): wall time, and the frame thread's own CPU time (without
  the waits for the GIL or the processor that the server thread, the simulated phones
  and the machine's other work cause); and the hub's share.
`--phones 0` runs the same paced loop on a table of bots, for comparison.
Not a test: it runs on the wall clock.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiohttp  # noqa: E402

from game.rng import Rng  # noqa: E402
from scenes.shell.app import App  # noqa: E402
from scenes.shell.framestats import percentile  # noqa: E402
from scenes.join import JoinScene  # noqa: E402
from game.match.options import AppOptions  # noqa: E402
from scenes.phone.service import phone_service  # noqa: E402

FRAME = 1 / 60


def run_phones(url: str, token: str, count: int, think: float, seed: int, seated,
               over, stop) -> None:
    """Simulated phones (a process of their own, so that they take no time from the
    frame loop's interpreter): join, claim, and tap a random step at each turn. Each
    step carries its send time (`time.perf_counter`, the same clock in every process)."""
    rng = Rng(seed)
    host = url.split("//", 1)[1].rstrip("/")
    if hasattr(os, "nice"):
        os.nice(19)     # real phones are other machines: the simulation yields the processor

    async def phone(n: int) -> None:
        # Each phone from an address of its own (127.0.0.2, .3...: loopback on Linux), as
        # real phones are: the server takes at most a few sockets from one address.
        connector = aiohttp.TCPConnector(local_addr=(f"127.0.0.{2 + n}", 0))
        async with aiohttp.ClientSession(connector=connector) as session:
            await play(session, n)

    async def play(session, n: int) -> None:
        ws = await session.ws_connect(f"http://{host}/ws", headers={"Origin": f"http://{host}"})
        await ws.send_json({"type": "hello", "join": token, "lang": "en"})
        claimed = False
        while not stop.is_set():
            try:
                message = await ws.receive(timeout=0.5)
            except asyncio.TimeoutError:
                continue
            if message.type != aiohttp.WSMsgType.TEXT:
                break
            data = message.json()
            kind = data["type"]
            if kind == "lobby" and not claimed:
                await ws.send_json({"type": "claim", "seat": None, "name": f"Phone {n + 1}"})
                claimed = True
            elif kind == "seated":
                with seated.get_lock():
                    seated.value += 1
            elif kind == "state" and data["your_turn"] and data["steps"]:
                await asyncio.sleep(think)
                step = rng.choice(data["steps"])["step"]
                await ws.send_json({"type": "step", "step": step, "move": data["move"],
                                    "chosen": len(data["chosen"]), "sent": time.perf_counter()})
            elif kind == "over":
                over.set()
        await ws.close()

    async def all_phones() -> None:
        await asyncio.gather(*(phone(n) for n in range(count)), return_exceptions=True)

    asyncio.run(all_phones())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="animalia")
    parser.add_argument("--phones", type=int, default=6,
                        help="0: the same table with bots only, for comparison")
    parser.add_argument("--players", type=int, default=6, help="with --phones 0")
    parser.add_argument("--frames", type=int, default=3600)
    parser.add_argument("--think", type=float, default=0.25, help="seconds before each tap")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        app = App(AppOptions(headless=True, save_dir=Path(folder), lang="en", bot_process=False))
        app.settings.anim_speed = 1.0
        service = phone_service(app)
        service.host, service.port = "127.0.0.1", 0
        join = JoinScene(app)
        app.stack.clear_to(join)
        app.stack.apply_pending()
        join.game_index = [g.id for g in join.games].index(args.game)
        join._fit_players()
        join.phones.toggle()
        hub = app.phones.hub
        latencies: list[float] = []
        handle = hub._step

        def timed_step(sock, data):                    # the tap reaches the frame loop
            sent = data.get("sent")
            if isinstance(sent, float):
                latencies.append((time.perf_counter() - sent) * 1000.0)
            handle(sock, data)
        hub._step = timed_step
        pump_ms = [0.0]
        pump = hub.pump

        def timed_pump():
            begin = time.perf_counter()
            pump()
            pump_ms[0] = (time.perf_counter() - begin) * 1000.0
        hub.pump = timed_pump
        pumps: list[float] = []
        table_cpu: list[float] = []

        clock_next = time.perf_counter()
        context = multiprocessing.get_context("spawn")
        seated, over, stop = context.Value("i", 0), context.Event(), context.Event()
        phones = None
        started = False
        table_frames: list[float] = []
        for frame in range(args.frames):
            begin, cpu = time.perf_counter(), time.thread_time()
            app.step(FRAME)
            took = (time.perf_counter() - begin) * 1000.0
            took_cpu = (time.thread_time() - cpu) * 1000.0
            app.frame += 1
            if args.phones == 0 and not started:           # the baseline: bots only
                from scenes.table.table import TableScene
                app.stack.replace(TableScene(app, args.game, args.players, ["easy"] * args.players,
                                             args.seed))
                started, first_table = True, app.frame + 2
            elif phones is None and hub.address is not None:
                phones = context.Process(target=run_phones, args=(
                    hub.base_url(), hub.join_token, args.phones, args.think, args.seed,
                    seated, over, stop), daemon=True)
                phones.start()
            if phones is not None and not started and seated.value >= args.phones > 0:
                join._start()
                started = True
                first_table = app.frame + 2      # the scene change (the table's warm-up)
            if started and app.frame > first_table and app.stack.top.name == "table":
                table_frames.append(took)
                table_cpu.append(took_cpu)
                pumps.append(pump_ms[0])
            if over.is_set():
                break
            clock_next += FRAME
            time.sleep(max(0.0, clock_next - time.perf_counter()))
        stop.set()
        if phones is not None:
            phones.join(5)
        app.shutdown()

    print(f"{args.phones} phones, {args.game}, {len(latencies)} taps, "
          f"{len(table_frames)} table frames")
    if latencies:
        ordered = sorted(latencies)
        print(f"tap -> frame loop: median {statistics.median(ordered):.1f} ms, "
              f"p95 {percentile(ordered, 95):.1f} ms, max {ordered[-1]:.1f} ms")
    if table_frames:
        ordered = sorted(table_frames)
        print(f"table frames: p50 {statistics.median(ordered):.2f} ms, "
              f"p95 {percentile(ordered, 95):.2f} ms, p99 {percentile(ordered, 99):.2f} ms, "
              f"max {ordered[-1]:.2f} ms")
        ordered = sorted(table_cpu)
        print(f"table frames, the frame thread's own CPU time: p50 "
              f"{statistics.median(ordered):.2f} ms, p99 {percentile(ordered, 99):.2f} ms, "
              f"max {ordered[-1]:.2f} ms")
        ordered = sorted(pumps)
        print(f"of which the hub's pump: p50 {statistics.median(ordered):.2f} ms, "
              f"p99 {percentile(ordered, 99):.2f} ms, max {ordered[-1]:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
