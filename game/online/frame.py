"""Messages on the wire: one JSON object, bounded in size and depth, then sealed.

A wire frame is one kind byte and a SecretBox: `J` for a join (sealed with the seat's
invitation key), `S` for everything after (sealed with the session key, behind the
session's public tag, so that a frame of a session the receiver does not hold, such as
one sent after a join that NATS lost, is told apart from a forged one). Inside is a
JSON object with a "type" and `n`, the sender's count of messages in the session: a
receiver refuses any `n` it has already passed, so a captured frame played again is
refused even though it opens.
"""

from __future__ import annotations

import json

from game.online.keys import SESSION_TAG_BYTES, SealError, seal, session_tag, unseal

JOIN, SESSION = b"J", b"S"
MAX_WIRE = 256 * 1024           # bytes of a sealed frame (a view with its log fits in 64 KiB)
MAX_DEPTH = 16                  # nesting of arrays and objects (a view needs 8)


class FrameError(ValueError):
    """A message that is not one of ours: too big, too deep, not JSON, not an object."""


class OtherSession(SealError):
    """A session frame tagged for another session than the receiver's (or for none)."""


def encode(message: dict) -> bytes:
    """A message as compact JSON bytes (keys sorted: equal messages are equal bytes)."""
    return json.dumps(message, ensure_ascii=False, sort_keys=True,
                      separators=(",", ":")).encode("utf-8")


def depth(text: str) -> int:
    """The deepest nesting of arrays and objects in a JSON text (strings skipped)."""
    deepest = level = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            level += 1
            deepest = max(deepest, level)
        elif char in "]}":
            level -= 1
    return deepest


def decode(data: bytes) -> dict:
    """A message from JSON bytes; FrameError (one line) when it is not one of ours."""
    if len(data) > MAX_WIRE:
        raise FrameError(f"a message of {len(data)} bytes (at most {MAX_WIRE})")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise FrameError("a message that is not UTF-8") from None
    if depth(text) > MAX_DEPTH:
        raise FrameError(f"a message nested deeper than {MAX_DEPTH}")
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise FrameError("a message that is not JSON") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise FrameError("a message that is not an object with a type")
    return message


def wrap(kind: bytes, key: bytes, message: dict) -> bytes:
    """A wire frame: the kind byte, then the message sealed with `key`."""
    tag = session_tag(key) if kind == SESSION else b""
    return kind + tag + seal(key, encode(message))


def unwrap(data: bytes, key: bytes) -> dict:
    """The message in a wire frame sealed with `key` (FrameError or SealError if not)."""
    if len(data) > MAX_WIRE:
        raise FrameError(f"a message of {len(data)} bytes (at most {MAX_WIRE})")
    body = data[1:]
    if data[:1] == SESSION:
        if body[:SESSION_TAG_BYTES] != session_tag(key):
            raise OtherSession("a frame of another session")
        body = body[SESSION_TAG_BYTES:]
    return decode(unseal(key, body))


def kind_of(data: bytes) -> bytes:
    """The kind byte of a wire frame (b"" for an empty one)."""
    return data[:1]


__all__ = ["JOIN", "SESSION", "FrameError", "OtherSession", "SealError", "decode", "encode", "kind_of",
           "unwrap", "wrap"]
