"""Ménagerie's sounds: numpy synthesis (`sounds.synth`) and the mixer wrapper (`sounds.mixer`)."""
