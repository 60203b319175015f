"""The couch (and kiosk) join screen says what the bot level means: the level's one
sentence (game.ai.LEVELS) over the menu while the Bots row has the focus, clear of
the seats, the menu and the keyboard areas' keys."""

from __future__ import annotations

import pygame
import pytest

from couch_helpers import add_pads, press, start, step
from game.i18n import seat_help
from scenes.join import KEYS_HELP_Y, LEVEL_HELP_BOX, SEAT_TOP, SEAT_W, SEAT_X, JoinScene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bots_row_shows_the_levels_sentence(app, drawn_lines, lang):
    app.settings.lang = lang
    assert app.lang == lang
    add_pads(app, 0)
    join = JoinScene(app)
    start(app, join)
    press(app, 0, pygame.CONTROLLER_BUTTON_A)           # joins; the focus is on Game
    step(app)
    sentence = seat_help(join.level, app.lang, join.game.id)
    assert sentence and not [line for line in drawn_lines if line in sentence]
    drawn_lines.clear()
    press(app, 0, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    press(app, 0, pygame.CONTROLLER_BUTTON_DPAD_DOWN)   # Bots
    assert join.menu.items[join.menu.focus] is join.bots_item
    step(app)
    assert all(word in " ".join(drawn_lines) for word in sentence.split())   # wrapped, all there
    before = join.level
    press(app, 0, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)  # the next level, its sentence
    assert join.level != before
    drawn_lines.clear()
    step(app)
    after = seat_help(join.level, app.lang, join.game.id)   # a personality: its style here
    assert after != sentence
    assert all(word in " ".join(drawn_lines) for word in after.split())


def test_the_sentence_has_its_own_room(app):
    join = JoinScene(app)
    start(app, join)
    menu_top = join.menu.rects()[0].top
    assert LEVEL_HELP_BOX.bottom <= menu_top
    assert LEVEL_HELP_BOX.left > SEAT_X + SEAT_W          # right of the seat panels
    assert LEVEL_HELP_BOX.top >= SEAT_TOP - 20 and LEVEL_HELP_BOX.bottom < min(KEYS_HELP_Y)
    assert LEVEL_HELP_BOX.h >= 2 * 40                    # two wrapped lines at least
