"""Transcripts: a game that can be replayed from (game, players, seed, options, moves),
its checked replay, and the summary `python -m game play` and `replay` print."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from game.core import JSON, Game, GameError, PositionError, State, shown_json
from game.data import read_json_file
from game.registry import load_game


def moves_sha256(moves_json: Sequence) -> str:
    """The transcript_sha256 of INTERFACES.md."""
    text = json.dumps(list(moves_json), separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass
class Transcript:
    """A game that can be replayed: (game, players, seed, options, moves)."""

    game: str
    players: int
    seed: int
    options: dict
    moves: list

    def to_json(self) -> dict:
        return {"game": self.game, "players": self.players, "seed": self.seed,
                "options": dict(self.options), "moves": list(self.moves)}

    @classmethod
    def from_json(cls, data: JSON, source: str = "transcript") -> "Transcript":
        """Parse a transcript, naming the first missing or malformed field."""
        if not isinstance(data, dict):
            raise PositionError(f"{source}: a transcript must be a JSON object")
        for key, kind in (("game", str), ("players", int), ("seed", int), ("moves", list)):
            if key not in data:
                raise PositionError(f"{source}: missing field {key!r}")
            if not isinstance(data[key], kind) or isinstance(data[key], bool):
                raise PositionError(f"{source}: field {key!r} must be a {kind.__name__}")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise PositionError(f"{source}: field 'options' must be an object")
        return cls(data["game"], data["players"], data["seed"], options, data["moves"])


def result_summary(game: Game, state: State, seed: int, moves_json: list) -> dict:
    """The object `play` and `replay` print."""
    return {"game": game.id, "players": state.players, "seed": seed,
            "scores": state.scores(), "winners": state.winners() if state.is_over else [],
            "moves": len(moves_json), "transcript_sha256": moves_sha256(moves_json)}


def replay(transcript: Transcript, source: str = "transcript", upto: int | None = None):
    """Replay a transcript, checking every move; returns (game, state, moves).

    Raises PositionError naming the move index of the first bad or illegal move.
    """
    try:
        game = load_game(transcript.game)
        state = game.new_game(transcript.players, transcript.seed, transcript.options)
    except GameError as exc:      # an unknown game, a bad player count or option
        raise PositionError(f"{source}: {exc}") from None
    moves = []
    for index, raw in enumerate(transcript.moves[:upto]):
        try:
            move = game.move_from_json(raw)
            state.apply(move)
        except GameError as exc:
            raise PositionError(f"{source}: move {index} ({shown_json(raw)}): {exc}") from None
        moves.append(move)
    return game, state, moves


def read_transcript(path: str | Path):
    """Read a transcript file and replay it, checking every move: (Transcript, game,
    final state). BadFile (a GameError) names the file's problem; any other GameError
    names the file and the field or move index (`python -m game replay` and
    `main.py --replay` say the same)."""
    data = read_json_file(path)
    transcript = Transcript.from_json(data, source=str(path))
    game, state, _moves = replay(transcript, source=str(path))
    return transcript, game, state
