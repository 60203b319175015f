"""A CLI Origami transcript (`python -m game play origami ... --transcript F`) in the
replay viewer shows Player 1's hand row at move 69, reached by a jump or by stepping:
every card of the hand observed is drawn at its place in the row."""

from __future__ import annotations

import json

import pygame
import pytest

from game.__main__ import main as cli
from scenes.replay import ReplayScene
from scenes.ui import FELT

from scene_helpers import running_app, start, step


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, lang="en")


def hand_row_drawn(scene) -> list[str]:
    """The hand's cards whose place in the row is not bare felt on the screen."""
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)
    hand = scene.view.obs["hands"][scene.view.viewer]["cards"]
    shown = []
    for card, rect in zip(hand, scene.layout.hand_rects(scene.view, len(hand))):
        middle = surface.get_at((rect.x + 20, rect.centery))[:3]
        if tuple(middle) != tuple(FELT):
            shown.append(card)
    return shown


@pytest.mark.parametrize("players", [2, 3, 4])
def test_player_1_s_hand_row_at_move_69_of_a_cli_transcript(app, tmp_path, players, capsys):
    path = tmp_path / "game.json"
    assert cli(["play", "origami", "--players", str(players), "--seed", "1",
                "--transcript", str(path)]) == 0
    capsys.readouterr()
    scene = ReplayScene(app, json.loads(path.read_text()))
    start(app, scene)
    scene.jump(69)
    step(app, 3)
    hand = list(scene.view.obs["hands"][0]["cards"])
    assert scene.view.viewer == 0 and hand
    assert hand_row_drawn(scene) == hand
    scene.jump(68)
    scene.step(1)                                    # animated, as the Right key does
    for _ in range(600):
        step(app)
        if not scene.layout.busy:
            break
    assert hand_row_drawn(scene) == list(scene.view.obs["hands"][0]["cards"])
