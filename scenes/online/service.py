"""Online play at the app level: one host or one guest, pumped once a frame.

The app holds at most one `OnlineService` (`app.online`). `pump()` drains what the NATS
thread received and sends what changed; it never waits. Hosting starts in the lobby
(`host`) and moves to the table (`start`); joining makes a `GuestSeat` on a link.
"""

from __future__ import annotations

import time

from game.online.authority import HostRoom
from game.online.guest import GuestSeat
from game.online.keys import Invitation, new_secret
from game.online.lan import guest_link
from game.online.play import OnlineGuest, OnlineHost
from game.online.relay import Links
from game.online.transport import NatsLink


class OnlineService:
    """The app's online host or guest, and its link."""

    def __init__(self, link: NatsLink) -> None:
        self.link = link
        self.host: OnlineHost | None = None
        self.guest: OnlineGuest | None = None
        self.messages: list[dict] = []       # what the guest received since the scene looked

    @classmethod
    def hosting(cls, server: str, friends: list[int], names: list[str], route=None,
                direct: str = "") -> "OnlineService":
        """A lobby for the friend seats, on a fresh room; with the phone server's
        `route` (game.online.relay), guests on this network may also come at `direct`."""
        link = NatsLink(server, name="menagerie-host")
        if route is not None:
            link = Links(link, route.end())
        service = cls(link.start())
        room = HostRoom(None, new_secret(), friends, names)
        service.host = OnlineHost(room, service.link, server, direct if route else "")
        return service

    @classmethod
    def joining(cls, invitation: Invitation, name: str, animal: str,
                lang: str) -> "OnlineService":
        """A guest seat through an invitation."""
        service = cls(guest_link(invitation, "auto", name="menagerie-guest"))
        seat = GuestSeat(invitation, name=name, animal=animal, lang=lang)
        service.guest = OnlineGuest(seat, service.link)
        return service

    @property
    def connected(self) -> bool:
        return self.link.connected.is_set()

    @property
    def problem(self) -> str:
        return self.link.problem

    def pump(self) -> None:
        """Once a frame: what arrived, answered; resends, syncs and joins when due."""
        if self.host is not None:
            self.host.poll()
        if self.guest is not None:
            self.messages += self.guest.poll(time.monotonic())

    def stop(self) -> None:
        """Leave: the link closes (guests see the host go quiet)."""
        self.link.close()
