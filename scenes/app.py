"""The App: display, main loop, input dispatch, settings, sound, saving and stats.

One logical 1920x1080 surface; the window uses `pygame.SCALED` (resizable, letterboxed
by SDL, mouse coordinates scaled for us); F11 or Alt+Enter toggles full screen. Each
frame: events (real, then scripted for this frame) -> actions -> top scene; then
`update(dt)`, then `draw`. Headless mode (dummy drivers) steps a fixed dt of 1/60 s for
--frames N frames and never sleeps. The update+draw time of every frame is recorded
per scene for --stats; a PNG is saved in --screenshots DIR for each new scene or game.
"""

from __future__ import annotations

import gc
import importlib
import math
import os
import signal
import statistics
import sys
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game import GAME_IDS, load_game
from game.ai.worker import BotWorker
from scenes.config import Settings, SettingsStore
from scenes.i18n import system_language
from scenes.input import Action, ActionEvent, InputMapper, PointerEvent
from scenes.save import SaveSlot, atomic_write_json, default_data_dir
from scenes.stack import Scene, SceneStack
from scenes.ui import FELT, TextCache
from sprites.layout import LOGICAL_SIZE

FIXED_DT = 1 / 60
MAX_DT = 0.1                 # a long stall is not replayed as one huge step
SCREENSHOT_SETTLE = 20       # frames a scene is shown before its screenshot
TARGET_FPS = 60
WARM_SIZES = (28, 30, 32, 34, 36, 40, 48, 64)
BOT_NICENESS = 5            # how much nicer than the screen the bot worker runs
CONTROLLER_DB = Path(__file__).resolve().parent / "gamecontrollerdb.txt"  # optional, SDL format
KIOSK_STAYS = ("title", "demo", "results")   # scenes a kiosk leaves alone when idle
ADMIN_SCENES = ("pinpad", "adminmenu", "admingames", "stillplaying")
# Window events after which the whole picture is drawn again, not only what changed.
WINDOW_REDRAWN = frozenset(getattr(pygame, name) for name in (
    "VIDEOEXPOSE", "VIDEORESIZE", "WINDOWEXPOSED", "WINDOWRESIZED", "WINDOWSIZECHANGED",
    "WINDOWRESTORED", "WINDOWSHOWN", "WINDOWMAXIMIZED") if hasattr(pygame, name))


@dataclass
class PlaySpec:
    """A game to start at once: --play GAME --players N --seats ... --seed N."""

    game: str
    players: int
    seats: list[str]
    seed: int = 0
    options: dict = field(default_factory=dict)


@dataclass
class AppOptions:
    """Everything main.py parsed, already checked."""

    headless: bool = False
    frames: int = 0                      # 0 = run until quit
    fullscreen: bool | None = None       # None = the saved setting
    lang: str | None = None
    kiosk: bool = False
    config: dict = field(default_factory=dict)
    config_source: str = "config"
    play: PlaySpec | None = None
    demo: bool = False
    demo_seed: int = 1                   # the first deal of the attract loop (--seed)
    script: dict = field(default_factory=dict)
    stats: Path | None = None
    screenshots: Path | None = None
    save_dir: Path | None = None
    resume: bool = False
    bot_process: bool = True
    launched: float | None = None        # perf_counter() when main.py was imported
    kiosk_config: object | None = None   # a scenes.kiosk.KioskConfig (None = from config)


class SilentMixer:
    """The sound API with no sound (the sound module is missing or failed)."""

    def play(self, name: str) -> None:
        """Play nothing."""

    def start_music(self) -> None:
        """No music."""

    def set_volumes(self, master=None, music=None, effects=None, muted=None) -> None:
        """Ignore volumes."""

    def close(self) -> None:
        """Nothing to release."""


