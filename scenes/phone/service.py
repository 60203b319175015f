"""Phones at the app level: the server and its hub, started and stopped as a whole.

The app holds one `PhoneService` (made when phones are first switched on) and calls
`pump()` once a frame; the join screen opens joining on it, the couch table attaches
its match, the kiosk's admin menu switches it on or off and lists the phones.
Starting never waits: the server binds in its own thread and the hub hears
"listening" (or "failed", with the reason) a frame or two later. Phones on is not a
listener for ever: the listener is open only while a join screen is open, a phone
holds a seat or the app hosts a game online (`needed`: its guests on this network come
to `/online`), and closes after UNNEEDED_FRAMES frames without any (a table that closes
into a new join screen keeps it); at the title, in menus or at a table
of devices and bots, the page does not load and no socket opens.
"""

from __future__ import annotations

from scenes.phone.hub import PhoneHub
from game.net.addresses import ipv4_addresses, listen_host
from game.online.lan import direct_url
from scenes.phone.server import PhoneServer

UNNEEDED_FRAMES = 60      # frames with nothing needing the listener before it closes


class PhoneService:
    """The phone server and hub of an app (off until `start`)."""

    def __init__(self, app, host: str = "", port: int = 8765) -> None:
        self.app = app
        self.host, self.port = host, port
        self.listen = ""                # the address bound (the LAN's for host ""), once on
        self.addresses = ipv4_addresses     # the choices offered (tests give their own)
        self.server: PhoneServer | None = None
        self.hub: PhoneHub | None = None
        self.listening = False          # whether the listener was asked to be open
        self._unneeded = 0              # frames in a row with nothing needing it

    @property
    def on(self) -> bool:
        return self.hub is not None

    def start(self) -> PhoneHub:
        """Switch phones on (at once; the server reports when it listens)."""
        if self.hub is None:
            self.server = PhoneServer()
            self.hub = PhoneHub(self.server, self.app.text, self.app.settings,
                                default_lang=self.app.lang)
            self.listen = listen_host(self.host)
            self.server.start(self.listen, self.port)
            self.listening = True
        return self.hub

    def move_to(self, host: str) -> PhoneHub | None:
        """Listen on `host` from now on: a running server stops (its phones, on the old
        address, are let go) and starts again there. None if phones are off."""
        self.host = host
        if self.hub is None:
            return None
        self.stop()
        return self.start()

    def stop(self) -> None:
        """Switch phones off: every phone is disconnected and every token forgotten."""
        if self.hub is not None:
            self.hub.detach()
        if self.server is not None:
            self.server.stop()
        self.server = self.hub = None

    def pump(self) -> None:
        """Once a frame: what the phones sent, answered (see PhoneHub.pump). A message
        from a phone is activity, as a key press is: a kiosk does not ask "Still
        playing?" of a table played on phones."""
        if self.hub is not None:
            heard = self.hub.heard
            self.hub.pump()
            if self.hub.heard != heard:
                self.app.idle = 0.0
            self._unneeded = 0 if self.needed else self._unneeded + 1
            if self.needed and not self.listening:
                self.listening = True
                self.server.resume()
            elif self.listening and self._unneeded >= UNNEEDED_FRAMES:
                self.listening = False
                self.server.pause()

    @property
    def needed(self) -> bool:
        """Whether the listener must be open: a join screen is open or a phone holds a
        seat (its phone may come back)."""
        return self.hub is not None and (self.hub.joining or bool(self.hub.seats)
                                         or self.hosting_online)

    @property
    def hosting_online(self) -> bool:
        """Whether the app hosts a game online (its guests may come to `/online`)."""
        online = getattr(self.app, "online", None)
        return online is not None and online.host is not None


def phone_service(app) -> PhoneService:
    """The app's phone service, made (still off) on first use: at home the address
    picked on the join screen (settings), else the config's, else the LAN address; at a
    kiosk the config's (else the LAN address)."""
    if app.phones is None:
        picked = "" if app.settings.kiosk else app.settings.phone_host
        host = picked or app.kiosk.phone_host
        app.phones = PhoneService(app, host, app.kiosk.phone_port)
    return app.phones


def direct_path(app) -> tuple:
    """The phone server's `/online` route and the address invitations give for it,
    phones switched on for it; (None, "") at a kiosk, whose phones are its own."""
    if app.settings.kiosk:
        return None, ""
    phones = phone_service(app)
    phones.start()
    if not phones.port:                  # a port chosen when bound: not known yet
        return None, ""
    return phones.server.online, direct_url(phones.listen, phones.port)
