"""The app's sound: the mixer of `sounds.mixer`, or a silent stand-in when it fails.

No audio device, a missing sound module or a mixer that raises must never stop the
game: the app then plays on in silence.
"""

from __future__ import annotations


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



