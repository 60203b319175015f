"""A match: one game in progress, its seats, moves and log, without pygame.

The match owns the rules state and is the only place that changes it. Moves reach it
from anywhere (a pad, a mouse, a phone, a bot): `play(move)` applies a move checked by
the engine, records it, saves, and tells its listeners. A seat is a human on a local
device, a bot level, or "remote" (a seat played from another device, such as a phone):
nothing here assumes that a seat's input comes from pygame events.

Bots and hints think in a worker given to the match (see `Worker`); the match only
submits, polls and cancels requests, so it never blocks a frame.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple

from game import GameError, IllegalMove, load_game
from game.rng import Rng
from game.match.steps import StepTree, path_function
from game.match.workers import BotTurn, Worker, bot_seed

HUMAN = "human"
REMOTE = "remote"          # a seat played from another device (its moves come by `play`)
MATCH_STARTED, MOVE_PLAYED, GAME_OVER = "match_started", "move_played", "game_over"
MOVE_UNDONE = "move_undone"
LISTENED = (MATCH_STARTED, MOVE_PLAYED, GAME_OVER, MOVE_UNDONE)
HINT_LEVEL = "hard"        # the level that suggests moves to a human
REVEAL_SAMPLES = 8         # determinizations per seat that look for what a move reveals


class LogEntry(NamedTuple):
    """One move as it was played: who, the move, and its events (secrets included).

    Who may read what: `events_for(viewer)` strips the secrets of other seats; which
    moves another seat may read is the game's own rule (`game.<id>.steps.public_move`).
    """

    seat: int | None
    move: Any
    events: tuple

    def events_for(self, viewer: int | None) -> tuple:
        """The events as `viewer` may see them."""
        return tuple(e.view(viewer) for e in self.events)


class Listened:
    """Who is told what happens to a match (a local one, or a guest's remote one)."""

    _listeners: dict[str, list[Callable]]

    def subscribe(self, kind: str, callback: Callable) -> None:
        """Call `callback` on "match_started" (match), "move_played" (match, entry),
        "move_undone" (match, entry) or "game_over" (match)."""
        if kind not in self._listeners:
            raise ValueError(f"unknown match event {kind!r}: one of {', '.join(LISTENED)}")
        self._listeners[kind].append(callback)

    def unsubscribe(self, kind: str, callback: Callable) -> None:
        if callback in self._listeners.get(kind, []):
            self._listeners[kind].remove(callback)

    def _emit(self, kind: str, *args) -> None:
        for callback in list(self._listeners[kind]):
            callback(self, *args)


class Match(Listened):
    """One game between seats: the state, the moves that stand, the log and listeners."""

    def __init__(self, game_id: str, players: int, seats: list[str], seed: int = 0,
                 options: dict | None = None, moves: list | None = None,
                 worker: Worker | None = None,
                 save: Callable[["Match"], None] | None = None,
                 bot_iterations: int | list | None = None) -> None:
        if len(seats) != players:
            raise GameError(f"{players} players but {len(seats)} seats")
        self.game = load_game(game_id)
        self._path = path_function(game_id)
        self.options = self.game.resolve_options(options or {}, players)
        self.state = self.game.new_game(players, seed, self.options)
        self.first_seat = self.state.current_player     # who started (the log says so)
        self.seed = seed
        self.seats = list(seats)
        self.worker = worker
        self.save_callback = save
        self.bot_iterations = bot_iterations
        self.moves_json: list = []
        self.log: list[LogEntry] = []
        self.undo_points: list[int] = []     # the move counts each turn began at
        self.undo_floor = 0                  # no undo to fewer moves than this
        self._before: dict = {}              # move count -> the state before that move
        self._listeners: dict[str, list[Callable]] = {kind: [] for kind in LISTENED}
        self._history: dict = {}             # (index, viewer) -> viewed events
        self.request: int | None = None
        self.hint_request: int | None = None
        for raw in moves or []:
            self._apply(self.game.move_from_json(raw), raw)
        self.resumed_moves = self.undo_floor = len(self.moves_json)

    # -- who plays ----------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.state.players

    @property
    def current(self) -> int | None:
        """The seat to play, or None once the game is over."""
        return None if self.state.is_over else self.state.current_player

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def humans(self) -> list[int]:
        """The seats played by people at this screen."""
        return [i for i, kind in enumerate(self.seats) if kind == HUMAN]

    def is_bot(self, seat: int) -> bool:
        """Whether a seat is played by a bot (not a human, here or remote)."""
        return self.seats[seat] not in (HUMAN, REMOTE)

    def legal_moves(self, seat: int | None) -> list:
        """The moves `seat` may make now (none when it is not its turn)."""
        if seat is None or self.current != seat:
            return []
        return self.state.legal_moves()

    def observe(self, viewer: int | None) -> dict:
        """The state as `viewer` may see it."""
        return self.state.observe(viewer)

    def steps(self, seat: int | None) -> StepTree:
        """`seat`'s legal moves as a fresh tree of steps on table objects (empty when
        it is not its turn): the table, the moves panel and a phone build moves on it."""
        moves = self.legal_moves(seat)
        obs = self.observe(seat) if moves else {}
        path = self._path
        return StepTree(moves, lambda move: path(move, obs))

    def start(self) -> None:
        """Tell the listeners the match is on (a new or a resumed one)."""
        self._emit(MATCH_STARTED)

    # -- playing --------------------------------------------------------------------------
    def play(self, move) -> LogEntry:
        """Apply a move for the seat to play; raises `GameError` (state unchanged) if the
        engine refuses it. Saves, then tells the listeners."""
        if self.state.is_over:
            raise GameError("the game is over")
        try:
            raw = self.game.move_to_json(move)
        except (AttributeError, TypeError, ValueError):
            raise IllegalMove(f"not a move of {self.game.id}: {repr(move)[:80]}") from None
        seat = self.state.current_player
        # A person's move may be taken back within the turn (see `undo`): the state
        # before it is kept until then; a bot's move is never taken back.
        before = None if self.is_bot(seat) else self.state.clone()
        entry = self._apply(move, raw)
        if before is None:
            self.undo_floor = len(self.moves_json)
        else:
            self._before[len(self.moves_json)] = before
        self.cancel_bot()                          # (a move may come from elsewhere)
        self.cancel_hint()
        self._save()
        self._emit(MOVE_PLAYED, entry)
        if self.state.is_over:
            self._emit(GAME_OVER)
        return entry

    def _apply(self, move, raw) -> LogEntry:
        seat = self.state.current_player
        before = len(self.moves_json)
        events = self.state.apply(move)
        if not self.log or self.log[-1].seat != seat:
            self.undo_points.append(before)      # a new turn begins with this move
            self._before.clear()                 # the last turn's states are done with
        self.moves_json.append(raw)
        entry = LogEntry(seat, move, tuple(events))
        self.log.append(entry)
        return entry

    def _save(self) -> None:
        if self.save_callback is not None:
            self.save_callback(self)

    def transcript(self) -> dict:
        """The game so far, replayable: (game, players, seed, options, moves)."""
        return {"game": self.game.id, "players": self.state.players, "seed": self.seed,
                "options": dict(self.options), "moves": list(self.moves_json)}

    def description(self) -> dict:
        """What "play again" needs: the game, its seats and options (a new deal)."""
        return {"game": self.game.id, "players": self.state.players,
                "seats": list(self.seats), "options": dict(self.options),
                "seed": self.seed + 1}

    def history(self, viewer: int | None) -> tuple:
        """Every move's (seat, events as `viewer` may see them), oldest first."""
        out = []
        for index, entry in enumerate(self.log):
            key = (index, viewer)
            viewed = self._history.get(key)
            if viewed is None:
                viewed = self._history[key] = entry.events_for(viewer)
            out.append((entry.seat, viewed))
        return tuple(out)

    # -- undo -----------------------------------------------------------------------------
    def reveals(self, move, state=None) -> bool:
        """Whether playing `move` now tells some seat what it could not work out before:
        a random draw, or a card hidden from it. The move is played on the real state and
        on states drawn at random from each seat's knowledge (`determinize`): if the
        engine draws at random, if the move is impossible in one of them, or if one of
        them ends with that seat seeing something else, the move reveals. `state` is the
        state the move is played from (the match's own by default)."""
        state = self.state if state is None else state
        after = state.clone()
        rng_before = getattr(after, "rng", None)
        rng_before = rng_before.state if rng_before is not None else None
        after.apply(move)
        if rng_before is not None and after.rng.state != rng_before:
            return True                                   # a random draw
        base = bot_seed(self.seed, len(self.moves_json), 7)
        for viewer in range(state.players):
            truth = after.observe(viewer)
            for sample in range(REVEAL_SAMPLES):
                other = state.determinize(viewer, Rng(base + 131 * viewer + sample))
                try:
                    other.apply(move)
                except GameError:
                    return True                           # the move shows a hidden card
                if other.observe(viewer) != truth:
                    return True
        return False

    def undo_offered(self) -> bool:
        """Whether undo is worth offering (cheap): the last move is a person's, it is
        still that person's turn, and no other seat's move stands in between. Whether
        the move revealed something is only worked out when undo is asked for."""
        if not self.log or self.state.is_over:
            return False
        seat = self.log[-1].seat
        if seat != self.state.current_player or self.is_bot(seat):
            return False
        turn_start = self.undo_points[-1] if self.undo_points else 0
        return (len(self.moves_json) > max(self.undo_floor, turn_start)
                and len(self.moves_json) in self._before)

    def can_undo(self) -> bool:
        """Whether the last move may be taken back now: offered (`undo_offered`), and it
        revealed nothing (a draw or a hidden card makes it, and all before it, stand)."""
        if not self.undo_offered():
            return False
        count = len(self.moves_json)
        if self.reveals(self.log[-1].move, self._before[count]):
            self.undo_floor = count                       # (worked out once)
            return False
        return True

    def undo(self) -> LogEntry:
        """Take back the last move (see `can_undo`); the transcript keeps only the moves
        that stand. Returns the entry taken back; GameError if it may not be."""
        if not self.can_undo():
            raise GameError("nothing of this turn can be taken back")
        entry = self.log[-1]
        count = len(self.moves_json)
        self.state = self._before.pop(count)
        del self.moves_json[-1], self.log[-1]
        for key in [k for k in self._history if k[0] >= count - 1]:
            del self._history[key]
        if self.undo_points and self.undo_points[-1] >= len(self.moves_json):
            self.undo_points.pop()
        self.cancel_bot()
        self.cancel_hint()
        self._save()
        self._emit(MOVE_UNDONE, entry)
        return entry

    # -- bots and hints -------------------------------------------------------------------
    def bot_to_play(self) -> int | None:
        """The bot seat to play now, if any."""
        seat = self.current
        return seat if seat is not None and self.is_bot(seat) else None

    def ask_bot(self) -> bool:
        """Ask the worker for the bot's move (once per turn); True if a request is out."""
        seat = self.bot_to_play()
        if seat is None or self.worker is None:
            return False
        if self.request is None:
            self.request = self.worker.submit(
                self.state, self.seats[seat], seed=bot_seed(self.seed, len(self.moves_json), seat),
                iterations=self.bot_budget(seat))
        return True

    def take_bot_move(self) -> BotTurn | None:
        """Play the bot's move if its reply has come. A reply that is missing or refused
        does not freeze the table: a seeded random legal move is played instead, and the
        problem is returned with it."""
        reply = self._reply("request")
        if reply is None:
            return None
        seat = self.state.current_player
        problem = reply.error
        if reply.move is not None:
            try:
                self.play(reply.move)
                return BotTurn(seat, reply.move)
            except GameError as exc:
                problem = problem or str(exc)
        move = Rng(bot_seed(self.seed, len(self.moves_json), seat)).choice(self.state.legal_moves())
        self.play(move)
        return BotTurn(seat, move, problem or "no move")

    def bot_budget(self, seat: int) -> int | None:
        """The iterations the bot at `seat` thinks a move (None: its level's clock)."""
        budget = self.bot_iterations
        return budget[seat] if isinstance(budget, list) else budget

    def cancel_bot(self) -> None:
        if self.request is not None and self.worker is not None:
            self.worker.cancel(self.request)
        self.request = None

    def ask_hint(self, lang: str) -> bool:
        """Ask the worker to suggest a move to the seat to play; True if asked now."""
        seat = self.current
        if seat is None or self.worker is None or self.hint_request is not None \
                or self.request is not None:
            return False
        self.hint_request = self.worker.submit(
            self.state, HINT_LEVEL, seed=bot_seed(self.seed, len(self.moves_json), seat),
            kind="suggest", lang=lang)
        return True

    def take_hint(self):
        """The hint's (move, reason) if its reply has come, else None."""
        reply = self._reply("hint_request")
        if reply is None or reply.move is None:
            return None
        return reply.move, reply.reason

    def _reply(self, slot: str):
        """The reply to the request in `slot` ("request" or "hint_request") if it has
        come (the slot is then free), else None."""
        request = getattr(self, slot)
        if request is None or self.worker is None:
            return None
        reply = self.worker.poll(request)
        if reply is not None:
            setattr(self, slot, None)
        return reply

    def cancel_hint(self) -> None:
        if self.hint_request is not None and self.worker is not None:
            self.worker.cancel(self.hint_request)
        self.hint_request = None

    def close(self) -> None:
        """Cancel what is being thought (the match is left)."""
        self.cancel_bot()
        self.cancel_hint()
