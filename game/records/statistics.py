"""Players' statistics: what each profile (and the guests) did at each game, kept on disk.

Kept per profile, per game, per player count and per set of opponents (the bot levels
or personalities of the other seats, "human" for other people): games played, won,
abandoned, the current and best winning streak, the best and the summed score. A win is
a sole or shared first place (`state.winners()`). The last RECENT_KEPT results of each
profile are kept too, for the chart of the win share against each level (a
personality counts as its level there).

What counts: only matches the app announces (`App.announce_match`: not the attract
demo, a lesson or a replay) that people play, at the screen or on a phone. The watcher
listens to the match (`match_started`, `move_played`, `game_over`) and never looks at
scenes:
- a game is *open* from its first move: it is the one in the save slot;
- a resumed game (same game, deal, seats and options as the open one) is that game
  again, so it counts once, with the profiles it had;
- a finished game counts for each profile at it, and for the guests once;
- an open game that another game replaces in the save slot, never finished, counts
  as *abandoned*, not lost (a kiosk's idle game counts in `KioskStats` instead).

The file is `statistics.json` in the data folder, written atomically; a damaged one is
moved aside (`statistics.json.corrupt-N`) and reported. No pygame here.
"""

from __future__ import annotations

import json
import weakref
from dataclasses import dataclass
from pathlib import Path

from game.data import atomic_write_json, is_number
from game.records.profiles import StoreDamaged, read_store

STATS_NAME = "statistics.json"
VERSION = 1
GUEST = "guest"              # the seats without a profile, counted together
HUMAN = "human"
PEOPLE = (HUMAN, "remote")      # a seat at this screen, or played on a phone
LEVELS = ("random", "easy", "medium", "hard", "expert")
OPPONENT_ORDER = (HUMAN,) + LEVELS
RECENT_KEPT = 200            # results kept per profile for the chart
CHART_LAST = 20              # the chart's win share is over the last 20 games per level
MAX_COUNT = 10**9            # games in a record: more is a damaged file
MAX_SCORE = 10**6            # a game's score (the highest real ones are under 200)
MAX_SUM = MAX_COUNT * MAX_SCORE
FIELDS = ("played", "won", "abandoned", "streak", "best_streak")


@dataclass(frozen=True)
class Row:
    """One line of the statistics screen: a game, a player count, the opponents and the
    counts (played, won, abandoned, streak, best_streak, best_score, score_sum)."""

    game: str
    players: int
    opponents: str
    record: dict

    @property
    def win_share(self) -> float | None:
        played = self.record["played"]
        return self.record["won"] / played if played else None

    @property
    def average(self) -> float | None:
        played = self.record["played"]
        return self.record["score_sum"] / played if played else None


def opponents_key(seats: list[str], mine: set[int]) -> str:
    """The other seats' kinds, each once, in a fixed order: "medium", "easy+medium",
    "human+hard" (remote seats are people too)."""
    kinds = {HUMAN if seats[s] in (HUMAN, "remote") else seats[s]
             for s in range(len(seats)) if s not in mine}
    return "+".join(k for k in OPPONENT_ORDER if k in kinds) + "".join(
        f"+{k}" for k in sorted(kinds - set(OPPONENT_ORDER)))


def match_key(match) -> str:
    """What tells one game from another in the save slot: game, players, deal, seats
    and options (a resumed game has the same)."""
    return json.dumps([match.game.id, match.players, match.seed, list(match.seats),
                       match.options], sort_keys=True, default=str)


def _new_record() -> dict:
    return {"played": 0, "won": 0, "abandoned": 0, "streak": 0, "best_streak": 0,
            "best_score": None, "score_sum": 0}


