"""Make the README's table screenshots with the game itself.

    python tools/readme_screenshots.py [OUT_DIR]     (default docs/screenshots)

Each game at 2 players and at its most, mid-game, through `tools/table_shots.py`: a
headless `main.py --play GAME --seats human,easy,...` whose human seat is played by the
`easy` bot's choice up to a move count, then `table-<game>-<players>.png` at the first
human turn with nothing moving; at the most players also `-step.png` (a first step
taken, the next targets glowing, for a move of several steps) and `-inspect.png` (the
largest card in the inspector). Then `results.png`: a 4-player Origami game played to
its end the same way, its scoring sheet confirmed, the results celebrating. Then
`legend-<game>.png`: each game's legend of signs, opened with F2 at the first turn,
`rules-<game>.png`: the page of each game's rules with its first table picture, and
`rules-example-<game>.png`: the page with the book's scoring example, counted.
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
sys.path.insert(0, str(ROOT / "tests" / "scenes"))      # scene_helpers: a headless App

SHOTS = {  # game: (seed, {players: moves before the shot})
    "animalia": (11, {2: 30, 6: 60}),
    "high_society": (11, {3: 30, 5: 40}),
    "animimix": (11, {2: 8, 6: 10}),
    "origami": (11, {2: 30, 4: 45}),
}


def results_shot(out: Path, game: str = "origami", players: int = 4, seed: int = 11) -> None:
    """The results screen of a finished game, a second after it opened."""
    import pygame

    from game.ai import make_bot
    from scenes.shell.input import Action, ActionEvent
    from table_shots import headless_game, human_turns

    with headless_game(game, players, seed) as app:
        me = make_bot("easy", seed=seed)
        for table in human_turns(app, 200_000):
            table.play(me.choose(table.state))
        for _ in range(20_000):             # the scoring sheet waits for a confirm
            top = app.stack.top
            if top.name == "results":
                break
            if top.name == "scoring" and app.frame % 120 == 0:
                top.action(ActionEvent(Action.CONFIRM))
            app.step(1 / 60)
            app.frame += 1
        else:
            raise SystemExit("results: the game never ended")
        for _ in range(60):
            app.step(1 / 60)
            app.frame += 1
        pygame.image.save(app.screen, str(out / "results.png"))
        print(f"results: {game}, {players} players")


def legend_shots(out: Path, lang: str = "en") -> None:
    """Each game's legend, opened over its table at the first human turn."""
    import pygame

    from scenes.shell.input import Action, ActionEvent
    from table_shots import headless_game, human_turns, settle

    for game, (seed, counts) in SHOTS.items():
        with headless_game(game, min(counts), seed, lang) as app:
            table = next(human_turns(app))
            table.action(ActionEvent(Action.LEGEND))
            settle(app)
            pygame.image.save(app.screen, str(out / f"legend-{game}.png"))
            print(f"legend: {game}")


def rules_shots(out: Path, lang: str = "en") -> None:
    """Each game's first rules page that shows its table, and the one with its book's
    counted example."""
    import pygame

    from scene_helpers import make_app, start, step
    from scenes.shell.input import Action, ActionEvent
    from scenes.menus.rulepictures import RulesPicture
    from scenes.menus.rules import RulesScene

    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        app = make_app(Path(tmp), lang=lang)
        for game in SHOTS:
            for kind, name in (("table", f"rules-{game}"), ("example", f"rules-example-{game}")):
                scene = RulesScene(app, game)
                start(app, scene)
                for _ in scene.page_starts():
                    placed = scene._page()[1]
                    if any(isinstance(s, RulesPicture) and s.kind == kind for s, _y in placed):
                        break
                    scene.action(ActionEvent(Action.NEXT))
                step(app)
                pygame.image.save(app.screen, str(out / f"{name}.png"))
                print(f"rules: {name}")
        app.shutdown()


def main_(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    from table_shots import shoot
    for game, (seed, counts) in SHOTS.items():
        for players, moves in counts.items():
            shoot(game, players, seed, moves, out, name=f"table-{game}-{players}")
    results_shot(out)
    legend_shots(out)
    rules_shots(out)
    return 0


if __name__ == "__main__":
    sys.exit(main_(sys.argv[1:]))
