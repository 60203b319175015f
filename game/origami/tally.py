"""Origami's scoring sheet: its final scoring as ordered lines (see game.match.tally).

Found by convention: `game.match.tally` calls `steps` here for this game.
"""

from __future__ import annotations

from game.match.tally import SeatName, Step, points_text, step, verdict, words


def steps(state, seat_name: SeatName) -> list[Step]:
    """Printed points of each collection, each bonus card, then the winner."""
    from game.origami.cards import BY_ID
    from game.origami.scoring import breakdown as origami_breakdown
    from game.origami.scoring import decided_by as origami_decided_by
    from game.origami.scoring import hand_points
    final = state.observe(None)
    players = final["players"]
    parts = [origami_breakdown(cols, hand["size"])
             for cols, hand in zip(final["collections"], final["hands"])]
    steps = []
    for col in range(2):
        steps.append(step("printed", "printed_note", params={"n": col + 1},
                           deltas={s: sum(p.printed for p in parts[s] if p.col == col)
                                   for s in range(players)}, sound="chip"))
    bonus_cards = list(dict.fromkeys(p.card for seat_parts in parts for p in seat_parts
                                     if BY_ID[p.card].effect_type == "bonus"))
    for card in bonus_cards:
        info = BY_ID[card]
        gains = {s: sum(p.bonus for p in parts[s] if p.card == card)
                 for s in range(players) if any(p.card == card for p in parts[s])}
        steps.append(Step(words("bonus", card=info.name), deltas=gains,
                          explain=info.effect_text, sound="flip"))
    scores = state.scores()
    tied = [s for s in range(players) if scores[s] == max(scores)]
    # The rules reveal the hands of the players tied for first (their tie-break).
    ties = [hand_points(state.hands[s]) if s in tied else 0 for s in range(players)]
    rule = origami_decided_by(scores, ties)
    if rule == "points":
        steps.append(verdict("most_points", tied))
    else:
        winners = state.winners()
        key = "hand_tie" if rule == "hand" else "hand_shared"
        steps.append(verdict(key, winners, {s: str(ties[s]) for s in tied},
                              "hand_note", points=points_text(max(scores))))
    return steps
