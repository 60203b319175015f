"""The App's frame loop: each frame's input, update, draw and measure.

Each frame: events (real, then scripted for this frame) -> actions -> top scene; then
`update(dt)`, then `draw`. Headless mode (dummy drivers) steps a fixed dt of 1/60 s for
--frames N frames and never sleeps, but for the --demo's 60 frames a second (and not it
with --unpaced, for tests). Frame times and screenshots are `scenes.shell.framestats`'s.
Mixed into `App` (scenes.shell.app), whose window, stack, mapper, settings and options
it runs.
"""

from __future__ import annotations

import gc
import os
import time

import pygame

from scenes.shell.display import WINDOW_REDRAWN
from scenes.shell.framestats import stat_name
from scenes.shell.input import Action, ActionEvent, PointerEvent
from scenes.ui import FELT

FIXED_DT = 1 / 60
MAX_DT = 0.1                 # a long stall is not replayed as one huge step
TARGET_FPS = 60
BOT_NICENESS = 5            # how much nicer than the screen the bot worker runs
JOYSTICK_EVENTS = frozenset((pygame.JOYDEVICEADDED, pygame.JOYBUTTONDOWN, pygame.JOYHATMOTION,
                             pygame.JOYAXISMOTION))   # for the controller set-up screen


class FrameLoop:
    """The loop of an App (its `options`, `stack`, `screen`, `mapper`, `meter`, `bots`,
    `supervisor`, `phones`, `online` and `settings`): `run` from `first_scene` until
    quit, then `shutdown`; a `step` a frame; events to the top scene."""

    def run(self) -> int:
        """Run until quit (or --frames frames); returns the exit code."""
        clock = pygame.time.Clock()
        self.running = True
        frames = self.options.frames
        try:
            self.stack.push(self.first_scene())
            self.stack.apply_pending()
            # What start-up made (fonts, card art, tables) lives as long as the program:
            # kept out of the collector's sight, so that its collections stay short.
            # `main` keeps the collector off until now. Start-up leaves about 500
            # objects of cyclic garbage, frozen with the rest: collecting them first
            # scanned the whole heap, 12-20 ms of a first table's CPU.
            gc.freeze()
            gc.enable()
            while self.running:
                if self.options.headless:
                    dt = FIXED_DT
                    if self.options.demo and self.options.paced:
                        # The attract loop keeps a display's pace: bots answer after as
                        # many frames as a person would see, and think between frames.
                        clock.tick(TARGET_FPS)
                else:
                    dt = min(MAX_DT, clock.tick(TARGET_FPS) / 1000.0)
                start, cpu = time.perf_counter(), time.process_time()
                self.step(dt)
                self.record(time.perf_counter() - start, time.process_time() - cpu)
                self.meter.screenshot(self.screen, self.stat_name(), self.frame)
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
            self.meter.screenshot(self.screen, self.stat_name(), self.frame, final=True)
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
        if self.supervisor is not None:
            self.supervisor.tick(dt)
            self.supervisor.timeout()
        if self.phones is not None:
            self.phones.pump()            # what phones sent, before the scenes update
        if self.online is not None:
            self.online.pump()            # what friends sent (NATS runs in its own thread)
        self.stack.update(dt)
        if not self.stack.scenes:
            self.screen.fill(FELT)
        self.stack.draw(self.screen)  # every opaque scene paints its whole background

    def nice_bots(self) -> None:
        """Lower the bot worker's CPU priority so that, when both want a core, the
        frame wins (again after a restart gives the worker a new pid)."""
        pid = getattr(self._bots, "pid", None)       # none until a bot first thinks
        if pid is None or pid == self._niced_pid or not hasattr(os, "setpriority"):
            return
        self._niced_pid = pid
        try:
            mine = os.getpriority(os.PRIO_PROCESS, 0)
            os.setpriority(os.PRIO_PROCESS, pid, min(19, mine + BOT_NICENESS))
        except OSError:
            pass   # not permitted here: the worker keeps the normal priority

    def handle_event(self, event: pygame.event.Event) -> None:
        """Route one pygame event."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in WINDOW_REDRAWN:
            self.display_epoch += 1        # scenes that draw only what changed draw all
        if self.supervisor is not None:
            self.supervisor.handle(event)
        if event.type in JOYSTICK_EVENTS:
            from scenes.menus.padsetup import route_joystick
            if route_joystick(self, event):
                self.idle = 0.0
                return
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
        self.idle = 0.0
        if self.stack.pending:
            return
        top = self.stack.top
        if isinstance(out, PointerEvent):
            if top is not None:
                top.pointer(out)
            return
        if out.action is Action.FULLSCREEN:
            if out.pressed and not self.settings.kiosk:
                self.toggle_fullscreen()
            return
        if top is not None:
            top.action(out)

    # -- measuring ------------------------------------------------------------------------
    def stat_name(self) -> str:
        """The name frame times are filed under: the top scene's stat name."""
        return stat_name(self.stack)

    def record(self, seconds: float, cpu_seconds: float | None = None) -> None:
        """File one frame's update+draw time (see `scenes.shell.framestats`)."""
        self.meter.record(self.stat_name(), seconds, cpu_seconds)

    def stats(self) -> dict:
        """The --stats document."""
        return self.meter.document(self.frame)
