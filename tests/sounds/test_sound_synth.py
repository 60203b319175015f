"""Synthesised sounds: right length and format, not silent, deterministic, seamless loop."""

from __future__ import annotations

import numpy as np
import pytest

from sounds import synth


@pytest.mark.parametrize("name", synth.EFFECTS)
def test_effect_shape_and_loudness(name):
    sound = synth.render(name, 44100)
    assert sound.dtype == np.float32 and sound.ndim == 1
    assert abs(sound.size - int(synth.DURATIONS[name] * 44100)) <= 1
    assert np.isfinite(sound).all()
    assert abs(float(np.abs(sound).max()) - synth.PEAK) < 1e-3
    assert float(np.sqrt(np.mean(sound ** 2))) > 0.02, "not silent"
    assert abs(float(sound[-1])) < 0.01, "ends without a click"


def test_effects_are_deterministic_and_distinct():
    first = {name: synth.render(name, 22050) for name in synth.EFFECTS}
    again = {name: synth.render(name, 22050) for name in synth.EFFECTS}
    for name in synth.EFFECTS:
        assert np.array_equal(first[name], again[name])
    assert len({arr.tobytes() for arr in first.values()}) == len(synth.EFFECTS)


def test_rate_changes_length():
    assert synth.render("chip", 22050).size == int(synth.DURATIONS["chip"] * 22050)


def test_unknown_sound_is_refused():
    with pytest.raises(ValueError, match="moo"):
        synth.render("moo")


def test_music_loop_is_long_gentle_and_seamless():
    rate = 22050
    music = synth.music(rate)
    assert music.size == synth.music_length(rate)
    assert music.size / rate > 15
    assert float(np.abs(music).max()) == pytest.approx(0.6, abs=1e-3)
    assert float(np.sqrt(np.mean(music ** 2))) > 0.03
    looped = np.concatenate([music[-200:], music[:200]])
    steps = np.abs(np.diff(looped))
    assert steps.max() < 5 * np.abs(np.diff(music)).max() + 1e-6
    assert abs(float(music[0] - music[-1])) < 0.05


@pytest.mark.parametrize("fmt,channels,dtype", [(-16, 2, np.int16), (16, 1, np.uint16),
                                                (8, 2, np.uint8), (-8, 1, np.int8),
                                                (32, 2, np.float32), (-32, 2, np.float32)])
def test_mixer_format_conversion(fmt, channels, dtype):
    data = synth.to_mixer_format(synth.render("click", 8000), fmt, channels)
    assert data.dtype == dtype
    assert data.shape[0] == int(synth.DURATIONS["click"] * 8000)
    assert (data.ndim == 1) if channels == 1 else (data.shape[1] == channels)
    assert data.flags["C_CONTIGUOUS"]


def test_unsupported_format_is_refused():
    with pytest.raises(ValueError, match="24"):
        synth.to_mixer_format(np.zeros(4, np.float32), 24, 2)
