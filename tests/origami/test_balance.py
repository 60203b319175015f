"""The balance study and the greedy player, on a handful of games."""

from __future__ import annotations

from game import load_game
from game.ai.origami_balance import play_game, report, run, summarise
from game.ai.tournament import wilson
from game.ai.origami_greedy import Greedy, move_scores
from game.rng import Rng


def test_greedy_beats_random() -> None:
    game, wins = load_game("origami"), 0.0
    for seed in range(12):
        state, bot, rng, seat = game.new_game(2, seed), Greedy(seed), Rng(seed), seed % 2
        while not state.is_over:
            moves = state.legal_moves()
            assert len(move_scores(state, moves)) == len(moves)
            state.play(bot.choose(state) if state.current_player == seat else rng.choice(moves))
        won = state.winners()
        wins += (seat in won) / len(won)
    assert wins >= 9


def test_a_game_record_is_consistent() -> None:
    record = play_game(3, 5)
    assert record == play_game(3, 5)                 # reproducible from the seed
    assert len(record["scores"]) == 3 and record["winners"]
    assert all(isinstance(cards, list) for cards in record["played"])


def test_report_from_a_tiny_study() -> None:
    summary = summarise(run(4, workers=1))
    text = report(summary, 4, 0.0)
    assert "## Verdict" in text and "First player at two players" in text
    low, high = wilson(50, 100)
    assert 0.39 < low < 0.5 < high < 0.61
