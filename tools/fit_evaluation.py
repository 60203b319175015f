"""Fit a game's cut-off evaluation to self-play outcomes (a conditional logit).

    python tools/fit_evaluation.py --game high_society --players 3 --games 600 --jobs 2
    python tools/fit_evaluation.py --game high_society --players 3 --games 600 --jobs 2 --write
    python tools/fit_evaluation.py --game origami --players 2 --games 400 --save-data o2.json
    python tools/fit_evaluation.py --game origami --players 2 --data o2.json --holdout 0.25

Self-play games between bots of one level (medium by default, seeds from --seed) give
positions and who won them. At every position the game's Knowledge gives each seat a
row of features (`eval_features`); the fit finds weights w so that a seat's chance to
win is exp(w . f_seat) / sum over seats of exp(w . f), by Newton's method with a small
L2 penalty, on the first games; the last `--holdout` share of games is kept out to
compare the fit with the hand-made estimate (`Knowledge.estimate`, normalised to sum
to one) and with the uniform guess. `--write` stores the weights, the features' names
and those figures in `game/ai/weights.json`, where `Knowledge.fitted_eval` finds them.
`--save-data FILE` also keeps the self-play positions, so that `--data FILE` can fit
them again (another holdout, or to `--write` a fit forgotten) without replaying.

The features are computed on the true state: in a search they are computed on
determinized ones, which a fit over many games cannot tell apart.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import multiprocessing
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import GAME_IDS, load_game  # noqa: E402
from game.__main__ import CliError, write_json_atomic  # noqa: E402
from game.ai import LEVEL_IDS, make_bot  # noqa: E402
from game.ai.knowledge import WEIGHTS_FILE, knowledge_for  # noqa: E402

L2 = 1e-3                  # penalty per weight, per position (features standardised)


def play(task: tuple) -> dict:
    """One self-play game: per recorded position, every seat's features and the hand
    estimate; at the end, returns()."""
    game_id, players, seed, level, iterations = task
    knowledge = knowledge_for(game_id)
    state = load_game(game_id).new_game(players, seed)
    bots = [make_bot(level, seed * 100 + s) for s in range(players)]
    features, estimates = [], []
    while not state.is_over:
        features.append(knowledge.eval_features(state))
        estimates.append(knowledge.estimate(state))
        state.apply(bots[state.current_player].choose(state, iterations=iterations))
    return {"seed": seed, "features": features, "estimates": estimates,
            "returns": state.returns()}


def arrays(games: list[dict]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(features [positions, seats, k], outcome shares [positions, seats], estimates
    [positions, seats]) over the games whose returns share out a win."""
    xs, ys, es = [], [], []
    for game in games:
        total = sum(game["returns"])
        if total <= 0:          # everyone out (an option): nothing to learn who wins
            continue
        share = [r / total for r in game["returns"]]
        for rows, estimate in zip(game["features"], game["estimates"]):
            xs.append(rows)
            ys.append(share)
            es.append(estimate)
    return np.array(xs, float), np.array(ys, float), np.array(es, float)


DATA_KEYS = ("game", "players", "level", "iterations", "seed", "features", "games")


def load_data(path: Path, game_id: str, players: int, features: tuple) -> dict:
    """Positions stored by --save-data; ValueError naming what is wrong with them."""
    try:
        data = json.loads(path.read_text())
    except OSError as exc:
        raise ValueError(f"{path}: cannot read it ({exc.strerror or exc})") from None
    except ValueError as exc:
        raise ValueError(f"{path}: not JSON ({exc})") from None
    if not isinstance(data, dict) or any(key not in data for key in DATA_KEYS):
        raise ValueError(f"{path}: not positions from --save-data (keys {', '.join(DATA_KEYS)})")
    if (data["game"], data["players"]) != (game_id, players):
        raise ValueError(f"{path}: positions of {data['game']} at {data['players']} players, "
                         f"not {game_id} at {players}")
    if tuple(data["features"]) != tuple(features):
        raise ValueError(f"{path}: features {data['features']} are not the Knowledge's "
                         f"{list(features)} (stale data: play again)")
    for game in data["games"]:
        if not isinstance(game, dict) or len(game.get("returns", ())) != players \
                or len(game.get("features", ())) != len(game.get("estimates", (None,))):
            raise ValueError(f"{path}: a game's record is damaged")
    return data


def probabilities(x: np.ndarray, w: np.ndarray) -> np.ndarray:
    """The conditional logit's win chances per position and seat."""
    u = x @ w
    u -= u.max(axis=1, keepdims=True)
    e = np.exp(u)
    return e / e.sum(axis=1, keepdims=True)


def fit(x: np.ndarray, y: np.ndarray, steps: int = 50) -> np.ndarray:
    """Weights maximising sum y log p - L2 n |w|^2 / 2 (Newton, on standardised
    features), returned for the raw features."""
    flat = x.reshape(-1, x.shape[2])
    scale = flat.std(axis=0)
    scale[scale == 0] = 1.0
    z = x / scale
    n, _, k = z.shape
    w = np.zeros(k)
    for _ in range(steps):
        p = probabilities(z, w)
        mean = np.einsum("ns,nsk->nk", p, z)
        grad = np.einsum("ns,nsk->k", y, z) - y.sum(axis=1) @ mean - L2 * n * w
        centred = z - mean[:, None, :]
        hess = -np.einsum("ns,nsk,nsl->kl", p, centred, centred) - L2 * n * np.eye(k)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w / scale


