"""The headless command line: `python -m game list|cards|play|replay|score|bench|tournament`.

Every command prints one JSON document on stdout. Every error prints one line on stderr
naming the problem (file, field or move index) and exits non-zero, never a traceback
(set MENAGERIE_DEBUG=1 to see one for an internal error).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from game import GAME_IDS, load_game
from game.core import ERROR_LINE_CHARS, GameError, error_line, shown
from game.data import (BadFile, atomic_write_json, checked_number, output_problem,
                       read_json_file)
from game.transcript import Transcript, read_transcript, result_summary
from game.rng import Rng

EXIT_USAGE = 2
EXIT_INTERNAL = 3
UNSEARCHED = ("random", "easy")   # levels that take no iteration budget
BENCH_SECONDS = (0.01, 3600.0)   # --seconds per measurement batch: the range accepted
EXIT_PIPE = 141         # the reader closed the pipe early (`| head`), as a shell reports SIGPIPE


class CliError(Exception):
    """A user-facing error: printed as one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    """argparse that reports errors on one line instead of usage plus message."""

    def error(self, message: str) -> None:  # noqa: D401 - argparse API
        raise CliError(f"{self.prog}: {message}")


# -- commands -----------------------------------------------------------------------
def cmd_list(args) -> object:
    """The registered games."""
    out = []
    for game_id in GAME_IDS:
        game = load_game(game_id)
        out.append({"id": game.id, "name": game.name, "min_players": game.min_players,
                    "max_players": game.max_players})
    return out


def cmd_cards(args) -> object:
    """A game's card definitions."""
    return load_game(args.game).cards()


def parse_options(pairs: list[str]) -> dict:
    """--option key=value pairs; values that look like ints or booleans are converted."""
    options = {}
    for pair in pairs or []:
        if "=" not in pair:
            raise CliError(f"--option {shown(pair)}: expected key=value")
        key, value = pair.split("=", 1)
        options[key] = _convert(value)
    return options


def _convert(text: str):
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    try:
        return int(text)
    except ValueError:
        return text


def make_player(level: str, seed: int):
    """A bot of the given level; 'random' works even without the bot module."""
    try:
        from game.ai import make_bot
    except ImportError:
        make_bot = None
    if make_bot is not None:
        try:
            return make_bot(level, seed=seed)
        except (ValueError, KeyError) as exc:
            raise CliError(f"--bots: {exc}") from None
    if level != "random":
        raise CliError(f"--bots: level {level!r} needs the bot module (game.ai)")
    return _RandomPlayer(seed)


class _RandomPlayer:
    """Uniformly random legal moves, seeded (used only if game.ai is unavailable)."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, state, **_):
        return self.rng.choice(state.legal_moves())


def parse_seats(text: str | None, players: int, iterations: int | None) -> list[tuple]:
    """--bots 'hard:500,easy' (or one entry for every seat) -> [(level, budget), ...].

    A seat's budget is its `:N`, else --iterations N, else None (the level's own time
    limit). Levels without a search (random, easy) and their personalities take no
    budget."""
    entries = [e.strip() for e in text.split(",")] if text else ["random"]
    if len(entries) == 1:
        entries = entries * players
    if len(entries) != players:
        raise CliError(f"--bots: {len(entries)} levels given for {players} players")
    seats = []
    for entry in entries:
        level, sep, count = entry.partition(":")
        if sep and not (count.isdigit() and int(count) > 0):
            raise CliError(f"--bots: {shown(entry)}: expected LEVEL or LEVEL:ITERATIONS")
        budget = int(count) if sep else iterations
        if _level_of(level) in UNSEARCHED:
            if sep:
                raise CliError(f"--bots: {shown(entry)}: {level} does not search")
            budget = None
        seats.append((level, budget))
    return seats


def _level_of(kind: str) -> str:
    """The level of a --bots entry: a personality's level, else the entry itself."""
    try:
        from game.ai.personas import level_of
    except ImportError:
        return kind
    return level_of(kind)


def seat_text(level: str, budget: int | None) -> str:
    """A seat as --bots writes it: 'hard:500', or the bare level."""
    return level if budget is None else f"{level}:{budget}"


def cmd_play(args) -> object:
    """A whole game between bots."""
    game = load_game(args.game)
    if args.transcript and (problem := output_problem(args.transcript)):
        raise CliError(f"--transcript {args.transcript}: {problem}")
    options = parse_options(args.option)
    state = game.new_game(args.players, args.seed, options)
    if args.iterations is not None and args.iterations <= 0:
        raise CliError(f"--iterations {args.iterations}: must be a positive number")
    seats = parse_seats(args.bots, args.players, args.iterations)
    bots = [make_player(level, args.seed * 1000 + seat)
            for seat, (level, _) in enumerate(seats)]
    moves_json = []
    while not state.is_over:
        seat = state.current_player
        move = bots[seat].choose(state, iterations=seats[seat][1])
        state.apply(move)
        moves_json.append(game.move_to_json(move))
    if args.transcript:
        transcript = Transcript(game.id, args.players, args.seed,
                                game.resolve_options(options, args.players), moves_json)
        data = transcript.to_json()
        # Who played, as --bots takes it back: a seat with an iteration budget replays
        # the same game; a bare search level thought on its clock.
        data["bots"] = [seat_text(level, budget) for level, budget in seats]
        write_json_atomic(Path(args.transcript), data)
    return result_summary(game, state, args.seed, moves_json)


