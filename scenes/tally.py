"""A finished game's final scoring as ordered lines, said in any language.

`tally(state, game_id, seat_name)` turns a finished state into `Step`s: one line of text
(the catalogs' `[tally]`, said in the language asked), the points it adds per seat, other values to show per seat (money
left, a tie-break), and the seats it puts out of the running or names as winners. The
numbers come from each engine's own `breakdown` (game/<game>/scoring.py), so a seat's
deltas add up to `state.scores()` exactly.

Only what `state.observe(None)` shows at the end is read (every game turns its hidden
cards face up then), except Origami's tie-break: the rules add the points of the cards
in hand of the players tied for first, so those hands alone are read from the state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Callable

from game import catalog

Points = int | float
SeatName = Callable[[int], str]
Words = Callable[[str], str]        # a text said in the language asked (lang -> text)



def label(key: str, lang: str, **params) -> str:
    """The catalogs' `tally.<key>` in the language; a param may be Words (said in it too)."""
    said = {k: v(lang) if callable(v) else v for k, v in params.items()}
    return catalog.text(f"tally.{key}", lang, **said)


def _words(key: str, **params) -> Words:
    """`tally.<key>` with its params, to be said later in any language."""
    return lambda lang: label(key, lang, **params)


def points_text(points: Points) -> str:
    """Points as people write them: 7, 7½, −3 (halves are exact in High Society)."""
    sign = "−" if points < 0 else ""
    points = abs(points)
    whole = int(points)
    if points == whole:
        return f"{sign}{whole}"
    if (points * 2).is_integer():
        return f"{sign}{whole or ''}½"
    return f"{sign}{points:.2f}"


def delta_text(points: Points) -> str:
    """A change of score: +12, −5, 0."""
    return f"+{points_text(points)}" if points > 0 else points_text(points)


