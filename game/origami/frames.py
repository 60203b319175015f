"""The kinds of pending decision a turn is made of, and the constants of the turn.

An Origami turn is a stack of small decisions ("frames"): the turn's main choice, then
paying, placing, and whatever an effect asks (discard which card, copy which effect).
A frame is a plain tuple (KIND, seat, ...); the top frame's seat is the player to move.
"""

from __future__ import annotations

from enum import IntEnum

HAND_LIMIT = 8
LINE_SIZE = 4
DEAL_FOLDS = 10
DRAW_FOLDS = 4
EXHAUSTIONS_TO_END = 2


class Frame(IntEnum):
    """What the player on top of the stack is deciding."""

    MAIN = 0      # (MAIN, seat): draw, play, or use a special action
    TAKE = 1      # (TAKE, seat, budget, mode): take line (or discard) cards
    PAY = 2       # (PAY, seat, card, remaining): discard hand cards towards a cost
    PLACE = 3     # (PLACE, seat, card): choose the collection (and under, snake)
    INSTANT = 4   # (INSTANT, seat, card): use the instant effect of `card` or not
    CHOOSE = 5    # (CHOOSE, seat, mode, arg): choose an origami to play (effects)
    DISCARD = 6   # (DISCARD, seat, count, reason): discard `count` hand cards
    FOX = 7       # (FOX, seat, drawn): discard 1 of the drawn cards, keep the rest
    RAY = 8       # (RAY, seat, left, discarded): discard up to `left` more, then redraw
    ZEBRA = 9     # (ZEBRA, chooser, origin, given): each player picks a card to pass
    PARROT = 10   # (PARROT, seat): choose the visible instant effect to copy
    TARGET = 11   # (TARGET, seat, count): choose the opponent who discards
    MAGPIE = 12   # (MAGPIE, seat): choose a discard pile card to take


class TakeMode(IntEnum):
    """How a TAKE frame may take cards."""

    LINE = 0      # line cards up to the budget in folds; may stop
    RACCOON = 1   # line cards and/or the discard top up to the budget; may stop
    EXACT = 2     # line cards worth exactly the budget (spider); no stopping
    ANY = 3       # `budget` line cards whatever their folds (eagle)


class ChooseMode(IntEnum):
    """Why a CHOOSE frame offers an origami to play."""

    FREE = 0      # lion: no cost
    DISCOUNT = 1  # dolphin: cost minus arg folds
    GRASS = 2     # grasshopper: not the card `arg` just drawn unless its twin is held
    VULTURE = 3   # vulture: the revealed card `arg` pays part of the cost


# Members the move loop reads on every move: `Frame.MAIN` goes through the enum class
# (about 0.14 µs here), a module global is a plain lookup.
MAIN_FRAME, TAKE_FRAME, PAY_FRAME = Frame.MAIN, Frame.TAKE, Frame.PAY
PLACE_FRAME, INSTANT_FRAME, DISCARD_FRAME = Frame.PLACE, Frame.INSTANT, Frame.DISCARD
LINE_TAKING, RACCOON_TAKING, EXACT_TAKING, ANY_TAKING = TakeMode

GIVEN_NONE = ""   # a ZEBRA `given` entry for a player who had no card to pass