def _stats_problem(data) -> str | None:
    """What is wrong with a statistics.json document, or None."""
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return "not a statistics file (version 1)"
    players = data.get("players")
    if not isinstance(players, dict):
        return "no players table"
    for pid, entry in players.items():
        if not (isinstance(entry, dict) and isinstance(entry.get("records"), dict)
                and isinstance(entry.get("recent"), list)):
            return f"player {pid!r}: no records or recent results"
        for game, counts in entry["records"].items():
            for count, table in (counts.items() if isinstance(counts, dict) else [(0, 0)]):
                if not isinstance(table, dict):
                    return f"player {pid!r}, {game}: not a table"
                for rec in table.values():
                    if not (isinstance(rec, dict) and all(
                            is_number(rec.get(f), 0, MAX_COUNT, integer=True) for f in FIELDS)
                            and is_number(rec.get("score_sum"), -MAX_SUM, MAX_SUM)
                            and (rec.get("best_score") is None
                                 or is_number(rec["best_score"], -MAX_SCORE, MAX_SCORE))):
                        return f"player {pid!r}, {game}: a damaged record"
        for item in entry["recent"]:
            if not (isinstance(item, dict) and isinstance(item.get("o"), str)
                    and item.get("w") in (0, 1) and isinstance(item.get("g"), str)):
                return f"player {pid!r}: a damaged recent result"
    open_game = data.get("open")
    if open_game is not None and not (isinstance(open_game, dict)
                                      and isinstance(open_game.get("key"), str)
                                      and isinstance(open_game.get("profiles"), list)
                                      and isinstance(open_game.get("opponents"), dict)):
        return "a damaged open game"
    return None


