"""The App: the window, the scene stack, and the settings, sound and saves that every
scene shares.

The loop itself (a frame's input, update, draw) is `scenes.shell.loop`'s, the window
`scenes.shell.display`'s, the frame times and screenshots `scenes.shell.framestats`'s,
and a kiosk's duties `scenes.shell.supervisor`'s.
"""

from __future__ import annotations

import importlib
import signal
import sys
from pathlib import Path
from typing import Callable

import pygame

from game.records.config import Settings, SettingsStore
from scenes.shell.display import fit_window_to_desktop, open_display, window_size
from scenes.shell.framestats import FrameStats
from game.i18n import player_language, use_system_locales
from scenes.shell.input import InputMapper
from scenes.shell.loop import FrameLoop
from game.match.options import AppOptions, PlaySpec  # noqa: F401 - the app's options, here too
from game.records.save import SaveSlot, atomic_write_json, default_data_dir
from game.records.profiles import use_glyph_check
from scenes.shell.sdl import pref_path
from sprites.fonts import renderable
from scenes.shell.sound import SilentMixer, make_mixer
from scenes.shell.stack import Scene, SceneStack
from scenes.ui import TextCache

WARM_SIZES = (28, 30, 32, 34, 36, 40, 48, 64)


def data_folder(options: AppOptions, kiosk=None) -> Path:
    """The data folder these options name: the kiosk's, --save-dir, else the user's
    (`default_data_dir`). `main` locks it before the App starts (game.records.folderlock)."""
    if options.kiosk:
        from game.records.kiosk import kiosk_data_dir
        from game.records.kioskconfig import load_kiosk_config
        kiosk = kiosk or options.kiosk_config or load_kiosk_config(options.config,
                                                                   options.config_source)
        return kiosk_data_dir(options.save_dir, kiosk, pref_path)
    if options.save_dir:
        return Path(options.save_dir)
    return default_data_dir(pref_path)


