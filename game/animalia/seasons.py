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
NO_COVERS = scoring.NO_COVERS   # no bonus card used (one shared tuple, see shape_options)
_medals = partial(tuple.__new__, Medals)   # Medals((haul, used)) without its Python __new__
# A card's unit in a medal decision's key, whose bytes are its shape (see
# scoring.shape_options): a byte a family (owl last), the collection's cards counted in
# its high nibble and the bonus hand's in the low one.
COLL_UNIT = tuple(16 << 8 * FAMILY_OF[card] for card in range(CARD_COUNT))
HAND_UNIT = tuple(1 << 8 * FAMILY_OF[card] for card in range(CARD_COUNT))
ALL_CARDS = frozenset(range(CARD_COUNT))
# Each ranked unit's place from the dealer's left: PLACES[units a seat][players][dealer].
PLACES = {per: tuple(tuple(tuple((i // per - dealer - 1) % n for i in range(n * per))
                           for dealer in range(n)) for n in range(7)) for per in (1, 2)}
final_scores = scoring.final_scores
winners_of = scoring.winners_of


def start_season(s, ev, first: bool = False) -> None:
    """Shuffle every card but the box and the unused bonus cards; the deal moves left."""
    s.season += 1
    s.dealer = (s.dealer + 1) % s.players
    cards = sorted(ALL_CARDS.difference(s.box, *s.bonus))
    s.rng.shuffle(cards)
    s.deck = cards
    s.pub_bottom = 0
    s.spy_known = [[] for _ in range(s.players)]
    s.spied = False
    s.colls = [[] for _ in s.colls]
    s.unfilled = (1 << s.players) - 1
    s.covers = []
    s.aside = []
    s.lot = []
    if ev is not None:
        ev.append(Event("season_started", s.dealer, {"season": s.season, "dealer": s.dealer}))
    s._start_turn(ev, s.dealer)


def elegance_values(s) -> list[int]:
    """Stars minus stains per collection."""
    eleg = s.elegance
    values = []
    for coll in s.colls:    # (plain loops: sum(map(...)) cost three times as much)
        value = 0
        for card in coll:
            value += eleg[card]
        values.append(value)
    return values


def _deal_bonus(s, seat: int, coll, ev) -> bool:
    """Draw one bonus card for `seat`; False if the deck is empty."""
    deck = s.deck
    if not deck:
        return False
    public = len(deck) <= s.pub_bottom
    if public or s.spied:
        # the seats that see the card: all under the public bottom, else those who
        # know the deck's top
        knowers = [t for t, known in enumerate(s.spy_known) if public or known]
        card = s._draw()
        for t in knowers:
            if t != seat:
                s.known_bonus[t] |= 1 << card
    else:           # most deals: no seat sees the card (s._draw() has nothing to update)
        card = deck.pop()
    s.bonus[seat].append(card)
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
    values = elegance_values(s)     # per collection, or per seat (the units ranked)
    per = s.per
    by_player = per == 2 and s.options.get("two_player_elegance") == "per_player"
    if by_player:
        values = [values[2 * p] + values[2 * p + 1] for p in range(n)]
        per = 1
    left = s.dealer + 1
    deals = scoring.elegance_deals(values, PLACES[per][n][s.dealer])
    if ev is not None:
        ev.append(Event("elegance_ranked", None, {
            "elegance": values, "awards": scoring.elegance_awards(values),
            "by": "player" if by_player else "collection"}))
    missing = 0
    deck = s.deck
    for i in deals:
        if ev is None and len(deck) > s.pub_bottom and not s.spied:
            s.bonus[i // per].append(deck.pop())    # _deal_bonus's usual case, no call
        elif not _deal_bonus(s, i // per, None if by_player else i, ev):
            missing += 1
    if missing and ev is not None:
        ev.append(Event("bonus_short", None, {"missing": missing}))
    # the collections in seat order from the dealer's left (a seat's are consecutive)
    start = left % n * s.per
    s.queue = [*range(start, len(s.colls)), *range(start)]
    next_medals(s, ev)


def next_medals(s, ev) -> None:
    """The next collection's owner chooses his medals, or the season ends."""
    if s.queue:
        coll = s.mcoll = s.queue.pop(0)
        s.phase = P_MEDALS
        s.current_player = coll // s.per
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


@lru_cache(maxsize=None)
def _plain_move(haul: tuple) -> Medals:
    """The Medals move of a haul that uses no bonus card, one for all shapes (a few
    hundred hauls): fewer objects for the garbage collector to go through."""
    return _medals((haul, ()))


_OPTIONS: dict = {}     # scoring.shape_options' answers by shape, see medal_choices
OPTIONS_KEPT = 16384    # beyond this many, _OPTIONS starts afresh (a long search's memory)


def medal_choices(coll: list, hand: list) -> tuple:
    """(options, sorted hand, shape, one Medals move per option) of a collection and
    its owner's bonus hand (cards). The shape is the COLL_UNIT and HAND_UNIT sum's
    bytes; `options` are `scoring.shape_options`' (haul, used, covered), in its order
    (kept in _OPTIONS: a search meets the same shapes again and again)."""
    hand = sorted(hand)
    key = 0         # (a plain loop: sum(map(...)) of these cost twice as much)
    for card in coll:
        key += COLL_UNIT[card]
    for card in hand:
        key += HAND_UNIT[card]
    shape = key.to_bytes(FAMILY_COUNT + 1, "little")
    options = _OPTIONS.get(shape)
    if options is None:     # three shapes in four are new to the process
        if len(_OPTIONS) >= OPTIONS_KEPT:
            _OPTIONS.clear()
        options = _OPTIONS[shape] = scoring.shape_options(shape)
    moves = []      # (plain loops: a comprehension's function costs more, for a few)
    if not hand:
        for haul, _, _ in options:
            moves.append(_plain_move(haul))
    elif len(hand) == 1:    # every option that covers uses the one bonus card
        used_ids = (CARD_IDS[hand[0]],)
        for haul, used, _ in options:
            moves.append(_plain_move(haul) if used is NO_COVERS else _medals((haul, used_ids)))
    elif len(hand) == 2:    # _first_of_family of two cards, without its call
        first, second = hand
        fam, fam2 = FAMILY_OF[first], FAMILY_OF[second]
        both = (CARD_IDS[first], CARD_IDS[second])
        if fam == fam2:
            for haul, used, _ in options:
                moves.append(_plain_move(haul) if used is NO_COVERS else
                             _medals((haul, both[:used[fam]])))
        else:
            one, two = both[:1], both[1:]     # the first card only, the second only
            for haul, used, _ in options:
                moves.append(_plain_move(haul) if used is NO_COVERS else _medals(
                    (haul, (both if used[fam2] else one) if used[fam] else two)))
    else:       # the sorted hand's families are runs: each option's first cards sliced
        ids = [CARD_IDS[card] for card in hand]
        runs = {}       # family -> where its run starts in ids
        for i, card in enumerate(hand):
            runs.setdefault(FAMILY_OF[card], i)
        runs = list(runs.items())
        for haul, used, _ in options:
            if used is NO_COVERS:
                moves.append(_plain_move(haul))
                continue
            picked = []
            for fam, i in runs:
                count = used[fam]
                if count:
                    picked += ids[i:i + count]
            moves.append(_medals((haul, tuple(picked))))
    return options, hand, shape, moves


def medal_moves(s) -> list:
    """One Medals move per medal choice of the collection being scored; the choices are
    kept on the state for award_medals."""
    kept = s._medal = medal_choices(s.colls[s.mcoll], s.bonus[s.mcoll // s.per])
    return kept[3]


def medal_covers(collection: list[str], hand: list[str], move) -> list[tuple[str, str]]:
    """(bonus card, covered card) ids a Medals move lays down, from the card ids of the
    collection and of its owner's bonus hand (what the owner's observation shows)."""
    coll = [CARD_INDEX[c] for c in collection]
    options, _, _, moves = medal_choices(coll, [CARD_INDEX[c] for c in hand])
    for (_, _, covered), choice in zip(options, moves):
        if choice == move:
            hidden = _first_of_family(coll, covered)
            return [(b, CARD_IDS[c]) for b, c in zip(move.used, hidden)]
    return []


def award_medals(s, move, ev, auto: bool) -> None:
    """Cover the cards and give the medals of the chosen haul."""
    coll = s.mcoll
    seat = coll // s.per
    kept = s._medal     # the choices behind the legal moves: `move` itself is one
    s._medal = None
    if kept is not None:
        for i, choice in enumerate(kept[3]):
            if choice is move:
                break
        else:
            kept = None
    if kept is None:    # an equal move built elsewhere (a replay, a parsed move)
        kept = medal_choices(s.colls[coll], s.bonus[seat])
        i = kept[3].index(move)     # (ValueError: not a medal choice; is_legal checks)
    options, hand, shape, _ = kept
    haul, used, covered = options[i]
    pairs = []
    if used is not NO_COVERS:
        used_cards = hand if len(hand) == 1 else _first_of_family(hand, used)
        pairs = list(zip(used_cards, _first_of_family(s.colls[coll], covered)))
        for bonus_card, card in pairs:
            s.bonus[seat].remove(bonus_card)
            s.covers.append((coll, bonus_card, card))
            if any(s.known_bonus):      # (most games: no seat knows a bonus card)
                mask = ~(1 << bonus_card)
                s.known_bonus = [k & mask for k in s.known_bonus]
    medals = s.medals[seat]
    for family, won in enumerate(haul):
        if won:
            medals[family] += won
    # [book] won medals are turned face down: what the others saw (the collection, the
    # covers, the count) is kept beside the haul; public_hauls finds the hauls it fits
    seen = (tuple(shape.translate(scoring.CARDS_NIBBLE)), used, covered, sum(haul))
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
    if s.queue:     # next_medals, without its call
        coll = s.mcoll = s.queue.pop(0)
        s.phase = P_MEDALS
        s.current_player = coll // s.per
        return
    end_season(s, ev)


def public_hauls(award: tuple) -> tuple:
    """The hauls another seat cannot tell from the one an award gave (it among them).

    Public are the collection, the bonus cards laid on it, the cards they cover and how
    many medals were taken; the owl's family is not. Any haul those cards give with
    that many medals, that the owner could choose with those bonus cards, fits
    (`scoring.hauls_alike`, cached; found only when a seat observes or determinizes,
    never on search's hot path).
    """
    return scoring.hauls_alike(*award[2])
