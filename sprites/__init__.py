"""Drawable things and their art: palette, fonts, card faces, tokens (tweens and layout too)."""
