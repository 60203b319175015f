"""Single-observer information set Monte Carlo tree search (SO-ISMCTS).

Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG
4(2), 2012. One tree over the searcher's information sets; every iteration starts
from a fresh `determinize(seat, rng)` of the root, descends the tree among the moves
legal in that determinization (UCB1 with availability counts), adds one node, plays a
heuristic playout (cut off and evaluated where the game's Knowledge says so) and backs
up a max^n reward vector: each node keeps the reward of the seat that moved into it.
Where the game's Knowledge asks for chance nodes, a move whose play reveals a chance
outcome to every seat (a card drawn face up) leads to one subtree per outcome: the move's
statistics stay those of the move (an average over outcomes), and the decisions after
it are told apart by what was revealed.

The search is anytime: it stops at an iteration budget (reproducible for a given rng)
or a deadline on its clock, whichever comes first; it starts no iteration that its
mean iteration so far says would end past the deadline (but always runs a first one).
Moves are played with `state.play` on determinized clones only; the real state is
never touched.
"""

from __future__ import annotations

import math
import time

from game.ai.knowledge import Knowledge
from game.rng import Rng

EXPLORATION = 0.7          # UCB constant (Cowling et al. found 0.3..1.5 all fine)


class Node:
    """A node of the information set tree: the move that led here and its statistics."""

    __slots__ = ("seat", "children", "visits", "avail", "reward", "outcomes")

    def __init__(self, seat: int | None) -> None:
        self.seat = seat            # the seat that played the move into this node
        self.children: dict = {}
        self.outcomes: dict | None = None   # chance nodes: outcome key -> subtree
        self.visits = 0
        self.avail = 1
        self.reward = 0.0


class SearchResult:
    """What a search found: visit counts and mean rewards of the root's moves."""

    __slots__ = ("moves", "visits", "values", "iterations", "seconds")

    def __init__(self, moves, visits, values, iterations, seconds) -> None:
        self.moves = moves
        self.visits = visits
        self.values = values
        self.iterations = iterations
        self.seconds = seconds

    def best(self):
        """The most visited move (ties: the higher mean reward, then list order)."""
        best_i = max(range(len(self.moves)), key=lambda i: (self.visits[i], self.values[i]))
        return self.moves[best_i]


class Search:
    """A resumable search: call run() as often as wanted, then result()."""

    def __init__(self, root_state, seat: int, knowledge: Knowledge, rng: Rng,
                 exploration: float = EXPLORATION, clock=time.perf_counter) -> None:
        self.root_state = root_state
        self.clock = clock          # seconds; tests give a fake one
        self.seat = seat
        self.knowledge = knowledge
        self.rng = rng
        self.exploration = exploration
        self.root = Node(None)
        self.iterations = 0
        self.seconds = 0.0
        self.root_moves: list | None = None

    def run(self, iterations: int | None = None, time_limit: float | None = None,
            deadline: float | None = None, slice_seconds: float | None = None) -> int:
        """Run up to `iterations` more iterations, for at most `time_limit` seconds and
        until `deadline` (a time on this search's clock); return how many ran. An
        iteration starts only if the mean iteration so far would end by then (the
        search's first iteration always runs). A `slice_seconds` call returns once
        that long has passed, after at least one iteration."""
        clock = self.clock
        start = clock()
        if time_limit is not None:
            end = start + time_limit
            deadline = end if deadline is None else min(deadline, end)
        slice_end = None if slice_seconds is None else start + slice_seconds
        root, state, seat = self.root, self.root_state, self.seat
        knowledge, rng, c = self.knowledge, self.rng, self.exploration
        searcher = seat if knowledge.searcher_moves_differ() else None
        done = 0
        while iterations is None or done < iterations:
            if self.iterations + done and (deadline is not None or slice_end is not None):
                now = clock()
                if slice_end is not None and done and now >= slice_end:
                    break
                if deadline is not None and \
                        now + (self.seconds + now - start) / (self.iterations + done) > deadline:
                    break
            det = state.determinize(seat, rng)
            if self.root_moves is None:
                self.root_moves = knowledge.root_moves(det, det.legal_moves())
            _iterate(root, det, knowledge, rng, c, self.root_moves, searcher)
            done += 1
        self.iterations += done
        self.seconds += clock() - start
        return done

    def result(self) -> SearchResult:
        """Visit counts and mean rewards of the root's legal moves."""
        moves = self.root_moves
        if moves is None:
            probe = self.root_state.determinize(self.seat, self.rng)
            moves = self.knowledge.root_moves(probe, probe.legal_moves())
        visits, values = [], []
        for move in moves:
            child = self.root.children.get(move)
            visits.append(child.visits if child else 0)
            values.append(child.reward / child.visits if child and child.visits else 0.0)
        return SearchResult(moves, visits, values, self.iterations, self.seconds)


def search(root_state, seat: int, knowledge: Knowledge, rng: Rng,
           iterations: int | None = None, time_limit: float | None = None,
           exploration: float = EXPLORATION) -> SearchResult:
    """Run SO-ISMCTS for `seat` from `root_state` (only its determinizations are used)."""
    if iterations is None and time_limit is None:
        iterations = 1000
    run = Search(root_state, seat, knowledge, rng, exploration)
    run.run(iterations, time_limit)
    return run.result()


def _iterate(root: Node, det, knowledge: Knowledge, rng: Rng, c: float,
             root_moves: list, searcher: int | None = None) -> None:
    """One iteration on a fresh determinization: select, expand, play out (naming the
    `searcher`'s seat where its own playout moves differ), back up."""
    node = root
    path = [root]
    log = math.log
    sqrt = math.sqrt
    prune = knowledge.tree_moves
    outcome_key = knowledge.outcome_key if knowledge.chance_nodes else None
    moves = root_moves
    while not det.is_over:
        if moves is None:
            moves = prune(det, det.legal_moves())
        children = node.children
        kids = list(map(children.get, moves)) if children else None  # a lookup a move
        if kids is None or None in kids:
            untried = moves if kids is None else [m for m, kid in zip(moves, kids)
                                                  if kid is None]
            move = knowledge.expand_move(det, untried, rng)
            child = Node(det.current_player)
            children[move] = child
            det.play(move)
            path.append(child)
            break
        best = None
        best_value = -1.0
        for move, child in zip(moves, kids):
            child.avail += 1
            value = child.reward / child.visits + c * sqrt(log(child.avail) / child.visits)
            if value > best_value:
                best_value = value
                best = move
                node = child
        det.play(best)
        path.append(node)
        moves = None
        if outcome_key is not None:
            key = outcome_key(det)
            if key is not None:
                node = _outcome_node(node, key)
    rewards = knowledge.playout(det, rng) if searcher is None else \
        knowledge.playout(det, rng, searcher)
    for node in path[1:]:
        node.visits += 1
        node.reward += rewards[node.seat]
    root.visits += 1


def _outcome_node(node: Node, key) -> Node:
    """The subtree below `node` for the chance outcome `key` (made on first sight). It
    only holds the next decisions: the statistics stay on `node`."""
    outcomes = node.outcomes
    if outcomes is None:
        outcomes = node.outcomes = {}
    sub = outcomes.get(key)
    if sub is None:
        sub = outcomes[key] = Node(None)
    return sub
