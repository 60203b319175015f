"""Ménagerie's launcher: parse the command line, build the App, run it.

`main()` is the `menagerie` entry point. Bad arguments or files end with one clear
line on stderr and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from pathlib import Path

from scenes.shell.launch import UsageError, options_from_parsed

LAUNCHED = time.perf_counter()   # for --stats: how long the first screen took

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

EXIT_USAGE = 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, no usage dump
        raise UsageError(message)

    def format_help(self) -> str:
        self.epilog = folders_and_variables()     # found when asked for, not at each parse
        for action in self._actions:              # --lang {en,fr}: the catalogs listed
            if isinstance(action.choices, _Languages):
                action.metavar = "{" + ",".join(action.choices) + "}"
        return super().format_help()


class _Languages:
    """--lang's choices, listed for --help and a bad value only: listing every language
    reads every catalog, which a run that names a valid language (or none) does not
    need. (Its metavar is given, as argparse would list the choices to check one.)"""

    def __contains__(self, code) -> bool:
        from game import catalog
        return catalog.is_language(code)

    def __iter__(self):
        from game import catalog
        return iter(catalog.languages())


ENVIRONMENT = (
    ("MENAGERIE_DATA", "the data folder (--save-dir and a kiosk's save_dir come first)"),
    ("MENAGERIE_ART_CACHE", "the art cache folder"),
    ("XDG_CACHE_HOME", "the cache folder's parent (else ~/.cache)"),
    ("MENAGERIE_CATALOGS", "folders of extra language catalogs (docs/languages.md)"),
    ("LANGUAGE, LC_ALL, LC_MESSAGES, LANG", "the language, as gettext reads them"),
    ("MENAGERIE_LOCALE", "a locale for this run, e.g. en_GB, before the variables above"),
    ("SDL_VIDEODRIVER, SDL_AUDIODRIVER", "SDL's drivers (--headless forces dummy)"),
)


def folders_and_variables() -> str:
    """The end of --help: the folders this run would use, and the environment
    variables that change them."""
    from game.records.save import default_data_dir
    from scenes.shell.sdl import pref_path
    from sprites.artcache import folder_for
    lines = ["folders:",
             f"  data (settings, saves, profiles, statistics): {default_data_dir(pref_path)}",
             f"  cache (drawn card art, safe to delete):        {folder_for()}",
             "", "environment variables:"]
    lines += [f"  {name}\n      {meaning}" for name, meaning in ENVIRONMENT]
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    """The command-line parser (`menagerie --help`)."""
    from game import __version__
    p = _Parser(prog="menagerie", description="Ménagerie: four animal card games with bots.",
                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--version", action="version", version=f"menagerie {__version__}")
    screen = p.add_mutually_exclusive_group()
    screen.add_argument("--fullscreen", action="store_true", help="start in full screen")
    screen.add_argument("--windowed", action="store_true", help="start in a window")
    p.add_argument("--lang", choices=_Languages(), metavar="LANG",
                   help="language of the interface (default: the system's, else English)")
    p.add_argument("--config", metavar="FILE", help="settings/admin file (TOML or JSON)")
    p.add_argument("--kiosk", action="store_true",
                   help="kiosk mode: full screen, no quit, attract loop when idle")
    p.add_argument("--play", metavar="GAME", help="start a game at once (a game id)")
    p.add_argument("--players", type=int, metavar="N", help="number of players for --play")
    p.add_argument("--seats", metavar="LIST",
                   help="who plays each seat, e.g. human,medium,easy (human, a bot level or "
                        "a personality: prudence, colette (easy), basile, margot (medium); "
                        "hard:500 thinks 500 iterations a move, the same moves every time)")
    p.add_argument("--seed", type=int, default=None, metavar="N", help="deal number")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a game option for --play (repeatable)")
    p.add_argument("--replay", metavar="FILE",
                   help="watch a game again from its transcript (python -m game play "
                        "--transcript FILE writes one)")
    p.add_argument("--script", metavar="FILE", help="JSON list of timed input events")
    p.add_argument("--demo", action="store_true", help="attract loop: bots play every game")
    p.add_argument("--headless", action="store_true",
                   help="no window or sound (dummy SDL drivers), fixed 1/60 s steps")
    p.add_argument("--frames", type=int, metavar="N", help="stop after N frames")
    p.add_argument("--unpaced", action="store_true",
                   help="with --headless --demo: run frames as fast as they come instead of "
                        "60 a second (bots then answer after more frames); for tests")
    p.add_argument("--stats", metavar="FILE", help="write frame-time statistics (JSON)")
    p.add_argument("--screenshots", metavar="DIR", help="save a PNG per new scene or game")
    p.add_argument("--save-dir", metavar="DIR", help="folder for settings and saves")
    p.add_argument("--resume", action="store_true", help="continue the saved game")
    p.add_argument("--kiosk-outlive-parent", action="store_true",
                   help="with --kiosk: keep running when the process that started the kiosk "
                        "exits (a script, a desktop autostart); under cage, leave it out: "
                        "the kiosk stops with its compositor")
    p.add_argument("--kiosk-gate", action="store_true",
                   help="for systemd's ExecCondition: exit 1 (do not start) once after the "
                        "kiosk was stopped from its admin menu, else 0")
    p.add_argument("--kiosk-unlock", action="store_true",
                   help="clear the kiosk's admin PIN lockout (run on the machine, with the "
                        "kiosk's --config / --save-dir), then exit")
    return p



def options_from_args(argv: list[str] | None = None):
    """Parse and check the command line into AppOptions; raises UsageError."""
    return options_from_parsed(build_parser().parse_args(argv), LAUNCHED)


def _kiosk_folder(args) -> Path:
    """The kiosk's data folder as the kiosk itself finds it: --save-dir, else the
    config's save_dir (a config it cannot read: the defaults, as the kiosk does)."""
    from game.records.kiosk import kiosk_data_dir
    from game.records.kioskconfig import load_kiosk_config
    data = None
    if args.config:
        from game.records.config import ConfigError, read_config_file
        try:
            data = read_config_file(args.config)
        except ConfigError:
            data = None          # the kiosk itself reports the file; defaults here
    return kiosk_data_dir(args.save_dir, load_kiosk_config(data, args.config or "config"))


