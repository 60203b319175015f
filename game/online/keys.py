"""The invitation and the keys derived from it (PyNaCl's Blake2b, keyed).

The host draws a room secret (256 bits) and keeps it. From it:
- the room id, the only name the NATS server ever sees (`room_id`);
- the room key, and from it one invitation key per friend seat (`seat_key`). A friend's
  invitation carries only its own seat's key, so no guest can speak for another seat;
- a seat's channel, an opaque id on its subjects (`channel`);
- a session key per join: each join draws a fresh join id, and both sides derive
  `session_key(seat key, join id)`. A rejoin is a new session; an old one stops opening.
- one watchers' key (`watch_key`): everyone who holds that invitation may watch, each
  in a session of its own; a watcher is told what no seat's secret is.
"""

from __future__ import annotations

import base64
import binascii
import ipaddress
from dataclasses import dataclass
from urllib.parse import parse_qs, quote, urlsplit

import nacl.encoding
import nacl.exceptions
import nacl.hash
import nacl.secret
import nacl.utils

from game.online import PROTOCOL

SCHEME = "menagerie://join/"
SECRET_BYTES = 32            # the room secret and every derived key: 256 bits
ROOM_ID_BYTES = 12           # 96 bits: ids never collide on a shared server
CHANNEL_BYTES = 8
JOIN_ID_BYTES = 16
SESSION_TAG_BYTES = 8
MAX_LINK = 600               # characters: a pasted link longer than this is not ours
MAX_SEATS = 8
WATCH = "watch"              # the seat part of a watcher's invitation


class InvitationError(ValueError):
    """An invitation that cannot be read: the message says what is wrong (in English, for
    logs); `code` and `params` name it for the screen's catalogs (`online.link.<code>`)."""

    def __init__(self, code: str, message: str, **params) -> None:
        super().__init__(message)
        self.code, self.params = code, params


class SealError(ValueError):
    """A sealed message that does not open with this key."""


def _hash(data: bytes, key: bytes, person: bytes, size: int = SECRET_BYTES) -> bytes:
    return nacl.hash.blake2b(data, digest_size=size, key=key, person=person,
                             encoder=nacl.encoding.RawEncoder)


def new_secret() -> bytes:
    """A fresh room secret from the system's random source."""
    return nacl.utils.random(SECRET_BYTES)


def new_join_id() -> bytes:
    """A fresh join id: one per join, so every join has its own session key."""
    return nacl.utils.random(JOIN_ID_BYTES)


def room_id(secret: bytes) -> str:
    """The room's public id (hex), derived from its secret."""
    return _hash(b"", secret, b"menagerie-room", ROOM_ID_BYTES).hex()


def seat_key(secret: bytes, seat: int) -> bytes:
    """The invitation key of one seat: from the room key and the seat's number."""
    room_key = _hash(b"", secret, b"menagerie-rkey")
    return _hash(b"seat %d" % seat, room_key, b"menagerie-seat")


def watch_key(secret: bytes) -> bytes:
    """The invitation key of the room's watchers (spectators): they see public things only."""
    room_key = _hash(b"", secret, b"menagerie-rkey")
    return _hash(b"watch", room_key, b"menagerie-seat")


def channel(key: bytes) -> str:
    """A seat's opaque channel id on the subjects, from its invitation key."""
    return _hash(b"", key, b"menagerie-chan", CHANNEL_BYTES).hex()


def session_key(key: bytes, join_id: bytes) -> bytes:
    """The key of one join's session: from the seat's invitation key and the join id."""
    return _hash(join_id, key, b"menagerie-sess")


def session_tag(key: bytes) -> bytes:
    """A session's public tag (8 bytes, from its key): a receiver tells a frame of another
    session (a join it never heard, an old one) from a forged or damaged frame."""
    return _hash(b"", key, b"menagerie-stag", SESSION_TAG_BYTES)


def seal(key: bytes, data: bytes) -> bytes:
    """`data` sealed (XSalsa20-Poly1305, random nonce) with `key`."""
    return bytes(nacl.secret.SecretBox(key).encrypt(data))


