"""Shared helpers for the bot tests: the games to test on and mid-game positions."""

from __future__ import annotations

import sys
from pathlib import Path

from game import GAME_IDS, load_game
from game.rng import Rng

sys.path.insert(0, str(Path(__file__).resolve().parent))
from minigame import MiniGame  # noqa: E402

MINI = MiniGame()


def available_games() -> list:
    """The registered games that import, plus the tiny test game."""
    games = [MINI]
    for game_id in GAME_IDS:
        try:
            games.append(load_game(game_id))
        except (ImportError, AttributeError):
            continue
    return games


def game_params(games=None) -> list:
    """(game, players) pairs: every game at its minimum and maximum player counts."""
    out = []
    for game in games or available_games():
        for players in sorted({game.min_players, game.max_players}):
            out.append((game, players))
    return out


def midgame(game, players: int, seed: int, moves: int):
    """A state after up to `moves` seeded random moves (stops before the end)."""
    state = game.new_game(players, seed)
    rng = Rng(seed + 99)
    for _ in range(moves):
        legal = state.legal_moves()
        probe = state.clone()
        probe.play(legal[rng.randbelow(len(legal))])
        if probe.is_over:
            break
        state = probe
    return state
