"""What the app is started with: the command line's choices, already checked by main.py."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class PlaySpec:
    """A game to start at once: --play GAME --players N --seats ... --seed N."""

    game: str
    players: int
    seats: list[str]
    seed: int = 0
    options: dict = field(default_factory=dict)
    bot_iterations: list[int | None] | None = None   # per seat (hard:500); None: clocks


@dataclass
class AppOptions:
    """Everything main.py parsed, already checked."""

    headless: bool = False
    paced: bool = True                   # False: a headless --demo runs as fast as it can
    frames: int = 0                      # 0 = run until quit
    fullscreen: bool | None = None       # None = the saved setting
    lang: str | None = None
    kiosk: bool = False
    outlive_parent: bool = False         # a kiosk keeps running when its launcher exits
    config: dict = field(default_factory=dict)
    config_source: str = "config"
    play: PlaySpec | None = None
    replay: dict | None = None           # --replay FILE: the transcript, already checked
    demo: bool = False
    demo_seed: int = 1                   # the first deal of the attract loop (--seed)
    script: dict = field(default_factory=dict)
    stats: Path | None = None
    screenshots: Path | None = None
    save_dir: Path | None = None
    resume: bool = False
    bot_process: bool = True
    launched: float | None = None        # perf_counter() when main.py was imported
    kiosk_config: object | None = None   # a game.records.kioskconfig.KioskConfig (None = from config)