class Statistics:
    """The statistics store and the match watcher that keeps it (see the module).

    `profiles` is the ProfileStore whose ids are recorded (a deleted profile's seat is
    a guest's). `write(path, data)`, if given, writes the file off the frame (the app's
    save writer thread, whose failures the table reports); else it is written at once.
    `damaged` is the StoreDamaged of a file set aside at load; `error` the last write
    that failed here (the file keeps its last good content)."""

    def __init__(self, folder: Path, profiles=None, write=None) -> None:
        self.path = Path(folder) / STATS_NAME
        self.profiles = profiles
        self.write = write
        self.damaged: StoreDamaged | None = None
        self.error = ""
        try:
            data = read_store(self.path, _stats_problem)
        except StoreDamaged as exc:
            self.damaged, data = exc, None
        self.data = data or {"version": VERSION, "players": {}, "open": None}
        self._seated: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self._keys: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self._last_ended: tuple[dict, list] | None = None   # (description, seated) for play again

    # -- who sits where -----------------------------------------------------------------
    def assign(self, match, profile_ids: list[str | None]) -> None:
        """Say which profile plays each seat of a match about to start (None: a guest,
        or a bot's seat)."""
        self._seated[match] = list(profile_ids) + [None] * (match.players - len(profile_ids))

    def seated(self, match) -> list[str | None]:
        """Each seat's profile id: GUEST for a person without one, None for a bot."""
        chosen = self._seated.get(match, [None] * match.players)
        out = []
        for seat, kind in enumerate(match.seats):
            pid = chosen[seat] if seat < len(chosen) else None
            if kind not in PEOPLE:
                out.append(None)
            elif pid is None or pid == GUEST or (self.profiles is not None
                                                  and self.profiles.get(pid) is None):
                out.append(GUEST)
            else:
                out.append(pid)
        return out

    def profile_at(self, match, seat: int):
        """The Profile playing a seat, or None (a guest or a bot)."""
        chosen = self._seated.get(match)        # (asked for each name the table shows)
        if self.profiles is None or chosen is None or match.seats[seat] not in PEOPLE:
            return None
        return self.profiles.get(chosen[seat])

    # -- the watcher --------------------------------------------------------------------
    def watch(self, match) -> None:
        """An announced match: listen to it (App.match_watchers). A resumed game gets
        the profiles it had, a game played again those of the one before, at once (the
        table names its seats before it starts)."""
        match.subscribe("match_started", self._started)
        match.subscribe("move_played", self._moved)
        match.subscribe("game_over", self._over)
        open_game = self.data.get("open")
        if (match.resumed_moves and open_game is not None
                and open_game["key"] == self._key(match)):
            self._seated[match] = list(open_game["profiles"])         # the same game again
        elif self._last_ended is not None and self._last_ended[0] == _described(match):
            self._seated[match] = list(self._last_ended[1])           # play again

    def _key(self, match) -> str:
        key = self._keys.get(match)
        if key is None:
            key = self._keys[match] = match_key(match)
        return key

    def _started(self, match) -> None:
        if _people(match) and match.resumed_moves:
            self._open(match)            # the save slot holds this game (see the module)

    def _moved(self, match, _entry) -> None:
        if _people(match):
            self._open(match)

    def _open(self, match) -> None:
        """The match is the game in the save slot now: an unfinished other one there
        before it is abandoned."""
        key = self._key(match)
        open_game = self.data.get("open")
        if open_game is not None and open_game["key"] == key:
            return
        if open_game is not None:
            self._abandon(open_game)
        seated = self.seated(match)
        self.data["open"] = {
            "key": key, "game": match.game.id, "players": match.players,
            "profiles": seated,
            "opponents": {pid: opponents_key(match.seats, self._seats_of(seated, pid))
                          for pid in set(seated) if pid is not None}}
        self.save()

    def _abandon(self, open_game: dict) -> None:
        for pid, opponents in open_game["opponents"].items():
            if pid == GUEST or self.profiles is None or self.profiles.get(pid) is not None:
                record = self._record(pid, open_game["game"], open_game["players"], opponents)
                record["abandoned"] += 1
        self.data["open"] = None

    def _over(self, match) -> None:
        if not _people(match):
            return
        seated = self.seated(match)
        scores, winners = match.state.scores(), set(match.state.winners())
        for pid in dict.fromkeys(p for p in seated if p is not None):
            mine = self._seats_of(seated, pid)
            best = max(mine, key=lambda s: (s in winners, scores[s]))
            self._count(pid, match.game.id, match.players, opponents_key(match.seats, mine),
                        best in winners, scores[best])
        open_game = self.data.get("open")
        if open_game is not None and open_game["key"] == self._key(match):
            self.data["open"] = None
        self._last_ended = (match.description(), seated)
        self.save()

    @staticmethod
    def _seats_of(seated: list, pid: str) -> set[int]:
        return {seat for seat, p in enumerate(seated) if p == pid}

    # -- the records --------------------------------------------------------------------
    def _player(self, pid: str) -> dict:
        return self.data["players"].setdefault(pid, {"records": {}, "recent": []})

    def _record(self, pid: str, game: str, players: int, opponents: str) -> dict:
        by_count = self._player(pid)["records"].setdefault(game, {}).setdefault(str(players), {})
        return by_count.setdefault(opponents, _new_record())

    def _count(self, pid: str, game: str, players: int, opponents: str, won: bool,
               score) -> None:
        rec = self._record(pid, game, players, opponents)
        rec["played"] += 1
        rec["won"] += int(won)
        rec["streak"] = rec["streak"] + 1 if won else 0
        rec["best_streak"] = max(rec["best_streak"], rec["streak"])
        score = score if is_number(score, -MAX_SCORE, MAX_SCORE) else 0
        rec["best_score"] = score if rec["best_score"] is None else max(rec["best_score"], score)
        rec["score_sum"] += score
        recent = self._player(pid)["recent"]
        recent.append({"g": game, "n": players, "o": opponents, "w": int(won), "s": score})
        del recent[:-RECENT_KEPT]

    def rows(self, pid: str, game: str | None = None) -> list[Row]:
        """A profile's records (of one game, or all), by game, player count, opponents."""
        out = []
        for game_id, counts in sorted(self.data["players"].get(pid, {}).get("records", {}).items()):
            if game is not None and game_id != game:
                continue
            for count, table in sorted(counts.items(), key=lambda kv: int(kv[0])):
                for opponents, rec in sorted(table.items(), key=lambda kv: _order(kv[0])):
                    out.append(Row(game_id, int(count), opponents, rec))
        return out

    def totals(self, pid: str, game: str | None = None) -> dict:
        """Played, won and abandoned summed over a profile's records."""
        rows = self.rows(pid, game)
        return {f: sum(r.record[f] for r in rows) for f in ("played", "won", "abandoned")}

    def record_against(self, pid: str, game: str, opponents: str) -> tuple[int, int]:
        """(won, lost) of a profile at a game against a set of opponents, every player
        count together (abandoned games are neither)."""
        rows = [r for r in self.rows(pid, game) if r.opponents == opponents]
        won = sum(r.record["won"] for r in rows)
        return won, sum(r.record["played"] for r in rows) - won

    def chart(self, pid: str, game: str | None = None, last: int = CHART_LAST) -> dict:
        """Per bot level: (won, games) over the last `last` games with that level, or
        one of its personalities, among the opponents (of one game, or all)."""
        from game.ai.personas import level_of
        out: dict[str, tuple[int, int]] = {}
        for level in LEVELS:
            games = [item for item in self._player_view(pid)
                     if (game is None or item["g"] == game)
                     and level in {level_of(k) for k in item["o"].split("+")}]
            games = games[-last:]
            if games:
                out[level] = (sum(item["w"] for item in games), len(games))
        return out

    def _player_view(self, pid: str) -> list:
        return self.data["players"].get(pid, {}).get("recent", [])

    def forget(self, pid: str) -> None:
        """Drop a profile's statistics (reset, or the profile deleted)."""
        self.data["players"].pop(pid, None)
        open_game = self.data.get("open")
        if open_game is not None and pid in open_game["opponents"]:
            del open_game["opponents"][pid]
        self.save()

    def save(self) -> None:
        """Write statistics.json atomically; a failure is kept in `error`, never raised."""
        if self.write is not None:
            self.write(self.path, self.data)          # (a copy is taken at once)
            return
        try:
            atomic_write_json(self.path, self.data)
            self.error = ""
        except OSError as exc:
            self.error = f"{self.path.name}: {exc.strerror or exc}"


