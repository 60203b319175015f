"""What the phone server serves over plain HTTP: the page's files, the languages the
game speaks and card images.

The page is a fixed list of files (those in `static/`, read once; no listing, no
sub-paths); every response carries HEADERS (a content-security policy and friends, added
by the server's middleware). A card image needs a seat token (`?s=`); the frame loop
draws it (`card` in the inbox, answered by `PhoneServer.card_done`), this side encodes
it as a PNG off the loop and keeps it, at most CARDS_PENDING waiting at once.
"""

from __future__ import annotations

import asyncio
import mimetypes
from pathlib import Path

from aiohttp import web

from game import catalog
from game.data import read_bytes_file
from scenes.phone.cards import encode_png

STATIC_DIR = Path(__file__).with_name("static")
CARD_HEIGHTS = (160, 320, 480)
CARDS_PENDING = 32                 # card requests waiting for the frame loop at once
CARD_WAIT = 5.0                    # seconds a card request waits for the frame loop
CSP = ("default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
       "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
HEADERS = {"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff",
           "Referrer-Policy": "no-referrer", "Cache-Control": "no-store"}
PAGE_TYPES = {".html": "text/html", ".css": "text/css", ".js": "text/javascript",
              ".png": "image/png", ".svg": "image/svg+xml", ".json": "application/json",
              ".ico": "image/x-icon", ".webmanifest": "application/manifest+json"}


def card_height(asked: str | None) -> int:
    """A requested card height rounded up to one the server renders."""
    try:
        wanted = int(asked or CARD_HEIGHTS[1])
    except ValueError:
        wanted = CARD_HEIGHTS[1]
    return next((h for h in CARD_HEIGHTS if h >= wanted), CARD_HEIGHTS[-1])


def static_files(folder: Path) -> dict[str, Path]:
    """The page's files by name (the only ones served: no listing, no sub-paths)."""
    if not folder.is_dir():
        return {}
    return {p.name: p for p in sorted(folder.iterdir())
            if p.is_file() and not p.name.startswith(".")}


class Pages:
    """The page's files and card images, for one server (its inbox, its seat tokens)."""

    def __init__(self, server, static_dir: Path = STATIC_DIR) -> None:
        self.server = server
        self.static = static_files(static_dir)
        self._files: dict[str, bytes] = {}
        self._cards: dict[int, asyncio.Future] = {}
        self._png: dict[tuple, bytes | None] = {}      # (card, height, lang) -> PNG or None
        # read here, on the frame loop's thread: the catalogs do not change while it runs
        self.languages = {"languages": list(catalog.languages()),
                          "default": catalog.default_language(())}

    async def langs(self, request) -> web.StreamResponse:
        """{"languages": the catalogs' codes (the default first), "default": its code}."""
        return web.json_response(self.languages)

    async def index(self, request) -> web.StreamResponse:
        if "index.html" not in self.static:
            return web.Response(status=503, text="the phone page is not installed\n")
        return self._send_file("index.html")

    async def file(self, request) -> web.StreamResponse:
        name = request.match_info["name"]
        if name not in self.static:
            raise web.HTTPNotFound()
        return self._send_file(name)

    def _send_file(self, name: str) -> web.Response:
        path = self.static[name]
        kind = PAGE_TYPES.get(path.suffix) or mimetypes.guess_type(name)[0] or "text/plain"
        charset = "utf-8" if kind.startswith("text/") or kind.endswith("json") else None
        body = self._files.get(name)
        if body is None:
            body = self._files[name] = read_bytes_file(path)   # read once (a few KB)
        return web.Response(body=body, content_type=kind, charset=charset)

    async def card(self, request) -> web.StreamResponse:
        lang = self.server.seat_tokens.get(request.query.get("s", ""))
        if lang is None:
            raise web.HTTPForbidden(text="a seat token is required\n")
        card, height = request.match_info["card"], card_height(request.query.get("h"))
        key = (card, height, lang)
        if key in self._png and self._png[key] is None:
            raise web.HTTPNotFound(text="no such card\n")
        png = self._png.get(key)
        if png is None:
            if len(self._cards) >= CARDS_PENDING:
                raise web.HTTPServiceUnavailable(text="busy, try again\n")
            ident = self.server.new_id()
            future = self._cards[ident] = asyncio.get_running_loop().create_future()
            self.server.inbox.put(("card", ident, {"card": card, "height": height, "lang": lang}))
            try:
                pixels = await asyncio.wait_for(future, CARD_WAIT)
            except asyncio.TimeoutError:
                raise web.HTTPServiceUnavailable(text="busy, try again\n") from None
            finally:
                self._cards.pop(ident, None)
            if len(self._png) > 400:
                self._png.clear()
            if pixels is None:
                self._png[key] = None
                raise web.HTTPNotFound(text="no such card\n")
            png = await asyncio.get_running_loop().run_in_executor(None, encode_png, *pixels)
            self._png[key] = png
        return web.Response(body=png, content_type="image/png")

    def finish_card(self, ident: int, pixels: tuple | None) -> None:
        future = self._cards.get(ident)
        if future is not None and not future.done():
            future.set_result(pixels)

