"""The kiosk's damaged files and bad config values: reported, set aside, never a crash.

A save nested 100,000 deep crashed the kiosk on every start (a RecursionError), so
under systemd's Restart=always it looped; stats.json and games.json were silently
restarted from zero and then overwritten; `attract_after = nan` stopped the attract
loop for ever.
"""

from __future__ import annotations

import logging
import math

import pytest

from game.data import parse_toml
from game.records.kiosk import GATE_START, KIOSK_FOLDER, KioskStats, kiosk_gate, load_offered
from game.records.kioskconfig import KioskConfig, line_of, load_kiosk_config
from game.records.save import SAVE_NAME
from test_kiosk_cli import run_kiosk

DEEP_JSON = "[" * 100_000
DEEP_TOML = "[kiosk]\nadmin_pin = " + "[" * 100_000


@pytest.fixture
def kiosk_log():
    """The lines the kiosk logger writes during the test."""
    lines: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record):
            lines.append(record.getMessage())

    logger = logging.getLogger("menagerie.kiosk")
    handler, level = Keep(), logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    yield lines
    logger.removeHandler(handler)
    logger.setLevel(level)


def test_a_deep_save_and_damaged_files_twice_in_a_row(tmp_path):
    data = tmp_path / "data"
    (data / KIOSK_FOLDER).mkdir(parents=True)
    for name in ("stats.json", "games.json"):
        (data / KIOSK_FOLDER / name).write_text(DEEP_JSON)
    (data / "settings.json").write_text(DEEP_JSON)
    for run in (1, 2):                      # the same save again: the second start too
        (data / SAVE_NAME).write_text(DEEP_JSON)
        code, stats = run_kiosk(tmp_path, [], 5)
        assert code == 0 and stats["frames"] == 5 and "title" in stats["scenes"]
        assert not (data / SAVE_NAME).exists()
        assert (data / f"{SAVE_NAME}.corrupt-{run}").read_text() == DEEP_JSON  # kept whole
        assert "nested more than 32 levels deep" in stats["save_error"]
    for name in ("stats.json", "games.json"):
        assert (data / KIOSK_FOLDER / f"{name}.corrupt-1").read_text() == DEEP_JSON
    assert (data / "settings.json.corrupt-1").read_text() == DEEP_JSON
    log = (data / "logs" / "kiosk.log").read_text()
    for name in (f"{SAVE_NAME}.corrupt-1", f"{SAVE_NAME}.corrupt-2", "stats.json.corrupt-1",
                 "games.json.corrupt-1", "settings.json.corrupt-1"):
        assert f"set aside as {name}" in log, name
    assert "Traceback" not in log


@pytest.mark.parametrize("content", [DEEP_JSON, "{", '{"games": {"x": 1}, "days": {}}',
                                     "[1, 2]", b"\xff"])
def test_damaged_stats_are_set_aside_and_logged(tmp_path, kiosk_log, content):
    path = tmp_path / KIOSK_FOLDER / "stats.json"
    path.parent.mkdir()
    raw = content if isinstance(content, bytes) else content.encode()
    path.write_bytes(raw)
    stats = KioskStats(tmp_path)
    assert stats.data == {"games": {}, "days": {}} and not path.exists()
    assert path.with_name("stats.json.corrupt-1").read_bytes() == raw
    assert len(kiosk_log) == 1 and str(path) in kiosk_log[0]
    assert "set aside as stats.json.corrupt-1" in kiosk_log[0]
    stats.record("animalia", "started", day="2026-11-27")       # counting goes on
    assert KioskStats(tmp_path).data["games"] == {"animalia": {"started": 1}}


def test_missing_stats_start_from_zero_without_a_word(tmp_path, kiosk_log):
    assert KioskStats(tmp_path).data == {"games": {}, "days": {}} and kiosk_log == []


@pytest.mark.parametrize("content", [DEEP_JSON, "[", '{"a": 1}', "[]", "[1]"])
def test_damaged_games_file_is_set_aside_and_logged(tmp_path, kiosk_log, content):
    path = tmp_path / KIOSK_FOLDER / "games.json"
    path.parent.mkdir()
    path.write_text(content)
    config = KioskConfig(games=["animalia", "origami"])
    assert load_offered(tmp_path, config) == ["animalia", "origami"]
    assert path.with_name("games.json.corrupt-1").read_text() == content
    assert len(kiosk_log) == 1 and str(path) in kiosk_log[0]


def test_games_no_longer_offered_by_the_config_are_not_damage(tmp_path, kiosk_log):
    path = tmp_path / KIOSK_FOLDER / "games.json"
    path.parent.mkdir()
    path.write_text('["animimix"]')
    assert load_offered(tmp_path, KioskConfig(games=["origami"])) == ["origami"]
    assert path.exists() and kiosk_log == []
    assert load_offered(tmp_path, KioskConfig(games=["animimix", "origami"])) == ["animimix"]


def test_a_deep_config_starts_the_kiosk_on_its_defaults(tmp_path, capsys):
    code, stats = run_kiosk(tmp_path, [], 5, config=DEEP_TOML)
    assert code == 0 and stats["frames"] == 5
    log = (tmp_path / "data" / "logs" / "kiosk.log").read_text()
    assert "k.toml: nested more than 32 levels deep; the whole file is ignored" in log
    err = capsys.readouterr().err
    assert "nested more than 32 levels deep" in err and "Traceback" not in err


