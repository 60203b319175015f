"""Time how long the card art takes to build: python -m sprites.bench [height ...].

Prints, per game, the median over a few runs of the milliseconds (wall clock and CPU
time of this process, which is steadier on a busy machine) needed to rasterise every
face plus the back from an empty cache (what the client pays at start-up).
"""

from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from sprites.games import art_games
from sprites import cards  # noqa: E402

RUNS = 3
DEFAULT_HEIGHTS = (216, 324)   # 20 % and 30 % of a 1080-pixel screen


def build_all(game_id: str, height: int, colorblind: bool = False) -> tuple[float, float]:
    """(wall, CPU) milliseconds to build every card of a game from an empty cache."""
    cards.clear_cache()
    start, cpu = time.perf_counter(), time.process_time()
    for card_id in cards.card_ids(game_id):
        cards.card_surface(game_id, card_id, height, colorblind)
    cards.card_back(game_id, height)
    return (time.perf_counter() - start) * 1000, (time.process_time() - cpu) * 1000


def main(argv: list[str]) -> None:
    """Print the median build time per game and height."""
    pygame.init()
    heights = [int(arg) for arg in argv] or list(DEFAULT_HEIGHTS)
    build_all("animalia", 100)  # load the fonts once, as the title screen would
    for height in heights:
        for game_id in art_games():
            runs = [build_all(game_id, height) for _ in range(RUNS)]
            wall = statistics.median(run[0] for run in runs)
            cpu = statistics.median(run[1] for run in runs)
            count = len(cards.card_ids(game_id)) + 1
            print(f"{game_id:13s} h={height:4d}  {count:3d} images  "
                  f"median {wall:7.1f} ms wall, {cpu:7.1f} ms CPU")


if __name__ == "__main__":
    main(sys.argv[1:])
