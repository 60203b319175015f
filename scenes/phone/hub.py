"""The frame loop's side of the phone server: who may join, which phone holds which seat,
and moves made from phones.

`PhoneHub.pump()` is called once a frame (by the app, before the scenes update). It
drains a bounded number of messages from the server's inbox, answers them, renders a
few card images, and sends the `state` of the seats whose view changed, a few a frame;
it never waits on the network. Everything that changes the game goes through
`Match.play` with a move completed on `Match.steps(seat)`; a step not among the
tree's next steps is refused.

Joining (tokens, the code, hello, claim, leave, the lobby) is the hub's `Seating` side,
in `scenes/phone/seating.py`. Every `state` names the match's move number (`move`), and
a step must name the one it was made for and how many steps of the move were chosen
before it: a stale or duplicated step is refused. The kiosk's admin PIN is not known
here.
"""

from __future__ import annotations

import queue
import time
from collections import deque
from typing import Callable

from game import GameError, catalog
from game.match.feed import feed_of_match
from game.i18n import bot_seat_name, text
from game.match.match import GAME_OVER, MOVE_PLAYED, MOVE_UNDONE
from game.net.guard import CodeGuard
from game.online.view import json_safe, step_json
from scenes.phone.payload import Words, dumps, page_texts, state_payload
from scenes.phone.seating import PhoneSeat, Seating, Socket
from scenes.phone.server import CLOSE_BAD_TOKEN
from game.match.steps import IllegalStep

MESSAGES_PER_FRAME = 24      # inbox items handled in one frame (the rest wait a frame)
STATES_PER_FRAME = 2         # state payloads built in one frame (6 phones: 3 frames)
CARDS_PER_FRAME = 1          # card faces drawn in one frame (see scenes.phone.cards)


