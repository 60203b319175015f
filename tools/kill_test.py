"""Kill test: `kill -9` the client at random moments of a game, N times in a row.

Each round starts `main.py --headless` (a new bot game with --play, or --resume when a
save exists), waits until the save holds a random 1-30 moves more than it held (the
first saved move of the round at least: a kill before it tests nothing, however slow
the machine), then SIGKILLs it a random 0-50 ms later, mid-move. After every kill the save must be
a transcript that `python -m game replay` accepts, and its moves must extend the moves
of the previous round's save (nothing saved is ever lost; the save is written after
every move, so a kill loses at most the move being played). The next round resumes it.

Usage: python tools/kill_test.py [ROUNDS] [SEED]  (prints a JSON summary; exit 1 on a failure).
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = ["--play", "high_society", "--players", "4", "--seats", "random,random,random,random"]
MORE_MOVES = (1, 30)      # the round is killed once the save holds this many more moves
LATE = 0.05               # then up to this many seconds later, to land mid-move
STALL = 300.0             # seconds without the awaited save: the round is a failure
POLL = 0.01
_pause = time.sleep       # between two looks at the save (the tests step it instead)


def saved_moves(save: Path) -> int:
    """How many moves the save holds (0 when there is none); the save is replaced
    atomically, so it is whole whenever it is read."""
    try:
        return len(json.loads(save.read_text(encoding="utf-8"))["moves"])
    except FileNotFoundError:
        return 0


def wait_for_moves(proc: subprocess.Popen, save: Path, wanted: int) -> bool:
    """Wait until the save holds `wanted` moves, or the game ended (its save, seen,
    is gone) or the program did; False if none of it comes within STALL seconds."""
    deadline = time.monotonic() + STALL
    seen = False
    while proc.poll() is None:
        held = saved_moves(save)
        if held >= wanted or (seen and not held):
            return True
        seen = seen or held > 0
        if time.monotonic() > deadline:
            return False
        _pause(POLL)
    return True


def run(rounds: int, seed: int) -> dict:
    """Kill and resume `rounds` times; returns the figures."""
    rng = random.Random(seed)
    folder = Path(tempfile.mkdtemp(prefix="kill-"))
    save = folder / "current_game.json"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    previous: list = []
    summary = {"rounds": 0, "valid_saves": 0, "resumed": 0, "new_games": 0,
               "finished_games": 0, "no_save_yet": 0, "failures": []}
    for index in range(rounds):
        resuming = save.exists()
        args = ["--resume"] if resuming else GAME + ["--seed", str(index)]
        wanted = len(previous) + rng.randint(*MORE_MOVES)
        proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--headless",
                                 "--save-dir", str(folder)] + args, cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if not wait_for_moves(proc, save, wanted):
            summary["failures"].append(f"round {index}: no move saved in {STALL:g} s")
        time.sleep(rng.uniform(0.0, LATE))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        summary["rounds"] += 1
        summary["resumed" if resuming else "new_games"] += 1
        if not save.exists():
            if resuming or previous:
                summary["finished_games"] += 1     # the game ended: its save was removed
            else:
                summary["no_save_yet"] += 1
            previous = []
            continue
        check = subprocess.run([sys.executable, "-m", "game", "replay", str(save)], cwd=ROOT,
                               capture_output=True, text=True, env=env, timeout=120)
        moves = json.loads(save.read_text(encoding="utf-8"))["moves"]
        if check.returncode != 0:
            summary["failures"].append(f"round {index}: replay refused: {check.stderr.strip()}")
        elif resuming and moves[:len(previous)] != previous:
            summary["failures"].append(f"round {index}: saved moves were lost")
        else:
            summary["valid_saves"] += 1
        previous = moves
    summary["stray_temp_files"] = len(list(folder.glob("*.tmp")))
    return summary


if __name__ == "__main__":
    from cli_args import whole_numbers
    n, s = whole_numbers(sys.argv[1:], (50, 1),
                         "usage: python tools/kill_test.py [ROUNDS [SEED]]  (whole numbers)")
    result = run(n, s)
    print(json.dumps(result, indent=1))
    sys.exit(1 if result["failures"] else 0)