def _people(match) -> bool:
    """Whether people play the match: at this screen ("human") or on a phone ("remote");
    `Match.humans` counts only the former."""
    return any(kind in PEOPLE for kind in match.seats)


def _described(match) -> dict:
    """A match as `Match.description` of the one before it would describe it."""
    return {"game": match.game.id, "players": match.players, "seats": list(match.seats),
            "options": dict(match.options), "seed": match.seed}


def _order(opponents: str) -> tuple:
    return tuple(OPPONENT_ORDER.index(k) if k in OPPONENT_ORDER else 99
                 for k in opponents.split("+"))


def seat_profile(app, match, seat: int):
    """The Profile playing a seat of a match, or None (a guest, a bot, a kiosk)."""
    statistics = getattr(app, "statistics", None)
    return None if statistics is None else statistics.profile_at(match, seat)


def record_for(app, match) -> tuple[str, str, int, int] | None:
    """For the results screen: (game id, opponents, won, lost) of the one person at the
    screen against these opponents at this game, or None (no statistics, several
    people, no bot opponent)."""
    statistics = getattr(app, "statistics", None)
    if statistics is None or len(match.humans) != 1:
        return None
    seat = match.humans[0]
    pid = statistics.seated(match)[seat]
    opponents = opponents_key(match.seats, {seat})
    if HUMAN in opponents.split("+"):
        return None
    won, lost = statistics.record_against(pid, match.game.id, opponents)
    return match.game.id, opponents, won, lost


def record_line(record: tuple[str, str, int, int], lang: str) -> str:
    """The results screen's line: "Your record against Medium at Origami: 12-7"."""
    from game import catalog, load_game
    from game.i18n import game_name, level_name
    game_id, opponents, won, lost = record
    against = " + ".join(level_name(level, lang) for level in opponents.split("+"))
    return catalog.text("players.record_line", lang, against=against,
                        game=game_name(load_game(game_id), lang), won=won, lost=lost)
