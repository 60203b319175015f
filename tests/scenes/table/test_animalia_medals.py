"""Animalia's won medals are turned face down (rulebook: "Les médailles récoltées sont
retournées et gardées secrètes"): the table shows a seat's families only to that seat,
the others only how many medals it has, until the game is over or the player's
`medals_shown` setting turns them face up."""

from __future__ import annotations

import dataclasses

import pytest

from game.i18n import text
from scenes.table.layouts.animalia import layout as layout_module
from scenes.table.table import TableScene

from scene_helpers import forget_layers, running_app, start, step

OTHERS_MEDALS = {1: [2, 0, 3, 0, 0], 2: [0, 4, 0, 0, 2]}


@pytest.fixture
def app(tmp_path):
    yield from running_app(tmp_path, anim_speed=0.0)


@pytest.fixture
def drawn(monkeypatch):
    """The medal tokens drawn: ("face", family) or ("back", None)."""
    calls = []
    tokens = layout_module.tokens
    face, back = tokens.medal, tokens.medal_back
    monkeypatch.setattr(tokens, "medal",
                        lambda family, *a, **k: calls.append(("face", family)) or face(family, *a, **k))
    monkeypatch.setattr(tokens, "medal_back",
                        lambda *a, **k: calls.append(("back", None)) or back(*a, **k))
    return calls


def table_with_medals(app) -> TableScene:
    table = TableScene(app, "animalia", 3, ["human", "random", "random"], seed=6)
    for seat, medals in OTHERS_MEDALS.items():
        table.state.medals[seat] = list(medals)
    start(app, table)
    return table


def redraw(app, table) -> None:
    forget_layers(table)
    step(app)


def test_other_seats_show_how_many_medals_never_which(app, drawn, monkeypatch):
    table = table_with_medals(app)
    assert table.viewer == 0
    texts = []
    blit = layout_module.textfit.blit
    monkeypatch.setattr(layout_module.textfit, "blit",
                        lambda t, s, line, *a, **k: texts.append(line) or blit(t, s, line, *a, **k))
    drawn.clear()
    redraw(app, table)
    assert "× 5" in texts and "× 6" in texts        # how many, for each other seat
    assert drawn.count(("back", None)) == 2            # one face-down token per other seat
    assert not [c for c in drawn if c[0] == "face"]    # no family of theirs, anywhere
    layout = table.layout
    assert layout.score_text(table.view, 1) == layout.lines("score_pts", n="?")
    assert layout.score_text(table.view, 0) == layout.lines("score_pts", n=table.obs["scores"][0])
    assert layout.medals_hidden(table.view, 1) and not layout.medals_hidden(table.view, 0)


def test_the_viewer_sees_their_own_families(app, drawn):
    table = table_with_medals(app)
    table.state.medals[0] = [0, 0, 0, 2, 0]
    table.refresh()
    drawn.clear()
    redraw(app, table)
    faces = {family for kind, family in drawn if kind == "face"}
    assert faces == {layout_module.FAMILIES[3]}
    assert drawn.count(("back", None)) == 2


def test_the_setting_turns_every_medal_face_up(app, drawn):
    table = table_with_medals(app)
    app.settings.medals_shown = True
    drawn.clear()
    step(app, 3)                # the setting is part of the static layer's key
    faces = {family for kind, family in drawn if kind == "face"}
    families = layout_module.FAMILIES
    assert faces == {families[0], families[2], families[1], families[4]}
    assert ("back", None) not in drawn
    assert table.layout.score_text(table.view, 1) != table.layout.lines("score_pts", n="?")


def test_every_medal_is_face_up_once_the_game_is_over(app):
    table = table_with_medals(app)
    view = dataclasses.replace(table.view, obs=dict(table.obs, is_over=True))
    assert not any(table.layout.medals_hidden(view, seat) for seat in range(3))


def test_a_spectator_sees_every_seat_face_down(app):
    table = TableScene(app, "animalia", 3, ["random"] * 3, seed=6)
    start(app, table)
    assert table.viewer is None
    assert all(table.layout.medals_hidden(table.view, seat) for seat in range(3))


def owl_award_table(app) -> tuple:
    """A table where seat 1 has just claimed 3 dogs and 2 rabbits with the owl (dog,
    dog, owl, rabbit, rabbit): 2 dogs and 2 rabbits are seen by all, the fifth medal
    is seat 1's secret. Returns the table and the award event."""
    from game import load_game

    state = load_game("animalia").setup(dict(
        players=3, dealer=0,
        collections=[["cat:spy", "horse:scallywag", "parrot:scallywag", "cat:thief"],
                     ["dog:champion", "dog:smarty", "owl", "rabbit:champion", "rabbit:smarty"],
                     ["cat:smarty", "horse:smarty", "parrot:smarty", "cat:scallywag",
                      "horse:thief"]],
        deck=["parrot:champion", "horse:spy", "cat:champion", "parrot:thief", "parrot:spy",
              "cat:prankster"]))
    move = next(m for m in state.legal_moves() if m.haul == (0, 0, 3, 2, 0) and not m.used)
    table = TableScene(app, "animalia", 3, ["human", "random", "random"], seed=6)
    table.match.state = state        # a position set up by hand (not a replay)
    events = state.apply(move)
    start(app, table)
    table.refresh()
    table.cooldown = 1e9        # the bots wait: seat 2 would choose its medals next
    return table, next(e for e in events if e.kind == "medals_awarded")


def test_the_memory_aid_turns_up_only_what_everyone_saw(app, drawn):
    app.settings.lang = "en"
    table, award = owl_award_table(app)
    assert table.viewer == 0
    layout = table.layout
    seen = award.view(table.viewer)
    assert layout.event_text(table.view, seen, with_name=False) == text(
        "medals_won_hidden", "en", who="", count=5).strip()
    drawn.clear()
    redraw(app, table)
    assert drawn == [("back", None)]                  # seat 1: five medals face down
    app.settings.medals_shown = True
    drawn.clear()
    redraw(app, table)
    assert sorted(drawn, key=repr) == [("back", None), ("face", "dog"), ("face", "rabbit")]
    layout = table.layout                 # the setting made a new one (see keep_context)
    assert layout.medals_now(table.view, 1) == [("dog", 2), ("rabbit", 2), (None, 1)]
    assert layout.score_text(table.view, 1) == layout.lines("score_pts", n="?")
    assert (layout.event_text(table.view, seen, with_name=False)
            == "wins medals: 2 dogs, 2 rabbits, and 1 face down")
