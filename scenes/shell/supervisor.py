"""The kiosk supervisor: what an unattended café kiosk does besides playing.

It holds the admin combo (the PIN pad over anything), the kiosk log, quiet hours, the
"Still playing?" question and the fall back to the title when idle, notices a dead
compositor, and counts games for the admin's statistics. Games are counted from the
matches' own events ("match_started", "game_over"), not by watching scene names.
"""

from __future__ import annotations

import datetime
import os
import sys
import time
import weakref
from pathlib import Path

from scenes.kiosk.keys import AdminCombo

from game.records.kiosk import clear_admin_exit, close_log, open_log

from game.records.kioskconfig import log

KIOSK_STAYS = ("title", "demo", "results")   # scenes a kiosk leaves alone when idle
ADMIN_SCENES = ("pinpad", "newpin", "adminmenu", "admingames", "stillplaying")
QUIET_CHECK = 30.0           # seconds between two looks at the quiet hours
PARENT_CHECK = 1.0           # seconds between two looks for the compositor
PARENT_GONE = ("menagerie: kiosk: the process that started it (pid {pid}) is gone, so it "
               "stops: under cage, the compositor died. Started from a script or a "
               "session that exits? Add --kiosk-outlive-parent.")


class KioskSupervisor:
    """Kiosk mode's duties, ticked by the app every frame."""

    def __init__(self, app, flat: dict) -> None:
        self.app = app
        k = app.kiosk
        settings = app.settings
        settings.kiosk = True
        settings.fullscreen = True
        if not app.options.lang and "lang" not in flat:
            settings.lang = k.lang
        if "attract_after" not in flat:
            settings.attract_after = k.attract_after
        if "admin_pin" not in flat:
            settings.admin_pin = k.admin_pin
        if "master" not in flat:
            settings.master = k.volume
        folder = Path(k.log_dir).expanduser() if k.log_dir else app.data_dir / "logs"
        self.log_handler = open_log(folder)
        log.info("kiosk start (config: %s, data: %s)", k.source, app.data_dir)
        clear_admin_exit(app.data_dir)
        if app.store.warning:            # a damaged settings.json, set aside
            log.error("%s", app.store.warning)
        for problem in k.problems:
            log.error("config: %s", problem)
        if k.problems:
            log.warning("the kiosk runs on defaults for the keys above")
        self.combo = AdminCombo(k.admin_keys, k.admin_pad, k.admin_hold)
        self._volume_check = 0.0
        self._parent = None if app.options.outlive_parent else os.getppid()   # the
        # compositor, under cage (see parent_gone); None: not watched
        self._parent_check = 0.0
        app.match_watchers.append(self.watch)
        self.clock = time.monotonic      # game lengths (a test may set another clock)
        self._began: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    # -- every frame ------------------------------------------------------------------
    def handle(self, event) -> None:
        """A pygame event, for the admin combo."""
        self.combo.handle(event)

    def tick(self, dt: float) -> None:
        """The combo, the quiet hours and the compositor."""
        if self.combo.tick(dt):
            self.open_admin()
        self.quiet_hours(dt)
        self.parent_gone(dt)

    def quiet_hours(self, dt: float) -> None:
        """Lower the volume during the configured quiet hours (checked every 30 s)."""
        self._volume_check -= dt
        if self._volume_check > 0:
            return
        self._volume_check = QUIET_CHECK
        master = self.app.kiosk.volume_at(datetime.datetime.now().time())
        self.app.call_mixer("set_volumes", master=master)

    def parent_gone(self, dt: float) -> None:
        """Once a second, whether the process that started us (cage, the kiosk
        compositor) has died. Its windows are gone with it, so the game saves and ends,
        and the service restarts the whole session, instead of playing on unseen. Said on
        stderr too, with the flag for launchers that exit (--kiosk-outlive-parent)."""
        if self._parent is None:
            return
        self._parent_check += dt
        if self._parent_check < PARENT_CHECK:
            return
        self._parent_check = 0.0
        app = self.app
        if os.getppid() != self._parent and not app.stop_requested:
            log.warning("the parent process %d (the compositor) is gone: stopping",
                        self._parent)
            print(PARENT_GONE.format(pid=self._parent), file=sys.stderr)
            app.stop_requested = True
            app.stop_reason = "parent gone"

    def timeout(self) -> None:
        """An idle game asks "Still playing?" (then is abandoned); an idle menu falls
        back to the title."""
        app = self.app
        top = app.stack.top
        if top is None or top.name in ADMIN_SCENES:
            return
        table = next((s for s in reversed(app.stack.scenes) if s.name == "table"
                      and getattr(s, "demo", None) is None), None)
        if table is not None and top.name != "results":
            if top.name != "stillplaying" and app.idle >= app.kiosk.still_playing_after:
                from scenes.kiosk.screens import StillPlayingScene
                app.idle = 0.0
                app.stack.push(StillPlayingScene(app, table, app.kiosk.still_playing_countdown))
            return
        if (top.name not in KIOSK_STAYS and getattr(top, "demo", None) is None
                and app.idle >= app.settings.attract_after):
            app.idle = 0.0
            app.go_home()

    # -- the admin and the games ------------------------------------------------------
    def open_admin(self) -> None:
        """The admin combo was held: the PIN pad over whatever is shown."""
        app = self.app
        top = app.stack.top
        if top is not None and top.name in ("pinpad", "newpin", "adminmenu", "admingames"):
            return
        from scenes.kiosk.pinpad import PinPadScene
        log.info("admin combo held: PIN pad shown")
        app.mapper.release_all()
        app.stack.push(PinPadScene(app, app.settings.admin_pin, app.admin_lock))

    def admin_menu(self, notice: str = "", countdown: bool = True) -> None:
        """The right PIN was entered: the admin menu in the PIN pad's place."""
        from scenes.kiosk.screens import AdminMenuScene
        self.app.stack.replace(AdminMenuScene(self.app, notice=notice, countdown=countdown))

    def abandon_game(self, table) -> None:
        """An idle game: clear its save, count it, back to the title."""
        app = self.app
        app.saves.clear()
        app.kiosk_stats.record(table.game.id, "abandoned")
        log.info("%s abandoned after %d moves (idle)", table.game.id, len(table.moves_json))
        app.idle = 0.0
        app.go_home()

    def watch(self, match) -> None:
        """Count a customer's match when it starts and when it ends."""
        match.subscribe("match_started", self._started)
        match.subscribe("game_over", self._finished)

    def _started(self, match) -> None:
        self._began[match] = self.clock()
        if match.resumed_moves:          # a game resumed after a restart counts once
            log.info("game resumed: %s after %d moves", match.game.id, match.resumed_moves)
            return
        self.app.kiosk_stats.record(match.game.id, "started")
        log.info("game started: %s, seats %s", match.game.id, ",".join(match.seats))

    def _finished(self, match) -> None:
        began = self._began.pop(match, None)
        # A resumed game is not timed: how long it ran before the restart is not known.
        seconds = self.clock() - began if began is not None and not match.resumed_moves else None
        self.app.kiosk_stats.record(match.game.id, "finished", seconds=seconds)
        log.info("game finished: %s, scores %s", match.game.id, match.state.scores())

    def close(self, frames: int, reason: str) -> None:
        """The kiosk stops: say so in its log, and close the log."""
        log.info("kiosk stop after %d frames%s", frames, f" ({reason})" if reason else "")
        close_log(self.log_handler)
        self.log_handler = None
