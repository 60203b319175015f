"""A TCP relay between a guest and the host's web server that records every byte and can
cut the line: the eavesdropper and the dropped Wi-Fi of the direct path's tests.

`Wiretap` forwards each connection in two threads and keeps both directions' bytes;
`cut()` closes every open connection (and, while `hold` is set, every new one at once).
`websocket_messages` reads the recorded bytes back as WebSocket messages (RFC 6455:
unmasked, fragments joined), so a test looks at what the wire really carried, and
`leak_words` lists what a leak of a game's secrets would look like in a frame.
"""

from __future__ import annotations

import socket
import threading

from game import load_game


class Wiretap:
    """Listens on a free loopback port and relays to `target` (host, port)."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.streams: list[tuple[bytearray, bytearray]] = []    # (up, down) per connection
        self.hold = threading.Event()            # refuse new connections while set
        self.accepted = threading.Semaphore(0)   # released at each relayed connection
        self._open: list[socket.socket] = []
        self._lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            if self.hold.is_set():
                client.close()
                continue
            server = socket.create_connection(self.target)
            up, down = bytearray(), bytearray()
            with self._lock:
                self.streams.append((up, down))
                self._open += [client, server]
            threading.Thread(target=self._pipe, args=(client, server, up), daemon=True).start()
            threading.Thread(target=self._pipe, args=(server, client, down), daemon=True).start()
            self.accepted.release()

    def _pipe(self, source: socket.socket, sink: socket.socket, record: bytearray) -> None:
        try:
            while data := source.recv(65536):
                record += data
                sink.sendall(data)
        except OSError:
            pass
        for end in (source, sink):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def cut(self) -> None:
        """Close every open connection, as a dropped network would."""
        with self._lock:
            ends, self._open = self._open, []
        for end in ends:
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            end.close()

    def close(self) -> None:
        self.listener.close()
        self.cut()


def websocket_messages(stream: bytes) -> tuple[bytes, list[tuple[int, bytes]]]:
    """The HTTP head of a recorded stream and its WebSocket messages (opcode, payload),
    up to the last complete frame."""
    head, _, rest = bytes(stream).partition(b"\r\n\r\n")
    messages, parts, at, kind = [], b"", 0, 0
    while at + 2 <= len(rest):
        first, second = rest[at], rest[at + 1]
        size, at = second & 0x7F, at + 2
        if size in (126, 127):
            width = 2 if size == 126 else 8
            if at + width > len(rest):
                break
            size = int.from_bytes(rest[at:at + width], "big")
            at += width
        mask = b""
        if second & 0x80:
            mask, at = rest[at:at + 4], at + 4
        if at + size > len(rest):
            break
        payload = rest[at:at + size]
        at += size
        if mask:
            payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        opcode = first & 0x0F
        if opcode & 0x08:                        # control: ping, pong, close
            messages.append((opcode, payload))
            continue
        parts += payload
        if opcode:
            kind = opcode
        if first & 0x80:                          # FIN
            messages.append((kind, parts))
            parts = b""
    return head, messages



def leak_words(game_id: str) -> set[str]:
    """Card names and ids as JSON strings, longer names bare, and the view's secret keys.
    Fewer than 7 bytes turn up in a game's worth of random ciphertext by chance (a quoted
    one-character id is 3 bytes: a few chances in a hundred per game), so they are left
    out; the sealing itself is checked by opening frames with a wrong invitation's key."""
    cards = load_game(game_id).cards()
    names = {c["name"] for c in cards} | {c["name_fr"] for c in cards}
    words = {f'"{word}"' for word in names | {c["id"] for c in cards}}
    words |= {name for name in names if len(name.encode()) >= 6}
    words |= {'"hand":', '"hands":', '"obs":', '"paths":', '"money:'}
    return {word for word in words if len(word.encode()) >= 7}
