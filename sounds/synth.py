"""Every sound of Ménagerie, synthesised with numpy at start-up (no audio files).

`render(name, rate)` gives a mono float32 array in [-1, 1] for an effect; `music(rate)`
gives the gentle table-music loop, whose end joins its start without a click (note
tails wrap around). Noise comes from a fixed-seed numpy generator, so every build of a
sound is identical. `to_mixer_format` converts to what `pygame.mixer.get_init()` says.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from sounds.names import EFFECTS

RATE = 44100
DURATIONS = {"shuffle": 0.75, "deal": 0.22, "flip": 0.12, "chip": 0.35, "medal": 0.9,
             "pass": 0.34, "win": 1.6, "click": 0.05, "error": 0.32, "fanfare": 2.6}
PEAK = 0.8
NOISE_SEED = 20261125
MUSIC_BPM = 88
# I - vi - IV - V twice, in C major; roots as MIDI notes.
MUSIC_CHORDS = ((48, (0, 4, 7)), (45, (0, 3, 7)), (41, (0, 4, 7)), (43, (0, 4, 7)),
                (48, (0, 4, 7)), (45, (0, 3, 7)), (41, (0, 4, 7)), (43, (0, 4, 7, 10)))
MUSIC_MELODY = (  # (beat, MIDI note, beats) over the 8 bars
    (0, 72, 1.5), (1.5, 74, 0.5), (2, 76, 2), (4, 76, 1), (5, 74, 1), (6, 72, 2),
    (8, 69, 1.5), (9.5, 72, 0.5), (10, 77, 2), (12, 74, 1.5), (13.5, 72, 0.5),
    (14, 71, 2), (16, 72, 1), (17, 76, 1), (18, 79, 2), (20, 81, 1), (21, 79, 1),
    (22, 76, 2), (24, 77, 1.5), (25.5, 76, 0.5), (26, 74, 2), (28, 74, 1), (29, 76, 1),
    (30, 74, 1), (31, 71, 1))


def _time(duration: float, rate: int) -> np.ndarray:
    return np.arange(int(duration * rate), dtype=np.float32) / rate


def _noise(n: int, seed_offset: int = 0) -> np.ndarray:
    return np.random.default_rng(NOISE_SEED + seed_offset).uniform(-1, 1, n).astype(np.float32)


def _lowpass(signal: np.ndarray, cutoff: float, rate: int) -> np.ndarray:
    """A one-pole low-pass filter done in the frequency domain (vectorised)."""
    spectrum = np.fft.rfft(signal)
    freqs = np.fft.rfftfreq(signal.size, 1 / rate)
    spectrum /= np.sqrt(1 + (freqs / cutoff) ** 2)
    return np.fft.irfft(spectrum, signal.size).astype(np.float32)


def _bandpass(signal: np.ndarray, low: float, high: float, rate: int) -> np.ndarray:
    spectrum = np.fft.rfft(signal)
    freqs = np.fft.rfftfreq(signal.size, 1 / rate)
    spectrum *= 1 / np.sqrt(1 + (low / np.maximum(freqs, 1)) ** 4)
    spectrum /= np.sqrt(1 + (freqs / high) ** 4)
    return np.fft.irfft(spectrum, signal.size).astype(np.float32)


def _env(t: np.ndarray, attack: float, decay: float) -> np.ndarray:
    """A fast linear attack then exponential decay (decay = time constant, seconds)."""
    rise = np.minimum(t * np.float32(1 / max(attack, 1e-4)), np.float32(1))
    tail = np.maximum(t - np.float32(attack), np.float32(0)) * np.float32(-1 / decay)
    return (rise * np.exp(tail)).astype(np.float32)


def _fade_out(signal: np.ndarray, rate: int, seconds: float = 0.01) -> np.ndarray:
    n = min(signal.size, int(rate * seconds))
    if n:
        signal[-n:] *= np.linspace(1, 0, n, dtype=np.float32)
    return signal


def midi_hz(note: float) -> float:
    """The frequency of a MIDI note number."""
    return 440.0 * 2 ** ((note - 69) / 12)


def _tone(freq: float, t: np.ndarray, partials: tuple = ((1, 1.0),),
          decay: float = 0.4, attack: float = 0.005) -> np.ndarray:
    """A sum of decaying sine partials (higher partials die sooner)."""
    out = np.zeros_like(t)
    phase = np.float32(2 * np.pi * freq) * t
    for ratio, amp in partials:
        out += (np.float32(amp) * np.sin(phase * np.float32(ratio))
                * np.exp(t * np.float32(-ratio * 0.6 / decay)))
    return out * _env(t, attack, decay * 3)


@lru_cache(maxsize=256)
def _note(note: float, seconds: float, partials: tuple, decay: float, attack: float,
          rate: int) -> np.ndarray:
    """A cached tone for a MIDI note (the music repeats its notes a lot)."""
    tone = _fade_out(_tone(midi_hz(note), _time(seconds, rate), partials, decay, attack),
                     rate, 0.05)
    tone.flags.writeable = False
    return tone


def _place(out: np.ndarray, sound: np.ndarray, start: int, wrap: bool = False) -> None:
    """Add a sound into out at a sample offset, wrapping past the end when asked."""
    if wrap:
        start %= out.size
    elif start >= out.size:
        return
    end = start + sound.size
    if end <= out.size:
        out[start:end] += sound
    elif wrap:
        first = out.size - start
        out[start:] += sound[:first]
        rest = sound[first:]
        while rest.size:
            take = min(rest.size, out.size)
            out[:take] += rest[:take]
            rest = rest[take:]
    else:
        out[start:] += sound[:out.size - start]


def _shuffle(rate: int) -> np.ndarray:
    t = _time(DURATIONS["shuffle"], rate)
    out = np.zeros_like(t)
    tick = _bandpass(_noise(int(0.012 * rate), 1), 1800, 6000, rate)
    tick *= _env(_time(0.012, rate), 0.0005, 0.003)
    times = np.cumsum(np.linspace(0.03, 0.012, 40))
    gains = np.random.default_rng(NOISE_SEED + 2).uniform(0.5, 1.0, times.size)
    for when, gain in zip(times, gains):
        _place(out, tick * gain, int(when * rate))
    out += _lowpass(_noise(t.size, 3), 900, rate) * _env(t - 0.5, 0.01, 0.08) * (t > 0.5) * 2
    return out


def _deal(rate: int) -> np.ndarray:
    t = _time(DURATIONS["deal"], rate)
    swoosh = _bandpass(_noise(t.size, 4), 900, 5000, rate) * _env(t, 0.04, 0.04)
    thump = np.sin(2 * np.pi * 140 * t) * _env(t - 0.07, 0.002, 0.03) * (t > 0.07)
    return swoosh + 0.5 * thump


def _flip(rate: int) -> np.ndarray:
    t = _time(DURATIONS["flip"], rate)
    snap = _bandpass(_noise(t.size, 5), 2000, 8000, rate) * _env(t, 0.001, 0.012)
    return snap + 0.3 * np.sin(2 * np.pi * 420 * t) * _env(t, 0.001, 0.02)


def _chip(rate: int) -> np.ndarray:
    t = _time(DURATIONS["chip"], rate)
    clink = _tone(2350, t, ((1, 1.0), (1.51, 0.6), (2.37, 0.35)), 0.09, 0.001)
    second = _tone(2780, t, ((1, 0.8), (1.63, 0.4)), 0.07, 0.001)
    out = clink.copy()
    _place(out, second[: t.size - int(0.06 * rate)] * 0.7, int(0.06 * rate))
    return out


def _medal(rate: int) -> np.ndarray:
    t = _time(DURATIONS["medal"], rate)
    out = np.zeros_like(t)
    bell = ((1, 1.0), (2.0, 0.45), (3.01, 0.2), (4.2, 0.1))
    for i, note in enumerate((84, 88, 91, 96)):
        _place(out, _tone(midi_hz(note), t, bell, 0.25) * (0.7 + 0.1 * i), int(i * 0.09 * rate))
    return out


def _pass(rate: int) -> np.ndarray:
    t = _time(DURATIONS["pass"], rate)
    out = np.zeros_like(t)
    soft = ((1, 1.0), (2, 0.15))
    _place(out, _tone(midi_hz(67), t, soft, 0.12), 0)
    _place(out, _tone(midi_hz(60), t, soft, 0.15), int(0.12 * rate))
    return out


def _win(rate: int) -> np.ndarray:
    t = _time(DURATIONS["win"], rate)
    out = np.zeros_like(t)
    brass = ((1, 1.0), (2, 0.5), (3, 0.3), (4, 0.15))
    for i, note in enumerate((60, 64, 67, 72)):
        _place(out, _tone(midi_hz(note), t, brass, 0.18, 0.01), int(i * 0.13 * rate))
    for note in (72, 76, 79, 84):
        _place(out, _tone(midi_hz(note), t, brass, 0.45, 0.02) * 0.5, int(0.55 * rate))
    return out


def _fanfare(rate: int) -> np.ndarray:
    """The results' celebration: a rising brass call (G C E, G-E-G), a held C major
    chord over a low C, and the pops of confetti cannons under the chord."""
    t = _time(DURATIONS["fanfare"], rate)
    out = np.zeros_like(t)
    brass = ((1, 1.0), (2, 0.55), (3, 0.35), (4, 0.2), (5, 0.1))
    call = ((0.0, 67, 0.14), (0.16, 72, 0.14), (0.32, 76, 0.14), (0.48, 79, 0.3),
            (0.80, 76, 0.12), (0.94, 79, 0.9))
    for when, note, decay in call:
        _place(out, _tone(midi_hz(note), t, brass, decay, 0.012) * 0.8, int(when * rate))
    for note in (60, 64, 67, 72, 76):
        _place(out, _tone(midi_hz(note), t, brass, 0.6, 0.04) * 0.35, int(0.94 * rate))
    _place(out, _tone(midi_hz(36), t, ((1, 1.0), (2, 0.3)), 0.8, 0.03) * 0.5, int(0.94 * rate))
    pop = _bandpass(_noise(int(0.05 * rate), 6), 600, 4000, rate) * _env(_time(0.05, rate),
                                                                         0.001, 0.01)
    for i, when in enumerate((0.94, 1.02, 1.13)):
        _place(out, pop * (0.9 - 0.2 * i), int(when * rate))
    return out


def _click(rate: int) -> np.ndarray:
    t = _time(DURATIONS["click"], rate)
    return np.sin(2 * np.pi * 1500 * t) * _env(t, 0.0005, 0.008)


def _error(rate: int) -> np.ndarray:
    t = _time(DURATIONS["error"], rate)
    out = np.zeros_like(t)
    buzz = ((1, 1.0), (3, 0.3), (5, 0.15))
    _place(out, _tone(midi_hz(50), t, buzz, 0.06), 0)
    _place(out, _tone(midi_hz(47), t, buzz, 0.08), int(0.13 * rate))
    return out


_BUILDERS = {"shuffle": _shuffle, "deal": _deal, "flip": _flip, "chip": _chip,
             "medal": _medal, "pass": _pass, "win": _win, "click": _click, "error": _error,
             "fanfare": _fanfare}


def render(name: str, rate: int = RATE) -> np.ndarray:
    """A mono float32 effect in [-1, 1], normalised to PEAK; ValueError if unknown."""
    if name not in _BUILDERS:
        raise ValueError(f"unknown sound {name!r} (known: {', '.join(EFFECTS)})")
    signal = np.asarray(_BUILDERS[name](rate), dtype=np.float32)
    signal = _fade_out(signal, rate)
    peak = float(np.max(np.abs(signal))) or 1.0
    return (signal * (PEAK / peak)).astype(np.float32)


def music_length(rate: int = RATE) -> int:
    """The number of samples in one music loop (8 bars of 4 beats)."""
    return int(round(32 * 60 / MUSIC_BPM * rate))


def music(rate: int = RATE) -> np.ndarray:
    """The music loop, mono float32, seamless when repeated."""
    beat = 60 / MUSIC_BPM
    out = np.zeros(music_length(rate), dtype=np.float32)
    for bar, (root, shape) in enumerate(MUSIC_CHORDS):
        start = int(bar * 4 * beat * rate)
        for step in shape[:3]:  # a soft pad
            _place(out, _note(root + 12 + step, beat * 4.6, ((1, 0.1), (2, 0.02)), 1.2, 0.4,
                              rate), start, wrap=True)
        _place(out, _note(root - 12, beat * 2.5, ((1, 0.35), (2, 0.1)), 0.5, 0.005, rate),
               start, wrap=True)
        for i in range(8):  # a marimba-like arpeggio in eighth notes
            note = root + 12 + shape[i % len(shape)] + (12 if i in (3, 6) else 0)
            gain = 0.16 if i % 2 else 0.2
            _place(out, _note(note, beat * 1.2, ((1, gain), (3.9, gain * 0.12)), 0.18, 0.002,
                              rate), start + int(i * beat / 2 * rate), wrap=True)
    for when, note, length in MUSIC_MELODY:
        _place(out, _note(note, beat * (length + 1.0), ((1, 0.22), (2, 0.055), (3, 0.018)),
                          0.5 * length, 0.02, rate), int(when * beat * rate), wrap=True)
    peak = float(np.max(np.abs(out))) or 1.0
    return (out * (0.6 / peak)).astype(np.float32)


def to_mixer_format(mono: np.ndarray, fmt: int, channels: int) -> np.ndarray:
    """Convert a mono float array to the mixer's sample format and channel count."""
    mono = np.clip(mono, -1.0, 1.0)
    bits, signed = abs(fmt), fmt < 0
    if bits == 8:
        data = (mono * 127).astype(np.int8) if signed else (mono * 127 + 128).astype(np.uint8)
    elif bits == 16:
        data = ((mono * 32767).astype(np.int16) if signed
                else (mono * 32767 + 32768).astype(np.uint16))
    elif bits == 32:
        data = mono.astype(np.float32)
    else:
        raise ValueError(f"unsupported mixer format {fmt}")
    if channels == 1:
        return np.ascontiguousarray(data)
    return np.ascontiguousarray(np.repeat(data[:, None], channels, axis=1))
