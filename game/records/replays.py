"""The replay library: every finished game people played, kept as a transcript file.

The folder `replays/` of the data folder holds one transcript per finished game (the
`python -m game replay` format, with two more fields, "seats" and "date") and an index
(`index.json`) listing them oldest first with date, game, seats and result, so that the
Replays screen reads one small file. The newest `KEEP` games are kept; recording one
more deletes the oldest. Every write is atomic (`game.data.atomic_write_json`), on the
save writer's thread when the app gives one.

A damaged index is moved aside (`index.json.corrupt-N`), reported, and rebuilt from the
transcript files, which carry everything the index says; a damaged transcript is moved
aside and reported when it is opened, and leaves the index. No pygame here.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Callable

from game import GameError, Transcript
from game.transcript import replay
from game.data import BadFile, atomic_write_json, move_aside, read_json_file

FOLDER = "replays"
EXPORTS = "exports"
INDEX = "index.json"
KEEP = 50                # finished games kept; the oldest go first
PEOPLE = ("human", "remote")     # seat kinds that are a person: only their games are kept
ENTRY_FIELDS = {"file": str, "date": str, "game": str, "players": int, "seats": list,
                "scores": list, "winners": list, "moves": int}


class ReplayLibrary:
    """The kept replays of one data folder. `notice` is the last problem found (a file
    moved aside), also given to `report`, and `set_aside` the file's new name; `write`
    writes a JSON file (atomically, now or on a writer thread), `flush` waits for those
    writes."""

    def __init__(self, data_dir: Path, write: Callable[[Path, dict], None] | None = None,
                 flush: Callable[[], object] | None = None,
                 report: Callable[[str], None] | None = None) -> None:
        self.folder = Path(data_dir) / FOLDER
        self.exports = Path(data_dir) / EXPORTS
        self.index_path = self.folder / INDEX
        self._write = write or atomic_write_json
        self._flush = flush or (lambda: None)
        self._entries: list[dict] | None = None      # the index, once read
        self._report = report or (lambda notice: None)
        self.notice = ""
        self.set_aside = ""

    # -- recording --------------------------------------------------------------------
    def watch(self, match) -> None:
        """A match people play started (App.announce_match): keep it once it is over, if
        a person sits at it."""
        if any(kind in PEOPLE for kind in match.seats):
            match.subscribe("game_over", lambda finished: self.record_match(finished))

    def record_match(self, match, when: datetime | None = None) -> dict:
        """Keep a finished match's transcript; returns its index entry."""
        state = match.state
        return self.record(match.transcript(), list(match.seats), state.scores(),
                           state.winners(), when)

    def record(self, transcript: dict, seats: list[str], scores: list, winners: list,
               when: datetime | None = None) -> dict:
        """Keep a transcript with its seats and result, and prune to the newest KEEP."""
        when = (when or datetime.now(timezone.utc)).astimezone(timezone.utc)
        entries = self.entries()
        taken = {entry["file"] for entry in entries}
        stem = f"{when:%Y%m%d-%H%M%S}-{transcript['game']}-{transcript['seed']}"
        name, n = f"{stem}.json", 1
        while name in taken or (self.folder / name).exists():
            n += 1
            name = f"{stem}-{n}.json"
        date = when.isoformat(timespec="seconds")
        entry = {"file": name, "date": date, "game": transcript["game"],
                 "players": transcript["players"], "seats": list(seats),
                 "scores": list(scores), "winners": list(winners),
                 "moves": len(transcript["moves"])}
        data = dict(transcript, moves=list(transcript["moves"]),
                    options=dict(transcript.get("options", {})), seats=list(seats), date=date)
        entries.append(entry)
        del entries[:-KEEP]
        self._write(self.folder / name, data)
        self._write_index()
        self._prune({e["file"] for e in entries})
        return entry

    def _prune(self, kept: set[str]) -> None:
        """Delete the transcripts that left the index (the oldest, or orphans of a write
        cut short); files moved aside stay."""
        for path in self.folder.glob("*.json"):
            if path.name != INDEX and path.name not in kept:
                try:
                    path.unlink()
                except OSError:
                    pass

    def _write_index(self) -> None:
        self._write(self.index_path, {"replays": [dict(e) for e in self._entries or []]})

    # -- reading ------------------------------------------------------------------------
    def entries(self) -> list[dict]:
        """The kept replays, oldest first (the index, read once; rebuilt if damaged)."""
        if self._entries is None:
            self._flush()
            self._entries = self._read_index()
        return self._entries

    def _read_index(self) -> list[dict]:
        try:
            data = read_json_file(self.index_path, f"{FOLDER}/{INDEX}")
            return _checked_entries(data)
        except BadFile as exc:
            if exc.missing:
                return self._rebuild() if self.folder.is_dir() else []
            problem = str(exc)
        except GameError as exc:
            problem = str(exc)
        moved = move_aside(self.index_path)
        entries = self._rebuild()
        self._tell(problem, moved, len(entries))
        self._entries = entries
        self._write_index()
        return entries

    def _rebuild(self) -> list[dict]:
        """Index entries for the transcripts in the folder, from the files themselves
        (each is replayed for its result); a file that cannot be is skipped."""
        entries = []
        for path in sorted(self.folder.glob("*.json")):
            if path.name == INDEX:
                continue
            try:
                data, transcript, state = self._check(path)
            except GameError:
                continue
            seats = data.get("seats")
            if not isinstance(seats, list) or len(seats) != transcript.players:
                seats = ["human"] * transcript.players
            date = data.get("date") if isinstance(data.get("date"), str) else \
                datetime.fromtimestamp(path.stat().st_mtime, timezone.utc).isoformat(
                    timespec="seconds")
            entries.append({"file": path.name, "date": date, "game": transcript.game,
                            "players": transcript.players, "seats": seats,
                            "scores": state.scores(),
                            "winners": state.winners() if state.is_over else [],
                            "moves": len(transcript.moves)})
        entries.sort(key=lambda e: (e["date"], e["file"]))
        return entries[-KEEP:]

    def _check(self, path: Path):
        """(raw data, Transcript, final state) of a transcript file; GameError names it."""
        source = f"{FOLDER}/{path.name}"
        data = read_json_file(path, source)
        transcript = Transcript.from_json(data, source)
        _game, state, _moves = replay(transcript, source)
        return data, transcript, state

    def load(self, entry: dict) -> dict | None:
        """The transcript of an index entry (with its seats), or None if it is damaged or
        gone: then it is moved aside, leaves the index, and `notice` says so."""
        path = self.folder / entry["file"]
        self._flush()                         # (it may still be on the writer's thread)
        try:
            data, transcript, _state = self._check(path)
        except GameError as exc:
            moved = None if getattr(exc, "missing", False) else move_aside(path)
            self._tell(str(exc), moved)
            self._entries = [e for e in self.entries() if e["file"] != entry["file"]]
            self._write_index()
            return None
        out = transcript.to_json()
        out["seats"] = entry["seats"]
        return out

    def _tell(self, problem: str, moved: Path | None, kept: int | None = None) -> None:
        """Note a damaged file: `notice` says what was wrong (one line, for the log and
        --stats), `set_aside` the name it was moved to (for the screens)."""
        aside = f"; set aside as {moved.name}" if moved is not None else ""
        rebuilt = f"; {kept} replays found again" if kept is not None else ""
        self.notice = f"{problem}{aside}{rebuilt}"
        self.set_aside = moved.name if moved is not None else problem.split(":", 1)[0]
        self._report(self.notice)

    # -- exporting ----------------------------------------------------------------------
    def export(self, transcript: dict, when: datetime | None = None) -> Path:
        """Write a transcript (the five fields of the format) into the exports folder,
        now; returns its path. Raises OSError."""
        when = when or datetime.now(timezone.utc)
        plain = Transcript.from_json(transcript).to_json()
        path = self.exports / f"{plain['game']}-{plain['seed']}-{when:%Y%m%d-%H%M%S}.json"
        n = 1
        while path.exists():
            n += 1
            path = path.with_name(f"{plain['game']}-{plain['seed']}-{when:%Y%m%d-%H%M%S}-{n}.json")
        atomic_write_json(path, plain, pretty=True)
        return path


def _checked_entries(data) -> list[dict]:
    """The index's entries, each with its fields of the right types; GameError names
    the first that is not."""
    if not isinstance(data, dict) or not isinstance(data.get("replays"), list):
        raise GameError(f"{FOLDER}/{INDEX}: field 'replays' must be a list")
    for index, entry in enumerate(data["replays"]):
        if not isinstance(entry, dict):
            raise GameError(f"{FOLDER}/{INDEX}: replay {index} is not an object")
        for key, kind in ENTRY_FIELDS.items():
            if not isinstance(entry.get(key), kind) or isinstance(entry.get(key), bool):
                raise GameError(f"{FOLDER}/{INDEX}: replay {index}: field {key!r} must be "
                                f"a {kind.__name__}")
        if "/" in entry["file"] or "\\" in entry["file"] or entry["file"] == INDEX:
            raise GameError(f"{FOLDER}/{INDEX}: replay {index}: bad file name")
    return list(data["replays"])