@pytest.mark.parametrize("content, problem", [
    (DEEP_JSON, "larger than 4096 bytes"), ("[" * 4000, "nested more than 32 levels deep")])
def test_a_deep_admin_exit_note_lets_the_kiosk_start(tmp_path, content, problem):
    path = tmp_path / KIOSK_FOLDER / "admin-exit.json"
    path.parent.mkdir()
    path.write_text(content)
    code, why = kiosk_gate(tmp_path)
    assert code == GATE_START and f"not an admin-exit note ({problem}" in why
    assert not path.exists()


# -- config values ----------------------------------------------------------------------
def problems_of(text: str) -> tuple[KioskConfig, list[str]]:
    config = load_kiosk_config(parse_toml(text, "k.toml"), "k.toml", text)
    return config, config.problems


@pytest.mark.parametrize("section, key, value", [
    ("idle", "attract_after", "nan"), ("idle", "attract_after", "inf"),
    ("idle", "attract_after", "1e300"), ("idle", "still_playing_after", "-inf"),
    ("idle", "still_playing_countdown", "nan"), ("kiosk", "admin_hold", "1e9"),
    ("kiosk", "admin_hold", "nan"), ("sound", "volume", "nan"),
])
def test_seconds_and_volumes_must_be_finite_and_in_range(section, key, value):
    config, problems = problems_of(f"[{section}]\n{key} = {value}\n")
    assert len(problems) == 1 and f"k.toml: line 2: key '{section}.{key}': must be" in \
        problems[0], problems
    assert getattr(config, key) == getattr(load_kiosk_config(None), key)   # the default
    assert math.isfinite(getattr(config, key))


def test_sane_seconds_are_kept():
    config, problems = problems_of("[idle]\nattract_after = 300\n[kiosk]\nadmin_hold = 5\n")
    assert problems == [] and config.attract_after == 300 and config.admin_hold == 5


@pytest.mark.parametrize("pin", ["٢٤٦٨", "²468", "24 68", "12"])
def test_a_pin_must_be_ascii_digits(pin):
    config, problems = problems_of(f'[kiosk]\nadmin_pin = "{pin}"\n')
    assert len(problems) == 1 and "key 'kiosk.admin_pin'" in problems[0]
    assert config.admin_pin == "2468"


def test_the_default_bot_must_be_an_offered_level():
    config, problems = problems_of('[bots]\nlevels = ["medium", "hard"]\ndefault = "expert"\n')
    assert problems == ["k.toml: line 3: key 'bots.default': must be one of bots.levels "
                        "(medium, hard), not 'expert'"]
    assert config.default_bot == "medium"
    config, problems = problems_of('[bots]\nlevels = ["hard"]\n')   # "easy" by default
    assert len(problems) == 1 and config.default_bot == "hard"


@pytest.mark.parametrize("text, line", [
    ("[games.players]\nanimalia = [2, 3]\norigami = [9]\n", 3),
    ("[games]\nplayers.origami = [9]\n", 2),
    ("games.players.origami = [9]\n", 1),
    ('[games]\noffered = [\n  "animalia",\n]\n[games.players]\n\norigami = [9]\n', 7),
])
def test_a_nested_key_is_named_with_its_own_line(text, line):
    _config, problems = problems_of(text)
    assert problems == [f"k.toml: line {line}: key 'games.players.origami': must be a "
                        "list of player counts from 1 to 8, not [9]"]


def test_line_of_finds_keys_headers_and_dotted_keys():
    raw = 'lang = "en"\n[games]\noffered = []\n[games.players]\nanimalia = [2]\n'
    assert line_of(raw, "lang") == 1 and line_of(raw, "games") == 2
    assert line_of(raw, "games", "offered") == 3 and line_of(raw, "games", "players") == 4
    assert line_of(raw, "games", "players", "animalia") == 5
    assert line_of(raw, "sound", "volume") is None


def test_huge_values_are_not_echoed_whole():
    _config, problems = problems_of(f'[kiosk]\nadmin_keys = "{"x" * 1_000_000}"\n')
    assert len(problems) == 1 and len(problems[0]) < 200


def test_a_kiosk_warns_that_it_uses_its_defaults(tmp_path, capsys):
    code, _stats = run_kiosk(tmp_path, [], 3, config="[idle]\nattract_after = nan\n")
    err = capsys.readouterr().err
    assert code == 0 and "k.toml: line 2: key 'idle.attract_after'" in err
    assert "the kiosk runs on its defaults for the keys above" in err


def test_a_kiosk_offers_every_installed_game_unless_configured(tmp_path):
    from game import GAME_IDS
    assert KioskConfig().games == list(GAME_IDS)
    assert load_offered(tmp_path, load_kiosk_config(None)) == list(GAME_IDS)
    chosen = load_kiosk_config(parse_toml('[games]\noffered = ["origami", "animalia"]\n', "k"))
    assert load_offered(tmp_path, chosen) == ["origami", "animalia"]


def test_a_kiosk_may_offer_personalities_and_names_what_it_may_offer():
    config, problems = problems_of('[bots]\nlevels = ["easy", "margot"]\ndefault = "margot"\n')
    assert problems == [] and config.bot_levels == ["easy", "margot"]
    assert config.default_bot == "margot"
    config, problems = problems_of('[bots]\nlevels = ["easy", "bob"]\n')
    assert len(problems) == 1 and "prudence" in problems[0] and "margot" in problems[0]
    assert config.bot_levels == load_kiosk_config(None).bot_levels
