"""Animalia's season cycle: the deal, phase 2 (elegance and bonus cards), phase 3
(medals) and the end of the game. Functions take the AnimaliaState they work on.
"""

from __future__ import annotations

from functools import lru_cache, partial

from game.animalia import scoring
from game.animalia.cards import (CARD_COUNT, CARD_IDS, CARD_INDEX, FAMILIES, FAMILY_COUNT,
                                  FAMILY_OF)
from game.animalia.moves import Medals
from game.animalia.phases import P_MEDALS, P_OVER
from game.core import Event

SEASONS = 3
NO_COVERS = (0,) * (FAMILY_COUNT + 1)   # a medal option's bonus cards used: none
_medals = partial(tuple.__new__, Medals)   # Medals((haul, used)) without its Python __new__
final_scores = scoring.final_scores
winners_of = scoring.winners_of


def start_season(s, ev, first: bool = False) -> None:
    """Shuffle every card but the box and the unused bonus cards; the deal moves left."""
    s.season += 1
    s.dealer = (s.dealer + 1) % s.players
    held = set()
    for hand in s.bonus:
        held.update(hand)
    box = set(s.box)
    cards = [c for c in range(CARD_COUNT) if c not in held and c not in box]
    s.rng.shuffle(cards)
    s.deck = cards
    s.pub_bottom = 0
    s.spy_known = [[] for _ in range(s.players)]
    s.colls = [[] for _ in s.colls]
    s.covers = []
    s.aside = []
    s.lot = []
    if ev is not None:
        ev.append(Event("season_started", s.dealer, {"season": s.season, "dealer": s.dealer}))
    s._start_turn(ev)


def elegance_values(s) -> list[int]:
    """Stars minus stains per collection."""
    eleg = s.elegance.__getitem__
    return [sum(map(eleg, coll)) for coll in s.colls]


def _deal_bonus(s, seat: int, coll, ev) -> bool:
    """Draw one bonus card for `seat`; False if the deck is empty."""
    if not s.deck:
        return False
    public = len(s.deck) <= s.pub_bottom
    knowers = [t for t in range(s.players) if s.spy_known[t]]
    card = s._draw()
    s.bonus[seat].append(card)
    bit = 1 << card
    for t in range(s.players):
        if t != seat and (public or t in knowers):
            s.known_bonus[t] |= bit
    if ev is not None:
        ev.append(Event("bonus_dealt", seat, {"collection": coll}, {"card": CARD_IDS[card]}))
    return True


def end_phase1(s, ev, reason: str) -> None:
    """Phase 1 is over: rank elegance, deal bonus cards, start the medals."""
    if s.lot:
        s.aside.extend(s.lot)
        s.lot = []
    if ev is not None:
        ev.append(Event("phase_ended", None, {"reason": reason}))
    n = s.players
    values = elegance_values(s)
    if s.per == 2 and s.options.get("two_player_elegance") == "per_player":
        units = [(p, None, values[2 * p] + values[2 * p + 1]) for p in range(n)]
    else:
        units = [(s.owner(c), c, v) for c, v in enumerate(values)]
    awards = scoring.elegance_awards([v for _, _, v in units])
    if ev is not None:
        ev.append(Event("elegance_ranked", None, {
            "elegance": [v for _, _, v in units], "awards": awards,
            "by": "player" if units[0][1] is None else "collection"}))
    # bonus cards are dealt best elegance first, then from the dealer's left
    order = sorted((i for i, award in enumerate(awards) if award),
                   key=lambda i: (-units[i][2], (units[i][0] - s.dealer - 1) % n, i))
    missing = 0
    for i in order:
        seat, coll, _ = units[i]
        for _ in range(awards[i]):
            if not _deal_bonus(s, seat, coll, ev):
                missing += 1
    if missing and ev is not None:
        ev.append(Event("bonus_short", None, {"missing": missing}))
    first = (s.dealer + 1) % n
    s.queue = [c for i in range(n) for c in s.own[(first + i) % n]]
    next_medals(s, ev)


def next_medals(s, ev) -> None:
    """The next collection's owner chooses his medals, or the season ends."""
    if s.queue:
        s.mcoll = s.queue.pop(0)
        s.phase = P_MEDALS
        s.current_player = s.owner(s.mcoll)
        return
    end_season(s, ev)


def end_season(s, ev) -> None:
    """After the medals: a new season, or the end of the game."""
    if s.season < SEASONS:
        start_season(s, ev)
        return
    s.phase = P_OVER
    s.is_over = True
    s.current_player = None
    if ev is not None:
        ev.append(Event("game_over", None, {"scores": s.scores(), "winners": s.winners()}))


def _first_of_family(cards, counts) -> list[int]:
    """For each family f, the first counts[f] cards of that family, in card order."""
    left = list(counts)
    out = []
    for card in cards:
        fam = FAMILY_OF[card]
        if left[fam]:
            left[fam] -= 1
            out.append(card)
    return out


