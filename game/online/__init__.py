"""Play between homes: a host's match, guests at their own screens, through a NATS server.

Nothing here imports pygame. The pieces, from the wire up:
- `keys`: the invitation (a link and a QR code) and every key derived from it;
- `frame`: messages as bounded JSON, sealed with PyNaCl's SecretBox;
- `view`: what one seat is told (the one serialisation a guest receives);
- `authority`: the host's room, the only holder of the match, checking every step;
- `guest`: a guest's side of a seat (join, steps, resends, rejoin);
- `transport`: a NATS connection in its own thread, never on the frame's path;
- `relay`, `direct`, `lan`: the direct path on the same network, the host's web server's
  `/online` route and a guest's socket to it, carrying the same sealed frames.
docs/online.md describes the protocol and what the server can see.
"""

PROTOCOL = 2            # bumped when a message changes meaning; both sides state theirs
                        # (2: a view is the seat's SeatFeed; undo, hint, watchers)
