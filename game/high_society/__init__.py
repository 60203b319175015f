"""High Society / Animalement Vôtre (Reiner Knizia), game id "high_society".

    from game import load_game
    state = load_game("high_society").new_game(players=4, seed=7,
                                               options={"skin": "high_society"})

Modules: cards (cards.toml, checked and flattened), moves (Pass, Add, Stand, Discard),
state (the auctions and their events), scoring (the end and position files), rules
(the Game object). Rules: rulebooks/high-society_animalement-votre.fr.txt and section 2
of RULINGS.md.

Decisions beyond the book (see RULINGS.md for the [house] rulings themselves):
- Seat 0 opens the first auction (the book: the youngest player); option
  `first_player` picks another seat, or "drawn" draws it from the deal number.
- A turn is Pass, or Add... then Stand: no pass once you have started showing money
  this turn (what is shown is your bid); Add is offered only while the high bid can
  still be beaten, Stand only once it is.
- Position files: a seat may hold all eleven money cards (it never paid); twelve or
  more, a value not in the set, or a value twice in one hand are errors. An unresolved
  "theft" scores nothing, even beside possessions (the moment before the choice).
- scores() gives every seat's status points, the poorest included; `out` and
  winners() apply the elimination.
"""

ORDER = 2     # where the game stands in every list (game.GAME_IDS)

# The state classes learn their Game here (a state unpickled in the bot worker needs it).
from game.high_society.rules import GAME  # noqa: E402,F401
