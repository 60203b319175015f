"""Every screen that names a game names it whole, at 100 % and 150 % text, in every language.

"High Society / Animalement Vô…" was cut on the new-game screen at 150 %: a menu value
had at most 55 % of its row, however short its label. Each screen is drawn with every
text blitted recorded; the game's full name must be among them (textfit cuts with an
ellipsis, so a cut name is never found whole).
"""

from __future__ import annotations

import pygame
import pytest

from game import available_games
from game.i18n import game_name
from scenes.menus.newgame import NewGameScene
from scenes.menus.results import ResultsScene
from scenes.menus.rules import RulesScene
from scenes.menus.scoring import ScoringScene
from scenes.table.table import TableScene
from scenes.tutorial.menu import LearnMenuScene

from scene_helpers import make_app, start, step

SCALES = (1.0, 1.5)
GAMES = [g.id for g in available_games()]


@pytest.fixture(params=[(lang, scale) for lang in ("en", "fr") for scale in SCALES],
                ids=lambda p: f"{p[0]}-{int(p[1] * 100)}")
def app(request, tmp_path):
    lang, scale = request.param
    app = make_app(tmp_path, lang=lang)
    app.settings.text_scale = scale
    app.text.scale = scale
    app.settings.anim_speed = 0.0
    yield app
    app.shutdown()


@pytest.fixture
def drawn(drawn_lines) -> list[str]:
    """Every text blitted from now on (conftest's drawn_lines)."""
    return drawn_lines


def shown(app, scene, drawn: list[str]) -> list[str]:
    """The texts a scene draws on its first frames."""
    start(app, scene)
    drawn.clear()
    scene.draw(pygame.Surface((1920, 1080)))
    return list(drawn)


def whole(name: str, lines: list[str]) -> bool:
    return any(name in line for line in lines)


def test_the_new_game_screen_names_each_game_whole(app, drawn):
    scene = NewGameScene(app)
    for index, game in enumerate(scene.games):
        scene._choose_game(index)
        name = game_name(game, app.lang)
        for focus in (0, 1):                  # "<  name  >" when focused, bare otherwise
            scene.menu.focus = focus
            lines = shown(app, scene, drawn)
            assert whole(name, lines), (name, [line for line in lines if "…" in line])


def test_the_lessons_menu_names_every_game_whole(app, drawn):
    lines = shown(app, LearnMenuScene(app), drawn)
    for game in available_games():
        assert whole(game_name(game, app.lang), lines), lines


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_table_scoring_and_results_name_the_game_whole(app, drawn, game_id):
    from game import load_game
    name = game_name(load_game(game_id), app.lang)
    assert whole(name, shown(app, RulesScene(app, game_id), drawn))
    players = load_game(game_id).max_players
    table = TableScene(app, game_id, players, ["human"] + ["random"] * (players - 1), seed=2)
    table.save_enabled = False
    drawn.clear()
    start(app, table)                    # (it draws its header as it enters)
    step(app, 4)
    assert whole(name, drawn), [line for line in drawn if "…" in line]
    from game.rng import Rng
    rng = Rng(2)
    while not table.state.is_over:
        table.match.play(rng.choice(table.state.legal_moves()))
    table.refresh()
    assert whole(name, shown(app, ScoringScene(app, table), drawn))
    assert whole(name, shown(app, ResultsScene(app, table), drawn))
