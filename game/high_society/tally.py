"""High Society's scoring sheet: its final scoring as ordered lines (see game.match.tally).

Found by convention: `game.match.tally` calls `steps` here for this game.
"""

from __future__ import annotations

from functools import partial

from game.match.tally import SeatName, Step, points_text, step, verdict


def steps(state, seat_name: SeatName) -> list[Step]:
    """The poorest out, then possessions, debt, doublings and halving, then the winner."""
    from game.high_society.scoring import breakdown as high_society_breakdown
    final = state.observe(None)
    players = final["players"]
    options = final["options"]
    cards = [[card for card, _ in owned] for owned in final["owned"]]
    money = [sum(h) + sum(b) for h, b in zip(final["hands"], final["bids"])]
    result = high_society_breakdown(cards, money, options.get("all_tied_poorest") == "all_out")
    steps = [step("money", "money_note", cells={s: str(m) for s, m in enumerate(money)},
                   sound="chip")]
    out = tuple(s for s in range(players) if result.out[s])
    if len(set(money)) == 1:
        steps.append(step("all_out" if out else "none_out", out=out, sound="pass"))
    else:
        steps.append(step("poorest", out=out, sound="pass"))
    steps.append(step("possessions", "possessions_note",
                       deltas={s: dict(result.steps[s])["possessions"] for s in range(players)},
                       sound="chip"))
    skin = options.get("skin", "animalement_votre")
    steps += _card_steps(result.steps, "debt", skin)
    steps += _title_steps(result.steps)
    steps += _card_steps(result.steps, "scandal", skin)
    steps.append(_high_society_verdict(result, state.scores(), money, cards))
    return steps


def _card_steps(per_seat, what: str, skin: str) -> list[Step]:
    """The debt's or the scandal's line, if a seat has that card."""
    from game.high_society.cards import CARDS as HS_CARDS
    gains = {s: dict(seat_steps)[what] for s, seat_steps in enumerate(per_seat)
             if what in dict(seat_steps)}
    if not gains:
        return []
    card = HS_CARDS.physical(what)
    name = partial(HS_CARDS.name, card, skin)
    return [step(what, f"{what}_note", params={"card": name}, deltas=gains, sound="flip")]


def _title_steps(per_seat) -> list[Step]:
    """One line per doubling: the first ×2 card of each seat, then the second..."""
    doublings = [[points for what, points in seat_steps if what == "title"]
                 for seat_steps in per_seat]
    steps = []
    for nth in range(max(len(d) for d in doublings)):
        gains = {s: d[nth] for s, d in enumerate(doublings) if len(d) > nth}
        steps.append(step(f"title{min(nth + 1, 3)}", "title_note", deltas=gains,
                           sound="flip"))
    return steps


def _high_society_verdict(result, scores, money, cards) -> Step:
    """Who wins among those left, and by which tie-break."""
    left = [s for s in range(len(scores)) if not result.out[s]]
    rule = result.decided_by
    if rule == "nobody":
        return verdict("nobody", ())
    if rule == "points":
        return verdict("left_most", result.winners)
    best = max(scores[s] for s in left)
    tied = [s for s in left if scores[s] == best]
    if rule == "money":
        return verdict("money_tie", result.winners,
                        {s: str(money[s]) for s in tied}, "money_tie_note",
                        points=points_text(best))
    top = {s: str(max((int(c) for c in cards[s] if c.isdigit()), default=0)) for s in tied}
    key = "possession_tie" if rule == "possession" else "hs_shared"
    return verdict(key, result.winners, top, "possession_note")
