"""Helpers for the High Society tests: rigged decks, scripted turns, snapshots."""

from __future__ import annotations

from game import load_game
from game.high_society.cards import CARDS
from game.high_society.moves import PASS, STAND, Add
from game.high_society.state import DECK, HighSocietyState

GAME = load_game("high_society")


def physical_cards(order: list[str]) -> list[int]:
    """Physical card numbers for ids ("x2:1" names a copy; else copies in turn)."""
    used: dict[str, int] = {}
    out = []
    for card_id in order:
        if ":" in card_id:
            card_id, copy = card_id.split(":")[0], int(card_id.split(":")[1])
        else:
            copy = used.get(card_id, 0)
        used[card_id] = copy + 1
        out.append(CARDS.physical(card_id, copy))
    return out


def rigged(players: int, order: list[str], options: dict | None = None,
           events: list | None = None) -> HighSocietyState:
    """A new game whose deck reveals `order` first (then the rest, non-red first)."""
    state = GAME.new_game(players, 0, options)
    top = physical_cards(order)
    rest = [c for c in DECK if c not in top]
    rest.sort(key=lambda c: (not CARDS.red[c], c))     # reds at the bottom
    state.deck = rest + top[::-1]                      # deck[-1] is the top card
    state.reds = []
    state._open(0, events)
    return state


def bid(state, *values: int) -> list:
    """Apply Add for each value then Stand; return the events."""
    events = []
    for value in values:
        events += state.apply(Add(value))
    events += state.apply(STAND)
    return events


def pass_(state) -> list:
    """Apply Pass; return the events."""
    return state.apply(PASS)


def snapshot(state) -> tuple:
    """Everything observable about a state, to check that nothing changed."""
    return (repr(state.observe(None)), state.current_player, tuple(state.deck),
            tuple(state.legal_moves()), tuple(sorted(state.card_census().items())))


def kinds(events) -> list[str]:
    """The kinds of a list of events."""
    return [event.kind for event in events]
