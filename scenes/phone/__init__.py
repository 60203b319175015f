"""Phones as private hands (issue #28): a small web server inside the game.

- `server.py`: aiohttp (HTTP + WebSocket) in its own thread and event loop; it checks
  sizes, rates, Origins and the socket caps, and talks to the frame loop only through
  thread-safe queues; `page.py` serves the page's files and card images, `guard.py`
  holds the guards against strangers (connection deadlines and caps, wrong codes).
  Pygame-free.
- `hub.py`: the frame loop's side: steps checked on `Match.steps(seat)`, moves played
  through `Match.play`; its joining side, `seating.py`: join tokens and codes, seats
  and their tokens, the lobby.
- `payload.py`: what one seat's phone is told, built from `observe(seat)`, the log as
  that seat may read it and its step tree only.
- `cards.py`, `qr.py`, `net.py`: card faces as PNG, the QR code, the LAN address.

The protocol is `docs/phone-protocol.md`; the page is `scenes/phone/static/`.
"""
