"""Animalia (Braff, Cathala, Pauchon): the rules engine, game id "animalia".

Rules: rulebooks/animalia.fr.txt and section 1 of RULINGS.md. The state lives in
state.py (phase 1 and powers), seasons.py (phases 2-3, seasons), view.py (hidden
information), scoring.py (medals, elegance, final points), positions.py (position
files). House decisions of this engine beyond RULINGS.md:
- a single legal move is played by the engine (forced passes and takes, the last
  player's one-by-one takes, a collection with one medal choice), marked "forced";
- the last incomplete player's one-by-one takes are normal takes (powers may fire);
- a returned lot the dealer must take may go into any of his collections that can
  hold it (two players);
- the medal choice keeps or spends bonus cards: options are the hauls not beaten
  by another haul that uses no more bonus cards (family by family);
- bonus cards are dealt in ranking order, ties from the dealer's left; medals are
  chosen collection by collection from the dealer's left;
- after a spy reorders, the other seats forget what they knew of those cards;
- RULINGS' returned 3-card lot the dealer cannot hold cannot happen (a returned lot
  that completes a collection is taken first); the rule is implemented all the same.
Options (house rules that change play): owl_elegance, power_uses, spy,
two_player_elegance, first_player (the first dealer: the book lets the players choose;
seat 0 by default, or "drawn" from the deal number); HOUSE_RULES lists every house rule
for the rules screen.
"""

ORDER = 1     # where the game stands in every list (game.GAME_IDS)

# The state classes learn their Game here (a state unpickled in the bot worker needs it).
from game.animalia.rules import GAME  # noqa: E402,F401
