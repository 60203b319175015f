"""`python -m game play` with iteration budgets: the same command, the same game."""

from __future__ import annotations

import json

import pytest

from game.__main__ import main as cli_main


def play(tmp_path, name: str, *argv: str) -> bytes:
    out = tmp_path / name
    assert cli_main(["play", *argv, "--transcript", str(out)]) == 0
    return out.read_bytes()


@pytest.mark.parametrize("game_id, players", [("animimix", 2), ("high_society", 3)])
def test_the_same_play_command_twice_gives_the_same_transcript(tmp_path, capsys, game_id, players):
    argv = (game_id, "--players", str(players), "--seed", "5", "--bots", "hard,medium:30,easy"
            if players == 3 else "hard,medium", "--iterations", "40")
    first = play(tmp_path, "a.json", *argv)
    second = play(tmp_path, "b.json", *argv)
    assert first == second
    seats = json.loads(first)["bots"]
    assert seats == (["hard:40", "medium:30", "easy"] if players == 3 else ["hard:40", "medium:40"])
    # The stored seats are --bots again: playing them gives the same game.
    again = play(tmp_path, "c.json", game_id, "--players", str(players), "--seed", "5",
                 "--bots", ",".join(seats))
    assert again == first
    capsys.readouterr()


@pytest.mark.parametrize("bots, problem", [
    ("hard:x", "'hard:x': expected LEVEL or LEVEL:ITERATIONS"),
    ("hard:0", "'hard:0': expected LEVEL or LEVEL:ITERATIONS"),
    ("easy:30", "'easy:30': easy does not search"),
    ("hard,hard,hard", "3 levels given for 2 players"),
])
def test_bad_seats_are_one_line(capsys, bots, problem):
    assert cli_main(["play", "animimix", "--players", "2", "--bots", bots]) == 2
    err = capsys.readouterr().err
    assert problem in err and err.count("\n") == 1


def test_iterations_must_be_positive(capsys):
    assert cli_main(["play", "animimix", "--players", "2", "--iterations", "0"]) == 2
    assert "--iterations 0" in capsys.readouterr().err
