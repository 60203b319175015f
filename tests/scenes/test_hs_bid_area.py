"""High Society's bid area: "out of this auction" through the whole auction, a stand
chip that says what standing would mean, and cards that use the felt (measured with
tools/felt_share.py's `card_share`, as on `--play` screens)."""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

import pytest

from game.high_society.cards import NEGATIVE_KINDS
from table_positions import layout_of, positions, text_cache, view_of

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from felt_share import card_share  # noqa: E402

GAME_ID = "high_society"
# Of the play area, the median over seeded random positions (random play spends money
# oddly: `python tools/felt_share.py high_society` measures real games with the easy
# bot, 39.0% / 30.1% / 30.5% at 3 / 4 / 5 players, seed 1).
LEAST_SHARE = 0.30


@pytest.fixture(scope="module")
def text():
    return text_cache()


def synced(text, players: int, count: int, seed: int):
    """(layout, view) at `count` seeded positions, the layout synced to each view."""
    layout = layout_of(GAME_ID, players, text)
    for state, viewer in positions(GAME_ID, players, count, seed=seed):
        view = view_of(GAME_ID, state, viewer)
        yield layout, view


def test_a_seat_that_passed_stays_out_while_others_add_money(text):
    phases = set()
    for layout, view in synced(text, 4, 300, 7):
        obs = view.obs
        for seat in range(obs["players"]):
            out = obs["phase"] in ("bid", "raise") and seat not in obs["active"] \
                and not obs["bids"][seat]
            assert (layout.lines("out") in layout.seat_line(view, seat)) == out
            if out:
                phases.add(obs["phase"])
    assert phases == {"bid", "raise"}


def test_the_stand_chip_says_what_standing_would_mean(text):
    said = set()
    for layout, view in synced(text, 3, 200, 8):
        obs, viewer = view.obs, view.viewer
        if obs["phase"] not in ("bid", "raise") or obs["card"] is None:
            continue
        chip = layout._chip_text(view, "stand")
        total = sum(obs["bids"][viewer])
        if obs["card"][0] in NEGATIVE_KINDS:
            continue
        if total > obs["high"]:
            assert chip == layout.lines("stand_lead", total=total)
            said.add("lead")
        else:
            assert chip == layout.lines("need_lead", need=obs["high"] + 1)
            assert str(obs["high"] + 1) in chip
            said.add("need")
    assert said == {"lead", "need"}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_cards_cover_the_felt(text, players):
    shares = [card_share(layout.targets(view)) for layout, view in synced(text, players, 300, 9)]
    assert statistics.median(shares) >= LEAST_SHARE, (players, statistics.median(shares))
