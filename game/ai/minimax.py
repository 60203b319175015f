"""Exact endgames: paranoid alpha-beta over a few determinizations.

Where the rest of the game is small (the game's Knowledge says when, with
`endgame_small`), each of DETERMINIZATIONS full states drawn with `determinize` is
searched to the end: the searching seat maximises, every other seat is assumed to
minimise the searcher's value (paranoid search, which beat max^n in several
multiplayer games). The value of a finished game is the searcher's `returns()` share
plus a tiny term for its score margin (prefer winning big, losing small). The root
move with the best total over the determinizations is played. A search that would
visit more than the node budget is abandoned (the caller falls back to IS-MCTS), so
the result is reproducible for a given rng whenever no time limit is set.
"""

from __future__ import annotations

import time

DETERMINIZATIONS = 8
NODE_BUDGET = 60_000        # default nodes over all determinizations before giving up
TIME_SHARE = 0.5            # share of a time limit the exact search may use
MARGIN_WEIGHT = 0.001       # value of one point of margin (far below a win)


class OutOfBudget(Exception):
    """The endgame is bigger than the budget allows."""


class _Budget:
    __slots__ = ("nodes", "deadline", "clock")

    def __init__(self, nodes: int, deadline: float | None,
                 clock=time.perf_counter) -> None:
        self.nodes = nodes
        self.deadline = deadline
        self.clock = clock

    def spend(self) -> None:
        self.nodes -= 1
        if self.nodes < 0:
            raise OutOfBudget
        if self.deadline is not None and self.nodes % 256 == 0 \
                and self.clock() > self.deadline:
            raise OutOfBudget


def terminal_value(state, seat: int) -> float:
    """The searcher's win share, plus a tiny margin term."""
    scores = state.scores()
    best_other = max(float(s) for i, s in enumerate(scores) if i != seat)
    return state.returns()[seat] + MARGIN_WEIGHT * (float(scores[seat]) - best_other)


def alphabeta(state, seat: int, alpha: float, beta: float, budget: _Budget) -> float:
    """Paranoid alpha-beta value of `state` for `seat`, searched to the end."""
    budget.spend()
    if state.is_over:
        return terminal_value(state, seat)
    moves = state.legal_moves()
    if state.current_player == seat:
        value = -2.0
        for move in moves:
            child = state.clone()
            child.play(move)
            value = max(value, alphabeta(child, seat, alpha, beta, budget))
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        return value
    value = 3.0
    for move in moves:
        child = state.clone()
        child.play(move)
        value = min(value, alphabeta(child, seat, alpha, beta, budget))
        beta = min(beta, value)
        if alpha >= beta:
            break
    return value


def solve(state, seat: int, rng, determinizations: int = DETERMINIZATIONS,
          nodes: int = NODE_BUDGET, time_limit: float | None = None,
          clock=time.perf_counter) -> dict | None:
    """{root move: summed value over determinizations}, or None if over budget.
    `time_limit` is in seconds of `clock` (the bot's own, so a fake one in tests)."""
    deadline = None if time_limit is None else clock() + time_limit
    budget = _Budget(nodes, deadline, clock)
    totals: dict = {}
    try:
        for _ in range(determinizations):
            det = state.determinize(seat, rng)
            for move in det.legal_moves():
                child = det.clone()
                child.play(move)
                totals[move] = totals.get(move, 0.0) + alphabeta(child, seat, -2.0, 3.0,
                                                                  budget)
    except OutOfBudget:
        return None
    return totals


def choose(state, seat: int, knowledge, rng, time_limit: float | None = None,
           iterations: int | None = None, clock=time.perf_counter):
    """The exact endgame move for `seat`, or None when the endgame is too big."""
    limit = None if time_limit is None else time_limit * TIME_SHARE
    totals = solve(state, seat, rng, DETERMINIZATIONS, knowledge.endgame_nodes, limit,
                   clock)
    if not totals:
        return None
    order = list(totals)
    return max(order, key=lambda m: (totals[m], -order.index(m)))
