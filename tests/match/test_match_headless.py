"""The match plays whole games with no pygame: a phone, a replay or a test can drive it.

The check runs in a fresh interpreter in which `import pygame` fails, so that nothing
the match imports (directly or not) may need pygame.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game import GAME_IDS, GameError, load_game
from game.rng import Rng
from game.match.match import Match

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import sys, json

class NoPygame:
    def find_spec(self, name, path=None, target=None):
        if name == "pygame" or name.startswith("pygame."):
            raise ImportError("pygame is blocked in this test")
        return None

sys.meta_path.insert(0, NoPygame())
from game import GAME_IDS, load_game
from game.rng import Rng
import game.match.match as match_module
from game.match.match import Match
import scenes.table.view

out = {}
for game_id in GAME_IDS:
    game = load_game(game_id)
    players = game.min_players
    heard = []
    match = Match(game_id, players, ["human"] * players, seed=5)
    match.subscribe("match_started", lambda m: heard.append("started"))
    match.subscribe("move_played", lambda m, entry: heard.append("move"))
    match.subscribe("game_over", lambda m: heard.append("over"))
    match.start()
    rng = Rng(11)
    while not match.is_over:
        match.play(rng.choice(match.legal_moves(match.current)))
    out[game_id] = {"moves": len(match.moves_json), "heard": heard.count("move"),
                    "started": heard[0], "over": heard[-1],
                    "scores": list(match.state.scores())}
print(json.dumps({"pygame_loaded": "pygame" in sys.modules, "games": out}))
"""


def test_a_pygame_free_interpreter_plays_a_match_of_each_game():
    result = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert not report["pygame_loaded"]
    assert sorted(report["games"]) == sorted(GAME_IDS)
    for game_id, played in report["games"].items():
        assert played["moves"] > 0 and played["heard"] == played["moves"], game_id
        assert played["started"] == "started" and played["over"] == "over", game_id


def test_the_transcript_replays_to_the_same_state():
    for game_id in GAME_IDS:
        players = load_game(game_id).max_players
        match = Match(game_id, players, ["human"] * players, seed=9)
        rng = Rng(3)
        for _ in range(25):
            if match.is_over:
                break
            match.play(rng.choice(match.legal_moves(match.current)))
        t = match.transcript()
        again = Match(t["game"], t["players"], ["human"] * players, t["seed"], t["options"],
                      moves=t["moves"])
        assert again.observe(None) == match.observe(None), game_id
        assert again.resumed_moves == len(t["moves"])


def test_an_illegal_move_is_refused_and_changes_nothing():
    match = Match("high_society", 3, ["human"] * 3, seed=2)
    before = json.dumps(match.observe(None), sort_keys=True, default=str)
    saved: list = []
    match.save_callback = lambda m: saved.append(len(m.moves_json))
    legal = match.legal_moves(match.current)
    try:
        match.play(("not", "a", "move"))
    except GameError:
        pass
    else:
        raise AssertionError("an illegal move was accepted")
    assert json.dumps(match.observe(None), sort_keys=True, default=str) == before
    assert not match.moves_json and not match.log and not saved and legal


def test_legal_moves_are_only_the_seat_to_plays():
    match = Match("animimix", 3, ["human"] * 3, seed=4)
    seat = match.current
    assert match.legal_moves(seat) and all(not match.legal_moves(other)
                                            for other in range(3) if other != seat)


def test_the_log_knows_who_may_read_a_secret():
    """Animalia's spy shows cards to its owner only: the log entry strips them for the
    others, and the history is what each seat may see."""
    game = load_game("animalia")
    for seed in range(1, 40):
        match = Match("animalia", 3, ["human"] * 3, seed=seed)
        rng = Rng(seed)
        while not match.is_over:
            entry = match.play(rng.choice(match.legal_moves(match.current)))
            secret = [e for e in entry.events if e.secret]
            if secret:
                owner = secret[0].seat
                other = (owner + 1) % 3
                assert entry.events_for(owner)[entry.events.index(secret[0])].secret
                assert all(e.secret is None for e in entry.events_for(other)
                           if e.seat == owner)
                assert all(e.secret is None for e in entry.events_for(None))
                return
    raise AssertionError(f"no secret event in 39 {game.id} games")


def test_undo_takes_back_the_turn_exactly():
    """High Society: a seat's money cards are one move each; taking the turn back
    restores the observation and the transcript of the turn's start."""
    match = Match("high_society", 3, ["human"] * 3, seed=8)
    rng = Rng(1)
    while True:
        seat = match.current
        adds = [m for m in match.legal_moves(seat) if type(m).__name__ == "Add"]
        if adds:
            break
        match.play(rng.choice(match.legal_moves(seat)))
    start = len(match.moves_json)
    before = (json.dumps(match.observe(seat), sort_keys=True, default=str),
              list(match.moves_json))
    match.play(adds[0])
    assert match.current == seat                  # an Add leaves the bid open
    assert match.can_undo()
    match.undo()
    assert len(match.moves_json) == start
    assert (json.dumps(match.observe(seat), sort_keys=True, default=str),
            list(match.moves_json)) == before
    assert not match.can_undo()                   # nothing of this turn is left to undo


class FakeWorker:
    """Answers every request at once with a chosen move (or an error)."""

    def __init__(self, answer) -> None:
        self.answer = answer
        self.asked: list = []
        self.cancelled: list = []

    def submit(self, state, level, seed=0, time_limit=None, iterations=None, kind="choose",
               lang="en"):
        self.asked.append((kind, level, seed, iterations))
        return len(self.asked)

    def poll(self, request_id):
        from game.ai.worker import Reply
        move, error = self.answer
        return Reply(request_id, move, "because", {}, error)

    def cancel(self, request_id):
        self.cancelled.append(request_id)


def test_a_bot_seat_plays_through_the_worker_and_a_broken_reply_falls_back():
    match = Match("origami", 2, ["easy", "human"], seed=3, worker=FakeWorker((None, "boom")),
                  bot_iterations=60)
    assert match.bot_to_play() == 0 and match.ask_bot()
    turn = match.take_bot_move()
    assert turn.seat == 0 and turn.problem == "boom" and len(match.moves_json) == 1
    assert match.worker.asked[0][0] == "choose" and match.worker.asked[0][3] == 60
    again = Match("origami", 2, ["easy", "human"], seed=3)
    from game.match.workers import bot_seed
    expected = Rng(bot_seed(3, 0, 0)).choice(again.state.legal_moves())
    assert match.log[0].move == expected           # the seeded fallback, reproducible


def test_remote_seats_are_neither_bots_nor_local_humans():
    match = Match("animimix", 2, ["remote", "human"], seed=1)
    assert match.humans == [1] and not match.is_bot(0) and match.bot_to_play() is None
