"""The decision steps of an Animalia state (kept apart so every module can import them)."""

from __future__ import annotations

from enum import IntEnum


class Phase(IntEnum):
    """Who decides what: the lot holder, a power's steps, a medal choice, or nobody."""

    LOT = 0       # take the lot or pass it
    POWER = 1     # use an activated power or decline
    TARGET = 2    # the thief's or prankster's target collection
    CARD = 3      # the card stolen or given
    SPY = 4       # the spy puts the cards back, top first
    MEDALS = 5    # a collection's medal haul
    OVER = 6


# The state's `phase` holds these as plain ints: the move loop compares them often, and
# CPython specialises the compares of exact ints only (Phase(phase) names one).
P_LOT, P_POWER, P_TARGET, P_CARD, P_SPY, P_MEDALS, P_OVER = map(int, Phase)
