"""The opening deal: every game starts with its cards flying from the deck to their places.

A layout says what its deal puts where: `opening_deal(view)` gives the spot the cards
come from and a list of `Dealt` cards in the order they are dealt (`round_robin` deals
hands a card a seat at a time). `deal_opening(layout, view)` launches one flight per card, a
moment after the one before, face down, each turning face up on its way when the viewer
may see it (the grid, the line, the viewer's own hand); an opponent's cards stay backs
and go to its panel. A face is drawn when it turns up (the table warms the faces behind
the deal, in its order), not before the table's first frame. Each card makes the "deal" sound as it lands, after a "shuffle".

Cards the game's set-up events already sent flying (Animalia's first lot card, High
Society's first card up for auction) wait until the deal is done. At the "instant"
animation speed every tween ends on its first step: no animation, no waiting.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from itertools import zip_longest

from scenes.table.layouts.cards import FLIGHT_TIME, Flight

DEAL_STEP = 0.05          # seconds between two cards, at animation speed 1
DEAL_TIME = 1.4           # a big deal takes at most this long before its last card leaves
OPPONENT_CARDS = 3        # backs flown to an opponent's panel (its hand is counted there)


@dataclass(frozen=True)
class Dealt:
    """One card of the deal: where it goes (its centre), at what height, the face it
    turns to (None: it stays a back), and the static-layer spot it lands on."""

    end: tuple[float, float]
    height: int
    card: str | None = None
    landing: tuple | None = None


def round_robin(hands: list[list[Dealt]]) -> list[Dealt]:
    """The cards of several hands in dealing order: one a hand, round and round."""
    return [card for turn in zip_longest(*hands) for card in turn if card is not None]


def to_panel(center: tuple[float, float], height: int, count: int) -> list[Dealt]:
    """An opponent's share: a few backs flying to its panel (none stays drawn there)."""
    return [Dealt(center, height) for _ in range(min(OPPONENT_CARDS, count))]


def deal_opening(layout, view) -> float:
    """Launch the layout's opening deal of the view; returns how long it lasts at speed 1
    (0 when the layout deals nothing)."""
    plan = getattr(layout, "opening_deal", None)
    if plan is None:
        return 0.0
    source, cards = plan(view)
    if not cards:
        return 0.0
    waiting = [f.motion for f in layout.flights.items if f.motion is not None]
    step = min(DEAL_STEP, DEAL_TIME / len(cards))
    for index, dealt in enumerate(cards):
        back = layout.art.back(dealt.height)
        image = back if dealt.card is None else partial(layout.face, dealt.card, dealt.height)
        layout.flights.launch(Flight(
            image, source, dealt.end, landing=dealt.landing, delay=index * step,
            card=dealt.card, back=None if dealt.card is None else back, sound="deal"))
    total = (len(cards) - 1) * step + FLIGHT_TIME
    for motion in waiting:            # the set-up's own cards come after the deal
        motion.delay += total
    layout.flights.sounds.append("shuffle")
    return total
