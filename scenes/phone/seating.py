"""Who may join and which phone holds which seat: the joining side of `PhoneHub`.

`Seating` is a part of the hub (`scenes.phone.hub.PhoneHub` derives from it), kept in a
file of its own for size; it shares the hub's state and runs on the frame loop.

Tokens: the join token (in the QR code, 192 bits) and the 6-digit code live while the
join screen is open (`open_join` / `close_join`); a seat token lives from the claim to
the end of the game (or the seat given back before the start). Wrong codes are limited
per address and slowed in all (`game.net.guard.CodeGuard`); when they start coming
from everywhere, the TV shows a fresh code. A socket's valid hello, and the seat it
holds, are told to the server (`PhoneServer.greeted`): its handshake is over, and a
seat's socket slot is its own.
"""

from __future__ import annotations

import secrets
import unicodedata
from dataclasses import dataclass

from game import catalog
from game.i18n import text
from scenes.phone.payload import dumps, page_texts

NAME_MAX = 20
ANIMALS = ("fox", "owl", "cat", "dog", "rabbit", "bear", "hedgehog", "otter")


def clean_name(raw) -> str:
    """A guest name as the TV shows it: control characters out, trimmed, at most
    NAME_MAX characters ("" when nothing is left)."""
    if not isinstance(raw, str):
        return ""
    kept = "".join(c for c in raw if unicodedata.category(c)[0] != "C")
    return " ".join(kept.split())[:NAME_MAX]


@dataclass
class PhoneSeat:
    """A seat held by a phone: its guest name and animal, its token, its socket."""

    seat: int
    name: str
    animal: str
    token: str
    lang: str
    socket: int | None = None        # the socket id, None while the phone is away
    peer: str = ""
    hint: str = ""
    message: str = ""
    profile: str | None = None       # the player's profile id (at home), None for a guest


@dataclass
class Socket:
    """One open WebSocket as the hub knows it."""

    ident: int
    peer: str
    greeted: bool = False            # a valid hello was received
    joining: bool = False            # came with the join token or the code
    seat: int | None = None
    lang: str = "en"