def make_mixer(enabled: bool = True):
    """The sound module's AudioMixer (itself silent without a device), or SilentMixer."""
    try:
        from sounds.mixer import AudioMixer
        return AudioMixer(enabled=enabled)
    except Exception:  # noqa: BLE001 - no audio must never stop the game
        return SilentMixer()


def init_controllers() -> bool:
    """Start SDL's game-controller subsystem (pygame.init() does not): pads send
    CONTROLLERDEVICEADDED for every pad already plugged in, then button and axis events."""
    try:
        from pygame._sdl2 import controller
        controller.init()
        return controller.get_init()
    except (ImportError, AttributeError, pygame.error):
        return False


def available_games() -> list:
    """The Game objects whose engines import and load (half-written ones are skipped)."""
    games = []
    for game_id in GAME_IDS:
        try:
            games.append(load_game(game_id))
        except Exception:  # noqa: BLE001 - an engine still being written must not stop the client
            continue
    return games


def fit_window_to_desktop(share: float = 0.9) -> None:
    """A window no larger than the desktop. SCALED opens the window at the logical
    1920x1080 at least, which on a laptop's 1366x768 or 1600x900 screen runs off its
    edges; shrink it to `share` of the desktop, 16:9, centred (SDL letterboxes the
    logical screen into it)."""
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
        window = display_window()
    except (AttributeError, IndexError, pygame.error):
        return
    width, height = LOGICAL_SIZE
    scale = min(1.0, share * desktop[0] / width, share * desktop[1] / height)
    if scale >= 1.0 or window is None:
        return
    try:   # SCALED sets the logical size as the window's minimum: lower it first
        window.minimum_size = (width // 4, height // 4)
        window.size = (round(width * scale), round(height * scale))
        window.position = pygame.WINDOWPOS_CENTERED
    except (AttributeError, pygame.error):
        pass


def scale_filter() -> str:
    """SDL's filter for the scaled screen: a desktop that is a whole multiple of 1080p
    (a 4K TV) doubles each pixel exactly ("nearest", sharp); any other scale is
    smoothed ("linear"), where nearest pixels would make uneven strokes."""
    try:
        width, height = pygame.display.get_desktop_sizes()[0]
    except (IndexError, pygame.error):
        return "linear"
    logical_w, logical_h = LOGICAL_SIZE
    whole = (width % logical_w == 0 and height % logical_h == 0
             and width // logical_w == height // logical_h >= 1)
    return "nearest" if whole else "linear"


def display_window():
    """The display module's window as a pygame.Window (None if this pygame has none).
    pygame-ce 2.5 marks `from_display_module` deprecated for drawing through the Window;
    only its size, position and grabs are used here."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return pygame.Window.from_display_module()
        except (AttributeError, pygame.error):
            return None


class App:
    """Owns the window, the scene stack and the loop."""

    def __init__(self, options: AppOptions) -> None:
        from scenes.kiosk import load_kiosk_config, split_config
        self.options = options
        flat, _sections = split_config(options.config)
        self.kiosk = options.kiosk_config or load_kiosk_config(options.config,
                                                               options.config_source)
        if options.kiosk:
            from scenes.kiosk import kiosk_data_dir
            self.data_dir = kiosk_data_dir(options.save_dir, self.kiosk)
        elif options.save_dir:
            self.data_dir = Path(options.save_dir)
        else:
            self.data_dir = default_data_dir()
        self.store = SettingsStore(self.data_dir)
        self.settings: Settings = self.store.load()
        self.settings.update_from(flat, options.config_source)
        if options.lang:
            self.settings.lang = options.lang
        if options.fullscreen is not None:
            self.settings.fullscreen = options.fullscreen
        self.stop_requested = False      # set by SIGTERM; the loop saves and ends
        self._sigterm_previous = None
        self._sigterm_installed = False
        self.stop_reason = ""            # why the loop was asked to stop (for the log)
        self._parent = os.getppid()      # the compositor, under cage (see parent_gone)
        self._parent_check = 0.0
        if options.kiosk:                # before the slow start-up: systemd may stop it then
            self._install_sigterm()
        self.log_handler = None
        self.combo = None
        if options.kiosk:
            self._init_kiosk(flat)
        self.saves = SaveSlot(self.data_dir)
        from scenes.kiosk import KioskStats, load_offered
        self.kiosk_stats = KioskStats(self.data_dir)
        self.kiosk_games = load_offered(self.data_dir, self.kiosk)
        self._counted: set[int] = set()
        self._volume_check = 0.0
        from scenes.admin import AdminLock
        self.admin_lock = AdminLock()
        self.text = TextCache()
        self.text.scale = self.settings.text_scale
        self.stack = SceneStack()
        self.frame = 0
        self.display_epoch = 0        # +1 whenever the display surface may have been reset
        self.running = False
        self.idle = 0.0
        self.message = self.store.warning   # a one-off notice shown by the title
        self.frame_ms: dict[str, list[float]] = {}
        self.frame_cpu_ms: dict[str, list[float]] = {}
        self.extra_stats: dict = {}
        self._shot_key = None
        self._shot_since = 0
        self._shot_taken = None
        self.shots = 0
        self._init_display()
        self.warm_fonts()
        self.mapper = InputMapper(self.window_size)
        self.mixer = make_mixer(enabled=not options.headless)
        self.apply_volumes()
        self._call_mixer("start_music")
        self.bots = BotWorker(use_process=options.bot_process)  # spawned once, at start-up
        self._niced_pid = None
        self.nice_bots()

    # -- kiosk --------------------------------------------------------------------------
    def _init_kiosk(self, flat: dict) -> None:
        """Kiosk mode: full screen, settings from the kiosk config, the log, the combo."""
        from scenes.kiosk import AdminCombo, clear_admin_exit, log, open_log
        k = self.kiosk
        self.settings.kiosk = True
        self.settings.fullscreen = True
        if not self.options.lang and "lang" not in flat:
            self.settings.lang = k.lang
        if "attract_after" not in flat:
            self.settings.attract_after = k.attract_after
        if "admin_pin" not in flat:
            self.settings.admin_pin = k.admin_pin
        if "master" not in flat:
            self.settings.master = k.volume
        folder = Path(k.log_dir).expanduser() if k.log_dir else self.data_dir / "logs"
        self.log_handler = open_log(folder)
        log.info("kiosk start (config: %s, data: %s)", k.source, self.data_dir)
        clear_admin_exit(self.data_dir)
        for problem in k.problems:
            log.error("config: %s", problem)
        if k.problems:
            log.warning("the kiosk runs on defaults for the keys above")
        self.combo = AdminCombo(k.admin_keys, k.admin_pad, k.admin_hold)

    def _install_sigterm(self) -> None:
        """SIGTERM asks the loop to stop (once; not possible outside the main thread)."""
        if self._sigterm_installed:
            return
        try:
            self._sigterm_previous = signal.signal(signal.SIGTERM, self.request_stop)
            self._sigterm_installed = True
        except ValueError:
            pass   # not the main thread (tests): no handler

    def request_stop(self, signum=None, _frame=None) -> None:
        """SIGTERM (or any stop request): end cleanly at the end of this frame."""
        self.stop_requested = True
        self.stop_reason = self.stop_reason or "SIGTERM"

    def parent_gone(self, dt: float) -> None:
        """Kiosk: once a second, whether the process that started us (cage, the kiosk
        compositor) has died. Its windows are gone with it, so the game saves and ends,
        and the service restarts the whole session, instead of playing on unseen."""
        self._parent_check += dt
        if self._parent_check < 1.0:
            return
        self._parent_check = 0.0
        if os.getppid() != self._parent and not self.stop_requested:
            from scenes.kiosk import log
            log.warning("the parent process %d (the compositor) is gone: stopping",
                        self._parent)
            self.stop_requested = True
            self.stop_reason = "parent gone"

    def open_admin(self) -> None:
        """The admin combo was held: the PIN pad over whatever is shown."""
        top = self.stack.top
        if top is not None and top.name in ("pinpad", "adminmenu", "admingames"):
            return
        from scenes.kiosk import log
        from scenes.kiosk_scenes import PinPadScene
        log.info("admin combo held: PIN pad shown")
        self.mapper.release_all()
        self.stack.push(PinPadScene(self, self.settings.admin_pin, self.admin_lock))

    def abandon_game(self, table) -> None:
        """An idle kiosk game: clear its save, count it, back to the title."""
        from scenes.kiosk import log
        from scenes.title import TitleScene
        self.saves.clear()
        self.kiosk_stats.record(table.game.id, "abandoned")
        log.info("%s abandoned after %d moves (idle)", table.game.id, len(table.moves_json))
        self.idle = 0.0
        self.stack.clear_to(TitleScene(self))

    def count_games(self) -> None:
        """Kiosk statistics: note tables started and results reached (not the demo)."""
        from scenes.kiosk import log
        top = self.stack.top
        if top is None:
            return
        table = top if top.name == "table" else getattr(top, "table", None)
        if table is None or getattr(table, "demo", None) is not None:
            return
        if id(table) not in self._counted and top.name == "table":
            self._counted.add(id(table))
            self.kiosk_stats.record(table.game.id, "started")
            log.info("game started: %s, seats %s", table.game.id, ",".join(table.seats))
        if top.name in ("scoring", "results") and ("done", id(table)) not in self._counted:
            self._counted.add(("done", id(table)))
            self.kiosk_stats.record(table.game.id, "finished")
            log.info("game finished: %s, scores %s", table.game.id, table.state.scores())

    def quiet_hours(self, dt: float) -> None:
        """Lower the volume during the configured quiet hours (checked every 30 s)."""
        import datetime
        self._volume_check -= dt
        if self._volume_check > 0:
            return
        self._volume_check = 30.0
        master = self.kiosk.volume_at(datetime.datetime.now().time())
        self._call_mixer("set_volumes", master=master)

    # -- display ------------------------------------------------------------------------
    def _init_display(self) -> None:
        if CONTROLLER_DB.is_file():
            os.environ.setdefault("SDL_GAMECONTROLLERCONFIG_FILE", str(CONTROLLER_DB))
        if self.settings.kiosk:
            os.environ.setdefault("SDL_ALLOW_ALT_TAB_WHILE_GRABBED", "0")
        # SCALED draws the logical 1920x1080 at whole multiples only, so a window smaller
        # than 1080p (a laptop, a window the player shrank) showed a cropped middle and a
        # 1440p screen a 1080p box. pygame lifts that when this (misnamed) hint is true;
        # then smooth filtering, not nearest pixels, for the non-integer scales.
        os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
        pygame.init()
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", scale_filter())
        init_controllers()
        pygame.display.set_caption("Ménagerie")
        if self.options.headless:
            self.screen = pygame.display.set_mode(LOGICAL_SIZE)
            return
        flags = pygame.SCALED | pygame.RESIZABLE
        if self.settings.fullscreen:
            flags |= pygame.FULLSCREEN
        with warnings.catch_warnings():   # "no fast renderer available", "could not
            warnings.simplefilter("ignore")   # enable vsync": software drawing is fine
            try:
                self.screen = pygame.display.set_mode(LOGICAL_SIZE, flags, vsync=1)
            except pygame.error:
                self.screen = pygame.display.set_mode(LOGICAL_SIZE, flags)
        if not self.settings.fullscreen:
            fit_window_to_desktop()
        if self.settings.kiosk:
            window = display_window()  # keep Alt+Tab from leaving the kiosk
            if window is not None:        # (Ctrl+Alt+Del cannot be caught)
                try:
                    window.grab_keyboard = True
                except (AttributeError, pygame.error):
                    pass

    def warm_fonts(self) -> None:
        """Load the usual font sizes before the first frame (not during one)."""
        for size in WARM_SIZES:
            self.text.font(size)
            self.text.font(size, bold=True)
        for size in (56, 64, 72, 150):
            self.text.font(size, display=True)

    def window_size(self) -> tuple[int, int]:
        """The window's size in real pixels (for touch coordinates)."""
        if self.options.headless:
            return LOGICAL_SIZE
        try:
            return pygame.display.get_window_size()
        except pygame.error:
            return LOGICAL_SIZE

    def toggle_fullscreen(self) -> None:
        """Switch full screen on or off and remember it."""
        self.settings.fullscreen = not self.settings.fullscreen
        self.display_epoch += 1
        if not self.options.headless:
            try:
                pygame.display.toggle_fullscreen()
            except pygame.error:
                self.settings.fullscreen = not self.settings.fullscreen
        self.save_settings()

    # -- settings and sound -------------------------------------------------------------
    @property
    def lang(self) -> str:
        """The player's language: the setting, else the system's (scenes.i18n)."""
        return self.settings.lang or system_language()

    def apply_volumes(self) -> None:
        """Push volumes and mute to the mixer."""
        s = self.settings
        self._call_mixer("set_volumes", master=s.master, music=s.music, effects=s.effects,
                         muted=s.mute)

    def play_sound(self, name: str) -> None:
        """Play a named effect (silently nothing if sound is unavailable)."""
        self._call_mixer("play", name)

    def _call_mixer(self, method: str, *args, **kwargs) -> None:
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

    @property
    def anim_speed(self) -> float:
        """Animation speed factor (0 = instant)."""
        return self.settings.anim_speed

    # -- the loop -----------------------------------------------------------------------
    def first_scene(self) -> Scene:
        """The scene to start with, from the command line."""
        from scenes.title import TitleScene
        opts = self.options
        if opts.demo:
            from scenes.demo import DemoScene
            return DemoScene(self, seed=opts.demo_seed)
        if opts.play is not None:
            from scenes.table import TableScene
            p = opts.play
            return TableScene(self, p.game, p.players, p.seats, p.seed, p.options)
        if opts.resume or (self.settings.kiosk and self.saves.exists()):
            from scenes.title import resume_scene
            scene = resume_scene(self)
            if scene is not None:
                return scene
        return TitleScene(self)

    def run(self) -> int:
        """Run until quit (or --frames frames); returns the exit code."""
        self._install_sigterm()
        clock = pygame.time.Clock()
        self.running = True
        frames = self.options.frames
        try:
            self.stack.push(self.first_scene())
            self.stack.apply_pending()
            # What start-up made (fonts, card art, tables) lives as long as the program:
            # kept out of the collector's sight, so that its collections stay short.
            gc.collect()
            gc.freeze()
            while self.running:
                if self.options.headless:
                    dt = FIXED_DT
                    if self.options.demo:
                        # The attract loop keeps a display's pace: bots answer after as
                        # many frames as a person would see, and think between frames.
                        clock.tick(TARGET_FPS)
                else:
                    dt = min(MAX_DT, clock.tick(TARGET_FPS) / 1000.0)
                start, cpu = time.perf_counter(), time.process_time()
                self.step(dt)
                self.record(time.perf_counter() - start, time.process_time() - cpu)
                self.screenshot()
                if not self.options.headless:
                    pygame.display.flip()
                if self.frame == 0 and self.options.launched is not None:
                    self.extra_stats["first_frame_ms"] = round(
                        (time.perf_counter() - self.options.launched) * 1000.0, 1)
                    self.extra_stats["first_scene"] = self.stat_name()
                self.frame += 1
                if frames and self.frame >= frames:
                    self.running = False
                if not self.stack.scenes or self.stop_requested:
                    self.running = False
            self.screenshot(final=True)
        finally:
            ok = self.shutdown()
        return 0 if ok else 1

    def step(self, dt: float) -> None:
        """One frame: input, update, draw."""
        events = pygame.event.get()
        events.extend(self.options.script.get(self.frame, ()))
        for event in events:
            self.handle_event(event)
        for out in self.mapper.update(dt):
            self.dispatch(out)
        self.idle += dt
        self.nice_bots()
        self.admin_lock.tick(dt)
        if self.combo is not None:
            if self.combo.tick(dt):
                self.open_admin()
            self.quiet_hours(dt)
            self.parent_gone(dt)
        self.kiosk_timeout()
        self.stack.update(dt)
        if self.settings.kiosk:
            self.count_games()
        if not self.stack.scenes:
            self.screen.fill(FELT)
        self.stack.draw(self.screen)  # every opaque scene paints its whole background

    def nice_bots(self) -> None:
        """Lower the bot worker's CPU priority so that, when both want a core, the
        frame wins (again after a restart gives the worker a new pid)."""
        pid = getattr(self.bots, "pid", None)
        if pid is None or pid == self._niced_pid or not hasattr(os, "setpriority"):
            return
        self._niced_pid = pid
        try:
            mine = os.getpriority(os.PRIO_PROCESS, 0)
            os.setpriority(os.PRIO_PROCESS, pid, min(19, mine + BOT_NICENESS))
        except OSError:
            pass   # not permitted here: the worker keeps the normal priority

    def kiosk_timeout(self) -> None:
        """Kiosk: an idle game asks "Still playing?" (then is abandoned); an idle menu
        falls back to the title."""
        top = self.stack.top
        if not self.settings.kiosk or top is None or top.name in ADMIN_SCENES:
            return
        table = next((s for s in reversed(self.stack.scenes) if s.name == "table"
                      and getattr(s, "demo", None) is None), None)
        if table is not None and top.name != "results":
            if top.name != "stillplaying" and self.idle >= self.kiosk.still_playing_after:
                from scenes.kiosk_scenes import StillPlayingScene
                self.idle = 0.0
                self.stack.push(StillPlayingScene(self, table,
                                                  self.kiosk.still_playing_countdown))
            return
        if (top.name not in KIOSK_STAYS
                and getattr(top, "demo", None) is None
                and self.idle >= self.settings.attract_after):
            from scenes.title import TitleScene
            self.idle = 0.0
            self.stack.clear_to(TitleScene(self))

    def handle_event(self, event: pygame.event.Event) -> None:
        """Route one pygame event."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in WINDOW_REDRAWN:
            self.display_epoch += 1        # scenes that draw only what changed draw all
        if self.combo is not None:
            self.combo.handle(event)
        top = self.stack.top
        if (event.type == pygame.KEYDOWN and hasattr(top, "key_down")
                and not self.stack.pending and top.key_down(event)):
            self.idle = 0.0
            return
        if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED):
            self.mapper.release_all()
            return
        for out in self.mapper.handle(event):
            self.dispatch(out)

    def dispatch(self, out: ActionEvent | PointerEvent) -> None:
        """Give an action or pointer event to the top scene.

        Once the top scene has asked for a stack change, the rest of this frame's input
        is dropped: it was meant for a scene that is leaving (two BACKs must not pop two
        scenes, nor the last one).
        """
        if self.stack.pending:
            self.idle = 0.0
            return
        if isinstance(out, PointerEvent):
            self.idle = 0.0
            top = self.stack.top
            if top is not None:
                top.pointer(out)
            return
        self.idle = 0.0
        if out.action is Action.FULLSCREEN:
            if out.pressed and not self.settings.kiosk:
                self.toggle_fullscreen()
            return
        top = self.stack.top
        if top is not None:
            top.action(out)

    def quit(self) -> None:
        """Stop at the end of this frame (a kiosk ignores every quit request: window
        close, Alt+F4; only the admin menu or SIGTERM end it)."""
        if self.settings.kiosk:
            return
        self.running = False

    # -- measuring ------------------------------------------------------------------------
    def stat_name(self) -> str:
        """The name frame times are filed under: the top scene's stat name."""
        top = self.stack.top
        if top is None:
            return "none"
        return getattr(top, "stat_name", None) or top.name

    def record(self, seconds: float, cpu_seconds: float | None = None) -> None:
        """File one frame's update+draw time (wall clock, and this process's CPU time:
        on a shared machine the wall clock also counts the time others had the core)."""
        name = self.stat_name()
        self.frame_ms.setdefault(name, []).append(seconds * 1000.0)
        if cpu_seconds is not None:
            self.frame_cpu_ms.setdefault(name, []).append(cpu_seconds * 1000.0)

    def screenshot(self, final: bool = False) -> None:
        """Save a PNG once a new scene or game has been shown for a few frames, and the
        last frame of the run (named ..._end_f<frame>.png)."""
        folder = self.options.screenshots
        if folder is None:
            return
        key = self.stat_name()
        if key != self._shot_key:
            self._shot_key, self._shot_since = key, self.frame
        settled = self.frame - self._shot_since >= SCREENSHOT_SETTLE
        new_scene = self._shot_taken != (key, self._shot_since)
        if (settled and new_scene) or final:
            self._shot_taken = (key, self._shot_since)
            folder.mkdir(parents=True, exist_ok=True)
            safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in key)
            self.shots += 1
            end = "_end" if final and not new_scene else ""
            pygame.image.save(self.screen,
                              str(folder / f"{self.shots:03d}_{safe}{end}_f{self.frame}.png"))

    def stats(self) -> dict:
        """The --stats document."""
        scenes = {}
        for name, times in self.frame_ms.items():
            ordered = sorted(times)
            scenes[name] = {"frames": len(times),
                            "p50_ms": round(statistics.median(ordered), 3),
                            "p95_ms": round(_percentile(ordered, 95), 3),
                            "p99_ms": round(_percentile(ordered, 99), 3),
                            "max_ms": round(ordered[-1], 3)}
            cpu = sorted(self.frame_cpu_ms.get(name, ()))
            if cpu:
                scenes[name].update({"cpu_p99_ms": round(_percentile(cpu, 99), 3),
                                     "cpu_max_ms": round(cpu[-1], 3)})
        out = {"frames": self.frame, "scenes": scenes}
        out.update(self.extra_stats)
        return out

    def shutdown(self) -> bool:
        """Write stats, stop the bot worker, close pygame; False if the stats failed."""
        ok = True
        if self._sigterm_installed:      # give SIGTERM back to whoever had it
            signal.signal(signal.SIGTERM, self._sigterm_previous or signal.SIG_DFL)
            self._sigterm_installed = False
        if self.settings.kiosk:
            from scenes.kiosk import close_log, log
            log.info("kiosk stop after %d frames%s", self.frame,
                     f" ({self.stop_reason})" if self.stop_reason else "")
            close_log(self.log_handler)
            self.log_handler = None
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
        self.bots.close()
        self._call_mixer("close")
        pygame.quit()
        forget_caches()
        return ok


def forget_caches() -> None:
    """Drop fonts and surfaces tied to the pygame session that just ended."""
    from scenes import ui
    ui.forget_caches()
    for module in ("sprites.fonts", "sprites.cards"):
        try:
            importlib.import_module(module).clear_cache()
        except (ImportError, AttributeError):
            pass


def _percentile(ordered: list[float], pct: float) -> float:
    """Nearest-rank percentile of an already sorted list."""
    if not ordered:
        return 0.0
    rank = max(1, min(len(ordered), math.ceil(pct / 100 * len(ordered))))
    return ordered[rank - 1]
