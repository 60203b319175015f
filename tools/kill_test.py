"""Kill test: `kill -9` the client at random moments of a game, N times in a row.

Each round starts `main.py --headless` (a new bot game with --play, or --resume when a
save exists), waits a random 1-4 s, then SIGKILLs it. After every kill the save must be
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
        proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--headless",
                                 "--save-dir", str(folder)] + args, cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        time.sleep(rng.uniform(1.0, 4.0))
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
        moves = json.loads(save.read_text())["moves"]
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
