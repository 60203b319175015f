"""Animimix's scoring sheet: its final scoring as ordered lines (see game.match.tally).

Found by convention: `game.match.tally` calls `steps` here for this game.
"""

from __future__ import annotations

from functools import partial

from game import catalog
from game.match.tally import SeatName, Step, names, plain_verdict, words


def steps(state, seat_name: SeatName) -> list[Step]:
    """Each species in play: its points and who takes them; then the winner."""
    from game.animimix.cards import SPECIES_DATA, SPECIES_INDEX
    from game.animimix.scoring import breakdown as animimix_breakdown
    final = state.observe(None)
    species = [SPECIES_INDEX[name] for name in final["species"]]
    points = [final["species_points"].get(name, 0) for name in SPECIES_INDEX]
    piles = [[seat["hidden"].get(name, 0) + seat["taken"].get(name, 0) for name in SPECIES_INDEX]
             for seat in final["seats"]]
    steps = []
    for share in animimix_breakdown(points, piles, species):
        s = share.species
        holders = share.holders
        if not holders:
            majority = words("no_majority")
        elif len(holders) == 1:
            majority = words("majority", count=share.cards[holders[0]],
                             names=names(holders, seat_name))
        else:
            majority = words("majority_split", count=share.cards[holders[0]],
                             names=names(holders, seat_name), share=share.gains[holders[0]])
        data = SPECIES_DATA[s]
        species_name = partial(catalog.localized, data, "name")
        rule = partial(catalog.localized, data, "scoring")
        steps.append(Step(words("species", species=species_name, count=share.points),
                          deltas={h: share.gains[h] for h in holders},
                          counts={seat: lambda _lang, n=n: str(n)      # beside a card's outline
                                  for seat, n in enumerate(share.cards)},
                          explain=lambda lang, r=rule, m=majority: f"{r(lang)} {m(lang)}",
                          sound="chip" if holders else "pass"))
    steps.append(plain_verdict(state.scores()))
    return steps
