"""What one seat may know at one moment: the `SeatFeed`, and its JSON form.

The match is the only authority; everything a screen, a phone or a player in another
home draws comes from a feed built here. A feed holds the seat's observation, the log
as the seat may read it (each move only if it is the seat's own or public, each event
with other seats' secrets removed), the seat's legal moves when it is to move, the
seats' names and kinds, whose turn it is, the hint and the undo offer. Nothing else of
the match is read, so two matches that differ only in what the seat may not know give
byte-identical feeds (tests/match/test_feed.py).

Its JSON form (`dumps`, `from_json`) keeps tuples, sets and mappings' keys as they were
(`encode`), so a feed that went through JSON is equal to the one that was sent, and a
remote table draws exactly what the local one does. No pygame here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from typing import Any, Mapping

from game.core import Event, GameError, shown
from game.match.steps import StepTree, path_function, public_move_function

FEED_VERSION = 1
DEPTH_MAX = 40                   # nesting a feed's JSON may have (observations need ~8)
SEAT_KINDS_MAX = 32              # characters of a seat kind ("human", "remote", "hard"...)
NAME_MAX = 64                    # characters of a seat's name


class FeedError(GameError):
    """A feed's JSON that is not a feed of this game (named field, nothing applied)."""


TUPLE, SET, MAP = "__tuple__", "__set__", "__map__"   # the JSON form's tags (see `encode`)
TAGS = frozenset((TUPLE, SET, MAP))


def encode(value: Any) -> Any:
    """`value` as JSON that `decode` gives back equal: a tuple as {"__tuple__": [...]},
    a set as {"__set__": [...]} (sorted), a mapping with keys other than plain strings
    as {"__map__": [[key, value], ...]}, an enum as its value. Mappings keep their
    order. Raises FeedError on anything JSON cannot carry."""
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, Enum):
        return encode(value.value)
    if isinstance(value, (int, float)):
        return int(value) if isinstance(value, int) else float(value)
    if isinstance(value, Mapping):
        if all(isinstance(k, str) and k not in TAGS for k in value):
            return {k: encode(v) for k, v in value.items()}
        return {MAP: [[encode(k), encode(v)] for k, v in value.items()]}
    if isinstance(value, tuple):
        return {TUPLE: [encode(v) for v in value]}
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return {SET: sorted((encode(v) for v in value), key=json.dumps)}
    raise FeedError(f"a feed cannot carry a {type(value).__name__}: {shown(value)}")


def decode(value: Any, depth: int = 0) -> Any:
    """The value `encode` was given (enums come back as their values)."""
    if depth > DEPTH_MAX:
        raise FeedError(f"a feed nested deeper than {DEPTH_MAX} levels")
    if isinstance(value, list):
        return [decode(v, depth + 1) for v in value]
    if not isinstance(value, dict):
        return value
    if len(value) == 1:
        (tag, inner), = value.items()
        if tag in TAGS:
            if not isinstance(inner, list):
                raise FeedError(f"a {tag} must hold a list")
            items = [decode(v, depth + 1) for v in inner]
            if tag == TUPLE:
                return tuple(items)
            if tag == SET:
                return frozenset(items)
            if not all(isinstance(pair, list) and len(pair) == 2 for pair in items):
                raise FeedError("a __map__ must hold [key, value] pairs")
            try:
                return {key: item for key, item in items}
            except TypeError:
                raise FeedError("a __map__ key cannot be a list or a mapping") from None
    return {k: decode(v, depth + 1) for k, v in value.items()}


def event_json(event: Event) -> dict:
    """An (already viewed) event as JSON."""
    out = {"kind": event.kind, "seat": event.seat, "data": encode(event.data)}
    if event.secret is not None:
        out["secret"] = encode(event.secret)
    return out