class PhoneHub(Seating):
    """Phones, seats and tokens, on the frame loop's thread."""

    def __init__(self, server, text_renderer, settings, clock: Callable[[], float] = time.monotonic,
                 default_lang: str = "en") -> None:
        self.server = server
        self.text = text_renderer
        self.settings = settings
        self.clock = clock
        self.default_lang = default_lang
        self.join_token: str | None = None
        self.code: str | None = None
        self.host = None                     # the join screen while it is open
        self.codes = CodeGuard()
        self.seats: dict[int, PhoneSeat] = {}
        self.sockets: dict[int, Socket] = {}
        self.match = None
        self.address: tuple[str, int] | None = None
        self.error = ""
        self._words: dict[str, Words] = {}
        self._trees: dict[int, tuple] = {}     # seat -> (moves, tree)
        self._dirty: set[int] = set()          # seats whose state must be sent
        self._lobby_dirty = False
        self._cards: deque = deque()
        self.move = 0                          # the match's move number (see `attach`)
        self.heard = 0                         # messages from phones (activity, for idling)

    # -- the game --------------------------------------------------------------------------
    def attach(self, match) -> None:
        """A match with phone seats ("remote") starts: phones get its state from now on."""
        self.detach()
        self.match = match
        self.move = len(match.moves_json)
        match.subscribe(MOVE_PLAYED, self._on_change)
        match.subscribe(MOVE_UNDONE, self._on_undone)
        match.subscribe(GAME_OVER, self._on_over)
        self._dirty = set(self.seats)
        for lang in {held.lang for held in self.seats.values()}:
            self.words(lang)        # the layouts now, in the table's first frame, not later

    def detach(self) -> None:
        if self.match is not None:
            self.match.unsubscribe(MOVE_PLAYED, self._on_change)
            self.match.unsubscribe(MOVE_UNDONE, self._on_undone)
            self.match.unsubscribe(GAME_OVER, self._on_over)
        self.match = None
        self._words.clear()
        self._trees.clear()

    def end_match(self) -> None:
        """The match's table closed before its end: its phone seats' tokens end."""
        for seat in list(self.seats):
            held = self.seats[seat]
            if held.socket is not None:
                self.server.send(held.socket, dumps({"type": "over", "results": []}))
            self._unseat(seat, tell=False)
        self.detach()

    def connected(self, seat: int) -> bool:
        """Whether the phone of a phone seat is connected now."""
        held = self.seats.get(seat)
        return held is not None and held.socket is not None

    def seat_name(self, seat: int) -> str | None:
        held = self.seats.get(seat)
        return held.name if held is not None else None

    def _on_change(self, match, entry) -> None:
        self.move += 1              # a move played or taken back: steps made before are stale
        for held in self.seats.values():
            held.hint = held.message = ""
        self._dirty |= set(self.seats)

    def _on_undone(self, match, entry) -> None:
        """A person at the TV took a move back: the log's last lines are told again."""
        for words in self._words.values():
            words.forget()
        self._on_change(match, entry)

    def _on_over(self, match) -> None:
        scores = match.state.scores()
        winners = set(match.state.winners())
        order = sorted(range(match.players), key=lambda s: (s not in winners, -_num(scores[s]), s))
        for seat in list(self.seats):
            held = self.seats[seat]
            if held.socket is not None:
                names = self.names(held.lang)
                results = [{"seat": s, "name": names[s], "score": json_safe(scores[s]),
                            "rank": order.index(s) + 1} for s in range(match.players)]
                self.server.send(held.socket, dumps(self._state(seat)))
                self.server.send(held.socket, dumps({"type": "over", "results": results}))
            self._unseat(seat, tell=False)          # the seat token expires with the game

    def names(self, lang: str | None = None) -> tuple:
        """One display name per seat of the match, in `lang` (the TV's by default): a
        phone's guest name for its seat."""
        lang = lang or self.default_lang
        match = self.match
        out = []
        for seat, kind in enumerate(match.seats):
            held = self.seats.get(seat)
            if held is not None:
                out.append(held.name)
            elif kind in ("human", "remote"):
                out.append(text("player_name", lang, n=seat + 1))
            else:
                out.append(bot_seat_name(kind, seat, lang))
        return tuple(out)

    # -- every frame -----------------------------------------------------------------------
    def pump(self) -> None:
        """Handle what came from phones, render a few cards, send a few states."""
        inbox = self.server.inbox
        for _ in range(MESSAGES_PER_FRAME):
            try:
                kind, ident, data = inbox.get_nowait()
            except queue.Empty:
                break
            self._handle(kind, ident, data)
        self._poll_hint()
        for _ in range(min(CARDS_PER_FRAME, len(self._cards))):
            self._render_card(*self._cards.popleft())
        if self._lobby_dirty:
            self._lobby_dirty = False
            for sock in self.sockets.values():
                if sock.greeted and (sock.joining or sock.seat is not None) and self.host is not None:
                    self.server.send(sock.ident, dumps(self._lobby(sock)))
        if self.match is not None:
            for seat in sorted(self._dirty)[:STATES_PER_FRAME]:
                self._dirty.discard(seat)
                held = self.seats.get(seat)
                if held is not None and held.socket is not None:
                    self.server.send(held.socket, dumps(self._state(seat)))
        tokens = {h.token: h.lang for h in self.seats.values()}
        if tokens != self.server.seat_tokens:
            self.server.seat_tokens = tokens        # (replaced whole: the server reads it)

    def lobby_changed(self) -> None:
        """The join screen changed (game, players, a seat): phones get the lobby again."""
        self._lobby_dirty = True

    def _handle(self, kind: str, ident: int, data: dict) -> None:
        if kind == "listening":
            self.address = (data["host"], data["port"])
            self.error = ""
        elif kind == "failed":
            self.error = data["error"]
        elif kind == "stopped":
            self.address = None
        elif kind == "open":
            self.sockets[ident] = Socket(ident, data.get("peer", ""))
        elif kind == "close":
            sock = self.sockets.pop(ident, None)
            if sock is not None and sock.seat in self.seats \
                    and self.seats[sock.seat].socket == ident:
                self.seats[sock.seat].socket = None
        elif kind == "card":
            self._cards.append((ident, data))
        elif kind == "message":
            sock = self.sockets.get(ident)
            if sock is not None:
                self.heard += 1
                self._message(sock, data)

    # -- messages --------------------------------------------------------------------------
    def _error(self, sock: Socket, code: str, close: bool = False) -> None:
        message = catalog.text(f"phone_tv.error_{code}", sock.lang)
        self.server.send(sock.ident, dumps({"type": "error", "code": code, "message": message}))
        if close:
            self.server.close(sock.ident, CLOSE_BAD_TOKEN)

    def _message(self, sock: Socket, data: dict) -> None:
        kind = data.get("type")
        if not sock.greeted:
            if kind != "hello":
                self._error(sock, "hello_first", close=True)
                return
            self._hello(sock, data)
            return
        handler = {"claim": self._claim, "leave": self._leave, "step": self._step,
                   "back": self._back, "cancel": self._cancel, "hint": self._hint,
                   "ping": self._ping}.get(kind)
        if handler is None:
            self._error(sock, "bad_message")
            return
        handler(sock, data)

    def _playing_seat(self, sock: Socket) -> int | None:
        """The socket's seat if a match is on and the seat is its phone's, else None."""
        if self.match is None or sock.seat is None or sock.seat not in self.seats:
            return None
        return sock.seat

    def _step(self, sock: Socket, data: dict) -> None:
        seat = self._playing_seat(sock)
        if seat is not None and not _is(data.get("move"), self.move):
            self._error(sock, "stale_step")      # made for another move
            return
        if seat is None or self.match.current != seat:
            self._error(sock, "not_your_turn")
            return
        tree = self.tree(seat)
        if not _is(data.get("chosen"), len(tree.chosen)):
            self._error(sock, "stale_step")      # sent twice, or after a back
            return
        wanted = data.get("step")
        step = next((s for s in tree.next_steps() if step_json(self.match.game, s) == wanted), None)
        held = self.seats[seat]
        if step is None:
            self._error(sock, "illegal_step")
            return
        try:
            move = tree.choose(step)
        except IllegalStep:
            self._error(sock, "illegal_step")
            return
        if move is None:
            self._dirty.add(seat)
            return
        try:
            self.match.play(move)
        except GameError as exc:
            held.message = str(exc)
            self._dirty.add(seat)

    def _back(self, sock: Socket, data: dict) -> None:
        seat = self._playing_seat(sock)
        if seat is not None:
            self.tree(seat).back()
            self._dirty.add(seat)

    def _cancel(self, sock: Socket, data: dict) -> None:
        seat = self._playing_seat(sock)
        if seat is not None:
            self.tree(seat).cancel()
            self._dirty.add(seat)

    def _hint(self, sock: Socket, data: dict) -> None:
        seat = self._playing_seat(sock)
        if seat is None or self.match.current != seat:
            self._error(sock, "not_your_turn")
            return
        self.match.ask_hint(sock.lang)

    def _poll_hint(self) -> None:
        match = self.match
        if match is None or match.hint_request is None:
            return
        seat = match.current
        if seat not in self.seats:
            return                            # a hint for the TV's seat: the table takes it
        found = match.take_hint()
        if found is None:
            return
        move, reason = found
        held = self.seats[seat]
        words = self.words(held.lang)
        hint = text("hint", held.lang, move=words.layout.describe(move))
        held.hint = f"{hint} ({reason})" if reason else hint
        self._dirty.add(seat)

    def _ping(self, sock: Socket, data: dict) -> None:
        self.server.send(sock.ident, '{"type":"pong"}')

    # -- payloads --------------------------------------------------------------------------
    def words(self, lang: str) -> Words:
        words = self._words.get(lang)
        if words is None:
            words = self._words[lang] = Words(self.match, self.text, self.settings, lang)
        return words

    def tree(self, seat: int):
        """The seat's step tree, kept while the match has not moved."""
        count = len(self.match.moves_json)
        kept = self._trees.get(seat)
        if kept is None or kept[0] != count:
            kept = self._trees[seat] = (count, self.match.steps(seat))
        return kept[1]

    def _state(self, seat: int) -> dict:
        held = self.seats[seat]
        animals = tuple(self.seats[s].animal if s in self.seats else None
                        for s in range(self.match.players))
        feed = feed_of_match(self.match, seat, self.names(held.lang))
        return {**state_payload(feed, self.tree(seat), self.words(held.lang), animals,
                                held.hint, held.message, page_texts(held.lang)),
                "move": self.move}

    # -- card images -----------------------------------------------------------------------
    def card_game(self) -> tuple[str, str | None] | None:
        """(game id, skin) whose cards phones may fetch now."""
        if self.match is not None:
            return self.match.game.id, self.match.options.get("skin")
        if self.host is not None:
            return self.host.phone_game()
        return None

    def _render_card(self, ident: int, data: dict) -> None:
        game = self.card_game()
        pixels = None
        if game is not None:
            from scenes.phone.cards import card_pixels
            pixels = card_pixels(game[0], data["card"], data["height"], data["lang"],
                                 self.settings.colorblind, game[1])
        self.server.card_done(ident, pixels)

    # -- the admin menu --------------------------------------------------------------------
    def phones(self) -> list[tuple[int, str, bool, str]]:
        """(seat, name, connected, address) of every phone seat, for the admin menu."""
        return [(h.seat, h.name, h.socket is not None, h.peer)
                for _seat, h in sorted(self.seats.items())]


def _num(score) -> float:
    try:
        return float(score)
    except (TypeError, ValueError):
        return 0.0


def _is(value, number: int) -> bool:
    """Whether a message's value is the integer `number` (not 3.0, not true)."""
    return type(value) is int and value == number
