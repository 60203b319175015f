"""Origami (Christian Giove, dV Giochi 2017), game id "origami": fold animals, score.

    from game import load_game
    state = load_game("origami").new_game(players=3, seed=7, options={"families": "random"})

Modules: cards (cards.toml, checked), moves, frames (the decision kinds), payment (fold
arithmetic), state (deal, hands and what is known of them, the move loop, the end), turn
(the main decision and the generic frames), effects (every instant and special action),
effect_frames (the decisions effects push), view (observe, determinize), scoring
(points, bonuses, tie-break, position files), rules (the Game object, with
`new_state_with_events` for the set-up events). The rules import no player:
the greedy heuristic player is `game.ai.origami_greedy`, the self-play balance study
`game.ai.origami_balance`, and the card document is made by `tools/origami_cardtable.py`.
The card set is a reconstruction: see docs/origami-cards.md.
"""

ORDER = 4     # where the game stands in every list (game.GAME_IDS)

# The state classes learn their Game here (a state unpickled in the bot worker needs it).
from game.origami.rules import GAME  # noqa: E402,F401
