"""tools/bot_audit.py: a run replays exactly whatever the number of worker processes,
and the first cards it judges past the full deals play only their first auction."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import bot_audit  # noqa: E402

TIMING = ("cpu_p95_ms", "bots_cpu_seconds", "jobs", "wall_seconds", "cpu_seconds",
          "load_before", "load_after")
SMALL = ["--games", "high_society", "--players", "3", "--deals", "1", "--first-cards", "3",
         "--iterations", "medium=20,hard=40"]


def run(tmp_path, capsys, jobs: int) -> tuple[dict, str]:
    out = tmp_path / f"audit{jobs}.json"
    assert bot_audit.main([*SMALL, "--jobs", str(jobs), "--json", str(out)]) == 0
    summary = json.loads(out.read_text(encoding="utf-8"))
    for key in TIMING:
        summary.pop(key)
    return summary, capsys.readouterr().out


def test_one_or_two_workers_give_the_same_audit(tmp_path, capsys):
    alone, printed = run(tmp_path, capsys, 1)
    assert run(tmp_path, capsys, 2)[0] == alone
    figures = alone["high_society"]["3"]
    assert figures["deals"] == 1 and figures["first_cards"] == 3
    assert alone["deals"] == {"easy": 1, "medium": 1, "hard": 1}
    assert "first card, 3 deals: highest bid 35 or more in" in printed
    assert "deals played in full: 1; money added while already leading" in printed


def test_the_default_size_is_the_documented_one():
    args = type("Args", (), {"levels": "easy,medium,hard", "extra": "", "deals": None,
                             "games": "high_society,origami", "players": "",
                             "first_cards": 36, "first_players": "3", "seed": 1})
    work = bot_audit.tasks(args, {})
    full = {}
    for game_id, players, _deal, lineup, _budgets, first_only in work:
        assert len(lineup) == players
        key = (game_id, players, first_only)
        full[key] = full.get(key, 0) + 1
    assert full == {("high_society", 3, False): 12, ("high_society", 3, True): 24,
                    ("high_society", 4, False): 3, ("high_society", 5, False): 3,
                    ("origami", 2, False): 3, ("origami", 3, False): 3,
                    ("origami", 4, False): 3}
