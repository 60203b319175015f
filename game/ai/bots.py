"""The bot levels: random, easy (noisy heuristics), and search bots (SO-ISMCTS).

A bot sees only what the seat to move may see: it reads `state.current_player` and
`state.game`, and draws every full state it looks at from `state.determinize(seat,
rng)`. Each `choose` call spawns its own generator from the bot's seed, so two bots
made with the same seed make the same choices from states with the same observation
when given an iteration budget.

A search bot's time limit covers its whole decision, on its `clock`: from the call to
`thinking` (before the root is determinized) to the move it returns, exact checks,
exact endgame and final pick included. In slices, the time between two of its yields
counts too: the limit is the wait a player sees.
"""

from __future__ import annotations

import time
from typing import Generator

from game.ai import ismcts
from game.ai.knowledge import Knowledge, knowledge_for, level_knowledge
from game.core import GameError
from game.rng import FastRng, Rng

DEFAULT_ITERATIONS = 1000   # budget of a search bot given neither time nor iterations
SLICE_SECONDS = 0.01       # longest stretch of thinking between two yields


class BotError(GameError):
    """A bot asked to move in a finished game, or an unknown level."""


class Bot:
    """Base bot: a level name, a seed and the generator its choices come from."""

    level = ""
    clock = staticmethod(time.perf_counter)   # seconds; tests give a fake one

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = Rng(seed)
        self.last_info: dict = {}

    def choose(self, state, time_limit: float | None = None, iterations: int | None = None):
        """The move this bot plays for the seat to move."""
        thinking = self.thinking(state, time_limit, iterations)
        while True:
            try:
                next(thinking)
            except StopIteration as stop:
                return stop.value

    def thinking(self, state, time_limit: float | None = None,
                 iterations: int | None = None) -> Generator[None, None, object]:
        """choose() in slices: a generator that yields often and returns the move."""
        if state.is_over or state.current_player is None:
            raise BotError(f"{state.game.id}: the game is over, there is no move to choose")
        start = self.clock()
        rng = self.rng.spawn()
        seat = state.current_player
        det = state.determinize(seat, rng)
        move = yield from self._think(state, det, seat, rng, time_limit, iterations, start)
        return move

    def _think(self, state, det, seat, rng, time_limit, iterations, start):
        """Subclasses: yield between slices of work, return the move; `start` is the
        clock's time when the decision began."""
        raise NotImplementedError
        yield  # pragma: no cover - makes this a generator


class RandomBot(Bot):
    """Uniformly random legal moves."""

    level = "random"

    def _think(self, state, det, seat, rng, time_limit, iterations, start):
        moves = det.legal_moves()
        return moves[rng.randbelow(len(moves))]
        yield  # pragma: no cover


class EasyBot(Bot):
    """The game's heuristics with noise: plays sensibly, misses a lot."""

    level = "easy"

    def __init__(self, seed: int = 0, persona: str | None = None) -> None:
        super().__init__(seed)
        self.persona = persona     # a personality of this level (game/ai/personas.py)

    def _think(self, state, det, seat, rng, time_limit, iterations, start):
        moves = det.legal_moves()
        if len(moves) == 1:
            return moves[0]
        if self.persona:
            from game.ai.personas import persona_knowledge
            knowledge = persona_knowledge(state.game.id, self.persona)
        else:
            knowledge = knowledge_for(state.game.id)
        return knowledge.easy_move(det, moves, rng)
        yield  # pragma: no cover


class SearchBot(Bot):
    """SO-ISMCTS with the game's playout policy and evaluation, plus exact endgames."""

    def __init__(self, seed: int = 0, level: str = "hard", time_limit: float | None = 1.0,
                 iterations: int | None = None, exact: bool = False,
                 knowledge: Knowledge | None = None, expert: bool = False,
                 persona: str | None = None) -> None:
        super().__init__(seed)
        self.level = level
        self.default_time = time_limit
        self.default_iterations = iterations
        self.exact = exact
        self.knowledge = knowledge
        self.expert = expert      # think with the expert's knowledge, whatever the level
        self.persona = persona    # a personality of this level (game/ai/personas.py)

    def _think(self, state, det, seat, rng, time_limit, iterations, start):
        clock = self.clock
        moves = det.legal_moves()
        if len(moves) == 1:
            self.last_info = {"iterations": 0, "seconds": clock() - start, "forced": True}
            return moves[0]
        knowledge = (self.knowledge or self._knowledge(state.game.id)).for_table(state.players)
        if iterations is None and time_limit is None:
            iterations = self.default_iterations
            time_limit = self.default_time
        if iterations is None and time_limit is None:
            iterations = DEFAULT_ITERATIONS
        deadline = None if time_limit is None else start + time_limit
        exact = knowledge.exact_move(det, moves) if self.exact else None
        if exact is not None:
            self.last_info = {"exact": "one-player", "iterations": 0,
                              "seconds": clock() - start}
            return exact
        if self.exact and knowledge.endgame_small(det):
            from game.ai import minimax
            left = None if deadline is None else max(0.0, deadline - clock())
            found = minimax.choose(state, seat, knowledge, rng, left, iterations, clock)
            if found is not None:
                self.last_info = {"exact": "minimax", "iterations": 0,
                                  "seconds": clock() - start}
                return found
            yield
        search = ismcts.Search(state, seat, knowledge, FastRng(rng.next64()), clock=clock)
        while True:
            left = None if iterations is None else iterations - search.iterations
            if left is not None and left <= 0:
                break
            if not search.run(left, None, deadline, SLICE_SECONDS):
                break
            yield
        result = search.result()
        move = knowledge.pick(det, result)
        self.last_info = {"iterations": result.iterations, "seconds": clock() - start,
                          "visits": dict(zip(result.moves, result.visits))}
        return move

    def _knowledge(self, game_id: str) -> Knowledge:
        """The knowledge this bot thinks with in a game: its personality's, or its
        level's."""
        if self.persona:
            from game.ai.personas import persona_knowledge
            return persona_knowledge(game_id, self.persona)
        return level_knowledge(game_id, "expert" if self.expert else self.level)