class Seating:
    """The hub's joining side: tokens, the code, hello, claim and leave, the lobby."""

    # -- joining (while the join screen is open) ---------------------------------------------
    def open_join(self, host) -> None:
        """The join screen opened: fresh join token and code. `host` answers
        `phone_lobby(lang)` and `phone_free_seat(seat or None)` (see scenes.join)."""
        self.host = host
        self.join_token = secrets.token_urlsafe(24)
        self.fresh_code()
        self._lobby_dirty = True

    def fresh_code(self) -> None:
        """A new 6-digit code (the TV shows it at once; the old one stops working)."""
        self.code = f"{secrets.randbelow(10 ** 6):06d}"

    def close_join(self, keep_seats: bool) -> None:
        """The join screen closed: the token and code stop working; the seats stay for the
        game (`keep_seats`) or are given back (the screen was left)."""
        self.host = None
        self.join_token = self.code = None
        if not keep_seats:
            for seat in list(self.seats):
                self._unseat(seat, tell=True)
        for sock in self.sockets.values():
            if sock.joining and sock.seat is None:
                self._error(sock, "not_joining")     # still choosing when the game began
            sock.joining = False

    @property
    def joining(self) -> bool:
        return self.host is not None

    def join_url(self) -> str:
        """The address in the QR code (empty while the server is not listening)."""
        if self.address is None or self.join_token is None:
            return ""
        return f"{self.base_url()}?t={self.join_token}"

    def base_url(self) -> str:
        """The address to type by hand."""
        if self.address is None:
            return ""
        host, port = self.address
        return f"http://{host}:{port}/"

    def claimed(self) -> dict[int, PhoneSeat]:
        return dict(self.seats)

    # -- hello, claim, leave ----------------------------------------------------------
    def _hello(self, sock: Socket, data: dict) -> None:
        lang = data.get("lang")
        sock.lang = lang if isinstance(lang, str) and catalog.is_language(lang) else self.default_lang
        token, join, code = data.get("seat_token"), data.get("join"), data.get("code")
        held = next((h for h in self.seats.values()
                     if isinstance(token, str) and secrets.compare_digest(h.token, token)), None)
        if held is not None:
            sock.greeted = True
            if held.socket is not None and held.socket != sock.ident:
                self.server.close(held.socket)          # the newest socket holds the seat
                old = self.sockets.get(held.socket)
                if old is not None:
                    old.seat = None
            held.socket, held.peer, held.lang = sock.ident, sock.peer, sock.lang
            sock.seat = held.seat
            self.server.greeted(sock.ident, held.token)
            self._send_seated(sock, held)
            if self.match is None:
                self.server.send(sock.ident, dumps(self._lobby(sock)))
            else:
                self._dirty.add(held.seat)
            return
        now = self.clock()
        if self.join_token is not None and isinstance(join, str) \
                and secrets.compare_digest(join, self.join_token):
            sock.greeted = sock.joining = True
        elif self.code is not None and isinstance(code, str):
            verdict = self.codes.check(sock.peer, now)
            if verdict != "ok":
                self._error(sock, "code_locked" if verdict == "locked" else "code_wait",
                            close=True)
                return
            if secrets.compare_digest(code, self.code):
                sock.greeted = sock.joining = True
            else:
                attacked = self.codes.under_attack(now)
                self.codes.failed(sock.peer, now)
                if not attacked and self.codes.under_attack(now):
                    self.fresh_code()       # guesses from everywhere: the TV shows a new one
        if not sock.greeted:
            self._error(sock, "bad_token", close=True)
            return
        self.server.greeted(sock.ident, None)
        self.server.send(sock.ident, dumps(self._lobby(sock)))

    def _claim(self, sock: Socket, data: dict) -> None:
        if not sock.joining or self.host is None or self.match is not None:
            self._error(sock, "not_joining")
            return
        if sock.seat is not None:
            self._send_seated(sock, self.seats[sock.seat])
            return
        wanted = data.get("seat")
        if wanted is not None and (not isinstance(wanted, int) or isinstance(wanted, bool)):
            self._error(sock, "bad_message")
            return
        seat = self.host.phone_free_seat(wanted)
        if seat is None or seat in self.seats:
            self._error(sock, "seat_taken" if wanted is not None else "no_seat")
            return
        name = clean_name(data.get("name")) or text("player_name", sock.lang, n=seat + 1)
        taken = {h.animal for h in self.seats.values()}
        animal = data.get("animal")
        if animal not in ANIMALS or animal in taken:
            animal = next((a for a in ANIMALS if a not in taken), ANIMALS[0])
        profile = next((p for p in self._free_profiles() if p["id"] == data.get("profile")),
                       None)
        if profile is not None:                       # a profile plays under its own name
            name, animal = profile["name"], profile["animal"]
        held = PhoneSeat(seat, name, animal, secrets.token_urlsafe(24), sock.lang,
                         socket=sock.ident, peer=sock.peer,
                         profile=profile["id"] if profile is not None else None)
        self.seats[seat] = held
        sock.seat = seat
        self.server.greeted(sock.ident, held.token)
        self._send_seated(sock, held)
        self._lobby_dirty = True

    def _leave(self, sock: Socket, data: dict) -> None:
        if sock.seat is None or self.match is not None:
            self._error(sock, "not_joining")
            return
        self._unseat(sock.seat, tell=True)

    def unseat(self, seat: int) -> None:
        """Give a phone's seat back before the start (the TV has fewer seats now); the
        phone gets the lobby to pick again."""
        self._unseat(seat, tell=True)

    def _unseat(self, seat: int, tell: bool) -> None:
        held = self.seats.pop(seat, None)
        if held is None:
            return
        sock = self.sockets.get(held.socket) if held.socket is not None else None
        if sock is not None:
            sock.seat = None
            self.server.greeted(sock.ident, None)
            if tell and self.host is not None and sock.joining:
                self.server.send(sock.ident, dumps(self._lobby(sock)))
        self._lobby_dirty = True

    def _send_seated(self, sock: Socket, held: PhoneSeat) -> None:
        self.server.send(sock.ident, dumps({"type": "seated", "seat": held.seat,
                                            "seat_token": held.token, "name": held.name,
                                            "animal": held.animal}))

    # -- the lobby -------------------------------------------------------------------
    def _lobby(self, sock: Socket) -> dict:
        lobby = self.host.phone_lobby(sock.lang) if self.host is not None else {
            "game": "", "game_name": "", "players": 0, "seats": []}
        for row in lobby["seats"]:
            held = self.seats.get(row["seat"])
            if held is not None:
                row.update(free=False, name=held.name, kind="phone")
        profiles = [{**p, "animal_label": catalog.text(f"players.animal_{p['animal']}",
                                                       sock.lang)}
                    for p in self._free_profiles()]
        return {"type": "lobby", **lobby, "you": sock.seat, "profiles": profiles,
                "animals": [{"id": a, "label": catalog.text(f"phone_tv.animal_{a}", sock.lang)}
                            for a in ANIMALS],
                "texts": page_texts(sock.lang)}

    def _free_profiles(self) -> list[dict]:
        """The players' profiles a phone may play as: the join screen's (none at a kiosk)
        that no device and no other phone holds."""
        if self.host is None or not hasattr(self.host, "phone_profiles"):
            return []
        held = {h.profile for h in self.seats.values()}
        return [p for p in self.host.phone_profiles() if p["id"] not in held]
