"""The bot worker process: bots think here, never on the screen's frame.

Runs `serve(conn)` in a separate process (multiprocessing "spawn": no pygame state is
inherited). Requests are tuples over a Pipe:
    ("choose", request_id, transcript_dict, level, iterations, time_limit)
and each answer is ("move", request_id, move_json) or ("error", request_id, message).
The worker keeps the last replayed state per game so that a request extending the
previous transcript by a few moves costs only those moves. The bot is made afresh for
every decision with a seed drawn from the deal number and the move index, so the same
transcript always gets the same answer under an iteration budget.
"""

from __future__ import annotations

import json
import traceback

STOP = ("stop",)


def bot_seed(seed: int, move_index: int, seat: int) -> int:
    """The seed of the bot choosing move `move_index` in a deal (reproducible)."""
    return (seed * 1_000_003 + move_index * 7919 + seat * 104_729) & 0x7FFF_FFFF


class _Cache:
    """The last state replayed for a transcript, advanced incrementally."""

    def __init__(self) -> None:
        self.key = None
        self.moves: list = []
        self.state = None
        self.game = None

    def state_for(self, transcript: dict):
        from game import load_game

        key = json.dumps([transcript["game"], transcript["players"], transcript["seed"],
                          transcript.get("options", {})], sort_keys=True)
        moves = transcript["moves"]
        if key != self.key or moves[:len(self.moves)] != self.moves:
            self.game = load_game(transcript["game"])
            self.state = self.game.new_game(transcript["players"], transcript["seed"],
                                            transcript.get("options", {}))
            self.key, self.moves = key, []
        for raw in moves[len(self.moves):]:
            self.state.apply(self.game.move_from_json(raw))
            self.moves.append(raw)
        return self.game, self.state


def answer(cache: _Cache, request: tuple) -> tuple:
    """Handle one request (also usable in-process for tests)."""
    _, request_id, transcript, level, iterations, time_limit = request
    try:
        from game.ai import make_bot

        game, state = cache.state_for(transcript)
        seat = state.current_player
        bot = make_bot(level, seed=bot_seed(transcript["seed"], len(transcript["moves"]), seat))
        move = bot.choose(state.clone(), time_limit=time_limit, iterations=iterations)
        return ("move", request_id, game.move_to_json(move))
    except Exception as exc:  # noqa: BLE001 - reported to the screen, never fatal
        cache.key = None
        detail = traceback.format_exception_only(type(exc), exc)[-1].strip()
        return ("error", request_id, detail)


def serve(conn) -> None:
    """The worker's main loop: answer requests until told to stop or the pipe closes."""
    cache = _Cache()
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request == STOP or not request:
            return
        try:
            conn.send(answer(cache, request))
        except (BrokenPipeError, OSError):
            return
