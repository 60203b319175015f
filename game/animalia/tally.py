"""Animalia's scoring sheet: its final scoring as ordered lines (see game.match.tally).

Found by convention: `game.match.tally` calls `steps` here for this game.
"""

from __future__ import annotations

from functools import partial

from game.match.tally import SeatName, Step, points_text, step, verdict


def steps(state, seat_name: SeatName) -> list[Step]:
    """Medals family by family, excellence, then how the winner is decided."""
    from game.animalia.cards import FAMILY_COUNT, family_name
    from game.animalia.scoring import breakdown as animalia_breakdown
    final = state.observe(None)
    players = final["players"]
    result = animalia_breakdown(final["medals"], players)
    steps = []
    for fam in range(FAMILY_COUNT):
        name = partial(family_name, fam, plural=True)
        steps.append(step("medals", "medals_note", params={"family": name},
                           deltas={s: n for s, n in enumerate(result.medals[fam]) if n},
                           sound="medal"))
    note = {"group": result.group}
    for fam in range(FAMILY_COUNT):
        gains = {s: n for s, n in enumerate(result.excellence[fam]) if n}
        if gains:
            name = partial(family_name, fam, plural=True)
            steps.append(step("excellence", "excellence_note", note, params={"family": name},
                               deltas=gains, sound="medal"))
    if not any(any(row) for row in result.excellence):
        steps.append(step("no_excellence", "excellence_note", note, sound="pass"))
    scores = state.scores()
    best = points_text(max(scores))
    tied = {s: str(result.best_family[s]) for s in range(players) if scores[s] == max(scores)}
    if result.decided_by == "points":
        steps.append(verdict("most_points", result.winners))
    else:
        key = "family_tie" if result.decided_by == "family" else "family_shared"
        steps.append(verdict(key, result.winners, tied, "family_note", points=best))
    return steps
