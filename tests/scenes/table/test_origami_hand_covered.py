"""Origami's hand of 8 cards (the hand limit) at 2, 3 and 4 players: no card covers
another's numbers, effect sign or name (it covered 24 px of each, the sign's right half
included). Drawn pixels are compared with each face drawn alone, from the card's left
edge to the right end of its name and sign (226 of 250 design units), where the face
is opaque (its rounded corners show the card under it)."""

from __future__ import annotations

import math

import numpy
import pygame
import pytest

from game.origami.frames import HAND_LIMIT
from sprites.cardfaces import BANNER, BOX_W
from table_positions import layout_of, text_cache, view_of
from tests.origami.helpers import build

HAND = ["butterfly", "cat", "chick", "dove", "fox", "grasshopper", "lion", "owl"]
FELT = (30, 80, 50)
SIGN_RIGHT = 206 + 19            # sprites.cardfaces.effect_icon: centre x 206, radius 19


def shown_part(rect: pygame.Rect) -> pygame.Rect:
    """What must show of a hand card: all of it but the strip right of its name and
    its effect sign."""
    right = max(BANNER[0] + BANNER[2] - 8, SIGN_RIGHT) / BOX_W
    return pygame.Rect(rect.x, rect.y, math.ceil(rect.w * right), rect.h)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_card_of_a_full_hand_covers_anything_of_another(players):
    assert len(HAND) == HAND_LIMIT
    text = text_cache(1.0)
    layout = layout_of("origami", players, text, "en")
    state = build([HAND] + [["pig"]] * (players - 1), line=("pig", "owl", "chick", "dove"),
                  deck=("cat",) * 6)
    view = view_of("origami", state, 0)
    surface = pygame.Surface((1920, 1080))
    surface.fill(FELT)
    layout.draw_middle(surface, view)
    rects = layout.hand_rects(view, len(HAND))
    assert len({r.h for r in rects}) == 1 and rects[-1].right <= layout.geometry(view).hand.right
    for card, rect in zip(HAND, rects):
        face = layout.face(card, rect.h)
        alone = pygame.Surface(rect.size)
        alone.fill(FELT)
        alone.blit(face, (0, 0))
        part = shown_part(rect)
        local = part.move(-rect.x, -rect.y)
        opaque = pygame.surfarray.array_alpha(face)[local.x:local.right, local.y:local.bottom] == 255
        drawn = pygame.surfarray.array3d(surface.subsurface(part))
        expected = pygame.surfarray.array3d(alone.subsurface(local))
        differ = numpy.any(drawn != expected, axis=2) & opaque
        assert not differ.any(), (players, card, rect, numpy.argwhere(differ)[:3])
