"""What each seat may know of an Animalia state, and full states consistent with it.

Hidden: the deck's order, other players' bonus cards, and what others' spies saw.
Public: every face-up card (collections, lot, covers, the cards of a returned lot that
went to the bottom of the deck), the number of bonus cards each player holds, how many
deck cards each seat knows from its spy, and the medals (awarded in the open: a
perfect memory could tally them, so the screen may show them).
A seat also knows the top deck cards it looked at with the spy and the bonus cards it
saw others draw from that part of the deck.
"""

from __future__ import annotations

from game.animalia.cards import CARD_IDS, POWERS
from game.animalia.phases import P_CARD, P_LOT, P_MEDALS, P_POWER, P_SPY, P_TARGET, Phase
from game.rng import as_rng


def _ids(cards) -> list[str]:
    return [CARD_IDS[c] for c in cards]


def observe(s, seat) -> dict:
    """Plain data of everything `seat` (None: a spectator) may know."""
    spying = s.owner(s.pcoll) if s.phase == P_SPY else None
    out = {
        "game": "animalia", "players": s.players, "season": s.season,
        "phase": Phase(s.phase).name.lower(), "dealer": s.dealer,
        "current_player": s.current_player, "is_over": s.is_over,
        "collections": [_ids(c) for c in s.colls],
        "owners": [s.owner(c) for c in range(len(s.colls))],
        "lot": _ids(s.lot), "lot_holder": s.holder if s.phase == P_LOT else None,
        "lot_forced": bool(s.forced) if s.phase == P_LOT else False,
        "deck_size": len(s.deck), "deck_bottom": _ids(s.deck[:s.pub_bottom]),
        "bonus_counts": [len(b) for b in s.bonus],
        "covers": [[c, CARD_IDS[b], CARD_IDS[x]] for c, b, x in s.covers],
        "aside": _ids(s.aside), "box": _ids(s.box),
        "medals": [m[:] for m in s.medals], "scores": s.scores(),
        "pending_powers": [POWERS[k] for k in range(3) for _ in range(s.pending[k])],
        "power_collection": s.pcoll if P_POWER <= s.phase <= P_SPY else None,
        "power": POWERS[s.pkind] if P_TARGET <= s.phase <= P_SPY else None,
        "target": s.target if s.phase == P_CARD else None,
        "spy_placed_count": len(s.placed) if spying is not None else 0,
        "spy_known_counts": [len(k) for k in s.spy_known],
        "medal_collection": s.mcoll if s.phase == P_MEDALS else None,
        "options": dict(s.options),
    }
    if seat is not None:
        out["seat"] = seat
        out["bonus"] = sorted(_ids(s.bonus[seat]))
        out["deck_top"] = _ids(s.spy_known[seat])
        mask = s.known_bonus[seat]
        out["known_bonus"] = sorted((p, CARD_IDS[c]) for p in range(s.players) if p != seat
                                    for c in s.bonus[p] if mask >> c & 1)
        if spying == seat:
            out["spy_left"] = sorted(_ids(s.peek))
            out["spy_placed"] = _ids(s.placed)
    return out


def determinize(s, seat: int, rng):
    """A copy where what `seat` has not seen is re-dealt uniformly from `rng`."""
    r = as_rng(rng)
    new = s.clone()
    new.rng = r.spawn()  # future shuffles are unknown too
    deck = new.deck
    size = len(deck)
    known_pos = set(range(new.pub_bottom))
    known_pos.update(range(size - len(new.spy_known[seat]), size))
    deck_slots = [i for i in range(size) if i not in known_pos]
    mask = new.known_bonus[seat]
    hand_slots = [(p, i) for p in range(new.players) if p != seat
                  for i, c in enumerate(new.bonus[p]) if not mask >> c & 1]
    pool = sorted([deck[i] for i in deck_slots] + [new.bonus[p][i] for p, i in hand_slots])
    r.shuffle(pool)
    for i in deck_slots:
        deck[i] = pool.pop()
    for p, i in hand_slots:
        new.bonus[p][i] = pool.pop()
    for p in range(new.players):
        if p == seat:
            continue
        known = new.spy_known[p]
        new.spy_known[p] = [deck[size - 1 - i] for i in range(len(known))]
        others = 0
        for q in range(new.players):
            if q != p:
                for c in new.bonus[q]:
                    others |= 1 << c
        new.known_bonus[p] &= others
    if new.phase == P_SPY and new.owner(new.pcoll) != seat:
        depth = len(new.peek) + len(new.placed)
        top = [deck[size - 1 - i] for i in range(depth)]
        new.placed = top[:len(new.placed)]
        new.peek = top[len(new.placed):]
    new._legal = new._moves() if not new.is_over else []
    return new


def card_census(s) -> dict:
    """{card id: count} over deck, lot, collections, bonus hands, covers, aside, box."""
    counts = dict.fromkeys(CARD_IDS, 0)
    zones = [s.deck, s.lot, s.aside, s.box] + s.colls + s.bonus
    for zone in zones:
        for c in zone:
            counts[CARD_IDS[c]] += 1
    for _, b, _ in s.covers:
        counts[CARD_IDS[b]] += 1
    return counts
