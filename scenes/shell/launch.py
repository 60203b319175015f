"""The command line's meaning: parsed arguments checked into the App's options.

`options_from_parsed` turns what `main`'s parser read into `AppOptions`: the game and
seats of --play, the transcript of --replay, the --config file (a kiosk's problems
become warnings, never a refusal to start), the --script and the output paths. Any
problem is a `UsageError`, which `main` prints as one line.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

SEAT_CHOICES = ("human", "random", "easy", "medium", "hard", "expert")
SEARCH_LEVELS = ("medium", "hard", "expert")     # the seats that take LEVEL:ITERATIONS


class UsageError(Exception):
    """A bad argument or file named on the command line."""


def options_from_parsed(args: argparse.Namespace, launched: float | None = None):
    """Check parsed command-line arguments into AppOptions (`launched`: the clock
    reading the first frame's time is measured from, for --stats); raises UsageError."""
    if args.headless:               # forced: SDL_VIDEODRIVER=x11 must not open a window
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    from game.data import output_problem
    from scenes.shell.app import AppOptions
    from scenes.shell.script import ScriptError, load_script

    if args.frames is not None and args.frames < 1:
        raise UsageError(f"--frames must be at least 1, not {args.frames}")
    if args.seed is not None and args.seed < 0:
        raise UsageError(f"--seed must be 0 or more, not {args.seed}")
    chosen = [name for name in ("play", "demo", "resume", "replay") if getattr(args, name)]
    if len(chosen) > 1:
        raise UsageError(f"--{chosen[0]} and --{chosen[1]} cannot be used together")
    if args.kiosk_outlive_parent and not args.kiosk:
        raise UsageError("--kiosk-outlive-parent needs --kiosk")
    if args.unpaced and not args.headless:
        raise UsageError("--unpaced needs --headless")
    if (args.players or args.seats or args.option) and not args.play:
        raise UsageError("--players, --seats and --option need --play GAME")
    opts = AppOptions(headless=args.headless, frames=args.frames or 0, lang=args.lang,
                      kiosk=args.kiosk, demo=args.demo, resume=args.resume,
                      paced=not args.unpaced, launched=launched,
                      outlive_parent=args.kiosk_outlive_parent)
    if args.fullscreen or args.windowed:
        opts.fullscreen = bool(args.fullscreen)
    if args.config:
        _read_config(args, opts)
    if args.play:
        opts.play = _play_spec(args)
    if args.replay:
        opts.replay = _replay_transcript(args.replay)
    if args.demo and args.seed is not None:
        opts.demo_seed = args.seed
    if args.script:
        import pygame
        pygame.init()  # key names need SDL's tables
        try:
            opts.script = load_script(args.script)
        except ScriptError as exc:
            raise UsageError(str(exc)) from None
    for name in ("stats", "screenshots", "save_dir"):
        value = getattr(args, name)
        if value is not None:
            setattr(opts, name, Path(value))
    if opts.save_dir is not None and opts.save_dir.exists() and not opts.save_dir.is_dir():
        raise UsageError(f"--save-dir {opts.save_dir}: not a folder")
    if opts.stats is not None and (problem := output_problem(opts.stats)):
        raise UsageError(f"--stats {opts.stats}: {problem}")
    if opts.screenshots is not None:
        _screenshots_folder(opts.screenshots)
    return opts


def _game_options(pairs: list[str]) -> dict:
    from game.core import shown
    from game.data import BadFile, parse_json
    options = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"--option {shown(pair)}: expected KEY=VALUE")
        try:
            options[key] = parse_json(raw, f"--option {shown(key)}")
        except BadFile as exc:
            if "nested" in exc.problem:
                raise UsageError(str(exc)) from None
            options[key] = raw           # not JSON: the text itself
    return options