def scores(p: np.ndarray, y: np.ndarray) -> dict:
    """Mean log-loss (cross-entropy against the outcome shares) and how often the
    seat given the best chance won."""
    p = np.clip(p, 1e-9, 1.0)
    loss = float(-(y * np.log(p)).sum(axis=1).mean())
    top = p.argmax(axis=1)
    hit = float(y[np.arange(len(y)), top].mean())
    return {"log_loss": round(loss, 4), "top_pick_won": round(hit, 4)}


def play_all(args, start: float) -> list[dict]:
    """The self-play games, in seed order, on up to two processes."""
    tasks = [(args.game, args.players, args.seed + i, args.level, args.iterations)
             for i in range(args.games)]
    games = []
    # spawned, never forked: a fork of a process with threads (a test's) may inherit a
    # held lock or a SIGTERM handler, and the pool then waits for its worker forever
    with multiprocessing.get_context("spawn").Pool(max(1, min(args.jobs, 2))) as pool:
        for done, game_result in enumerate(pool.imap(play, tasks), 1):
            games.append(game_result)
            if done % 20 == 0 or done == len(tasks):
                print(f"{done}/{len(tasks)} games, {time.perf_counter() - start:.0f} s",
                      file=sys.stderr)
    return games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=GAME_IDS)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1, help="first game's seed")
    parser.add_argument("--level", default="medium", choices=LEVEL_IDS)
    parser.add_argument("--iterations", type=int, default=None,
                        help="the self-play bots' budget (default: the level's)")
    parser.add_argument("--holdout", type=float, default=0.2)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--write", action="store_true", help=f"store the fit in {WEIGHTS_FILE.name}")
    parser.add_argument("--save-data", type=Path, metavar="FILE",
                        help="also store the self-play positions (JSON), to fit again with --data")
    parser.add_argument("--data", type=Path, metavar="FILE",
                        help="fit positions stored by --save-data instead of playing")
    args = parser.parse_args(argv)
    game = load_game(args.game)
    if not game.min_players <= args.players <= game.max_players:
        parser.error(f"{args.game} is for {game.min_players}-{game.max_players} players")
    if args.games < 5 or not 0 < args.holdout < 1:
        parser.error("play at least 5 games and keep a holdout share between 0 and 1")
    knowledge = knowledge_for(args.game)
    if not knowledge.feature_names:
        parser.error(f"{args.game}: its Knowledge names no evaluation features")
    if args.iterations is None and args.level not in ("random", "easy"):
        from game.ai import LEVELS
        args.iterations = LEVELS[args.level].iterations
    if args.write:      # before any play: a file the fit cannot go into is said first
        try:
            stored = json.loads(WEIGHTS_FILE.read_text()) if WEIGHTS_FILE.exists() else {}
            stored.setdefault(args.game, {})
            if not isinstance(stored[args.game], dict):
                raise ValueError(f"{args.game!r} holds {type(stored[args.game]).__name__}")
        except (OSError, ValueError, AttributeError) as exc:
            parser.error(f"{WEIGHTS_FILE}: cannot add the fit to it ({exc}); left as it was")
    start = time.perf_counter()
    if args.data is not None:
        try:
            data = load_data(args.data, args.game, args.players, knowledge.feature_names)
        except ValueError as exc:
            parser.error(str(exc))
        games = data["games"]
        args.level, args.iterations, args.seed = data["level"], data["iterations"], data["seed"]
        args.games = len(games)
        if args.games < 5:
            parser.error(f"{args.data}: {args.games} games; at least 5 are needed")
    else:
        games = play_all(args, start)
        if args.save_data is not None:
            try:
                write_json_atomic(args.save_data, {
                    "game": args.game, "players": args.players, "level": args.level,
                    "iterations": args.iterations, "seed": args.seed,
                    "features": list(knowledge.feature_names), "games": games})
            except CliError as exc:     # the games are played: fit them all the same
                print(f"fit_evaluation: positions not kept: {exc}", file=sys.stderr)
    cut = len(games) - max(1, round(len(games) * args.holdout))
    x, y, _ = arrays(games[:cut])
    hx, hy, he = arrays(games[cut:])
    w = fit(x, y)
    hand = he / np.clip(he.sum(axis=1, keepdims=True), 1e-9, None)
    uniform = np.full_like(hy, 1.0 / args.players)
    summary = {
        "features": list(knowledge.feature_names),
        "weights": [round(float(v), 6) for v in w],
        "self_play": {"level": args.level, "iterations": args.iterations,
                      "seeds": [args.seed, args.seed + args.games - 1],
                      "fit_games": cut, "holdout_games": len(games) - cut,
                      "fit_positions": int(len(x)), "holdout_positions": int(len(hx))},
        "holdout": {"fitted": scores(probabilities(hx, w), hy),
                    "hand_estimate": scores(hand, hy), "uniform": scores(uniform, hy)},
        "seconds": round(time.perf_counter() - start, 1)}
    status = 0
    if args.write:
        stored[args.game][str(args.players)] = summary
        try:
            write_json_atomic(WEIGHTS_FILE, stored, pretty=True)
        except CliError as exc:     # the fit is still printed below
            print(f"fit_evaluation: the fit was not written: {exc}", file=sys.stderr)
            status = 1
    json.dump(summary, sys.stdout)
    print()
    return status


if __name__ == "__main__":
    sys.exit(main())
