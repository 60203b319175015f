"""The bot levels: random, easy (noisy heuristics), and search bots (SO-ISMCTS).

A bot sees only what the seat to move may see: it reads `state.current_player` and
`state.game`, and draws every full state it looks at from `state.determinize(seat,
rng)`. Each `choose` call spawns its own generator from the bot's seed, so two bots
made with the same seed make the same choices from states with the same observation
when given an iteration budget.
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
        rng = self.rng.spawn()
        seat = state.current_player
        det = state.determinize(seat, rng)
        move = yield from self._think(state, det, seat, rng, time_limit, iterations)
        return move

    def _think(self, state, det, seat, rng, time_limit, iterations):
        """Subclasses: yield between slices of work, return the move."""
        raise NotImplementedError
        yield  # pragma: no cover - makes this a generator


class RandomBot(Bot):
    """Uniformly random legal moves."""

    level = "random"

    def _think(self, state, det, seat, rng, time_limit, iterations):
        moves = det.legal_moves()
        return moves[rng.randbelow(len(moves))]
        yield  # pragma: no cover


class EasyBot(Bot):
    """The game's heuristics with noise: plays sensibly, misses a lot."""

    level = "easy"

    def __init__(self, seed: int = 0, persona: str | None = None) -> None:
        super().__init__(seed)
        self.persona = persona     # a personality of this level (game/ai/personas.py)

    def _think(self, state, det, seat, rng, time_limit, iterations):
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

    def _think(self, state, det, seat, rng, time_limit, iterations):
        moves = det.legal_moves()
        if len(moves) == 1:
            self.last_info = {"iterations": 0, "seconds": 0.0, "forced": True}
            return moves[0]
        knowledge = self.knowledge or self._knowledge(state.game.id)
        if iterations is None and time_limit is None:
            iterations = self.default_iterations
            time_limit = self.default_time
        if iterations is None and time_limit is None:
            iterations = DEFAULT_ITERATIONS
        exact = knowledge.exact_move(det, moves) if self.exact else None
        if exact is not None:
            self.last_info = {"exact": "one-player", "iterations": 0, "seconds": 0.0}
            return exact
        spent = 0.0
        if self.exact and knowledge.endgame_small(det):
            from game.ai import minimax
            start = time.perf_counter()
            found = minimax.choose(state, seat, knowledge, rng, time_limit, iterations)
            spent = time.perf_counter() - start
            if found is not None:
                self.last_info = {"exact": "minimax", "iterations": 0, "seconds": spent}
                return found
            if time_limit is not None:
                time_limit = max(SLICE_SECONDS, time_limit - spent)
            yield
        search = ismcts.Search(state, seat, knowledge, FastRng(rng.next64()))
        while True:
            left = None if iterations is None else iterations - search.iterations
            budget = SLICE_SECONDS if time_limit is None else time_limit - search.seconds
            if (left is not None and left <= 0) or budget <= 0:
                break
            search.run(left, min(budget, SLICE_SECONDS))
            yield
        result = search.result()
        self.last_info = {"iterations": result.iterations, "seconds": result.seconds + spent,
                          "visits": dict(zip(result.moves, result.visits))}
        return knowledge.pick(det, result)

    def _knowledge(self, game_id: str) -> Knowledge:
        """The knowledge this bot thinks with in a game: its personality's, or its
        level's."""
        if self.persona:
            from game.ai.personas import persona_knowledge
            return persona_knowledge(game_id, self.persona)
        return level_knowledge(game_id, "expert" if self.expert else self.level)
