"""A search bot's time limit covers its whole decision, on a fake clock (never the
wall clock): the search, and the work before and after it."""

from __future__ import annotations

from game.ai import ismcts, make_bot
from game.ai.knowledge import knowledge_for
from game.rng import FastRng
from helpers import MINI, midgame


class FakeClock:
    """A fake perf_counter that moves only when work is said to take time."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class SlowKnowledge(type(knowledge_for(MINI.id))):
    """The test game's knowledge, whose exact-move check, playouts and final pick take
    time."""

    def __init__(self, clock, before: float = 0.0, after: float = 0.0,
                 playout: float = 0.001) -> None:
        self.clock, self.before, self.after, self.cost = clock, before, after, playout

    def playout(self, state, rng):
        self.clock.advance(self.cost)
        return super().playout(state, rng)

    def exact_move(self, state, moves):
        self.clock.advance(self.before)
        return None

    def pick(self, state, result):
        self.clock.advance(self.after)
        return super().pick(state, result)


def decide(before: float = 0.0, after: float = 0.0, limit: float = 0.1):
    """Hard's decision info on the test game with 1 ms iterations."""
    clock = FakeClock()
    bot = make_bot("hard", 1)
    bot.clock = clock
    bot.knowledge = SlowKnowledge(clock, before, after)
    state = midgame(MINI, 3, seed=2, moves=0)
    move = bot.choose(state, time_limit=limit)
    assert move in state.legal_moves()
    return bot.last_info


def test_time_limit_is_spent_and_not_overrun():
    info = decide()
    assert 0.098 <= info["seconds"] <= 0.1 + 1e-9
    assert 98 <= info["iterations"] <= 100


def test_work_before_the_search_comes_out_of_its_time():
    """0.08 s of checks before the search leave it about 0.02 s of a 0.1 s limit."""
    info = decide(before=0.08)
    assert info["seconds"] <= 0.1 + 1e-9
    assert 18 <= info["iterations"] <= 20


def test_the_decision_counts_the_final_pick():
    """The seconds reported run to the move, past the search."""
    assert decide(after=0.05)["seconds"] >= 0.148


def test_a_spent_budget_still_searches_once():
    """Checks that took the whole limit leave one iteration, not none and not more."""
    info = decide(before=1.0)
    assert info["iterations"] == 1
    assert abs(info["seconds"] - 1.001) < 1e-9


def test_no_iteration_starts_that_would_end_past_the_deadline():
    """With 10 ms iterations, a 0.095 s search runs 9 and stops: a tenth would end
    at 0.1 s (the old loop read the clock every second iteration and ran past it)."""
    clock = FakeClock()
    state = midgame(MINI, 3, seed=2, moves=0)
    search = ismcts.Search(state, state.current_player, SlowKnowledge(clock, playout=0.01),
                           FastRng(3), clock=clock)
    assert search.run(None, 0.095) == 9
    assert abs(search.seconds - 0.09) < 1e-9


class JumpingClock(FakeClock):
    """A fake clock that moves on by `step` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        super().__init__()
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_the_exact_endgame_runs_on_the_bots_clock():
    """Hard's exact endgame (Animimix, 2 players) is solved while the bot's clock
    stays within the limit, and abandoned for the search when the bot's clock (100 s
    a reading, read every 256 nodes) runs past it: the wall clock, far inside the
    1,000 s either way, has no say."""
    from game import load_game
    from game.rng import Rng
    game = load_game("animimix")
    knowledge = knowledge_for("animimix")
    state, rng = game.new_game(2, 3), Rng(3)
    while not knowledge.endgame_small(state):
        moves = state.legal_moves()
        state.play(moves[rng.randbelow(len(moves))])
    infos = []
    for step in (1e-6, 100.0):
        bot = make_bot("hard", 1)
        bot.clock = JumpingClock(step)
        assert bot.choose(state, time_limit=1000.0) in state.legal_moves()
        infos.append(bot.last_info)
    assert infos[0].get("exact") == "minimax"
    assert "exact" not in infos[1] and infos[1]["iterations"] >= 1
