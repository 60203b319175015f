"""Deprecated alias of `scene_helpers` (kept for tests/tutorial/drive.py).

Import `scene_helpers` instead: `tests/ai/helpers.py` is also a top-level module named
`helpers`, so in a whole-suite run whichever is imported first shadows the other.
"""

from scene_helpers import DT, key, make_app, start, step  # noqa: F401