class App(FrameLoop):
    """Owns the window, the scene stack and what every scene shares; runs the loop."""

    def __init__(self, options: AppOptions) -> None:
        from game.records.kioskconfig import load_kiosk_config, split_config
        from scenes.shell.sdl import pref_locales
        use_system_locales(pref_locales)      # SDL's, when the environment names none
        use_glyph_check(renderable)           # names: only characters the fonts draw
        self.options = options
        flat, _sections = split_config(options.config)
        self.kiosk = options.kiosk_config or load_kiosk_config(options.config,
                                                               options.config_source)
        self.data_dir = data_folder(options, self.kiosk)
        from sprites import artcache
        artcache.forget_old(self.data_dir)
        artcache.configure(artcache.folder_for())
        self.store = SettingsStore(self.data_dir)
        self.settings: Settings = self.store.load()
        self.settings.update_from(flat, options.config_source)
        if options.lang:
            self.settings.lang = options.lang
        if options.fullscreen is not None:
            self.settings.fullscreen = options.fullscreen
        self.stop_requested = False      # set by a stop signal (main); the loop saves, ends
        self.stop_reason = ""            # why the loop was asked to stop (for the log)
        # Who wants to hear of every match a table starts (kiosk counts, statistics).
        self.match_watchers: list[Callable] = []
        self.supervisor = None
        if options.kiosk:
            from scenes.shell.supervisor import KioskSupervisor
            self.supervisor = KioskSupervisor(self, flat)
        self.saves = SaveSlot(self.data_dir)
        self.replays = self._replay_library()   # finished games kept for the replay viewer
        from game.records.kiosk import KioskStats, load_offered
        self.kiosk_stats = KioskStats(self.data_dir)
        self.kiosk_games = load_offered(self.data_dir, self.kiosk)
        from game.records.admin import AdminLock
        self.admin_lock = AdminLock(self.data_dir)   # read from disk when the pad opens
        self.text = TextCache()
        self.text.scale = self.settings.text_scale
        self.stack = SceneStack()
        self.frame = 0
        self.display_epoch = 0        # +1 whenever the display surface may have been reset
        self.running = False
        self.idle = 0.0
        self.message = self.store.warning   # a one-off notice shown by the title
        if self.store.moved_to is not None:
            from game.i18n import text
            self.message = text("settings_corrupt", self.lang, file=self.store.moved_to.name)
        self.meter = FrameStats(options.screenshots)
        self.extra_stats = self.meter.extra
        self.profiles, self.statistics = self._profiles_and_statistics()   # none at a kiosk
        self.screen = open_display(self.settings, options.headless, self.data_dir)
        self.warm_fonts()
        self.mapper = InputMapper(lambda: window_size(options.headless))   # touch scaling
        self.mixer = make_mixer(enabled=not options.headless)
        self.apply_volumes()
        self.call_mixer("start_music")
        self._bots = None     # the bot worker, started when a bot first thinks (`bots`)
        self.phones = None    # scenes.phone.service.PhoneService once phones are switched on
        self.online = None    # scenes.online.service.OnlineService while hosting or joining
        self._niced_pid = None

    @property
    def bots(self):
        """The bot worker (game.ai.worker), started at its first use, so that a first
        table shows before the worker's process (about 60 ms of CPU) is spawned."""
        if self._bots is None:
            from game.ai.worker import BotWorker
            self._bots = BotWorker(use_process=self.options.bot_process)
            self.nice_bots()
        return self._bots

    @bots.setter
    def bots(self, worker) -> None:
        self._bots = worker

    def _replay_library(self):
        """The replay library: written on the save writer's thread, told of every match a
        person plays, its problems noted for --stats and, at a kiosk, in the kiosk's log."""
        from game.records.replays import ReplayLibrary

        def report(notice: str) -> None:
            self.extra_stats["replay_error"] = notice
            if self.settings.kiosk:
                from game.records.kioskconfig import log
                log.error("replays: %s", notice)

        library = ReplayLibrary(self.data_dir, self.saves.writer.submit, self.saves.flush,
                                report)
        self.match_watchers.append(library.watch)
        return library

    def _profiles_and_statistics(self):
        """Players' profiles and statistics, watching every match a table announces (none
        at a kiosk: `KioskStats` counts there); a damaged file set aside is told on the
        title."""
        if self.settings.kiosk:
            return None, None
        from game import catalog
        from game.records.profiles import ProfileStore
        from game.records.statistics import Statistics
        profiles = ProfileStore(self.data_dir)
        statistics = Statistics(self.data_dir, profiles, write=self.saves.write_file_soon)
        self.match_watchers.append(statistics.watch)
        for store, key in ((profiles, "players_damaged"), (statistics, "stats_damaged")):
            if store.damaged is not None:
                moved = store.damaged.moved_to.name if store.damaged.moved_to else "?"
                self.message = catalog.text(f"players.{key}", self.lang, file=moved)
                self.extra_stats[key] = str(store.damaged)
        return profiles, statistics

    # -- what scenes ask of the app -----------------------------------------------------
    def go_home(self) -> None:
        """Back to the title screen, every other scene closed."""
        from scenes.menus.title import TitleScene
        self.stack.clear_to(TitleScene(self))

    def announce_match(self, match) -> None:
        """A table started a match that counts (a person plays it): tell the watchers."""
        for watch in self.match_watchers:
            watch(match)

    def watch_replay(self, transcript: dict, seats: list[str] | None = None,
                     seat: int | None = None) -> None:
        """Open the replay viewer over the current screen (see `scenes.replay`)."""
        from scenes.replay import ReplayScene
        self.stack.push(ReplayScene(self, transcript, seats, seat))

    def warm_fonts(self) -> None:
        """Load the usual font sizes before the first frame (not during one)."""
        for size in WARM_SIZES:
            self.text.font(size)
            self.text.font(size, bold=True)
        for size in (56, 64, 72, 150):
            self.text.font(size, display=True)

    def toggle_fullscreen(self) -> None:
        """Switch full screen on or off and remember it; back in a window, the window
        fits the screen (see `scenes.shell.display.window_plan`)."""
        self.settings.fullscreen = not self.settings.fullscreen
        self.display_epoch += 1
        if not self.options.headless:
            try:
                pygame.display.toggle_fullscreen()
                if not self.settings.fullscreen:
                    fit_window_to_desktop()
            except pygame.error:
                self.settings.fullscreen = not self.settings.fullscreen
        self.save_settings()

    @property
    def lang(self) -> str:
        """The player's language: the setting, else the system's (game.i18n)."""
        return player_language(self.settings)

    @property
    def anim_speed(self) -> float:
        """Animation speed factor (0 = instant)."""
        return self.settings.anim_speed

    def apply_volumes(self) -> None:
        """Push volumes and mute to the mixer."""
        s = self.settings
        self.call_mixer("set_volumes", master=s.master, music=s.music, effects=s.effects,
                        muted=s.mute)

    def play_sound(self, name: str) -> None:
        """Play a named effect (silently nothing if sound is unavailable)."""
        self.call_mixer("play", name)

    def call_mixer(self, method: str, *args, **kwargs) -> None:
        """Call the mixer; a failing audio stack leaves the game silent, never stopped."""
        try:
            getattr(self.mixer, method)(*args, **kwargs)
        except ValueError:
            pass   # an unknown effect name: that one sound is skipped
        except Exception:  # noqa: BLE001 - a failing audio stack must never stop the game
            self.mixer = SilentMixer()

    def save_settings(self) -> None:
        """Apply and persist the settings now."""
        self.text.scale = self.settings.text_scale
        self.apply_volumes()
        self.store.save(self.settings)

    # -- stopping -----------------------------------------------------------------------
    def request_stop(self, signum=None, _frame=None) -> None:
        """A stop signal (main installs the handlers) or any stop request: end cleanly,
        saved, at the end of this frame."""
        self.stop_requested = True
        name = signal.Signals(signum).name if signum is not None else "SIGTERM"
        self.stop_reason = self.stop_reason or name

    def quit(self) -> None:
        """Stop at the end of this frame (a kiosk ignores every quit request: window
        close, Alt+F4; only the admin menu or SIGTERM end it)."""
        if self.settings.kiosk:
            return
        self.running = False

    # -- starting and ending ------------------------------------------------------------
    def first_scene(self) -> Scene:
        """The scene to start with, from the command line."""
        from scenes.menus.title import TitleScene
        opts = self.options
        if opts.demo:
            from scenes.demo import DemoScene
            return DemoScene(self, seed=opts.demo_seed)
        if opts.replay is not None:
            from scenes.replay import ReplayScene
            fit = opts.frames / 60 if opts.headless and opts.frames else None
            return ReplayScene(self, opts.replay, fit_seconds=fit)
        if opts.play is not None:
            from scenes.table.table import TableScene
            p = opts.play
            return TableScene(self, p.game, p.players, p.seats, p.seed, p.options,
                              bot_iterations=p.bot_iterations)
        if opts.resume or (self.settings.kiosk and self.saves.exists()):
            from scenes.menus.title import resume_scene
            scene = resume_scene(self)
            if scene is not None:
                return scene
        return TitleScene(self)

    def shutdown(self) -> bool:
        """Write stats, stop the bot worker, close pygame; False if the stats failed."""
        ok = True
        if self.supervisor is not None:
            self.supervisor.close(self.frame, self.stop_reason)
        if self.options.stats is not None:
            try:
                atomic_write_json(self.options.stats, self.stats())
            except OSError as exc:
                print(f"menagerie: error: cannot write --stats {self.options.stats}: "
                      f"{exc.strerror or exc}", file=sys.stderr)
                ok = False
        while self.stack.scenes:
            self.stack._pop()
        if not self.saves.flush():
            print("menagerie: error: the last save did not reach the disk in time",
                  file=sys.stderr)
            ok = False
        failure = self.saves.take_error()
        if failure is not None:
            print(f"menagerie: error: cannot save {failure}", file=sys.stderr)
            ok = False
        if self.phones is not None:
            self.phones.stop()
        if self.online is not None:
            self.online.stop()
        if self._bots is not None:
            self._bots.close()
        self.call_mixer("close")
        pygame.quit()
        forget_caches()
        return ok


def forget_caches() -> None:
    """Drop fonts and surfaces tied to the pygame session that just ended (and stop
    caching art in this session's data folder)."""
    from scenes import ui
    from sprites import artcache
    ui.forget_caches()
    artcache.configure(None)
    for module in ("sprites.fonts", "sprites.cards"):
        try:
            importlib.import_module(module).clear_cache()
        except (ImportError, AttributeError):
            pass
