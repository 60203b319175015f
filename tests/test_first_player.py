"""Who starts: option `first_player` (a seat, or "drawn" from the deal number).

The books let the players choose (Animalia: the first dealer; High Society and
Animimix: the first to play). The engine's default stays seat 0, so transcripts written
before the option replay as they did (RULINGS.md, "First player").
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import OptionError, load_game
from game.__main__ import main as cli_main
from game.core import DRAWN, first_seat
from game.rng import Rng

GAMES = ("animalia", "high_society", "animimix")
TRANSCRIPTS = Path(__file__).parent / "positions" / "transcripts"


def deal_view(state) -> str:
    """The public deal, whoever starts (the cards, not whose turn it is)."""
    seen = dict(state.observe(None))
    for key in ("current_player", "dealer", "lot_holder", "seat", "options", "opener"):
        seen.pop(key, None)
    return repr(seen)


@pytest.mark.parametrize("game_id", GAMES)
def test_each_seat_may_start_and_seat_0_is_the_default(game_id):
    game = load_game(game_id)
    for players in range(game.min_players, game.max_players + 1):
        assert game.new_game(players, 3).current_player == 0
        base = deal_view(game.new_game(players, 3))
        for seat in range(players):
            state = game.new_game(players, 3, {"first_player": seat})
            assert state.current_player == seat
            assert deal_view(state) == base, "the first player changed the deal"
            assert state.observe(seat)["options"]["first_player"] == seat
        if game_id == "animalia":
            assert game.new_game(players, 3, {"first_player": players - 1}).dealer == players - 1


@pytest.mark.parametrize("game_id", GAMES)
def test_drawn_comes_from_the_deal_number(game_id):
    game = load_game(game_id)
    players = game.min_players + 1
    starts = [game.new_game(players, seed, {"first_player": DRAWN}).current_player
              for seed in range(40)]
    assert starts == [first_seat({"first_player": DRAWN}, players, seed) for seed in range(40)]
    assert set(starts) == set(range(players))          # every seat gets to start
    again = [game.new_game(players, seed, {"first_player": "drawn"}).current_player
             for seed in range(40)]
    assert again == starts


@pytest.mark.parametrize("game_id", GAMES)
def test_bad_first_players_are_refused_by_name(game_id):
    game = load_game(game_id)
    players = game.min_players
    with pytest.raises(OptionError, match=f"'first_player' cannot be {players} with {players}"):
        game.new_game(players, 1, {"first_player": players})
    for bad in ("first", -1, True, 1.0, "٢"):
        with pytest.raises(OptionError, match="first_player"):
            game.new_game(players, 1, {"first_player": bad})
    assert game.new_game(players, 1, {"first_player": "1"}).current_player == 1
    assert game.resolve_options({"first_player": "1"}, players)["first_player"] == 1


@pytest.mark.parametrize("game_id", GAMES)
def test_games_with_a_drawn_start_play_to_the_end_and_replay(game_id):
    game = load_game(game_id)
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(3):
            state, rng = game.new_game(players, seed, {"first_player": DRAWN}), Rng(seed)
            census, moves = state.card_census(), []
            while not state.is_over:
                move = rng.choice(state.legal_moves())
                moves.append(game.move_to_json(move))
                state.apply(move)
                assert state.card_census() == census
            again = game.new_game(players, seed, {"first_player": DRAWN})
            for raw in moves:
                again.apply(game.move_from_json(raw))
            assert again.scores() == state.scores() and again.winners() == state.winners()


def cli(capsys, *argv) -> dict:
    assert cli_main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("game_id,players,seed", [("high_society", 4, 2), ("animimix", 3, 1),
                                                  ("animalia", 3, 1)])
def test_a_drawn_first_player_game_replays_from_its_transcript(tmp_path, capsys, game_id,
                                                               players, seed):
    first = first_seat({"first_player": DRAWN}, players, seed)
    assert first != 0, "pick a seed whose draw is not the default seat"
    path = tmp_path / "game.json"
    played = cli(capsys, "play", game_id, "--players", str(players), "--seed", str(seed),
                 "--option", "first_player=drawn", "--transcript", str(path))
    transcript = json.loads(path.read_text())
    assert transcript["options"]["first_player"] == "drawn"
    assert cli(capsys, "replay", str(path)) == played
    game = load_game(game_id)
    state = game.new_game(players, seed, transcript["options"])
    assert state.current_player == first
    state.apply(game.move_from_json(transcript["moves"][0]))      # the drawn seat's move
    # the same moves from seat 0 are another game: the option is part of the record
    del transcript["options"]["first_player"]
    path.write_text(json.dumps(transcript))
    code = cli_main(["replay", str(path)])
    out = capsys.readouterr().out
    assert code != 0 or json.loads(out) != played


def test_transcripts_from_before_the_option_replay_as_they_did(capsys):
    """Written by `python -m game play ... --bots easy --transcript` before
    first_player existed; expected.json holds what that command printed."""
    expected = json.loads((TRANSCRIPTS / "expected.json").read_text())
    assert len(expected) == 3
    for name, printed in expected.items():
        path = TRANSCRIPTS / name
        assert "first_player" not in json.loads(path.read_text())["options"]
        assert cli(capsys, "replay", str(path)) == printed, name
