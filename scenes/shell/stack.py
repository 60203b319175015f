"""The scene stack: push, pop, replace, with enter/pause/resume/exit hooks.

Scenes draw from the topmost opaque scene up, so a `transparent` overlay (pause menu,
hand-off screen) shows the table under it. `update(dt)` changes things and only the top
scene gets it (plus input); `draw(surface)` never changes state (Tuxemon `state.py`).
Stack changes asked for during an update are applied between frames, so a scene is
never removed while its own code is running.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Generator, Protocol

if TYPE_CHECKING:  # pragma: no cover
    import pygame
    from scenes.shell.input import ActionEvent, PointerEvent


class AppServices(Protocol):
    """What a screen may use of the app that runs it (`scenes.shell.app.App` is one; a test's
    stand-in is another). Screens are typed against this, never against `App`, so the
    shell depends on the screens and not the other way round."""

    stack: "SceneStack"
    settings: Any              # game.records.config.Settings
    options: Any               # scenes.shell.app.AppOptions: the command line
    data_dir: Path
    text: Any                  # scenes.ui.TextCache
    message: str               # a one-off notice shown by the title
    idle: float                # seconds since the last input
    frame: int
    display_epoch: int         # +1 whenever the display surface may have been reset
    running: bool
    screen: Any                # the display surface (pygame.Surface)
    saves: Any                 # game.records.save.SaveSlot
    profiles: Any              # game.records.profiles.ProfileStore, None at a kiosk
    statistics: Any            # game.records.statistics.Statistics, None at a kiosk
    replays: Any               # game.records.replays.ReplayLibrary
    kiosk: Any                 # game.records.kioskconfig.KioskConfig
    kiosk_stats: Any
    kiosk_games: list
    admin_lock: Any
    supervisor: Any            # the kiosk's supervisor, or None
    phones: Any                # scenes.phone.service.PhoneService, or None
    bots: Any                  # game.ai.worker.BotWorker
    mapper: Any                # scenes.shell.input.InputMapper
    match_watchers: list[Callable]
    extra_stats: dict

    @property
    def lang(self) -> str: ...

    @property
    def anim_speed(self) -> float: ...

    def play_sound(self, name: str) -> None: ...

    def save_settings(self) -> None: ...

    def go_home(self) -> None: ...

    def announce_match(self, match: Any) -> None: ...

    def watch_replay(self, transcript: dict, seats: list[str] | None = None,
                     seat: int | None = None) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def quit(self) -> None: ...


class Scene:
    """Base class of every screen. Override the hooks you need."""

    transparent: bool = False
    name: str = "scene"

    def __init__(self, app: AppServices) -> None:
        self.app = app

    # -- lifecycle -------------------------------------------------------------------
    def enter(self) -> None:
        """Called once when pushed (or placed by replace)."""

    def pause(self) -> None:
        """Called when another scene is pushed over this one."""

    def resume(self) -> None:
        """Called when the scene above this one was popped."""

    def exit(self) -> None:
        """Called once when popped or replaced."""

    # -- per frame -------------------------------------------------------------------
    def action(self, event: "ActionEvent") -> None:
        """A semantic input (CONFIRM, BACK, LEFT...) for this scene."""

    def pointer(self, event: "PointerEvent") -> None:
        """A mouse or touch event in logical coordinates."""

    def update(self, dt: float) -> None:
        """Advance by dt seconds: the only place a scene changes itself."""

    def draw(self, surface: "pygame.Surface") -> None:
        """Draw onto the logical surface; must not change any state."""


class SceneStack:
    """An ordered stack of scenes with deferred changes and lifecycle hooks."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        self.changes = 0  # counts every push/pop/replace, for screenshots and stats

    @property
    def top(self) -> Scene | None:
        """The scene receiving input and updates."""
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    # -- changes (deferred) ------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        """Put `scene` on top (applied at the next `apply_pending`)."""
        self._pending.append(lambda: self._push(scene))

    def pop(self) -> None:
        """Remove the top scene."""
        self._pending.append(self._pop)

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        self._pending.append(lambda: self._replace(scene))

    def clear_to(self, scene: Scene) -> None:
        """Remove every scene and start again from `scene`."""
        self._pending.append(lambda: self._clear_to(scene))

    @property
    def pending(self) -> bool:
        """Whether changes are waiting (input then goes nowhere until they are applied)."""
        return bool(self._pending)

    def apply_pending(self) -> bool:
        """Apply queued changes in order; True if anything changed."""
        changed = False
        while self._pending:
            batch, self._pending = self._pending, []
            for change in batch:
                change()
                changed = True
        return changed

    # -- immediate forms ----------------------------------------------------------------
    def _push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        self.changes += 1
        scene.enter()

    def _pop(self) -> None:
        if not self.scenes:
            return
        self.scenes.pop().exit()
        self.changes += 1
        if self.scenes:
            self.scenes[-1].resume()

    def _replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        self.changes += 1
        scene.enter()

    def _clear_to(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        self.changes += 1
        scene.enter()

    # -- per frame -------------------------------------------------------------------
    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the topmost opaque scene up."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[index].transparent:
                start = index
                break
        return self.scenes[start:]

    def update(self, dt: float) -> None:
        """Update the top scene, then apply the stack changes it asked for."""
        if self.scenes:
            self.scenes[-1].update(dt)
        self.apply_pending()

    def draw(self, surface: "pygame.Surface") -> None:
        """Draw the visible scenes bottom-up."""
        for scene in self.visible():
            scene.draw(surface)


class Prepared:
    """A scene made ahead a piece per frame: `make()` returns a generator that yields
    between pieces (each renders what the scene's frames will need) and returns the
    scene. `step()` runs one piece and gives the scene once it is ready (None before);
    `finish()` runs what is left at once."""

    def __init__(self, make: Callable[[], Generator]) -> None:
        self._make = make
        self._job: Generator | None = None
        self.scene: Scene | None = None

    def step(self) -> Scene | None:
        if self.scene is None:
            if self._job is None:
                self._job = self._make()
            try:
                next(self._job)
            except StopIteration as done:
                self.scene = done.value
        return self.scene

    def finish(self) -> Scene:
        while self.step() is None:
            pass
        return self.scene
