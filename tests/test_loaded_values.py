"""Numbers and names are checked when a file is loaded, not found fatal later on a
screen (issue #34, item 2): finite, in range, whole where whole is meant; names short,
without control characters, drawn by the fonts (game.records.profiles.name_problem)."""

import json

import pytest

from game.data import checked_number, is_number

HUGE = "1" + "0" * 400          # 10**400 as JSON digits: a Python int, too big for float


def _write(path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


@pytest.mark.parametrize("value", [float("nan"), float("inf"), 10**400, -1, 2.5, True, "3"])
def test_checked_number_refuses(value):
    with pytest.raises(ValueError):
        checked_number(value, "n", 0, 100, integer=True)


def test_checked_number_accepts_the_ordinary():
    assert checked_number(7, "n", 0, 100, integer=True) == 7
    assert checked_number(2.5, "n", 0, 100) == 2.5
    assert is_number(100, 0, 100) and not is_number(float("nan"), 0, 100)


def test_a_huge_lock_end_is_damage_and_unlock_clears_it(tmp_path):
    from game.records.admin import AdminLock, unlock
    path = tmp_path / "kiosk" / "admin-lock.json"
    _write(path, '{"failures": 0, "rounds": 1, "locked_until": %s, "lock_seconds": 60}'
           % HUGE)
    assert "damaged" in unlock(tmp_path)
    assert not path.exists()
    _write(path, '{"failures": 0, "rounds": 1, "locked_until": %s, "lock_seconds": 60}'
           % HUGE)
    lock = AdminLock(tmp_path, clock=lambda: 1000.0)
    lock.refresh()
    assert 0 < lock.locked_for <= 24 * 3600        # the damaged file's 24 h lock, shown
    assert list(tmp_path.glob("kiosk/admin-lock.json.damaged-*"))


@pytest.mark.parametrize("score_sum", [HUGE, "NaN", "1e400"])
def test_statistics_with_an_absurd_score_sum_are_set_aside(tmp_path, score_sum):
    from game.records.statistics import STATS_NAME, Statistics
    record = {"played": 1, "won": 1, "abandoned": 0, "streak": 1, "best_streak": 1,
              "best_score": 30, "score_sum": 0}
    text = json.dumps({"version": 1, "open": None, "players": {"p1": {
        "records": {"animalia": {"2": {"medium": record}}}, "recent": []}}})
    _write(tmp_path / STATS_NAME, text.replace('"score_sum": 0', f'"score_sum": {score_sum}'))
    stats = Statistics(tmp_path)
    assert stats.damaged is not None and "damaged record" in str(stats.damaged)
    assert stats.data["players"] == {}


def test_kiosk_stats_with_huge_seconds_are_set_aside(tmp_path):
    from game.records.kiosk import KioskStats
    _write(tmp_path / "kiosk" / "stats.json",
           '{"games": {"animalia": {"finished": 1, "timed": 1, "seconds": %s}}, "days": {}}'
           % HUGE)
    stats = KioskStats(tmp_path)
    assert stats.lines() == []
    assert list(tmp_path.glob("kiosk/stats.json.corrupt-*"))


@pytest.mark.parametrize("name", ["Ann\x00e", "x" * 100_000, "\ue000\ue001"])
def test_a_profile_name_the_screen_cannot_show_is_refused_at_load(tmp_path, name):
    from game.records.profiles import PLAYERS_NAME, ProfileStore
    _write(tmp_path / PLAYERS_NAME, json.dumps({"profiles": [
        {"id": "p1", "name": name, "colour": 0, "animal": "fox"}], "next": 2}))
    store = ProfileStore(tmp_path)
    assert store.damaged is not None and store.profiles == []
    assert list(tmp_path.glob(PLAYERS_NAME + ".corrupt-*"))


@pytest.mark.parametrize("field", ['"id": "p' + "9" * 5000 + '"', '"next": ' + HUGE])
def test_a_profile_id_or_next_too_big_for_int_is_refused_at_load(tmp_path, field):
    from game.records.profiles import PLAYERS_NAME, ProfileStore
    entry = {"id": "p1", "name": "Ann", "colour": 0, "animal": "fox"}
    text = json.dumps({"profiles": [entry], "next": 2})
    key = field.split(":")[0]
    text = text.replace('"id": "p1"', field) if key == '"id"' else \
        text.replace('"next": 2', field)
    _write(tmp_path / PLAYERS_NAME, text)
    assert ProfileStore(tmp_path).damaged is not None
