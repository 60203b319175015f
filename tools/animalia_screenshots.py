"""Screenshots of Animalia's moments with the game itself: the spy's tray, the medal
options and an inspected card (the tables are `tools/readme_screenshots.py`'s).

    python tools/animalia_screenshots.py [OUT_DIR] [--lang fr] [--colorblind]

As `tools/readme_screenshots.py` does, a headless App plays `--play animalia` with seat 1
"human": the bots play through their worker, the human seat by the `easy` bot's choice
(with the spy's power taken whenever offered, to reach the tray). Each shot is the first
settled frame, from its move on, where the human decides in the phase it wants.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

SHOTS = (  # file, players, seed, moves before the shot, phase wanted, inspect a card
    ("animalia-spy", 3, 4, 0, "spy", False),
    ("animalia-medals", 2, 6, 0, "medals", False),
    ("animalia-inspect", 4, 11, 24, "lot", True),
)
MAX_FRAMES = 60_000
MIN_MEDAL_OPTIONS = 3        # a medal choice worth showing


def wanted(table, phase: str) -> bool:
    """Whether the human decides now in `phase` (with a real choice of medals)."""
    state = table.state
    if state.phase_name() != phase:
        return False
    return phase != "medals" or len(state.legal_moves()) >= MIN_MEDAL_OPTIONS


def shoot(name: str, players: int, seed: int, min_moves: int, phase: str, inspect: bool,
          out: Path, lang: str, colorblind: bool) -> None:
    import pygame

    from game.ai import make_bot
    from scenes.shell.input import PointerEvent
    from table_shots import headless_game, human_turns

    with headless_game("animalia", players, seed, lang) as app:
        app.settings.colorblind = colorblind
        app.settings.anim_speed = 0.0          # instant: the bots need not wait
        me = make_bot("easy", seed=seed)
        for table in human_turns(app, MAX_FRAMES):
            if len(table.moves_json) >= min_moves and wanted(table, phase):
                if inspect:
                    look_at_a_card(app, table, PointerEvent)
                pygame.image.save(app.screen, str(out / f"{name}.png"))
                print(f"{name}: move {len(table.moves_json)}, {phase}")
                return
            legal = table.state.legal_moves()
            spy = [m for m in legal if getattr(m, "power", None) == "spy"]
            table.play(spy[0] if spy else me.choose(table.state))
        raise SystemExit(f"{name}: no human decision in {phase} after move {min_moves}")


def look_at_a_card(app, table, pointer_event) -> None:
    """Hold the pointer on a card with a power (else the lot's last card) until the
    inspector shows it."""
    targets = table.layout.targets(table.view)
    cards = [t for t in targets if isinstance(t.card, str) and t.card.split(":")[-1]
             in ("thief", "spy", "prankster")]
    lot = [t for t in targets if t.card in (table.view.obs.get("lot") or ())]
    target = (cards or lot)[-1]
    table.pointer(pointer_event("move", target.center))
    for _ in range(40):
        app.step(1 / 60)
        app.frame += 1


def main_(argv: list[str]) -> int:
    lang = "fr" if "--lang" in argv and argv[argv.index("--lang") + 1] == "fr" else "en"
    colorblind = "--colorblind" in argv
    rest = [a for i, a in enumerate(argv) if not a.startswith("--")
            and (i == 0 or argv[i - 1] != "--lang")]
    out = Path(rest[0]) if rest else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    for shot in SHOTS:
        shoot(*shot, out=out, lang=lang, colorblind=colorblind)
    return 0


if __name__ == "__main__":
    sys.exit(main_(sys.argv[1:]))
