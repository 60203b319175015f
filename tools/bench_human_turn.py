"""The frame budget on a human's turn: hover, glow, inspect, a move in several steps.

For each game, a headless table at 1920x1080 plays bots' moves up to a human turn,
then a scripted player moves the pointer over every target (each hover lifts a card,
holds it long enough for the inspector), presses the d-pad, opens the inspector with
its key, and makes the move step by step (a multi-step move where the game has one),
for FRAMES frames of 1/60 s. Every frame's update + draw time is measured; the report
gives the median, p99 and maximum per game, in wall-clock time and in the main
thread's CPU time (what the frame itself cost, without waiting for a shared core);
the budget: p99 <= 8 ms.

    python tools/bench_human_turn.py [--frames 1200] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game import GAME_IDS, load_game  # noqa: E402
from scenes.table.aim import CANCEL  # noqa: E402
from scenes.shell.app import App, AppOptions  # noqa: E402
from scenes.shell.input import Action, ActionEvent, PointerEvent  # noqa: E402
from scenes.table.table import TableScene  # noqa: E402

DT = 1 / 60
HOLD = 30                   # frames on each target: past the inspector's 0.4 s


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def bench(game_id: str, frames: int) -> dict:
    game = load_game(game_id)
    players = game.max_players
    with tempfile.TemporaryDirectory() as tmp:
        app = App(AppOptions(headless=True, save_dir=Path(tmp)))    # bots in their process
        app.settings.anim_speed = 4.0
        try:
            table = TableScene(app, game_id, players, ["human"] + ["easy"] * (players - 1),
                               seed=5)
            table.save_enabled = False
            app.stack.clear_to(table)
            app.stack.apply_pending()
            times: list[float] = []
            cpu: list[float] = []
            script = []
            frame = 0
            while len(times) < frames and frame < frames * 20:
                frame += 1
                if not script and table.aim is not None and not table.layout.busy \
                        and table.layers_settled():
                    script = plan(table)
                if script:
                    script.pop(0)()
                start, start_cpu = time.perf_counter(), time.thread_time()
                app.step(DT)
                app.frame += 1
                if table.aim is not None and app.stack.top is table:
                    times.append((time.perf_counter() - start) * 1000)
                    cpu.append((time.thread_time() - start_cpu) * 1000)
                if table.state.is_over:
                    break
            return {"frames": len(times), "median_ms": round(statistics.median(times), 2),
                    "p99_ms": round(percentile(times, 0.99), 2),
                    "max_ms": round(max(times), 2),
                    "cpu_median_ms": round(statistics.median(cpu), 2),
                    "cpu_p99_ms": round(percentile(cpu, 0.99), 2),
                    "cpu_max_ms": round(max(cpu), 2)}
        finally:
            app.shutdown()


def plan(table) -> list:
    """One human turn as frame actions: hover each target, d-pad, inspect, the move."""
    aim = table.aim
    steps: list = []
    for target in aim.targets()[:12]:
        pos = target.center
        steps.append(lambda pos=pos: table.pointer(PointerEvent("move", pos)))
        steps += [lambda: None] * HOLD
    for action in (Action.RIGHT, Action.LEFT, Action.DOWN, Action.UP):
        steps.append(lambda a=action: table.action(ActionEvent(a)))
        steps += [lambda: None] * 4
    steps.append(lambda: table.action(ActionEvent(Action.INSPECT)))
    steps += [lambda: None] * HOLD
    steps.append(lambda: table.action(ActionEvent(Action.INSPECT)))
    longest = max(aim.tree.moves, key=lambda m: len(aim.tree.follow(m)))
    for step in aim.tree.follow(longest):
        steps.append(lambda step=step: click_step(table, step))
        steps += [lambda: None] * HOLD
    return steps


def click_step(table, step) -> None:
    """Click the first target of `step` (or take it through the table if none shows)."""
    if table.aim is None:
        return
    for target in table.aim.targets():
        if target.step == step and target.step != CANCEL:
            table.pointer(PointerEvent("move", target.center))
            table.pointer(PointerEvent("up", target.center))
            return
    table.take_step(step)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1200)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    report = {game_id: bench(game_id, args.frames) for game_id in GAME_IDS}
    for game_id, row in report.items():
        print(f"{game_id:14} frames {row['frames']:5}  wall median {row['median_ms']:5.2f} "
              f"p99 {row['p99_ms']:5.2f} max {row['max_ms']:6.2f} ms · cpu median "
              f"{row['cpu_median_ms']:5.2f} p99 {row['cpu_p99_ms']:5.2f} "
              f"max {row['cpu_max_ms']:6.2f} ms")
    if args.json:
        args.json.write_text(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
