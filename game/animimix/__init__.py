"""Animimix (Mathieu Bossu, Simon Douchy): majorities of animal species on a shared grid.

`GAME` is the registered game. Rules: the French rulebook plus RULINGS.md section 3.
Set-up choices: option "species" ("random", the default, or a comma-separated list of
species ids in alphabetical order, e.g. "chameleon,lion,pelican,penguin"); option
"lovebirds" ("maximum", the [house] reading of RULINGS.md, or "greedy": pairs counted in
reading order); option "first_player" (a seat, 0 by default, or "drawn" from the deal
number).

Decisions where the book leaves a choice to the table: seat 0 starts unless the option
says otherwise (the book: whoever last petted an animal); the species default to a seeded random draw; a card swapped for
one of the same species is allowed [book]. The 30 mountain tokens never run short: at
most 30 cards are ever played from hands (5 players x 6, 6 x 5).
"""

ORDER = 3     # where the game stands in every list (game.GAME_IDS)

# The state classes learn their Game here (a state unpickled in the bot worker needs it).
from game.animimix.rules import GAME  # noqa: E402,F401
