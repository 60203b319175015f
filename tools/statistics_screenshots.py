"""Make the README's screenshots of the players' profiles and the Statistics screen.

    python tools/statistics_screenshots.py [OUT_DIR]     (default docs/screenshots)

A headless App in a temporary data folder gets four profiles, then plays GAMES games
through real matches that its statistics watch (`Match.play` and its listeners, as at
a table). To make them in seconds, every move of every seat is the `easy` bot's choice;
the seats are labelled with the levels the statistics file them under, so the counts
are those of these games and the levels are labels. Saved: `statistics.png` (Ann at
all games) and `players.png` (the profiles).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PEOPLE = (("Ann", 0, "fox"), ("Bruno", 1, "owl"), ("Chloé", 4, "penguin"), ("Dev", 3, "lion"))
# (game, the other seats' levels) for Ann's games, played in turn.
TABLES = (("origami", ["medium"]), ("animalia", ["easy", "medium"]), ("origami", ["hard"]),
          ("high_society", ["medium", "medium", "hard"]), ("animimix", ["expert", "hard"]),
          ("origami", ["easy"]), ("animalia", ["hard", "hard"]))
GAMES = 42


def main_(argv: list[str]) -> int:
    import pygame

    import main
    from game.ai import make_bot
    from scenes.shell.app import App
    from game.match.match import Match
    from scenes.menus.statscreen import PlayersScene, StatisticsScene

    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        app = App(main.options_from_args(["--headless", "--lang", "en",
                                          "--save-dir", tmp]))
        try:
            ids = []
            for name, colour, animal in PEOPLE:
                profile = app.profiles.add(name)
                profile.colour, profile.animal = colour, animal
                ids.append(profile.id)
            app.profiles.save()
            for number in range(GAMES):
                game, others = TABLES[number % len(TABLES)]
                match = Match(game, 1 + len(others), ["human"] + others, seed=100 + number)
                for watch in app.match_watchers:
                    watch(match)
                app.statistics.assign(match, [ids[0]])
                match.start()
                bot = make_bot("easy", seed=number)
                while not match.is_over:
                    match.play(bot.choose(match.state))
            for scene, name in ((StatisticsScene(app), "statistics"),
                                (PlayersScene(app), "players")):
                app.stack.clear_to(scene)
                app.stack.apply_pending()
                app.step(1 / 60)
                pygame.image.save(app.screen, str(out / f"{name}.png"))
                print(f"{name}.png")
        finally:
            app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main_(sys.argv[1:]))