def _play_spec(args):
    from game import GameError, load_game
    from scenes.shell.app import PlaySpec

    try:
        game = load_game(args.play)
    except GameError as exc:
        raise UsageError(f"--play: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - an engine that fails to import
        raise UsageError(f"--play {args.play}: the engine could not be loaded ({exc})") from None
    seats = [s.strip() for s in args.seats.split(",")] if args.seats else None
    if args.players is not None:
        players = args.players
    else:                             # as many players as seats listed, else the fewest
        players = len(seats) if seats else game.min_players
    if not game.min_players <= players <= game.max_players:
        given = f"--players {players}" if args.players is not None else \
            f"--seats lists {players} seat{'s' if players != 1 else ''}"
        raise UsageError(f"{given}: {game.id} takes "
                         f"{game.min_players} to {game.max_players} players")
    if seats is None:
        seats = ["human"] + ["medium"] * (players - 1)
    if len(seats) != players:
        raise UsageError(f"--seats lists {len(seats)} seats but --players is {players}")
    seats, budgets = _seat_budgets(seats)
    options = _game_options(args.option)
    try:
        game.resolve_options(options, players)
    except GameError as exc:
        raise UsageError(f"--option: {exc}") from None
    return PlaySpec(game.id, players, seats, args.seed if args.seed is not None else 0, options,
                    budgets if any(budgets) else None)


def _seat_budgets(seats: list[str]) -> tuple[list[str], list[int | None]]:
    """--seats entries -> (levels, iteration budgets): 'hard:500' is a hard bot that
    thinks 500 iterations a move (the same moves every time), 'hard' one on its clock."""
    from game.ai.personas import level_of, with_personas
    from game.core import shown
    levels, budgets = [], []
    for index, seat in enumerate(seats):
        level, sep, count = seat.partition(":")
        if level not in with_personas(SEAT_CHOICES):
            raise UsageError(f"--seats: seat {index} {shown(seat)} is not one of "
                             f"{', '.join(with_personas(SEAT_CHOICES))}")
        if sep and (level_of(level) not in SEARCH_LEVELS or not count.isdigit()
                    or int(count) <= 0):
            raise UsageError(f"--seats: seat {index} {shown(seat)}: only "
                             f"{', '.join(SEARCH_LEVELS)} and their personalities take "
                             ":ITERATIONS (a positive number)")
        levels.append(level)
        budgets.append(int(count) if sep else None)
    return levels, budgets


def _replay_transcript(path: str) -> dict:
    """--replay FILE: the transcript, every move checked; a bad file is the one line
    `python -m game replay` prints for it."""
    from game import GameError
    from game.transcript import read_transcript
    try:
        transcript, _game, _state = read_transcript(path)
    except GameError as exc:
        raise UsageError(str(exc)) from None
    return transcript.to_json()


def _read_config(args, opts) -> None:
    """--config FILE: player settings at the top level, kiosk sections beside them.

    Outside kiosk mode a bad file is a usage error; a kiosk never refuses to start: it
    runs on the defaults and its log names the file, line and key of each problem.
    """
    from game.core import error_line
    from game.records.config import ConfigError, read_config_file, Settings
    from game.records.kioskconfig import load_kiosk_config, read_raw, split_config

    try:
        data = read_config_file(args.config)
    except ConfigError as exc:
        if not args.kiosk:
            raise UsageError(str(exc)) from None
        opts.kiosk_config = load_kiosk_config(None)
        opts.kiosk_config.problems.append(f"{exc}; the whole file is ignored")
        print(error_line(f"menagerie: warning: {exc}; the kiosk starts on its defaults"),
              file=sys.stderr)
        return
    raw = read_raw(args.config)
    flat, _sections = split_config(data)
    kiosk = load_kiosk_config(data, args.config, raw)
    try:
        Settings().update_from(flat, args.config)
    except ConfigError as exc:
        if not args.kiosk:
            raise UsageError(str(exc)) from None
        kiosk.problems.append(f"{exc}; the player settings of the file are ignored")
        flat = {}
    if kiosk.problems and not args.kiosk:
        raise UsageError(kiosk.problems[0])
    for problem in kiosk.problems:      # a kiosk never refuses to start
        print(error_line(f"menagerie: warning: {problem}"), file=sys.stderr)
    if kiosk.problems:
        print("menagerie: warning: the kiosk runs on its defaults for the keys above",
              file=sys.stderr)
    opts.config = flat if kiosk.problems else data
    opts.config_source = args.config
    opts.kiosk_config = kiosk



def _screenshots_folder(folder: Path) -> None:
    """--screenshots DIR: made now (parents too), so a path that cannot be a folder is
    a usage error at start, not a traceback at the first shot."""
    existing = next((p for p in (folder, *folder.parents) if p.exists()), folder)
    if existing.exists() and not existing.is_dir():
        where = "" if existing == folder else f" ({existing} is a file)"
        raise UsageError(f"--screenshots {folder}: not a folder{where}")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = tempfile.TemporaryFile(dir=folder)
    except OSError as exc:
        raise UsageError(f"--screenshots {folder}: cannot write there "
                         f"({exc.strerror or exc})") from None
    probe.close()
