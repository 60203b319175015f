"""Building Origami positions by hand for scenario tests."""

from __future__ import annotations

from game import load_game
from game.origami.frames import Frame
from game.rng import Rng

GAME = load_game("origami")


def build(hands, cols=None, line=(), deck=(), discard=(), seat=0, first=0,
          players=None, options=None, public=True):
    """A state with exactly these zones, seat to play its main action.

    deck is listed bottom to top (its last card is drawn first); hands are public
    knowledge unless public=False.
    """
    players = players or len(hands)
    opts = {"families": ",".join(["farm", "sky", "sea", "savanna"][:players])}
    opts.update(options or {})
    state = GAME.new_game(players, 1, opts)
    state.hands = [list(h) for h in hands]
    state.recount()
    state.cols = [[list(a), list(b)] for a, b in (cols or [((), ())] * players)]
    state.line, state.deck, state.discard = list(line), list(deck), list(discard)
    state.pub = [{} for _ in range(players)]
    state.extra = {}
    if public:
        for p, hand in enumerate(state.hands):
            for card in hand:
                state.pub[p][card] = state.pub[p].get(card, 0) + 1
    state.stack = [(Frame.MAIN, seat)]
    state.turn_seat, state.first, state.current_player = seat, first, seat
    state.rng = Rng(5)
    return state


def play_all(state, *moves) -> list:
    """Apply moves through the checked path; return all events."""
    events = []
    for move in moves:
        events.extend(state.apply(move))
    return events


# Cards whose folds are fixed by the rulebook (the loader refuses any other value), so
# payments built from them survive the balance study's changes to house values.
FIXED_FOLDS = {4: "butterfly", 3: "pig", 2: "owl", 1: "chick"}


def payment(cost: int) -> list[str]:
    """Cards of fixed folds adding up to exactly `cost`, biggest first."""
    out = []
    while cost > 0:
        folds = min(cost, 4)
        out.append(FIXED_FOLDS[folds])
        cost -= folds
    return out
