"""A card prints words only where they read from a sofa (18 px, effects 16 px), and a
rules box is drawn only with its words in it."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game import catalog
from sprites import cardfaces, cards
from sprites.labels import card_ids, card_info

HEIGHTS = (126, 196, 240, 284, 300, 330, 400, 480, 560)


@pytest.mark.parametrize("game_id, key, least", [("origami", "effect", 280),
                                                 ("animimix", "scoring", 300)])
def test_a_rules_box_is_drawn_only_with_its_effect_in_it(game_id, key, least):
    pygame.init()
    for card_id in card_ids(game_id):
        rules = str(catalog.localized(card_info(game_id, card_id).numbers, key, "en") or "")
        for height in HEIGHTS:
            printed = [px for _w, px, effect in cards.face_words(game_id, card_id, height)
                       if effect]
            boxed = bool(rules) and height >= least and cardfaces.effect_fits(rules, height)
            assert bool(printed) == boxed and all(px >= 16 for px in printed), \
                (card_id, height, printed, boxed)


@pytest.mark.parametrize("game_id", ["animalia", "high_society", "animimix", "origami"])
def test_words_on_a_table_card_are_18_px_or_left_to_the_inspector(game_id):
    pygame.init()
    for card_id in card_ids(game_id)[:12]:
        for height in HEIGHTS:
            for words, px, effect in cards.face_words(game_id, card_id, height):
                assert px >= (16 if effect else 18), (card_id, height, words, px)
