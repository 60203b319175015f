"""What each seat may know of an Animalia state, and full states consistent with it.

Hidden: the deck's order, other players' bonus cards, what others' spies saw, and
others' medals: [book] « Les médailles récoltées sont retournées et gardées secrètes ».
Public: every face-up card (collections, lot, covers, the cards of a returned lot that
went to the bottom of the deck), the number of bonus cards each player holds, how many
deck cards each seat knows from its spy, and how many medals each seat took.
A seat also knows the top deck cards it looked at with the spy and the bonus cards it
saw others draw from that part of the deck.

Medals. The collection, its covers and the count are seen when a seat takes medals,
so some of them are known to all: `medals[p]` of another seat is what every haul
matching those gives (a collection without the owl gives one haul; dog, dog, owl,
rabbit, rabbit gives 2 dogs and 2 rabbits for sure, the fifth medal is a dog or a
rabbit). Scores are shown for the seat itself, and for everyone once the game is over.
`determinize` draws each hidden haul again among those matching what was seen.
"""

from __future__ import annotations

from game.animalia.cards import CARD_IDS, POWERS
from game.animalia.phases import P_CARD, P_LOT, P_MEDALS, P_POWER, P_SPY, P_TARGET, Phase
from game.animalia.scoring import sure_medals
from game.animalia.seasons import public_hauls
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
        "medals": [medals_known(s, p, seat) for p in range(s.players)],
        "medal_counts": [sum(m) for m in s.medals],
        "scores": _scores_known(s, seat),
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


def medals_known(s, p: int, seat) -> list[int]:
    """Seat p's medals per family as `seat` may know them: all of them for itself or
    once the game is over, else those every haul matching what was seen gives."""
    if p == seat or s.is_over:
        return s.medals[p][:]
    known = s.medals[p][:]     # medals not won through an award (hand-made states) stay
    for award in s.awards:
        if award[0] == p:
            sure = sure_medals(public_hauls(award))
            for f, (won, k) in enumerate(zip(award[1], sure)):
                known[f] -= won - k
    return known


def _scores_known(s, seat) -> list:
    """Points so far: one's own, everyone's at the end, None for a seat's hidden total."""
    scores = s.scores()
    if s.is_over:
        return scores
    return [points if p == seat else None for p, points in enumerate(scores)]


def _redraw_hauls(new, seat: int, r) -> None:
    """Other seats' hauls drawn again among those that look the same from `seat`."""
    awards = new.awards
    for i, award in enumerate(awards):
        p, old, seen = award
        if p == seat:
            continue
        alike = public_hauls(award)
        if len(alike) < 2:
            continue
        haul = alike[r.randbelow(len(alike))]
        medals = new.medals[p]
        for f in range(len(haul)):
            medals[f] += haul[f] - old[f]
        awards[i] = (p, haul, seen)


def determinize(s, seat: int, rng):
    """A copy where what `seat` has not seen is re-dealt uniformly from `rng`."""
    # Run once per search iteration: slices and bit masks rather than index sets.
    r = as_rng(rng)
    new = s.clone()
    new.rng = r.spawn()  # future shuffles are unknown too
    deck = new.deck
    bonus = new.bonus
    players = new.players
    size = len(deck)
    # unseen deck cards: above the public bottom, below the top cards this seat spied
    low, high = new.pub_bottom, size - len(new.spy_known[seat])
    pool = deck[low:high] if low < high else []
    mask = new.known_bonus[seat]
    hand_slots = [(p, i) for p in range(players) if p != seat
                  for i, c in enumerate(bonus[p]) if not mask >> c & 1]
    pool.extend(bonus[p][i] for p, i in hand_slots)
    pool.sort()
    r.shuffle(pool)
    pool.reverse()  # dealt from the end of the shuffled pool, deck slots first
    dealt = len(pool) - len(hand_slots)
    if dealt:
        deck[low:high] = pool[:dealt]
    for p, i in hand_slots:
        bonus[p][i] = pool[dealt]
        dealt += 1
    held = [0] * players
    for p, hand in enumerate(bonus):
        for c in hand:
            held[p] |= 1 << c
    for p in range(players):
        if p == seat:
            continue
        known = new.spy_known[p]
        if known:
            new.spy_known[p] = [deck[size - 1 - i] for i in range(len(known))]
        others = 0
        for q in range(players):
            if q != p:
                others |= held[q]
        new.known_bonus[p] &= others
    if new.phase == P_SPY and new.owner(new.pcoll) != seat:
        depth = len(new.peek) + len(new.placed)
        top = [deck[size - 1 - i] for i in range(depth)]
        new.placed = top[:len(new.placed)]
        new.peek = top[len(new.placed):]
    if not new.is_over:
        _redraw_hauls(new, seat, r)
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
