"""main.py: --help lists every option; bad arguments and files give one line and exit 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from main import build_parser, main

ROOT = Path(__file__).resolve().parents[3]
OPTIONS = ("--fullscreen", "--windowed", "--lang", "--config", "--kiosk", "--play",
           "--players", "--seats", "--seed", "--script", "--demo", "--headless", "--frames",
           "--stats", "--screenshots", "--save-dir", "--resume", "--unpaced")


def test_help_lists_every_option():
    text = build_parser().format_help()
    for option in OPTIONS:
        assert option in text


@pytest.mark.parametrize("args, expected", [
    (["--lang", "de"], "invalid choice"),
    (["--frames", "0"], "--frames must be at least 1"),
    (["--frames", "ten"], "invalid int value"),
    (["--play", "chess"], "unknown game 'chess'"),
    (["--play", "high_society", "--players", "9"], "takes 3 to 5 players"),
    (["--play", "animalia", "--players", "3", "--seats", "human,medium"], "lists 2 seats"),
    (["--play", "animalia", "--players", "2", "--seats", "human,genius"], "seat 1 'genius'"),
    (["--play", "high_society", "--seats", "human,easy"], "--seats lists 2 seats: high_society"),
    (["--play", "animalia", "--seats", "human,easy:300"], "seat 1 'easy:300': only medium"),
    (["--play", "animalia", "--seats", "human,hard:0"], "seat 1 'hard:0': only medium"),
    (["--play", "animalia", "--option", "nothing=1"], "unknown option 'nothing'"),
    (["--players", "3"], "need --play GAME"),
    (["--demo", "--resume"], "cannot be used together"),
    (["--fullscreen", "--windowed"], "not allowed with argument"),
    (["--script", "/nonexistent/s.json"], "cannot read script"),
    (["--config", "/nonexistent/c.toml"], "cannot read config"),
    (["--bogus"], "unrecognized arguments"),
])
def test_bad_arguments_give_one_line(args, expected, capsys):
    assert main(args + ["--headless"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("menagerie: error:")
    assert expected in err


def test_unpaced_needs_headless(capsys):
    assert main(["--demo", "--unpaced"]) == 2
    assert capsys.readouterr().err == "menagerie: error: --unpaced needs --headless\n"


def test_bad_config_names_file_and_key(tmp_path, capsys):
    config = tmp_path / "kiosk.toml"
    config.write_text('lang = "fr"\nmaster = 3\n')
    assert main(["--headless", "--config", str(config)]) == 2
    err = capsys.readouterr().err
    assert "kiosk.toml" in err and "'master'" in err and "between 0 and 1" in err
    config.write_text('lang = "fr"\nvolume = 1\n')
    assert main(["--headless", "--config", str(config)]) == 2
    assert "unknown key 'volume'" in capsys.readouterr().err
    config.write_text('lang = "fr\n')
    assert main(["--headless", "--config", str(config)]) == 2
    assert "kiosk.toml" in capsys.readouterr().err


def test_good_config_and_settings_persist(tmp_path):
    config = tmp_path / "c.json"
    config.write_text(json.dumps({"lang": "en", "anim_speed": 0, "attract_after": 30}))
    stats = tmp_path / "s.json"
    assert main(["--headless", "--config", str(config), "--frames", "2", "--save-dir",
                 str(tmp_path), "--stats", str(stats)]) == 0
    assert json.loads(stats.read_text())["frames"] == 2


def test_damaged_settings_file_is_ignored(tmp_path):
    (tmp_path / "settings.json").write_text("{broken")
    stats = tmp_path / "s.json"
    assert main(["--headless", "--frames", "2", "--save-dir", str(tmp_path),
                 "--stats", str(stats)]) == 0


def test_subprocess_error_has_no_traceback(tmp_path):
    bad = tmp_path / "s.json"
    bad.write_text('[{"frame": 1, "type": "key", "key": "notakey"}]')
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--script",
                           str(bad)], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0
    assert "entry 0: field 'key'" in proc.stderr and "Traceback" not in proc.stderr


def test_seats_without_players_give_the_number_of_players():
    from main import options_from_args
    opts = options_from_args(["--headless", "--play", "animalia", "--seats", "human,human,easy"])
    assert opts.play.players == 3 and opts.play.seats == ["human", "human", "easy"]
    opts = options_from_args(["--headless", "--play", "animalia"])
    assert opts.play.players == 2                   # no seats: the fewest players


def test_seats_may_give_a_search_level_its_iterations():
    """--seats human,hard:500,easy: the hard seat thinks 500 iterations a move."""
    from main import options_from_args
    from game.match.match import Match
    opts = options_from_args(["--headless", "--play", "animalia", "--seats", "human,hard:500,easy"])
    assert opts.play.seats == ["human", "hard", "easy"]
    assert opts.play.bot_iterations == [None, 500, None]
    match = Match("animalia", 3, opts.play.seats, bot_iterations=opts.play.bot_iterations)
    assert [match.bot_budget(seat) for seat in range(3)] == [None, 500, None]
    plain = options_from_args(["--headless", "--play", "animalia", "--seats", "human,hard"])
    assert plain.play.bot_iterations is None
