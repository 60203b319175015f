"""The bot worker: replies, cancelling, a killed worker, slow answers, the fallback."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.ai import worker as worker_module
from game.ai.worker import BotWorker
from game import load_game
from game.ai import bots, make_bot
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
    from game.ai import make_bot
    assert reply.move == make_bot("medium", 4).choose(state, iterations=80)


def test_cancel_stops_the_thinking(worker):
    """A request given an hour to think is cancelled: the next one is answered by the
    same process long before that hour (the generous wait only ends a broken run)."""
    state = midgame(MINI, 3, seed=2, moves=0)
    slow = worker.submit(state, "hard", seed=1, time_limit=3600.0)
    first_pid = worker.pid
    worker.cancel(slow)
    quick = worker.submit(state, "medium", seed=1, iterations=20)
    reply = worker.wait(quick, timeout=120)
    assert reply is not None and reply.move in state.legal_moves()
    assert worker.pid == first_pid and worker.poll(slow) is None


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
    """With the worker process stopped mid-think, polling still returns at once."""
    state = midgame(MINI, 4, seed=6, moves=0)
    rid = worker.submit(state, "hard", seed=2, time_limit=0.5)
    os.kill(worker.pid, signal.SIGSTOP)
    try:
        polls = threading.Thread(target=lambda: [worker.poll(rid) for _ in range(200)])
        polls.start()
        polls.join(timeout=60)             # only a poll that waits on the child hangs
        assert not polls.is_alive()
        assert worker.poll(rid) is None
    finally:
        os.kill(worker.pid, signal.SIGCONT)
    reply = worker.wait(rid, timeout=120)
    assert reply is not None and reply.info["seconds"] >= 0.45   # it stops short of 0.5


def test_errors_come_back_as_replies(worker):
    state = midgame(MINI, 2, seed=1, moves=0)
    while not state.is_over:
        state.play(state.legal_moves()[0])
    reply = worker.wait(worker.submit(state, "hard", seed=1, iterations=10), timeout=30)
    assert reply.move is None and "over" in reply.error


def test_fallback_when_no_process_can_start(monkeypatch):
    """Without a process the same answer is worked out in slices, one per poll: by a
    fake clock ticking 1 ms a reading, no poll thinks past INLINE_SLICE and the bot's
    own slice (SLICE_SECONDS) after it."""
    def refuse(*args, **kwargs):
        raise OSError("no processes here")

    monkeypatch.setattr(worker_module.subprocess, "Popen", refuse)
    clock = {"now": 0.0, "poll_start": 0.0, "longest": 0.0}

    def perf_counter() -> float:
        clock["now"] += 0.001
        return clock["now"]

    fake_time = SimpleNamespace(perf_counter=perf_counter)
    monkeypatch.setattr(worker_module, "time", fake_time)
    monkeypatch.setattr(bots.Bot, "clock", staticmethod(perf_counter))
    bot_worker = BotWorker()
    assert bot_worker.mode == "inline"
    state = midgame(MINI, 3, seed=2, moves=2)
    rid = bot_worker.submit(state, "medium", seed=4, iterations=80)
    reply, polls = None, 0
    while reply is None:
        before = clock["now"]
        reply = bot_worker.poll(rid)
        clock["longest"] = max(clock["longest"], clock["now"] - before)
        polls += 1
    assert polls > 1
    assert clock["longest"] <= worker_module.INLINE_SLICE + bots.SLICE_SECONDS + 0.003
    from game.ai import make_bot
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
