"""AudioMixer plays through the dummy driver and stays silent, never raising, without one."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from sounds.mixer import EFFECT_NAMES, MUSIC_GAIN, AudioMixer

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def mixer():
    audio = AudioMixer()
    assert audio.wait_ready(30)
    yield audio
    audio.close()


def test_plays_every_effect_and_music(mixer):
    if not mixer.available:
        pytest.skip(f"no dummy audio here: {mixer.error}")
    for name in EFFECT_NAMES:
        mixer.play(name)
    mixer.start_music()
    assert mixer.music_playing
    mixer.stop_music(0)


def test_sounds_have_the_synthesised_length(mixer):
    if not mixer.available:
        pytest.skip(f"no dummy audio here: {mixer.error}")
    from sounds import synth
    for name in EFFECT_NAMES:
        assert mixer._sounds[name].get_length() == pytest.approx(synth.DURATIONS[name],
                                                                 abs=0.01)


class _Counting:
    """A stand-in Sound that counts plays."""

    def __init__(self) -> None:
        self.plays = 0

    def play(self) -> None:
        self.plays += 1

    def set_volume(self, volume: float) -> None:
        pass


def test_repeats_in_one_frame_play_once(mixer):
    if not mixer.available:
        pytest.skip(f"no dummy audio here: {mixer.error}")
    counting = mixer._sounds["deal"] = _Counting()
    for _ in range(20):
        mixer.play("deal")
    assert counting.plays == 1


def test_volumes_apply_at_once(mixer):
    mixer.set_volumes(master=0.5, music=0.8, effects=0.4, muted=False)
    assert mixer.effective_volumes() == pytest.approx((0.5 * 0.8 * MUSIC_GAIN, 0.2))
    if mixer.available:
        assert mixer._sounds["chip"].get_volume() == pytest.approx(0.2, abs=0.01)
    mixer.set_volumes(muted=True)
    assert mixer.effective_volumes() == (0.0, 0.0)
    if mixer.available:
        assert mixer._sounds["chip"].get_volume() == 0.0
    mixer.set_volumes(master=7, music="loud", muted=False)
    assert mixer.master == 1.0 and mixer.music_volume == 0.0


def test_unknown_effect_is_a_programming_error(mixer):
    with pytest.raises(ValueError, match="moo"):
        mixer.play("moo")


def test_disabled_mixer_is_silent():
    audio = AudioMixer(enabled=False)
    assert not audio.available and audio.wait_ready(1)
    audio.play("win")
    audio.start_music()
    assert not audio.music_playing
    audio.close()


SILENT_SCRIPT = """
import pygame
pygame.init()
from sounds.mixer import AudioMixer, EFFECT_NAMES
audio = AudioMixer()
assert not audio.available, audio.error
assert audio.wait_ready(5)
for name in EFFECT_NAMES:
    audio.play(name)
audio.start_music(); audio.stop_music(); audio.set_volumes(0.3, 0.3, 0.3, True)
assert not audio.music_playing
audio.close()
print("silent:", audio.error)
"""


def test_missing_audio_device_stays_silent():
    env = dict(os.environ, SDL_AUDIODRIVER="no-such-driver", SDL_VIDEODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", SILENT_SCRIPT], env=env, cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "silent:" in result.stdout
    assert "Traceback" not in result.stderr