@lru_cache(maxsize=4096)
def _medal_choices(coll_counts: tuple, hand: tuple) -> tuple:
    """(move, bonus cards used, family counts covered, family counts used) per medal
    option (`scoring.medal_options`), for a collection of these family counts and a
    sorted bonus hand (cached: searches meet the same collections and hands again and
    again)."""
    by_family: list = [[] for _ in range(FAMILY_COUNT + 1)]
    for card in hand:   # a sorted hand lists each family's cards together, in card order
        by_family[FAMILY_OF[card]].append(card)
    options = scoring.medal_options(coll_counts, tuple(map(len, by_family)))
    out = []
    picked = {}         # bonus cards used, and their ids, per family counts used
    for haul, used, covered in options:
        if used == NO_COVERS:      # keeps every bonus card: often the first choices
            out.append((_medals((haul, ())), (), covered, used))
            continue
        pick = picked.get(used)
        if pick is None:
            used_cards = tuple([card for family, n in zip(by_family, used) if n
                                for card in family[:n]])
            pick = picked[used] = (used_cards, tuple(map(CARD_IDS.__getitem__, used_cards)))
        out.append((_medals((haul, pick[1])), pick[0], covered, used))
    return tuple(out)


def _choices(s, coll_counts: tuple) -> tuple:
    """The medal choices of the collection being scored, of these family counts."""
    hand = s.bonus[s.owner(s.mcoll)]
    return _medal_choices(coll_counts, tuple(sorted(hand)) if hand else ())


def medal_moves(s) -> list:
    """One Medals move per medal choice of the collection being scored; the choices are
    kept on the state (with the collection's family counts) for award_medals."""
    coll_counts = scoring.family_counts(s.colls[s.mcoll])
    choices = _choices(s, coll_counts)
    s._medal = (coll_counts, choices)
    return [choice[0] for choice in choices]


def medal_covers(collection: list[str], hand: list[str], move) -> list[tuple[str, str]]:
    """(bonus card, covered card) ids a Medals move lays down, from the card ids of the
    collection and of its owner's bonus hand (what the owner's observation shows)."""
    coll = [CARD_INDEX[c] for c in collection]
    choices = _medal_choices(scoring.family_counts(coll),
                             tuple(sorted(CARD_INDEX[c] for c in hand)))
    for choice, used_cards, covered, _ in choices:
        if choice == move:
            hidden = _first_of_family(coll, covered)
            return [(CARD_IDS[b], CARD_IDS[c]) for b, c in zip(used_cards, hidden)]
    return []


def award_medals(s, move, ev, auto: bool) -> None:
    """Cover the cards and give the medals of the chosen haul."""
    coll = s.mcoll
    seat = s.owner(coll)
    haul, used = tuple(move.haul), tuple(move.used)
    kept = s._medal     # the choices behind the legal moves: `move` is one of them
    s._medal = None
    for choice, used_cards, covered, used_counts in kept[1] if kept else ():
        if choice is move:
            coll_counts = kept[0]
            break
    else:               # an equal move built elsewhere (a replay, a parsed move)
        coll_counts = scoring.family_counts(s.colls[coll])
        for choice, used_cards, covered, used_counts in _choices(s, coll_counts):
            if choice.haul == haul and choice.used == used:
                break
        else:  # pragma: no cover - is_legal checked it
            raise ValueError(f"not a medal choice: {move}")
    hidden = _first_of_family(s.colls[coll], covered)
    pairs = list(zip(used_cards, hidden))
    for bonus_card, card in pairs:
        s.bonus[seat].remove(bonus_card)
        s.covers.append((coll, bonus_card, card))
        mask = ~(1 << bonus_card)
        s.known_bonus = [k & mask for k in s.known_bonus]
    medals = s.medals[seat]
    for fam, n in enumerate(haul):
        medals[fam] += n
    # [book] won medals are turned face down: what the others saw (the collection, the
    # covers, the count) is kept beside the haul; public_hauls finds the hauls it fits
    seen = (coll_counts, used_counts, covered, sum(haul))
    s.awards.append((seat, haul, seen))
    if ev is not None:
        if pairs:
            ev.append(Event("cards_covered", seat, {
                "collection": coll, "covers": [[CARD_IDS[b], CARD_IDS[c]] for b, c in pairs]}))
        known = scoring.sure_medals(scoring.hauls_alike(*seen))
        ev.append(Event("medals_awarded", seat, {
            "collection": coll, "count": sum(haul),
            "known": {FAMILIES[f]: n for f, n in enumerate(known) if n}}, {
            "medals": {FAMILIES[f]: n for f, n in enumerate(haul) if n}, "forced": auto}))
    next_medals(s, ev)


def public_hauls(award: tuple) -> tuple:
    """The hauls another seat cannot tell from the one an award gave (it among them).

    Public are the collection, the bonus cards laid on it, the cards they cover and how
    many medals were taken; the owl's family is not. Any haul those cards give with
    that many medals, that the owner could choose with those bonus cards, fits
    (`scoring.hauls_alike`, cached; found only when a seat observes or determinizes,
    never on search's hot path).
    """
    return scoring.hauls_alike(*award[2])