def cmd_replay(args) -> object:
    """Replay a transcript file, checking every move."""
    try:
        transcript, game, state = read_transcript(args.file)
    except BadFile as exc:
        raise CliError(str(exc)) from None
    return result_summary(game, state, transcript.seed, transcript.moves)


def cmd_score(args) -> object:
    """Score a position file."""
    data = read_json(args.file)
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise CliError(f"{args.file}: field 'game' is missing or not a string")
    try:
        game = load_game(data["game"])
        return game.score_position(data)
    except GameError as exc:      # an unknown game or a bad position
        raise CliError(f"{args.file}: {exc}") from None


def cmd_bench(args) -> object:
    """Engine (and search) speed figures."""
    from game.bench import bench_game

    ids = [args.game] if args.game else list(GAME_IDS)
    out = {}
    for game_id in ids:
        load_game(game_id)
        print(f"bench: {game_id}...", file=sys.stderr)
        out[game_id] = bench_game(game_id, seconds=args.seconds, search=not args.no_search)
    return out


def cmd_tournament(args) -> object:
    """Round robins between bot levels (see game/ai/tournament.py)."""
    from game.ai import tournament

    if args.out and (problem := output_problem(args.out)):     # before hours of games
        raise CliError(f"--out {args.out}: {problem}")
    result = tournament.run(args)
    if args.out:
        write_json_atomic(Path(args.out), result)
    return result


# -- files --------------------------------------------------------------------------
def read_json(path: str):
    """Load a JSON file (at most 16 MB, 32 levels deep), naming the file and line of
    any problem."""
    try:
        return read_json_file(path)
    except BadFile as exc:
        raise CliError(str(exc)) from None


def write_json_atomic(path: Path, data, pretty: bool = False) -> None:
    """Write JSON atomically (`game.data.atomic_write_json`); a failure is a CliError."""
    try:
        atomic_write_json(path, data, pretty)
    except OSError as exc:
        raise CliError(f"{path}: cannot write ({exc.strerror or exc})") from None


def _bench_seconds(text: str) -> float:
    """--seconds: a finite time from 0.01 s to an hour (nan never ended, -1 was taken)."""
    try:
        return checked_number(float(text), "--seconds", BENCH_SECONDS[0], BENCH_SECONDS[1])
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc).removeprefix("--seconds ")) from None


# -- wiring -------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    """The argument parser for every command."""
    parser = _Parser(prog="python -m game", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    sub.add_parser("list", help="the games").set_defaults(func=cmd_list)

    cards = sub.add_parser("cards", help="a game's card definitions")
    cards.add_argument("game")
    cards.set_defaults(func=cmd_cards)

    play = sub.add_parser("play", help="a whole game between bots")
    play.add_argument("game")
    play.add_argument("--players", type=int, required=True)
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--bots", help="comma-separated levels or personalities (prudence, "
                                     "colette, basile, margot), one per seat (or one for all); "
                                     "LEVEL:N gives a search level N iterations a move")
    play.add_argument("--iterations", type=int, metavar="N",
                      help="iterations a move for every search level without its own :N "
                           "(the game then replays exactly; default: the levels' clocks)")
    play.add_argument("--transcript", help="also write the transcript to this file")
    play.add_argument("--option", action="append", metavar="KEY=VALUE",
                      help="a game option (repeatable)")
    play.set_defaults(func=cmd_play)

    rep = sub.add_parser("replay", help="replay and check a transcript")
    rep.add_argument("file")
    rep.set_defaults(func=cmd_replay)

    score = sub.add_parser("score", help="score a position file")
    score.add_argument("file")
    score.set_defaults(func=cmd_score)

    bench = sub.add_parser("bench", help="engine speed figures")
    bench.add_argument("game", nargs="?")
    bench.add_argument("--seconds", type=_bench_seconds, default=1.0,
                       help="time per measurement batch (default 1.0)")
    bench.add_argument("--no-search", action="store_true", help="skip the bot search figures")
    bench.set_defaults(func=cmd_bench)

    tour = sub.add_parser("tournament", help="round robins between bot levels")
    try:
        from game.ai import tournament
        tournament.add_arguments(tour)
    except ImportError:
        pass
    tour.set_defaults(func=cmd_tournament)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one command; return the exit code."""
    try:
        args = build_parser().parse_args(argv)
        result = args.func(args)
    except CliError as exc:
        print(error_line(exc), file=sys.stderr)
        return EXIT_USAGE
    except GameError as exc:
        print(error_line(f"error: {exc}"), file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # noqa: BLE001 - the CLI promises no traceback
        if os.environ.get("MENAGERIE_DEBUG"):
            raise
        print(error_line(f"internal error: {type(exc).__name__}: {exc}", ERROR_LINE_CHARS - 36)
              + " (set MENAGERIE_DEBUG=1 for details)", file=sys.stderr)
        return EXIT_INTERNAL
    try:
        json.dump(result, sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
        sys.stdout.flush()
    except BrokenPipeError:                  # `| head`: the reader has all it wants
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())   # (no error at exit)
        return EXIT_PIPE
    return 0


if __name__ == "__main__":
    sys.exit(main())
