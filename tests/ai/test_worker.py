"""The bot worker: replies, cancelling, a killed worker, slow answers, the fallback."""

from __future__ import annotations

import itertools
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.ai import worker as worker_module
from game.ai.worker import BotWorker
from game import load_game
from game.ai import make_bot
from game.ai.bots import SLICE_SECONDS
from helpers import MINI, available_games, midgame

HERE = str(Path(__file__).resolve().parent)


@pytest.fixture
def worker(monkeypatch):
    monkeypatch.setenv("PYTHONPATH", HERE)      # the child must import the test game
    bot_worker = BotWorker()
    yield bot_worker
    bot_worker.close()


def test_worker_imports_no_pygame():
    code = "import sys, game.ai.worker, game.ai; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=worker_module.PACKAGE_ROOT,
                          timeout=60).returncode == 0


def test_reply_matches_the_in_process_bot(worker):
    state = midgame(MINI, 3, seed=2, moves=2)
    rid = worker.submit(state, "medium", seed=4, iterations=80)
    reply = worker.wait(rid, timeout=30)
    assert worker.mode == "process"
    assert reply.error is None and reply.move in state.legal_moves()
    assert reply.move == make_bot("medium", 4).choose(state, iterations=80)


def test_cancel_stops_the_thinking(worker):
    state = midgame(MINI, 3, seed=2, moves=0)
    slow = worker.submit(state, "hard", seed=1, time_limit=20.0)
    time.sleep(0.2)
    worker.cancel(slow)
    start = time.perf_counter()
    quick = worker.submit(state, "medium", seed=1, iterations=20)
    reply = worker.wait(quick, timeout=10)
    assert reply is not None and reply.move in state.legal_moves()
    assert time.perf_counter() - start < 5.0
    assert worker.poll(slow) is None


def test_a_killed_worker_is_replaced_and_the_request_answered(worker):
    state = midgame(MINI, 2, seed=5, moves=1)
    rid = worker.submit(state, "hard", seed=3, time_limit=0.3)
    time.sleep(0.1)
    first_pid = worker.pid
    os.kill(first_pid, signal.SIGKILL)
    reply = worker.wait(rid, timeout=30)
    assert reply is not None and reply.error is None
    assert reply.move in state.legal_moves()
    assert worker.pid != first_pid


def test_polling_never_blocks_during_a_slow_answer(worker):
    state = midgame(MINI, 4, seed=6, moves=0)
    rid = worker.submit(state, "hard", seed=2, time_limit=0.5)
    worst = 0.0
    polls = 0
    while True:
        start = time.perf_counter()
        reply = worker.poll(rid)
        worst = max(worst, time.perf_counter() - start)
        polls += 1
        if reply is not None:
            break
        time.sleep(0.005)
    assert polls > 20 and worst < 0.02
    assert reply.info["seconds"] >= 0.4


def test_errors_come_back_as_replies(worker):
    state = midgame(MINI, 2, seed=1, moves=0)
    while not state.is_over:
        state.play(state.legal_moves()[0])
    reply = worker.wait(worker.submit(state, "hard", seed=1, iterations=10), timeout=30)
    assert reply.move is None and "over" in reply.error


def test_fallback_when_no_process_can_start(monkeypatch):
    """Without a worker process the bot thinks on the frame, a slice per poll: no poll
    runs the whole search, and none runs longer than its slice and one of the bot's.
    Time is a fake clock moving 1 ms at each reading, so the load of the machine
    changes nothing."""
    def refuse(*args, **kwargs):
        raise OSError("no processes here")

    monkeypatch.setattr(worker_module.subprocess, "Popen", refuse)
    readings = itertools.count(step=0.001)
    monkeypatch.setattr(time, "perf_counter", lambda: next(readings))
    bot_worker = BotWorker()
    assert bot_worker.mode == "inline"
    state = midgame(MINI, 3, seed=2, moves=2)
    rid = bot_worker.submit(state, "medium", seed=4, iterations=80)
    spans, reply = [], None
    while reply is None:
        start = time.perf_counter()
        reply = bot_worker.poll(rid)
        spans.append(time.perf_counter() - start)
    assert len(spans) > 1, "the whole search ran in one poll"
    longest = worker_module.INLINE_SLICE + SLICE_SECONDS + 0.005     # + a few readings
    assert max(spans) <= longest, spans
    monkeypatch.undo()
    assert reply.move == make_bot("medium", 4).choose(state, iterations=80)


def test_suggest_request_has_a_reason(worker):
    state = midgame(MINI, 2, seed=3, moves=1)
    reply = worker.wait(worker.submit(state, "hard", seed=1, iterations=30,
                                      kind="suggest", lang="fr"), timeout=30)
    assert reply.move in state.legal_moves() and reply.reason


@pytest.mark.parametrize("game_id", [g.id for g in available_games() if g.id != "minibid"])
def test_every_engine_travels_to_the_worker_and_back(worker, game_id):
    state = midgame(load_game(game_id), 3, seed=5, moves=20)
    reply = worker.wait(worker.submit(state, "hard", seed=1, iterations=20), timeout=60)
    assert reply.error is None and reply.move in state.legal_moves()
    assert reply.move == make_bot("hard", 1).choose(state, iterations=20)


def test_a_worker_whose_client_is_gone_exits_quietly():
    """The client was killed (its end of the pipe closed) while the worker thought: the
    reply cannot be written; the worker leaves without a BrokenPipeError traceback."""
    from game.ai.worker import Request, write_frame
    state = load_game("high_society").new_game(3, 1, {})
    proc = subprocess.Popen(worker_module.worker_command(),   # as BotWorker starts it
                            cwd=worker_module.PACKAGE_ROOT, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()                      # the client's read end: gone
    write_frame(proc.stdin, ("job", Request(1, "choose", state, "random", 0, None, 5, "en")))
    try:
        code = proc.wait(timeout=60)
    finally:
        proc.stdin.close()
    err = proc.stderr.read().decode()
    proc.stderr.close()
    assert code == 0 and err == ""


HIJACK = "raise SystemExit('the current folder was imported: {}')\n"


@pytest.fixture
def worker_in_hostile_folder(tmp_path, monkeypatch):
    """A worker started from a folder whose game.py and main.py would break an import."""
    for name in ("game", "main", "pickle", "json"):
        (tmp_path / f"{name}.py").write_text(HIJACK.format(name))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(["", ".", HERE]))
    monkeypatch.syspath_prepend(str(tmp_path))   # even the parent's path names the folder
    bot_worker = BotWorker()
    yield bot_worker
    bot_worker.close()


def test_a_game_py_in_the_current_folder_cannot_replace_the_worker(worker_in_hostile_folder):
    state = midgame(MINI, 3, seed=2, moves=2)
    rid = worker_in_hostile_folder.submit(state, "medium", seed=4, iterations=40)
    reply = worker_in_hostile_folder.wait(rid, timeout=30)
    assert worker_in_hostile_folder.mode == "process"
    assert reply is not None and reply.error is None
    assert reply.move == make_bot("medium", 4).choose(state, iterations=40)


def test_the_worker_path_leaves_out_the_current_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(["", "."]))
    monkeypatch.syspath_prepend(str(tmp_path))
    path = worker_module.worker_path()
    assert path[0] == str(worker_module.PACKAGE_ROOT)
    assert str(tmp_path) not in path and "" not in path
