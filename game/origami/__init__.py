"""Origami (Christian Giove, dV Giochi 2017), game id "origami": fold animals, score.

    from game import load_game
    state = load_game("origami").new_game(players=3, seed=7, options={"families": "random"})

Modules: cards (cards.toml, checked), moves, frames (the decision kinds), payment (fold
arithmetic), state (deal, turn, end, hidden information), effects (every instant and
special action), scoring (points, bonuses, tie-break, position files), rules (the Game
object, with `new_state_with_events` for the set-up events), greedy (a heuristic player
and move scorer), balance (the self-play balance study), cardtable (the card document
and the RECONSTRUCTION notice, in English and French, for the rules screen). The card
set is a reconstruction: see docs/origami-cards.md.
"""

from game.origami.rules import OrigamiGame
from game.origami.state import OrigamiState

GAME = OrigamiGame()
OrigamiState.game = GAME

__all__ = ["GAME", "OrigamiGame", "OrigamiState"]
