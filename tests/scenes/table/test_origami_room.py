"""Origami's table at 2, 3 and 4 players: nothing lies on anything else, and the
viewer's hand has room for six cards side by side (their names show).

Seeded random games are walked; at every human turn the seat panels, each seat's two
collections, the line, the deck, the discard pile, the stage and the hand are compared
two by two.
"""

from __future__ import annotations

import pygame
import pytest

from game.rng import Rng
from scenes.table.layouts.base import TABLE_AREA
from scenes.table.layouts.cards import card_width
from scenes.table.layouts.origami.geometry import OWN_H
from scenes.table.table import TableScene

from scene_helpers import make_app, start, step


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, lang="fr")
    app.settings.anim_speed = 0.0
    yield app
    app.shutdown()


def union(rects) -> pygame.Rect:
    rects = [pygame.Rect(r) for r in rects]
    return rects[0].unionall(rects[1:])


def boxes(table: TableScene) -> dict[str, pygame.Rect]:
    """Where each thing of the table is (the whole fan for a collection or the hand)."""
    layout, obs, view = table.layout, table.obs, table.view
    found = {}
    for seat in range(obs["players"]):
        found[f"panel {seat}"] = pygame.Rect(layout.seat_rects(view)[seat])
        for col in (0, 1):
            cards = obs["collections"][seat][col]
            found[f"collection {seat}.{col + 1}"] = union(layout.fan_rects(view, seat, col, len(cards)))
    if obs["line"]:
        found["line"] = union(layout.line_rects(view, len(obs["line"])))
    hand = obs["hands"][table.viewer].get("cards", ())
    if hand:
        found["hand"] = union(layout.hand_rects(view, len(hand)))
    found["deck"], found["discard"] = layout.deck_rect(view), layout.discard_rect(view)
    found["stage"] = pygame.Rect(layout.geometry(view).stage)
    return found


@pytest.mark.parametrize("players", [2, 3, 4])
def test_nothing_on_the_origami_table_lies_on_anything_else(app, players):
    table = TableScene(app, "origami", players, ["human"] + ["random"] * (players - 1), seed=5)
    table.save_enabled = False
    start(app, table)
    rng, problems, turns = Rng(players), set(), 0
    for _ in range(20000):
        step(app)
        if table.state.is_over:
            break
        if table.picker is None:
            continue
        turns += 1
        found = boxes(table)
        names = sorted(found)
        for i, a in enumerate(names):
            assert TABLE_AREA.contains(found[a]), f"{a} leaves the table: {found[a]}"
            for b in names[i + 1:]:
                if found[a].colliderect(found[b]):
                    problems.add(f"{players}p: {a} {found[a]} lies on {b} {found[b]}")
        table.play(rng.choice(table.state.legal_moves()))
    assert turns > 10
    assert not problems, "\n".join(sorted(problems))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_six_cards_in_hand_lie_side_by_side(app, players):
    table = TableScene(app, "origami", players, ["human"] + ["random"] * (players - 1), seed=5)
    table.save_enabled = False
    start(app, table)
    step(app)
    rects = [pygame.Rect(r) for r in table.layout.hand_rects(table.view, 6)]
    width = card_width(OWN_H)
    assert all(b.x - a.x >= width - 1 for a, b in zip(rects, rects[1:])), rects
    panel = pygame.Rect(table.layout.seat_rects(table.view)[table.viewer])
    assert not any(panel.colliderect(r) for r in rects)
