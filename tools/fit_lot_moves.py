"""Fit Animalia's searcher_lot_weights to hard's deep search at lot decisions.

    nice -n 10 python tools/fit_lot_moves.py collect --deals 231 232 233 234 \
        --positions 300 --out lots_a.jsonl &
    nice -n 10 python tools/fit_lot_moves.py collect --deals 235 236 237 238 \
        --positions 300 --out lots_b.jsonl &
    python tools/fit_lot_moves.py fit lots_a.jsonl lots_b.jsonl

`collect`: six of OpenSpiel's ISMCTS (tools/ismcts_anchor.py's anchor, 100 simulations,
the positions of tools/rival_agreement.py) play the deals; at their first `--positions`
lot decisions with a choice, in deal order, hard (with the knowledge it has at that
table) searches `--iterations` iterations, seeded 7000 + the position's number. Each
position is a JSON line: the parts of every move (weighted_take's: haul, cards taken,
elegance, thief, spy, prankster, and whether it passes), hard's root visits and the
anchor's move. A file that already holds positions of the same run is continued.

`fit`: a softmax over the seven parts, fitted to the visit shares (cross-entropy, with
an L2 pull of PULL toward the heuristic's own weights, take_gain's), on every file;
then, for each file, the same fit on the others, and how often the best move by each
fit and by take_gain's weights is hard's most visited (and the anchor's) on the file
held out. The weights it prints are what `--set searcher_lot_weights=...` takes.
A tool, not a test: it needs open_spiel, which the game does not.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tools"))

from game.ai import make_bot  # noqa: E402
from game.ai.animalia_values import (ELEGANCE_WEIGHT, POWER_VALUE, SLOT_VALUE,  # noqa: E402
                                     residue_of, weighted_take)
from game.animalia.moves import Take  # noqa: E402

PARTS = ("haul", "taken", "elegance", "thief", "spy", "prankster", "pass")
HEURISTIC = (1.0, -SLOT_VALUE, ELEGANCE_WEIGHT) + POWER_VALUE + (0.0,)
PULL = 0.01
STEPS = 3000
SEED = 7000


def move_parts(state, move, residue: int) -> list[float]:
    """The seven parts of a lot move: each is weighted_take with one weight at 1."""
    if type(move) is not Take:
        return [0.0] * 6 + [1.0]
    return [weighted_take(state, move.collection, residue,
                          tuple(1.0 if i == k else 0.0 for i in range(6))) for k in range(6)] \
        + [0.0]


def collect(args) -> int:
    import pyspiel
    from rival_agreement import anchor_positions

    run = {"deals": args.deals, "iterations": args.iterations}
    done = 0
    if os.path.exists(args.out):
        with open(args.out) as old:
            lines = [json.loads(line) for line in old if line.strip()]
        if any(line["run"] != run for line in lines):
            print(f"fit_lot_moves: {args.out} holds another run", file=sys.stderr)
            return 2
        done = len(lines)
    found = [f for f in anchor_positions(pyspiel, "animalia", 6, args.deals)
             if f[0].phase_name() == "lot"][:args.positions]
    with open(args.out, "a") as out:
        for i in range(done, len(found)):
            state, moves, anchor = found[i]
            bot = make_bot("hard", SEED + i)
            bot.choose(state, iterations=args.iterations)
            visits = bot.last_info.get("visits", {})
            residue = residue_of(state, state.holder)
            out.write(json.dumps({"run": run, "i": i,
                                  "parts": [move_parts(state, m, residue) for m in moves],
                                  "visits": [visits.get(m, 0) for m in moves],
                                  "anchor": moves.index(anchor)}) + "\n")
            out.flush()
            print(i + 1, "of", len(found), file=sys.stderr, flush=True)
    return 0


def load(path: str) -> list:
    """(parts matrix, visit shares, anchor's move) of every position in a file."""
    out = []
    with open(path) as lines:
        for line in lines:
            if line.strip():
                row = json.loads(line)
                visits = np.array(row["visits"], float)
                out.append((np.array(row["parts"]), visits / visits.sum(), row["anchor"]))
    return out


def fitted(rows: list, start=HEURISTIC) -> np.ndarray:
    """Softmax weights by Adam on the mean cross-entropy plus PULL toward `start`."""
    w0 = np.array(start)
    w, m, v = w0.copy(), np.zeros(len(w0)), np.zeros(len(w0))
    for t in range(1, STEPS + 1):
        g = 2 * PULL * (w - w0)
        for parts, shares, _ in rows:
            s = parts @ w
            p = np.exp(s - s.max())
            g -= parts.T @ (shares - p / p.sum()) / len(rows)
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g * g
        w -= 0.01 * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-8)
    return w


def agreement(w, rows: list) -> dict:
    """How often the best move by `w` is hard's most visited, and the anchor's."""
    best = [int(np.argmax(parts @ np.asarray(w))) for parts, _, _ in rows]
    return {"hard": round(sum(b == int(np.argmax(s)) for b, (_, s, _) in zip(best, rows))
                          / len(rows), 3),
            "anchor": round(sum(b == a for b, (_, _, a) in zip(best, rows)) / len(rows), 3)}


def fit(args) -> int:
    groups = {path: load(path) for path in args.files}
    every = [row for rows in groups.values() for row in rows]
    weights = fitted(every)
    out = {"positions": len(every), "weights": [round(float(x), 3) for x in weights],
           "parts": PARTS, "held_out": {}}
    for path, rows in groups.items():
        if len(groups) > 1:
            rest = [row for other, r in groups.items() if other != path for row in r]
            out["held_out"][path] = {"positions": len(rows),
                                     "fitted": agreement(fitted(rest), rows),
                                     "take_gain": agreement(HEURISTIC, rows)}
    print(json.dumps(out))
    print("--set searcher_lot_weights=" + ",".join(f"{x:g}" for x in out["weights"]))
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    one = sub.add_parser("collect")
    one.add_argument("--deals", type=int, nargs="+", required=True)
    one.add_argument("--positions", type=int, default=300)
    one.add_argument("--iterations", type=int, default=2000)
    one.add_argument("--out", required=True)
    two = sub.add_parser("fit")
    two.add_argument("files", nargs="+")
    args = parser.parse_args(argv)
    if args.command == "collect":
        try:
            import pyspiel  # noqa: F401
        except ImportError as exc:
            print(f"fit_lot_moves: open_spiel is not installed ({exc}); pip install open_spiel",
                  file=sys.stderr)
            return 2
        return collect(args)
    try:
        return fit(args)
    except (OSError, ValueError, KeyError) as exc:
        print(f"fit_lot_moves: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