def unseal(key: bytes, data: bytes) -> bytes:
    """The plain text of a sealed message; SealError if it does not open with `key`."""
    try:
        return nacl.secret.SecretBox(key).decrypt(data)
    except (nacl.exceptions.CryptoError, ValueError, TypeError):
        raise SealError("a message that does not decrypt with this invitation") from None


@dataclass(frozen=True)
class Invitation:
    """What a friend needs to take one seat: the server, the room, the seat (None: a
    watcher's invitation) and its key."""

    server: str
    room: str
    seat: int | None
    key: bytes
    direct: str = ""          # the host's web server on its network (http://ADDRESS:PORT)

    @property
    def channel(self) -> str:
        return channel(self.key)

    def link(self) -> str:
        """The invitation as a link: menagerie://join/ROOM/SEAT/KEY?server=...&v=...,
        with &direct=... when the host's web server may be reached on its network."""
        key = base64.urlsafe_b64encode(self.key).decode().rstrip("=")
        seat = WATCH if self.seat is None else self.seat
        query = [("server", self.server), ("direct", self.direct), ("v", str(PROTOCOL))]
        return f"{SCHEME}{self.room}/{seat}/{key}?" + "&".join(
            f"{name}={quote(value, safe='')}" for name, value in query if value)

    def qr(self):
        """The link as a segno QR code (drawn by the screen, saved by a tool)."""
        import segno
        return segno.make(self.link(), error="m", micro=False)


def parse_link(text: str) -> Invitation:
    """An Invitation from a pasted or typed link; InvitationError says what is wrong."""
    text = (text or "").strip()
    if len(text) > MAX_LINK:
        raise InvitationError("long", f"an invitation is at most {MAX_LINK} characters")
    if not text.startswith(SCHEME):
        raise InvitationError("scheme", f"an invitation starts with {SCHEME}")
    parts = urlsplit(text)
    path = parts.path.strip("/").split("/")
    if len(path) != 3:
        raise InvitationError("shape", "an invitation reads menagerie://join/ROOM/SEAT/KEY?server=...")
    room, seat_text, key_text = path
    if len(room) != 2 * ROOM_ID_BYTES or any(c not in "0123456789abcdef" for c in room):
        raise InvitationError("room", "the invitation's room id is not 24 hexadecimal digits")
    if seat_text != WATCH and not (seat_text.isdigit() and int(seat_text) < MAX_SEATS):
        raise InvitationError("seat", f"the invitation's seat is not a number below {MAX_SEATS}")
    try:
        key = base64.urlsafe_b64decode(key_text + "=" * (-len(key_text) % 4))
    except (binascii.Error, ValueError):
        raise InvitationError("key", "the invitation's key is not base64") from None
    if len(key) != SECRET_BYTES:
        raise InvitationError("key", f"the invitation's key is not {SECRET_BYTES} bytes: "
                              "was it cut when copied?")
    query = parse_qs(parts.query)
    server = (query.get("server") or [""])[0]
    direct = (query.get("direct") or [""])[0]
    if direct and not direct_address(direct):
        raise InvitationError("direct", "the invitation's direct address is not "
                              "http://ADDRESS:PORT")
    if (server or not direct) and not server.startswith(("nats://", "tls://", "ws://", "wss://")):
        raise InvitationError("server", "the invitation names no server (nats:// or tls://)")
    version = (query.get("v") or ["?"])[0]
    if version != str(PROTOCOL):
        raise InvitationError("version", f"the invitation is for online version {version}, "
                              f"this Ménagerie speaks version {PROTOCOL}",
                              theirs=version, ours=PROTOCOL)
    return Invitation(server, room, None if seat_text == WATCH else int(seat_text), key,
                      direct)


def direct_address(text: str) -> bool:
    """Whether `text` is a host's web server as an invitation gives it: http://, an IP
    address and a port, nothing else (the guest connects to nothing but that)."""
    try:
        parts = urlsplit(text)
        ipaddress.ip_address(parts.hostname or "")
        port = parts.port
    except ValueError:
        return False
    return (parts.scheme == "http" and port is not None and 0 < port
            and not (parts.path or parts.query or parts.fragment or parts.username))
