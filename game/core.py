"""The shared engine API: every game, bot, test and screen speaks through these types.

A game is a `Game` object (metadata, options, card data, move codec) that creates
`State`s. A state is mutated in place by `apply(move)`, which checks the move first and
returns `Event` records for the screen to animate. Hidden information is projected by
`observe(seat)`; bots get full states only from `determinize(seat, rng)`.

Moves are `typing.NamedTuple` subclasses carrying a class attribute `TAG`: immutable,
hashable and with a readable repr like frozen dataclasses, but about three times cheaper
to build, which matters when a search generates millions of them.
"""

from __future__ import annotations

import json
import reprlib
from dataclasses import dataclass, field
from typing import Any, Mapping, get_origin, get_type_hints

from game.rng import Rng


JSON = Any
SHOWN_CHARS = 160         # an echoed value in an error line is cut to this many characters,
SHOWN_STRING = 60         # a string to this many
ERROR_LINE_CHARS = 400    # and a whole error line to this many
_SHORT = reprlib.Repr()
_SHORT.maxstring, _SHORT.maxother = SHOWN_STRING, SHOWN_CHARS
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = _SHORT.maxset = 6
_SHORT.maxlevel = 3


class GameError(ValueError):
    """Base class of every error the engines raise on bad input."""


def shown(value: Any, limit: int = SHOWN_CHARS) -> str:
    """repr(value) for an error line, never longer than `limit` characters: a file or
    an argument may hold a value of 100 MB, and an error echoes it, not the whole."""
    text = _SHORT.repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def shown_json(value: Any, limit: int = SHOWN_CHARS) -> str:
    """A JSON value as compact JSON text for an error line, cut like `shown`."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def error_line(message: object, limit: int = ERROR_LINE_CHARS) -> str:
    """A message as one line of at most `limit` characters (for stderr and logs)."""
    text = " ".join(str(message).split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


class IllegalMove(GameError):
    """A move that is not legal in the current state; the state is left unchanged."""


class OptionError(GameError):
    """An unknown option, or an option value that is not allowed."""


class PositionError(GameError):
    """A position or transcript that is malformed or breaks the rules."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the screen to animate and the log to tell.

    `data` is public. `secret` is known only to `seat` (a drawn bonus card, a card
    looked at with the spy); `view(other)` removes it. `kind` is a short snake_case
    verb such as "card_revealed", "lot_passed", "bid_raised", "medal_awarded".
    """

    kind: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    secret: Mapping[str, Any] | None = None

    def view(self, seat: int | None) -> "Event":
        """The event as `seat` may see it (None: a spectator who sees nothing secret)."""
        if self.secret is None or (seat is not None and seat == self.seat):
            return self
        return Event(self.kind, self.seat, self.data, None)

    def to_json(self) -> dict:
        """A JSON-ready dict (secret included: only call on an already viewed event)."""
        out = {"kind": self.kind, "seat": self.seat, "data": _jsonable(self.data)}
        if self.secret is not None:
            out["secret"] = _jsonable(self.secret)
        return out


@dataclass(frozen=True, slots=True)
class Option:
    """One variant, skin or house-rule switch of a game.

    With `seats`, the int choices are seat numbers: only those under the player count
    are allowed, and a digit string ("2") stands for its int.
    """

    name: str
    choices: tuple
    default: Any
    house: bool = False      # its one-sentence help is the catalogs' `help.<game>.<name>`
    seats: bool = False      # its choices are seat numbers (shown as "Seat N")


FIRST_PLAYER = "first_player"
DRAWN = "drawn"
FIRST_PLAYER_STREAM = 0x46495253  # the draw's own stream: the deal is the same whoever starts


def first_player_option(max_players: int) -> Option:
    """The `first_player` option: a seat, or "drawn" from the deal number; seat 0 by
    default, as in every transcript written before it (RULINGS.md: [house]). Its help is
    the catalogs' `help.<game>.first_player`."""
    return Option(FIRST_PLAYER, tuple(range(max_players)) + (DRAWN,), 0, house=True, seats=True)


def first_seat(options: Mapping, players: int, seed: int) -> int:
    """The seat that starts: option first_player, drawn from the deal number if "drawn"."""
    value = options.get(FIRST_PLAYER, 0)
    if value == DRAWN:
        return Rng(seed ^ FIRST_PLAYER_STREAM).randbelow(players)
    return value


def _typed_eq(self, other) -> bool:
    return type(self) is type(other) and tuple.__eq__(self, other)


def _typed_ne(self, other) -> bool:
    return type(self) is not type(other) or tuple.__ne__(self, other)


def _always_true(self) -> bool:
    return True


