"""tools/hidden_value.py: the cheats see what they claim to see, and the runs replay."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game import GAME_IDS, load_game
from game.rng import Rng

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import hidden_value as hv  # noqa: E402
from generic_mcts import GenericMCTS  # noqa: E402
from helpers import midgame  # noqa: E402


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_seeing_all_is_the_true_state(game_id):
    game = load_game(game_id)
    state = midgame(game, game.min_players, seed=5, moves=6)
    seat = state.current_player
    world = hv.SeeAll(state).determinize(seat, Rng(1))
    assert world is not state
    assert future(world) == future(state)       # hands, deck order, box: all as they are
    assert future(state) == future(state)
    # An honest determinization re-deals them: the check can tell the difference.
    assert any(future(state.determinize(seat, Rng(k))) != future(state) for k in range(10))


def future(state) -> list:
    """Everything that happens when every seat plays its first legal move to the end."""
    state = state.clone()
    seen = []
    while not state.is_over:
        moves = state.legal_moves()
        seen.append((state.current_player, moves))
        state.play(moves[0])
    seen.append(state.scores())
    return seen


def test_seeing_piles_keeps_the_rivals_face_down_cards_and_redeals_the_rest():
    game = load_game("animimix")
    state = midgame(game, 3, seed=8, moves=9)
    seat = state.current_player
    rivals = [p for p in range(3) if p != seat]
    assert any(sum(state.hidden[p]) for p in rivals)
    hands_differ = False
    for k in range(30):
        world = hv.SeePiles(state).determinize(seat, Rng(k))
        assert world.card_census() == state.card_census()
        assert world.observe(seat) == state.observe(seat)
        for p in rivals:
            assert world.hidden[p] == state.hidden[p]
            assert sum(world.hands[p]) == sum(state.hands[p])
            hands_differ |= world.hands[p] != state.hands[p]
    assert hands_differ                     # the hands are re-dealt, not read


def test_the_generic_mcts_plays_legal_moves():
    game = load_game("animimix")
    state = midgame(game, 2, seed=3, moves=2)
    move = GenericMCTS(4).choose(state, 0.05)
    assert move in state.legal_moves()


def run(capsys, *args) -> dict:
    assert hv.main(list(args)) == 0
    return json.loads(capsys.readouterr().out)


def test_a_run_gives_a_share_and_replays(capsys):
    args = ("--game", "animimix", "--cheat", "piles", "--deals", "1", "--seed", "7",
            "--iterations", "30")
    first = run(capsys, *args)
    assert first["games"] == 2 and first["fair_share"] == 0.5
    assert 0.0 <= first["cheat_share"] <= 1.0
    low, high = first["wilson95"]
    assert low <= first["cheat_share"] <= high
    assert run(capsys, *args) == first


def test_against_the_generic_mcts_on_the_clock(capsys):
    out = run(capsys, "--game", "origami", "--against", "generic", "--deals", "1",
              "--time", "0.005")
    assert out["against"] == "generic" and out["games"] == 2


@pytest.mark.parametrize("args,message", [
    (("--game", "origami", "--cheat", "piles"), "only for animimix"),
    (("--game", "animimix", "--against", "generic", "--iterations", "10"), "give --time"),
    (("--game", "animimix", "--players", "9"), "2-6 players"),
    (("--game", "animimix", "--deals", "0"), "at least one deal"),
])
def test_bad_arguments_are_named(capsys, args, message):
    with pytest.raises(SystemExit) as stop:
        hv.main(list(args))
    assert stop.value.code == 2
    assert message in capsys.readouterr().err


def test_the_generic_check_reports_hards_share(capsys):
    import generic_mcts
    assert generic_mcts.main(["--game", "animimix", "--deals", "1", "--time", "0.005"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and 0.0 <= out["hard_share"] <= 1.0
    assert out["deals"] == [1, 1] and out["fair_share"] == 0.5


def test_the_generic_check_refuses_no_deals(capsys):
    import generic_mcts
    with pytest.raises(SystemExit) as stop:
        generic_mcts.main(["--game", "animimix", "--deals", "0"])
    assert stop.value.code == 2 and "at least one deal" in capsys.readouterr().err
