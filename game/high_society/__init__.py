"""High Society / Animalement Vôtre (Reiner Knizia), game id "high_society".

    from game import load_game
    state = load_game("high_society").new_game(players=4, seed=7,
                                               options={"skin": "high_society"})

Modules: cards (cards.toml, checked and flattened), moves (Pass, Add, Stand, Discard),
state (the auctions and their events), scoring (the end and position files), rules
(the Game object). Rules: rulebooks/high-society_animalement-votre.fr.txt and section 2
of RULINGS.md.
"""

from game.high_society.rules import HighSocietyGame
from game.high_society.state import HighSocietyState

GAME = HighSocietyGame()
HighSocietyState.game = GAME

__all__ = ["GAME", "HighSocietyGame", "HighSocietyState"]
