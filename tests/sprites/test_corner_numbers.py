"""High Society's corner numbers stay readable on every card the table draws: a font of
at least 24 px at 1080p, whatever the card's height (issue 24: they were 10-15 px)."""

from __future__ import annotations

import pytest

from sprites.cardfaces import BOX_H
from sprites.facesmore import CORNER_PX, high_society_face
from sprites.labels import card_ids, card_info

HEIGHTS = (126, 196, 360)      # others' cards, the viewer's, the card on auction


@pytest.mark.parametrize("height", HEIGHTS)
def test_every_corner_number_is_at_least_24_px(height):
    checked = 0
    for card_id in card_ids("high_society"):
        info = card_info("high_society", card_id)
        face = high_society_face(info, False, "en", height)
        corners = [t for t in face.texts if t.y < 80]           # the top badges
        if card_id == "theft":
            assert not corners                                  # a struck-out card, no number
            continue
        assert corners, card_id
        for text in corners:
            assert text.size * height / BOX_H >= CORNER_PX - 0.01, (card_id, text)
            checked += 1
    assert checked >= 20