@dataclass(frozen=True)
class SeatFeed:
    """The table as one seat (None: a spectator) may know it now."""

    game_id: str
    players: int
    seat: int | None
    move_number: int                      # moves played so far: steps name it
    obs: Mapping[str, Any]                # `observe(seat)`
    history: tuple                        # per move: (mover, move or None, viewed events)
    legal: tuple                          # the seat's legal moves (empty off turn)
    names: tuple[str, ...]                # one display name per seat
    kinds: tuple[str, ...]                # per seat: "human", "remote" or a bot level
    current: int | None                   # whose turn it is (None once it is over)
    is_over: bool
    hint: str = ""                        # the hint for this seat, in its words
    undo_offered: bool = False            # whether this seat may ask to take back

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.current == self.seat

    def steps(self) -> StepTree:
        """The seat's legal moves as a fresh tree of steps on table objects (empty off
        turn), as `Match.steps` builds it, from the feed alone."""
        path = path_function(self.game_id)
        return StepTree(self.legal, lambda move: path(move, self.obs))

    def to_json(self, game) -> dict:
        """The feed as a JSON object (moves by the game's own codec)."""
        return {
            "feed": FEED_VERSION, "game": self.game_id, "players": self.players,
            "seat": self.seat, "move_number": self.move_number, "obs": encode(self.obs),
            "history": [[mover, None if move is None else game.move_to_json(move),
                         [event_json(e) for e in events]]
                        for mover, move, events in self.history],
            "legal": [game.move_to_json(move) for move in self.legal],
            "names": list(self.names), "kinds": list(self.kinds),
            "current": self.current, "over": self.is_over, "hint": self.hint,
            "undo": self.undo_offered,
        }

    def dumps(self, game) -> str:
        """The feed's bytes as sent. Keys keep their order, the engine's, so that a
        layout walking a mapping walks it alike at both ends; equal feeds built the same
        way are equal bytes."""
        return json.dumps(self.to_json(game), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, data: Any, game) -> "SeatFeed":
        """A feed read back, every field checked; FeedError names the first bad one."""
        if not isinstance(data, dict):
            raise FeedError("a feed must be a JSON object")
        if data.get("feed") != FEED_VERSION:
            raise FeedError(f"feed version {shown(data.get('feed'))}, this program reads "
                            f"version {FEED_VERSION}")
        if data.get("game") != game.id:
            raise FeedError(f"a feed of {shown(data.get('game'))}, not of {game.id}")
        players = _int(data, "players", game.min_players, game.max_players)
        seat = data.get("seat")
        if seat is not None:
            seat = _int(data, "seat", 0, players - 1)
        current = data.get("current")
        if current is not None:
            current = _int(data, "current", 0, players - 1)
        names = _strings(data, "names", players, NAME_MAX)
        kinds = _strings(data, "kinds", players, SEAT_KINDS_MAX)
        obs = decode(data.get("obs"))
        if not isinstance(obs, dict):
            raise FeedError("field 'obs' must be an object")
        history = []
        for index, entry in enumerate(_list(data, "history")):
            if not (isinstance(entry, list) and len(entry) == 3
                    and isinstance(entry[2], list)):
                raise FeedError(f"history entry {index} must be [mover, move, events]")
            mover, move, events = entry
            if mover is not None and not (isinstance(mover, int) and 0 <= mover < players):
                raise FeedError(f"history entry {index}: bad mover {shown(mover)}")
            history.append((mover, None if move is None else _move(game, move, index),
                            tuple(_event(e, index, players) for e in events)))
        legal = tuple(_move(game, raw, "legal") for raw in _list(data, "legal"))
        for key in ("over", "undo"):
            if not isinstance(data.get(key), bool):
                raise FeedError(f"field {key!r} must be true or false")
        hint = data.get("hint")
        if not isinstance(hint, str):
            raise FeedError("field 'hint' must be a string")
        return cls(game.id, players, seat, _int(data, "move_number", 0, 1_000_000), obs,
                   tuple(history), legal, names, kinds, current, data["over"], hint,
                   data["undo"])


def feed_of_match(match, seat: int | None, names: tuple[str, ...],
                  hint: str = "") -> SeatFeed:
    """What `seat` may know of `match` now. A move of another seat is kept in the
    history only if the game's rule of secrecy says it tells no secret
    (`game.<id>.steps.public_move`); its events always come as `seat` may see them."""
    public_move = public_move_function(match.game.id)
    history = []
    for entry, (_mover, viewed) in zip(match.log, match.history(seat)):
        readable = (seat is not None and entry.seat == seat) or public_move(
            entry.move, bool(entry.events))
        history.append((entry.seat, entry.move if readable else None, tuple(viewed)))
    mine = seat is not None and match.current == seat
    return SeatFeed(
        match.game.id, match.players, seat, len(match.moves_json),
        match.observe(seat), tuple(history),
        tuple(match.legal_moves(seat)) if mine else (), tuple(names),
        tuple(str(kind) for kind in match.seats), match.current, match.is_over, hint,
        mine and match.undo_offered())


# -- checks of a feed read back ---------------------------------------------------------
def _int(data: dict, key: str, low: int, high: int) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise FeedError(f"field {key!r} must be a whole number from {low} to {high}, "
                        f"not {shown(value)}")
    return value


def _list(data: dict, key: str) -> list:
    value = data.get(key)
    if not isinstance(value, list):
        raise FeedError(f"field {key!r} must be a list")
    return value


def _strings(data: dict, key: str, count: int, longest: int) -> tuple[str, ...]:
    value = _list(data, key)
    if len(value) != count or not all(isinstance(v, str) and len(v) <= longest
                                      and v.isprintable() for v in value):
        raise FeedError(f"field {key!r} must be {count} printable strings of at most "
                        f"{longest} characters")
    return tuple(value)


def _move(game, raw, where):
    try:
        return game.move_from_json(raw)
    except GameError as exc:
        raise FeedError(f"{where}: {exc}") from None


def _event(raw, index: int, players: int) -> Event:
    if not (isinstance(raw, dict) and isinstance(raw.get("kind"), str)
            and isinstance(raw.get("data"), dict)):
        raise FeedError(f"history entry {index}: an event must have a kind and data")
    seat = raw.get("seat")
    if seat is not None and not (isinstance(seat, int) and 0 <= seat < players):
        raise FeedError(f"history entry {index}: bad event seat {shown(seat)}")
    secret = raw.get("secret")
    return Event(raw["kind"], seat, decode(raw["data"]),
                 None if secret is None else decode(secret))
