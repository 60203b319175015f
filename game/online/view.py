"""What one seat is told: its view, serialised. The one function a guest's feed comes from.

`seat_view` reads only `match.observe(seat)`, the match's history as that seat may read
it (`Match.history`, secrets of other seats stripped), the seat's step tree
(`Match.steps(seat)`) and public facts (whose turn, the move number, final scores). Two
matches that differ only in other seats' hidden information give byte-identical views
(tests/online/test_online_protocol.py). When the seat feed lands, this is the function
to swap for the feed's serialisation.
"""

from __future__ import annotations

LOG_MOVES = 40          # the last moves of the log a guest gets


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


def seat_view(match, seat: int, names: list[str], lang: str = "en") -> dict:
    """The view of `seat` now: observation, log, paths of its legal moves (and their
    words in the seat's language), turn, result."""
    over = match.is_over
    tree = match.steps(seat)
    history = match.history(seat)[-LOG_MOVES:]
    return {
        "game": match.game.id, "players": match.players, "seat": seat,
        "names": list(names), "move_number": len(match.moves_json),
        "current": match.current, "over": over,
        "obs": json_safe(match.observe(seat)),
        "paths": [[step_json(match.game, step) for step in path]
                  for path in tree.paths.values()],
        "labels": [match.game.describe_move(move, lang) for move in tree.paths],
        "log": [{"seat": mover, "events": [event.to_json() for event in events]}
                for mover, events in history],
        "undo": match.current == seat and match.undo_offered(),
        "scores": json_safe(match.state.scores()) if over else None,
        "winners": json_safe(match.state.winners()) if over else None,
    }
