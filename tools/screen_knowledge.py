"""Screen a change of a game's bot knowledge: one seat plays it, the others play hard
(or medium).

    python tools/screen_knowledge.py --game high_society --players 3 --deals 60 \
        --iterations 300 --set playout_depth=none
    python tools/screen_knowledge.py --game high_society --players 3 --deals 60 \
        --iterations 300 --set prune_adds=true --paired

A cheap first look at a candidate for a stronger bot (docs/bots.md, "Measuring a
change"), before any 500-game tournament. Every seat is the `hard`
search bot (exact endgames included) on an iteration budget; the candidate's seat uses
a copy of hard's Knowledge with the `--set` attributes changed (a cut-off, a noise,
an option: any plain attribute of that Knowledge) and may get its own budget
(`--candidate-iterations`, to give it the time its change costs). Where hard thinks
with other settings at the table's size (`Knowledge.for_table`: Animalia at six), the
candidate starts from those and the `--set`s go on top. Seats are rotated
over the same deals. The JSON on stdout gives the candidate's `returns()` share with a
Wilson 95% interval and its thinking time over a plain seat's.

`--paired` plays every game a second time with plain hard in the candidate's seat, same
seeds: the mean difference of the two shares (with its standard error) tells a small
effect apart with far fewer games, since where both play alike the game ends alike.
It also gives the mean paired difference of the seat's final margin (its score minus
the best rival's), which still tells games apart at many seats, where most shares of
both are 0.

`--opponents medium` seats medium bots (the tournament's, on --iterations) around the
candidate instead of hard: the candidate's games are `python -m game tournament
--pairs hard:medium` games, and its paired control is plain hard on the candidate's
budget.
"""

from __future__ import annotations

import argparse
import copy
import json
import statistics
import sys
import time
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game import GAME_IDS, load_game  # noqa: E402
from game.ai.bots import SearchBot  # noqa: E402
from game.ai.knowledge import Knowledge, hard_knowledge  # noqa: E402
from generic_mcts import rotate_seats  # noqa: E402


class ScreenError(ValueError):
    """A --set that names no plain attribute of the game's Knowledge, or a bad value."""


def parse_value(text: str, current, optional: bool = False, decimal: bool = False):
    """`text` as the type of the attribute's current value; "none" where the attribute
    may be None (`optional`, or None now: then a whole number, or any number where its
    annotation says float, `decimal`)."""
    word = text.strip().lower()
    if word == "none" and (optional or current is None):
        return None
    if isinstance(current, bool):
        if word not in ("true", "false"):
            raise ScreenError(f"{text!r} is not true or false")
        return word == "true"
    if current is None and decimal:
        try:
            return float(word)
        except ValueError:
            raise ScreenError(f"{text!r} is not a number or none") from None
    if current is None or isinstance(current, int):
        try:
            return int(word)
        except ValueError:
            raise ScreenError(f"{text!r} is not a whole number or none") from None
    if isinstance(current, float):
        try:
            return float(word)
        except ValueError:
            raise ScreenError(f"{text!r} is not a number") from None
    raise ScreenError(f"an attribute holding {type(current).__name__} cannot be set here")


def candidate_knowledge(game_id: str, settings: list[str],
                        players: int | None = None) -> Knowledge:
    """A copy of hard's Knowledge for the game with each NAME=VALUE of `settings`
    applied; given `players`, of the one hard thinks with at that table (for_table),
    so that a setting is never overridden there by its crowd_overrides."""
    knowledge = copy.copy(hard_knowledge(game_id))
    if players is not None:
        knowledge = copy.copy(knowledge.for_table(players))
        knowledge.crowd_seats = None
    for item in settings:
        name, sep, value = item.partition("=")
        name = name.strip()
        current = getattr(knowledge, name, ScreenError)
        if not sep or name.startswith("_") or current is ScreenError or callable(current):
            raise ScreenError(f"--set {item!r}: not NAME=VALUE for a plain attribute of "
                              f"{type(knowledge).__name__}")
        if name.startswith("searcher_") and not knowledge.noisy_playouts:
            raise ScreenError(f"--set {item!r}: {type(knowledge).__name__}'s playouts "
                              "have no epsilon or noise to give the searcher")
        try:
            notes = [str(vars(k).get("__annotations__", {}).get(name, ""))
                     for k in type(knowledge).__mro__]
            setattr(knowledge, name, parse_value(value, current,
                                                 any("None" in n for n in notes),
                                                 any("float" in n for n in notes)))
        except ScreenError as exc:
            raise ScreenError(f"--set {item!r}: {exc}") from None
    return knowledge


