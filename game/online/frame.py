"""Messages on the wire: one JSON object, bounded in size and depth, then sealed.

A wire frame is one kind byte and a SecretBox: `J` for a join (sealed with the seat's
invitation key), `S` for everything after (sealed with the session key). Inside is a
JSON object with a "type" and `n`, the sender's count of messages in the session: a
receiver refuses any `n` it has already passed, so a captured frame played again is
refused even though it opens.
"""

from __future__ import annotations

import json

from game.online.keys import SealError, seal, unseal

JOIN, SESSION = b"J", b"S"
MAX_WIRE = 256 * 1024           # bytes of a sealed frame (a view with its log fits in 64 KiB)
MAX_DEPTH = 16                  # nesting of arrays and objects (a view needs 8)


class FrameError(ValueError):
    """A message that is not one of ours: too big, too deep, not JSON, not an object."""


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
    return kind + seal(key, encode(message))


def unwrap(data: bytes, key: bytes) -> dict:
    """The message in a wire frame sealed with `key` (FrameError or SealError if not)."""
    if len(data) > MAX_WIRE:
        raise FrameError(f"a message of {len(data)} bytes (at most {MAX_WIRE})")
    return decode(unseal(key, data[1:]))


def kind_of(data: bytes) -> bytes:
    """The kind byte of a wire frame (b"" for an empty one)."""
    return data[:1]


__all__ = ["JOIN", "SESSION", "FrameError", "SealError", "decode", "encode", "kind_of",
           "unwrap", "wrap"]
