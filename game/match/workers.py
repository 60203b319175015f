"""The match's side of the bots: what it needs of a worker (`Worker`), a worker looked up
at each call (`LateWorker`), what a bot's reply came to (`BotTurn`), and the seed of each
bot decision (`bot_seed`), so that a deal's bot moves replay. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol


class Worker(Protocol):
    """What the match needs of a bot worker (`game.ai.worker.BotWorker` is one)."""

    def submit(self, state, level: str, seed: int = 0, time_limit: float | None = None,
               iterations: int | None = None, kind: str = "choose", lang: str = "en") -> int:
        """Queue a request on a copy of `state`; returns its id at once."""

    def poll(self, request_id: int):
        """The reply (with `move`, `error`, `reason`) if it has come, else None."""

    def cancel(self, request_id: int) -> None:
        """Forget a request."""


class LateWorker:
    """A worker looked up at each call (the app may replace a worker that died)."""

    def __init__(self, current: Callable[[], Worker]) -> None:
        self.current = current

    def submit(self, *args, **kwargs) -> int:
        return self.current().submit(*args, **kwargs)

    def poll(self, request_id: int):
        return self.current().poll(request_id)

    def cancel(self, request_id: int) -> None:
        self.current().cancel(request_id)


@dataclass(frozen=True)
class BotTurn:
    """What a bot's reply came to: its move, or a problem and the fallback move played."""

    seat: int
    move: Any
    problem: str | None = None


def bot_seed(seed: int, move_index: int, seat: int) -> int:
    """The seed of the bot choosing move `move_index` of a deal (reproducible)."""
    return (seed * 1_000_003 + move_index * 7919 + seat * 104_729) & 0x7FFF_FFFF