class Played(NamedTuple):
    """One screened game: the candidate seat's share and thinking, and every move."""

    share: float
    seconds: float              # the candidate seat's thinking
    others_seconds: float       # a plain seat's thinking, on average
    moves: list
    margin: float               # the seat's final score minus the best rival's


def play_game(game_id: str, players: int, deal: int, seat: int, knowledge: Knowledge | None,
              iterations: int, candidate_iterations: int, opponents: str = "hard") -> Played:
    """One game with `knowledge` (None: plain hard) on `candidate_iterations` in `seat`,
    the `opponents` level in the others."""
    state = load_game(game_id).new_game(players, deal)
    bots = [SearchBot(deal * 1000 + s, "hard" if s == seat else opponents, None, None,
                      exact=s == seat or opponents == "hard",
                      knowledge=knowledge if s == seat else None) for s in range(players)]
    spent = [0.0] * players
    moves = []
    while not state.is_over:
        mover = state.current_player
        budget = candidate_iterations if mover == seat else iterations
        start = time.perf_counter()
        move = bots[mover].choose(state, iterations=budget)
        spent[mover] += time.perf_counter() - start
        moves.append(move)
        state.apply(move)
    others = [spent[s] for s in range(players) if s != seat]
    scores = state.scores()
    best_rival = max(x for s, x in enumerate(scores) if s != seat)
    return Played(state.returns()[seat], spent[seat], sum(others) / len(others), moves,
                  scores[seat] - best_rival)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=GAME_IDS)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1, help="first deal")
    parser.add_argument("--iterations", type=int, default=300, help="every plain seat's budget")
    parser.add_argument("--candidate-iterations", type=int, default=None,
                        help="the candidate's budget (default: --iterations)")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                        help="a Knowledge attribute of the candidate (repeatable)")
    parser.add_argument("--paired", action="store_true",
                        help="replay each game with plain hard in the candidate's seat")
    parser.add_argument("--opponents", choices=("medium", "hard"), default="hard",
                        help="the level of the other seats (default hard); with medium, "
                             "the paired control is plain hard on the candidate's budget")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error(f"--deals {args.deals}: play at least one deal")
    if args.iterations < 1 or (args.candidate_iterations or 1) < 1:
        parser.error("iteration budgets must be positive")
    game = load_game(args.game)
    players = args.players or game.min_players
    if not game.min_players <= players <= game.max_players:
        parser.error(f"{args.game} is for {game.min_players}-{game.max_players} players")
    try:
        knowledge = candidate_knowledge(args.game, args.set, players)
    except ScreenError as exc:
        parser.error(str(exc))
    budget = args.candidate_iterations or args.iterations
    times = [0.0, 0.0]
    diffs: list[float] = []
    margins: list[float] = []

    def play(deal: int, seat: int) -> float:
        played = play_game(args.game, players, deal, seat, knowledge, args.iterations, budget,
                           args.opponents)
        times[0] += played.seconds
        times[1] += played.others_seconds
        if args.paired:
            control_budget = args.iterations if args.opponents == "hard" else budget
            control = play_game(args.game, players, deal, seat, None, args.iterations,
                                control_budget, args.opponents)
            diffs.append(played.share - control.share)
            margins.append(played.margin - control.margin)
        return played.share

    result = rotate_seats(args.game, players, args.seed, args.deals, "candidate", play)
    summary = {"game": args.game, "players": players, "set": args.set,
               "opponents": args.opponents,
               "iterations": args.iterations, "candidate_iterations": budget,
               "games": result["games"], "candidate_share": result["share"],
               "wilson95": result["wilson95"], "fair_share": result["fair_share"],
               "deals": result["deals"],
               "time_over_plain": round(times[0] / times[1], 3) if times[1] else None}
    if args.paired:
        summary["paired"] = {
            "mean_difference": round(statistics.mean(diffs), 4),
            "standard_error": round(statistics.pstdev(diffs) / len(diffs) ** 0.5, 4),
            "pairs_with_equal_share": sum(d == 0 for d in diffs),
            "margin_difference": round(statistics.mean(margins), 4),
            "margin_standard_error": round(statistics.pstdev(margins) / len(margins) ** 0.5,
                                           4)}
    json.dump(summary, sys.stdout)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