def kiosk_unlock(args) -> int:
    """--kiosk-unlock: clear the admin PIN lockout; one line, exit 0 (1 if impossible)."""
    from game.records.admin import unlock
    try:
        folder = _kiosk_folder(args)
        print(f"menagerie --kiosk-unlock: {unlock(folder)}")
    except OSError as exc:
        print(f"menagerie: error: --kiosk-unlock: cannot clear the lockout "
              f"({exc.filename or ''}: {exc.strerror or exc})", file=sys.stderr)
        return 1
    return 0


def kiosk_gate(args) -> int:
    """--kiosk-gate: whether systemd should start the kiosk (see docs/kiosk.md).

    Only the admin menu's Exit, noted in the kiosk's data folder, keeps it stopped:
    anything that goes wrong here says so and lets the kiosk start."""
    from game.records.kiosk import GATE_START, kiosk_gate as gate

    try:
        code, why = gate(_kiosk_folder(args))
    except Exception as exc:  # noqa: BLE001 - never keep a kiosk down by mistake
        code, why = GATE_START, f"could not check for an admin exit ({exc!r}): start"
    print(f"menagerie --kiosk-gate: {why}", file=sys.stderr)
    return code


def run_app(opts) -> int:
    """Lock the data folder, build the App and run it under StopSignals."""
    from scenes.shell.app import App, data_folder
    from game.records.folderlock import FolderBusy, FolderLock
    from scenes.shell.stopsignals import StopSignals
    import pygame
    lock = FolderLock(data_folder(opts))
    try:
        lock.acquire()
    except FolderBusy as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(f"cannot use the data folder: {exc}") from None
    try:
        with StopSignals(opts.kiosk) as stops:
            try:
                app = App(opts)
            except pygame.error as exc:
                raise UsageError(f"cannot open the display: {exc}") from None
            except OSError as exc:
                raise UsageError(f"cannot use the data folder: {exc}") from None
            stops.attach(app)
            return app.run()
    finally:
        lock.release()


def main(argv: list[str] | None = None) -> int:
    """Entry point: returns the process exit code.

    The garbage collector is off while the program starts: its imports and first scene
    make some hundred thousand objects and little garbage (about 500 in cycles), which
    its collections (about 50, 11-14 ms of CPU) kept scanning. The loop freezes what
    start-up made and turns it on again (`scenes.shell.loop`); so does any other way
    out."""
    gc.disable()
    try:
        return _main(argv)
    finally:
        gc.enable()


def _main(argv: list[str] | None) -> int:
    try:
        args = build_parser().parse_args(argv)
        if args.kiosk_gate:
            return kiosk_gate(args)
        if args.kiosk_unlock:
            return kiosk_unlock(args)
        opts = options_from_parsed(args, LAUNCHED)
        return run_app(opts)
    except UsageError as exc:
        from game.core import error_line
        print(error_line(f"menagerie: error: {exc}"), file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
