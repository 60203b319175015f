"""Personalities (game/ai/personas.py): named bots of a level with a visible style.

They are seat kinds like the levels (make_bot, --bots, --seats, saves, the menu), they
replay from the seed, their style shows on seeded games, the plain levels do not
change, and both catalogs name and describe them."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game import GAME_IDS, catalog, load_game
from game.__main__ import main as cli_main
from game.ai import LEVELS, make_bot
from game.ai.bots import EasyBot, SearchBot
from game.ai.ismcts import SearchResult
from game.ai.knowledge import knowledge_for
from game.ai.personas import (PERSONA_IDS, PERSONAS, STYLES, level_of, persona_knowledge,
                              with_personas)
from game.records.save import SEAT_KINDS

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import persona_style  # noqa: E402


# -- parsing and threading -------------------------------------------------------------
def test_each_level_offers_a_cautious_and_a_collector_personality():
    for level in ("easy", "medium"):
        styles = sorted(p.style for p in PERSONAS.values() if p.level == level)
        assert styles == sorted(STYLES)
    assert all(p.level in LEVELS for p in PERSONAS.values())
    assert not set(PERSONA_IDS) & set(LEVELS)


def test_make_bot_gives_a_personality_its_levels_bot():
    for pid, persona in PERSONAS.items():
        bot = make_bot(pid, seed=3)
        assert bot.persona == pid and bot.level == persona.level
        assert isinstance(bot, EasyBot if persona.level == "easy" else SearchBot)
        if persona.level == "medium":
            spec = LEVELS["medium"]
            assert (bot.default_time, bot.default_iterations, bot.exact) == \
                (spec.time_limit, spec.iterations, False)
    with pytest.raises(ValueError, match="personalities: prudence, colette"):
        make_bot("bob")


def test_seat_kinds_put_each_levels_personalities_after_it():
    assert with_personas(("human", "easy", "medium", "hard")) == \
        ("human", "easy", "prudence", "colette", "medium", "basile", "margot", "hard")
    assert set(PERSONA_IDS) <= set(SEAT_KINDS)
    assert [level_of(k) for k in ("margot", "prudence", "hard", "human")] == \
        ["medium", "easy", "hard", "human"]


def test_the_play_command_takes_personalities_and_stores_them(tmp_path, capsys):
    out = tmp_path / "t.json"
    argv = ["play", "high_society", "--players", "3", "--seed", "5",
            "--bots", "basile:30,prudence,margot", "--iterations", "20"]
    assert cli_main([*argv, "--transcript", str(out)]) == 0
    first = out.read_bytes()
    assert json.loads(first)["bots"] == ["basile:30", "prudence", "margot:20"]
    assert cli_main([*argv, "--transcript", str(out)]) == 0
    assert out.read_bytes() == first                         # the same game again
    assert cli_main(["play", "animimix", "--players", "2", "--bots", "colette:30"]) == 2
    assert "'colette:30': colette does not search" in capsys.readouterr().err


def test_the_launcher_seats_take_personalities():
    from scenes.shell.launch import UsageError, _seat_budgets
    assert _seat_budgets(["human", "margot:50", "prudence"]) == \
        (["human", "margot", "prudence"], [None, 50, None])
    with pytest.raises(UsageError, match="personalities take :ITERATIONS"):
        _seat_budgets(["human", "colette:5"])
    with pytest.raises(UsageError, match="basile"):
        _seat_budgets(["human", "bob"])


def test_the_statistics_chart_counts_a_personality_as_its_level():
    from game.records.statistics import Statistics
    stats = Statistics.__new__(Statistics)
    stats.data = {"players": {"p": {"recent": [
        {"g": "origami", "o": "margot", "w": 1}, {"g": "origami", "o": "easy+medium", "w": 0},
        {"g": "origami", "o": "colette", "w": 1}]}}}
    assert stats.chart("p") == {"easy": (1, 2), "medium": (1, 2)}


# -- determinism and the plain levels ----------------------------------------------------
def play_game(game_id: str, lineup: tuple, seed: int, iterations: int = 30) -> list:
    state = load_game(game_id).new_game(len(lineup), seed)
    bots = [make_bot(kind, seed * 10 + seat) for seat, kind in enumerate(lineup)]
    moves = []
    while not state.is_over:
        move = bots[state.current_player].choose(state, iterations=iterations)
        moves.append(str(move))
        state.apply(move)
    return moves


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_same_seed_gives_the_same_game(game_id):
    lineup = ("prudence", "margot", "colette") if game_id != "animimix" else ("basile", "colette")
    assert play_game(game_id, lineup, 4) == play_game(game_id, lineup, 4)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_personality_leaves_its_levels_knowledge_alone(game_id):
    plain = knowledge_for(game_id)
    before = dict(vars(plain))
    for pid in PERSONA_IDS:
        knowledge = persona_knowledge(game_id, pid)
        assert knowledge is not plain and type(knowledge) is type(plain)
    assert vars(plain) == before
    assert plain.style_tilt is None and not plain.style_weight and not plain.style_margin


def test_a_search_personality_plays_the_most_stylish_move_within_its_margin():
    knowledge = persona_knowledge("origami", "basile")          # cautious: playing is stylish
    state = load_game("origami").new_game(2, 1)
    from game.origami.moves import Play, Take
    take, play, other = Take("cat"), Play("sheep"), Play("raccoon")
    near = SearchResult([take, play], [100, 60], [0.60, 0.58], 160, 0.0)
    assert knowledge.pick(state, near) == play
    far = SearchResult([take, play], [100, 60], [0.60, 0.50], 160, 0.0)
    assert knowledge.pick(state, far) == take                  # 0.1 worse: not for style
    rare = SearchResult([take, play, other], [100, 10, 5], [0.60, 0.60, 0.6], 115, 0.0)
    assert knowledge.pick(state, rare) == take                 # too few visits to trust


# -- the style shows --------------------------------------------------------------------
@pytest.fixture(scope="module")
def easy_figures():
    kinds = ["easy", "prudence", "colette"]
    return {game_id: persona_style.run(game_id, 3, kinds, deals=60 if game_id == "high_society"
                                       else 24) for game_id in GAME_IDS}


def test_high_society_the_cautious_bidder_bids_less_and_keeps_more(easy_figures):
    hs = easy_figures["high_society"]
    for other in ("easy", "colette"):
        assert hs["prudence"]["first_bid"] < hs[other]["first_bid"] - 1
        assert hs["prudence"]["top_possession_bid"] < hs[other]["top_possession_bid"] - 2
        assert hs["prudence"]["money_left"] > hs[other]["money_left"]


def test_the_other_games_collectors_collect(easy_figures):
    animalia, animimix, origami = (easy_figures[g] for g in ("animalia", "animimix", "origami"))
    assert animalia["colette"]["cards_per_take"] > animalia["easy"]["cards_per_take"] + 0.2
    assert animalia["prudence"]["cards_per_take"] < animalia["easy"]["cards_per_take"] - 0.1
    assert animimix["colette"]["largest_share"] > animimix["easy"]["largest_share"] + 0.05
    assert animimix["prudence"]["largest_share"] < animimix["easy"]["largest_share"]
    assert origami["colette"]["hand"] > origami["easy"]["hand"] + 0.5
    assert origami["prudence"]["hand"] < origami["easy"]["hand"]


# -- the catalogs ------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_both_catalogs_name_and_describe_every_personality(lang):
    for pid, persona in PERSONAS.items():
        for key in (f"level.{pid}.name", f"level.{pid}.about", f"ui.{pid}"):
            assert catalog.has(key, lang), key
        for game_id in GAME_IDS:
            assert catalog.has(f"style.{persona.style}.{game_id}", lang)
    assert catalog.has("ui.persona_help", lang)
    if lang == "fr":
        for style in STYLES:
            for game_id in GAME_IDS:
                key = f"style.{style}.{game_id}"
                assert catalog.text(key, "fr") != catalog.text(key, "en")


def test_a_personality_s_seat_is_named_by_its_name_a_level_s_by_its_level():
    from game.i18n import bot_seat_name
    assert bot_seat_name("margot", 2, "en") == "Margot 3"
    assert bot_seat_name("prudence", 5, "fr") == "Prudence 6"
    assert bot_seat_name("medium", 2, "en") == "Medium bot 3"
