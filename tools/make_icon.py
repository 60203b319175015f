"""Rasterise the program's icon, sprites/desktop/menagerie.svg, to the 256x256 PNG beside it.

    python tools/make_icon.py

The SVG is the source; the PNG is for desktops and window managers that want pixels.
Both ship as package data (`scenes/shell/desktop.py` sets the window icon from the PNG).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from scenes.shell.desktop import ICON_PNG, ICON_SIZE, ICON_SVG  # noqa: E402


def main() -> int:
    """Write the PNG from the SVG; print what was written."""
    image = pygame.image.load_sized_svg(str(ICON_SVG), (ICON_SIZE, ICON_SIZE))
    pygame.image.save(image, str(ICON_PNG))
    print(f"{ICON_PNG.relative_to(ROOT)}: {image.get_width()}x{image.get_height()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
