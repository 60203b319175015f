"""The controller set-up screen: a raw joystick's buttons mapped to the standard layout.

SDL only turns a joystick into a game controller (what `scenes.shell.input` reads) when it
knows a mapping for it. This screen asks for each standard input in turn (A, B, X, Y,
Back, Start, the d-pad, the shoulders; Space or Enter skips one the pad lacks), notes
the raw button, hat direction or half-axis that answered, then builds the SDL mapping
line, saves it in the data folder and gives it to SDL at once (`game.records.padmap`).

It is reachable from Settings, and offered when a joystick SDL does not know as a
controller is plugged in (`route_joystick`, called by the App for joystick events). A
kiosk offers nothing to its customers: an unknown pad there is logged and listed
(`unknown_pads`) for the admin menu, which has the set-up screen (docs/kiosk.md).
Only the keyboard and mouse skip or stop: while a known pad is being mapped again, its
controller presses must not also act on the screen.
"""

from __future__ import annotations

import pygame

from game.records import padmap
from scenes.shell.sdl import controller_mapping_adder
from game.i18n import text
from scenes.shell.input import Action
from scenes.shell.stack import Scene
from scenes.ui import FELT, HIGHLIGHT, TEXT, TEXT_DIM

JOY_INPUTS = (pygame.JOYBUTTONDOWN, pygame.JOYHATMOTION, pygame.JOYAXISMOTION)
_declined: set[str] = set()      # GUIDs whose offer was turned down in this session
_unknown: dict[str, str] = {}    # at a kiosk: GUID -> name of each pad plugged unmapped


class PadSetupScene(Scene):
    """Map one raw joystick, input by input; save and apply the SDL mapping."""

    name = "padsetup"

    def __init__(self, app, device_index: int | None = None, guid: str | None = None,
                 pad_name: str | None = None, instance: int | None = None,
                 offered: bool = False) -> None:
        super().__init__(app)
        self.device_index = device_index
        self.guid = guid
        self.pad_name = pad_name
        self.instance = instance          # the joystick being mapped (None: the first to answer)
        self.offered = offered
        self.step = 0
        self.bindings: dict[str, str] = {}
        self.rest: dict[tuple[int, int], float] = {}   # an axis's first value: its rest
        self.used = False                 # the last answer was already taken
        self.outcome: tuple[str, dict] | None = None   # (text key, params) once finished
        self.note: str = ""               # where it was saved
        self._sticks: dict[int, pygame.joystick.JoystickType] = {}

    # -- lifecycle -----------------------------------------------------------------------
    def enter(self) -> None:
        """Open the joysticks (SDL sends a joystick's events only while it is open)."""
        indexes = ([self.device_index] if self.device_index is not None
                   else range(_joystick_count()))
        for index in indexes:
            try:
                stick = pygame.joystick.Joystick(index)
            except (pygame.error, IndexError):
                continue
            self._sticks[stick.get_instance_id()] = stick
            if self.device_index is not None:
                self.instance = stick.get_instance_id()
                self.guid = self.guid or stick.get_guid()
                self.pad_name = self.pad_name or stick.get_name()

    @property
    def current(self) -> str | None:
        """The standard input asked for now (None once every one was asked)."""
        return padmap.STEPS[self.step] if self.step < len(padmap.STEPS) else None

    # -- input -------------------------------------------------------------------------
    def raw_joystick(self, event: pygame.event.Event) -> bool:
        """A raw joystick event; True when this screen used it."""
        if event.type not in JOY_INPUTS or self.outcome is not None:
            return event.type in JOY_INPUTS
        instance = getattr(event, "instance_id", getattr(event, "joy", None))
        if self.instance is not None and instance != self.instance:
            return True                   # another pad: not the one being set up
        binding = self._binding(event, instance)
        if binding is None:
            return True
        if self.instance is None:         # the first answer picks the pad
            self._pick(instance)
        if binding in self.bindings.values():
            self.used = self.bindings.get(padmap.STEPS[self.step - 1]) != binding
            return True                   # (a held axis repeating its last answer is quiet)
        self.bindings[self.current] = binding
        self.used = False
        self._advance()
        return True

    def _binding(self, event, instance) -> str | None:
        if event.type == pygame.JOYBUTTONDOWN:
            return padmap.button_binding(event.button)
        if event.type == pygame.JOYHATMOTION:
            return padmap.hat_binding(event.hat, event.value)
        rest = self.rest.setdefault((instance, event.axis), 0.0)
        return padmap.axis_binding(event.axis, event.value, rest)

    def _pick(self, instance) -> None:
        self.instance = instance
        stick = self._sticks.get(instance)
        if stick is not None:
            self.guid = self.guid or stick.get_guid()
            self.pad_name = self.pad_name or stick.get_name()

    def action(self, event) -> None:
        if not event.pressed or event.repeat:
            return
        from_pad = str(event.device).startswith("pad:")
        if self.outcome is not None:
            if event.action in (Action.CONFIRM, Action.BACK):
                self.app.stack.pop()
            return
        if from_pad:
            return
        if event.action is Action.BACK:
            if self.offered and self.guid:
                _declined.add(self.guid)
            self.app.stack.pop()
        elif event.action is Action.CONFIRM and self.instance is not None:
            self.used = False
            self._advance()                  # skip: this pad has no such input

    def _advance(self) -> None:
        self.step += 1
        if self.current is None:
            self._finish()

    def _finish(self) -> None:
        """Build, save and apply the mapping; note what happened for the screen."""
        if not self.bindings:
            self.outcome = ("pad_nothing", {})
            return
        try:
            line = padmap.mapping_line(self.guid or "", self.pad_name or "Gamepad",
                                       self.bindings)
            path = padmap.save_mapping(self.app.data_dir, line)
        except (padmap.MappingError, OSError) as exc:
            self.outcome = ("pad_failed", {"error": str(exc)})
            return
        _unknown.pop((self.guid or "").lower(), None)
        _unknown.pop(self.guid or "", None)
        self.note = text("pad_saved_in", self.app.lang, path=str(path))
        add = controller_mapping_adder()
        if add is None or not add(line):
            self.outcome = ("pad_next_start", {})
            return
        self.outcome = ("pad_done", {"name": self.pad_name or "Gamepad"})
        if self.device_index is not None or self._sticks:
            index = self._device_index()
            if index is not None:   # SDL announces no new controller: the mapper opens it
                pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED,
                                                     device_index=index))

    def _device_index(self) -> int | None:
        if self.device_index is not None:
            return self.device_index
        for index in range(_joystick_count()):
            try:
                if pygame.joystick.Joystick(index).get_instance_id() == self.instance:
                    return index
            except pygame.error:
                continue
        return None

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        lang, put = self.app.lang, self.app.text.blit
        surface.fill(FELT)
        put(surface, text("pad_setup", lang), 64, (960, 120), "center", fg=HIGHLIGHT,
            display=True)
        if self.pad_name:
            put(surface, text("pad_offer", lang, name=self.pad_name), 36, (960, 220),
                "center", fg=TEXT_DIM)
        if self.outcome is not None:
            key, params = self.outcome
            put(surface, text(key, lang, **params), 48, (960, 480), "center", fg=TEXT)
            if self.note:
                put(surface, self.note, 28, (960, 570), "center", fg=TEXT_DIM)
            put(surface, text("pad_leave", lang), 32, (960, 960), "center", fg=TEXT_DIM)
            return
        put(surface, text("pad_step", lang, n=self.step + 1, total=len(padmap.STEPS)), 32,
            (960, 360), "center", fg=TEXT_DIM)
        asked = text(f"pad_in_{self.current}", lang)
        put(surface, text("pad_press", lang, input=asked), 56, (960, 480), "center", fg=TEXT)
        if self.instance is None and not self._sticks:
            put(surface, text("pad_no_pad", lang), 32, (960, 600), "center", fg=TEXT_DIM)
        elif self.used:
            put(surface, text("pad_used", lang), 32, (960, 600), "center", fg=HIGHLIGHT)
        put(surface, text("pad_help", lang), 28, (960, 960), "center", fg=TEXT_DIM)