def typed_moves(*classes: type) -> tuple[type, ...]:
    """Make NamedTuple move classes behave as values of their own kind.

    Plain NamedTuples compare as tuples, so `Pass() == Stand()` and `Take(1) ==
    Target(1)` would hold, and a legality test could accept the wrong move; and a move
    with no fields is an empty tuple, so `if move:` would treat `Pass()` as no move.
    Moves made here compare by class and value, and are always true. They hash as
    plain tuples, in C: the search looks moves up in every tree node it walks. Moves
    of different kinds with equal fields (`Take(1)`, `Target(1)`) then share a hash,
    which is allowed, since they still compare unequal. Returns the classes, so a game
    can write `MOVE_TYPES = typed_moves(Take, Pass, ...)`.
    """
    for cls in classes:
        if not hasattr(cls, "TAG"):
            raise TypeError(f"move class {cls.__name__} has no TAG")
        cls.__eq__, cls.__ne__, cls.__hash__ = _typed_eq, _typed_ne, tuple.__hash__
        cls.__bool__ = _always_true
    return classes


def _field_kinds(cls: type) -> tuple[type, ...]:
    """The base type (int, str, tuple...) of each field of a move class."""
    hints = get_type_hints(cls)
    return tuple(get_origin(hints[name]) or hints[name] for name in cls._fields)


def _check_field(kind: type, value) -> bool:
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind is tuple:
        return isinstance(value, tuple)
    if kind in (str, bool, float):
        return isinstance(value, kind)
    return True  # unions and Any: the legality check decides


class Game:
    """A registered game: metadata, options, card data and the move codec.

    Subclasses set the class attributes and implement `_new_state`, `cards`,
    `score_position`, and the move types in MOVE_TYPES.
    """

    id: str = ""
    name: str = ""               # in English; every language's is the catalogs' `game.<id>`
    min_players: int = 2
    max_players: int = 2
    OPTIONS: tuple[Option, ...] = ()
    MOVE_TYPES: tuple[type, ...] = ()

    def __init__(self) -> None:
        self._move_by_tag = {cls.TAG: cls for cls in self.MOVE_TYPES}
        self._field_kinds: dict[str, tuple] = {}

    # -- creating games -------------------------------------------------------------
    def new_game(self, players: int, seed: int = 0, options: Mapping | None = None) -> "State":
        """A new game at its first decision; raises OptionError on bad arguments."""
        if isinstance(players, bool) or not isinstance(players, int):
            raise OptionError(f"{self.id}: players must be a whole number, not {shown(players)}")
        if not self.min_players <= players <= self.max_players:
            raise OptionError(
                f"{self.id}: {players} players is out of range "
                f"({self.min_players} to {self.max_players})")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise OptionError(f"{self.id}: seed must be a whole number, not {shown(seed)}")
        return self._new_state(players, seed, self.resolve_options(options, players))

    def _new_state(self, players: int, seed: int, options: dict) -> "State":
        raise NotImplementedError

    def resolve_options(self, options: Mapping | None, players: int | None = None) -> dict:
        """Options with defaults filled in; raises OptionError naming a bad key or value."""
        options = dict(options or {})
        known = {opt.name: opt for opt in self.OPTIONS}
        for key in options:
            if key not in known:
                names = ", ".join(known) or "none"
                raise OptionError(f"{self.id}: unknown option {shown(key)} (known: {names})")
        resolved = {}
        for opt in self.OPTIONS:
            value = options.get(opt.name, opt.default)
            if opt.seats and isinstance(value, str) and value.isascii() and value.isdigit():
                value = int(value)
            # of a choice's own type: True is not 1, nor 1.0 a seat
            if not any(type(c) is type(value) and c == value for c in opt.choices):
                raise OptionError(
                    f"{self.id}: option {opt.name!r} cannot be {shown(value)} "
                    f"(choices: {', '.join(map(str, opt.choices))})")
            if opt.seats and isinstance(value, int) and players is not None \
                    and value >= players:
                raise OptionError(
                    f"{self.id}: option {opt.name!r} cannot be {value!r} with {players} "
                    f"players (seats 0 to {players - 1})")
            resolved[opt.name] = value
        return resolved

    # -- data and positions ---------------------------------------------------------
    def cards(self) -> list[dict]:
        """The game's card definitions for `python -m game cards`."""
        raise NotImplementedError

    def score_position(self, data: Mapping) -> dict:
        """Score a position file's contents; raises PositionError naming the field."""
        raise NotImplementedError

    def export_position(self, state: "State") -> dict:
        """The position file (INTERFACES.md format) of a finished game, for `score`."""
        raise NotImplementedError

    # -- moves ----------------------------------------------------------------------
    def move_to_json(self, move) -> JSON:
        """A move as a JSON value: [tag, field, ...]."""
        return [move.TAG, *(_jsonable(v) for v in move)]

    def move_from_json(self, value: JSON):
        """The move a JSON value stands for; raises PositionError if malformed."""
        if not isinstance(value, list) or not value or not isinstance(value[0], str):
            raise PositionError(
                f"a move must be a list starting with its kind, not {shown(value)}")
        cls = self._move_by_tag.get(value[0])
        if cls is None:
            raise PositionError(f"unknown move kind {shown(value[0])} for {self.id}")
        args = [_tupled(v) for v in value[1:]]
        if len(args) != len(cls._fields):
            raise PositionError(
                f"move {shown(value[0])} takes {len(cls._fields)} values, got {len(args)}")
        problem = self.move_type_problem(cls(*args))
        if problem:
            raise PositionError(problem)
        return cls(*args)

    def move_type_problem(self, move) -> str | None:
        """Why `move` is not a well-typed move of this game, or None if it is."""
        cls = type(move)
        if self._move_by_tag.get(getattr(cls, "TAG", None)) is not cls:
            return f"{shown(move)} is not a move of {self.id}"
        kinds = self._field_kinds.get(cls.TAG)
        if kinds is None:
            kinds = self._field_kinds[cls.TAG] = _field_kinds(cls)
        for name, kind, arg in zip(cls._fields, kinds, move):
            if not _check_field(kind, arg):
                return (f"move {cls.TAG!r}: field {name!r} must be {kind.__name__}, "
                        f"not {shown(arg)}")
        return None

    def describe_move(self, move, lang: str = "en") -> str:
        """A short player-facing description of a move."""
        return str(move)


