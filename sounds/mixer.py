"""AudioMixer: the one object scenes use to make noise, silent when there is no device.

    audio = AudioMixer()            # opens the device; sounds are built in a thread
    audio.play("chip")              # skipped (silently) until the effects are built
    audio.start_music()
    audio.set_volumes(master=0.8, music=0.4, effects=1.0, muted=False)

If `pygame.mixer` cannot initialise (no audio device, a bad SDL_AUDIODRIVER, a headless
kiosk), the mixer stays silent: every method still works and nothing ever raises, except
`play` of a name that is not a sound at all (a programming error, ValueError).

Synthesis (~0.1 s for the effects, ~0.3 s for the music on the 2-core reference
machine) runs in a background thread so that the title screen is not held up; the
music starts as soon as it is built if `start_music` was called before.
`wait_ready()` blocks until the sounds exist (tests, benchmarks).
"""

from __future__ import annotations

import threading
import time

import pygame

from sounds.names import EFFECTS as EFFECT_NAMES   # synth (numpy) loads in the thread

DEFAULT_VOLUMES = {"master": 0.8, "music": 0.35, "effects": 0.9}
MUSIC_GAIN = 0.5          # the loop stays under the effects even at the same setting
REPEAT_GAP = 0.045        # seconds: the same effect asked again sooner is skipped
FREQUENCY = 44100
BUFFER = 512


def _clamp(value: float) -> float:
    try:
        return min(1.0, max(0.0, float(value)))
    except (TypeError, ValueError):
        return 0.0


class AudioMixer:
    """Effects and the music loop behind one volume model (master, music, effects, mute)."""

    def __init__(self, enabled: bool = True, frequency: int = FREQUENCY,
                 buffer: int = BUFFER) -> None:
        """Open the audio device if possible and synthesise the effects; never raises."""
        self.master = DEFAULT_VOLUMES["master"]
        self.music_volume = DEFAULT_VOLUMES["music"]
        self.effects_volume = DEFAULT_VOLUMES["effects"]
        self.muted = False
        self.error: str | None = None
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._music: pygame.mixer.Sound | None = None
        self._music_channel: pygame.mixer.Channel | None = None
        self._format: tuple[int, int, int] | None = None
        self._lock = threading.RLock()
        self._want_music = False
        self._closing = False
        self._last_played: dict[str, float] = {}
        self._ready = threading.Event()
        self._thread: threading.Thread | None = None
        if enabled:
            self._open(frequency, buffer)
        if self.available:
            self._thread = threading.Thread(target=self._build, name="audio-synth",
                                            daemon=True)
            self._thread.start()
        else:
            self._ready.set()

    @property
    def available(self) -> bool:
        """True when sound really comes out (a device was opened)."""
        return self._format is not None

    def _open(self, frequency: int, buffer: int) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=frequency, size=-16, channels=2, buffer=buffer)
            init = pygame.mixer.get_init()
            if not init:
                raise pygame.error("mixer did not initialise")
            self._format = (int(init[0]), int(init[1]), int(init[2]))
            pygame.mixer.set_reserved(1)
            self._music_channel = pygame.mixer.Channel(0)
        except (pygame.error, ValueError, TypeError, OSError, NotImplementedError,
                ImportError) as exc:
            self._fail(exc)

    def _fail(self, exc: BaseException) -> None:
        self.error = str(exc) or exc.__class__.__name__
        self._format = None
        self._sounds.clear()
        self._music_channel = None

    def _build(self) -> None:
        """Synthesise the effects, then the music (thread body); never raises."""
        try:
            from sounds import synth
            rate = self._format[0]  # type: ignore[index]
            for name in EFFECT_NAMES:
                if self._closing:
                    return
                sound = self._make(synth.render(name, rate))
                with self._lock:
                    self._sounds[name] = sound
            with self._lock:
                self._apply()
            self._ready.set()
            if self._closing:
                return
            music = self._make(synth.music(rate))
            with self._lock:
                self._music = music
                if self._want_music:
                    self._play_music()
        except (pygame.error, ValueError, TypeError, OSError, NotImplementedError,
                ImportError) as exc:
            with self._lock:
                self._fail(exc)
        finally:
            self._ready.set()

    def wait_ready(self, timeout: float | None = None) -> bool:
        """Block until the sounds are built (or the mixer is silent); True if ready."""
        ready = self._ready.wait(timeout)
        if self._thread is not None:
            self._thread.join(timeout)
        return ready

    def _make(self, mono) -> pygame.mixer.Sound:
        from sounds import synth
        rate, fmt, channels = self._format  # type: ignore[misc]
        return pygame.sndarray.make_sound(synth.to_mixer_format(mono, fmt, channels))

    def play(self, name: str) -> None:
        """Play an effect by name (EFFECT_NAMES); silent when muted or without a device."""
        if name not in EFFECT_NAMES:
            raise ValueError(f"unknown sound {name!r} (known: {', '.join(EFFECT_NAMES)})")
        with self._lock:
            sound = self._sounds.get(name)
        if sound is None or self.muted:
            return
        now = time.monotonic()
        if now - self._last_played.get(name, -1.0) < REPEAT_GAP:
            return  # twenty cards dealt in one frame make one sound, not a roar
        self._last_played[name] = now
        try:
            sound.play()
        except pygame.error:
            pass

    def start_music(self) -> None:
        """Start the music loop (as soon as it is built); does nothing without a device."""
        with self._lock:
            self._want_music = True
            if self._music is not None:
                self._play_music()

    def _play_music(self) -> None:
        if self._music_channel is None or self._music is None:
            return
        try:
            if not self._music_channel.get_busy():
                self._music_channel.play(self._music, loops=-1, fade_ms=800)
            self._apply()
        except pygame.error as exc:
            self.error = str(exc)

    def stop_music(self, fade_ms: int = 600) -> None:
        """Fade the music out."""
        with self._lock:
            self._want_music = False
            if self._music_channel is None:
                return
            try:
                self._music_channel.fadeout(max(0, int(fade_ms)))
            except pygame.error:
                pass

    @property
    def music_playing(self) -> bool:
        """True while the music loop is playing."""
        try:
            return bool(self._music_channel and self._music_channel.get_busy())
        except pygame.error:
            return False

    def set_volumes(self, master: float | None = None, music: float | None = None,
                    effects: float | None = None, muted: bool | None = None) -> None:
        """Change any of the volumes (0..1) and mute, applied at once."""
        if master is not None:
            self.master = _clamp(master)
        if music is not None:
            self.music_volume = _clamp(music)
        if effects is not None:
            self.effects_volume = _clamp(effects)
        if muted is not None:
            self.muted = bool(muted)
        with self._lock:
            self._apply()

    def effective_volumes(self) -> tuple[float, float]:
        """The (music, effects) gains actually sent to the device."""
        if self.muted:
            return 0.0, 0.0
        return (self.master * self.music_volume * MUSIC_GAIN,
                self.master * self.effects_volume)

    def _apply(self) -> None:
        music, effects = self.effective_volumes()
        try:
            for sound in self._sounds.values():
                sound.set_volume(effects)
            if self._music_channel is not None:
                self._music_channel.set_volume(music)
        except pygame.error:
            pass

    def close(self) -> None:
        """Stop everything and release the device."""
        self._closing = True
        if self._thread is not None:
            self._thread.join()
        try:
            if self.available:
                pygame.mixer.stop()
                pygame.mixer.quit()
        except pygame.error:
            pass
        self._format = None
        self._sounds.clear()
        self._music = None
        self._music_channel = None