def _joystick_count() -> int:
    try:
        return pygame.joystick.get_count()
    except pygame.error:
        return 0


def _is_controller(device_index: int) -> bool:
    try:
        from pygame._sdl2 import controller
        return bool(controller.is_controller(device_index))
    except (ImportError, AttributeError, pygame.error, IndexError):
        return False


def route_joystick(app, event: pygame.event.Event) -> bool:
    """Give a raw joystick event to the set-up screen on top, or offer the screen for
    a newly plugged joystick SDL does not know as a controller; True if used."""
    top = app.stack.top
    if isinstance(top, PadSetupScene):
        return top.raw_joystick(event)
    if event.type != pygame.JOYDEVICEADDED:
        return False
    index = getattr(event, "device_index", 0)
    known = getattr(event, "known", None)
    if known is None:
        known = _is_controller(index)
    guid = getattr(event, "guid", None)
    if app.settings.kiosk:
        if not known:
            _note_unknown(guid or "?", getattr(event, "name", None) or "?")
        return False
    if any(isinstance(s, PadSetupScene) for s in app.stack.scenes) or app.stack.pending:
        return False
    if known or (guid and guid in _declined):
        return False
    app.stack.push(PadSetupScene(app, index, guid, getattr(event, "name", None),
                                 getattr(event, "instance_id", None), offered=True))
    return True


def _note_unknown(guid: str, name: str) -> None:
    """At a kiosk: remember an unmapped pad for the admin menu, and log it once."""
    if guid not in _unknown:
        from game.records.kioskconfig import log
        log.warning("controller %r (GUID %s) has no mapping: customers cannot use it; set "
                    "it up from the admin menu, or drop a gamecontrollerdb.txt in the data "
                    "folder (docs/kiosk.md)", name, guid)
    _unknown[guid] = name


def unknown_pads() -> dict[str, str]:
    """The pads plugged at this kiosk without a mapping, GUID -> name."""
    return dict(_unknown)