class State:
    """A game in progress. Subclasses keep their data in slots and set:

    - `current_player`: the seat to decide, or None once the game is over;
    - `is_over`: bool;
    - `players`: the number of seats.
    """

    __slots__ = ()
    game: Game

    # -- the API every game implements ---------------------------------------------
    def legal_moves(self) -> list:
        raise NotImplementedError

    def _play(self, move, events: list | None) -> None:
        """Play a move known to be legal; append Events to `events` unless it is None."""
        raise NotImplementedError

    def clone(self) -> "State":
        raise NotImplementedError

    def scores(self) -> list:
        raise NotImplementedError

    def winners(self) -> list[int]:
        """The winning seats of a finished game, after every tie-break."""
        raise NotImplementedError

    def observe(self, seat: int) -> dict:
        """What `seat` may know, as plain comparable data (dicts, lists, tuples)."""
        raise NotImplementedError

    def determinize(self, seat: int, rng) -> "State":
        """A full state consistent with observe(seat); hidden parts drawn from rng."""
        raise NotImplementedError

    def setup_events(self) -> list[Event]:
        """Events of the set-up (the deal, the first card revealed), for the screen.

        new_game() cannot return events, so a screen asks for these once, then views
        each one with Event.view(seat) like any other event.
        """
        return []

    def card_census(self) -> dict:
        """{card or money id: count} over every zone, in play or not (conservation)."""
        raise NotImplementedError

    # -- shared behaviour -----------------------------------------------------------
    def is_legal(self, move) -> bool:
        """Whether `move` may be played now (games may override with a cheaper test)."""
        return move in self.legal_moves()

    def apply(self, move) -> list[Event]:
        """Check and play `move` in place; return the events it caused."""
        if self.is_over:
            raise IllegalMove(f"{self.game.id}: the game is over; {shown(move)} cannot be played")
        problem = self.game.move_type_problem(move)
        if problem:
            raise IllegalMove(f"{self.game.id}: {problem}")
        try:
            legal = self.is_legal(move)
        except (TypeError, AttributeError, IndexError, KeyError):
            legal = False
        if not legal:
            raise IllegalMove(
                f"{self.game.id}: {shown(move)} is not legal for seat {self.current_player} now")
        events: list[Event] = []
        self._play(move, events)
        return events

    def play(self, move) -> None:
        """Play a move taken from legal_moves() without checking it (for search)."""
        self._play(move, None)

    def returns(self) -> list[float]:
        """Per seat: 1/k for each of k winners, 0 for the others."""
        if not self.is_over:
            raise GameError(f"{self.game.id}: returns() needs a finished game")
        won = self.winners()
        share = 1.0 / len(won)
        return [share if seat in won else 0.0 for seat in range(self.players)]


# -- small helpers ------------------------------------------------------------------
def _jsonable(value):
    if isinstance(value, tuple) or isinstance(value, list):
        return [_jsonable(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (frozenset, set)):
        return sorted(_jsonable(v) for v in value)
    return value


def _tupled(value):
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value