@dataclass(frozen=True, eq=False)
class Step:
    """One line of the tally (see the module docstring)."""

    line: Words
    deltas: dict[int, Points] = field(default_factory=dict)   # points added per seat
    cells: dict[int, str] = field(default_factory=dict)       # other values per seat
    explain: Words | None = None      # a longer explanation, shown while it is the last line
    out: tuple[int, ...] = ()         # seats put out of the running by this line
    winners: tuple[int, ...] = ()     # seats a verdict line names
    sound: str = "chip"

    def text(self, lang: str) -> str:
        """The line in the language."""
        return self.line(lang)

    def note(self, lang: str) -> str:
        """The explanation in the language ("" if none)."""
        return self.explain(lang) if self.explain else ""

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats this line concerns."""
        return tuple(sorted({*self.deltas, *self.cells, *self.out, *self.winners}))


def _step(key: str, note: str = "", note_params: dict | None = None, **kwargs) -> Step:
    """A Step whose text is `tally.<key>` (params given as `params=`) and note `tally.<note>`."""
    explain = _words(note, **(note_params or {})) if note else None
    return Step(_words(key, **kwargs.pop("params", {})), explain=explain, **kwargs)


def _names(seats, seat_name: SeatName) -> str:
    return ", ".join(seat_name(s) for s in seats)


def _verdict(key: str, winners, cells=None, note: str = "", **params) -> Step:
    """The last line: who wins, and by which rule (winners' cells say so)."""
    return _step(key, note, params=params, cells=cells or {}, winners=tuple(winners),
                 sound="win")


# -- per game -------------------------------------------------------------------------
def animalia_steps(state, seat_name: SeatName) -> list[Step]:
    """Medals family by family, excellence, then how the winner is decided."""
    from game.animalia.cards import FAMILY_COUNT, family_name
    from game.animalia.scoring import breakdown as animalia_breakdown
    final = state.observe(None)
    players = final["players"]
    result = animalia_breakdown(final["medals"], players)
    steps = []
    for fam in range(FAMILY_COUNT):
        name = partial(family_name, fam, plural=True)
        steps.append(_step("medals", "medals_note", params={"family": name},
                           deltas={s: n for s, n in enumerate(result.medals[fam]) if n},
                           sound="medal"))
    note = {"group": result.group}
    for fam in range(FAMILY_COUNT):
        gains = {s: n for s, n in enumerate(result.excellence[fam]) if n}
        if gains:
            name = partial(family_name, fam, plural=True)
            steps.append(_step("excellence", "excellence_note", note, params={"family": name},
                               deltas=gains, sound="medal"))
    if not any(any(row) for row in result.excellence):
        steps.append(_step("no_excellence", "excellence_note", note, sound="pass"))
    scores = state.scores()
    best = points_text(max(scores))
    tied = {s: str(result.best_family[s]) for s in range(players) if scores[s] == max(scores)}
    if result.decided_by == "points":
        steps.append(_verdict("most_points", result.winners))
    else:
        key = "family_tie" if result.decided_by == "family" else "family_shared"
        steps.append(_verdict(key, result.winners, tied, "family_note", points=best))
    return steps


def high_society_steps(state, seat_name: SeatName) -> list[Step]:
    """The poorest out, then possessions, debt, doublings and halving, then the winner."""
    from game.high_society.scoring import breakdown as high_society_breakdown
    final = state.observe(None)
    players = final["players"]
    options = final["options"]
    cards = [[card for card, _ in owned] for owned in final["owned"]]
    money = [sum(h) + sum(b) for h, b in zip(final["hands"], final["bids"])]
    result = high_society_breakdown(cards, money, options.get("all_tied_poorest") == "all_out")
    steps = [_step("money", "money_note", cells={s: str(m) for s, m in enumerate(money)},
                   sound="chip")]
    out = tuple(s for s in range(players) if result.out[s])
    if len(set(money)) == 1:
        steps.append(_step("all_out" if out else "none_out", out=out, sound="pass"))
    else:
        steps.append(_step("poorest", out=out, sound="pass"))
    steps.append(_step("possessions", "possessions_note",
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
    return [_step(what, f"{what}_note", params={"card": name}, deltas=gains, sound="flip")]


def _title_steps(per_seat) -> list[Step]:
    """One line per doubling: the first ×2 card of each seat, then the second..."""
    doublings = [[points for what, points in seat_steps if what == "title"]
                 for seat_steps in per_seat]
    steps = []
    for nth in range(max(len(d) for d in doublings)):
        gains = {s: d[nth] for s, d in enumerate(doublings) if len(d) > nth}
        steps.append(_step(f"title{min(nth + 1, 3)}", "title_note", deltas=gains,
                           sound="flip"))
    return steps


def _high_society_verdict(result, scores, money, cards) -> Step:
    """Who wins among those left, and by which tie-break."""
    left = [s for s in range(len(scores)) if not result.out[s]]
    rule = result.decided_by
    if rule == "nobody":
        return _verdict("nobody", ())
    if rule == "points":
        return _verdict("left_most", result.winners)
    best = max(scores[s] for s in left)
    tied = [s for s in left if scores[s] == best]
    if rule == "money":
        return _verdict("money_tie", result.winners,
                        {s: str(money[s]) for s in tied}, "money_tie_note",
                        points=points_text(best))
    top = {s: str(max((int(c) for c in cards[s] if c.isdigit()), default=0)) for s in tied}
    key = "possession_tie" if rule == "possession" else "hs_shared"
    return _verdict(key, result.winners, top, "possession_note")


def animimix_steps(state, seat_name: SeatName) -> list[Step]:
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
            majority = _words("no_majority")
        elif len(holders) == 1:
            majority = _words("majority", count=share.cards[holders[0]],
                             names=_names(holders, seat_name))
        else:
            majority = _words("majority_split", count=share.cards[holders[0]],
                             names=_names(holders, seat_name), share=share.gains[holders[0]])
        data = SPECIES_DATA[s]
        species_name = partial(catalog.localized, data, "name")
        rule = partial(catalog.localized, data, "scoring")
        steps.append(Step(_words("species", species=species_name, points=share.points),
                          deltas={h: share.gains[h] for h in holders},
                          explain=lambda lang, r=rule, m=majority: f"{r(lang)} {m(lang)}",
                          sound="chip" if holders else "pass"))
    steps.append(_plain_verdict(state.scores()))
    return steps


def _plain_verdict(scores) -> Step:
    best = max(scores)
    winners = [s for s, v in enumerate(scores) if v == best]
    if len(winners) == 1:
        return _verdict("most_points", winners)
    return _verdict("shared_points", winners, points=points_text(best))


def origami_steps(state, seat_name: SeatName) -> list[Step]:
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
        steps.append(_step("printed", "printed_note", params={"n": col + 1},
                           deltas={s: sum(p.printed for p in parts[s] if p.col == col)
                                   for s in range(players)}, sound="chip"))
    bonus_cards = list(dict.fromkeys(p.card for seat_parts in parts for p in seat_parts
                                     if BY_ID[p.card].effect_type == "bonus"))
    for card in bonus_cards:
        info = BY_ID[card]
        gains = {s: sum(p.bonus for p in parts[s] if p.card == card)
                 for s in range(players) if any(p.card == card for p in parts[s])}
        steps.append(Step(_words("bonus", card=info.name), deltas=gains,
                          explain=info.effect_text, sound="flip"))
    scores = state.scores()
    tied = [s for s in range(players) if scores[s] == max(scores)]
    # The rules reveal the hands of the players tied for first (their tie-break).
    ties = [hand_points(state.hands[s]) if s in tied else 0 for s in range(players)]
    rule = origami_decided_by(scores, ties)
    if rule == "points":
        steps.append(_verdict("most_points", tied))
    else:
        winners = state.winners()
        key = "hand_tie" if rule == "hand" else "hand_shared"
        steps.append(_verdict(key, winners, {s: str(ties[s]) for s in tied},
                              "hand_note", points=points_text(max(scores))))
    return steps


def generic_steps(state, seat_name: SeatName) -> list[Step]:
    """A game without its own tally: each seat's score in one line, then the winner."""
    scores = state.scores()
    return [_step("score", deltas=dict(enumerate(scores))), _plain_verdict(scores)]


BUILDERS: dict[str, Callable[[object, SeatName], list[Step]]] = {
    "animalia": animalia_steps, "high_society": high_society_steps,
    "animimix": animimix_steps, "origami": origami_steps,
}


def tally(state, game_id: str, seat_name: SeatName) -> list[Step]:
    """The lines of a finished game's scoring, in order (both languages in each)."""
    return BUILDERS.get(game_id, generic_steps)(state, seat_name)


def totals(steps: list[Step], players: int) -> list[Points]:
    """Each seat's points once every line is counted."""
    out: list[Points] = [0] * players
    for step in steps:
        for seat, points in step.deltas.items():
            out[seat] += points
    return out
