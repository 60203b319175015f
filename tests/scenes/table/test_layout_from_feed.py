"""A table drawn from a seat's feed that went through JSON draws the same pixels as one
drawn from the live match: every game's layout at its fewest and most players, from a
seat's eyes and a spectator's, at several points of a seeded game. This is what a player
in another home, who holds only the feed, will see."""

from __future__ import annotations

import json

import pygame
import pytest

from game import GAME_IDS, load_game
from game.rng import Rng
from game.match.feed import SeatFeed, feed_of_match
from scenes.table.layouts import layout_for
from game.match.match import Match
from scenes.table.view import LayoutContext, Prefs, view_of_feed

CHECKS_AT = (0, 5, 24)


def drawn(layout, feed: SeatFeed, obs_before) -> bytes:
    """The table's pixels for this feed: its static pieces, then a frame."""
    def tell(index, seat, names, words):
        return words()

    view = view_of_feed(feed, obs_before, layout, tell, status="status")
    surface = pygame.Surface((1920, 1080))
    for _weight, draw in layout.static_pieces(view):
        draw(surface)
    layout.draw_frame(surface, view)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_table_from_a_feed_through_json_draws_the_same_pixels(text_cache, game_id):
    game = load_game(game_id)
    compared = 0
    for players in sorted({game.min_players, game.max_players}):
        match = Match(game_id, players, ["human"] * players, seed=21 + players)
        ctx = LayoutContext(game, match.options, text_cache, Prefs(lang="en"))
        live, remote = layout_for(ctx, players), layout_for(ctx, players)
        names = tuple(f"Seat {i + 1}" for i in range(players))
        rng = Rng(players)
        for at in CHECKS_AT:
            while len(match.moves_json) < at and not match.is_over:
                match.play(rng.choice(match.state.legal_moves()))
            for seat in (None, match.current if match.current is not None else 0):
                feed = feed_of_match(match, seat, names)
                sent = SeatFeed.from_json(json.loads(feed.dumps(game)), game)
                mine = drawn(live, feed, feed.obs)
                assert drawn(remote, sent, sent.obs) == mine, (game_id, players, seat, at)
                compared += 1
    assert compared == 2 * len(CHECKS_AT) * len({game.min_players, game.max_players})
