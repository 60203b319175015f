"""What one seat is told: its `SeatFeed`, in the feed's own JSON form, and the words of
its steps on the wire.

The host sends each guest `told(match, seat, names)`: the seat's feed
(`game.match.feed.feed_of_match`, the object the local table draws from) as the string
`SeatFeed.dumps` makes, so that its mappings keep the engine's order at both ends; the
match's options (the layouts draw with them); and the scores once the game is over. A
spectator is told the feed of no seat. The guest reads it back with `read_told`, every
field checked (`SeatFeed.from_json`). Two matches that differ only in what the seat may
not know give it byte-identical messages (tests/online/test_online_protocol.py).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping

from game import GameError, load_game
from game.core import Event
from game.match.feed import DEPTH_MAX, FeedError, SeatFeed, decode, event_json, feed_of_match
from game.online.frame import depth


def json_safe(value):
    """`value` with tuples as lists, dict keys as strings and anything else as str."""
    if isinstance(value, dict):
        return {str(k): json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_safe(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(json_safe(v) for v in value)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def step_json(game, step: tuple) -> list:
    """A step as JSON: its tuple as a list (a chip's move as the engine's JSON)."""
    if step and step[0] == "move":
        return ["move", json_safe(game.move_to_json(step[1]))]
    return json_safe(step)


def path_json(game, path) -> list:
    """A move's path of steps as JSON (what a guest sends)."""
    return [step_json(game, step) for step in path]


def told(match, seat: int | None, names) -> dict:
    """What `seat` (None: a spectator) is told now: its feed, the options, the deal's
    events before the first move (the table shows them), the result."""
    over = match.is_over
    setup = getattr(match.state, "setup_events", None)
    return {"feed": feed_of_match(match, seat, tuple(names)).dumps(match.game),
            "options": json_safe(match.options),
            "setup": [event_json(e.view(seat)) for e in setup()]
            if callable(setup) and not match.moves_json else [],
            "scores": json_safe(match.state.scores()) if over else None,
            "winners": json_safe(match.state.winners()) if over else None}


@dataclass(frozen=True)
class Told:
    """A guest's reading of what it was told."""

    feed: SeatFeed
    game: Any
    options: Mapping[str, Any]
    scores: list | None
    winners: list | None
    setup: tuple = ()                     # the deal's events, as this seat may see them

    @property
    def paths(self) -> list[list]:
        """The paths of the seat's legal moves, as sent back to the host."""
        return [path_json(self.game, path) for path in self.feed.steps().paths.values()]


def read_told(message: dict) -> Told:
    """A host's message read back; FeedError (one line) if it is not a feed of a game."""
    text = message.get("feed")
    if not isinstance(text, str) or depth(text) > DEPTH_MAX:
        raise FeedError("a feed must be a JSON text nested at most "
                        f"{DEPTH_MAX} levels deep")
    try:
        data = json.loads(text)
        game = load_game(data["game"]) if isinstance(data, dict) else None
    except (ValueError, RecursionError, KeyError, TypeError, GameError) as exc:
        raise FeedError(f"a feed that cannot be read: {str(exc)[:80]}") from None
    feed = SeatFeed.from_json(data, game)
    options = message.get("options")
    if not isinstance(options, dict):
        raise FeedError("field 'options' must be an object")
    scores, winners = message.get("scores"), message.get("winners")
    if not all(v is None or isinstance(v, list) for v in (scores, winners)):
        raise FeedError("fields 'scores' and 'winners' must be lists or null")
    setup = message.get("setup", [])
    if not isinstance(setup, list) or not all(
            isinstance(e, dict) and isinstance(e.get("kind"), str)
            and isinstance(e.get("data"), dict) for e in setup):
        raise FeedError("field 'setup' must be a list of events")
    events = tuple(Event(e["kind"], e.get("seat") if isinstance(e.get("seat"), int) else None,
                         decode(e["data"]), decode(e.get("secret"))) for e in setup)
    return Told(feed, game, options, scores, winners, events)
